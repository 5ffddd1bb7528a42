import { Router } from 'express'
import { SEARCH_API, searchQuerySchema } from '#shared/contract/search'
import { fromZod } from '../errors'
import type { RouterDeps } from '.'

/**
 * Site-wide search (issue 14, ADR 024), mounted on /api, no sign-in:
 *   GET /api/search?q&kind&year&page&lang → SearchAnswer
 * Tenders, documents, careers and the editorial pages, ranked, the matched words marked, with
 * the counts by kind and year. A bad parameter is a 400 with its message (errors[0].path).
 * Answers may be cached briefly by the browser and proxies: content changes reach them within a minute.
 * The service keeps answers itself per index generation (a change is seen by the next search).
 */
export function searchRouter({ services }: RouterDeps): Router {
  const router = Router()
  router.get(SEARCH_API.replace(/^\/api/, ''), async (req, res) => {
    // a repeated parameter (an array) is refused by the schema like any other bad value
    const parsed = searchQuerySchema.safeParse(req.query)
    if (!parsed.success) throw fromZod(parsed.error)
    const { q, kind, year, page, lang } = parsed.data
    const answer = await services.search.search({ q, kind, year, page, locale: lang })
    res.setHeader('Cache-Control', 'public, max-age=60')
    res.json(answer)
  })
  return router
}
