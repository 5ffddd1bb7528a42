import i18next, { type i18n, type Resource } from 'i18next'
import type { Locale } from './locale'
import { MESSAGES } from './messages'

/**
 * Every locale file shared/locales/{en,as}/<namespace>.json is a namespace, picked up here.
 * English (also the fallback) is bundled; Assamese is loaded on demand by loadLocale(), so
 * English pages do not carry it. Only for code compiled by Vite (pages); the API answers
 * in the spec's English.
 */
const enFiles = import.meta.glob<Record<string, unknown>>('./locales/en/*.json', { eager: true, import: 'default' })

export const resources: Resource = { en: {} }
for (const [file, data] of Object.entries(enFiles)) {
  resources.en[file.replace(/^.*\/|\.json$/g, '')] = data
}
// The spec's exact English messages are the English values of the `messages` namespace.
resources.en.messages = { ...MESSAGES, ...(resources.en.messages as object) }

export const NAMESPACES = Object.keys(resources.en)

let loadingAs: Promise<void> | undefined

/** Makes `locale`'s texts available; call (and await) before rendering a page in it. */
export function loadLocale(locale: Locale): Promise<void> {
  if (locale === 'en' || resources.as) return Promise.resolve()
  loadingAs ??= import('./locales/as/index').then((m) => {
    resources.as = m.as
  })
  return loadingAs
}

// On the server every language is there from the start (+data hooks translate titles too).
if (import.meta.env.SSR) await loadLocale('as')

/** A fresh instance: one per request on the server, one per locale in the browser. */
export function createI18n(locale: Locale): i18n {
  if (locale !== 'en' && !resources[locale]) {
    // a caller skipped loadLocale(); English would not match the server's HTML
    console.error(`i18n: texts of '${locale}' used before loadLocale('${locale}')`)
  }
  const instance = i18next.createInstance()
  void instance.init({
    lng: locale,
    fallbackLng: 'en',
    resources,
    ns: NAMESPACES,
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  } as Parameters<typeof instance.init>[0])
  return instance
}
