import { BASE_PATH, extractLocale } from '#shared/locale'
import { PAGE_QUERY_PARAMS, UNCACHED_ROUTES } from '#shared/pageQuery'

export interface AnonymousPageKey {
  /** the cache key: device class, path and the page's own parameters, sorted */
  key: string
  /** the URL the page is rendered for: the path and those parameters only */
  url: string
}

/**
 * The anonymous page cache's key of a request URL ('/website/AS_Notices?year=2024&x=1'), or
 * null for a page that is never cached. Only the parameters the page reads
 * (shared/pageQuery.ts) count, sorted, the last value of each (as Vike's urlParsed.search).
 */
export function anonymousPageKey(originalUrl: string, mobile: boolean): AnonymousPageKey | null {
  const q = originalUrl.indexOf('?')
  const pathname = q < 0 ? originalUrl : originalUrl.slice(0, q)
  const logical = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) || '/' : pathname
  const route = extractLocale(logical).pathname
  if (UNCACHED_ROUTES.has(route)) return null
  const names = Object.hasOwn(PAGE_QUERY_PARAMS, route) ? PAGE_QUERY_PARAMS[route] : []
  const search = new URLSearchParams(q < 0 ? '' : originalUrl.slice(q + 1))
  const kept = new URLSearchParams()
  for (const name of [...names].sort()) {
    const values = search.getAll(name)
    if (values.length) kept.set(name, values[values.length - 1])
  }
  const query = kept.toString()
  const url = query ? `${pathname}?${query}` : pathname
  return { key: `${mobile ? 'm' : 'd'} ${url}`, url }
}
