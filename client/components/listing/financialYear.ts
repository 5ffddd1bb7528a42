/**
 * Tender periods follow the Indian financial year (1 April – 31 March, in India Standard
 * Time). The year arithmetic is the content service's own, so heading and list always agree;
 * this module only names the year for headings ('2026-27').
 */
import type { TenderPeriod } from '#shared/content/contract'
import { financialYearStart } from '#shared/time'

export { financialYearStart }

/** '2026-27' for the year starting 1 April 2026; '1999-00' across a century. */
export function financialYearLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`
}

/**
 * The year a tender listing names in its heading: the current year, the previous one, or for
 * the archive the oldest year still listed as 'previous' (the archive holds what came before).
 */
export function periodYearLabel(period: TenderPeriod, today: Date): string {
  const fy = financialYearStart(today)
  return financialYearLabel(period === 'current' ? fy : fy - 1)
}
