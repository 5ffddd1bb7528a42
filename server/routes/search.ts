import { Router, type RequestHandler } from 'express'
import { SEARCH_API, searchQuerySchema } from '#shared/search/contract'
import type { Services } from '../services'
import { perIpLimit } from '../http/limits'
import type { RouterDeps } from '.'
import { parseInput } from '../validation/parse'

/**
 * The search page's renders per address (issue 27 #8): a new query ranks every match, so
 * distinct queries were the cheapest way to saturate the server. A page answered from the page
 * cache is not counted (server/http/pages.ts cachedPageHits answers it before this).
 */
export const SEARCH_PAGE_LIMIT = { limit: 60, windowMs: 60_000 } as const

/** The paths of the search page in both languages, and of its data for client-side navigation (mounted before the page renderer). */
export const SEARCH_PAGE_PATHS = ['/website/Search', '/website/AS_Search'].flatMap((p) => [p, `${p}/index.pageContext.json`])

/** Counts a render of the search page for this address; over the limit, a 429 page with Retry-After (server/http/pageErrors.ts). */
export function searchPageLimit(services: Pick<Services, 'rateLimit'>): RequestHandler {
  return perIpLimit(services, { name: 'search-page', ...SEARCH_PAGE_LIMIT, message: 'Too many requests from this network. Please try again later.', scope: 'network' })
}

/**
 * Site-wide search (issue 14, ADR 024), mounted on /api, no sign-in:
 *   GET /api/search?q&kind&year&page&lang&sort → SearchAnswer
 * Tenders, documents, careers, the editorial pages and the site's service and information pages
 * (those first), ranked (or newest first: sort=newest), the matched words marked, with the
 * counts by kind and year. A bad parameter is a 400 with its message (errors[0].path).
 * Answers may be cached briefly by the browser and proxies: content changes reach them within a minute.
 * The service keeps answers itself per index generation (a change is seen by the next search).
 */
export function searchRouter({ services }: RouterDeps): Router {
  const router = Router()
  router.get(SEARCH_API.replace(/^\/api/, ''), async (req, res) => {
    // a repeated parameter (an array) is refused by the schema like any other bad value
    const { q, kind, year, page, lang, sort } = parseInput(searchQuerySchema, req.query)
    const answer = await services.search.search({ q, kind, year, page, sort, locale: lang })
    res.setHeader('Cache-Control', 'public, max-age=60')
    res.json(answer)
  })
  return router
}
