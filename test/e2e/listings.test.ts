/**
 * Issue 24 §1 in Chromium, on a phone (360 px) with JavaScript: on every listing route (each
 * document route, the tender listings, RDSS, careers; the contacts' search) a search, a year
 * and the second page go by client-side navigation, and the list then shows exactly what the
 * server's HTML answers for that address (its count line and its first entry), as a browser
 * without JavaScript would get it. English everywhere, Assamese on a few; and a tender opened
 * from the site search lands on the list its link asks for. The same without JavaScript, for
 * every route in both languages, against the content service: test/api/listings.test.ts.
 *
 * Its own server, with the anonymous page cache on as in production (the suite's servers run
 * without it, and the bug lived there: the data of a client-side navigation was keyed by its
 * path alone), on a database of the listing rows of test/helpers/listingRows.ts only (more
 * than a page in each listing; the demo seed is skipped when the database has content).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createDb } from '../../server/db/knex'
import { migrateLatest } from '../../server/db/migrate'
import { localizedPath, type Locale } from '../../shared/locale'
import { LISTING_PARAMS, PAGE_QUERY_PARAMS } from '../../shared/pageQuery'
import { deviceOptions, hydrated, launchBrowser, PHONE_UA, watchedPage, type WatchedPage } from '../helpers/browser'
import { addListingRows, LISTING_WORD } from '../helpers/listingRows'
import { E2E_SERVER_ENV, startProductionServer, type RunningServer } from '../helpers/server'

/** Every listing route: those shared/pageQuery.ts declares with the listing parameters (a unit test keeps them the listing pages). */
const LISTINGS = Object.keys(PAGE_QUERY_PARAMS).filter((route) => PAGE_QUERY_PARAMS[route] === LISTING_PARAMS)
/** the listings also driven in Assamese */
const IN_ASSAMESE = ['/TenderCurrent', '/Notices', '/Career']

/** a listing's first entry: a document row's first cell, a tender's or an opening's heading, a contact's name */
const FIRST_ENTRY = '.listing-docs tbody tr > td:first-child, .tender-list .tender__title, .contact-table tbody th[scope=row]'

let server: RunningServer
let tmp: string
let browser: Browser
let w: WatchedPage

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-listings-'))
  const sqliteFile = path.join(tmp, 'listings.sqlite')
  const db = createDb({ sqlitePath: sqliteFile, DATABASE_URL: undefined, DB_POOL_MAX: 1 })
  try {
    await migrateLatest(db)
    await addListingRows(db)
  } finally {
    await db.destroy()
  }
  server = await startProductionServer({
    buildDir: inject('buildDir'),
    sqliteFile,
    uploadsDir: path.join(tmp, 'uploads'),
    env: { ...E2E_SERVER_ENV, PAGE_CACHE_TTL_MS: '60000' },
  })
  browser = await launchBrowser()
  w = await watchedPage(browser, server.baseUrl, deviceOptions('phone'), { httpCache: true })
})

afterAll(async () => {
  await w?.close()
  await browser?.close()
  await server?.stop()
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
})

interface Shown {
  count: string
  first: string | null
}

const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim()

/** What the page in the browser shows now. */
async function shownIn(page: Page): Promise<Shown> {
  return page.evaluate((selector) => {
    const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim()
    return { count: text(document.querySelector('.listing-count')), first: document.querySelector(selector) ? text(document.querySelector(selector)) : null }
  }, FIRST_ENTRY)
}

/** What the server's HTML of `url` shows (the page without JavaScript), fetched as this phone. */
async function serverShows(page: Page, url: string): Promise<Shown> {
  const res = await fetch(url, { headers: { 'user-agent': PHONE_UA } })
  expect(res.status, url).toBe(200)
  const html = await res.text()
  // the browser's own parser, not a pattern over the markup
  return page.evaluate(
    ({ html, selector }) => {
      const doc = new DOMParser().parseFromString(html, 'text/html')
      const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim()
      return { count: text(doc.querySelector('.listing-count')), first: doc.querySelector(selector) ? text(doc.querySelector(selector)) : null }
    },
    { html, selector: FIRST_ENTRY },
  )
}

/** Marks this document: a full load (no client-side navigation) loses the mark. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __listingRun: number }).__listingRun = 1))
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __listingRun?: number }).__listingRun === 1)

/** A client-side navigation to `url`, as a click on a link of the page (Vike's router takes the site's links: a path, not an absolute URL). */
async function follow(page: Page, url: string) {
  const { pathname, search } = new URL(url)
  await page.evaluate((href) => {
    const a = document.createElement('a')
    a.href = href
    a.textContent = 'next listing'
    document.body.append(a)
    a.click()
    a.remove()
  }, pathname + search)
}

/**
 * After a client-side navigation: the address has `expected` parameters, the document is the
 * same (no full load), and the list shows what the server answers for the address, once the
 * navigation's data has arrived.
 */
async function landed(page: Page, what: string, expected: Record<string, string>): Promise<Shown> {
  await page.waitForURL((u) => Object.entries(expected).every(([k, v]) => u.searchParams.get(k) === v) && [...u.searchParams.keys()].every((k) => k in expected), {
    timeout: 15_000,
  })
  expect(await marked(page), `${what}: a client-side navigation, not a new page load`).toBe(true)
  const want = await serverShows(page, page.url())
  expect(want.count, `${what}: the server's page has a count line`).not.toBe('')
  await expect.poll(() => shownIn(page), { message: `${what}: ${page.url()}` }).toEqual(want)
  return want
}

describe('listings on a phone with JavaScript: search, year and paging by client-side navigation (issue 24 §1)', () => {
  const site = (route: string, locale: Locale) => `${server.baseUrl}/website${localizedPath(route, locale)}`

  /** To `url`: the page is loaded once (the first test to run), then each test gets there by client-side navigation from where the last one ended. */
  async function open(url: string) {
    const { page } = w
    if (page.url() === 'about:blank') {
      await page.goto(url)
      await hydrated(w)
      await mark(page)
    } else {
      await follow(page, url)
      await page.waitForURL(url)
    }
  }

  /** To listing `route` in `locale`, unfiltered. */
  async function enter(route: string, locale: Locale, what: string): Promise<Shown> {
    await open(site(route, locale))
    return landed(w.page, what, {})
  }

  const runs: Array<[string, Locale]> = [...LISTINGS.map((r) => [r, 'en'] as [string, Locale]), ...IN_ASSAMESE.map((r) => [r, 'as'] as [string, Locale])]
  for (const [route, locale] of runs) {
    const at = `${localizedPath(route, locale)}`
    it(`${at}: the second page, a search, a year`, async () => {
      const { page } = w
      const all = await enter(route, locale, `${at}, unfiltered`)

      await page.locator('.pagination a[rel=next]').click()
      const second = await landed(page, `${at}, page 2`, { page: '2' })
      expect(second.first, `${at}: page 2 starts elsewhere`).not.toBe(all.first)

      // a search (from page 2: a new search starts on page 1), the word of every third entry
      await page.fill('#listing-q', LISTING_WORD[locale])
      await page.locator('form.filters button[type=submit]').click()
      await landed(page, `${at}, search`, { q: LISTING_WORD[locale] })

      // a year (the second newest where there are several) instead of the search
      const years = await page.locator('#listing-year option:not([value=""])').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
      expect(years.length, `${at}: years to choose from`).toBeGreaterThan(0)
      const year = years[1] ?? years[0]
      await page.fill('#listing-q', '')
      await page.selectOption('#listing-year', year)
      await page.locator('form.filters button[type=submit]').click()
      await landed(page, `${at}, year ${year}`, { year })
      w.expectClean(`problems in the browser on ${at}`)
    })
  }

  it('searches the contacts by client-side navigation, in English and Assamese', async () => {
    const { page } = w
    for (const locale of ['en', 'as'] as const) {
      await enter('/Contact', locale, `${locale} /Contact`)
      await page.fill('#listing-q', LISTING_WORD[locale])
      await page.locator('form.filters button[type=submit]').click()
      await landed(page, `${locale} /Contact, search`, { q: LISTING_WORD[locale] })
    }
    w.expectClean('problems in the browser on the contacts')
  })

  it('opens a tender from the site search on the list its link asks for', async () => {
    const { page } = w
    await open(`${server.baseUrl}/website/Search?${new URLSearchParams({ q: `Tender CUR ${LISTING_WORD.en}`, kind: 'tender' })}`)
    await hydrated(w)
    const hit = page.locator('.search-hit__title a').first()
    await expect.poll(() => hit.count()).toBe(1)
    const title = squash(await hit.innerText())
    const href = new URL((await hit.getAttribute('href'))!, page.url())
    await hit.click()
    await page.waitForURL((u) => u.pathname === href.pathname && u.search === href.search)
    await hydrated(w)
    expect(await marked(page), 'a client-side navigation').toBe(true)
    const want = await serverShows(page, page.url())
    await expect.poll(() => shownIn(page)).toEqual(want)
    // the tender is what the list shows first (its number, or the list itself when the link has no search)
    expect(squash(want.first)).toContain(title)
    w.expectClean('problems in the browser from the site search to the tender')
  })
})
