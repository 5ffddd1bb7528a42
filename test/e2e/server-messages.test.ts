/**
 * A server's refusal in the page's language (issue 9 §1, docs/messages.md): the API answers
 * `{ code, message, params }` and the page words it (shared/apiMessage.ts), Assamese on an AS_
 * page with Assamese digits, English on an English page. Runs its own production server with
 * the default limits (the shared e2e server raises the OTP limits): a Resend within the 30 s
 * wait answers 429 OTP_RESEND_WAIT; a fourth consumer-number SMS to one mobile in an hour
 * answers 429 TOO_MANY_REQUESTS (scope mobile).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import asBilling from '../../shared/locales/as/billing.json'
import asLogin from '../../shared/locales/as/login.json'
import asMessages from '../../shared/locales/as/messages.json'
import enBilling from '../../shared/locales/en/billing.json'
import enLogin from '../../shared/locales/en/login.json'
import { deviceOptions, launchBrowser, settle, watchedPage, type WatchedPage } from '../helpers/browser'
import { startProductionServer, type RunningServer } from '../helpers/server'

/** The refusals these tests cause show up as the browser's resource errors (428: the proof of work the page answers). */
const EXPECTED_HTTP_ERRORS = [/Failed to load resource: the server responded with a status of (428|429)/]
const LATIN = /[A-Za-z0-9]/

let server: RunningServer
let tmp: string
let browser: Browser
const open: WatchedPage[] = []

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-messages-'))
  server = await startProductionServer({
    buildDir: inject('buildDir'),
    sqliteFile: path.join(tmp, 'messages.sqlite'),
    uploadsDir: path.join(tmp, 'uploads'),
    // the default OTP and SMS limits; only the proof of work is cheaper
    env: { PAGE_CACHE_TTL_MS: '0', ALTCHA_MAX_NUMBER: '2000', RECONCILE_INTERVAL_MS: '0' },
  })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
})

afterEach(async () => {
  for (const w of open.splice(0)) {
    try {
      w.expectClean('problems in the browser during this test', EXPECTED_HTTP_ERRORS)
    } finally {
      await w.close()
    }
  }
})

async function start(url: string): Promise<WatchedPage> {
  const w = await watchedPage(browser, server.baseUrl, deviceOptions('desktop'))
  open.push(w)
  await w.page.goto(server.baseUrl + url, { waitUntil: 'load' })
  await settle(w.page)
  return w
}

/** The text of the element(s) an input points to with aria-describedby. */
function describedText(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const ids = (document.querySelector(sel)?.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ')
  }, selector)
}

const LABELS = {
  en: { login: enLogin, billing: enBilling, prefix: '' },
  as: { login: asLogin, billing: asBilling, prefix: 'AS_' },
} as const

/** Log In with `mobile`, then Resend at once: the server's 429 under the OTP field, as the page words it. */
async function resendTooSoon(locale: 'en' | 'as', mobile: string): Promise<string> {
  const { login, prefix } = LABELS[locale]
  const { page } = await start(`/website/${prefix}Safety`)
  await page.getByRole('banner').getByRole('button', { name: login.submit, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: login.title })
  await expect.poll(() => dialog.isVisible(), { message: 'the login dialog opens' }).toBe(true)
  await dialog.getByLabel(login.mobileLabel).fill(mobile)
  await dialog.getByRole('button', { name: login.submit, exact: true }).click()
  const otp = dialog.getByLabel(login.otpLabel, { exact: true })
  await expect.poll(() => otp.isVisible(), { message: 'the OTP box appears' }).toBe(true)
  await dialog.getByRole('button', { name: login.resend, exact: true }).click()
  const field = '#login-dialog input[name="otpNo"]'
  await expect.poll(() => page.getAttribute(field, 'aria-invalid'), { message: 'the refusal under the OTP field', timeout: 20_000 }).toBe('true')
  // the error paragraph the field points to (the hint is the other)
  const errorId = `${await page.getAttribute(field, 'id')}-error`
  const text = (await page.locator(`[id="${errorId}"] > span`).first().textContent()) ?? ''
  expect(await describedText(page, field), 'the field points to it').toContain(text)
  return text
}

/** Asks for the consumer numbers of `mobile` by SMS four times: the fourth is refused (3 an hour). */
async function fourthSms(locale: 'en' | 'as', mobile: string): Promise<string> {
  const { billing, prefix } = LABELS[locale]
  const { page } = await start(`/website/${prefix}KnowConsNo`)
  const form = page.locator('form[aria-labelledby="knowsms-title"]')
  const send = form.getByRole('button', { name: billing.knowConsNo.send, exact: true })
  for (let i = 1; i <= 3; i++) {
    await form.getByLabel(billing.form.mobile).fill(mobile)
    await send.click()
    await expect.poll(() => form.getByTestId('sms-sent').isVisible(), { message: `SMS ${i} sent` }).toBe(true)
  }
  await send.click()
  const alert = form.getByRole('alert')
  await expect.poll(() => alert.isVisible(), { message: 'the refusal shows', timeout: 10_000 }).toBe(true)
  return (await alert.textContent()) ?? ''
}

describe('a server refusal in the page’s language', () => {
  it('OTP Resend too soon: Assamese words and digits on an AS_ page', async () => {
    const text = await resendTooSoon('as', '9000000001')
    expect(text).toMatch(/^নতুন অ’টিপি বিচৰাৰ আগতে অনুগ্ৰহ কৰি [০-৯]{1,2} ছেকেণ্ড অপেক্ষা কৰক।$/)
    expect(text).not.toMatch(LATIN)
  })

  it('OTP Resend too soon: the server’s English on an English page', async () => {
    const text = await resendTooSoon('en', '9000000002')
    expect(text).toMatch(/^Please wait \d{1,2} seconds before asking for a new OTP\.$/)
  })

  it('the fourth consumer-number SMS in an hour: the limit in Assamese, and in English', async () => {
    expect(await fourthSms('as', '9000000003')).toBe(asMessages.api.TOO_MANY_REQUESTS_mobile)
    expect(await fourthSms('en', '9000000004')).toBe('Too many requests for this mobile number. Please try again in an hour.')
  })
})
