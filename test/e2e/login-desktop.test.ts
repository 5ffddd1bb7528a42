/**
 * The alternative desktop header login (spec §4, §5, §8) in real Chromium: a 'Quick login'
 * disclosure in the desktop header only; registered check → generate OTP → validate OTP;
 * VALID keeps the mobile in localStorage and opens /ConsumerDashboard?mobile=… (AS_ on
 * Assamese pages); Resend regenerates. OTPs come from /dev/sms-outbox; each test that signs a
 * mobile in signs it out at the end. The dashboard's content is another part's business.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import asLogin from '../../shared/locales/as/login.json'
import enLogin from '../../shared/locales/en/login.json'
import asMessages from '../../shared/locales/as/messages.json'
import { MESSAGES } from '../../shared/messages'
import { deviceOptions, formatViolations, launchBrowser, runAxe, settle, watchedPage, type WatchedPage } from '../helpers/browser'
import { otpFromOutbox, signInWithOtp, signOut } from './consumerLogin'
import { e2eBaseUrl } from './site'

const baseUrl = e2eBaseUrl()
/**
 * Answers the flow expects (console 'Failed to load resource'): a wrong OTP (400), 'already
 * logged in' (409), the proof-of-work request (428); each only from the calls that give it.
 */
const EXPECTED_HTTP_ERRORS = [/Failed to load resource: the server responded with a status of (400|409|428)/]
const EXPECTED_ANSWERS: Array<[number, RegExp]> = [
  // a wrong OTP; a refused proof-of-work solution (CHALLENGE_INVALID)
  [400, /^\/(api\/(validateOtp|generateOtp|reGenerateOtp)|auth\/(forceLogout|login))$/],
  [409, /^\/api\/(generateOtp|reGenerateOtp)$/],
  [428, /^\/(api\/(generateOtp|reGenerateOtp)|auth\/login)$/],
]

let browser: Browser
let current: WatchedPage | undefined
let signedIn = false

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})
afterEach(async () => {
  const w = current
  current = undefined
  if (!w) return
  try {
    w.expectClean('problems in the browser during this test', EXPECTED_HTTP_ERRORS)
  } finally {
    if (signedIn) await signOut(w.context, baseUrl).catch(() => undefined)
    signedIn = false
    await w.close()
  }
})

async function start(kind: 'phone' | 'desktop' = 'desktop', url = '/website/Safety'): Promise<WatchedPage> {
  const w = await watchedPage(browser, baseUrl, deviceOptions(kind))
  current = w
  w.page.on('response', (res) => {
    const path = new URL(res.url()).pathname
    if (res.status() >= 400 && !EXPECTED_ANSWERS.some(([status, re]) => status === res.status() && re.test(path))) {
      w.problems.push(`unexpected HTTP ${res.status()} for ${res.url()}`)
    }
  })
  await w.page.goto(baseUrl + url, { waitUntil: 'load' })
  await settle(w.page)
  return w
}

const toggle = (page: Page, name = 'Quick login') => page.getByRole('banner').getByRole('button', { name, exact: true })
const focused = (page: Page, selector: string) => page.evaluate((sel) => document.activeElement === document.querySelector(sel), selector)
const MOBILE = '.quick-login__panel input[name="mobNo"]'
const OTP = '.quick-login__panel input[name="otpNo"]'

/** The texts an input points to with aria-describedby. */
function describedText(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const ids = (document.querySelector(sel)?.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ')
  }, selector)
}

async function openPanel(page: Page, name = 'Quick login') {
  const button = toggle(page, name)
  expect(await button.getAttribute('aria-expanded')).toBe('false')
  await button.click()
  expect(await button.getAttribute('aria-expanded')).toBe('true')
  const panel = page.locator('#' + (await button.getAttribute('aria-controls')))
  await expect.poll(() => panel.isVisible()).toBe(true)
  await expect.poll(() => focused(page, MOBILE), { message: 'focus in the mobile field' }).toBe(true)
  return panel
}

describe('quick login disclosure', () => {
  it('opens and closes (Escape returns focus to its button); axe clean; its messages are the spec ones', async () => {
    const { page } = await start()
    const panel = await openPanel(page)
    let lines = formatViolations(await runAxe(page), 'quick login open')
    expect(lines, lines.join('\n')).toEqual([])
    await page.keyboard.press('Enter')
    await expect.poll(() => describedText(page, MOBILE)).toContain(MESSAGES.mobileEmpty)
    await page.locator(MOBILE).fill('12345')
    await page.keyboard.press('Enter')
    await expect.poll(() => describedText(page, MOBILE)).toContain(MESSAGES.mobileInvalid)
    // not registered: the check says so, no OTP
    await page.locator(MOBILE).fill('9000000009')
    await panel.getByRole('button', { name: 'Get OTP' }).click()
    await expect.poll(() => describedText(page, MOBILE)).toContain(MESSAGES.mobileNotRegistered.trim())
    expect(await page.locator(OTP).count()).toBe(0)
    lines = formatViolations(await runAxe(page), 'quick login with an error')
    expect(lines, lines.join('\n')).toEqual([])
    await page.keyboard.press('Escape')
    await expect.poll(() => panel.isVisible()).toBe(false)
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('false')
    expect(await toggle(page).evaluate((el) => el === document.activeElement), 'focus back on Quick login').toBe(true)
  })

  it('says what it is for: the button is described by a hint, shown first in the panel (issue 9 §2)', async () => {
    const { page } = await start()
    const hint = enLogin.quick.hint
    const description = await toggle(page).evaluate((el) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    )
    expect(description).toBe(hint)
    const panel = await openPanel(page)
    expect(await panel.getByText(hint, { exact: true }).isVisible()).toBe(true)
  })

  it('is not in the phone header', async () => {
    const { page } = await start('phone')
    expect(await page.locator('.quick-login').count()).toBe(0)
  })
})

describe('quick login flow', () => {
  it("OTP sent; wrong OTP 'Invalid OTP'; Resend; VALID → /ConsumerDashboard?mobile=… with localStorage.mobile", async () => {
    const w = await start()
    const { page, context } = w
    const panel = await openPanel(page)
    await page.locator(MOBILE).fill('9000000003')
    await panel.getByRole('button', { name: 'Get OTP' }).click()
    await expect.poll(() => page.getByRole('status').filter({ hasText: MESSAGES.otpSent }).isVisible(), { message: 'OTP sent toast' }).toBe(true)
    expect(await page.locator(MOBILE).getAttribute('readonly')).not.toBeNull()
    await expect.poll(() => focused(page, OTP), { message: 'focus in the OTP field' }).toBe(true)
    const first = await otpFromOutbox(context, baseUrl, '9000000003')
    await page.locator(OTP).fill(String((Number(first) + 1) % 1_000_000).padStart(6, '0'))
    await panel.getByRole('button', { name: 'Verify' }).click()
    await expect.poll(() => describedText(page, OTP)).toContain(MESSAGES.otpWrong)
    expect(await describedText(page, OTP)).not.toContain(MESSAGES.otpWrongLong)
    const lines = formatViolations(await runAxe(page), 'quick login, wrong OTP')
    expect(lines, lines.join('\n')).toEqual([])

    await page.waitForTimeout(1100) // the e2e server's wait between two OTPs
    await panel.getByRole('button', { name: 'Resend' }).click()
    await expect.poll(() => otpFromOutbox(context, baseUrl, '9000000003'), { message: 'a regenerated OTP' }).not.toBe(first)
    await page.locator(OTP).fill(await otpFromOutbox(context, baseUrl, '9000000003'))
    signedIn = true
    const target = `${baseUrl}/website/ConsumerDashboard?mobile=9000000003`
    // the toast shows on the page that is leaving: record the live region's texts as they come
    const toasts: string[] = []
    await page.exposeFunction('recordToast', (text: string) => toasts.push(text))
    await page.evaluate(() => {
      const region = document.querySelector('.quick-login__panel .login-toast-region')
      const report = (window as unknown as { recordToast: (t: string) => void }).recordToast
      if (region) new MutationObserver(() => report(region.textContent ?? '')).observe(region, { childList: true, subtree: true, characterData: true })
    })
    await panel.getByRole('button', { name: 'Verify' }).click()
    await page.waitForURL(target, { waitUntil: 'domcontentloaded', timeout: 30_000 })
    expect(await page.evaluate(() => localStorage.getItem('mobile'))).toBe('9000000003')
    expect(toasts, "toast 'OTP Successfully Verified !'").toContain(MESSAGES.otpVerified)
    const res = await context.request.get(target)
    expect(res.status(), 'the dashboard answers with the session the validation started').toBe(200)
    await page.waitForLoadState('load')
    w.reset() // the dashboard's own page is not tested here
  })

  it('on an Assamese page it goes to /AS_ConsumerDashboard, in Assamese', async () => {
    const w = await start('desktop', '/website/AS_Safety')
    const { page, context } = w
    const panel = await openPanel(page, asLogin.quick.button)
    await page.keyboard.type('9000000004')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByRole('status').filter({ hasText: asMessages.otpSent }).isVisible()).toBe(true)
    await expect.poll(() => focused(page, OTP)).toBe(true)
    await page.keyboard.type(await otpFromOutbox(context, baseUrl, '9000000004'))
    signedIn = true
    await panel.getByRole('button', { name: asLogin.verify }).click()
    await page.waitForURL(`${baseUrl}/website/AS_ConsumerDashboard?mobile=9000000004`, { waitUntil: 'domcontentloaded', timeout: 30_000 })
    expect(await page.evaluate(() => localStorage.getItem('mobile'))).toBe('9000000004')
    await page.waitForLoadState('load')
    w.reset()
  })
})

describe('quick login: one session per mobile (spec §4 step 5, §8)', () => {
  it("logged in elsewhere → 'already logged in' and Force Logout → force-logout OTP → success → quick login again → 'OTP Successfully Verified !' seen → dashboard with the session keys", async () => {
    const mobile = '9000000005'
    // the other session, in another browser context
    const other = await browser.newContext()
    try {
      const otherSession = await signInWithOtp(other, baseUrl, mobile)
      const w = await start()
      const { page, context } = w
      signedIn = true
      const panel = await openPanel(page)
      await page.locator(MOBILE).fill(mobile)
      await panel.getByRole('button', { name: 'Get OTP' }).click()
      await expect.poll(() => panel.getByText(MESSAGES.alreadyLoggedIn, { exact: true }).isVisible(), { message: 'the spec text' }).toBe(true)
      const flButton = panel.getByRole('button', { name: 'Force Logout', exact: true })
      await expect.poll(() => flButton.evaluate((el) => el === document.activeElement), { message: 'focus on Force Logout' }).toBe(true)
      expect(await page.locator(OTP).count(), 'no OTP field of the quick login').toBe(0)
      let lines = formatViolations(await runAxe(page), 'quick login, Force Logout panel')
      expect(lines, lines.join('\n')).toEqual([])

      await flButton.click()
      const flOtp = panel.getByLabel('Force logout OTP')
      await expect.poll(() => flOtp.evaluate((el) => el === document.activeElement).catch(() => false), { message: 'focus in the force-logout OTP' }).toBe(true)
      const code = await otpFromOutbox(context, baseUrl, mobile)
      await flOtp.fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'))
      await panel.getByRole('button', { name: 'Submit' }).click()
      await expect.poll(() => describedText(page, '.quick-login__panel input[name="forceLogoutOtp"]')).toContain(MESSAGES.forceLogoutFailed)
      await flOtp.fill(code)
      await panel.getByRole('button', { name: 'Submit' }).click()
      await expect.poll(() => panel.getByText(MESSAGES.forceLogoutSuccess, { exact: true }).isVisible(), { message: 'force logout done' }).toBe(true)
      expect(await panel.getByText(MESSAGES.alreadyLoggedIn).count()).toBe(0)
      const getOtp = panel.getByRole('button', { name: 'Get OTP' })
      await expect.poll(() => getOtp.evaluate((el) => el === document.activeElement), { message: 'back on Get OTP' }).toBe(true)
      lines = formatViolations(await runAxe(page), 'quick login, after the force logout')
      expect(lines, lines.join('\n')).toEqual([])
      // the other session has ended
      const ended = await other.request.post(`${baseUrl}/api/web/auth/getConsDetails`, {
        headers: { Origin: baseUrl, Authorization: `Bearer ${otherSession.accessToken}` },
        data: { consNo: otherSession.consList[0], mobileNo: mobile },
      })
      expect(ended.status()).toBe(401)

      // the quick login again
      await page.waitForTimeout(1100) // the e2e server's wait between two OTPs
      await getOtp.click()
      await expect.poll(() => focused(page, OTP), { message: 'the OTP step (after the proof of work)', timeout: 10_000 }).toBe(true)
      await page.locator(OTP).fill(await otpFromOutbox(context, baseUrl, mobile))
      await panel.getByRole('button', { name: 'Verify' }).click()
      const verified = page.getByRole('status').filter({ hasText: MESSAGES.otpVerified })
      await expect.poll(() => verified.isVisible(), { message: "'OTP Successfully Verified !' on screen before leaving" }).toBe(true)
      expect(page.url(), 'still on the page while the message shows').toBe(`${baseUrl}/website/Safety`)
      const target = `${baseUrl}/website/ConsumerDashboard?mobile=${mobile}`
      await page.waitForURL(target, { waitUntil: 'domcontentloaded', timeout: 30_000 })
      const stored = await page.evaluate(() => ({
        accessToken: sessionStorage.getItem('accessToken'),
        consList: sessionStorage.getItem('consList'),
        mobile: sessionStorage.getItem('mobile'),
        selectedCons: sessionStorage.getItem('selectedCons'),
        local: localStorage.getItem('mobile'),
      }))
      expect(stored.accessToken).toMatch(/^\S{20,}$/)
      expect(JSON.parse(stored.consList ?? 'null')).toEqual(['105000000005', '105000000006'])
      expect(stored.mobile).toBe(mobile)
      expect(stored.selectedCons).toBe('105000000005')
      expect(stored.local).toBe(mobile)
      expect((await context.request.get(target)).status(), 'the dashboard answers with the new session').toBe(200)
      await page.waitForLoadState('load')
      w.reset() // the dashboard's own page is not tested here
    } finally {
      await other.close()
    }
  })
})

describe('proof of work before an OTP (issue 7 §2)', () => {
  it("solves the server's challenge ('Checking…' announced), repeats the call with X-Altcha, and shows a refused check's message; in Assamese", async () => {
    const { createHash } = await import('node:crypto')
    const w = await start('desktop', '/website/AS_Safety')
    const { page } = w
    const salt = 'e2e0123456789abc?expires=4102444800;'
    const number = 4_000
    const challenge = {
      algorithm: 'SHA-256',
      challenge: createHash('sha256')
        .update(salt + number)
        .digest('hex'),
      maxnumber: 10_000,
      salt,
      signature: createHash('sha256').update('e2e').digest('hex'),
    }
    const altcha: Array<string | undefined> = []
    await page.route(
      (url) => url.pathname === '/api/generateOtp',
      async (route) => {
        const header = route.request().headers()['x-altcha']
        altcha.push(header)
        if (!header)
          await route.fulfill({ status: 428, json: { status: 'error', code: 'CHALLENGE_REQUIRED', message: 'Please wait while we check your device before sending another OTP.', challenge } })
        else await route.fulfill({ status: 400, json: { status: 'error', code: 'CHALLENGE_INVALID', message: 'The security check failed. Please try again.' } })
      },
    )
    const panel = await openPanel(page, asLogin.quick.button)
    // what the polite status region says, as it changes
    const said: string[] = []
    await page.exposeFunction('recordStatus', (text: string) => said.push(text))
    await page.evaluate(() => {
      const region = document.querySelector('.quick-login__panel [data-testid="login-checking"]')
      const report = (window as unknown as { recordStatus: (t: string) => void }).recordStatus
      if (region) new MutationObserver(() => report(region.textContent ?? '')).observe(region, { childList: true, subtree: true, characterData: true })
    })
    expect(await page.locator('.quick-login__panel [data-testid="login-checking"]').getAttribute('role')).toBe('status')
    await page.locator(MOBILE).fill('9000000001')
    await panel.getByRole('button', { name: asLogin.quick.getOtp }).click()
    await expect.poll(() => describedText(page, MOBILE), { message: "the refused check's message", timeout: 10_000 }).toContain(asLogin.check.invalid)
    expect(said, "'Checking…' announced while solving").toContain(asLogin.check.busy)
    expect(altcha).toHaveLength(2)
    expect(altcha[0]).toBeUndefined()
    const payload = JSON.parse(Buffer.from(altcha[1] ?? '', 'base64').toString('utf8'))
    expect(payload).toEqual({ algorithm: 'SHA-256', challenge: challenge.challenge, number, salt, signature: challenge.signature })
    expect(await page.locator('.quick-login__panel').textContent(), 'no English on the Assamese page').not.toContain('security check')
    const lines = formatViolations(await runAxe(page), 'quick login, check refused, Assamese')
    expect(lines, lines.join('\n')).toEqual([])
  })
})
