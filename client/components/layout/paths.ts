import { usePageContext } from 'vike-react/usePageContext'
import { BASE_PATH, extractLocale, localizedPath, type Locale } from '#shared/locale'

/** Splits '/Project?showdiv=ipds' into its path and '?query'. */
function splitQuery(to: string): [string, string] {
  const i = to.indexOf('?')
  return i < 0 ? [to, ''] : [to.slice(0, i), to.slice(i)]
}

/** Full URL of internal route `to` (English form, may carry a query) in `locale`. */
export function hrefFor(to: string, locale: Locale, mobile = false): string {
  const [path, query] = splitQuery(to)
  return BASE_PATH + localizedPath(path, locale, { mobile }) + query
}

/** Where the visitor is: the English route of the current page, its query, and whether it is AS_. */
export function currentRoute(urlOriginal: string): { route: string; search: string; locale: Locale } {
  const [rawPath, query] = splitQuery(urlOriginal)
  let path = rawPath.startsWith(BASE_PATH) ? rawPath.slice(BASE_PATH.length) : rawPath
  if (!path) path = '/'
  const { locale, pathname } = extractLocale(path)
  return { route: pathname || '/', search: query, locale }
}

/** The URL of this page in the other language, keeping the query string. */
export function mirrorHref(urlOriginal: string, targetLocale: Locale, mobile = false): string {
  const { route, search } = currentRoute(urlOriginal)
  return BASE_PATH + localizedPath(route, targetLocale, { mobile }) + search
}

/** Hook form: `href(to)` in the page's locale and `isCurrent(to)` for aria-current. */
export function useLinks() {
  const pageContext = usePageContext()
  const locale: Locale = pageContext.locale ?? 'en'
  const mobile = !!pageContext.isMobile
  const { route, search } = currentRoute(pageContext.urlOriginal ?? '/')
  return {
    locale,
    mobile,
    href: (to: string) => hrefFor(to, locale, mobile),
    isCurrent: (to: string) => {
      const [path, query] = splitQuery(to)
      return path === route && (!query || query === search)
    },
    route,
    search,
  }
}
