import type { PageContextServer } from 'vike/types'
import type { FileSizes } from '#shared/content/files'
import { searchQuerySchema, type SearchAnswer } from '#shared/search/contract'

export type Data = Awaited<ReturnType<typeof data>>

/** The search field names a refused parameter can have (the page words each in its language). */
type Field = 'q' | 'kind' | 'year' | 'page' | 'sort' | 'lang'

/**
 * The query of the address (GET form: works without scripts) through the same schema as
 * GET /api/search; a refused parameter is shown in the error summary, nothing is searched.
 */
export async function data(pageContext: PageContextServer) {
  const search = pageContext.urlParsed.search
  const raw = { q: search.q ?? '', kind: search.kind ?? '', year: search.year ?? '', page: search.page ?? '', sort: search.sort ?? '' }
  const parsed = searchQuerySchema.safeParse({ ...raw, lang: pageContext.locale })
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? 'q') as Field))]
    return { raw, errors: fields, answer: null as SearchAnswer | null, fileSizes: {} as FileSizes }
  }
  const { q, kind, year, page, sort } = parsed.data
  const { search: site, downloads } = pageContext.services
  const answer = q.trim() ? await site.search({ q, kind, year, page, sort, locale: pageContext.locale }) : null
  return {
    raw: { q: q.trim().slice(0, 100), kind: kind ?? '', year: year ? String(year) : '', page: page ? String(page) : '', sort: sort === 'relevance' ? '' : sort },
    errors: [] as Field[],
    answer,
    // the size beside each file's link (FileLink, issue 24 §5)
    fileSizes: answer ? await downloads.sizes(answer.hits.map((h) => h.fileLocation)) : ({} as FileSizes),
  }
}
