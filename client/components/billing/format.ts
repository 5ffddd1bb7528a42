/**
 * Formatting of the bill services: money from integer paise, dd/mm/yyyy dates, billing months.
 * Deterministic (no Intl), so the server's HTML and the hydrated page agree (shared/format.ts).
 */
import { formatDate, formatNumber, localizeDigits } from '../../../shared/format'
import type { Locale } from '../../../shared/locale'

const IST_OFFSET_MS = 5.5 * 3600_000

/** ₹ 1,23,456.78 from 12345678 paise (Indian grouping, two decimals; Assamese digits in 'as'); a no-break space keeps ₹ with its figure. */
export function money(paise: number, locale: Locale): string {
  const p = Math.round(paise)
  const sign = p < 0 ? '-' : ''
  const abs = Math.abs(p)
  const rupees = Math.floor(abs / 100)
  const rest = String(abs % 100).padStart(2, '0')
  return `${sign}₹\u00a0${formatNumber(rupees, locale)}${localizeDigits('.' + rest, locale)}`
}

/** dd/mm/yyyy of an ISO date or timestamp (the date part as written; timestamps are shown in India time). */
export function dmy(value: string | null | undefined, locale: Locale): string {
  if (!value) return ''
  let iso = value
  if (/^\d{4}-\d{2}-\d{2}T/.test(value)) {
    const t = Date.parse(value)
    if (Number.isFinite(t)) iso = new Date(t + IST_OFFSET_MS).toISOString()
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso)
  return m ? localizeDigits(`${m[3]}/${m[2]}/${m[1]}`, locale) : value
}

/** dd/mm/yyyy hh:mm (India time) of an ISO timestamp. */
export function dmyTime(value: string | null | undefined, locale: Locale): string {
  if (!value) return ''
  const t = Date.parse(value)
  if (!Number.isFinite(t)) return value
  const ist = new Date(t + IST_OFFSET_MS).toISOString()
  return `${dmy(ist.slice(0, 10), locale)} ${localizeDigits(ist.slice(11, 16), locale)}`
}

/** 'Nov 2026' / 'নৱেম্বৰ ২০২৬' of a billing month YYYY-MM. */
export function monthLabel(period: string, locale: Locale): string {
  if (!/^\d{4}-\d{2}$/.test(period)) return period
  return formatDate(`${period}-01`, locale).replace(/^\S+\s/, '')
}

/** Whole numbers with Indian grouping (units, readings). */
export function count(n: number, locale: Locale, decimals = 0): string {
  return formatNumber(n, locale, decimals)
}

/** Today's date in India, YYYY-MM-DD. */
export function indiaToday(now: number = Date.now()): string {
  return new Date(now + IST_OFFSET_MS).toISOString().slice(0, 10)
}
