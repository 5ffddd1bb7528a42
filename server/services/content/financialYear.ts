import { financialYearStart } from '#shared/time'
import type { TenderPeriod } from '#shared/content/contract'

/** ISO date bounds [from, to) of a tender period; undefined means open-ended. */
export function periodBounds(period: TenderPeriod, today: Date): { from?: string; to?: string } {
  const fy = financialYearStart(today)
  const april = (y: number) => `${y}-04-01`
  if (period === 'current') return { from: april(fy), to: april(fy + 1) }
  if (period === 'previous') return { from: april(fy - 1), to: april(fy) }
  return { to: april(fy - 1) }
}
