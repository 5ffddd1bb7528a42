/**
 * Money, dates and tokens of the prepaid pages, formatted the same on the server and in the
 * browser (no Intl, no time zone of the machine): paise → "₹ 1,234.00", timestamps in India
 * time as dd/mm/yyyy and hh:mm.
 */
import { formatCurrency, formatNumber, localizeDigits } from '../../../shared/format'
import type { Locale } from '../../../shared/locale'

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000

/** Integer paise as rupees with two decimals and Indian grouping. */
export function rupees(paise: number, locale: Locale): string {
  return formatCurrency(paise / 100, locale)
}

/** The parts of an ISO timestamp in India time; a plain YYYY-MM-DD date is taken as is. */
function istParts(iso: string): { y: string; mo: string; d: string; h: string; mi: string; hasTime: boolean } | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (day) return { y: day[1], mo: day[2], d: day[3], h: '00', mi: '00', hasTime: false }
  const t = Date.parse(iso)
  if (!Number.isFinite(t)) return null
  const s = new Date(t + IST_OFFSET_MS).toISOString()
  return { y: s.slice(0, 4), mo: s.slice(5, 7), d: s.slice(8, 10), h: s.slice(11, 13), mi: s.slice(14, 16), hasTime: true }
}

/** dd/mm/yyyy (India time). */
export function dateDmy(iso: string | null | undefined, locale: Locale): string {
  const p = iso ? istParts(iso) : null
  return p ? localizeDigits(`${p.d}/${p.mo}/${p.y}`, locale) : ''
}

/** dd/mm/yyyy hh:mm (India time, 24-hour clock); a date without time prints as the date. */
export function dateTime(iso: string | null | undefined, locale: Locale): string {
  const p = iso ? istParts(iso) : null
  if (!p) return ''
  return localizeDigits(p.hasTime ? `${p.d}/${p.mo}/${p.y} ${p.h}:${p.mi}` : `${p.d}/${p.mo}/${p.y}`, locale)
}

/** The five groups of four digits of a 20-digit token (empty when it is not one). */
export function tokenGroups(token: string | null | undefined): string[] {
  const digits = (token ?? '').replace(/\D/g, '')
  return digits.length === 20 ? digits.match(/\d{4}/g)! : []
}

/** kWh with one decimal (Indian grouping). */
export function kwh(n: number, locale: Locale, decimals = 1): string {
  return formatNumber(n, locale, decimals)
}
