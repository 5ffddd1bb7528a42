/**
 * The bill services' formatters: the shared ones (shared/format.ts) in the bill pages' style —
 * a no-break space keeps ₹ with its figure and the sign goes first (-₹ 10.50).
 */
import { formatDmy, formatDmyTime, formatMonth, formatNumber, formatPaise, type PaiseStyle } from '#shared/format'
import { indiaToday } from '#shared/time'
import type { Locale } from '#shared/locale'

export const BILL_MONEY: PaiseStyle = { nbsp: true, signFirst: true }

/** ₹ 1,23,456.78 from 12345678 paise. */
export const money = (paise: number, locale: Locale): string => formatPaise(paise, locale, BILL_MONEY)
export { formatDmy as dmy, formatDmyTime as dmyTime, formatMonth as monthLabel, formatNumber as count, indiaToday }
