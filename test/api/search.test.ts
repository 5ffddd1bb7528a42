/**
 * Site-wide search (issue 14, ADR 024), GET /api/search on SQLite and PostgreSQL: ranking
 * (a title match above a text match), English stems and prefixes, Assamese words, the filters
 * by kind and year with their counts, paging, the index following every change to the content
 * tables (insert, update, unpublish, delete, a tender's documents) whoever writes them, HTML
 * names as text, and input that is query syntax elsewhere (FTS operators, tsquery, SQL) taken
 * as words only. The seeded site is searched too.
 */
import fs from 'node:fs'
import path from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEARCH_MAX_QUERY, SEARCH_MESSAGES, searchTerms, type SearchAnswer, type SearchHit } from '#shared/search/contract'
import { createSearchService, type SearchService } from '../../server/services/search'
import { EDITORIAL_PAGES } from '../../server/services/search/editorial'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'

const text = (h: SearchHit['title']) => h.map((r) => r.text).join('')
const marked = (h: SearchHit['title']) => h.filter((r) => r.match).map((r) => r.text)

describe(`site-wide search (${TEST_DB})`, () => {
  let t: TestApp
  let tender: number
  const db = () => t.testDb.db
  const search = async (query: Record<string, string | number>): Promise<SearchAnswer> => {
    const res = await request(t.app).get('/api/search').query(query)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body as SearchAnswer
  }

  beforeAll(async () => {
    t = await createTestApp()
    const [{ id }] = await db()('tenders')
      .insert({
        category: 'tender',
        tender_no: 'APDCL/CGM/PP&D/2026/17',
        description: 'Supply of 33 kV vacuum sectionalisers for Kamrup substations',
        description_as: 'কামৰূপৰ উপকেন্দ্ৰসমূহৰ বাবে ৩৩ কে.ভি. ভেকুৱাম ছেকচনেলাইজাৰ যোগান',
        tender_date: '2026-06-10',
        published: true,
      })
      .returning('id')
    tender = Number(id)
    await db()('tender_documents').insert({ tender_id: tender, sort_order: 1, title: 'Corrigendum on recloser oil testing', type: 'Corrigendum', date: '2026-06-20' })
    await db()('tenders').insert({
      category: 'tender',
      tender_no: 'APDCL/2024/OLD/3',
      description: 'Annual maintenance of distribution reclosers in Jorhat',
      tender_date: '2024-05-02',
      published: true,
    })
    await db()('tenders').insert({ category: 'tender', tender_no: 'APDCL/2026/DRAFT/1', description: 'Unpublished draft about sectionalisers', tender_date: '2026-07-01', published: false })
    await db()('documents').insert([
      { category: 'notice', name: 'Notice: recloser replacement schedule for Guwahati', name_as: 'গুৱাহাটীৰ ৰিক্লোজাৰ সলনিৰ সূচী', date: '2026-03-04', published: true },
      { category: 'circular', name: 'Circular on meter testing fees', date: '2025-08-19', published: true, file_location: 'documents/circular-meter.pdf' },
      { category: 'news', name: '<b>Recloser</b> awareness drive<br>in <a href="/website/Safety">Nagaon</a>', date: '2026-01-15', published: true },
      { category: 'marquee', name: 'Recloser ticker headline', date: '2026-01-15', published: true },
    ])
    await db()('careers').insert({ description: 'Recruitment of Assistant Engineers (Electrical)', adv: 'ADVT 5/2026', adv_date: '2026-02-01', published: true })
  })
  afterAll(async () => t?.close())

  it('finds a tender by a word of its description, marks the word, and leads to its listing', async () => {
    const a = await search({ q: 'sectionalisers' })
    expect(a.total).toBe(1)
    const [hit] = a.hits
    expect(hit.kind).toBe('tender')
    expect(text(hit.title)).toBe('Supply of 33 kV vacuum sectionalisers for Kamrup substations')
    expect(marked(hit.title)).toEqual(['sectionalisers'])
    // filtered by its number, at its own card (issue 24 §5)
    expect(hit.route).toMatch(new RegExp(`^/Tender(Current|Previous|Archive)\\?q=APDCL%2FCGM%2FPP%26D%2F2026%2F17#tender-${tender}$`))
  })

  it('matches English stems and prefixes: "reclosers" finds recloser, and a word\'s start finds it', async () => {
    const a = await search({ q: 'reclosers' })
    const kinds = a.hits.map((h) => h.kind).sort()
    // the tender (its corrigendum's title), the old tender, the notice, the news; never the marquee
    expect(a.total).toBe(4)
    expect(kinds).toEqual(['document', 'document', 'tender', 'tender'])
    const prefix = await search({ q: 'recruit', kind: 'career' })
    expect(prefix.hits.map((h) => h.kind)).toEqual(['career'])
  })

  it('ranks a title match above a match in the text only', async () => {
    const a = await search({ q: 'recloser' })
    const titles = a.hits.map((h) => text(h.title))
    const corrigendumTender = titles.indexOf('Supply of 33 kV vacuum sectionalisers for Kamrup substations')
    expect(corrigendumTender).toBe(titles.length - 1)
    // the text match shows the words around it
    const hit = a.hits[corrigendumTender]
    expect(text(hit.snippet)).toContain('Corrigendum on recloser oil testing')
    expect(marked(hit.snippet)).toEqual(['recloser'])
  })

  it('every word must match; repeated and one-letter words are left out', async () => {
    expect((await search({ q: 'recloser Jorhat' })).total).toBe(1)
    expect((await search({ q: 'recloser Dibrugarh' })).total).toBe(0)
    expect(searchTerms('a Recloser recloser b 33')).toEqual(['recloser', '33'])
  })

  it('finds Assamese words on Assamese pages, and shows the Assamese title there', async () => {
    const a = await search({ q: 'ৰিক্লোজাৰ', lang: 'as' })
    expect(a.total).toBe(1)
    expect(text(a.hits[0].title)).toBe('গুৱাহাটীৰ ৰিক্লোজাৰ সলনিৰ সূচী')
    expect(marked(a.hits[0].title)).toEqual(['ৰিক্লোজাৰ'])
    expect(a.hits[0].lang).toBe('as')
    // a word's start, vowel signs and all
    expect((await search({ q: 'গুৱাহা', lang: 'as', kind: 'document' })).total).toBe(1)
    const tender = await search({ q: 'উপকেন্দ্ৰসমূহৰ', lang: 'as', kind: 'tender' })
    expect(tender.hits.map((h) => text(h.title))).toEqual(['কামৰূপৰ উপকেন্দ্ৰসমূহৰ বাবে ৩৩ কে.ভি. ভেকুৱাম ছেকচনেলাইজাৰ যোগান'])
    // without an Assamese title, the English one
    const english = await search({ q: 'Jorhat', lang: 'as', kind: 'tender' })
    expect(text(english.hits[0].title)).toBe('Annual maintenance of distribution reclosers in Jorhat')
    expect(english.hits[0].lang).toBe('en')
  })

  it('reads an HTML name as its words (tags and links gone), and never lists the marquee ticker', async () => {
    const a = await search({ q: 'awareness', kind: 'document' })
    expect(a.total).toBe(1)
    expect(text(a.hits[0].title)).toBe('Recloser awareness drive in Nagaon')
    expect(a.hits[0].route).toBe('/NewsNotification?year=2026')
    expect((await search({ q: 'href website' })).total).toBe(0)
    expect((await search({ q: 'ticker' })).total).toBe(0)
  })

  it('finds the editorial pages by their text, in both languages', async () => {
    const a = await search({ q: 'electric shock' })
    expect(a.hits.some((h) => h.kind === 'page' && h.route === '/Safety')).toBe(true)
    const as = await search({ q: 'বিদ্যুতৰ চক', lang: 'as' })
    const safety = as.hits.find((h) => h.route === '/Safety')!
    expect(text(safety.title)).toMatch(/[\u0980-\u09FF]/)
    expect(marked(safety.snippet).length).toBeGreaterThan(0)
  })

  it('filters by kind and by year, with the counts of each under the other filter', async () => {
    const all = await search({ q: 'recloser' })
    expect(all.facets.kinds).toEqual([
      { kind: 'tender', count: 2 },
      { kind: 'document', count: 2 },
    ])
    expect(all.facets.years).toEqual([
      { year: 2026, count: 3 },
      { year: 2024, count: 1 },
    ])
    const docs = await search({ q: 'recloser', kind: 'document' })
    expect(docs.total).toBe(2)
    expect(docs.hits.every((h) => h.kind === 'document')).toBe(true)
    expect(docs.facets.years).toEqual([{ year: 2026, count: 2 }])
    const old = await search({ q: 'recloser', year: 2024 })
    expect(old.total).toBe(1)
    expect(old.facets.kinds).toEqual([{ kind: 'tender', count: 1 }])
    expect(old.hits[0].route).toMatch(/^\/Tender(Previous|Archive)\?q=/)
    // empty form fields are no filter
    expect((await search({ q: 'recloser', kind: '', year: '' })).total).toBe(4)
  })

  it("follows every change to the content: insert, update, unpublish, delete, a tender's documents", async () => {
    const [{ id }] = await db()('documents').insert({ category: 'circular', name: 'Circular on xylophone grounding', date: '2026-04-01', published: true }).returning('id')
    expect((await search({ q: 'xylophone' })).total).toBe(1)
    await db()('documents').where({ id }).update({ name: 'Circular on earthing pits' })
    expect((await search({ q: 'xylophone' })).total).toBe(0)
    expect((await search({ q: 'earthing', kind: 'document' })).total).toBe(1)
    await db()('documents').where({ id }).update({ published: false })
    expect((await search({ q: 'earthing', kind: 'document' })).total).toBe(0)
    await db()('documents').where({ id }).update({ published: true })
    expect((await search({ q: 'earthing', kind: 'document' })).total).toBe(1)
    await db()('documents').where({ id }).delete()
    expect((await search({ q: 'earthing', kind: 'document' })).total).toBe(0)
    // a document added to a tender joins the tender's text
    const tender = await db()('tenders').where({ tender_no: 'APDCL/2024/OLD/3' }).first('id')
    await db()('tender_documents').insert({ tender_id: tender.id, sort_order: 1, title: 'Addendum zeppelin clause', type: 'Addendum' })
    const a = await search({ q: 'zeppelin' })
    expect(a.hits.map((h) => h.kind)).toEqual(['tender'])
    // nothing left in the queue after a search
    expect(Number((await db()('search_queue').count({ n: '*' }))[0].n)).toBe(0)
  })

  it('keeps answers only as long as the index is unchanged, whichever process indexed the change', async () => {
    // two processes over one database: each keeps its own answers
    const a = createSearchService({ db: db() })
    const b = createSearchService({ db: db() })
    const ask = async (s: SearchService) => (await s.search({ q: 'quokka', locale: 'en' })).total
    expect(await ask(a)).toBe(0)
    expect(await ask(a)).toBe(0)
    const [{ id }] = await db()('documents').insert({ category: 'notice', name: 'Notice on quokka fencing', date: '2026-05-01', published: true }).returning('id')
    // process b works the queue off; process a's kept answer is from an older index
    expect(await ask(b)).toBe(1)
    expect(Number((await db()('search_queue').count({ n: '*' }))[0].n)).toBe(0)
    expect(await ask(a)).toBe(1)
    await db()('documents').where({ id }).delete()
    expect(await ask(b)).toBe(0)
    expect(await ask(a)).toBe(0)
  })

  it('takes query syntax of any engine as plain words: no error, no injection', async () => {
    const attempts = [
      `"recloser`,
      `recloser" OR "a`,
      `recloser*`,
      `NEAR(recloser breakers)`,
      `title_as:recloser`,
      `recloser AND NOT notice`,
      `recloser & !notice | breakers`,
      `recloser:*A <-> breakers`,
      `'); drop table search_entries; --`,
      `recloser' or '1'='1`,
      `%_%`,
      `\\`,
      `((((`,
      `^recloser`,
      '\u0000recloser',
      `-recloser`,
    ]
    for (const q of attempts) {
      const res = await request(t.app).get('/api/search').query({ q })
      expect(res.status, q).toBe(200)
      expect(Array.isArray(res.body.hits), q).toBe(true)
    }
    // operators are words (too short or plain), so the words around them still count
    expect((await search({ q: `recloser" OR "Dibrugarh` })).total).toBe(0)
    expect((await search({ q: `recloser' or '1'='1` })).total).toBe(0)
    expect((await search({ q: `'); drop table search_entries; --` })).total).toBe(0)
    expect(await db().schema.hasTable('search_entries')).toBe(true)
    expect((await search({ q: '!!! ***' })).terms).toEqual([])
  })

  it('pages through many matches, twenty at a time', async () => {
    const rows = Array.from({ length: 45 }, (_, i) => ({ category: 'pressRelease', name: `Press release number ${i + 1} about quokka feeders`, date: `2025-0${(i % 9) + 1}-10`, published: true }))
    await db()('documents').insert(rows)
    const first = await search({ q: 'quokka' })
    expect(first).toMatchObject({ total: 45, page: 1, pageSize: 20, pages: 3 })
    expect(first.hits).toHaveLength(20)
    const third = await search({ q: 'quokka', page: 3 })
    expect(third.hits).toHaveLength(5)
    const seen = new Set([...first.hits, ...(await search({ q: 'quokka', page: 2 })).hits, ...third.hits].map((h) => text(h.title)))
    expect(seen.size).toBe(45)
    // a page past the last shows the last
    expect((await search({ q: 'quokka', page: 9 })).page).toBe(3)
  })

  it('refuses bad parameters with their message', async () => {
    const bad = async (query: Record<string, string>, field: string, message: string) => {
      const res = await request(t.app).get('/api/search').query(query)
      expect(res.status, JSON.stringify(query)).toBe(400)
      expect(res.body).toMatchObject({ status: 'error', code: 'INVALID', message, errors: [{ path: field, message }] })
    }
    await bad({ q: 'x'.repeat(SEARCH_MAX_QUERY + 1) }, 'q', SEARCH_MESSAGES.q)
    await bad({ q: 'meter', kind: 'tenders' }, 'kind', SEARCH_MESSAGES.kind)
    await bad({ q: 'meter', year: '20x6' }, 'year', SEARCH_MESSAGES.year)
    await bad({ q: 'meter', year: '1800' }, 'year', SEARCH_MESSAGES.year)
    await bad({ q: 'meter', page: '0' }, 'page', SEARCH_MESSAGES.page)
    await bad({ q: 'meter', page: '1.5' }, 'page', SEARCH_MESSAGES.page)
    await bad({ q: 'meter', lang: 'hi' }, 'lang', SEARCH_MESSAGES.lang)
    const repeated = await request(t.app).get('/api/search?q=a&q=b')
    expect(repeated.status).toBe(400)
    // no words: an empty answer, not an error
    expect(await search({ q: '' })).toMatchObject({ total: 0, hits: [], terms: [] })
  })
})

describe('the editorial pages of the search', () => {
  it('lists every page drawn by StaticPage, under its route and content module', () => {
    const pagesDir = path.resolve(import.meta.dirname, '../../client/pages')
    const found = fs
      .readdirSync(pagesDir)
      .filter((dir) => fs.existsSync(path.join(pagesDir, dir, '+Page.tsx')))
      .flatMap((dir) => {
        const src = fs.readFileSync(path.join(pagesDir, dir, '+Page.tsx'), 'utf8')
        const module = /import content from '#shared\/content\/(\w+)'/.exec(src)
        return /<StaticPage\b/.test(src) && module ? [`/${dir} ${module[1]}`] : []
      })
    expect(EDITORIAL_PAGES.map((p) => `${p.route} ${p.key}`).sort()).toEqual(found.sort())
  })
})

describe(`site-wide search on the seeded site (${TEST_DB})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: true })
  })
  afterAll(async () => t?.close())

  it('indexes what the seeds wrote: tenders, documents and careers are found', async () => {
    const tender = await t.testDb.db('tenders').where('published', true).first('description')
    const word = String(tender.description).match(/[A-Za-z]{6,}/)![0]
    const res = await request(t.app).get('/api/search').query({ q: word })
    expect(res.status).toBe(200)
    expect(res.body.total).toBeGreaterThan(0)
    expect(res.body.facets.kinds.map((k: { kind: string }) => k.kind)).toContain('tender')
    const notice = await request(t.app).get('/api/search').query({ q: 'notice', kind: 'document' })
    expect(notice.body.total).toBeGreaterThan(0)
  })

  it('"transformer": the newest matching tender is the first tender, and no result shows a storage path (issue 24 §5)', async () => {
    const res = await request(t.app).get('/api/search').query({ q: 'transformer' })
    const hits = (res.body as SearchAnswer).hits
    const tenders = hits.filter((h) => h.kind === 'tender')
    expect(tenders.length).toBeGreaterThan(1)
    const newest = [...tenders]
      .map((h) => h.date!)
      .sort()
      .at(-1)
    expect(tenders[0].date).toBe(newest)
    // the seeded notices inviting tender live at tenders/<category>/<year>/<work>/nit.pdf
    for (const q of ['transformer', 'nit', 'tender', 'pdf']) {
      for (const lang of ['en', 'as']) {
        const answer = (await request(t.app).get('/api/search').query({ q, lang })).body as SearchAnswer
        for (const h of answer.hits) expect(`${text(h.title)} ${text(h.snippet)}`, q).not.toMatch(/[\w.-]+\/[\w./-]*\.pdf|\bnit\.pdf/i)
      }
    }
  })
})
