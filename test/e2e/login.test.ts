/**
 * The consumer login dialog in real Chromium against the production build (spec §4 "Consumer
 * login", §5, §8; issue 3 §6): validation messages, OTP sent + locked mobile field, wrong
 * OTP, resend, expiry (on a second server whose OTPs live 30 s), landing on the dashboard of
 * each connection type with the session keys, Force Logout, AS_ routes, the client's
 * answers to failed calls, axe on each dialog state. OTPs are read from /dev/sms-outbox.
 * Every test that signs a mobile in signs it out at the end. The dashboards belong to
 * another part: only their URL and HTTP status are checked here.
 */
import path from 'node:path'
import os from 'node:os'
import fs from 'node:fs'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import asMessages from '../../shared/locales/as/messages.json'
import asLogin from '../../shared/locales/as/login.json'
import { MESSAGES } from '../../shared/messages'
import { deviceOptions, formatViolations, hydrated, launchBrowser, runAxe, watchedPage, type WatchedPage } from '../helpers/browser'
import { startProductionServer, type RunningServer } from '../helpers/server'
import { createDb } from '../../server/db/knex'
import { otpFromOutbox, signInWithOtp, signOut } from './consumerLogin'
import { e2eBaseUrl } from './site'

const baseUrl = e2eBaseUrl()
const SAFETY = '/website/Safety'

/**
 * The expected failures of this flow show up as console 'Failed to load resource' lines:
 * allowed here, but each such response must be one of the login calls (428: the proof-of-work
 * request before a second OTP, answered by the page).
 */
const EXPECTED_HTTP_ERRORS = [/Failed to load resource: the server responded with a status of (400|401|404|409|428)/]
const LOGIN_CALLS = /\/(auth\/(login|otp\/verify|forceLogout)|api\/web\/auth\/getConsDetails)$/

let browser: Browser
const open: WatchedPage[] = []
/** Cleanups (sign out) of the current test, run even when it fails. */
const cleanups: Array<() => Promise<unknown>> = []

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})
afterEach(async () => {
  const pages = open.splice(0)
  const todo = cleanups.splice(0)
  try {
    for (const w of pages) w.expectClean('problems in the browser during this test', EXPECTED_HTTP_ERRORS)
  } finally {
    // last registered first: a context is signed out before it is closed
    for (const c of todo.reverse()) await c().catch(() => undefined)
    for (const w of pages) await w.close()
  }
})

/** A fresh watched page on `url` (default: /website/Safety, no start-up modal there). */
async function start(kind: 'phone' | 'desktop' = 'desktop', url = SAFETY, server = baseUrl): Promise<WatchedPage> {
  const w = await watchedPage(browser, server, deviceOptions(kind))
  open.push(w)
  w.page.on('response', (res) => {
    if (res.status() >= 400 && !LOGIN_CALLS.test(new URL(res.url()).pathname)) {
      w.problems.push(`unexpected HTTP ${res.status()} for ${res.url()}`)
    }
  })
  await w.page.goto(server + url, { waitUntil: 'load' })
  // hydrated before a test stores a login in the tab: a later hydration would read it and turn Log In into My dashboard
  await hydrated(w)
  return w
}

/** Signs the mobile out of `context` when the test ends. */
function signOutLater(context: BrowserContext, server = baseUrl) {
  cleanups.push(() => signOut(context, server))
}

const dialogOf = (page: Page, title = 'Consumer Log In') => page.getByRole('dialog', { name: title })

/** Opens the login dialog from the header: the desktop Log In button, or the phone menu's. */
async function openLogin(page: Page, kind: 'phone' | 'desktop' = 'desktop', labels = { login: 'Log In', title: 'Consumer Log In' }) {
  if (kind === 'desktop') {
    await page.getByRole('banner').getByRole('button', { name: labels.login, exact: true }).click()
  } else {
    await page.getByRole('banner').locator('.menu-button').click()
    await page.locator('#nav-drawer').getByRole('button', { name: labels.login, exact: true }).click()
  }
  const dialog = dialogOf(page, labels.title)
  await expect.poll(() => dialog.isVisible(), { message: 'the login dialog opens' }).toBe(true)
  const mobile = dialog.getByRole('textbox').first()
  await expect.poll(() => mobile.evaluate((el) => el === document.activeElement), { message: 'focus in the mobile field' }).toBe(true)
  return dialog
}

/** The text of the element(s) an input points to with aria-describedby. */
function describedText(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const input = document.querySelector(sel)
    const ids = (input?.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ')
  }, selector)
}

async function expectAxeClean(page: Page, where: string) {
  const lines = formatViolations(await runAxe(page), where)
  expect(lines, lines.join('\n')).toEqual([])
}

/** Types the mobile and presses Log In; waits for the OTP box. */
async function requestOtp(page: Page, mobile: string, submit = 'Log In') {
  const dialog = dialogOf(page)
  await dialog.getByLabel('Mobile Number').fill(mobile)
  await dialog.getByRole('button', { name: submit, exact: true }).click()
  await expect.poll(() => dialog.getByLabel('OTP', { exact: true }).isVisible(), { message: 'the OTP box appears' }).toBe(true)
}

/** A 6-digit code that is surely not `otp`. */
const wrongOf = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0')

/** Checks the page went to `route` (HTTP 200 with the session cookie) and the four sessionStorage keys. */
async function expectDashboard(w: WatchedPage, route: string, mobile: string, consList: string[], server = baseUrl) {
  await w.page.waitForURL(server + route, { waitUntil: 'domcontentloaded', timeout: 30_000 })
  const res = await w.context.request.get(server + route)
  expect(res.status(), `GET ${route} with the session cookie`).toBe(200)
  const stored = await w.page.evaluate(() => ({
    accessToken: sessionStorage.getItem('accessToken'),
    consList: sessionStorage.getItem('consList'),
    mobile: sessionStorage.getItem('mobile'),
    selectedCons: sessionStorage.getItem('selectedCons'),
  }))
  expect(stored.accessToken).toMatch(/^\S{20,}$/)
  expect(JSON.parse(stored.consList ?? 'null')).toEqual(consList)
  expect(stored.mobile).toBe(mobile)
  expect(stored.selectedCons).toBe(consList[0])
  // the dashboard's own content is another part's business
  await w.page.waitForLoadState('load')
  w.reset()
}

describe('mobile entry (spec §5)', () => {
  it('shows the exact messages for an empty, short and non-numeric number, tied to the field; axe clean', async () => {
    const w = await start()
    const { page } = w
    const dialog = await openLogin(page)
    await expectAxeClean(page, 'login dialog, empty')
    const submit = dialog.getByRole('button', { name: 'Log In', exact: true })
    const field = '#login-dialog input[name="mobileNo"]'
    for (const [value, message] of [
      ['', MESSAGES.mobileEmpty],
      ['98765', MESSAGES.mobileInvalid],
      ['98765abcde', MESSAGES.mobileInvalid],
      ['900000000112', MESSAGES.mobileInvalid],
    ] as const) {
      await dialog.getByLabel('Mobile Number').fill(value)
      await submit.click()
      await expect.poll(() => describedText(page, field), { message: `message for '${value}'` }).toContain(message)
      expect(await page.getAttribute(field, 'aria-invalid')).toBe('true')
      expect(await page.evaluate((sel) => document.activeElement === document.querySelector(sel), field), 'focus back in the field').toBe(true)
    }
    await expectAxeClean(page, 'login dialog, with an error')
    // 'Register Now' goes to the registration page
    expect(await dialog.getByRole('link', { name: 'Register Now' }).getAttribute('href')).toBe('/website/ConsumerRegistration')
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.isVisible()).toBe(false)
  })

  it("a loading overlay during the call; a mobile that is not registered gets the server's message under the field", async () => {
    const { page } = await start()
    const dialog = await openLogin(page)
    // hold the call until the overlay has been seen
    let release: () => void = () => undefined
    const held = new Promise<void>((r) => (release = r))
    await page.route(baseUrl + '/auth/login', async (route) => {
      await held
      await route.continue()
    })
    await dialog.getByLabel('Mobile Number').fill('9000000009')
    await dialog.getByRole('button', { name: 'Log In', exact: true }).click()
    await expect.poll(() => page.locator('#login-dialog .login-busy').isVisible(), { message: 'the loading overlay' }).toBe(true)
    expect(await page.locator('#login-dialog .login-flow').getAttribute('aria-busy')).toBe('true')
    release()
    await expect.poll(() => page.locator('#login-dialog .login-busy').count(), { message: 'the overlay goes away' }).toBe(0)
    expect(await page.locator('#login-dialog .login-flow').getAttribute('aria-busy')).toBe('false')
    await expect
      .poll(() =>
        page
          .locator('#login-dialog .field__error')
          .first()
          .evaluate((el) => el.textContent),
      )
      .toBe(MESSAGES.mobileNotRegistered)
    expect(await describedText(page, '#login-dialog input[name="mobileNo"]')).toContain(MESSAGES.mobileNotRegistered.trim())
    expect(await dialog.getByLabel('OTP', { exact: true }).count()).toBe(0)
  })

  it("an error whose code the page does not know: the server's message under the mobile field (spec §8), not 'OTP Could not Sent !'", async () => {
    const { page } = await start()
    const dialog = await openLogin(page)
    const message = 'Login is closed for maintenance until 18:00.'
    await page.route(baseUrl + '/auth/login', (route) => route.fulfill({ status: 400, json: { status: 'error', code: 'PORTAL_MAINTENANCE', message } }))
    await dialog.getByLabel('Mobile Number').fill('9000000001')
    await dialog.getByRole('button', { name: 'Log In', exact: true }).click()
    await expect
      .poll(
        () =>
          page
            .locator('#login-dialog .field__error')
            .first()
            .evaluate((el) => el.textContent),
        { message: "the server's message" },
      )
      .toBe(message)
    expect(await describedText(page, '#login-dialog input[name="mobileNo"]')).toContain(message)
    expect(await dialog.getByText(MESSAGES.otpResendFailed).count()).toBe(0)
    expect(await dialog.getByLabel('OTP', { exact: true }).count()).toBe(0)
  })
})

describe('Log In in the phone header (issue 9 §2)', () => {
  it('is in the phone header itself, not only in the menu, and opens the login dialog', async () => {
    const { page } = await start('phone')
    const button = page.getByRole('banner').getByRole('button', { name: 'Log In', exact: true })
    expect(await button.isVisible(), 'visible without opening the menu').toBe(true)
    const box = await button.boundingBox()
    expect(box!.height).toBeGreaterThanOrEqual(44)
    expect(box!.x + box!.width).toBeLessThanOrEqual(360)
    await button.click()
    await expect.poll(() => dialogOf(page).isVisible(), { message: 'the login dialog opens' }).toBe(true)
  })
})

describe('OTP step', () => {
  it('OTP sent: toast, locked mobile, OTP focused; wrong and short OTPs; Resend makes the old OTP fail; then POSTPAID dashboard', async () => {
    const w = await start()
    const { page, context } = w
    signOutLater(context)
    const dialog = await openLogin(page)
    await dialog.getByLabel('Mobile Number').fill('9000000001')
    await dialog.getByRole('button', { name: 'Log In', exact: true }).click()
    const toast = page.getByRole('status').filter({ hasText: MESSAGES.otpSent })
    await expect.poll(() => toast.isVisible(), { message: "toast 'OTP Sent Successfully !'" }).toBe(true)
    const mobile = dialog.getByLabel('Mobile Number')
    expect(await mobile.getAttribute('readonly'), 'the mobile field is locked').not.toBeNull()
    const otpField = dialog.getByLabel('OTP', { exact: true })
    await expect.poll(() => otpField.evaluate((el) => el === document.activeElement), { message: 'focus moves to the OTP box' }).toBe(true)
    expect(await dialog.getByRole('button', { name: 'Verify' }).isVisible()).toBe(true)
    expect(await dialog.getByRole('button', { name: 'Resend' }).isVisible()).toBe(true)
    await expectAxeClean(page, 'login dialog, OTP step')
    const first = await otpFromOutbox(context, baseUrl, '9000000001')

    // empty and short: 'Invalid OTP' without asking the server
    const otpSel = '#login-dialog input[name="otpNo"]'
    for (const value of ['', '123']) {
      await otpField.fill(value)
      await dialog.getByRole('button', { name: 'Verify' }).click()
      await expect.poll(() => describedText(page, otpSel)).toContain(MESSAGES.otpWrong)
    }
    // wrong: the server's long message under the OTP field
    await otpField.fill(wrongOf(first))
    await otpField.press('Enter')
    await expect.poll(() => describedText(page, otpSel)).toContain(MESSAGES.otpWrongLong)
    expect(await page.getAttribute(otpSel, 'aria-invalid')).toBe('true')
    await expectAxeClean(page, 'login dialog, wrong OTP')

    // Resend (the e2e server lets a new OTP go after 1 s): a new OTP, the old one now fails
    await page.waitForTimeout(1100)
    await dialog.getByRole('button', { name: 'Resend' }).click()
    await expect.poll(() => otpFromOutbox(context, baseUrl, '9000000001'), { message: 'a new OTP in the outbox' }).not.toBe(first)
    const second = await otpFromOutbox(context, baseUrl, '9000000001')
    await expect.poll(() => describedText(page, otpSel)).not.toContain(MESSAGES.otpWrongLong)
    await otpField.fill(first)
    await dialog.getByRole('button', { name: 'Verify' }).click()
    await expect.poll(() => describedText(page, otpSel), { message: 'the old OTP is refused' }).toContain(MESSAGES.otpWrongLong)

    await otpField.fill(second)
    await dialog.getByRole('button', { name: 'Verify' }).click()
    await expectDashboard(w, '/website/ConsumerDashboardPostpaid', '9000000001', ['101000000001'])
  })

  it('the toast clears by itself; "Change mobile number" unlocks the field and returns to Log In', async () => {
    const { page } = await start()
    const dialog = await openLogin(page)
    await requestOtp(page, '9000000002')
    // the toast is a live region whose text clears after a few seconds
    const toast = page.getByRole('status').filter({ hasText: MESSAGES.otpSent })
    expect(await toast.isVisible()).toBe(true)
    await expect.poll(() => toast.count(), { timeout: 10_000, interval: 250, message: 'the toast clears' }).toBe(0)
    expect(await page.locator('#login-dialog .login-toast-region').getAttribute('role'), 'the live region stays for the next message').toBe('status')
    await dialog.getByRole('button', { name: 'Change mobile number' }).click()
    const mobile = dialog.getByLabel('Mobile Number')
    expect(await mobile.getAttribute('readonly')).toBeNull()
    await expect.poll(() => mobile.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await dialog.getByRole('button', { name: 'Log In', exact: true }).isVisible()).toBe(true)
    expect(await dialog.getByLabel('OTP', { exact: true }).count()).toBe(0)
  })
})

describe('numbers as people type them (issue 23 §5)', () => {
  it("'+91 90000 00001' and the OTP typed in Assamese digits sign in as 9000000001", async () => {
    const w = await start()
    const { page, context } = w
    signOutLater(context)
    const dialog = await openLogin(page)
    await requestOtp(page, '+91 90000 00001')
    const otp = await otpFromOutbox(context, baseUrl, '9000000001')
    await dialog.getByLabel('OTP', { exact: true }).fill(otp.replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d))))
    await dialog.getByRole('button', { name: 'Verify' }).click()
    await expectDashboard(w, '/website/ConsumerDashboardPostpaid', '9000000001', ['101000000001'])
  })
})

describe('landing on the dashboard of the connection type (spec §4 step 4)', () => {
  const cases = [
    { mobile: '9000000002', consList: ['102000000002'], route: '/website/ConsumerDashboardSmartPostpaid', kind: 'phone' as const },
    { mobile: '9000000003', consList: ['103000000003'], route: '/website/ConsumerDashboardPrepaid', kind: 'desktop' as const },
    { mobile: '9000000004', consList: ['104000000004'], route: '/website/ConsumerDashboardSmartPrepaid', kind: 'desktop' as const },
    // two consumer numbers: the first (POSTPAID) decides
    { mobile: '9000000005', consList: ['105000000005', '105000000006'], route: '/website/ConsumerDashboardPostpaid', kind: 'desktop' as const },
  ]
  for (const c of cases) {
    it(`${c.mobile} (${c.kind}) lands on ${c.route}`, async () => {
      const w = await start(c.kind)
      signOutLater(w.context)
      const dialog = await openLogin(w.page, c.kind)
      await requestOtp(w.page, c.mobile)
      await dialog.getByLabel('OTP', { exact: true }).fill(await otpFromOutbox(w.context, baseUrl, c.mobile))
      await dialog.getByRole('button', { name: 'Verify' }).click()
      await expectDashboard(w, c.route, c.mobile, c.consList)
    })
  }

  it('from the home page, keyboard only', async () => {
    const w = await start('desktop', '/website/')
    const { page, context } = w
    signOutLater(context)
    // the start-up modal first
    await expect.poll(() => page.getByRole('dialog', { name: 'Be Alert, Be Safe' }).isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    // the dialog's close event moves the focus (to the main content) a moment later: wait for
    // it, or it lands after the focus below and the Enter goes to the wrong element
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content')
    const button = page.getByRole('banner').getByRole('button', { name: 'Log In', exact: true })
    await button.focus()
    await page.keyboard.press('Enter')
    const dialog = dialogOf(page)
    await expect.poll(() => dialog.getByLabel('Mobile Number').evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.type('9000000003')
    await page.keyboard.press('Enter')
    const otpField = dialog.getByLabel('OTP', { exact: true })
    await expect.poll(() => otpField.evaluate((el) => el === document.activeElement).catch(() => false)).toBe(true)
    await page.keyboard.type(await otpFromOutbox(context, baseUrl, '9000000003'))
    await page.keyboard.press('Enter')
    await expectDashboard(w, '/website/ConsumerDashboardPrepaid', '9000000003', ['103000000003'])
    // signed in, the header's Log In becomes the way back to the dashboards
    const banner = page.getByRole('banner')
    await expect.poll(() => banner.getByRole('link', { name: 'My dashboard' }).getAttribute('href')).toBe('/website/ConsumerDashboard')
    expect(await banner.getByRole('button', { name: 'Log In', exact: true }).count()).toBe(0)
  })
})

describe('logged in by this tab already', () => {
  it('Log In with the same mobile goes on with the stored session: back to the dashboard without an OTP', async () => {
    const w = await start()
    const { page, context } = w
    signOutLater(context)
    await signInWithOtp(context, baseUrl, '9000000002', page)
    const sent = await otpFromOutbox(context, baseUrl, '9000000002')
    const dialog = await openLogin(page)
    await dialog.getByLabel('Mobile Number').fill('9000000002')
    await dialog.getByRole('button', { name: 'Log In', exact: true }).click()
    await expectDashboard(w, '/website/ConsumerDashboardSmartPostpaid', '9000000002', ['102000000002'])
    expect(await otpFromOutbox(context, baseUrl, '9000000002'), 'no new OTP was sent').toBe(sent)
  })
})

describe('Assamese pages', () => {
  it('a login started on an AS_ page stays on AS_ routes, in Assamese', async () => {
    const w = await start('desktop', '/website/AS_Safety')
    const { page, context } = w
    signOutLater(context)
    const dialog = await openLogin(page, 'desktop', { login: asLogin.submit, title: asLogin.title })
    await dialog.getByRole('button', { name: asLogin.submit, exact: true }).click()
    await expect.poll(() => describedText(page, '#login-dialog input[name="mobileNo"]')).toContain(asMessages.mobileEmpty)
    await dialog.getByLabel(asLogin.mobileLabel).fill('9000000004')
    await dialog.getByRole('button', { name: asLogin.submit, exact: true }).click()
    await expect.poll(() => page.getByRole('status').filter({ hasText: asMessages.otpSent }).isVisible()).toBe(true)
    expect(await dialog.getByRole('link', { name: asLogin.register }).getAttribute('href')).toBe('/website/AS_ConsumerRegistration')
    await expectAxeClean(page, 'login dialog in Assamese, OTP step')
    await dialog.getByLabel(asLogin.otpLabel, { exact: true }).fill(await otpFromOutbox(context, baseUrl, '9000000004'))
    await dialog.getByRole('button', { name: asLogin.verify }).click()
    await expectDashboard(w, '/website/AS_ConsumerDashboardSmartPrepaid', '9000000004', ['104000000004'])
  })
})

describe('Force Logout (spec §4 step 5)', () => {
  it('already logged in → Force Logout panel → wrong OTP, then the right one → log in again', async () => {
    const mobile = '9000000005'
    // the other session, started in another browser context
    const other = await browser.newContext()
    cleanups.push(() => other.close())
    const otherSession = await signInWithOtp(other, baseUrl, mobile)
    signOutLater(other)

    const w = await start()
    const { page, context } = w
    signOutLater(context)
    const dialog = await openLogin(page)
    await dialog.getByLabel('Mobile Number').fill(mobile)
    await dialog.getByRole('button', { name: 'Log In', exact: true }).click()
    await expect.poll(() => dialog.getByText(MESSAGES.alreadyLoggedIn, { exact: true }).isVisible(), { message: 'the spec text' }).toBe(true)
    const flButton = dialog.getByRole('button', { name: 'Force Logout', exact: true })
    await expect.poll(() => flButton.evaluate((el) => el === document.activeElement), { message: 'focus on Force Logout' }).toBe(true)
    await expectAxeClean(page, 'login dialog, Force Logout panel')

    await flButton.click()
    await expect.poll(() => page.getByRole('status').filter({ hasText: MESSAGES.otpSent }).isVisible()).toBe(true)
    const flOtp = dialog.getByLabel('Force logout OTP')
    await expect.poll(() => flOtp.evaluate((el) => el === document.activeElement)).toBe(true)
    const code = await otpFromOutbox(context, baseUrl, mobile)
    await flOtp.fill(wrongOf(code))
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await expect.poll(() => describedText(page, '#login-dialog input[name="forceLogoutOtp"]')).toContain(MESSAGES.forceLogoutFailed)
    await expectAxeClean(page, 'login dialog, force logout OTP refused')
    // the other session is still alive
    const stillThere = await other.request.post(`${baseUrl}/api/web/auth/getConsDetails`, {
      headers: { Origin: baseUrl, Authorization: `Bearer ${otherSession.accessToken}` },
      data: { consNo: otherSession.consList[0], mobileNo: mobile },
    })
    expect(stillThere.status()).toBe(200)

    await flOtp.fill(code)
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await expect.poll(() => dialog.getByText(MESSAGES.forceLogoutSuccess, { exact: true }).isVisible()).toBe(true)
    const login = dialog.getByRole('button', { name: 'Log In', exact: true })
    expect(await login.isVisible(), 'the Log In button is back').toBe(true)
    await expect.poll(() => login.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await dialog.getByText(MESSAGES.alreadyLoggedIn).count()).toBe(0)
    // the other session has ended
    const ended = await other.request.post(`${baseUrl}/api/web/auth/getConsDetails`, {
      headers: { Origin: baseUrl, Authorization: `Bearer ${otherSession.accessToken}` },
      data: { consNo: otherSession.consList[0], mobileNo: mobile },
    })
    expect(ended.status()).toBe(401)

    // the normal login is offered again and works
    await page.waitForTimeout(1100) // the e2e server's wait between two OTPs
    await login.click()
    await expect.poll(() => dialog.getByLabel('OTP', { exact: true }).isVisible()).toBe(true)
    await dialog.getByLabel('OTP', { exact: true }).fill(await otpFromOutbox(context, baseUrl, mobile))
    await dialog.getByRole('button', { name: 'Verify' }).click()
    await expectDashboard(w, '/website/ConsumerDashboardPostpaid', mobile, ['105000000005', '105000000006'])
  })
})

describe('failed calls (spec §8)', () => {
  /** Logs 9000000002 in up to the Verify press, with `route` answering for one call. */
  async function verifyWith(pattern: string, answer: Parameters<Page['route']>[1]) {
    const w = await start()
    signOutLater(w.context)
    const dialog = await openLogin(w.page)
    await requestOtp(w.page, '9000000002')
    await w.page.route(baseUrl + pattern, answer)
    await dialog.getByLabel('OTP', { exact: true }).fill(await otpFromOutbox(w.context, baseUrl, '9000000002'))
    await dialog.getByRole('button', { name: 'Verify' }).click()
    return { w, dialog }
  }

  it("verify request fails: 'Network Error !' toast, still on the OTP step", async () => {
    const { w, dialog } = await verifyWith('/auth/otp/verify', (route) => route.abort('failed'))
    await expect.poll(() => w.page.getByRole('status').filter({ hasText: MESSAGES.networkError }).isVisible()).toBe(true)
    expect(await dialog.getByLabel('OTP', { exact: true }).isVisible()).toBe(true)
    w.expectClean('besides the aborted request', [...EXPECTED_HTTP_ERRORS, /net::ERR_FAILED/])
    w.reset()
  })

  it("verify answers something else than success: 'OTP Invalid !' under the OTP field", async () => {
    const { w } = await verifyWith('/auth/otp/verify', (route) => route.fulfill({ status: 500, json: { status: 'error', message: 'boom' } }))
    await expect.poll(() => describedText(w.page, '#login-dialog input[name="otpNo"]')).toContain(MESSAGES.otpVerifyNotSuccess)
    w.expectClean('besides the mocked 500', [...EXPECTED_HTTP_ERRORS, /status of 500/])
    w.reset()
  })

  it("details code not '00': 'Consumer Not Found' in a modal; closing it leaves the login dialog, ready to log in again", async () => {
    const { w, dialog } = await verifyWith('/api/web/auth/getConsDetails', (route) =>
      route.fulfill({ status: 200, json: { message: '01', code: 'CONSUMER_NOT_FOUND', detail: MESSAGES.consumerNotFound } }),
    )
    const modal = w.page.getByRole('dialog', { name: MESSAGES.consumerNotFound })
    await expect.poll(() => modal.isVisible(), { message: "the 'Consumer Not Found' modal" }).toBe(true)
    await expectAxeClean(w.page, 'Consumer Not Found modal')
    const ok = modal.getByRole('button', { name: 'OK' })
    await expect.poll(() => ok.evaluate((el) => el === document.activeElement), { message: 'focus on OK' }).toBe(true)
    await w.page.keyboard.press('Enter')
    await expect.poll(() => modal.isVisible()).toBe(false)
    expect(await dialog.isVisible(), 'the login dialog stays open').toBe(true)
    const login = dialog.getByRole('button', { name: 'Log In', exact: true })
    await expect.poll(() => login.evaluate((el) => el === document.activeElement)).toBe(true)
    // the half-done sign-in was ended: nothing stored, and no 'already logged in' next time
    expect(await w.page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull()
    await w.page.unroute(baseUrl + '/api/web/auth/getConsDetails')
    await w.page.waitForTimeout(1100)
    await login.click()
    await expect.poll(() => dialog.getByLabel('OTP', { exact: true }).isVisible()).toBe(true)
  })

  it("details refused (401): 'Session Expired, Please log in again'", async () => {
    const { w, dialog } = await verifyWith('/api/web/auth/getConsDetails', (route) => route.fulfill({ status: 401, json: { message: 'Session Expired' } }))
    await expect.poll(() => dialog.getByRole('alert').filter({ hasText: MESSAGES.sessionExpired }).isVisible()).toBe(true)
    expect(await dialog.getByRole('button', { name: 'Log In', exact: true }).isVisible()).toBe(true)
    expect(await w.page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull()
  })
})

describe('OTP expiry', () => {
  let server: RunningServer | undefined
  let tmp: string | undefined
  let sqliteFile = ''

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-e2e-expiry-'))
    sqliteFile = path.join(tmp, 'expiry.sqlite')
    server = await startProductionServer({
      buildDir: inject('buildDir'),
      sqliteFile,
      uploadsDir: path.join(tmp, 'uploads'),
      env: { PAGE_CACHE_TTL_MS: '0', OTP_RESEND_WAIT_SECONDS: '1', OTP_MAX_SENDS: '100', RECONCILE_INTERVAL_MS: '0', ALTCHA_MAX_NUMBER: '2000' },
    })
  })
  afterAll(async () => {
    await server?.stop()
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
  })

  /** the OTP's life runs out: its challenge moves into the past, as if sent a life ago (the server compares with its own clock) */
  async function expire(mobile: string) {
    const db = createDb({ sqlitePath: sqliteFile, DATABASE_URL: undefined, DB_POOL_MAX: 1, SQLITE_BUSY_TIMEOUT_MS: 10_000 })
    try {
      const changed = await db('otp_challenges')
        .where({ mobile })
        .whereNull('consumed_at')
        .whereNull('voided_at')
        .update({ created_at: Date.now() - 301_000, expires_at: Date.now() - 1000 })
      expect(changed).toBe(1)
    } finally {
      await db.destroy()
    }
  }

  it('an expired OTP is refused with the spec text and a hint to Resend; the resent one works', async () => {
    const srv = server!.baseUrl
    const w = await start('desktop', SAFETY, srv)
    const { page, context } = w
    signOutLater(context, srv)
    const dialog = await openLogin(page)
    await requestOtp(page, '9000000001')
    const code = await otpFromOutbox(context, srv, '9000000001')
    await expire('9000000001')
    const otpField = dialog.getByLabel('OTP', { exact: true })
    await otpField.fill(code)
    await dialog.getByRole('button', { name: 'Verify' }).click()
    const otpSel = '#login-dialog input[name="otpNo"]'
    await expect.poll(() => describedText(page, otpSel)).toContain(MESSAGES.otpWrongLong)
    expect(await describedText(page, otpSel)).toContain('This OTP has expired. Press Resend to get a new one.')
    await dialog.getByRole('button', { name: 'Resend' }).click()
    await expect.poll(() => otpFromOutbox(context, srv, '9000000001')).not.toBe(code)
    await otpField.fill(await otpFromOutbox(context, srv, '9000000001'))
    await dialog.getByRole('button', { name: 'Verify' }).click()
    await expectDashboard(w, '/website/ConsumerDashboardPostpaid', '9000000001', ['101000000001'], srv)
  })
})
