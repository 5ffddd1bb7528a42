/**
 * The ease-of-doing-business pages (issue 13) in Chromium against the production build: the
 * eleven /Eodb… routes and their AS_ mirrors read without JavaScript (figures in tables,
 * charts as SVG drawn on the server), the filters' GET form, a refused period, the CSV link,
 * the outage dashboard's own refresh, and the third-party check (genuine / not found, both
 * languages, the per-network limit). Expected figures come from the JSON API of the same
 * server (never typed into the test); each state is checked with axe at 360 and 1280 px, with
 * no sideways scroll.
 */
import fs from 'node:fs'
import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  EODB_API,
  EODB_MAX_MONTHS,
  EODB_MESSAGES,
  NSC_DETAIL_ROUTES,
  OUTAGE_REFRESH_MS,
  VERIFY_LIMIT,
  type NscReport,
  type OutageDashboard,
  type ReliabilityReport,
  type TurnaroundReport,
} from '../../shared/eodb/contract'
import { addMonths } from '../../shared/eodb/months'
import { formatDate, formatNumber, localizeDigits } from '../../shared/format'
import { indiaTimeOfDay } from '../../shared/time'
import { DEMO_CONSUMERS } from '../../seeds/billingDemo'
import type { BillingService } from '../../server/services/billing'
import enEodb from '../../shared/locales/en/eodb.json'
import asEodb from '../../shared/locales/as/eodb.json'
import enBilling from '../../shared/locales/en/billing.json'
import asBilling from '../../shared/locales/as/billing.json'
import asMessages from '../../shared/locales/as/messages.json'
import { MESSAGES } from '../../shared/messages'
import { deviceOptions, formatViolations, hydrated, layoutProblems, runAxe, sweepProblems, watchedPage, type WatchedPage } from '../helpers/browser'
import { latinWords } from '../helpers/latinWords'
import { browserWithExpectations } from './signedInSuite'
import { fetchRaw } from './pageChecks'
import { e2eBaseUrl } from './site'

const baseUrl = e2eBaseUrl()
const site = (path: string) => `${baseUrl}/website${path}`
const api = async <T>(path: string): Promise<T> => {
  const res = await fetch(baseUrl + path)
  expect(res.status, path).toBe(200)
  return (await res.json()) as T
}

const shared = browserWithExpectations()
let billing: BillingService
beforeAll(() => {
  billing = shared.billing()
})

let current: WatchedPage[] = []
afterEach(async () => {
  const all = current
  current = []
  const problems: string[] = []
  for (const w of all) {
    try {
      // the refresh test's own refused request; the refused form's 422 and the limit's 429 page
      w.expectClean('problems in the browser during this test', [/net::ERR_FAILED/, /status of 422/, /status of 429/])
    } catch (err) {
      problems.push((err as Error).message)
    }
    await w.close()
  }
  if (problems.length) throw new Error(problems.join('\n'))
})

async function open(kind: 'phone' | 'desktop', js = true): Promise<WatchedPage> {
  const w = await watchedPage(shared.browser(), baseUrl, { ...deviceOptions(kind), javaScriptEnabled: js })
  current.push(w)
  return w
}

async function go(w: WatchedPage, path: string, status = 200): Promise<Page> {
  const res = await w.page.goto(site(path), { waitUntil: 'load' })
  expect(res?.status(), path).toBe(status)
  return w.page
}

/** axe at WCAG 2.1 AA and the layout checks (sideways scroll; touch targets on the phone) of the page as it is now. */
async function expectCleanState(w: WatchedPage, where: string, width: number) {
  const problems = [...formatViolations(await runAxe(w.page), where), ...(await layoutProblems(w.page, { width, touch: width < 500 }))]
  expect(problems, where).toEqual([])
}

const main = (page: Page) => page.locator('main#main-content')
/** the text of the first element `selector` finds, spaces squeezed ('' when there is none) */
const cellText = async (page: Page, selector: string) => {
  const el = page.locator(selector).first()
  return (await el.count()) ? ((await el.textContent()) ?? '').replace(/\s+/g, ' ').trim() : ''
}

const ROUTES = [
  '/EodbReport',
  '/EodbSaidiSaifiReport',
  '/EodbOutageDashboard',
  '/EodbThirdPartyVerification',
  '/EodbNscReport',
  '/EodbePanjeeyanMutationReport',
  '/EodbOwnershipChange',
  ...Object.values(NSC_DETAIL_ROUTES),
]
/** the reports with monthly charts (each followed by its table) */
const CHARTED = new Set(['/EodbSaidiSaifiReport', '/EodbNscReport', '/EodbePanjeeyanMutationReport', '/EodbOwnershipChange', ...Object.values(NSC_DETAIL_ROUTES)])
const BOTH = ROUTES.flatMap((r) => [r, `/AS_${r.slice(1)}`])

describe('without JavaScript', () => {
  it.each(BOTH)('%s shows its heading, its figures in tables and its charts as SVG', async (path) => {
    const assamese = path.startsWith('/AS_')
    const route = assamese ? `/${path.slice(4)}` : path
    const w = await open(assamese ? 'phone' : 'desktop', false)
    const page = await go(w, path)
    expect(await page.locator('html').getAttribute('lang')).toMatch(assamese ? /^as/ : /^en/)
    const h1 = (await main(page).locator('h1').textContent()) ?? ''
    expect(h1.length).toBeGreaterThan(5)
    if (assamese) expect(h1).toMatch(/[\u0980-\u09FF]/)
    if (route === '/EodbThirdPartyVerification') {
      expect(await main(page).locator('form[method="post"] input[name="consumerNo"]').count()).toBe(1)
    } else if (route !== '/EodbReport') {
      const tables = main(page).locator('table')
      expect(await tables.count()).toBeGreaterThan(0)
      // every table has a caption and column headers; rows are headed by their month or name
      for (const table of await tables.all()) {
        expect(((await table.locator('caption').textContent()) ?? '').trim()).not.toBe('')
        expect(await table.locator('thead th[scope="col"]').count()).toBeGreaterThan(1)
      }
      expect(await main(page).locator('tbody th[scope="row"]').count()).toBeGreaterThan(0)
    } else {
      expect(await main(page).locator('[data-testid^="eodb-card-"] h2 a').count()).toBe(6)
    }
    if (CHARTED.has(route)) {
      const charts = main(page).locator('figure.eodb-chart')
      expect(await charts.count()).toBe(2)
      for (const chart of await charts.all()) {
        const svg = chart.locator('svg[role="img"]').first()
        expect(((await svg.locator('title').textContent()) ?? '').length).toBeGreaterThan(5)
        expect(((await svg.locator('desc').textContent()) ?? '').length).toBeGreaterThan(20)
        expect(await svg.locator('rect').count()).toBeGreaterThan(0)
        // the chart's figures in the table right below it
        expect(await chart.evaluate((el) => el.nextElementSibling?.classList.contains('table-wrap'))).toBe(true)
      }
    }
    // Assamese pages show no English (issue 23 §3): the outage dashboard's feeders, substations and causes too
    if (assamese) expect(latinWords((await main(page).textContent()) ?? '')).toEqual([])
  })

  it('the outage dashboard reloads itself without scripts (a <noscript> refresh)', async () => {
    const raw = await fetchRaw(site('/EodbOutageDashboard'))
    expect(raw.status).toBe(200)
    const head = raw.html.slice(0, raw.html.indexOf('</head>'))
    expect(head).toMatch(new RegExp(`<noscript><meta http-equiv="refresh" content="${OUTAGE_REFRESH_MS / 1000}"/?></noscript>`))
  })
})

describe('the filters', () => {
  it('narrow the reliability report with the GET form (no script), to the figures of the API for the same query', async () => {
    const all = await api<ReliabilityReport>(EODB_API.reliability)
    const to = all.period.to
    const from = addMonths(to, -5)
    const circle = all.circles[3]
    const w = await open('desktop', false)
    const page = await go(w, '/EodbSaidiSaifiReport')
    await page.selectOption('#eodb-filter-from', from)
    await page.selectOption('#eodb-filter-to', to)
    await page.selectOption('#eodb-filter-circle', circle.code)
    await Promise.all([page.waitForURL(/circle=/), page.getByRole('button', { name: enEodb.filter.apply }).click()])
    const q = new URL(page.url()).searchParams
    expect([q.get('from'), q.get('to'), q.get('circle')]).toEqual([from, to, circle.code])
    const expected = await api<ReliabilityReport>(`${EODB_API.reliability}?from=${from}&to=${to}&circle=${circle.code}`)
    expect(expected.months).toHaveLength(6)
    expect(await cellText(page, '#eodb-headline-h')).toContain(circle.name)
    // six months and the period's total
    expect(await page.locator('.table-wrap:has(#eodb-freq-table) tbody tr').count()).toBe(7)
    const total = page.locator('.table-wrap:has(#eodb-freq-table) tr.eodb-table__total td')
    expect(await total.nth(0).textContent()).toBe(formatNumber(expected.total.saifi, 'en', 2))
    expect(await total.nth(1).textContent()).toBe(formatNumber(expected.total.maifi, 'en', 2))
    // a circle's divisions: the breakdown and the division filter
    expect(await page.locator('.table-wrap:has(#eodb-breakdown-table) tbody tr').count()).toBe(expected.breakdown.length)
    expect(await page.locator('#eodb-filter-division option').count()).toBe(expected.divisions.length + 1)
    // the CSV of the same query
    expect(await page.getByTestId('eodb-csv').getAttribute('href')).toBe(`${EODB_API.reliabilityCsv}?from=${from}&to=${to}&circle=${circle.code}`)
  })

  it('narrow the Assamese new-connection report in place with JavaScript (no reload), figures in Assamese digits', async () => {
    const w = await open('phone')
    const page = await go(w, '/AS_EodbNscReport')
    await hydrated(w)
    await page.evaluate(() => ((window as unknown as { __stay: boolean }).__stay = true))
    await page.selectOption('#eodb-filter-category', 'industry')
    await page.getByRole('button', { name: asEodb.filter.apply }).click()
    await page.waitForURL(/category=industry/)
    const expected = await api<NscReport>(`${EODB_API.nsc}?category=industry`)
    await expect.poll(() => cellText(page, '[data-testid="eodb-headline"] .eodb-stat dd')).toBe(localizeDigits(formatNumber(expected.total.applied, 'as'), 'as'))
    // the same document: navigated on the client
    expect(await page.evaluate(() => (window as unknown as { __stay?: boolean }).__stay)).toBe(true)
    // the form sends its period too: the CSV has the page's query
    expect(await page.getByTestId('eodb-csv').getAttribute('href')).toBe(`${EODB_API.nscCsv}${new URL(page.url()).search}`)
    await expectCleanState(w, '/AS_EodbNscReport?category=industry at 360', 360)
  })

  it.each([
    ['en', '/EodbSaidiSaifiReport?from=2026-05&to=2025-01', EODB_MESSAGES.rangeOrder],
    ['as', '/AS_EodbSaidiSaifiReport?from=2026-05&to=2025-01', asEodb.messages.rangeOrder],
    ['en', '/EodbOwnershipChange?from=2020-01&to=2026-01', EODB_MESSAGES.rangeTooLong],
    ['as', '/AS_EodbePanjeeyanMutationReport?from=2026-13', asEodb.messages.badMonth],
    ['en', '/EodbNscReport?category=farm', EODB_MESSAGES.badCategory],
  ])('a refused filter (%s %s) answers the page with the message in its error summary', async (lang, path, message) => {
    const w = await open(lang === 'as' ? 'phone' : 'desktop', false)
    const page = await go(w, path)
    const text = localizeDigits(message.replace('{{n}}', String(EODB_MAX_MONTHS)), lang as 'en' | 'as')
    expect(await cellText(page, '.error-summary')).toContain(text)
    // the summary links to the field, which says the same
    const href = await page.locator('.error-summary a').first().getAttribute('href')
    expect(await cellText(page, `${href}-error`)).toBe(text)
    expect(await main(page).locator('table').count()).toBe(0)
  })

  it('refuses a reversed period in the browser before it leaves, in Assamese, at 360 and 1280 px', async () => {
    for (const kind of ['phone', 'desktop'] as const) {
      const w = await open(kind)
      const page = await go(w, '/AS_EodbSaidiSaifiReport')
      await hydrated(w)
      const before = page.url()
      const options = await page.locator('#eodb-filter-from option').evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value))
      await page.selectOption('#eodb-filter-from', options[0])
      await page.selectOption('#eodb-filter-to', options[3])
      await page.getByRole('button', { name: asEodb.filter.apply }).click()
      await expect.poll(() => cellText(page, '.error-summary')).toContain(asEodb.messages.rangeOrder)
      expect(page.url()).toBe(before)
      await expectCleanState(w, `/AS_EodbSaidiSaifiReport reversed period (${kind})`, kind === 'phone' ? 360 : 1280)
    }
  })
})

describe('the CSV export', () => {
  it('downloads the report as CSV with the page’s query', async () => {
    const all = await api<TurnaroundReport>(EODB_API.ownership)
    const from = addMonths(all.period.to, -2)
    const w = await open('desktop', false)
    const page = await go(w, `/EodbOwnershipChange?from=${from}&to=${all.period.to}`)
    const link = page.getByTestId('eodb-csv')
    expect(await link.getAttribute('href')).toBe(`${EODB_API.ownershipCsv}?from=${from}&to=${all.period.to}`)
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    const file = await download.path()
    const text = fs.readFileSync(file, 'utf8')
    const lines = text.trim().split(/\r?\n/)
    // a header and at least one line per month of the period
    expect(lines.length).toBeGreaterThanOrEqual(4)
    expect(lines[0]).toMatch(/,/)
    expect(download.suggestedFilename()).toMatch(/\.csv$/)
    const res = await fetch(baseUrl + (await link.getAttribute('href')))
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/)
  })
})

describe('the outage dashboard', () => {
  it('refreshes itself every minute without a reload, says so politely, and keeps its figures on a network error', async () => {
    const real = await api<OutageDashboard>(EODB_API.outagesNow)
    const bump = 1234
    const changed: OutageDashboard = {
      ...real,
      asOf: real.asOf + OUTAGE_REFRESH_MS,
      totals: { ...real.totals, customersOff: real.totals.customersOff + bump, outagesNow: real.totals.outagesNow + 1 },
      circles: real.circles.map((c, i) => (i === 0 ? { ...c, customersOff: c.customersOff + bump, outagesNow: c.outagesNow + 1 } : c)),
    }
    let fail = false
    const w = await open('desktop')
    const { page } = w
    await page.route('**/api/eodb/outages/now', (route) => (fail ? route.abort('failed') : route.fulfill({ json: changed })))
    await page.clock.install()
    await go(w, '/EodbOutageDashboard')
    await hydrated(w)
    await page.evaluate(() => ((window as unknown as { __stay: boolean }).__stay = true))
    const off = () => cellText(page, '[data-testid="eodb-totals-customersOff"] dd')
    const live = page.getByTestId('eodb-refresh-status')
    expect(await off()).toBe(formatNumber(real.totals.customersOff, 'en'))
    expect(await live.getAttribute('aria-live')).toBe('polite')
    expect(await cellText(page, '[data-testid="eodb-refresh-status"]')).toBe('')

    await page.clock.fastForward(OUTAGE_REFRESH_MS)
    await expect.poll(off).toBe(formatNumber(changed.totals.customersOff, 'en'))
    expect(await cellText(page, '[data-testid="eodb-refresh-status"]')).toBe(enEodb.outage.updatedAt.replace('{{time}}', indiaTimeOfDay(changed.asOf)))
    expect(await page.locator(`[data-circle="${changed.circles[0].code}"]`).getAttribute('data-off')).toBe(String(changed.circles[0].customersOff))
    expect(await cellText(page, '[data-testid="eodb-totals-outagesNow"] dd')).toBe(formatNumber(changed.totals.outagesNow, 'en'))
    expect(await page.evaluate(() => (window as unknown as { __stay?: boolean }).__stay)).toBe(true)
    await expectCleanState(w, 'outage dashboard after a refresh', 1280)

    fail = true
    await page.clock.fastForward(OUTAGE_REFRESH_MS)
    const failedWords = enEodb.outage.updateFailed.slice(0, enEodb.outage.updateFailed.indexOf(' {{time}}'))
    await expect.poll(() => cellText(page, '[data-testid="eodb-refresh-status"]')).toContain(failedWords)
    expect(await cellText(page, '[data-testid="eodb-refresh-status"]')).toContain(indiaTimeOfDay(changed.asOf))
    expect(await off()).toBe(formatNumber(changed.totals.customersOff, 'en'))
    expect(await page.evaluate(() => (window as unknown as { __stay?: boolean }).__stay)).toBe(true)
    await expectCleanState(w, 'outage dashboard after a failed refresh', 1280)
  })
})

describe('third-party verification', () => {
  const holder = DEMO_CONSUMERS.find((c) => c.tariffCategory === 'LT-IV')!
  let meterNo: string
  let connectedOn: string | null
  beforeAll(async () => {
    meterNo = (await billing.consumer(holder.consumerNo))!.meterNo!
    const res = await fetch(baseUrl + EODB_API.verify, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ consumerNo: holder.consumerNo, meterNo }) })
    const body = (await res.json()) as { genuine: boolean; connectedOn: string | null }
    expect(body.genuine).toBe(true)
    connectedOn = body.connectedOn
  })

  async function check(page: Page, fields: { consumerNo: string; meterNo?: string; name?: string }, submit: string) {
    await page.fill('#eodb-verify-consumerNo', fields.consumerNo)
    if (fields.meterNo) await page.fill('#eodb-verify-meterNo', fields.meterNo)
    if (fields.name) await page.fill('#eodb-verify-name', fields.name)
    // the answer is a new document: its own load event (not a same-document history change of the router)
    const [res] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.waitForEvent('load'), page.getByRole('button', { name: submit }).click()])
    return res.status()
  }

  it('answers genuine with the category and the connection date, or not found, without JavaScript (English, 1280 px)', async () => {
    const w = await open('desktop', false)
    let page = await go(w, '/EodbThirdPartyVerification')
    expect(await check(page, { consumerNo: holder.consumerNo, meterNo }, enEodb.verify.submit)).toBe(200)
    await expect.poll(() => cellText(page, '[data-testid="eodb-verdict"] h2')).toBe(enEodb.verify.genuine)
    expect(await cellText(page, '[data-testid="eodb-verdict-category"]')).toBe((enBilling.tariffNames as Record<string, string>)[holder.tariffCategory])
    expect(await cellText(page, '[data-testid="eodb-verdict-date"]')).toBe(connectedOn ? formatDate(connectedOn, 'en') : enEodb.verify.connectedUnknown)
    // nothing more: not the name, not the mobile
    const text = (await main(page).textContent()) ?? ''
    expect(text).not.toContain(holder.name)
    expect(text).not.toContain(holder.mobile)

    page = await go(w, '/EodbThirdPartyVerification')
    await check(page, { consumerNo: holder.consumerNo, meterNo: `${meterNo}9` }, enEodb.verify.submit)
    await expect.poll(() => cellText(page, '[data-testid="eodb-verdict"] h2')).toBe(enEodb.verify.notFound)
    expect(await main(page).locator('[data-testid="eodb-verdict-category"]').count()).toBe(0)

    // a refusal the server words (the form without JavaScript), the typed number kept
    page = await go(w, '/EodbThirdPartyVerification')
    expect(await check(page, { consumerNo: '12345', name: 'Bh' }, enEodb.verify.submit)).toBe(422)
    // worded as every other form words it (issue 23 §6)
    expect(await cellText(page, '.error-summary')).toContain(enBilling.problems.consNoLength)
    expect(await page.inputValue('#eodb-verify-consumerNo')).toBe('12345')
    page = await go(w, '/EodbThirdPartyVerification')
    expect(await check(page, { consumerNo: '10500000000X', name: 'Bhaskar' }, enEodb.verify.submit)).toBe(422)
    expect(await cellText(page, '.error-summary')).toContain(MESSAGES.numbersOnly)
  })

  it('answers the same with JavaScript (English, 1280 px), each answer clean for axe', async () => {
    const w = await open('desktop')
    let page = await go(w, '/EodbThirdPartyVerification')
    await hydrated(w)
    expect(await check(page, { consumerNo: holder.consumerNo, meterNo }, enEodb.verify.submit)).toBe(200)
    await expect.poll(() => cellText(page, '[data-testid="eodb-verdict"] h2')).toBe(enEodb.verify.genuine)
    await hydrated(w)
    await expectCleanState(w, 'verification: genuine (en, 1280)', 1280)
    page = await go(w, '/EodbThirdPartyVerification')
    await hydrated(w)
    expect(await check(page, { consumerNo: holder.consumerNo, name: 'Qqq' }, enEodb.verify.submit)).toBe(200)
    await expect.poll(() => cellText(page, '[data-testid="eodb-verdict"] h2')).toBe(enEodb.verify.notFound)
    await hydrated(w)
    await expectCleanState(w, 'verification: not found (en, 1280)', 1280)
  })

  it('answers in Assamese with JavaScript (360 px): the browser checks first, then genuine by the whole name, then not found', async () => {
    const w = await open('phone')
    let page = await go(w, '/AS_EodbThirdPartyVerification')
    await hydrated(w)
    // a consumer number with letters: the one catalogue's 'Enter Numbers Only!' in Assamese (issue 23 §6)
    await page.fill('#eodb-verify-consumerNo', '10500000000X')
    await page.fill('#eodb-verify-name', 'Bhaskar')
    await page.getByRole('button', { name: asEodb.verify.submit }).click()
    await expect.poll(() => cellText(page, '.error-summary')).toContain(asMessages.numbersOnly)
    await page.fill('#eodb-verify-name', '')
    await page.fill('#eodb-verify-consumerNo', holder.consumerNo)
    await page.getByRole('button', { name: asEodb.verify.submit }).click()
    await expect.poll(() => cellText(page, '.error-summary')).toContain(asEodb.messages.verifyOneOf)
    expect(page.url()).toBe(site('/AS_EodbThirdPartyVerification'))
    await expectCleanState(w, 'verification: checked in the browser (as, 360)', 360)

    await check(page, { consumerNo: holder.consumerNo, name: ` ${holder.name.toUpperCase()} ` }, asEodb.verify.submit)
    await expect.poll(() => cellText(page, '[data-testid="eodb-verdict"] h2')).toBe(asEodb.verify.genuine)
    await hydrated(w)
    expect(await cellText(page, '[data-testid="eodb-verdict-category"]')).toBe((asBilling.tariffNames as Record<string, string>)[holder.tariffCategory])
    expect(await cellText(page, '[data-testid="eodb-verdict-date"]')).toBe(connectedOn ? formatDate(connectedOn, 'as') : asEodb.verify.connectedUnknown)
    await expectCleanState(w, 'verification: genuine (as, 360)', 360)

    page = await go(w, '/AS_EodbThirdPartyVerification')
    await hydrated(w)
    await check(page, { consumerNo: holder.consumerNo, name: 'Zzzz' }, asEodb.verify.submit)
    await expect.poll(() => cellText(page, '[data-testid="eodb-verdict"] h2')).toBe(asEodb.verify.notFound)
    await hydrated(w)
    await expectCleanState(w, 'verification: not found (as, 360)', 360)
  })

  it('stops a network after its checks with the limit’s message (the count the JSON API keeps too)', async () => {
    // the limit counts in fixed windows (server/services/rateLimit.ts: 15 minutes from the epoch);
    // a window that ended between the spending and the API call would start the count again, so
    // the test starts its spending with at least a minute of the window left
    const left = VERIFY_LIMIT.windowMs - (Date.now() % VERIFY_LIMIT.windowMs)
    if (left < 60_000) await new Promise((resolve) => setTimeout(resolve, left + 1000))
    // spend what is left of this network's checks (the tests above used some); right answers, so
    // the consumer number's own limit of wrong answers (issue 27 §4) is not what stops them
    for (let i = 0; i <= VERIFY_LIMIT.limit; i++) {
      const res = await fetch(site('/EodbThirdPartyVerification'), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `consumerNo=${holder.consumerNo}&meterNo=${encodeURIComponent(meterNo)}`,
        redirect: 'manual',
      })
      if (res.status === 429) break
      expect(res.status).toBe(200)
    }
    const apiRes = await fetch(baseUrl + EODB_API.verify, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ consumerNo: holder.consumerNo, name: 'Zzz' }) })
    expect(apiRes.status).toBe(429)
    const w = await open('phone', false)
    const page = await go(w, '/AS_EodbThirdPartyVerification')
    await page.fill('#eodb-verify-consumerNo', holder.consumerNo)
    await page.fill('#eodb-verify-meterNo', meterNo)
    const [res] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByRole('button', { name: asEodb.verify.submit }).click()])
    expect(res.status()).toBe(429)
    await page.waitForLoadState('load')
    expect(await cellText(page, '.error-summary')).toContain(asEodb.messages.verifyLimited)
    expect(await main(page).locator('[data-testid="eodb-verdict"]').count()).toBe(0)
  })
})

/**
 * The pages themselves (every route and mirror at 360 px, each page family at 1280 px) are the
 * route sweep's (routes.test.ts); here the states only a query reaches.
 */
describe('every state: axe at WCAG 2.1 AA, no sideways scroll, 44 px targets on the phone', () => {
  const STATES = ['/EodbSaidiSaifiReport?from=2026-05&to=2025-01', '/AS_EodbNscReport?category=farm', '/EodbDomesticDetails?from=2025-01&to=2025-03']
  let phone: WatchedPage
  let desktop: WatchedPage
  beforeAll(async () => {
    phone = await watchedPage(shared.browser(), baseUrl, deviceOptions('phone'), { preloadAxe: true })
    desktop = await watchedPage(shared.browser(), baseUrl, deviceOptions('desktop'), { preloadAxe: true })
  })
  afterAll(async () => {
    await phone?.close()
    await desktop?.close()
  })

  it.each(STATES)('%s', async (path) => {
    const problems = [
      ...(await sweepProblems(phone, site(path), { width: 360, touch: true, where: `${path} at 360` })),
      ...(await sweepProblems(desktop, site(path), { width: 1280, touch: false, where: `${path} at 1280` })),
    ]
    expect(problems).toEqual([])
  })

  it('the circle and division views of the reliability report', async () => {
    const all = await api<ReliabilityReport>(EODB_API.reliability)
    const circle = all.circles[0].code
    const inCircle = await api<ReliabilityReport>(`${EODB_API.reliability}?circle=${circle}`)
    for (const path of [`/EodbSaidiSaifiReport?circle=${circle}`, `/AS_EodbSaidiSaifiReport?circle=${circle}&division=${inCircle.divisions[0].code}`]) {
      const problems = [
        ...(await sweepProblems(phone, site(path), { width: 360, touch: true, where: `${path} at 360` })),
        ...(await sweepProblems(desktop, site(path), { width: 1280, touch: false, where: `${path} at 1280` })),
      ]
      expect(problems).toEqual([])
    }
  })
})
