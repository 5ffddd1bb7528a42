import type { Locale } from './locale'

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

export function formatCurrency(n: number, locale: Locale): string {
  return '₹ ' + formatNumber(n, locale, 2)
}
