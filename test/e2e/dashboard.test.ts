/**
 * The consumer dashboards in Chromium against the production build (issue 3 §4 and §6): each
 * dashboard with its demo mobile, the log-in panel (401) without a session, 'Session Expired,
 * Please log in again' for an ended one, the consumer switch, another mobile's ?consNo=, the
 * Log out button, the graphs, axe at 360 and 1280 px in both languages.
 * Expected figures come from a database seeded by the same seed code for the same day and
 * read through the billing service, never typed into the test. Figures other e2e files can
 * change (a bill paid, a meter recharged) are checked against what those changes allow.
 * Every test signs its mobile out at the end.
 */
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { dmy, money, periodLabel } from '../../client/components/dashboard/format'
import type { BillingService } from '../../server/services/billing'
import { MESSAGES } from '../../shared/messages'
import { formatViolations, hydrated, runAxe, type WatchedPage } from '../helpers/browser'
import { signIn, signOut } from './consumerLogin'
import { signedInSuite } from './signedInSuite'
import { E2E_SESSION_COOKIE } from '../helpers/server'
import { e2eBaseUrl } from './site'

const baseUrl = e2eBaseUrl()
const site = (path: string) => `${baseUrl}/website${path}`
const ROUTES = ['/ConsumerDashboard', '/ConsumerDashboardPostpaid', '/ConsumerDashboardSmartPostpaid', '/ConsumerDashboardPrepaid', '/ConsumerDashboardSmartPrepaid', '/ConsumerDashboardBBPSpage']
/** status lines the browser logs for the pages' own deliberate answers */
const EXPECTED_STATUS = [/status of 401/, /status of 404/]

const suite = signedInSuite({ allow: EXPECTED_STATUS })
let billing: BillingService
beforeAll(() => {
  billing = suite.billing()
})

/** A fresh watched context (phone or desktop), signed in as `mobile` when given; signed out after the test. */
const open = (kind: 'phone' | 'desktop', mobile?: string): Promise<WatchedPage> => suite.open(kind, mobile)

async function visit(w: WatchedPage, path: string, status = 200): Promise<Page> {
  const res = await w.page.goto(site(path), { waitUntil: 'load' })
  expect(res?.status(), path).toBe(status)
  await hydrated(w)
  return w.page
}

async function expectAxeClean(page: Page, where: string) {
  expect(formatViolations(await runAxe(page), where)).toEqual([])
}

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).first().textContent())?.trim()
const h1 = (page: Page) => page.locator('main h1')

describe('without a session', () => {
  it.each(ROUTES)('%s answers 401 with the log-in panel; its Log In button opens the login dialog', async (route) => {
    const w = await open('desktop')
    const page = await visit(w, route, 401)
    expect(await h1(page).textContent()).toBe('Please log in to see your dashboard')
    await page.locator('main').getByRole('button', { name: 'Log In', exact: true }).click()
    await expect.poll(() => page.getByRole('dialog').first().isVisible(), { message: 'the login dialog opens' }).toBe(true)
  })

  it('tells a visitor with an unknown session cookie that the session expired, in both languages', async () => {
    const w = await open('phone')
    // a __Host- cookie: host-only, Path=/, Secure (Chromium refuses it when given by url)
    await w.context.addCookies([{ name: E2E_SESSION_COOKIE, value: 'A'.repeat(43), domain: new URL(baseUrl).hostname, path: '/', secure: true }])
    const page = await visit(w, '/ConsumerDashboardPostpaid', 401)
    expect(await h1(page).textContent()).toBe(MESSAGES.sessionExpired)
    await expectAxeClean(page, 'session expired, 360 px')
    await visit(w, '/AS_ConsumerDashboard', 401)
    expect(await h1(page).textContent()).toMatch(/[\u0980-\u09FF]/)
    await expectAxeClean(page, 'session expired, Assamese, 360 px')
  })

  it('shows Session Expired once the session was ended by a force logout elsewhere', async () => {
    const first = await open('desktop', '9000000003')
    const page = await visit(first, '/ConsumerDashboardPrepaid')
    expect(await h1(page).textContent()).toBe('Prepaid dashboard')
    // the same mobile logs in on another device: signIn forces the first session out
    const second = await open('desktop', '9000000003')
    await visit(second, '/ConsumerDashboardPrepaid')
    await page.reload({ waitUntil: 'load' })
    await hydrated(first)
    expect(await h1(page).textContent()).toBe(MESSAGES.sessionExpired)
  })
})

describe('a session that ended (issue 7 §5)', () => {
  it("after a 401 the tab's stale session storage is cleared: the header offers Log In again, not 'My dashboard'", async () => {
    const w = await open('desktop')
    await visit(w, '/Safety')
    await signIn(w.context, baseUrl, '9000000002', w.page)
    const page = await visit(w, '/ConsumerDashboardSmartPostpaid')
    const banner = page.getByRole('banner')
    await expect.poll(() => banner.getByRole('link', { name: 'My dashboard' }).isVisible(), { message: 'signed in: My dashboard' }).toBe(true)
    // the session ends on the server (here: logged out elsewhere); the tab still holds its copy
    await signOut(w.context, baseUrl)
    expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).not.toBeNull()
    await visit(w, '/ConsumerDashboardSmartPostpaid', 401)
    await expect.poll(() => banner.getByRole('button', { name: 'Log In', exact: true }).isVisible(), { message: 'Log In again' }).toBe(true)
    expect(await banner.getByRole('link', { name: 'My dashboard' }).count()).toBe(0)
    const left = await page.evaluate(() => ['accessToken', 'consList', 'mobile', 'selectedCons'].map((k) => sessionStorage.getItem(k)))
    expect(left).toEqual([null, null, null, null])
    // and it stays so on the next page
    await visit(w, '/Safety')
    await expect.poll(() => banner.getByRole('button', { name: 'Log In', exact: true }).isVisible()).toBe(true)
  })
})

describe('each dashboard with its demo mobile', () => {
  it('postpaid (9000000001): profile, current bill, history, payments, graph, downloads', async () => {
    const consNo = '101000000001'
    const consumer = (await billing.consumer(consNo))!
    const bills = await billing.bills(consNo, 24)
    const seededPayments = await billing.payments(consNo, 30)
    const w = await open('desktop', '9000000001')
    const page = await visit(w, '/ConsumerDashboardPostpaid')
    expect(await text(page, 'dash-mobile')).toBe('******0001')
    expect(await text(page, 'profile-consumer-no')).toBe(consNo)
    expect(await text(page, 'profile-meter-no')).toBe(consumer.meterNo)
    expect(await page.locator('main').textContent()).toContain(consumer.name)
    expect(await text(page, 'bill-no')).toBe(bills[0].billNo)
    expect(await text(page, 'bill-before-due')).toBe(money(bills[0].amountBeforeDue, 'en'))
    expect(await text(page, 'bill-due-date')).toBe(dmy(bills[0].dueDate, 'en'))
    expect(await text(page, 'bill-units')).toBe(`${bills[0].units} kWh`)
    // unpaid in the seed; another e2e file may have paid it since
    const payable = await text(page, 'bill-payable')
    expect([money(bills[0].amountBeforeDue, 'en'), money(bills[0].amountAfterDue, 'en')]).toContain(payable)
    const rows = page.getByTestId('bill-row')
    expect(await rows.count()).toBe(bills.length)
    const firstRow = (await rows.first().textContent()) ?? ''
    expect(firstRow).toContain(periodLabel(bills[0].period, 'en'))
    expect(firstRow).toContain(money(bills[0].amountBeforeDue, 'en'))
    // every bill and receipt has its PDF link
    const pdf = await rows.first().getByRole('link').getAttribute('href')
    expect(pdf).toBe(`/api/bills/${bills[0].billNo}/pdf?consNo=${consNo}&lang=en`)
    const paymentsText = (await page.locator('#dash-payments-title').locator('..').textContent()) ?? ''
    for (const p of seededPayments) expect(paymentsText).toContain(p.receiptNo)
    const receiptLinks = await page
      .getByTestId('payment-row')
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(receiptLinks).toContain(`/api/receipts/${seededPayments[0].receiptNo}/pdf?consNo=${consNo}&lang=en`)
    // the monthly units graph, with its data table
    const graph = page.getByRole('img', { name: /Units billed per month/ })
    expect(await graph.locator('rect').count()).toBe(bills.length)
    expect(await graph.getAttribute('aria-label')).toContain(`${Math.max(...bills.map((b) => b.units))} kWh`)
    // Pay Bill goes to /PayBill for this consumer (when the bill is still unpaid)
    const pay = page.getByRole('link', { name: 'Pay Bill', exact: true })
    if (await pay.count()) expect(await pay.getAttribute('href')).toBe(`/website/PayBill?consNo=${consNo}`)
    await expectAxeClean(page, 'postpaid, 1280 px')
  })

  it('smart postpaid (9000000002, Assamese, 360 px): bill and 7- and 30-day consumption graphs', async () => {
    const consNo = '102000000002'
    const bills = await billing.bills(consNo, 24)
    const daily = await billing.dailyReadings(consNo, 30)
    const w = await open('phone', '9000000002')
    const page = await visit(w, '/AS_ConsumerDashboardSmartPostpaid')
    expect(await text(page, 'bill-before-due')).toBe(money(bills[0].amountBeforeDue, 'as'))
    // the digit policy: amounts in Assamese digits, the numbers a consumer reads out in Latin digits
    expect(await text(page, 'profile-consumer-no')).toBe(consNo)
    expect(await text(page, 'bill-no')).toBe(bills[0].billNo)
    const week = page.getByRole('img', { name: /যোৱা ৭ দিন/ })
    const month = page.getByRole('img', { name: /যোৱা ৩০ দিন/ })
    expect(await week.locator('rect').count()).toBe(7)
    expect(await month.locator('rect').count()).toBe(30)
    // the data table behind the disclosure holds the database's readings
    const details = page.locator('details', { has: page.locator('caption', { hasText: /যোৱা ৩০ দিন/ }) })
    // opened from the keyboard, as a keyboard user would
    await details.locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true)
    const last = daily.at(-1)!
    expect(await details.locator('tbody tr').last().textContent()).toContain(dmy(last.day, 'as'))
    expect(await details.locator('tbody tr').count()).toBe(30)
    const noHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
    expect(noHorizontalScroll, 'no sideways scrolling of the page at 360 px').toBe(true)
    await expectAxeClean(page, 'smart postpaid, Assamese, 360 px')
  })

  it('prepaid (9000000003): meter, vouchers with receipt links, Recharge and Reprint', async () => {
    const consNo = '103000000003'
    const consumer = (await billing.consumer(consNo))!
    const seeded = await billing.recharges(consNo, 24)
    const w = await open('phone', '9000000003')
    const page = await visit(w, '/ConsumerDashboardPrepaid')
    expect(await text(page, 'meter-no')).toBe(consumer.meterNo)
    const rows = page.getByTestId('recharge-row')
    expect(await rows.count()).toBeGreaterThanOrEqual(seeded.length)
    const all = (await page.locator('#dash-recharges-title').locator('..').textContent()) ?? ''
    for (const r of seeded) {
      expect(all).toContain(r.receiptNo)
      expect(all).toContain(money(r.amount, 'en'))
    }
    // a token, when the recharge issued one, is shown in groups of four
    for (const token of await page.getByTestId('voucher-token').allTextContents()) expect(token).toMatch(/^\d{4}( \d{4}){4}$/)
    expect(await page.getByRole('link', { name: 'Recharge', exact: true }).getAttribute('href')).toBe(`/website/RechargePrepaid?consNo=${consNo}`)
    expect(await page.getByRole('link', { name: 'Reprint voucher' }).getAttribute('href')).toBe(`/website/ReprintVoucher?consNo=${consNo}&meterNo=${consumer.meterNo}`)
    await expectAxeClean(page, 'prepaid, 360 px')
  })

  it('smart prepaid (9000000004): balance, recharge history, consumption and balance graphs', async () => {
    const consNo = '104000000004'
    const meter = (await billing.prepaidMeter(consNo))!
    const seeded = await billing.recharges(consNo, 24)
    const w = await open('desktop', '9000000004')
    const page = await visit(w, '/ConsumerDashboardSmartPrepaid')
    // the seeded balance plus any recharge another e2e file made since (they appear in the history)
    const shown = await page.getByTestId('recharge-row').evaluateAll((trs) => trs.map((tr) => tr.textContent ?? ''))
    const seededNos = new Set(seeded.map((r) => r.receiptNo))
    const added = shown.filter((row) => ![...seededNos].some((no) => row.includes(no)))
    const addedPaise = added.reduce((sum, row) => sum + Number((/₹ ([\d,]+\.\d\d)/.exec(row)?.[1] ?? '0').replace(/,/g, '')) * 100, 0)
    expect(await text(page, 'balance')).toBe(money(meter.balance + Math.round(addedPaise), 'en'))
    for (const name of [/Daily consumption, last 7 days/, /Daily consumption, last 30 days/]) {
      expect(await page.getByRole('img', { name }).locator('rect').count()).toBeGreaterThan(0)
    }
    for (const name of [/Balance at the end of each day, last 7 days/, /Balance at the end of each day, last 30 days/]) {
      expect(await page.getByRole('img', { name }).locator('path').getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+( L[\d.]+ [\d.]+)+$/)
    }
    expect(await page.getByRole('link', { name: 'Check balance and print receipt' }).getAttribute('href')).toBe(`/website/SmartPrepaidBalance?consNo=${consNo}`)
    await expectAxeClean(page, 'smart prepaid, 1280 px')
    await visit(w, '/AS_ConsumerDashboardSmartPrepaid')
    await expectAxeClean(page, 'smart prepaid, Assamese, 1280 px')
  })

  it('BBPS (9000000001): bill fetch answer, biller details and pay link', async () => {
    const bill = (await billing.latestBill('101000000001'))!
    const w = await open('phone', '9000000001')
    const page = await visit(w, '/ConsumerDashboardBBPSpage')
    const status = await text(page, 'bbps-status')
    expect(['BILL DUE', 'NO DUES']).toContain(status)
    if (status === 'BILL DUE') {
      expect([money(bill.amountBeforeDue, 'en'), money(bill.amountAfterDue, 'en')]).toContain(await text(page, 'bbps-amount'))
      expect(await page.getByRole('link', { name: 'Pay Bill' }).getAttribute('href')).toBe('/website/PayBill?consNo=101000000001')
    }
    expect(await text(page, 'bbps-due-date')).toBe(dmy(bill.dueDate, 'en'))
    expect(await page.locator('main').textContent()).toContain('Electricity')
    await expectAxeClean(page, 'BBPS, 360 px')
    await visit(w, '/AS_ConsumerDashboardBBPSpage')
    await expectAxeClean(page, 'BBPS, Assamese, 360 px')
  })
})

describe('the session decides, never the query string', () => {
  it('9000000005: all consumer numbers, the switch between them, and the redirect to each type’s dashboard', async () => {
    const consumers = await billing.consumersByMobile('9000000005')
    const w = await open('desktop', '9000000005')
    // ?mobile= of the old desktop login is ignored
    const page = await visit(w, '/ConsumerDashboard?mobile=9000000001')
    const cards = page.getByTestId('consumer-card')
    expect(await cards.count()).toBe(consumers.length)
    for (const c of consumers) expect(await page.locator('main').textContent()).toContain(c.consumerNo)
    const smart = consumers.find((c) => c.connType === 'SMART PREPAID')!
    // select the second card: its summary, and sessionStorage selectedCons
    await page.getByRole('link', { name: `Select ${smart.consumerNo}` }).click()
    await expect.poll(() => page.getByTestId('selected-summary').textContent()).toContain(smart.consumerNo)
    expect(await page.evaluate(() => sessionStorage.getItem('selectedCons'))).toBe(smart.consumerNo)
    expect(await page.getByTestId('selected-summary').textContent()).toContain(smart.name)
    expect(await page.getByTestId('selected-summary').getByRole('link', { name: 'Open the Smart prepaid dashboard' }).getAttribute('href')).toBe(
      `/website/ConsumerDashboardSmartPrepaid?consNo=${smart.consumerNo}`,
    )
    await expectAxeClean(page, 'overview, 1280 px')
    // the strip's switch: choosing the postpaid number on the smart prepaid dashboard lands on the postpaid one
    await visit(w, `/ConsumerDashboardSmartPrepaid?consNo=${smart.consumerNo}`)
    const post = consumers.find((c) => c.connType === 'POSTPAID')!
    await page.getByLabel('Consumer number').selectOption(post.consumerNo)
    await Promise.all([page.waitForURL(/ConsumerDashboardPostpaid\?consNo=/), page.getByRole('button', { name: 'Show' }).click()])
    await hydrated(w)
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/website/ConsumerDashboardPostpaid?consNo=${post.consumerNo}`)
    // a client-side navigation: the URL changes before the postpaid dashboard replaces the smart prepaid one
    await expect.poll(() => text(page, 'profile-consumer-no')).toBe(post.consumerNo)
    expect(await page.evaluate(() => sessionStorage.getItem('selectedCons'))).toBe(post.consumerNo)
    // a type dashboard opened for a consumer of another type redirects (302)
    const res = await fetch(site(`/ConsumerDashboardPostpaid?consNo=${smart.consumerNo}`), {
      redirect: 'manual',
      headers: { cookie: (await w.context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
    })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/website/ConsumerDashboardSmartPrepaid?consNo=${smart.consumerNo}`)
  })

  it('refuses another mobile’s consumer number with 404 Consumer Not Found', async () => {
    const w = await open('phone', '9000000005')
    const page = await visit(w, '/ConsumerDashboardPostpaid?consNo=101000000001', 404)
    expect(await h1(page).textContent()).toBe(MESSAGES.consumerNotFound)
    expect(await page.locator('main').textContent()).not.toContain('Ranjit')
    await expectAxeClean(page, 'consumer not found, 360 px')
  })

  it('Log out ends the session, clears sessionStorage and goes home; the dashboard then asks to log in', async () => {
    const w = await open('desktop', '9000000004')
    const page = await visit(w, '/ConsumerDashboardSmartPrepaid')
    await page.evaluate(() => {
      sessionStorage.setItem('accessToken', 'x')
      sessionStorage.setItem('consList', '["104000000004"]')
      sessionStorage.setItem('mobile', '9000000004')
    })
    await Promise.all([page.waitForURL(`${baseUrl}/website/`), page.getByRole('button', { name: 'Log out' }).click()])
    const left = await page.evaluate(() => ['accessToken', 'consList', 'mobile', 'selectedCons'].map((k) => sessionStorage.getItem(k)))
    expect(left).toEqual([null, null, null, null])
    const again = await w.page.goto(site('/ConsumerDashboardSmartPrepaid'), { waitUntil: 'load' })
    expect(again?.status()).toBe(401)
  })
})
