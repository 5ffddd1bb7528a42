import i18next, { type i18n } from 'i18next'
import type { Request } from 'express'
import { apiMessage } from '#shared/apiMessage'
import type { Locale } from '#shared/locale'
import { MESSAGES } from '#shared/messages'
import asBilling from '#shared/locales/as/billing.json'
import asMessages from '#shared/locales/as/messages.json'
import asPayments from '#shared/locales/as/payments.json'
import enBilling from '#shared/locales/en/billing.json'
import enMessages from '#shared/locales/en/messages.json'
import enPayments from '#shared/locales/en/payments.json'

/**
 * A refusal met by a person, not a script: a PDF or file link opened in the browser (a bill,
 * a receipt, a statement, a document) that answers 4xx/5xx. The browser navigates with
 * `Accept: text/html`, so it gets a small page in the language of the link (`lang=as`, or an
 * AS_ page it came from) with the same words the pages use (shared/apiMessage.ts), instead of
 * raw JSON in English (issue 9 §1). Scripts (fetch sends Accept: *\/*) keep the JSON.
 */
export function wantsErrorPage(req: Request): boolean {
  return req.method === 'GET' && req.accepts(['json', 'html']) === 'html'
}

let instances: Record<Locale, i18n> | undefined
function i18nOf(locale: Locale): i18n {
  instances ??= {
    en: make('en', { messages: { ...MESSAGES, ...enMessages }, billing: enBilling, payments: enPayments }),
    as: make('as', { messages: asMessages, billing: asBilling, payments: asPayments }),
  }
  return instances[locale]
}
function make(lng: Locale, resources: Record<string, unknown>): i18n {
  const inst = i18next.createInstance()
  void inst.init({ lng, fallbackLng: false, resources: { [lng]: resources as Record<string, object> }, initAsync: false, interpolation: { escapeValue: false } })
  return inst
}

/** The language of the link: `lang=as`, else an Assamese page it was opened from. */
export function localeOfRequest(req: Request): Locale {
  if (req.query.lang === 'as') return 'as'
  if (req.query.lang === 'en') return 'en'
  const referer = req.get('referer') ?? ''
  return /\/website\/(AS_|Assamese)/.test(referer) ? 'as' : 'en'
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

const WORDS = {
  en: { title: 'This could not be opened', limitTitle: 'Please wait a moment', back: 'Back to the website', home: '/website/' },
  as: { title: 'এইটো খুলিব পৰা নগ’ল', limitTitle: 'অনুগ্ৰহ কৰি অলপ অপেক্ষা কৰক', back: 'ৱেবছাইটলৈ উভতি যাওক', home: '/website/Assamese' },
} as const

/** The words of an error body (shared/errors.ts) in `locale`, as the pages say them (shared/apiMessage.ts). */
export function apiErrorWords(body: unknown, locale: Locale): string {
  const t = i18nOf(locale).t.bind(i18nOf(locale)) as (key: string, options?: Record<string, unknown>) => string
  return apiMessage(t, locale, body, 'messages:api.INTERNAL')
}

/** The page for an error body (shared/errors.ts): a file that could not be opened, or a page over its limit. */
export function errorPageHtml(body: unknown, locale: Locale, kind: 'file' | 'limit' = 'file'): string {
  const message = apiErrorWords(body, locale)
  const w = WORDS[locale]
  const title = kind === 'limit' ? w.limitTitle : w.title
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(title)}</title></head><body><main id="main-content"><h1>${escapeHtml(title)}</h1>` +
    `<p>${escapeHtml(message)}</p><p><a href="${w.home}">${escapeHtml(w.back)}</a></p></main></body></html>`
  )
}
