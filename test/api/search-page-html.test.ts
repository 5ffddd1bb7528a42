/**
 * The /Search page as a reader gets it (issue 24 §5), rendered in-process: the real +data over
 * the real services (SQLite or PostgreSQL), the real +Page with react-dom/server in each
 * language. A service first, labelled as one; the order control, kept by every link; a tender
 * result opening its card on the listing; each file's type and size beside its link, in the
 * page's digits and words; no storage path anywhere a reader looks.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { formatFileSize } from '#shared/format'
import { createI18n, loadLocale } from '#shared/i18n'
import { extractLocale } from '#shared/locale'
import { pageServicesOf } from '../../server/services'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'

// the page reads its data and context through vike-react's hooks: here, the render's own
const render = vi.hoisted(() => ({ data: undefined as unknown, pageContext: {} as Record<string, unknown> }))
vi.mock('vike-react/useData', () => ({ useData: () => render.data }))
vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => render.pageContext }))
const { default: Page } = await import('../../client/pages/Search/+Page')
const { data } = await import('../../client/pages/Search/+data')
const { TenderListingPage } = await import('../../client/components/listing/TenderListingPage')
const { tenderData } = await import('../../client/loaders/listing/tenderData')

/** what a reader sees: the text, without tags (their attributes hold the links) */
// (no-break spaces kept: a size's figure and unit are joined by one)
const visible = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/[ \t\n\r]+/g, ' ')
const hits = (html: string) => [...html.matchAll(/<li class="search-hit">([\s\S]*?)<\/li>/g)].map((m) => m[1])
const hrefOf = (hit: string) => /<h3 class="search-hit__title"[^>]*><a href="([^"]+)"/.exec(hit)?.[1].replace(/&amp;/g, '&')

describe(`the search page's HTML (${TEST_DB})`, () => {
  let t: TestApp
  let tenderId = 0
  /** the page at `url` (the search page, or the current tenders' listing), rendered with its +data */
  const page = async (url: string) => {
    const u = new URL(url, 'http://localhost')
    const { locale, pathname } = extractLocale(u.pathname.replace(/^\/website/, ''))
    const pageContext = { urlParsed: { search: Object.fromEntries(u.searchParams) }, locale, services: pageServicesOf(t.services) }
    const listing = pathname === '/TenderCurrent'
    const d = await (listing ? tenderData('current') : data)(pageContext as unknown as Parameters<typeof data>[0])
    render.data = d
    render.pageContext = { ...pageContext, data: d }
    await loadLocale(locale)
    return renderToStaticMarkup(createElement(I18nextProvider, { i18n: createI18n(locale) }, createElement(listing ? TenderListingPage : Page)))
  }

  beforeAll(async () => {
    t = await createTestApp()
    const db = t.testDb.db
    const up = t.config.uploadsPath
    fs.mkdirSync(path.join(up, 'circulars'), { recursive: true })
    fs.writeFileSync(path.join(up, 'circulars', 'c-88.pdf'), Buffer.alloc(250_000, 65))
    fs.mkdirSync(path.join(up, 'tenders/tender/2026-27/dtr-3'), { recursive: true })
    fs.writeFileSync(path.join(up, 'tenders/tender/2026-27/dtr-3/nit.pdf'), Buffer.alloc(1_300_000, 65))
    const [{ id }] = await db('tenders')
      .insert({
        category: 'tender',
        tender_no: 'APDCL/DTR/2026/3',
        description: 'Repair of distribution transformers in Tezpur',
        tender_date: new Date().toISOString().slice(0, 10),
        published: true,
        nit: 'tenders/tender/2026-27/dtr-3/nit.pdf',
      })
      .returning('id')
    tenderId = Number(id)
    await db('documents').insert({
      category: 'circular',
      name: 'Circular on transformer oil testing',
      name_as: 'ট্ৰেন্সফৰ্মাৰৰ তেল পৰীক্ষা সম্পৰ্কীয় চাৰ্কুলাৰ',
      file_location: 'circulars/c-88.pdf',
      date: '2026-03-01',
      published: true,
    })
  })
  afterAll(async () => t?.close())

  it('puts the service first, labelled as one, in English and in Assamese', async () => {
    const en = hits(await page('/website/Search?q=pay+bill'))
    expect(hrefOf(en[0])).toBe('/website/PayBill')
    expect(visible(en[0])).toMatch(/^ ?Online service Pay Bill /)
    const as = hits(await page(`/website/AS_Search?q=${encodeURIComponent('বিল পৰিশোধ')}`))
    expect(hrefOf(as[0])).toBe('/website/AS_PayBill')
    expect(visible(as[0])).toMatch(/^ ?অনলাইন সেৱা বিল পৰিশোধ কৰক /)
    const desk = hits(await page(`/website/AS_Search?q=${encodeURIComponent('বিদ্যুৎ নাই')}`))
    expect(hrefOf(desk[0])).toBe('/website/AS_RegisterComplaint')
  })

  it('offers relevance or newest first in the form, and keeps the order in the narrowing links', async () => {
    const relevance = await page('/website/Search?q=transformer')
    expect(relevance).toMatch(/<select[^>]*name="sort"[^>]*><option value="" selected="">Most relevant first<\/option><option value="newest">Newest first<\/option><\/select>/)
    const newest = await page('/website/Search?q=transformer&sort=newest')
    expect(newest).toContain('<option value="newest" selected="">Newest first</option>')
    const facets = [...newest.matchAll(/<nav class="search-facets"[\s\S]*?<\/nav>/g)].join('')
    expect(facets).toMatch(/href="\/website\/Search\?q=transformer&amp;kind=tender&amp;sort=newest"/)
    const as = await page('/website/AS_Search?q=transformer&sort=newest')
    expect(as).toContain('<option value="newest" selected="">নতুনবোৰ আগত</option>')
    // a bad order is shown as the problem, nothing searched
    const bad = await page('/website/Search?q=transformer&sort=oldest')
    expect(bad).toContain('Choose most relevant first or newest first.')
    expect(hits(bad)).toEqual([])
  })

  it('opens a tender at its card on its listing, and shows each file with its type and size, never a storage path', async () => {
    for (const [url, size] of [
      ['/website/Search?q=transformer', formatFileSize(250_000, 'en')],
      ['/website/AS_Search?q=transformer', formatFileSize(250_000, 'as')],
    ] as const) {
      const html = await page(url)
      const list = hits(html)
      const tender = list.find((h) => hrefOf(h)?.includes('#tender-'))!
      expect(hrefOf(tender)).toBe(`${url.includes('AS_') ? '/website/AS_TenderCurrent' : '/website/TenderCurrent'}?q=APDCL%2FDTR%2F2026%2F3#tender-${tenderId}`)
      const circular = list.find((h) => h.includes('/website/uploads/circulars/c-88.pdf'))!
      // after the file's type (in the page's language), the size in the page's digits and words
      expect(visible(circular)).toMatch(new RegExp(`\\((PDF|পি\\.ডি\\.এফ\\.), ${size}\\)`))
      expect(size).toBe(url.includes('AS_') ? '২৪৫\u00a0কে.বি.' : '245\u00a0KB')
      expect(visible(html)).not.toMatch(/[\w.-]+\/[\w./-]*\.pdf|nit\.pdf/i)
    }
  })

  it('shows the size beside each file on the tender listing too, where the search result leads', async () => {
    for (const [url, size] of [
      ['/website/TenderCurrent?q=APDCL%2FDTR%2F2026%2F3', '1.2\u00a0MB'],
      ['/website/AS_TenderCurrent?q=APDCL%2FDTR%2F2026%2F3', '১.২\u00a0এম.বি.'],
    ] as const) {
      const html = await page(url)
      // the card the search result's anchor scrolls to
      expect(html).toContain(`id="tender-${tenderId}"`)
      const nit = /<a[^>]*href="\/website\/uploads\/tenders\/tender\/2026-27\/dtr-3\/nit\.pdf"[^>]*>([\s\S]*?)<\/a>/.exec(html)![1]
      expect(visible(nit)).toContain(`, ${size})`)
      expect(formatFileSize(1_300_000, url.includes('AS_') ? 'as' : 'en')).toBe(size)
    }
  })
})
