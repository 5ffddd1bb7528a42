/**
 * The prepaid pages' formatters: money and dates come from shared/format.ts (₹ 1,234.00,
 * dd/mm/yyyy and hh:mm in India time); tokens and kWh are the prepaid pages' own.
 */
import { formatDmy, formatDmyTime, formatKwh, formatPaise, tokenGroups } from '#shared/format'
import type { Locale } from '#shared/locale'

/** Integer paise as rupees with two decimals and Indian grouping. */
export const rupees = (paise: number, locale: Locale): string => formatPaise(paise, locale)
export { formatDmy as dateDmy, formatDmyTime as dateTime }

/** kWh and STS tokens: the shared rules (shared/format.ts) */
export { formatKwh as kwh, tokenGroups }
