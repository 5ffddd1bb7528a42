import type { i18n } from 'i18next'
import { createI18n, resourcesVersion } from '#shared/i18n'
import type { Locale } from '#shared/locale'

const browserInstances = new Map<string, i18n>()
/** The server render's own instance, per page context: it notes the texts the page reads (usedTexts). */
const renderInstances = new WeakMap<object, i18n>()

/**
 * On the server the language's one instance, which only reads texts (titles, the head); given
 * the render's pageContext, the render's own clone of it for the whole render, which notes the
 * namespaces it reads (an HTML-only page carries those texts: PageContextScript). In the
 * browser one instance per locale is reused across navigations, and rebuilt once more texts have
 * arrived (shared/i18n.ts).
 */
export function i18nFor(locale: Locale, pageContext?: object): i18n {
  if (import.meta.env.SSR) {
    if (!pageContext) return createI18n(locale)
    let inst = renderInstances.get(pageContext)
    if (!inst) {
      inst = createI18n(locale, { track: true })
      renderInstances.set(pageContext, inst)
    }
    return inst
  }
  const key = `${locale}:${resourcesVersion}`
  let inst = browserInstances.get(key)
  if (!inst) {
    inst = createI18n(locale)
    browserInstances.set(key, inst)
  }
  return inst
}
