/**
 * The one-time settlement in Chromium against the production build (issue 10 §3):
 * /OneTimeSettlement in English at 1280 px with JavaScript (the schemes running, a refusal,
 * the offer at step 2, the OTP, then /PrintSOSS with its PDFs), and /OTSStatus and /PrintSOSS
 * in Assamese at 360 px without JavaScript (consumer number and OTP → the settlement). axe on
 * every step; each test also fails on a console error, a hydration warning or a request to
 * another host.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { REGISTRATION_DEMO } from '../../seeds/registrationDemo'
import { hydrated } from '../helpers/browser'
import { formSuite } from './formSuite'

// a refused form answers its page with 422, and the login's proof of work is asked with 428 (the browser logs both)
const suite = formSuite({ allow: [/status of 428/] })
const { baseUrl, site, open, landed, checks: checkPage, otp, allowed: REFUSED } = suite
const ASSAMESE = /[\u0980-\u09FF]/
const { consumerNo, mobile } = REGISTRATION_DEMO.arrears

const summary = (page: Page) => page.locator('.error-summary').first()

describe('/OneTimeSettlement, /OTSStatus, /PrintSOSS', () => {
  it('English, 1280 px: schemes, a refusal, the offer, the OTP → the printable offer with its PDFs', async () => {
    const page = await open('/OneTimeSettlement', 'desktop')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('One-Time Settlement')
    expect(await page.getByTestId('ots-schemes').locator('tbody tr').count()).toBe(2)
    await checkPage(page, 'ots step 1', 'desktop')
    await page.getByLabel('Consumer number').fill('101000000001')
    await page.getByRole('button', { name: 'Send OTP' }).click()
    await landed(page, true)
    expect(await summary(page).textContent()).toContain('This consumer number has no arrears to settle.')
    await checkPage(page, 'ots not eligible', 'desktop')

    await page.getByLabel('Consumer number').fill(consumerNo)
    await page.getByRole('button', { name: 'Send OTP' }).click()
    await landed(page, true)
    expect(await page.getByTestId('otp-sent').textContent()).toContain('******0008')
    const offer = await page.getByTestId('ots-offer').textContent()
    expect(offer).toContain('OTS-A')
    expect(offer).toContain('8 months')
    expect(await page.getByLabel('Number of instalments').inputValue()).toBe('1')
    await checkPage(page, 'ots step 2 with the offer', 'desktop')
    await page.getByLabel('OTP', { exact: true }).fill(await otp(mobile))
    await page.getByRole('button', { name: 'Register for the settlement' }).click()
    await page.waitForURL(/\/website\/PrintSOSS\?applNo=AP\d{10}$/)
    await landed(page, true)
    expect(await page.getByTestId('appl-no').textContent()).toMatch(/^AP\d{10}$/)
    expect(await page.getByTestId('work-state').textContent()).toBe('Submitted')
    expect(await page.getByTestId('ots-instalments').locator('tbody tr').count()).toBe(1)
    await checkPage(page, 'PrintSOSS', 'desktop')
    for (const id of ['pdf-en', 'pdf-as']) {
      const href = await page.getByTestId(id).getAttribute('href')
      const res = await suite.current().context.request.get(new URL(href!, baseUrl).toString())
      expect(res.status(), id).toBe(200)
      expect(res.headers()['content-type']).toBe('application/pdf')
      expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-')
    }
    // a second registration of the same number is refused, naming the open one
    const again = await open('/OneTimeSettlement', 'desktop')
    await again.getByLabel('Consumer number').fill(consumerNo)
    await again.getByRole('button', { name: 'Send OTP' }).click()
    await landed(again, true)
    expect(await summary(again).textContent()).toMatch(/A settlement is already registered for this consumer number: AP\d{10}/)
  })

  it('Assamese, 360 px, without JavaScript: the settlement found by consumer number and OTP, and its offer', async () => {
    const page = await open('/AS_OTSStatus', 'phone', false)
    expect(await page.locator('html').getAttribute('lang')).toMatch(/^as/)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('নিষ্পত্তিৰ স্থিতি')
    await checkPage(page, 'AS OTSStatus step 1', 'phone', false)
    await page.getByLabel('গ্ৰাহক নম্বৰ').fill('101000000001')
    await page.getByRole('button', { name: 'অ’টিপি পঠিয়াওক' }).click()
    await landed(page, false)
    expect(await summary(page).textContent()).toContain('এই গ্ৰাহক নম্বৰৰ বাবে কোনো নিষ্পত্তি পঞ্জীভুক্ত নাই।')
    await checkPage(page, 'AS OTSStatus none', 'phone', false)
    await page.getByLabel('গ্ৰাহক নম্বৰ').fill(consumerNo)
    await page.getByRole('button', { name: 'অ’টিপি পঠিয়াওক' }).click()
    await landed(page, false)
    expect(await page.getByTestId('otp-sent').textContent()).toContain('******0008')
    await checkPage(page, 'AS OTSStatus step 2', 'phone', false)
    await page.getByLabel('অ’টিপি', { exact: true }).fill(await otp(mobile))
    await page.getByRole('button', { name: 'নিষ্পত্তি দেখুৱাওক' }).click()
    await page.waitForURL(/\/website\/AS_OTSStatus\?applNo=AP\d{10}$/)
    await landed(page, false)
    expect(await page.getByTestId('work-state').textContent()).toMatch(ASSAMESE)
    expect(await page.getByTestId('ots-payable').textContent()).toMatch(/₹\s?[০-৯]/)
    await checkPage(page, 'AS OTSStatus settlement', 'phone', false)
    await page.getByRole('link', { name: 'নিষ্পত্তিৰ প্ৰস্তাৱ (ছপা, পি.ডি.এফ.)' }).click()
    await page.waitForURL(/\/website\/AS_PrintSOSS\?applNo=AP\d{10}$/)
    await landed(page, false)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('নিষ্পত্তিৰ প্ৰস্তাৱ')
    await checkPage(page, 'AS PrintSOSS', 'phone', false)
    const applNo = page.url().split('applNo=')[1]
    // the same pages with JavaScript (the browser's access cookie carried over): axe in Assamese at 360 px
    const cookies = await suite.current().context.cookies()
    const noJs = suite.current()
    noJs.expectClean('problems in the browser without JavaScript', REFUSED)
    await suite.release()
    const withJs = await suite.watch('phone')
    await withJs.context.addCookies(cookies)
    for (const route of [`/AS_OTSStatus?applNo=${applNo}`, `/AS_PrintSOSS?applNo=${applNo}`]) {
      const res = await withJs.page.goto(site(route), { waitUntil: 'load' })
      expect(res?.status(), route).toBe(200)
      await hydrated(withJs)
      expect(await withJs.page.getByTestId('appl-no').textContent()).toBe(applNo)
      await checkPage(withJs.page, `${route} with JavaScript`, 'phone')
    }
    withJs.expectClean('problems in the browser with JavaScript', REFUSED)
    await suite.release()
    // another browser has no access
    const other = await open(`/PrintSOSS?applNo=${applNo}`, 'desktop')
    expect(await other.getByRole('status').first().textContent()).toContain('This settlement cannot be shown here.')
  })
})
