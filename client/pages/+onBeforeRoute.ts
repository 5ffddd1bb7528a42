import type { PageContext } from 'vike/types'
import { modifyUrl } from 'vike/modifyUrl'
import { extractLocale } from '#shared/locale'

/**
 * /AS_X is page X in Assamese; /Assamese and /AssameseMobile are the Assamese homes.
 * Vike routes the logical (English) URL; the locale rides on pageContext.
 */
export function onBeforeRoute(pageContext: PageContext) {
  const { locale, pathname } = extractLocale(pageContext.urlParsed.pathname)
  return {
    pageContext: {
      locale,
      urlLogical: modifyUrl(pageContext.urlParsed.href, { pathname }),
    },
  }
}
