import type { i18n } from 'i18next'
import { createI18n } from '../../shared/i18n'
import type { Locale } from '../../shared/locale'

const browserInstances = new Map<Locale, i18n>()

/**
 * On the server every render gets a fresh instance (a shared one would leak languages between
 * concurrent requests); in the browser one instance per locale is reused across navigations.
 */
export function i18nFor(locale: Locale): i18n {
  if (import.meta.env.SSR) return createI18n(locale)
  let inst = browserInstances.get(locale)
  if (!inst) {
    inst = createI18n(locale)
    browserInstances.set(locale, inst)
  }
  return inst
}
