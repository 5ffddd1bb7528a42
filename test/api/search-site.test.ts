/**
 * A site search that finds services (issue 24 §5), GET /api/search on SQLite and PostgreSQL:
 * the site's service and information pages found by what people type in either language
 * ("pay bill", "বিল পৰিশোধ", "recharge", "new connection", "no power", "অভিযোগ"…) and shown
 * before everything else; relevance with the newest first among close scores, or newest first;
 * a tender result opening that tender; no storage path ever shown. Every public page of
 * shared/routes.ts is indexed under its +config's title.
 */
import fs from 'node:fs'
import path from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TenderPeriod } from '#shared/content/contract'
import { SEARCH_MESSAGES, type SearchAnswer, type SearchHit } from '#shared/search/contract'
import { ROUTES } from '#shared/routes'
import { EDITORIAL_PAGES } from '../../server/services/search/editorial'
import { leadKeyOf, NOT_INDEXED, SITE_PAGES, siteText } from '../../server/services/search/sitePages'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'

const text = (h: SearchHit['title']) => h.map((r) => r.text).join('')
const json = (lang: string, ns: string) => JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../shared/locales/${lang}/${ns}.json`), 'utf8'))
/** a path of the file storage, or a stored file's name, anywhere in a text */
const STORAGE_PATH = /[\w.-]+\/[\w./-]*\.[a-z]{2,5}\b|\b[\w-]+\.(pdf|docx?|xlsx?)\b/i
const LISTINGS: Record<string, TenderPeriod> = { '/TenderCurrent': 'current', '/TenderPrevious': 'previous', '/TenderArchive': 'archive' }

describe(`the site's own pages in the search (${TEST_DB})`, () => {
  let t: TestApp
  const db = () => t.testDb.db
  const search = async (query: Record<string, string | number>): Promise<SearchAnswer> => {
    const res = await request(t.app).get('/api/search').query(query)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body as SearchAnswer
  }
  const own = (h: SearchHit) => h.kind === 'page' && (h.category === 'service' || h.category === 'info')

  beforeAll(async () => {
    t = await createTestApp()
    // content that says the same words: the service pages must still come first
    await db()('documents').insert([
      { category: 'notice', name: 'Notice: where to pay the bill during the Bihu holidays', name_as: 'বিহুৰ বন্ধৰ সময়ত ক’ত বিল পৰিশোধ কৰিব', date: '2026-05-01', published: true },
      { category: 'circular', name: 'Circular on recharge of prepaid meters at the counters', date: '2026-04-02', published: true },
      { category: 'pressRelease', name: 'Complaint handling week: register a complaint by SMS', name_as: 'অভিযোগ সপ্তাহ: এছ.এম.এছ.ত অভিযোগ পঞ্জীয়ন', date: '2026-06-03', published: true },
      { category: 'notice', name: 'Notice: no power in Jorhat town on Saturday for new connection works', date: '2026-06-04', published: true },
    ])
  })
  afterAll(async () => t?.close())

  it.each([
    ['pay bill', 'en', '/PayBill'],
    ['bill payment', 'en', '/PayBill'],
    ['বিল পৰিশোধ', 'as', '/PayBill'],
    ['recharge', 'en', '/RechargePrepaid'],
    ['ৰিচাৰ্জ', 'as', '/RechargePrepaid'],
    ['new connection', 'en', '/ApplyNewConn'],
    ['নতুন সংযোগ', 'as', '/ApplyNewConn'],
    ['register complaint', 'en', '/RegisterComplaint'],
    ['complaint', 'en', '/RegisterComplaint'],
    ['no power', 'en', '/RegisterComplaint'],
    ['অভিযোগ', 'as', '/RegisterComplaint'],
    ['বিদ্যুৎ নাই', 'as', '/RegisterComplaint'],
    ['complaint status', 'en', '/ComplaintStatus'],
  ])('"%s" (%s) leads to %s first, before every other kind of result', async (q, lang, route) => {
    const a = await search({ q, lang })
    const [first] = a.hits
    expect(first.route, a.hits.map((h) => h.route).join(' ')).toBe(route)
    expect(first).toMatchObject({ kind: 'page', category: 'service', lang })
    // titled in the page's language, from the locale files
    const page = SITE_PAGES.find((p) => p.route === route)!
    expect(text(first.title)).toBe(siteText(lang as 'en' | 'as', page.titleKey))
    // the site's own pages that match come before any tender, document, career or editorial page
    const firstOther = a.hits.findIndex((h) => !own(h))
    const lastOwn = a.hits.map(own).lastIndexOf(true)
    if (firstOther >= 0) expect(lastOwn).toBeLessThan(firstOther)
    // and the matching content is still found
    if (['pay bill', 'recharge', 'complaint', 'no power'].includes(q)) expect((await search({ q, lang, kind: 'document' })).total, q).toBeGreaterThan(0)
  })

  it('searches the words people type, never shows them: a service page shows its lead', async () => {
    const a = await search({ q: 'no power' })
    const desk = a.hits[0]
    expect(desk.route).toBe('/RegisterComplaint')
    const lead = siteText('en', leadKeyOf(SITE_PAGES.find((p) => p.route === '/RegisterComplaint')!)!)!
    for (const h of a.hits.filter(own)) expect(lead.includes(text(h.snippet).replace(/^… | …$/g, '')) || text(h.snippet) === '' || h.route !== '/RegisterComplaint').toBe(true)
    expect(a.hits.flatMap((h) => [text(h.title), text(h.snippet)]).join(' ')).not.toMatch(/power cut|lodge complaint|no electricity/)
    // an Assamese word finds the page on the English site too, titled in English
    const en = await search({ q: 'বিদ্যুৎ নাই', lang: 'en' })
    expect(en.hits[0]).toMatchObject({ route: '/RegisterComplaint', lang: 'en' })
    expect(text(en.hits[0].title)).toBe('Register a complaint')
  })

  it('names the tender listings by the financial year they show, the listings of documents by their titles', async () => {
    const a = await search({ q: 'tenders', kind: 'page' })
    const current = a.hits.find((h) => h.route === '/TenderCurrent')!
    expect(text(current.title)).toMatch(/^Tenders: Financial Year \d{4}-\d{2}$/)
    const as = await search({ q: 'নিবিদা', lang: 'as', kind: 'page' })
    expect(text(as.hits.find((h) => h.route === '/TenderCurrent')!.title)).toMatch(/^নিবিদা: বিত্তীয় বৰ্ষ [০-৯]{4}-[০-৯]{2}$/)
    const notices = await search({ q: 'circulars', kind: 'page' })
    expect(notices.hits[0]).toMatchObject({ route: '/Circulars', category: 'info' })
    expect(text(notices.hits[0].title)).toBe(json('en', 'listing').titles.circulars)
  })
})

describe(`relevance, the newest first among close scores, and newest first (${TEST_DB})`, () => {
  let t: TestApp
  const db = () => t.testDb.db
  const search = async (query: Record<string, string | number>): Promise<SearchAnswer> => {
    const res = await request(t.app).get('/api/search').query(query)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body as SearchAnswer
  }
  const ids: Record<string, number> = {}
  const tender = async (key: string, row: Record<string, unknown>, docs: Array<Record<string, unknown>> = []) => {
    const [{ id }] = await db()('tenders')
      .insert({ category: 'tender', published: true, ...row })
      .returning('id')
    ids[key] = Number(id)
    if (docs.length) await db()('tender_documents').insert(docs.map((d, i) => ({ tender_id: id, sort_order: i + 1, ...d })))
  }

  beforeAll(async () => {
    t = await createTestApp()
    const today = new Date().toISOString().slice(0, 10)
    // equally relevant titles of different lengths and numbers of documents: the longer title and
    // the longer text rank a little lower, and it is the newest
    await tender('old', { tender_no: 'APDCL/DTR/2023/35', description: 'Rate contract for repair of distribution transformers in Tezpur', tender_date: '2023-05-30' }, [
      { title: 'Bid Document', type: 'Bid Document' },
    ])
    await tender('middle', { tender_no: 'APDCL/DTR/2025/19', description: 'Rate contract for repair of distribution transformers in Golaghat Electrical Circle', tender_date: '2025-06-04' })
    await tender(
      'newest',
      {
        tender_no: 'APDCL/DTR/2026/3',
        description: 'Rate contract for repair of distribution transformers in North Lakhimpur Electrical Circle',
        description_as: 'উত্তৰ লখিমপুৰ বৈদ্যুতিক চাৰ্কলত বিতৰণ ট্ৰেন্সফৰ্মাৰ মেৰামতিৰ হাৰ চুক্তি',
        tender_date: today,
        nit: 'tenders/tender/2026-27/zqx-3/nit.pdf',
      },
      [
        { title: 'Bid Document', type: 'Bid Document', file_location: 'tenders/tender/2026-27/zqx-3/1-bid-document.pdf' },
        { title: 'Corrigendum-I: extension of bid submission date', type: 'Corrigendum' },
        { title: 'Minutes of the pre-bid meeting', type: 'Pre-bid Minutes' },
      ],
    )
    // newer still, but the word is only in the text of one of its documents: far less relevant
    await tender('textOnly', { tender_no: 'APDCL/VEH/2026/4', description: 'Hiring of vehicles for Silchar Electrical Circle', tender_date: today }, [
      { title: 'Addendum: vehicles for transformer yards', type: 'Addendum' },
    ])
  })
  afterAll(async () => t?.close())

  it('"transformer": the equally relevant tenders newest first, a match in the text only after them', async () => {
    const a = await search({ q: 'transformer', kind: 'tender' })
    expect(a.hits.map((h) => h.route.split('#')[1])).toEqual([`tender-${ids.newest}`, `tender-${ids.middle}`, `tender-${ids.old}`, `tender-${ids.textOnly}`])
  })

  it('newest first, when asked: every result by its date, the undated last; the order is part of the kept answer', async () => {
    const a = await search({ q: 'transformer', sort: 'newest' })
    const dates = a.hits.map((h) => h.date ?? '')
    expect(dates).toEqual([...dates].sort().reverse())
    expect(
      a.hits
        .map((h) => h.route.split('#')[1])
        .slice(0, 2)
        .sort(),
    ).toEqual([`tender-${ids.newest}`, `tender-${ids.textOnly}`].sort())
    // by relevance (the default, also as an empty field) the match in the text only is last
    const relevance = (await search({ q: 'transformer', kind: 'tender' })).hits.map((h) => h.route)
    expect(relevance.at(-1)).toMatch(new RegExp(`#tender-${ids.textOnly}$`))
    expect((await search({ q: 'transformer', kind: 'tender', sort: '' })).hits.map((h) => h.route)).toEqual(relevance)
    expect((await search({ q: 'transformer', kind: 'tender', sort: 'relevance' })).hits.map((h) => h.route)).toEqual(relevance)
    const bad = await request(t.app).get('/api/search').query({ q: 'transformer', sort: 'oldest' })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ status: 'error', code: 'INVALID', message: SEARCH_MESSAGES.sort, errors: [{ path: 'sort', message: SEARCH_MESSAGES.sort }] })
  })

  it('a tender result opens that tender: its listing, filtered by its number, at its card', async () => {
    const a = await search({ q: 'Lakhimpur transformers' })
    const [hit] = a.hits
    const [where, card] = hit.route.split('#')
    expect(card).toBe(`tender-${ids.newest}`)
    const [listing, query] = where.split('?')
    const q = new URLSearchParams(query).get('q')!
    expect(q).toBe('APDCL/DTR/2026/3')
    // what that listing shows for its ?q=: the tender whose card the link scrolls to
    const shown = await t.services.content.tenders(LISTINGS[listing], { q })
    expect(shown.items.map((i) => i.id)).toEqual([ids.newest])
  })

  it('never shows a storage path: the notice and the documents by their type and title, in either language', async () => {
    await db()('careers').insert({ description: 'Recruitment of Junior Engineers (Electrical)', adv: 'careers/2026/advt-5-2026.pdf', adv_date: '2026-02-01', published: true })
    await db()('documents').insert({ category: 'circular', name: 'circulars/2025/qwc-77.pdf', file_location: 'circulars/2025/qwc-77.pdf', date: '2025-08-19', published: true })
    const seen: string[] = []
    for (const lang of ['en', 'as']) {
      for (const q of ['nit', 'zqx', 'pdf', 'tenders', 'advt', 'circulars', 'qwc', 'lakhimpur', 'junior engineers', 'circular', 'bid document']) {
        const a = await search({ q, lang })
        for (const h of a.hits) {
          for (const shown of [text(h.title), text(h.snippet)]) {
            expect(shown, `${q}: ${shown}`).not.toMatch(STORAGE_PATH)
            seen.push(shown)
          }
        }
      }
    }
    // the words of a path find nothing
    for (const q of ['zqx', 'advt', 'qwc']) expect((await search({ q })).total, q).toBe(0)
    // the notice inviting tender by its name, in the page's language
    const en = (await search({ q: 'nit', kind: 'tender' })).hits.find((h) => h.route.endsWith(`#tender-${ids.newest}`))!
    expect(text(en.snippet)).toContain(json('en', 'listing').tender.nit)
    const as = (await search({ q: 'নিবিদা', lang: 'as', kind: 'tender' })).hits.find((h) => h.route.endsWith(`#tender-${ids.newest}`))!
    expect(as.lang).toBe('as')
    expect(text(as.snippet)).toContain(json('as', 'listing').tender.nit)
    // the circular named by its file shows as a circular, with its file to open
    const circular = (await search({ q: 'circular', kind: 'document' })).hits.find((h) => h.fileLocation === 'circulars/2025/qwc-77.pdf')!
    expect(text(circular.title)).toBe('Circular')
    expect(circular.route).toBe('/Circulars?year=2025')
    const circularAs = (await search({ q: 'circular', kind: 'document', lang: 'as' })).hits.find((h) => h.fileLocation === 'circulars/2025/qwc-77.pdf')!
    expect(text(circularAs.title)).toBe(json('as', 'listing').titles.circulars)
    // the career's advertisement by its name
    const career = (await search({ q: 'advertisement', kind: 'career' })).hits[0]
    expect(text(career.snippet)).toContain(json('en', 'listing').career.advertisement)
    expect(seen.length).toBeGreaterThan(10)
  })
})

describe('the pages of the site the search indexes', () => {
  const pagesDir = path.resolve(import.meta.dirname, '../../client/pages')
  /** the titleKey a page folder's +config declares, if any */
  const configKey = (route: string) => {
    const file = path.join(pagesDir, route.slice(1), '+config.ts')
    return fs.existsSync(file) ? /titleKey:\s*'([^']+)'/.exec(fs.readFileSync(file, 'utf8'))?.[1] : undefined
  }

  it('indexes every public page of shared/routes.ts once (the editorial pages by their text, the others by title, lead and words), or says why not', () => {
    const publicRoutes = ROUTES.filter((r) => r.implemented && ['home', 'public', 'smart-prepaid', 'eodb'].includes(r.section)).map((r) => r.path)
    const indexed = [...EDITORIAL_PAGES.map((p) => p.route), ...SITE_PAGES.map((p) => p.route)]
    expect(new Set(indexed).size).toBe(indexed.length)
    expect(publicRoutes.filter((r) => !indexed.includes(r) && !NOT_INDEXED.has(r))).toEqual([])
    expect([...NOT_INDEXED].filter((r) => indexed.includes(r))).toEqual([])
    expect(indexed.filter((r) => !publicRoutes.includes(r))).toEqual([])
  })

  it('titles each page as its +config does, with a title and lead in both languages', () => {
    for (const page of SITE_PAGES) {
      const declared = configKey(page.route)
      if (declared) expect(page.titleKey, page.route).toBe(declared)
      for (const lang of ['en', 'as'] as const) {
        expect(siteText(lang, page.titleKey, { fy: '2026-27' }), `${page.route} ${lang}`).toBeTruthy()
        const lead = leadKeyOf(page)
        if (lead) expect(siteText(lang, lead), `${page.route} lead ${lang}`).toBeTruthy()
        for (const word of page.words?.[lang] ?? []) expect(word, page.route).toMatch(lang === 'as' ? /^[\u0980-\u09ff\s’.-]+$/ : /^[a-z0-9 ]+$/)
      }
    }
    // the services named in the issue carry words in both languages
    for (const route of ['/PayBill', '/RechargePrepaid', '/ApplyNewConn', '/RegisterComplaint', '/ComplaintStatus']) {
      const page = SITE_PAGES.find((p) => p.route === route)!
      expect(page.kind, route).toBe('service')
      expect(page.words?.en.length, route).toBeGreaterThan(0)
      expect(page.words?.as.length, route).toBeGreaterThan(0)
    }
  })
})
