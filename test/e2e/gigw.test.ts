/**
 * The GIGW 3.0 pages of issue 14 in Chromium against the production build: the feedback form
 * without JavaScript (360 px: the server's refusal with the error summary, then the reference
 * on the page and by SMS) and with it (Assamese, 1280 px: the summary in the browser, then the
 * reference on the page when no mobile is given); the footer's GIGW links reached by keyboard;
 * 'Last updated' in the footer; the sitemap in both languages. axe and the layout checks on
 * each state (every GIGW page is also in the route sweep).
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { feedbackSmsText } from '../../server/services/feedback/texts'
import { formSuite, mobileNumbers } from './formSuite'
import { submitToPage } from '../helpers/browser'

const { baseUrl, open, checks, landed, current } = formSuite()
const newMobile = mobileNumbers(9_799_100_000)

async function fill(page: Page, f: { topic: string; message: string; name: string; mobile?: string; email?: string }) {
  await page.selectOption('#feedback-topic', f.topic)
  await page.fill('#feedback-page', '/website/TenderCurrent')
  await page.fill('#feedback-message', f.message)
  await page.fill('#feedback-name', f.name)
  await page.fill('#feedback-mobile', f.mobile ?? '')
  await page.fill('#feedback-email', f.email ?? '')
}

const referenceOf = async (page: Page) => (await page.locator('[data-testid="feedback-reference"]').textContent())!.trim()

describe('the GIGW pages (issue 14)', () => {
  it('takes feedback without JavaScript: the refusal with its summary and values kept, then the reference on the page and by SMS (English, 360 px)', async () => {
    const page = await open('/Feedback', 'phone', false)
    await checks(page, 'Feedback without JavaScript', 'phone', false)
    const mobile = newMobile()
    await fill(page, { topic: 'accessibility', message: 'Too short', name: 'Mina Bora', mobile: '12345' })
    await submitToPage(page, '#feedback-submit')
    expect(page.url()).toMatch(/\/website\/Feedback$/)
    const summary = page.locator('.error-summary')
    expect(await summary.count()).toBe(1)
    expect(await summary.locator('a').allTextContents()).toEqual(['Enter 10 Digit Valid Mobile Number !', 'Write your feedback in at least 10 characters.'])
    expect(await page.locator('#feedback-message-error').textContent()).toBe('Write your feedback in at least 10 characters.')
    expect(await page.getAttribute('#feedback-mobile', 'aria-invalid')).toBe('true')
    expect(await page.inputValue('#feedback-name')).toBe('Mina Bora')
    expect(await page.inputValue('#feedback-topic')).toBe('accessibility')
    await checks(page, 'Feedback refused without JavaScript', 'phone', false)

    await page.fill('#feedback-mobile', mobile)
    await page.fill('#feedback-message', 'The tender table cannot be read with a screen reader on my phone.')
    await submitToPage(page, '#feedback-submit')
    const reference = await referenceOf(page)
    expect(reference).toMatch(/^FB\d{10}$/)
    expect(await page.locator('[data-testid="feedback-sent"]').textContent()).toContain('We have sent it to your mobile by SMS.')
    expect(await page.locator('#feedback-message').count()).toBe(0)
    await checks(page, 'Feedback sent without JavaScript', 'phone', false)
    const outbox = (await (await current().context.request.get(`${baseUrl}/dev/sms-outbox?mobile=${mobile}`)).json()) as { messages: Array<{ text: string }> }
    expect(outbox.messages.map((m) => m.text)).toEqual([feedbackSmsText('en', reference)])
  })

  it('checks the form in the browser with JavaScript, then shows the reference to note when no mobile is given (Assamese, 1280 px)', async () => {
    const page = await open('/AS_Feedback', 'desktop')
    await checks(page, 'AS_Feedback', 'desktop')
    await page.click('#feedback-submit')
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('error-summary')
    const problems = await page.locator('.error-summary a').allTextContents()
    expect(problems).toHaveLength(3)
    expect(problems.slice(1)).toEqual(['আপোনাৰ মতামত কি বিষয়ে, বাছনি কৰক।', 'আপোনাৰ মতামত লিখক।'])
    await checks(page, 'AS_Feedback refused in the browser', 'desktop')
    await fill(page, { topic: 'suggestion', message: 'নিবিদাৰ তালিকাত বিচৰা সুবিধাটো খুব ভাল লাগিল।', name: 'মীনা বৰা', email: 'mina@example.in' })
    await Promise.all([page.waitForURL(/\/website\/AS_Feedback$/), page.click('#feedback-submit')])
    await landed(page, true)
    expect(await referenceOf(page)).toMatch(/^FB\d{10}$/)
    expect(await page.locator('[data-testid="feedback-sent"]').textContent()).toContain('অনুগ্ৰহ কৰি ইয়াক লিখি ৰাখক')
    await checks(page, 'AS_Feedback sent', 'desktop')
  })

  it("reaches the footer's GIGW links by keyboard and shows the page's 'Last updated' date", async () => {
    const page = await open('/Help', 'desktop')
    expect(await page.locator('[data-testid="last-updated"]').textContent()).toBe('Last updated: 25 Nov 2026')
    const wanted = [
      '/website/AccessibilityStatement',
      '/website/ScreenReaderAccess',
      '/website/Help',
      '/website/Sitemap',
      '/website/Feedback',
      '/website/SecurityPolicy',
      '/website/ContingencyManagementPlan',
    ]
    const reached = new Set<string>()
    for (let i = 0; i < 250 && reached.size < wanted.length; i++) {
      await page.keyboard.press('Tab')
      const href = await page.evaluate(() => (document.activeElement?.closest('footer') ? document.activeElement.getAttribute('href') : null))
      if (href && wanted.includes(href)) reached.add(href)
    }
    expect([...reached].sort()).toEqual([...wanted].sort())
    // the focused link opens its page with Enter
    await page.locator('footer a[href="/website/Sitemap"]').focus()
    await Promise.all([page.waitForURL(/\/website\/Sitemap$/), page.keyboard.press('Enter')])
    await landed(page, true)
    expect(await page.locator('h1').textContent()).toBe('Sitemap')
  })

  it('lists every page on the sitemap in both languages, with the footer date (360 px)', async () => {
    const page = await open('/AS_Sitemap', 'phone')
    expect(await page.locator('h1').textContent()).toBe('ৱেবছাইটৰ মানচিত্ৰ')
    const hrefs = await page.locator('.sitemap a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(hrefs).toContain('/website/AS_Feedback')
    expect(hrefs).toContain('/website/AS_EodbNscReport')
    expect(hrefs.every((h) => h?.startsWith('/website/AS_') || h === '/website/Assamese')).toBe(true)
    expect(await page.locator('[data-testid="last-updated"]').textContent()).toBe('শেহতীয়া পৰিৱৰ্তন: ২৫ নৱেম্বৰ ২০২৬')
    await checks(page, 'AS_Sitemap', 'phone')
  })
})
