import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DOCUMENT_ROUTES } from '../../shared/content/documentRoutes'
import { formatNumber } from '../../shared/format'
import { createI18n, loadLocale } from '../../shared/i18n'
import { localizedPath, type Locale } from '../../shared/locale'
import { LISTING_PARAMS, PAGE_QUERY_PARAMS } from '../../shared/pageQuery'
import { filterContacts } from '../../client/components/listing/contacts'
import { pickText } from '../../client/components/listing/files'
import { listHref, PAGE_SIZE, type ListParams } from '../../client/components/listing/query'
import { TENDER_ROUTES, type TenderListing } from '../../client/loaders/listing/tenderData'
import { TEST_DB } from '../helpers/db'
import { addListingRows, LISTING_WORD } from '../helpers/listingRows'
import { renderingApp } from '../helpers/renderingApp'

vi.mock('vike/server', () => import('../helpers/listingPageVike'))

/** Every listing route: those shared/pageQuery.ts declares with the listing parameters (a unit test keeps them the listing pages). */
const LISTINGS = Object.keys(PAGE_QUERY_PARAMS).filter((route) => PAGE_QUERY_PARAMS[route] === LISTING_PARAMS)
const TENDER_LISTING = Object.fromEntries(Object.entries(TENDER_ROUTES).map(([listing, route]) => [route, listing as TenderListing]))

interface Answer {
  total: number
  /** the titles of this page's entries, in the page's language */
  titles: string[]
  years: number[]
}

/** A page's HTML: its count line, its entries' titles (in order) as the page shows them. */
function shown(html: string): { count: string; titles: string[] } {
  const text = (markup: string) =>
    markup
      .replace(/<[^>]*>/g, '')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&')
      .trim()
  const count = text(/<p class="listing-count" role="status">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '')
  // a document row's first cell, a tender's or an opening's heading, a contact's name
  const docs = /<table class="table table--stack listing-docs">[\s\S]*?<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1]
  const cells = docs
    ? [...docs.matchAll(/<tr><td[^>]*>([\s\S]*?)<\/td>/g)]
    : [...html.matchAll(/<h2 class="tender__title"[^>]*>([\s\S]*?)<\/h2>/g), ...html.matchAll(/<th scope="row"[^>]*>([\s\S]*?)<\/th>/g)]
  return { count, titles: cells.map((m) => text(m[1])) }
}

/**
 * Issue 24 §1, without JavaScript and for a client-side navigation: every listing (each document
 * route, the tender listings, RDSS, careers; the contacts' search) answers a search, a year and a
 * page with exactly what the content service answers for that query, in its HTML and in the
 * data of <page>/index.pageContext.json, in English and Assamese, through the anonymous page
 * cache as in production (it keyed the data request by its path alone: a filtered list came back
 * unfiltered). The pages are the real +data and +Page (test/helpers/listingPageVike.tsx).
 */
describe(`every listing answers its search, year and page in its HTML and its client-side data (${TEST_DB})`, () => {
  let a: Awaited<ReturnType<typeof renderingApp>>

  beforeAll(async () => {
    a = await renderingApp()
    await addListingRows(a.services.db)
    await a.services.contentBus.changed('listings')
    await Promise.all([loadLocale('en'), loadLocale('as')])
  })
  afterAll(async () => a?.close())

  /** What the content service answers for `route` and `params`, as the page of `locale` titles it. */
  async function answer(route: string, params: ListParams, locale: Locale): Promise<Answer> {
    const { content } = a.services
    const query = { q: params.q || undefined, year: params.year ?? undefined, page: params.page, pageSize: PAGE_SIZE }
    if (route === '/Contact') {
      const matches = filterContacts(await content.contacts(), params.q)
      // grouped by type code on the page: the first group's first contact leads
      const byGroup = [...matches].sort((x, y) => x.typeCode - y.typeCode || x.sortOrder - y.sortOrder || x.id - y.id)
      return { total: matches.length, titles: byGroup.map((c) => pickText(c.name, c.nameAs, locale).text), years: [] }
    }
    if (Object.hasOwn(DOCUMENT_ROUTES, route)) {
      const { category, subType } = DOCUMENT_ROUTES[route]
      const r = await content.documents(category, { ...query, subType })
      return { total: r.total, titles: r.items.map((d) => pickText(d.name, d.nameAs, locale).text), years: r.years }
    }
    const listing = TENDER_LISTING[route]
    const r = route === '/Career' ? await content.careers(query) : listing === 'rdss' ? await content.rdssTenders(query) : await content.tenders(listing, query, new Date())
    return { total: r.total, titles: r.items.map((i) => pickText(i.description, i.descriptionAs, locale).text), years: r.years }
  }

  /** The count line the page shows for an answer ("Showing 21–25 of 25"), without its qualifiers. */
  function countLine(total: number, page: number, locale: Locale): string {
    const num = (n: number) => formatNumber(n, locale)
    const from = (page - 1) * PAGE_SIZE + 1
    return createI18n(locale).t('listing:results.showing', { from: num(from), to: num(Math.min(total, page * PAGE_SIZE)), total: num(total) })
  }

  /** The page's HTML, and its data for a client-side navigation asked twice (rendered, then the cache's copy), against the answer. */
  async function expectShows(route: string, locale: Locale, params: ListParams): Promise<Answer> {
    const path = `/website${localizedPath(route, locale)}`
    const url = listHref(path, { q: params.q, year: params.year, page: params.page })
    const expected = await answer(route, params, locale)
    const line = countLine(expected.total, params.page, locale)
    const res = await a.get(url)
    expect(res.status, url).toBe(200)
    const page = shown(await res.text())
    expect(page.count.startsWith(line), `${url}: "${page.count}" starts with "${line}"`).toBe(true)
    expect(page.titles, url).toEqual(expected.titles)
    const jsonUrl = listHref(`${path}/index.pageContext.json`, { q: params.q, year: params.year, page: params.page })
    for (const round of [1, 2]) {
      const json = await a.get(jsonUrl)
      expect(json.headers.get('x-page-cache'), jsonUrl).toBe(round === 1 ? 'miss' : 'hit')
      const { data } = (await json.json()) as { data: { params: ListParams; total?: number; shown?: number; result?: { total: number; items: unknown[] } } }
      expect(data.params, jsonUrl).toEqual(params)
      expect(data.result?.total ?? data.shown, jsonUrl).toBe(expected.total)
      if (data.result) expect(data.result.items.length, jsonUrl).toBe(expected.titles.length)
    }
    return expected
  }

  const none: ListParams = { q: '', year: null, page: 1 }

  for (const route of LISTINGS) {
    it(`${route} and its Assamese mirror: search, year, page 2, search in a year`, async () => {
      for (const locale of ['en', 'as'] as const) {
        const all = await expectShows(route, locale, none)
        expect(all.total, route).toBeGreaterThan(PAGE_SIZE)
        // the word of every third row: fewer entries
        const q = LISTING_WORD[locale]
        const found = await expectShows(route, locale, { ...none, q })
        expect(found.total).toBeGreaterThan(0)
        expect(found.total).toBeLessThan(all.total)
        // a year: the second newest where the list spans several (the newest holds all of this financial year's tenders)
        const year = all.years[1] ?? all.years[0]
        const inYear = await expectShows(route, locale, { ...none, year })
        expect(inYear.total).toBeGreaterThan(0)
        if (all.years.length > 1) expect(inYear.total).toBeLessThan(all.total)
        // the second page: the rest, newest first
        const second = await expectShows(route, locale, { ...none, page: 2 })
        expect(second.titles).toHaveLength(Math.min(PAGE_SIZE, all.total - PAGE_SIZE))
        expect(second.titles[0]).not.toBe(all.titles[0])
        await expectShows(route, locale, { q, year, page: 1 })
      }
    })
  }

  it('/Contact and its Assamese mirror: the search narrows the list; a year or a page is no parameter of it', async () => {
    for (const locale of ['en', 'as'] as const) {
      const all = await expectShows('/Contact', locale, none)
      const found = await expectShows('/Contact', locale, { ...none, q: LISTING_WORD[locale] })
      expect(found.total).toBeGreaterThan(0)
      expect(found.total).toBeLessThan(all.total)
      const path = `/website${localizedPath('/Contact', locale)}`
      const ignored = shown(await (await a.get(`${path}?year=2024&page=2`)).text())
      expect(ignored.titles).toEqual(all.titles)
    }
  })
})
