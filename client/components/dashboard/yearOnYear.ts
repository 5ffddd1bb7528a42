/**
 * How the dashboard words a year-on-year change (issue 9 §3): the direction in words, never by
 * colour alone, with the size of the change in whole percent. Pure, shared by the server
 * render and the browser.
 */

export type ChangeDirection = 'more' | 'less' | 'same' | 'noBase'

/** The direction of a change in percent (null: nothing last year to compare with). */
export function changeDirection(percent: number | null): ChangeDirection {
  if (percent === null) return 'noBase'
  if (percent > 0) return 'more'
  if (percent < 0) return 'less'
  return 'same'
}

/** The two bars of a comparison as shares of the larger value (0–100), so the larger one fills the row. */
export function barShares(current: number, lastYear: number): { current: number; lastYear: number } {
  const top = Math.max(current, lastYear, 0)
  if (top <= 0) return { current: 0, lastYear: 0 }
  const share = (v: number) => Math.round((Math.max(v, 0) / top) * 1000) / 10
  return { current: share(current), lastYear: share(lastYear) }
}
