import i18next, { type i18n, type Resource } from 'i18next'
import type { Locale } from './locale'
import { MESSAGES } from './messages'

/**
 * Every locale file shared/locales/{en,as}/<namespace>.json is a namespace, picked up here.
 * English is the fallback. Its core namespaces (what the home page and the site chrome
 * use) are bundled; the others come in one chunk (./locales/en/index.ts) that every other
 * page loads before it renders, so the home page stays light on a cheap phone. Assamese
 * comes in one chunk too, only on Assamese pages. Only for code compiled by Vite (pages);
 * the API answers in the spec's English.
 */
const enCore = import.meta.glob<Record<string, unknown>>('./locales/en/{common,home,login,messages}.json', {
  eager: true,
  import: 'default',
})

/** Namespaces in the eager English bundle (keep in sync with the glob above). */
export const CORE_NAMESPACES = ['common', 'home', 'login', 'messages'] as const

export const resources: Resource = { en: {} }
for (const [file, data] of Object.entries(enCore)) {
  resources.en[file.replace(/^.*\/|\.json$/g, '')] = data
}
// The spec's exact English messages are the English values of the `messages` namespace.
resources.en.messages = { ...MESSAGES, ...(resources.en.messages as object) }

/** Bumped whenever texts arrive, so cached browser instances are rebuilt with them. */
export let resourcesVersion = 0

let loadingAs: Promise<void> | undefined
let loadingEnRest: Promise<void> | undefined

/**
 * Makes `locale`'s texts available; call (and await) before rendering a page in it.
 * `scope: 'core'` is enough for the home page; every other page needs 'all'.
 */
export function loadLocale(locale: Locale, scope: 'core' | 'all' = 'all'): Promise<void> {
  const waits: Promise<void>[] = []
  if (scope === 'all') {
    loadingEnRest ??= import('./locales/en/index').then((m) => {
      Object.assign(resources.en, m.en)
      resourcesVersion++
    })
    waits.push(loadingEnRest)
  }
  if (locale !== 'en') {
    loadingAs ??= import('./locales/as/index').then((m) => {
      resources.as = m.as
      resourcesVersion++
    })
    waits.push(loadingAs)
  }
  return Promise.all(waits).then(() => undefined)
}

// On the server every language is there from the start (+data hooks translate titles too).
if (import.meta.env.SSR) await loadLocale('as', 'all')

/** Missing keys already reported (each once per process or page). */
const reportedMissing = new Set<string>()

/**
 * A key found in no language is a bug (the page would show the key itself): reported as an
 * error, in the browser's console (the e2e sweeps fail on it) and the server's log. A call that
 * gives its own defaultValue knows the key may be absent and is not reported.
 */
function reportMissing(lngs: readonly string[], ns: string, key: string, _fallback: string, _update: boolean, options?: { defaultValue?: unknown }) {
  if (options?.defaultValue !== undefined) return
  const id = `${ns}:${key}`
  if (reportedMissing.has(id)) return
  reportedMissing.add(id)
  console.error(`i18n: missing text key '${id}' (${lngs.join(', ')})`)
}

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
    ns: Object.keys(resources.en),
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
    saveMissing: true,
    missingKeyHandler: reportMissing,
  } as Parameters<typeof instance.init>[0])
  return instance
}
