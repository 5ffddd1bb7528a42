/**
 * Dashboard formatting, the same on the server and in the browser (shared/format.ts rules:
 * no Intl; Assamese digits by substitution). Money is integer paise.
 */
import { formatDate, formatNumber, localizeDigits } from '../../../shared/format'
import type { Locale } from '../../../shared/locale'

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000

/** ₹ with two decimals and Indian digit grouping, from integer paise: 123456789 → ₹ 12,34,567.89 */
export function money(paise: number, locale: Locale): string {
  const abs = Math.abs(Math.round(paise))
  const rupees = formatNumber(Math.floor(abs / 100), locale)
  const fraction = localizeDigits(String(abs % 100).padStart(2, '0'), locale)
  return `${paise < 0 ? '-' : ''}₹ ${rupees}.${fraction}`
}

/** The calendar date in India of an ISO date or timestamp, as YYYY-MM-DD. */
export function indiaDay(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value
  const t = Date.parse(value)
  return Number.isNaN(t) ? value.slice(0, 10) : new Date(t + IST_OFFSET_MS).toISOString().slice(0, 10)
}

/** dd/mm/yyyy (Indian dates of timestamps) */
export function dmy(value: string | null | undefined, locale: Locale): string {
  if (!value) return ''
  const d = indiaDay(value)
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(d)
  return localizeDigits(m ? `${m[3]}/${m[2]}/${m[1]}` : value, locale)
}

/** dd/mm/yyyy hh:mm in India, for payment and recharge times */
export function dmyTime(value: string, locale: Locale): string {
  const t = Date.parse(value)
  if (Number.isNaN(t) || /^\d{4}-\d{2}-\d{2}$/.test(value)) return dmy(value, locale)
  const hm = new Date(t + IST_OFFSET_MS).toISOString().slice(11, 16)
  return `${dmy(value, locale)} ${localizeDigits(hm, locale)}`
}

/** 'YYYY-MM' → 'Oct 2026' / 'অক্টোবৰ ২০২৬' */
export function periodLabel(period: string, locale: Locale): string {
  const full = formatDate(`${period}-01`, locale)
  return full.replace(/^\S+\s/, '')
}

/** short x-axis labels: 'YYYY-MM' → 'mm/yy', 'YYYY-MM-DD' → 'dd/mm' */
export function shortPeriod(period: string, locale: Locale): string {
  return localizeDigits(`${period.slice(5, 7)}/${period.slice(2, 4)}`, locale)
}
export function shortDay(day: string, locale: Locale): string {
  return localizeDigits(`${day.slice(8, 10)}/${day.slice(5, 7)}`, locale)
}

/** kWh with up to two decimals */
export function kwh(n: number, locale: Locale): string {
  return formatNumber(n, locale, Number.isInteger(n) ? 0 : 2)
}

/** A 20-digit STS token in groups of four: 1234 5678 9012 3456 7890 */
export function tokenGroups(token: string): string {
  return token.replace(/\D/g, '').replace(/(\d{4})(?=\d)/g, '$1 ')
}
