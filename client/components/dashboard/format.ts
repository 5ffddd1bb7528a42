/**
 * Dashboard formatting, the same on the server and in the browser (shared/format.ts rules:
 * no Intl; Assamese digits by substitution). Money is integer paise.
 */
import { formatDmy, formatDmyTime, formatKwh, formatMonth, formatPaise, formatToken, localizeDigits } from '#shared/format'
import { indiaMoment } from '#shared/time'
import type { Locale } from '#shared/locale'

/** ₹ with two decimals and Indian digit grouping, from integer paise: 123456789 → ₹ 12,34,567.89 */
export const money = (paise: number, locale: Locale): string => formatPaise(paise, locale, { signFirst: true })

/** The calendar date in India of an ISO date or timestamp, as YYYY-MM-DD. */
export function indiaDay(value: string): string {
  return indiaMoment(value)?.day ?? value.slice(0, 10)
}

/** dd/mm/yyyy (Indian dates of timestamps); dd/mm/yyyy hh:mm for payment and recharge times */
export { formatDmy as dmy, formatDmyTime as dmyTime }

/** 'YYYY-MM' → 'Oct 2026' / 'অক্টোবৰ ২০২৬' */
export const periodLabel = formatMonth

/** short x-axis labels: 'YYYY-MM' → 'mm/yy', 'YYYY-MM-DD' → 'dd/mm' */
export function shortPeriod(period: string, locale: Locale): string {
  return localizeDigits(`${period.slice(5, 7)}/${period.slice(2, 4)}`, locale)
}
export function shortDay(day: string, locale: Locale): string {
  return localizeDigits(`${day.slice(8, 10)}/${day.slice(5, 7)}`, locale)
}

/** kWh and STS tokens: the shared rules (shared/format.ts) */
export { formatKwh as kwh, formatToken }
