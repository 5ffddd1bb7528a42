/**
 * The one clock and the one India-time helper of both sides. India Standard Time has no
 * daylight saving: UTC+05:30 all year, so dates in India are plain offset arithmetic (no Intl
 * time-zone data, which Node's and the browser's ICU builds may not agree on).
 */

/** Milliseconds since the epoch; services take one so tests can move time. */
export type Clock = () => number

/** The real clock. */
export const systemClock: Clock = () => Date.now()

export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000

/** Today's date in India, YYYY-MM-DD. */
export function indiaToday(now: number = Date.now()): string {
  return new Date(now + IST_OFFSET_MS).toISOString().slice(0, 10)
}

/**
 * The day (YYYY-MM-DD) and, for a timestamp, the time (hh:mm) in India of an ISO date or
 * timestamp; a plain YYYY-MM-DD date is taken as written. Null when it is not a date.
 */
export function indiaMoment(value: string): { day: string; time: string | null } | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return { day: value, time: null }
  const t = Date.parse(value)
  if (!Number.isFinite(t)) return null
  const s = new Date(t + IST_OFFSET_MS).toISOString()
  return { day: s.slice(0, 10), time: s.slice(11, 16) }
}

/** 'hh:mm' in India of a timestamp (milliseconds). */
export function indiaTimeOfDay(t: number): string {
  return new Date(t + IST_OFFSET_MS).toISOString().slice(11, 16)
}

/** The calendar date (YYYY, 1-12, 1-31) of `today` in India. */
export function indianDate(today: Date): { year: number; month: number; day: number } {
  const d = new Date(today.getTime() + IST_OFFSET_MS)
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
}

/** The first calendar year of the Indian financial year (1 April – 31 March) containing `today`. */
export function financialYearStart(today: Date): number {
  const { year, month } = indianDate(today)
  return month >= 4 ? year : year - 1
}

/** An ISO date (YYYY-MM-DD) moved by `days` (negative: back); calendar arithmetic in UTC, no time zone. */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** The instant (ISO 8601, UTC) at which an India date (YYYY-MM-DD) begins: the bound of stored timestamps. */
export function indiaDayStart(isoDate: string): string {
  return new Date(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) - IST_OFFSET_MS).toISOString()
}
