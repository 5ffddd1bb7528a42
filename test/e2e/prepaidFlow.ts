/**
 * Helpers of the prepaid and payment-status end-to-end files: one Chromium per file, a fresh
 * watched context per test (any console error, page error or foreign request fails it), a
 * recharge through the sandbox gateway, and an axe sweep of a result page at 360 and 1280 px
 * in English and Assamese.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { deviceOptions, formatViolations, hydrated, launchBrowser, runAxe, watchedPage, type WatchedPage } from '../helpers/browser'
import { e2eBaseUrl } from './site'
import { sandboxButton } from './sandboxGateway'
import type { SandboxAction } from '../../server/adapters/payment/sandbox'

export const baseUrl = e2eBaseUrl()
export const site = (path: string) => `${baseUrl}/website${path}`

/** Nothing is excused: the sandbox page's /favicon.ico is redirected to the site's icon. */
const ALLOWED: RegExp[] = []
/**
 * Pages where rechargeThroughSandbox answered the repeat-payment question: their order's 409
 * (the question) is expected, and the browser logs it as a failed resource.
 */
const asked = new WeakSet<Page>()
const QUESTION_409 = /the server responded with a status of 409/

export function prepaidSession() {
  let browser: Browser
  const open: WatchedPage[] = []

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  afterEach(async () => {
    const pages = open.splice(0)
    try {
      for (const w of pages) w.expectClean('problems in the browser during this test', asked.has(w.page) ? [...ALLOWED, QUESTION_409] : ALLOWED)
    } finally {
      for (const w of pages) await w.close()
    }
  })

  /** A fresh watched page at `path` (under /website), hydrated. */
  async function visit(path: string, kind: 'phone' | 'desktop' = 'desktop'): Promise<{ page: Page; w: WatchedPage }> {
    const w = await watchedPage(browser, baseUrl, deviceOptions(kind))
    open.push(w)
    const res = await w.page.goto(site(path), { waitUntil: 'load' })
    expect(res?.status(), `status of ${path}`).toBe(200)
    await hydrated(w)
    return { page: w.page, w }
  }

  /**
   * axe at WCAG 2.1 AA for `path` and its AS_ mirror at 360 and 1280 px; every problem of
   * the browser counts too.
   */
  async function axeBoth(path: string): Promise<void> {
    const failures: string[] = []
    const [pathname, query = ''] = path.split('?')
    for (const p of [path, `/AS_${pathname.slice(1)}${query ? '?' + query : ''}`]) {
      for (const kind of ['phone', 'desktop'] as const) {
        const w = await watchedPage(browser, baseUrl, deviceOptions(kind))
        try {
          const res = await w.page.goto(site(p), { waitUntil: 'load' })
          if (res?.status() !== 200) failures.push(`status ${res?.status()} (${p}, ${kind})`)
          await hydrated(w)
          failures.push(...w.problems.map((x) => `${x} (${p}, ${kind})`))
          failures.push(...formatViolations(await runAxe(w.page), `${p}, ${kind}`))
        } finally {
          await w.close()
        }
      }
    }
    expect(failures, failures.join('\n')).toEqual([])
  }

  return { visit, axeBoth }
}

export type GatewayAction = 'Pay' | 'Fail' | 'Cancel' | 'Pay, but lose the callback'

/** The button of each action, by what it does: its words are the order's language (./sandboxGateway.ts). */
const ACTION_OF: Record<GatewayAction, SandboxAction> = { Pay: 'pay', Fail: 'fail', Cancel: 'cancel', 'Pay, but lose the callback': 'pay-lose-callback' }

/**
 * On a recharge page showing a consumer: types the amount, presses Recharge, answers the
 * sandbox gateway with `action` and waits for the payment status page. Answers its URL. The
 * files recharge the same demo meters many times within 30 minutes: when the page asks whether
 * to pay again (the repeat-payment question, payment-repeat.test.ts), it says yes.
 */
export async function rechargeThroughSandbox(page: Page, rupees: number, action: GatewayAction): Promise<URL> {
  await page.getByRole('textbox', { name: /Amount in rupees|টকাত পৰিমাণ/ }).fill(String(rupees))
  await page.locator('form.prepaid-recharge button[type=submit]').click()
  const question = page.locator('dialog#repeat-payment[open]')
  // the loser of the race times out later: settled either way, never an unhandled rejection
  const next = await Promise.race([
    page.waitForURL(/\/sandbox-pg\/checkout\//, { timeout: 20_000 }).then(
      () => 'gateway' as const,
      () => 'timeout' as const,
    ),
    question.waitFor({ state: 'visible', timeout: 20_000 }).then(
      () => 'question' as const,
      () => 'timeout' as const,
    ),
  ])
  if (next === 'timeout') throw new Error('neither the gateway page nor the repeat-payment question within 20 s')
  if (next === 'question') {
    asked.add(page)
    await question.getByRole('button', { name: /^(Pay again|পুনৰ পৰিশোধ কৰক)$/ }).click()
    await page.waitForURL(/\/sandbox-pg\/checkout\//, { timeout: 20_000 })
  }
  await sandboxButton(page, ACTION_OF[action]).click()
  await page.waitForURL(/\/website\/(AS_)?PaymentStatus\?/, { timeout: 20_000 })
  await page.waitForLoadState('load')
  await page.waitForFunction(() => !!document.querySelector('.prepaid-status'), undefined, { timeout: 15_000 })
  return new URL(page.url())
}

/** The visible text of the page's main content, spaces collapsed. */
export async function mainText(page: Page): Promise<string> {
  return (await page.locator('main').innerText()).replace(/\s+/g, ' ')
}

/** The 20-digit token shown on a voucher (five groups of four), or '' when there is none. */
export async function voucherToken(page: Page): Promise<string> {
  const groups = await page.locator('.prepaid-voucher .prepaid-token__group').allInnerTexts()
  return groups.join('')
}

/** "₹ 1,408.66" (or in Assamese digits) → paise. */
export function paiseOf(text: string): number {
  const ascii = text.replace(/[০-৯]/g, (d) => String('০১২৩৪৫৬৭৮৯'.indexOf(d)))
  const m = /(-?)([\d,]+)\.(\d{2})/.exec(ascii)
  if (!m) throw new Error(`no amount in "${text}"`)
  return (m[1] ? -1 : 1) * (Number(m[2].replace(/,/g, '')) * 100 + Number(m[3]))
}
