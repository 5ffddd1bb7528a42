/**
 * Site-wide search (issue 14, ADR 024): the wire types of `GET /api/search` and the
 * /Search page, and the rules both sides read.
 */
import { z } from 'zod'
import { SEARCH_MAX_QUERY } from './limits'

/** What a result can be: the filter by kind offers these. */
export const SEARCH_KINDS = ['tender', 'document', 'career', 'page'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

export const SEARCH_API = '/api/search'

/**
 * The order of the results: by relevance (the default; close scores newest first, see
 * server/services/search) or newest first. Either way the site's own service and information
 * pages that match come first.
 */
export const SEARCH_SORTS = ['relevance', 'newest'] as const
export type SearchSort = (typeof SEARCH_SORTS)[number]

/** The query: at most SEARCH_MAX_QUERY characters (./searchLimits, zod-free for the header), and this many words are searched. */
export { SEARCH_MAX_QUERY }
export const SEARCH_MAX_TERMS = 8
/** Words shorter than this are left out (a single letter matches half the site). */
export const SEARCH_MIN_TERM = 2
export const SEARCH_PAGE_SIZE = 20
/** pages beyond this are not offered (refine the words or filter instead) */
export const SEARCH_MAX_PAGE = 50

/**
 * A highlighted text: runs of plain text and matched words, in order. The page wraps the
 * matched runs in <mark>; nothing here is HTML.
 */
export type Highlighted = Array<{ text: string; match: boolean }>

export interface SearchHit {
  kind: SearchKind
  /**
   * document or tender category (e.g. 'notice', 'tender', 'rdss'); for pages 'service' (a
   * consumer service: pay, recharge, apply, complain…) or 'info' (a listing or information page
   * of the site), null for the editorial pages; null for careers
   */
  category: string | null
  title: Highlighted
  /** the language of the title and the snippet: an Assamese page shows English where the content has no Assamese */
  lang: 'en' | 'as'
  /** a short piece of the text around the first matched words (empty when only the title matched) */
  snippet: Highlighted
  /** the content's own date (YYYY-MM-DD), null for the editorial pages without one */
  date: string | null
  /** the page of the site that shows it (relative to /website/, in the answer's language) */
  route: string
  /** the document's file, served by the download route (relative to uploads/), when it has one */
  fileLocation: string | null
}

export interface SearchAnswer {
  status: 'ok'
  /** the words searched (after the rules above): empty when nothing could be searched */
  terms: string[]
  total: number
  page: number
  pageSize: number
  /** the last page offered (SEARCH_MAX_PAGE at most) */
  pages: number
  hits: SearchHit[]
  /** how many matches of each kind and year, for the filters (with the other filter applied) */
  facets: { kinds: Array<{ kind: SearchKind; count: number }>; years: Array<{ year: number; count: number }> }
}

/**
 * The words of a query, as the search takes them: letters, vowel signs and digits (any
 * script), lower-cased; words shorter than SEARCH_MIN_TERM left out (Assamese words count
 * their letters with their signs), the first SEARCH_MAX_TERMS distinct ones kept. Everything
 * else (quotes, operators, SQL or FTS syntax) is a separator, so no input is ever query syntax.
 */
export function searchTerms(q: string): string[] {
  const words =
    q
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  const out: string[] = []
  for (const w of words) {
    const word = w.slice(0, 40)
    if ([...word].length < SEARCH_MIN_TERM && !/^\p{N}+$/u.test(word)) continue
    if (!out.includes(word)) out.push(word)
    if (out.length === SEARCH_MAX_TERMS) break
  }
  return out
}

/** The API's words for a refused query (the page says them in its language: search.json `errors.*`). */
export const SEARCH_MESSAGES = {
  q: `Search words must be at most ${SEARCH_MAX_QUERY} characters.`,
  kind: 'Choose one of the kinds offered.',
  year: 'Choose a year between 1950 and 2100.',
  page: `Choose a page between 1 and ${SEARCH_MAX_PAGE}.`,
  sort: "The order must be 'relevance' or 'newest'.",
  lang: "The language must be 'en' or 'as'.",
} as const

/** An empty form field is no filter. */
const blankIsNone = (v: unknown) => (v === '' || v === undefined || v === null ? undefined : v)

/** The query of GET /api/search and of the /Search page, with the words of SEARCH_MESSAGES. */
export const searchQuerySchema = z.object({
  q: z.string({ message: SEARCH_MESSAGES.q }).max(SEARCH_MAX_QUERY, SEARCH_MESSAGES.q).default(''),
  kind: z.preprocess(blankIsNone, z.enum(SEARCH_KINDS, { message: SEARCH_MESSAGES.kind }).optional()),
  year: z.preprocess(blankIsNone, z.coerce.number({ message: SEARCH_MESSAGES.year }).int(SEARCH_MESSAGES.year).min(1950, SEARCH_MESSAGES.year).max(2100, SEARCH_MESSAGES.year).optional()),
  page: z.preprocess(blankIsNone, z.coerce.number({ message: SEARCH_MESSAGES.page }).int(SEARCH_MESSAGES.page).min(1, SEARCH_MESSAGES.page).max(SEARCH_MAX_PAGE, SEARCH_MESSAGES.page).optional()),
  lang: z.preprocess(blankIsNone, z.enum(['en', 'as'], { message: SEARCH_MESSAGES.lang }).default('en')),
  sort: z.preprocess(blankIsNone, z.enum(SEARCH_SORTS, { message: SEARCH_MESSAGES.sort }).default('relevance')),
})
export type SearchInput = z.infer<typeof searchQuerySchema>

/**
 * The parameters the /Search page reads from its address (the schema's, but the language: the
 * page's path says it), sorted: the page cache keys the page by these (server/http/pageKey.ts).
 */
export const SEARCH_PAGE_PARAMS = ['kind', 'page', 'q', 'sort', 'year'] as const satisfies ReadonlyArray<Exclude<keyof SearchInput, 'lang'>>
