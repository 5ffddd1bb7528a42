import type { Locale } from '#shared/locale'
import { formatDate, formatNumber, formatPaise, localizeDigits } from '#shared/format'
import { indiaTimeOfDay, indiaToday } from '#shared/time'

/** Formatting of the documents, on top of shared/format.ts (Indian grouping, Assamese digits). */

/** integer paise → "₹ 1,23,456.78" (Assamese digits in Assamese) */
export function rupees(paise: number, lang: Locale): string {
  return formatPaise(paise, lang)
}

/** "2025-10" → "Oct 2025" / "অক্টোবৰ ২০২৫" */
export function monthLabel(period: string, lang: Locale): string {
  return formatDate(`${period}-01`, lang).replace(/^\S+\s/, '')
}

export function dateLabel(isoDate: string, lang: Locale): string {
  return formatDate(isoDate, lang)
}

/** an ISO UTC timestamp → "05 Oct 2025, 10:40" in India time */
export function dateTimeLabel(isoTimestamp: string, lang: Locale, zone: string): string {
  const t = Date.parse(isoTimestamp)
  if (Number.isNaN(t)) return isoTimestamp
  return `${formatDate(indiaToday(t), lang)}, ${localizeDigits(indiaTimeOfDay(t), lang)} ${zone}`
}

export function numberLabel(n: number, lang: Locale, decimals = 0): string {
  return formatNumber(n, lang, decimals)
}

/** a Date from an ISO date or timestamp, for the PDF's CreationDate */
export function dateOf(iso: string): Date {
  const t = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00.000Z` : iso)
  return new Date(Number.isNaN(t) ? 0 : t)
}
