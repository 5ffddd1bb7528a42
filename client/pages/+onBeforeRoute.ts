import type { PageContext } from 'vike/types'
import { modifyUrl } from 'vike/modifyUrl'
import { extractLocale } from '#shared/locale'

/**
 * /AS_X is page X in Assamese; /Assamese and /AssameseMobile are the Assamese homes.
 * Vike routes the logical (English) URL; the locale rides on pageContext. On the server, a
 * path served before comes with its route (`knownRoute`, server/http/pages.ts): Vike takes it
 * and does not match the path against every route again (issue 28 §1).
 */
export function onBeforeRoute(pageContext: PageContext) {
  const { locale, pathname } = extractLocale(pageContext.urlParsed.pathname)
  const known = (pageContext as PageContext & { knownRoute?: { pageId: string; routeParams: Record<string, string> } }).knownRoute
  return {
    pageContext: {
      locale,
      urlLogical: modifyUrl(pageContext.urlParsed.href, { pathname }),
      ...(known ? { pageId: known.pageId, routeParams: known.routeParams } : {}),
    },
  }
}
