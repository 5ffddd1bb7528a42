/**
 * The dashboards' tools (issue 9 §3) in Chromium against the production build: the SMS reminder
 * choice changed and saved (with JavaScript, and as a plain form without it), the error summary
 * that takes the focus, this month against last year, the annual statement downloaded as a PDF.
 * Axe clean, no sideways scroll and 44 px touch targets at 360 px in both languages on the
 * dashboards these sections were added to, and no English in the Assamese states they reach
 * (test/helpers/latinWords.ts: the saved choice, the error summary). Expected figures come from a database seeded by the
 * same seed code for the same day (test/e2e/expectations.ts). Every test signs its mobile out.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { kwh, money, periodLabel } from '../../client/components/dashboard/format'
import { pdfText } from '../helpers/pdfInspect'
import { formatFinancialYear, formatPaise } from '../../shared/format'
import { financialYearStart } from '../../shared/time'
import { formatViolations, hydrated, layoutProblems, PHONE_WIDTH, readerText, runAxe, submitToPage, type WatchedPage } from '../helpers/browser'
import { latinWords } from '../helpers/latinWords'
import { signedInSuite } from './signedInSuite'

const suite = signedInSuite()
const site = (path: string) => `${suite.baseUrl}/website${path}`
const billing = () => suite.billing()

/** A signed-in watched page on `path`; without JavaScript when `js` is false. */
async function open(mobile: string, path: string, kind: 'phone' | 'desktop', js = true): Promise<{ w: WatchedPage; page: Page }> {
  const w = await suite.open(kind, mobile, js)
  const res = await w.page.goto(site(path), { waitUntil: 'load' })
  expect(res?.status(), path).toBe(200)
  if (js) await hydrated(w)
  return { w, page: w.page }
}

const nowText = async (page: Page) => (await page.getByTestId('reminder-now').textContent())?.trim()
const activeInSummary = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('.error-summary'))

describe('SMS reminders on the dashboard', () => {
  it('postpaid (9000000001): choose 3 days before the due date, see it saved, and kept after a reload', async () => {
    const { w, page } = await open('9000000001', '/ConsumerDashboardPostpaid', 'desktop')
    const card = page.getByTestId('reminders')
    expect(await nowText(page)).toBe('Now: no reminder before the due date.')
    await card.getByLabel('3 days before the due date').check()
    await card.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => card.getByTestId('reminder-saved').isVisible()).toBe(true)
    expect(await card.getByTestId('reminder-saved').textContent()).toBe('Saved.')
    expect(await nowText(page)).toBe('Now: an SMS 3 days before the due date.')
    expect(page.url()).toBe(site('/ConsumerDashboardPostpaid')) // saved without leaving the page

    await page.reload({ waitUntil: 'load' })
    await hydrated(w)
    expect(await nowText(page)).toBe('Now: an SMS 3 days before the due date.')
    expect(await card.getByLabel('3 days before the due date').isChecked()).toBe(true)
    // and back off
    await card.getByLabel('No reminder').check()
    await card.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => nowText(page)).toBe('Now: no reminder before the due date.')
  })

  it('smart prepaid (9000000004, phone): a wrong amount shows the error summary, which takes the focus; a right one is saved', async () => {
    const { page } = await open('9000000004', '/ConsumerDashboardSmartPrepaid', 'phone')
    const card = page.getByTestId('reminders')
    await card.getByLabel('Send an SMS when the balance falls below the amount below').check()
    const amount = card.getByLabel('Balance for the alert, in rupees')
    await amount.fill('abc')
    await card.getByRole('button', { name: 'Save' }).click()
    const summary = card.locator('.error-summary')
    await expect.poll(() => summary.isVisible()).toBe(true)
    expect(await summary.textContent()).toContain('Enter the balance in whole rupees, digits only, for example 200')
    await expect.poll(() => activeInSummary(page)).toBe(true)
    expect(await amount.getAttribute('aria-invalid')).toBe('true')
    // the summary's link leads to the field
    expect(await summary.getByRole('link').getAttribute('href')).toBe('#reminders-threshold')

    await amount.fill('5')
    await card.getByRole('button', { name: 'Save' }).click()
    await expect.poll(async () => summary.textContent()).toContain('The balance for the alert must be from ₹10 to ₹10,000')

    await amount.fill('250')
    await card.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => nowText(page)).toBe(`Now: an SMS when the balance falls below ${money(25_000, 'en')}.`)
    expect(await summary.count()).toBe(0)
    expect(await card.getByTestId('reminder-saved').isVisible()).toBe(true)
  })

  it('without JavaScript: the form posts, the page comes back saved; a refusal comes back with its error summary (Assamese)', async () => {
    const { page } = await open('9000000003', '/AS_ConsumerDashboardPrepaid', 'phone', false)
    const card = page.getByTestId('reminders')
    await card.locator('input[name=lowBalance][value=on]').check()
    await card.locator('input[name=threshold]').fill('12.5')
    await submitToPage(page, card.locator('button[type=submit]'))
    expect(page.url()).toBe(site('/AS_ConsumerDashboardPrepaid?consNo=103000000003&reminders=thresholdInvalid&threshold=12.5#reminders-title'))
    const summary = page.getByTestId('reminders').locator('.error-summary')
    expect(await summary.textContent()).toContain('বেলেঞ্চ গোটা টকাত, কেৱল অংকত দিয়ক')
    expect(await page.getByTestId('reminders').locator('input[name=threshold]').inputValue()).toBe('12.5')
    expect(await page.getByTestId('reminders').locator('input[name=lowBalance][value=on]').isChecked()).toBe(true)
    expect(latinWords(await readerText(page)), 'the refusal, in Assamese').toEqual([])

    await page.getByTestId('reminders').locator('input[name=threshold]').fill('৩০০') // Assamese digits are taken as typed
    await submitToPage(page, page.getByTestId('reminders').locator('button[type=submit]'))
    expect(page.url()).toBe(site('/AS_ConsumerDashboardPrepaid?consNo=103000000003&reminders=saved#reminders-title'))
    expect(await page.getByTestId('reminder-saved').textContent()).toBe('সাঁচি ৰখা হ’ল।')
    expect(await nowText(page)).toBe(`এতিয়া: বেলেঞ্চ ${money(30_000, 'as')}তকৈ কম হ’লে এটা এছ.এম.এছ.।`)
    expect(latinWords(await readerText(page)), 'saved, in Assamese').toEqual([])
    // off again, still without JavaScript
    await page.getByTestId('reminders').locator('input[name=lowBalance][value=off]').check()
    await submitToPage(page, page.getByTestId('reminders').locator('button[type=submit]'))
    expect(await nowText(page)).toBe('এতিয়া: কম বেলেঞ্চৰ কোনো সতৰ্কবাণী নাই।')
  })
})

describe('this month against last year', () => {
  it('postpaid (9000000001): the newest bill against the same month a year before, with the change in words', async () => {
    const bills = await billing().bills('101000000001', 24)
    const [newest] = bills
    const lastPeriod = `${Number(newest.period.slice(0, 4)) - 1}${newest.period.slice(4)}`
    const before = bills.find((b) => b.period === lastPeriod)!
    const { page } = await open('9000000001', '/ConsumerDashboardPostpaid', 'desktop')
    const section = page.getByTestId('year-on-year')
    expect(await section.getByRole('heading', { level: 2 }).textContent()).toBe('This month against last year')
    const consumption = (await page.getByTestId('yoy-kwh').textContent()) ?? ''
    expect(consumption).toContain(`${periodLabel(newest.period, 'en')}${kwh(newest.units, 'en')} kWh`)
    expect(consumption).toContain(`${periodLabel(before.period, 'en')}${kwh(before.units, 'en')} kWh`)
    const change = ((await page.getByTestId('yoy-kwh-change').textContent()) ?? '').trim()
    const pct = Math.round(Math.abs(((newest.units - before.units) / before.units) * 100))
    const words = newest.units > before.units ? `${pct}% more than in` : newest.units < before.units ? `${pct}% less than in` : 'About the same as in'
    expect(change).toContain(`${pct === 0 ? 'About the same as in' : words} ${periodLabel(before.period, 'en')}`)
    expect(await page.getByTestId('yoy-amount').textContent()).toContain('Charges for the month')
    // the arrow is decoration; the words carry the meaning
    expect(await page.getByTestId('yoy-kwh-change').locator('[aria-hidden=true]').count()).toBe(1)
  })

  it('smart prepaid (9000000004): without readings a year before, the empty state', async () => {
    const { page } = await open('9000000004', '/ConsumerDashboardSmartPrepaid', 'desktop')
    expect(await page.getByTestId('yoy-empty').textContent()).toMatch(/^There is no data for \w{3} \d{4} to compare this month with\.$/)
  })
})

/**
 * Presses a statement card's download button: the browser must ask for the statement and get a
 * PDF attachment named `name`; its bytes are read again with the page's cookies. (Not through
 * the browser's download event: with two e2e files at once it sometimes never came although
 * the attachment had been answered.)
 */
async function statementOf(page: Page, button: Locator, name: string | RegExp): Promise<Buffer> {
  const [res] = await Promise.all([page.waitForResponse((r) => r.url().includes('/api/consumer/statement?')), button.click()])
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('application/pdf')
  const filename = /filename="([^"]+)"/.exec(res.headers()['content-disposition'] ?? '')?.[1] ?? ''
  if (typeof name === 'string') expect(filename).toBe(name)
  else expect(filename).toMatch(name)
  const again = await page.context().request.get(res.url())
  expect(again.status()).toBe(200)
  return Buffer.from(await again.body())
}

describe('annual statement', () => {
  it('postpaid (9000000001): choose a financial year and download its PDF', async () => {
    const { page } = await open('9000000001', '/ConsumerDashboardPostpaid', 'desktop')
    const card = page.getByTestId('statement')
    const year = financialYearStart(new Date()) - 1
    const options = await card.getByLabel('Financial year').locator('option').allTextContents()
    expect(options[0]).toBe(formatFinancialYear(year + 1, 'en'))
    expect(options).toContain(formatFinancialYear(year, 'en'))
    await card.getByLabel('Financial year').selectOption(String(year))
    const pdf = await statementOf(page, card.getByRole('button', { name: 'Download statement (PDF)' }), `APDCL-statement-101000000001-${formatFinancialYear(year, 'en')}-en.pdf`)
    const { text } = pdfText(pdf)
    expect(text).toContain('Annual Statement')
    expect(text).toContain(`Financial year${formatFinancialYear(year, 'en')}`)
    expect(text).toContain('101000000001')
    const bills = (await billing().bills('101000000001', 24)).filter((b) => b.period >= `${year}-04` && b.period <= `${year + 1}-03`)
    expect(bills.length).toBeGreaterThan(0)
    for (const b of bills) expect(text).toContain(b.billNo)
  })

  it('smart prepaid in Assamese (9000000004): the PDF is in Assamese', async () => {
    const { page } = await open('9000000004', '/AS_ConsumerDashboardSmartPrepaid', 'desktop')
    const card = page.getByTestId('statement')
    const { text } = pdfText(await statementOf(page, card.locator('button[type=submit]'), /^APDCL-statement-104000000004-\d{4}-\d{2}-as\.pdf$/))
    expect(text).toContain('104000000004') // identifiers in Latin digits
    expect(text).toContain(formatFinancialYear(financialYearStart(new Date()), 'as'))
    const [recharge] = await billing().recharges('104000000004', 1)
    expect(text).toContain(recharge.receiptNo)
    expect(text).toContain(formatPaise(recharge.amount, 'as')) // amounts in Assamese digits
    expect(text).toContain('মুঠ')
    expect(text).not.toContain('Annual Statement')
  })
})

describe('the dashboards with their tools: axe, 360 px, touch targets, both languages', () => {
  const screens = [
    ['9000000001', '/ConsumerDashboardPostpaid'],
    ['9000000002', '/ConsumerDashboardSmartPostpaid'],
    ['9000000003', '/ConsumerDashboardPrepaid'],
    ['9000000004', '/ConsumerDashboardSmartPrepaid'],
  ] as const
  it.each(screens)('%s %s', async (mobile, route) => {
    const { w, page } = await open(mobile, route, 'phone')
    const failures: string[] = []
    for (const path of [route, `/AS_${route.slice(1)}`]) {
      if (path !== route) {
        await page.goto(site(path), { waitUntil: 'load' })
        await hydrated(w)
      }
      // the error summary too: an empty save of the prepaid form, or the postpaid form as it is
      const amount = page.getByTestId('reminders').locator('input[name=threshold]')
      if (await amount.count()) {
        await page.getByTestId('reminders').locator('input[name=lowBalance][value=on]').check()
        await amount.fill('')
        await page.getByTestId('reminders').locator('button[type=submit]').click()
        await expect.poll(() => page.getByTestId('reminders').locator('.error-summary').isVisible()).toBe(true)
      }
      failures.push(...formatViolations(await runAxe(page), `${path}, 360 px`))
      if (path !== route) {
        const words = latinWords(await readerText(page))
        if (words.length) failures.push(`English on an Assamese page: ${words.join(', ')} (${path}, with the error summary)`)
      }
      failures.push(...(await layoutProblems(page, { width: PHONE_WIDTH, touch: false })).map((p) => `${p} (${path})`))
      // touch targets of the sections added here (the rest of the page is the route sweep's: test/e2e/states.test.ts)
      await page.evaluate(() => {
        const keep = Array.from(document.querySelectorAll('[data-testid=reminders], [data-testid=statement], [data-testid=year-on-year]'))
        const onPath = (el: Element | null) => !!el && keep.some((k) => el === k || el.contains(k) || k.contains(el))
        for (const el of Array.from(document.body.querySelectorAll('*'))) if (!onPath(el) && onPath(el.parentElement)) el.setAttribute('hidden', '')
      })
      failures.push(...(await layoutProblems(page, { width: PHONE_WIDTH, touch: true })).map((p) => `${p} (${path}, its tools)`))
    }
    expect(failures, failures.join('\n')).toEqual([])
  })
})
