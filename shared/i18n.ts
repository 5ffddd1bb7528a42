import i18next, { type i18n, type Resource } from 'i18next'
import type { Locale } from './locale'
import { MESSAGES } from './messages'

/**
 * Every locale file shared/locales/{en,as}/<namespace>.json is a namespace, picked up here.
 * Only for code compiled by Vite (pages); the API answers in the spec's English.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true })

export const resources: Resource = {}
for (const [file, mod] of Object.entries(files)) {
  const m = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file)
  if (!m) continue
  const [, lng, ns] = m
  resources[lng] ??= {}
  resources[lng][ns] = mod.default
}
// The spec's exact English messages are the English values of the `messages` namespace.
resources.en ??= {}
resources.en.messages = { ...MESSAGES, ...(resources.en.messages as object) }

export const NAMESPACES = [...new Set(Object.values(resources).flatMap((r) => Object.keys(r)))]

/** A fresh instance: one per request on the server, one per locale in the browser. */
export function createI18n(locale: Locale): i18n {
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
