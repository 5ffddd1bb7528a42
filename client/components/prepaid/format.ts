/**
 * The prepaid pages' formatters: money and dates come from shared/format.ts (₹ 1,234.00,
 * dd/mm/yyyy and hh:mm in India time); tokens and kWh are the prepaid pages' own.
 */
import { formatDmy, formatDmyTime, formatNumber, formatPaise } from '../../../shared/format'
import type { Locale } from '../../../shared/locale'

/** Integer paise as rupees with two decimals and Indian grouping. */
export const rupees = (paise: number, locale: Locale): string => formatPaise(paise, locale)
export { formatDmy as dateDmy, formatDmyTime as dateTime }

/** The five groups of four digits of a 20-digit token (empty when it is not one). */
export function tokenGroups(token: string | null | undefined): string[] {
  const digits = (token ?? '').replace(/\D/g, '')
  return digits.length === 20 ? digits.match(/\d{4}/g)! : []
}

/** kWh with one decimal (Indian grouping). */
export function kwh(n: number, locale: Locale, decimals = 1): string {
  return formatNumber(n, locale, decimals)
}
