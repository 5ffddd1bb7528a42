import type { i18n } from 'i18next'
import { createI18n, resourcesVersion } from '#shared/i18n'
import type { Locale } from '#shared/locale'

const browserInstances = new Map<string, i18n>()

/**
 * On the server every render gets a fresh instance (a shared one would leak languages between
 * concurrent requests); in the browser one instance per locale is reused across navigations,
 * and rebuilt once more texts have arrived (shared/i18n.ts loadLocale).
 */
export function i18nFor(locale: Locale): i18n {
  if (import.meta.env.SSR) return createI18n(locale)
  const key = `${locale}:${resourcesVersion}`
  let inst = browserInstances.get(key)
  if (!inst) {
    inst = createI18n(locale)
    browserInstances.set(key, inst)
  }
  return inst
}
