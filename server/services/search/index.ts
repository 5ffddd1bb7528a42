/**
 * Site-wide search (issue 14, ADR 024): one service over PostgreSQL full-text search and
 * SQLite FTS5. The index is the table `search_entries` (migration 202612230300); triggers on
 * the content tables queue what changed in `search_queue`, and `sync()` works the queue off
 * (HTML to text, the tender's documents into its text, unpublished things out) before a
 * search answers, so a change is found by the next search whoever made it.
 *
 * Answers are kept (ANSWER_TTL_MS, single flight) under the index's generation
 * (`search_state`, raised in every transaction that writes entries: migration 202612230500)
 * and the India day (a tender's listing follows the date): each search reads the generation
 * and the queue in one indexed query, so a change indexed by any process is a miss at once.
 * A frequent query costs one small read; a new one ranks every match (10–35 ms for a word in
 * 10,000 entries on SQLite: docs/bench.md).
 */
import type { Knex } from 'knex'
import type { Logger } from 'pino'
import { DOCUMENT_CATEGORIES, HTML_CATEGORIES, type DocumentCategory } from '#shared/contract/content'
import {
  SEARCH_KINDS,
  SEARCH_MAX_PAGE,
  SEARCH_PAGE_SIZE,
  searchTerms,
  type SearchAnswer,
  type SearchHit,
  type SearchKind,
} from '#shared/contract/search'
import { DOCUMENT_ROUTES } from '#shared/documentRoutes'
import type { Locale } from '#shared/locale'
import asGigw from '#shared/locales/as/gigw.json'
import asPages from '#shared/locales/as/pages.json'
import enGigw from '#shared/locales/en/gigw.json'
import enPages from '#shared/locales/en/pages.json'
import { indiaToday } from '#shared/time'
import { dialectOf, type Db } from '../../db/knex'
import { periodBounds } from '../content/financialYear'
import type { Events } from '../events'
import { TtlCache } from '../ttlCache'
import { EDITORIAL_PAGES } from './editorial'
import { highlight, htmlToText, pageText, snippet } from './text'

export interface SearchQuery {
  q: string
  kind?: SearchKind
  year?: number
  page?: number
  locale: Locale
}

export interface SearchService {
  search(query: SearchQuery): Promise<SearchAnswer>
  /** Works off the queue of changed content; answers how many entries it wrote or removed. */
  sync(): Promise<number>
  /** Writes the editorial pages' entries (at start: their text ships with the build). */
  syncPages(): Promise<void>
}

export interface SearchDeps {
  db: Db
  logger?: Logger
  events?: Events
  now?: () => number
}

interface EntryRow {
  kind: SearchKind
  ref: string
  category: string | null
  title: string
  title_as: string | null
  body: string
  body_as: string | null
  date: string | null
  year: number | null
  route: string
  file_location: string | null
}

/** A lock number of our own for pg_advisory_xact_lock: one indexer at a time across processes. */
const SYNC_LOCK = 724_014
const BATCH = 500
/** how long an answer is kept at most (a change of the index ends it at once) */
const ANSWER_TTL_MS = 10 * 60_000
const ANSWER_ENTRIES = 2_000
/** a listing's ?q= is at most this long (the start of a title finds it) */
const LISTING_Q = 60

const emptyAnswer = (terms: string[]): SearchAnswer => ({ status: 'ok', terms, total: 0, page: 1, pageSize: SEARCH_PAGE_SIZE, pages: 0, hits: [], facets: { kinds: [], years: [] } })
const yearOf = (date: string | null | undefined) => (date && /^\d{4}-/.test(date) ? Number(date.slice(0, 4)) : null)
const clip = (s: string, n: number) => (s.length <= n ? s : s.slice(0, n).replace(/\s+\S*$/, ''))
type Titles = Record<string, { title?: string }>
const pageTitles: Record<Locale, Record<'pages' | 'gigw', Titles>> = {
  en: { pages: enPages as Titles, gigw: enGigw as unknown as Titles },
  as: { pages: asPages as Titles, gigw: asGigw as unknown as Titles },
}

/** The listing page of a document: its category's route for its sub-type (or the category's own). */
function documentRoute(category: DocumentCategory, subType: string | null): string | null {
  const routes = Object.entries(DOCUMENT_ROUTES)
  const exact = routes.find(([, r]) => r.category === category && subType && r.subType === subType)
  const plain = routes.find(([, r]) => r.category === category && !r.subType)
  const any = routes.find(([, r]) => r.category === category)
  return (exact ?? plain ?? any)?.[0] ?? null
}

export function createSearchService(deps: SearchDeps): SearchService {
  const { db } = deps
  const postgres = dialectOf(db) === 'postgres'
  const now = deps.now ?? Date.now

  async function entriesFor(trx: Knex.Transaction, kind: string, refs: string[]): Promise<{ keep: EntryRow[]; drop: string[] }> {
    const ids = refs.map(Number).filter((n) => Number.isInteger(n) && n > 0)
    const keep: EntryRow[] = []
    const found = new Set<string>()
    if (kind === 'tender' && ids.length) {
      const tenders = await trx('tenders').whereIn('id', ids).where('published', true)
      const docs = await trx('tender_documents').whereIn('tender_id', ids).select('tender_id', 'title', 'title_as', 'type')
      for (const t of tenders) {
        const own = docs.filter((d) => d.tender_id === t.id)
        found.add(String(t.id))
        keep.push({
          kind: 'tender',
          ref: String(t.id),
          category: t.category,
          title: clip(String(t.description), 500),
          title_as: t.description_as ? clip(String(t.description_as), 500) : null,
          body: [t.tender_no, t.nit, ...own.map((d) => `${d.type} ${d.title}`)].filter(Boolean).join(' · '),
          body_as: [t.tender_no, ...own.map((d) => d.title_as ?? d.title)].filter(Boolean).join(' · '),
          date: t.tender_date,
          year: yearOf(t.tender_date),
          // tenders move from current to previous to archive with the financial year: see routeOf
          route: `?q=${encodeURIComponent(clip(String(t.tender_no), LISTING_Q))}`,
          file_location: null,
        })
      }
    }
    if (kind === 'document' && ids.length) {
      const docs = await trx('documents').whereIn('id', ids).where('published', true)
      for (const d of docs) {
        const category = d.category as DocumentCategory
        const route = documentRoute(category, d.sub_type)
        // the marquee is a headline ticker with no page of its own
        if (category === 'marquee' || !route || !(DOCUMENT_CATEGORIES as readonly string[]).includes(category)) continue
        const html = HTML_CATEGORIES.includes(category)
        const title = html ? htmlToText(d.name) : String(d.name)
        const titleAs = d.name_as ? (html ? htmlToText(d.name_as) : String(d.name_as)) : null
        if (!title) continue
        const year = yearOf(d.date)
        found.add(String(d.id))
        keep.push({
          kind: 'document',
          ref: String(d.id),
          category,
          title,
          title_as: titleAs,
          body: '',
          body_as: null,
          date: d.date,
          year,
          // an HTML name is not what the listing's ?q= compares: its year finds it
          route: html ? `${route}${year ? `?year=${year}` : ''}` : `${route}?q=${encodeURIComponent(clip(title, LISTING_Q))}`,
          file_location: d.file_location ?? null,
        })
      }
    }
    if (kind === 'career' && ids.length) {
      const careers = await trx('careers').whereIn('id', ids).where('published', true)
      const docs = await trx('career_documents').whereIn('career_id', ids).select('career_id', 'title', 'doc_type')
      for (const c of careers) {
        const title = String(c.description)
        found.add(String(c.id))
        keep.push({
          kind: 'career',
          ref: String(c.id),
          category: null,
          title: clip(title, 500),
          title_as: c.description_as ? clip(String(c.description_as), 500) : null,
          body: [c.adv, ...docs.filter((d) => d.career_id === c.id).map((d) => `${d.doc_type} ${d.title}`)].filter(Boolean).join(' · '),
          body_as: c.adv ?? null,
          date: c.adv_date,
          year: yearOf(c.adv_date),
          route: `/Career?q=${encodeURIComponent(clip(title, LISTING_Q))}`,
          file_location: null,
        })
      }
    }
    return { keep, drop: refs.filter((r) => !found.has(r)) }
  }

  async function write(trx: Knex.Transaction, kind: string, keep: EntryRow[], drop: string[]): Promise<number> {
    let n = 0
    for (let i = 0; i < drop.length; i += BATCH) n += await trx('search_entries').where('kind', kind).whereIn('ref', drop.slice(i, i + BATCH)).delete()
    for (let i = 0; i < keep.length; i += 100) {
      await trx('search_entries').insert(keep.slice(i, i + 100)).onConflict(['kind', 'ref']).merge()
      n += Math.min(100, keep.length - i)
    }
    return n
  }

  /** a new generation of the index, in the transaction that changed it */
  const bump = (trx: Knex.Transaction) => trx('search_state').where('id', 1).increment('generation', 1)
  const answers = new TtlCache<SearchAnswer>(ANSWER_TTL_MS, ANSWER_ENTRIES)

  /** the index's generation and whether anything waits in the queue: one read of two indexed rows */
  const indexState = async () =>
    (await db('search_state')
      .where('id', 1)
      .first('generation', db.raw('(select id from search_queue order by id limit 1) as queued'))) as { generation: number | string; queued: number | null } | undefined

  let running: Promise<number> | undefined
  let pagesReady: Promise<void> | undefined
  let pagesWritten = false

  async function syncOnce(): Promise<number> {
    let written = 0
    for (;;) {
      const done = await db.transaction(async (trx) => {
        if (postgres) await trx.raw('select pg_advisory_xact_lock(?)', [SYNC_LOCK])
        const queued = await trx('search_queue').orderBy('id').limit(BATCH).select('id', 'kind', 'ref')
        if (!queued.length) return -1
        const byKind = new Map<string, Set<string>>()
        for (const q of queued) {
          if (!byKind.has(q.kind)) byKind.set(q.kind, new Set())
          byKind.get(q.kind)!.add(String(q.ref))
        }
        let n = 0
        for (const [kind, refs] of byKind) {
          const { keep, drop } = await entriesFor(trx, kind, [...refs])
          n += await write(trx, kind, keep, drop)
        }
        await trx('search_queue').whereIn('id', queued.map((q) => q.id)).delete()
        await bump(trx)
        return n
      })
      if (done < 0) return written
      written += done
    }
  }

  async function sync(): Promise<number> {
    // one run at a time in this process; a search during a run waits for it
    running ??= syncOnce().finally(() => {
      running = undefined
    })
    return running
  }

  async function syncPages(): Promise<void> {
    const rows: EntryRow[] = EDITORIAL_PAGES.map((p) => ({
      kind: 'page',
      ref: p.route,
      category: null,
      title: pageTitles.en[p.titleNs ?? 'pages'][p.key]?.title ?? p.route.slice(1),
      title_as: pageTitles.as[p.titleNs ?? 'pages'][p.key]?.title ?? null,
      body: pageText(p.content.en),
      body_as: pageText(p.content.as),
      date: p.content.en.updated ?? null,
      year: yearOf(p.content.en.updated),
      route: p.route,
      file_location: null,
    }))
    await db.transaction(async (trx) => {
      await trx('search_entries').where('kind', 'page').whereNotIn('ref', rows.map((r) => r.ref)).delete()
      await write(trx, 'page', rows, [])
      await bump(trx)
    })
  }

  /** Where a hit leads today (a tender's listing follows the financial year). */
  function routeOf(row: EntryRow): string {
    if (row.kind !== 'tender') return row.route
    if (row.category === 'rdss') return `/RdssProject${row.route}`
    const today = new Date(now())
    const date = row.date ?? ''
    const current = periodBounds('current', today)
    const previous = periodBounds('previous', today)
    const listing = date >= (current.from ?? '') ? '/TenderCurrent' : date >= (previous.from ?? '') ? '/TenderPrevious' : '/TenderArchive'
    return `${listing}${row.route}`
  }

  /**
   * The entries that match every term (only letters, signs and digits: see searchTerms), and
   * their rank as a select expression (higher is better).
   */
  function matching(terms: string[]): { base: () => Knex.QueryBuilder; score: Knex.Raw } {
    if (postgres) {
      // each word, stemmed as English or as it is, as a prefix; all words must match
      const tsquery = terms.map(() => "(to_tsquery('english', ?) || to_tsquery('simple', ?))").join(' && ')
      const bindings = terms.flatMap((t) => [`${t}:*`, `${t}:*`])
      return {
        base: () => db('search_entries as e').whereRaw(`e.tsv @@ (${tsquery})`, bindings),
        score: db.raw(`ts_rank_cd(e.tsv, ${tsquery}, 1) as score`, bindings),
      }
    }
    const match = terms.map((t) => `"${t}"*`).join(' ')
    return {
      base: () => db('search_fts').join('search_entries as e', 'e.id', 'search_fts.rowid').whereRaw('search_fts match ?', [match]),
      // bm25 is lower for better matches; titles weigh ten times the text
      score: db.raw('-bm25(search_fts, 10.0, 10.0, 1.0, 1.0) as score'),
    }
  }

  async function search(query: SearchQuery): Promise<SearchAnswer> {
    const terms = searchTerms(query.q)
    if (!terms.length) return emptyAnswer(terms)
    // the editorial pages ship with the build: written once per process, before its first search
    // (the promise is forgotten once settled: made during a render, it would hold that render's store for good)
    if (!pagesWritten) {
      pagesReady ??= syncPages().then(
        () => {
          pagesWritten = true
          pagesReady = undefined
        },
        (err) => {
          pagesReady = undefined
          throw err
        },
      )
      await pagesReady
    }
    let state = await indexState()
    // the queue worked off raises the generation: the answer is of the index after it
    if (state?.queued != null) {
      await sync()
      state = await indexState()
    }
    const key = [state?.generation ?? 0, indiaToday(now()), terms.join(' '), query.kind ?? '', query.year ?? '', query.page ?? 1, query.locale].join('|')
    return answers.memo(key, () => answer(query, terms))
  }

  /** The answer to a query of `terms`, from the index as it is. */
  async function answer(query: SearchQuery, terms: string[]): Promise<SearchAnswer> {
    const pageSize = SEARCH_PAGE_SIZE
    const empty = emptyAnswer(terms)
    const { base, score } = matching(terms)
    // the kind × year grid of every match: both filters' counts and the total come from it
    const grid = (await base().groupBy('e.kind', 'e.year').select('e.kind', 'e.year').count({ n: '*' })) as Array<{
      kind: SearchKind
      year: number | null
      n: number | string
    }>
    const kinds = SEARCH_KINDS.map((kind) => ({
      kind,
      count: grid.filter((g) => g.kind === kind && (query.year === undefined || g.year === query.year)).reduce((s, g) => s + Number(g.n), 0),
    })).filter((k) => k.count > 0)
    const yearCounts = new Map<number, number>()
    for (const g of grid) {
      if (g.year === null || (query.kind && g.kind !== query.kind)) continue
      yearCounts.set(Number(g.year), (yearCounts.get(Number(g.year)) ?? 0) + Number(g.n))
    }
    const years = [...yearCounts].map(([year, count]) => ({ year, count })).sort((a, b) => b.year - a.year)
    const total = grid
      .filter((g) => (!query.kind || g.kind === query.kind) && (query.year === undefined || g.year === query.year))
      .reduce((s, g) => s + Number(g.n), 0)
    const pages = Math.min(SEARCH_MAX_PAGE, Math.ceil(total / pageSize))
    const page = Math.min(Math.max(1, query.page ?? 1), Math.max(1, pages))
    if (total === 0) return { ...empty, facets: { kinds, years } }

    // the page's ids by rank first (a narrow sort, however many match), then their rows
    const q = base()
      .select('e.id', score)
      .orderBy([{ column: 'score', order: 'desc' }, { column: 'e.date', order: 'desc', nulls: 'last' }, { column: 'e.id', order: 'asc' }])
      .limit(pageSize)
      .offset((page - 1) * pageSize)
    if (query.kind) q.where('e.kind', query.kind)
    if (query.year !== undefined) q.where('e.year', query.year)
    const ids = ((await q) as Array<{ id: number }>).map((r) => Number(r.id))
    const byId = new Map(
      ((await db('search_entries').whereIn('id', ids).select('id', 'kind', 'ref', 'category', 'title', 'title_as', 'body', 'body_as', 'date', 'year', 'route', 'file_location')) as Array<EntryRow & { id: number }>).map((r) => [Number(r.id), r]),
    )
    const rows = ids.map((id) => byId.get(id)).filter((r): r is EntryRow & { id: number } => !!r)

    const as = query.locale === 'as'
    const hits: SearchHit[] = rows.map((r) => {
      const assamese = as && !!r.title_as
      const title = assamese ? r.title_as! : r.title
      const body = (assamese ? r.body_as : r.body) ?? ''
      return {
        kind: r.kind,
        category: r.category,
        title: highlight(title, terms),
        lang: assamese ? 'as' : 'en',
        snippet: snippet(body, terms),
        date: r.date,
        route: routeOf(r),
        fileLocation: r.file_location,
      }
    })
    return { status: 'ok', terms, total, page, pageSize, pages, hits, facets: { kinds, years } }
  }

  // a content change elsewhere in this process: index it now rather than on the next search
  deps.events?.on('content-changed', () => {
    void sync().catch((err) => deps.logger?.warn({ err }, 'search: indexing the changed content failed'))
  })

  return { search, sync, syncPages }
}
