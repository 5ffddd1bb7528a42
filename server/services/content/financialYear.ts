import type { TenderPeriod } from './types'

/** India Standard Time has no daylight saving: UTC+05:30 all year. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000

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

/** ISO date bounds [from, to) of a tender period; undefined means open-ended. */
export function periodBounds(period: TenderPeriod, today: Date): { from?: string; to?: string } {
  const fy = financialYearStart(today)
  const april = (y: number) => `${y}-04-01`
  if (period === 'current') return { from: april(fy), to: april(fy + 1) }
  if (period === 'previous') return { from: april(fy - 1), to: april(fy) }
  return { to: april(fy - 1) }
}
