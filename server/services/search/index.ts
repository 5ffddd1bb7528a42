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
 *
 * The order (issue 24 §5): the site's own service and information pages that match come first
 * (./sitePages.ts: "pay bill" is the PayBill page before any notice about bills). Then, by
 * relevance, in steps of RELEVANCE_STEP below the best score among the matches (a log scale:
 * at least 80 % of the best, then 64–80 %…): within a step the newest first (a tender of last
 * week before an equally relevant one of last year, however the lengths of their texts moved
 * the rank; a title match outweighs a match in the text by far more than a step), then the
 * higher score. Or newest first, when asked (`sort: 'newest'`). A result never shows a storage
 * path: a tender's text names its notice and documents by type and title, a career's its
 * advertisement, and a document named by its file shows its type.
 */
import type { Knex } from 'knex'
import type { Logger } from 'pino'
import { DOCUMENT_CATEGORIES, HTML_CATEGORIES, type DocumentCategory } from '#shared/content/contract'
import { formatFinancialYear } from '#shared/format'
import { SEARCH_KINDS, SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE, searchTerms, type SearchAnswer, type SearchHit, type SearchKind, type SearchSort } from '#shared/search/contract'
import { DOCUMENT_ROUTES } from '#shared/content/documentRoutes'
import type { Locale } from '#shared/locale'
import asGigw from '#shared/locales/as/gigw.json'
import asPages from '#shared/locales/as/pages.json'
import enGigw from '#shared/locales/en/gigw.json'
import enPages from '#shared/locales/en/pages.json'
import { financialYearStart, indiaToday } from '#shared/time'
import { dialectOf, type Db } from '../../db/knex'
import { periodBounds } from '../content/financialYear'
import { CATEGORY_LABELS, SUB_TYPE_LABELS } from '../content/labels'
import type { Events } from '../events'
import { TtlCache } from '../ttlCache'
import { EDITORIAL_PAGES } from './editorial'
import { leadKeyOf, SITE_PAGES, siteText } from './sitePages'
import { highlight, htmlToText, looksLikeStoredFile, pageText, snippet } from './text'

export interface SearchQuery {
  q: string
  kind?: SearchKind
  year?: number
  page?: number
  /** relevance (the default) or newest first */
  sort?: SearchSort
  locale: Locale
}

export interface SearchService {
  search(query: SearchQuery): Promise<SearchAnswer>
  /** Works off the queue of changed content; answers how many entries it wrote or removed. */
  sync(): Promise<number>
  /** Writes the editorial, service and information pages' entries (their text ships with the build). */
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
  /** what people search it by beyond its title and text (the site's pages): searched, never shown */
  words: string | null
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
/** the categories of the site's own pages (./sitePages.ts): first among the results when they match */
const SITE_CATEGORIES = ['service', 'info'] as const
/**
 * Scores within this factor of each other count as equally relevant: the newest first among
 * them. Ranks are compared in steps of this ratio below the best score (a log scale), so what
 * is at least 80 % of the best is one step, 64–80 % the next, and so on.
 */
const RELEVANCE_STEP = 1.25
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
      const docs = await trx('tender_documents').whereIn('tender_id', ids).orderBy(['tender_id', 'sort_order', 'id']).select('tender_id', 'title', 'title_as', 'type')
      // the notice by its name, never by its file (a storage path is no word of the tender)
      const nit = { en: siteText('en', 'listing:tender.nit'), as: siteText('as', 'listing:tender.nit') }
      for (const t of tenders) {
        const own = docs.filter((d) => d.tender_id === t.id)
        found.add(String(t.id))
        keep.push({
          kind: 'tender',
          ref: String(t.id),
          category: t.category,
          title: clip(String(t.description), 500),
          title_as: t.description_as ? clip(String(t.description_as), 500) : null,
          body: [t.tender_no, t.nit ? nit.en : null, ...own.map((d) => `${d.type} ${d.title}`)].filter(Boolean).join(' · '),
          body_as: [t.tender_no, t.nit ? nit.as : null, ...own.map((d) => d.title_as ?? d.title)].filter(Boolean).join(' · '),
          date: t.tender_date,
          year: yearOf(t.tender_date),
          // tenders move from current to previous to archive with the financial year: see routeOf
          route: `?q=${encodeURIComponent(clip(String(t.tender_no), LISTING_Q))}`,
          file_location: null,
          words: null,
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
        const named = html ? htmlToText(d.name) : String(d.name)
        const namedAs = d.name_as ? (html ? htmlToText(d.name_as) : String(d.name_as)) : null
        // a document named by its file ('circulars/2025/c-12.pdf') is shown by its type, never its path
        const typeTitle = (locale: Locale) =>
          locale === 'en' ? ((d.sub_type && SUB_TYPE_LABELS[d.sub_type]) ?? CATEGORY_LABELS[category]) : (siteText(locale, `listing:${DOCUMENT_ROUTES[route].titleKey}`) ?? null)
        const title = named && looksLikeStoredFile(named) ? typeTitle('en') : named
        const titleAs = namedAs && !looksLikeStoredFile(namedAs) ? namedAs : namedAs || title !== named ? typeTitle('as') : null
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
          route: html || title !== named ? `${route}${year ? `?year=${year}` : ''}` : `${route}?q=${encodeURIComponent(clip(title, LISTING_Q))}`,
          file_location: d.file_location ?? null,
          words: null,
        })
      }
    }
    if (kind === 'career' && ids.length) {
      const careers = await trx('careers').whereIn('id', ids).where('published', true)
      const docs = await trx('career_documents').whereIn('career_id', ids).select('career_id', 'title', 'doc_type')
      // the advertisement by its name, never by its file
      const adv = { en: siteText('en', 'listing:career.advertisement'), as: siteText('as', 'listing:career.advertisement') }
      for (const c of careers) {
        const title = String(c.description)
        found.add(String(c.id))
        keep.push({
          kind: 'career',
          ref: String(c.id),
          category: null,
          title: clip(title, 500),
          title_as: c.description_as ? clip(String(c.description_as), 500) : null,
          body: [c.adv ? adv.en : null, ...docs.filter((d) => d.career_id === c.id).map((d) => `${d.doc_type} ${d.title}`)].filter(Boolean).join(' · '),
          body_as: c.adv ? (adv.as ?? null) : null,
          date: c.adv_date,
          year: yearOf(c.adv_date),
          route: `/Career?q=${encodeURIComponent(clip(title, LISTING_Q))}`,
          file_location: null,
          words: null,
        })
      }
    }
    return { keep, drop: refs.filter((r) => !found.has(r)) }
  }

  async function write(trx: Knex.Transaction, kind: string, keep: EntryRow[], drop: string[]): Promise<number> {
    let n = 0
    for (let i = 0; i < drop.length; i += BATCH)
      n += await trx('search_entries')
        .where('kind', kind)
        .whereIn('ref', drop.slice(i, i + BATCH))
        .delete()
    for (let i = 0; i < keep.length; i += 100) {
      await trx('search_entries')
        .insert(keep.slice(i, i + 100))
        .onConflict(['kind', 'ref'])
        .merge()
      n += Math.min(100, keep.length - i)
    }
    return n
  }

  /** a new generation of the index, in the transaction that changed it */
  const bump = (trx: Knex.Transaction) => trx('search_state').where('id', 1).increment('generation', 1)
  const answers = new TtlCache<SearchAnswer>(ANSWER_TTL_MS, ANSWER_ENTRIES)

  /** the index's generation and whether anything waits in the queue: one read of two indexed rows */
  const indexState = async () =>
    (await db('search_state').where('id', 1).first('generation', db.raw('(select id from search_queue order by id limit 1) as queued'))) as
      { generation: number | string; queued: number | null } | undefined

  let running: Promise<number> | undefined
  let pagesReady: Promise<void> | undefined
  /** the financial year the pages' entries were written in (the tender listings' titles name it) */
  let pagesWritten: number | undefined

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
        await trx('search_queue')
          .whereIn(
            'id',
            queued.map((q) => q.id),
          )
          .delete()
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
    const editorial: EntryRow[] = EDITORIAL_PAGES.map((p) => ({
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
      words: null,
    }))
    const rows = [...editorial, ...sitePageRows(financialYearStart(new Date(now())))]
    await db.transaction(async (trx) => {
      await trx('search_entries')
        .where('kind', 'page')
        .whereNotIn(
          'ref',
          rows.map((r) => r.ref),
        )
        .delete()
      await write(trx, 'page', rows, [])
      await bump(trx)
    })
  }

  /**
   * The service and information pages (./sitePages.ts): title and lead from the locale files
   * in both languages, the words people type for them. The tender listings' titles name the
   * financial year `fy` starts (the current one; the previous one for the previous and the archive).
   */
  function sitePageRows(fy: number): EntryRow[] {
    return SITE_PAGES.map((p) => {
      const text = (locale: Locale, key: string | undefined) => (key ? (siteText(locale, key, { fy: formatFinancialYear(p.route === '/TenderCurrent' ? fy : fy - 1, locale) }) ?? '') : '')
      const lead = leadKeyOf(p)
      return {
        kind: 'page',
        ref: p.route,
        category: p.kind,
        title: text('en', p.titleKey) || p.route.slice(1),
        title_as: text('as', p.titleKey) || null,
        body: text('en', lead),
        body_as: text('as', lead) || null,
        date: null,
        year: null,
        route: p.route,
        file_location: null,
        words: [...(p.words?.en ?? []), ...(p.words?.as ?? [])].join(' · ') || null,
      }
    })
  }

  /** Where a hit leads today (a tender's listing follows the financial year), a tender to its own card there. */
  function routeOf(row: EntryRow): string {
    if (row.kind !== 'tender') return row.route
    // the listing filtered by the tender's number, scrolled to its card (client/components/listing/TenderCard.tsx)
    const card = `#tender-${row.ref}`
    if (row.category === 'rdss') return `/RdssProject${row.route}${card}`
    const today = new Date(now())
    const date = row.date ?? ''
    const current = periodBounds('current', today)
    const previous = periodBounds('previous', today)
    const listing = date >= (current.from ?? '') ? '/TenderCurrent' : date >= (previous.from ?? '') ? '/TenderPrevious' : '/TenderArchive'
    return `${listing}${row.route}${card}`
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
        // as SQLite's bm25 below: the titles (and the words people search by: weight A) ten times
        // the text (B). Ranked over the whole vector, equal titles differed by a fifth with the
        // length of a tender's list of documents; the titles are short and their length (the
        // Assamese title beside the English one) says nothing, so only the text is divided by its length
        score: db.raw(`(10 * ts_rank_cd(ts_filter(e.tsv, '{a}'), ${tsquery}, 0) + ts_rank_cd(ts_filter(e.tsv, '{b}'), ${tsquery}, 1)) as score`, [...bindings, ...bindings]),
      }
    }
    const match = terms.map((t) => `"${t}"*`).join(' ')
    return {
      base: () => db('search_fts').join('search_entries as e', 'e.id', 'search_fts.rowid').whereRaw('search_fts match ?', [match]),
      // bm25 is lower for better matches. Titles and the words people search by weigh fifty times
      // the text: bm25 saturates with the count, so at ten times a short text's one match ranked
      // within a fifth of a title's (a tender's document named the word as high as its title)
      score: db.raw('-bm25(search_fts, 10.0, 10.0, 0.2, 0.2, 10.0) as score'),
    }
  }

  async function search(query: SearchQuery): Promise<SearchAnswer> {
    const terms = searchTerms(query.q)
    if (!terms.length) return emptyAnswer(terms)
    // the site's pages ship with the build: written once per process (and financial year: the tender
    // listings' titles name it) before its first search (the promise is forgotten once settled:
    // made during a render, it would hold that render's store for good)
    const fy = financialYearStart(new Date(now()))
    if (pagesWritten !== fy) {
      pagesReady ??= syncPages().then(
        () => {
          pagesWritten = fy
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
    const key = [state?.generation ?? 0, indiaToday(now()), terms.join(' '), query.kind ?? '', query.year ?? '', query.page ?? 1, query.sort ?? 'relevance', query.locale].join('|')
    return answers.memo(key, () => answer(query, terms))
  }

  /**
   * The order of `matches` (id, date, score, own: 1 for the site's own pages): the site's own
   * pages first, then by relevance in steps of RELEVANCE_STEP below the best score of their
   * group (the newest first within a step, then the higher score), or the newest first.
   */
  function ranked(matches: Knex.QueryBuilder, sort: SearchSort): Knex.QueryBuilder {
    if (sort === 'newest') return newestFirst(db.queryBuilder().from(matches.as('r')).select('r.id').orderBy('r.own', 'desc'))
    const scored = db.queryBuilder().from(matches.as('m')).select('m.id', 'm.date', 'm.score', 'm.own', db.raw('max(m.score) over (partition by m.own) as top'))
    // how many steps below the best score: 0 for the best and all within RELEVANCE_STEP of it (a
    // rank of 0, which PostgreSQL can give a match, is last)
    const step = 'case when r.score > 0 then floor(ln(r.top / r.score) / ?) else 1e9 end'
    return newestFirst(
      db
        .queryBuilder()
        .from(scored.as('r'))
        .select('r.id')
        .orderBy('r.own', 'desc')
        .orderByRaw(`${step} asc`, [Math.log(RELEVANCE_STEP)]),
    )
  }

  /** `q` (over `r`: id, date, score) ordered further by date, the newest first and the undated last, then by score. */
  function newestFirst(q: Knex.QueryBuilder): Knex.QueryBuilder {
    // (knex writes `nulls: 'last'` on SQLite as `(date is null) desc` alone: undated first, dates unordered)
    return q.orderByRaw(postgres ? 'r.date desc nulls last' : 'r.date is null, r.date desc').orderBy([
      { column: 'r.score', order: 'desc' },
      { column: 'r.id', order: 'asc' },
    ])
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
    const total = grid.filter((g) => (!query.kind || g.kind === query.kind) && (query.year === undefined || g.year === query.year)).reduce((s, g) => s + Number(g.n), 0)
    const pages = Math.min(SEARCH_MAX_PAGE, Math.ceil(total / pageSize))
    const page = Math.min(Math.max(1, query.page ?? 1), Math.max(1, pages))
    if (total === 0) return { ...empty, facets: { kinds, years } }

    // the page's ids in order first (a narrow sort, however many match), then their rows
    const matches = base().select(
      'e.id',
      'e.date',
      score,
      db.raw(`case when e.category in (${SITE_CATEGORIES.map(() => '?').join(', ')}) and e.kind = 'page' then 1 else 0 end as own`, [...SITE_CATEGORIES]),
    )
    if (query.kind) matches.where('e.kind', query.kind)
    if (query.year !== undefined) matches.where('e.year', query.year)
    const ids = (
      (await ranked(matches, query.sort ?? 'relevance')
        .limit(pageSize)
        .offset((page - 1) * pageSize)) as Array<{ id: number }>
    ).map((r) => Number(r.id))
    const byId = new Map(
      (
        (await db('search_entries').whereIn('id', ids).select('id', 'kind', 'ref', 'category', 'title', 'title_as', 'body', 'body_as', 'date', 'year', 'route', 'file_location', 'words')) as Array<
          EntryRow & { id: number }
        >
      ).map((r) => [Number(r.id), r]),
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
