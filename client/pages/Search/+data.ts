import type { PageContextServer } from 'vike/types'
import { searchQuerySchema, type SearchAnswer } from '#shared/contract/search'

export type Data = Awaited<ReturnType<typeof data>>

/** The search field names a refused parameter can have (the page words each in its language). */
type Field = 'q' | 'kind' | 'year' | 'page' | 'lang'

/**
 * The query of the address (GET form: works without scripts) through the same schema as
 * GET /api/search; a refused parameter is shown in the error summary, nothing is searched.
 */
export async function data(pageContext: PageContextServer) {
  const search = pageContext.urlParsed.search
  const raw = { q: search.q ?? '', kind: search.kind ?? '', year: search.year ?? '', page: search.page ?? '' }
  const parsed = searchQuerySchema.safeParse({ ...raw, lang: pageContext.locale })
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? 'q') as Field))]
    return { raw, errors: fields, answer: null as SearchAnswer | null }
  }
  const { q, kind, year, page } = parsed.data
  const answer = q.trim() ? await pageContext.services.search.search({ q, kind, year, page, locale: pageContext.locale }) : null
  return { raw: { q: q.trim().slice(0, 100), kind: kind ?? '', year: year ? String(year) : '', page: page ? String(page) : '' }, errors: [] as Field[], answer }
}
