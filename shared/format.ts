import type { Locale } from './locale'
import { indiaMoment } from './time'

/**
 * Deterministic formatting used on both server and client, so hydration never differs:
 * no Intl locale data (Node's and the browser's ICU disagree on Assamese).
 */
const AS_DIGITS = ['০', '১', '২', '৩', '৪', '৫', '৬', '৭', '৮', '৯']
const MONTHS: Record<Locale, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  as: ['জানুৱাৰী', 'ফেব্ৰুৱাৰী', 'মাৰ্চ', 'এপ্ৰিল', 'মে’', 'জুন', 'জুলাই', 'আগষ্ট', 'ছেপ্তেম্বৰ', 'অক্টোবৰ', 'নৱেম্বৰ', 'ডিচেম্বৰ'],
}

export function localizeDigits(text: string | number, locale: Locale): string {
  const s = String(text)
  return locale === 'as' ? s.replace(/[0-9]/g, (d) => AS_DIGITS[Number(d)]) : s
}

/** Indian digit grouping (12,34,567) with optional decimals. */
export function formatNumber(n: number, locale: Locale, decimals = 0): string {
  const fixed = Math.abs(n).toFixed(decimals)
  const [int, frac] = fixed.split('.')
  const last3 = int.slice(-3)
  const rest = int.slice(0, -3)
  const grouped = rest ? rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',') + ',' + last3 : last3
  return localizeDigits((n < 0 ? '-' : '') + grouped + (frac ? '.' + frac : ''), locale)
}

function parts(value: string | Date): [number, number, number] | undefined {
  if (value instanceof Date) return [value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate()]
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value)
  if (m) return [Number(m[1]), Number(m[2]), Number(m[3])]
  const d = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value)
  if (d) return [Number(d[3]), Number(d[2]), Number(d[1])]
  return undefined
}

/** 05 Apr 2026 / ০৫ এপ্ৰিল ২০২৬; accepts ISO dates or the legacy dd/mm/yyyy. */
export function formatDate(value: string | Date | null | undefined, locale: Locale): string {
  if (!value) return ''
  const p = parts(value)
  if (!p) return String(value)
  const [y, mo, d] = p
  return localizeDigits(`${String(d).padStart(2, '0')} ${MONTHS[locale][mo - 1]} ${y}`, locale)
}

export interface PaiseStyle {
  /** a no-break space between ₹ and the figure keeps them on one line (the bill pages); default a plain space */
  nbsp?: boolean
  /** '-₹ 10.50' rather than '₹ -10.50' */
  signFirst?: boolean
}

/**
 * Integer paise as ₹ with two decimals and Indian grouping (Assamese digits in 'as'):
 * 123456789 → ₹ 12,34,567.89. The one rupee formatter of the bill, prepaid and payment pages.
 */
export function formatPaise(paise: number, locale: Locale, style: PaiseStyle = {}): string {
  const p = Math.round(paise)
  const abs = Math.abs(p)
  const sign = p < 0 ? '-' : ''
  const figure = formatNumber(Math.floor(abs / 100), locale) + localizeDigits('.' + String(abs % 100).padStart(2, '0'), locale)
  const space = style.nbsp ? '\u00a0' : ' '
  return style.signFirst ? `${sign}₹${space}${figure}` : `₹${space}${sign}${figure}`
}

/**
 * The one date format of each language (docs/glossary-as.md): '05 Apr 2026' / '০৫ এপ্ৰিল ২০২৬'
 * of an ISO date or timestamp (timestamps in India time); '' when there is none.
 */
export function formatDmy(value: string | null | undefined, locale: Locale): string {
  const m = value ? indiaMoment(value) : null
  return m ? formatDate(m.day, locale) : ''
}

/** The date and the India time (24-hour clock) of a timestamp: '05 Apr 2026, 10:40'; a plain date prints as the date. */
export function formatDmyTime(value: string | null | undefined, locale: Locale): string {
  const m = value ? indiaMoment(value) : null
  if (!m) return ''
  return m.time ? `${formatDate(m.day, locale)}, ${localizeDigits(m.time, locale)}` : formatDate(m.day, locale)
}

/** 'Nov 2026' / 'নৱেম্বৰ ২০২৬' of a month YYYY-MM (other text as is). */
export function formatMonth(period: string, locale: Locale): string {
  if (!/^\d{4}-\d{2}$/.test(period)) return period
  return formatDate(`${period}-01`, locale).replace(/^\S+\s/, '')
}

/** The name of a month (1–12) as formatDate writes it: 'May', 'Nov' / 'মে’', 'নৱেম্বৰ' ('' out of range). */
export function formatMonthName(month: number, locale: Locale): string {
  return MONTHS[locale][month - 1] ?? ''
}

/** Energy in kWh, the one rule of every page and document: whole numbers as they are, otherwise one decimal (STS tokens carry 0.1 kWh). */
export function formatKwh(n: number, locale: Locale): string {
  return formatNumber(n, locale, Number.isInteger(n) ? 0 : 1)
}

/** The five groups of four digits of a 20-digit STS token (empty when it is not one). */
export function tokenGroups(token: string | null | undefined): string[] {
  const digits = (token ?? '').replace(/\D/g, '')
  return digits.length === 20 ? digits.match(/\d{4}/g)! : []
}

/** A token as printed on vouchers, receipts and dashboards: '1234 5678 9012 3456 7890' (other text as is). */
export function formatToken(token: string): string {
  const groups = tokenGroups(token)
  return groups.length ? groups.join(' ') : token
}

/** An Indian financial year by its first calendar year: 2025 → '2025-26' / '২০২৫-২৬' (April 2025 – March 2026). */
export function formatFinancialYear(year: number, locale: Locale): string {
  return localizeDigits(`${year}-${String((year + 1) % 100).padStart(2, '0')}`, locale)
}

const SIZE_UNITS: Record<Locale, [kb: string, mb: string, gb: string]> = {
  en: ['KB', 'MB', 'GB'],
  as: ['কে.বি.', 'এম.বি.', 'জি.বি.'],
}

/**
 * A file's size beside its download link (issue 24 §5): '245 KB', '1.2 MB', '15 MB' /
 * '২৪৫ কে.বি.', '১.২ এম.বি.' (units of 1,024, at most three digits of one; never less than 1 KB;
 * one decimal below 10 of a unit), with a no-break space so the figure and its unit stay on one line.
 */
export function formatFileSize(bytes: number, locale: Locale): string {
  const [kb, mb, gb] = SIZE_UNITS[locale]
  const figure = (n: number, unit: string) => `${formatNumber(n, locale, n < 10 && !Number.isInteger(n) ? 1 : 0)}\u00a0${unit}`
  const kbs = Math.max(1, Math.ceil(bytes / 1024))
  // at most three digits of a unit: 999 KB, then 0.98 MB shows as '1 MB'
  if (kbs < 1000) return figure(kbs, kb)
  const [value, unit] = kbs < 1000 * 1024 ? [bytes / 1024 ** 2, mb] : [bytes / 1024 ** 3, gb]
  // one decimal below 10 ('1.2 MB'), whole above ('15 MB'); 9.96 MB rounds to '10 MB'
  const shown = value < 9.95 ? Math.round(value * 10) / 10 : Math.round(value)
  return figure(shown, unit)
}

/**
 * The one filler of `{{name}}` placeholders (texts of the locale files, SMS, PDFs, pages the
 * server writes): each is replaced by its value; a placeholder without a value becomes '' or,
 * with `missing: 'keep'`, stays as written (a text whose values come later).
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number | undefined>> = {}, missing: 'empty' | 'keep' = 'empty'): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined
    return value === undefined ? (missing === 'keep' ? placeholder : '') : String(value)
  })
}
