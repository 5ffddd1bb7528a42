import { pageQueryParams, pageRouteOf, UNCACHED_ROUTES } from '#shared/pageQuery'
import { SEARCH_MAX_QUERY, SEARCH_PAGE_PARAMS, searchQuerySchema, searchTerms } from '#shared/search/contract'

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
  // Vike's client-side navigation asks for <page>/index.pageContext.json with the page's query:
  // the page's own parameters (issue 24 §1: keyed by its path alone, a filtered list came back unfiltered)
  const route = pageRouteOf(pathname)
  if (UNCACHED_ROUTES.has(route)) return null
  const normalised = Object.hasOwn(NORMALISED, route) ? NORMALISED[route] : null
  const names = normalised?.params ?? pageQueryParams(route)
  const search = new URLSearchParams(q < 0 ? '' : originalUrl.slice(q + 1))
  const kept = new URLSearchParams()
  for (const name of [...names].sort()) {
    const values = search.getAll(name)
    if (values.length) kept.set(name, values[values.length - 1])
  }
  const query = (normalised ? normalised.normalise(kept) : kept).toString()
  const url = query ? `${pathname}?${query}` : pathname
  return { key: `${mobile ? 'm' : 'd'} ${url}`, url }
}

/**
 * Pages whose parameters have one form per meaning: equivalent queries share one key (and
 * one render for that key's URL). `normalise` gets the page's `params`, sorted, and keeps them sorted.
 */
const NORMALISED: Readonly<Record<string, { params: readonly string[]; normalise: (kept: URLSearchParams) => URLSearchParams }>> = {
  '/Search': { params: SEARCH_PAGE_PARAMS, normalise: searchParams },
}

/**
 * The search page (issue 27 #8) by what the search takes: ?q= as its words (searchTerms: case,
 * spacing, punctuation and repeated words make no difference), the filters as the schema reads
 * them, page 1 as no page and the default order (relevance) as no order (issue 24 §5). A
 * query the schema refuses keeps its parameters: the page shows the problem. A ?q= without a
 * searchable word keeps its text, trimmed (nothing is searched).
 */
function searchParams(kept: URLSearchParams): URLSearchParams {
  const raw = { q: kept.get('q') ?? '', kind: kept.get('kind') ?? '', year: kept.get('year') ?? '', page: kept.get('page') ?? '', sort: kept.get('sort') ?? '' }
  const parsed = searchQuerySchema.safeParse(raw)
  if (!parsed.success) return kept
  const { q, kind, year, page, sort } = parsed.data
  const words = searchTerms(q).join(' ')
  const text = words && words.length <= SEARCH_MAX_QUERY ? words : q.trim().replace(/\s+/g, ' ')
  const out = new URLSearchParams()
  if (kind) out.set('kind', kind)
  if (page && page > 1) out.set('page', String(page))
  if (text) out.set('q', text)
  if (sort !== 'relevance') out.set('sort', sort)
  if (year !== undefined) out.set('year', String(year))
  return out
}
