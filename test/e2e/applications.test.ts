/**
 * The new connection application (issue 10 §3) in Chromium against the production build:
 * the form with and without JavaScript, its refusals (the browser's check, the server's check
 * of the files' bytes) keeping what was typed, the acknowledgement, the status page by number
 * and mobile, and the cost estimate; English and Assamese, 360 and 1280 px, axe on every state.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { deviceOptions, formatViolations, hydrated, runAxe, watchedPage, submitToPage } from '../helpers/browser'
import { DISGUISED, PDF, PNG } from '../helpers/uploads'
import { money } from '../../client/components/billing/format'
import { formSuite, mobileNumbers } from './formSuite'

const suite = formSuite()
const { baseUrl, site, open, checks, allowed: REFUSED } = suite
const newMobile = mobileNumbers(9_812_300_000)

/** Fills the new connection form (ids `newconn-<field>`). */
async function fill(page: Page, mobile: string, opts: { identity?: Buffer; loadKw?: string } = {}) {
  await page.fill('#newconn-applicantName', 'Ramesh Kalita')
  await page.fill('#newconn-guardianName', 'Dinesh Kalita')
  await page.fill('#newconn-mobile', mobile)
  await page.selectOption('#newconn-category', 'domestic')
  await page.fill('#newconn-loadKw', opts.loadKw ?? '2')
  await page.fill('#newconn-distanceM', '40')
  await page.check('#newconn-phase')
  await page.check('#newconn-areaClass-municipal')
  await page.fill('#newconn-address', 'Ward 4, Near Namghar, Nalbari')
  await page.selectOption('#newconn-district', 'nalbari')
  await page.fill('#newconn-pinCode', '781335')
  await page.check('#newconn-declaration')
  await page.setInputFiles('#newconn-identity', { name: 'voter-card.pdf', mimeType: 'application/pdf', buffer: opts.identity ?? PDF })
  await page.setInputFiles('#newconn-occupancy', { name: 'holding.png', mimeType: 'image/png', buffer: PNG })
}

describe('the new connection application', () => {
  it('refuses an empty form in the browser: the error summary takes the focus, nothing is sent (English, 1280 px)', async () => {
    const page = await open('/ApplyNewConn', 'desktop')
    await checks(page, 'ApplyNewConn', 'desktop')
    const before = page.url()
    await page.click('#newconn-submit')
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('error-summary')
    expect(page.url()).toBe(before)
    const summary = await page.locator('.error-summary li').allTextContents()
    expect(summary).toContain('Enter the name.')
    expect(summary).toContain('Mobile can not be empty !')
    expect(summary).toContain('Attach this document.')
    await expect.poll(() => page.locator('#newconn-mobile').getAttribute('aria-invalid')).toBe('true')
    await checks(page, 'ApplyNewConn refused in the browser', 'desktop')
    // the summary's link takes the keyboard to the field
    await page.locator('.error-summary a', { hasText: 'Mobile can not be empty !' }).click()
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('newconn-mobile')
  })

  it('applies with JavaScript and lands on the acknowledgement awaiting payment, then finds it on the status page (English, 1280 px)', async () => {
    const page = await open('/ApplyNewConn', 'desktop')
    const mobile = newMobile()
    await fill(page, mobile)
    await Promise.all([page.waitForURL(/\/PrintAck\?applNo=AP\d{10}$/), page.click('#newconn-submit')])
    await suite.hydrated()
    const applNo = (await page.locator('[data-testid="appl-no"]').textContent())!.trim()
    expect(applNo).toMatch(/^AP\d{10}$/)
    expect(await page.locator('[data-testid="work-state"]').first().textContent()).toBe('Awaiting payment')
    expect(await page.locator('main').textContent()).toContain('Ramesh Kalita')
    await checks(page, 'PrintAck', 'desktop')

    // another browser: the acknowledgement does not open; the status page does with number and mobile
    const other = await watchedPage(suite.browser(), baseUrl, deviceOptions('desktop'))
    try {
      await other.page.goto(site(`/PrintAck?applNo=${applNo}`), { waitUntil: 'load' })
      expect(await other.page.locator('main').textContent()).not.toContain('Ramesh Kalita')
      await other.page.goto(site('/CheckApplStatus'), { waitUntil: 'load' })
      await hydrated(other)
      await other.page.fill('#status-applNo', applNo)
      await other.page.fill('#status-mobile', newMobile())
      await submitToPage(other.page, '#status-submit')
      await hydrated(other)
      expect(await other.page.locator('.error-summary').textContent()).toContain('No application was found for this number and mobile.')
      expect(await other.page.inputValue('#status-applNo')).toBe(applNo)
      expect(formatViolations(await runAxe(other.page), 'CheckApplStatus not found')).toEqual([])
      await other.page.fill('#status-mobile', mobile)
      await Promise.all([other.page.waitForURL(/CheckApplStatus\?applNo=/), other.page.click('#status-submit')])
      await hydrated(other)
      expect(await other.page.locator('[data-testid="work-state"]').textContent()).toBe('Awaiting payment')
      expect(await other.page.locator('[data-testid="work-pending"]').textContent()).toBe('Waiting for you: pay the fee.')
      expect(await other.page.locator('.work-history tbody tr').count()).toBe(1)
      expect(formatViolations(await runAxe(other.page), 'CheckApplStatus found')).toEqual([])
      other.expectClean('the other browser', REFUSED)
    } finally {
      await other.close()
    }
  })

  it('works without JavaScript in Assamese at 360 px: a disguised document is refused with the typed values kept, then the application goes through', async () => {
    const page = await open('/AS_ApplyNewConn', 'phone', false)
    const mobile = newMobile()
    await fill(page, mobile, { identity: DISGUISED.htmlAsPdf })
    await submitToPage(page, '#newconn-submit')
    expect(page.url()).toContain('/AS_ApplyNewConn')
    expect(await page.locator('#newconn-identity-error').textContent()).toBe('পি.ডি.এফ., জে.পি.ই.জি. বা পি.এন.জি. ফাইল সংলগ্ন কৰক।')
    expect(await page.inputValue('#newconn-applicantName')).toBe('Ramesh Kalita')
    expect(await page.inputValue('#newconn-mobile')).toBe(mobile)
    expect(await page.locator('#newconn-district').inputValue()).toBe('nalbari')
    expect(await page.isChecked('#newconn-areaClass-municipal')).toBe(true)
    await checks(page, 'AS_ApplyNewConn refused by the server', 'phone', false)
    // files are asked for again; the rest stays
    await page.setInputFiles('#newconn-identity', { name: 'voter-card.pdf', mimeType: 'application/pdf', buffer: PDF })
    await page.setInputFiles('#newconn-occupancy', { name: 'holding.png', mimeType: 'image/png', buffer: PNG })
    await Promise.all([page.waitForURL(/\/AS_PrintAck\?applNo=AP\d{10}$/), page.click('#newconn-submit')])
    expect(await page.locator('[data-testid="work-state"]').first().textContent()).toBe('পৰিশোধৰ অপেক্ষাত')
    expect(await page.locator('html').getAttribute('lang')).toBe('as')
    await checks(page, 'AS_PrintAck', 'phone', false)
  })

  it('refuses a load above 7 kW on one phase in the browser, in Assamese at 360 px', async () => {
    const page = await open('/AS_ApplyNewConn', 'phone')
    await fill(page, newMobile(), { loadKw: '9' })
    await page.click('#newconn-submit')
    await expect.poll(() => page.locator('#newconn-phase-error').textContent()).toBe('৭ কিল’ৱাটতকৈ বেছি ল’ডৰ বাবে তিনি ফেজৰ সংযোগ লাগে।')
    await checks(page, 'AS_ApplyNewConn refused in the browser', 'phone')
  })
})

describe('the service cost estimate', () => {
  it('estimates from the rule table, the same figures in both languages', async () => {
    const page = await open('/EstimateServiceCost?category=domestic&loadKw=3&phase=1&distanceM=50', 'phone')
    expect(await page.locator('[data-testid="estimate-total"]').textContent()).toBe(money(530_000, 'en'))
    await checks(page, 'EstimateServiceCost', 'phone')
    await page.goto(site('/AS_EstimateServiceCost?category=domestic&loadKw=3&phase=1&distanceM=50'), { waitUntil: 'load' })
    await suite.hydrated()
    expect(await page.locator('[data-testid="estimate-total"]').textContent()).toBe(money(530_000, 'as'))
    expect(money(530_000, 'as')).toContain('৫,৩০০')
    await checks(page, 'AS_EstimateServiceCost', 'phone')
    await page.goto(site('/EstimateServiceCost?category=domestic&loadKw=abc&phase=1&distanceM=50'), { waitUntil: 'load' })
    await suite.hydrated()
    expect(await page.locator('#estimate-loadKw-error').textContent()).toBe('Enter the load as a number, like 2 or 3.5.')
    expect(await page.inputValue('#estimate-loadKw')).toBe('abc')
    await checks(page, 'EstimateServiceCost refused', 'phone')
  })
})
