/**
 * Site-wide search in Chromium (issue 14, ADR 024): from the header's box (desktop) and the
 * menu drawer (phone), with and without JavaScript; the results with the matched words marked,
 * narrowing by kind, paging, an Assamese search on AS_Search, a refused parameter shown in the
 * error summary, and text that is query syntax elsewhere answered as words; the services first,
 * newest first on request and a tender result opening its card (issue 24 §5). axe and the
 * layout at 360 and 1280 px in each state.
 */
import { describe, expect, it } from 'vitest'
import { formSuite } from './formSuite'

const suite = formSuite()
const { site } = suite

describe('site-wide search', () => {
  for (const js of [true, false]) {
    it(`searches from the header box on a desktop (${js ? 'with' : 'without'} JavaScript) and lands on marked results`, async () => {
      const page = await suite.open('/TenderCurrent', 'desktop', js)
      await page.fill('#header-search', 'Notice')
      await page.press('#header-search', 'Enter')
      await suite.landed(page, js)
      expect(new URL(page.url()).pathname).toBe('/website/Search')
      expect(new URL(page.url()).searchParams.get('q')).toBe('Notice')
      await expect.poll(() => page.locator('.search-hit').count()).toBeGreaterThan(0)
      expect(await page.locator('.search-results__count').innerText()).toMatch(/results? for “Notice”/)
      // every hit marks the word (in its title or its snippet)
      const marks = await page.locator('.search-hit mark').allInnerTexts()
      expect(marks.length).toBeGreaterThan(0)
      expect(marks.every((m) => /^notice/i.test(m))).toBe(true)
      expect(await page.inputValue('#site-search-q')).toBe('Notice')
      await suite.checks(page, `search results, desktop, js ${js}`, 'desktop', js)
    })
  }

  it('narrows by kind with the counts, pages through, and the result leads to its page', async () => {
    const page = await suite.open('/Search?q=notice', 'desktop')
    const documents = page.locator('.search-facets a', { hasText: /^Documents \(/ })
    const count = Number((await documents.innerText()).match(/\((\d[\d,]*)\)/)![1].replace(/,/g, ''))
    await documents.click()
    await page.waitForURL((u) => u.searchParams.get('kind') === 'document')
    await suite.hydrated()
    expect(new URL(page.url()).searchParams.get('kind')).toBe('document')
    expect(new Set(await page.locator('.search-hit__kind').allTextContents())).toEqual(new Set(['Document']))
    expect(await page.locator('.search-results__count').innerText()).toContain(`${count.toLocaleString('en-IN')} result`)
    if (count > 20) {
      await page.locator('.pagination a', { hasText: /^2$/ }).click()
      await page.waitForURL((u) => u.searchParams.get('page') === '2')
      await suite.hydrated()
      expect(new URL(page.url()).searchParams.get('page')).toBe('2')
      expect(await page.locator('ol.search-hits').getAttribute('start')).toBe('21')
    }
    const first = page.locator('.search-hit__title a').first()
    const target = await first.getAttribute('href')
    expect(target).toMatch(/^\/website\/\w+/)
    const res = await page.goto(new URL(target!, page.url()).href)
    expect(res?.status(), target!).toBe(200)
    await suite.hydrated()
  })

  it('searches from the phone menu drawer, and in Assamese on AS_Search with Assamese words only', async () => {
    const page = await suite.open('/AS_TenderCurrent', 'phone')
    await page.getByRole('button', { name: /মেনু/ }).click()
    await page.fill('#drawer-search', 'জাননী')
    await page.press('#drawer-search', 'Enter')
    await suite.landed(page, true)
    expect(new URL(page.url()).pathname).toBe('/website/AS_Search')
    await expect.poll(() => page.locator('.search-hit').count()).toBeGreaterThan(0)
    expect(await page.locator('html').getAttribute('lang')).toMatch(/^as/)
    expect(await page.locator('.search-results__count').innerText()).toMatch(/ফলাফল/)
    expect(await page.locator('.search-hit mark').first().innerText()).toMatch(/^জাননী/)
    // the results lead to Assamese pages
    expect(await page.locator('.search-hit__title a').first().getAttribute('href')).toMatch(/^\/website\/AS_/)
    await suite.checks(page, 'AS_Search results, phone', 'phone')
  })

  it('finds the services first in both languages, orders newest first on request, and a tender result opens its card (issue 24 §5)', async () => {
    for (const [path, q, route] of [
      ['/Search', 'pay bill', '/website/PayBill'],
      ['/AS_Search', 'বিদ্যুৎ নাই', '/website/AS_RegisterComplaint'],
    ] as const) {
      const page = await suite.open(`${path}?q=${encodeURIComponent(q)}`, 'phone')
      const first = page.locator('.search-hit').first()
      expect(await first.locator('.search-hit__title a').getAttribute('href')).toBe(route)
      expect(await first.locator('.search-hit__kind').innerText()).toMatch(/^(online service|অনলাইন সেৱা)$/i)
      await suite.checks(page, `${path} services first, phone`, 'phone')
    }
    // the order control: newest first, every dated result after a newer one
    const page = await suite.open('/Search?q=transformer', 'phone')
    await page.selectOption('#site-search-sort', 'newest')
    await page.locator('.search-form button[type=submit]').click()
    await page.waitForURL((u) => u.searchParams.get('sort') === 'newest')
    await suite.hydrated()
    expect(await page.inputValue('#site-search-sort')).toBe('newest')
    const dates = await page.locator('.search-hit time, .search-hit__date').allInnerTexts()
    const days = dates.map((d) => Date.parse(d.replace(/^Dated /, ''))).filter((n) => !Number.isNaN(n))
    expect(days.length).toBeGreaterThan(1)
    expect(days).toEqual([...days].sort((a, b) => b - a))
    await suite.checks(page, 'search newest first, phone', 'phone')
    // a tender result: its listing filtered by its number, its card on screen, its notice with type and size
    const link = page.locator('.search-hit:has(.search-hit__kind--tender) .search-hit__title a').first()
    const href = (await link.getAttribute('href'))!
    const card = /#(tender-\d+)$/.exec(href)![1]
    const res = await page.goto(new URL(href, page.url()).href)
    expect(res?.status()).toBe(200)
    await suite.hydrated()
    await expect.poll(() => page.locator(`#${card}`).isVisible()).toBe(true)
    expect(await page.locator('article.tender').count()).toBe(1)
    expect(await page.locator(`#${card}`).evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true)
    const nit = page.locator('article.tender .tender__nit a')
    if (await nit.count()) expect(await nit.innerText()).toMatch(/\(PDF, \d[\d.]*\s(KB|MB)\)/)
  })

  it('shows a refused filter in the error summary, and no results', async () => {
    const page = await suite.open('/Search?q=meter&kind=bogus', 'phone')
    const summary = page.locator('.error-summary')
    await expect.poll(() => summary.isVisible()).toBe(true)
    expect(await summary.innerText()).toContain('Choose one of the kinds offered.')
    expect(await page.evaluate(() => document.activeElement?.classList.contains('error-summary'))).toBe(true)
    expect(await page.locator('.search-hit').count()).toBe(0)
    await suite.checks(page, 'search with a refused kind, phone', 'phone')
  })

  it('answers query syntax and nothing found with words, not an error', async () => {
    const page = await suite.open(`/Search?q=${encodeURIComponent(`"zzqx OR 1=1; drop --`)}`, 'desktop')
    expect(await page.locator('.search-results__count').innerText()).toContain('Nothing matched')
    expect(await page.locator('.search-hit').count()).toBe(0)
    await page.goto(site('/Search'))
    await suite.hydrated()
    const empty = page
    expect(await empty.locator('.search-page__start').innerText()).toContain('Type a word')
    await suite.checks(empty, 'search with no words, desktop', 'desktop')
  })
})
