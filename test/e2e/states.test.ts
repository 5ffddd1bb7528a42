/**
 * The post-login sweep of issue 9 §2: the states a consumer reaches after signing in and
 * paying — payment status (a bill paid, a keypad recharge with its token, a smart recharge),
 * the recharge receipt, the voucher reprint, the duplicate bill receipt and the bill view —
 * visited signed in, at 360 px (phone, touch) and 1280 px, in English and Assamese. Each must
 * answer 200, hydrate without a problem, pass axe at WCAG 2.1 AA, never scroll sideways on
 * the fixed 360 px, and (on the phone) offer no touch target under 44 × 44 px; in Assamese,
 * show no English (test/helpers/latinWords.ts, issue 23 §3). The sandbox gateway's page of an
 * Assamese order is held to the same. The signed-out sweep of every route is routes.test.ts;
 * the dashboards are swept there signed in.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deviceOptions, formatViolations, hydrated, launchBrowser, layoutProblems, readerText, runAxe, sweepProblems, watchedPage, type WatchedPage } from '../helpers/browser'
import { latinWords } from '../helpers/latinWords'
import { signIn, signOut, storeLogin } from './consumerLogin'
import { payableBill } from './payableBill'
import { sandboxButton } from './sandboxGateway'
import { e2eBaseUrl } from './site'

const baseUrl = e2eBaseUrl()
const site = (path: string) => `${baseUrl}/website${path}`

const MOBILE = '9000000003' // keypad prepaid 103000000003 (and no other connection)
const KEYPAD = '103000000003'
const KEYPAD_METER = '04000000003'
const SMART = '104000000004'

let browser: Browser
const viewports: Array<{ kind: 'phone' | 'desktop'; width: number; watched?: WatchedPage }> = [
  { kind: 'phone', width: 360 },
  { kind: 'desktop', width: 1280 },
]

interface Order {
  orderId: string
  redirectUrl: string
}

/** An order made through the API (confirmed as a repeat: other files pay the same demo consumers). */
async function createOrder(body: Record<string, unknown>): Promise<Order> {
  const res = await fetch(`${baseUrl}/api/payments/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `e2e-states-${Date.now()}-${Math.random().toString(36).slice(2, 10)}` },
    body: JSON.stringify({ locale: 'en', channel: 'web', confirmRepeat: true, ...body }),
  })
  if (res.status !== 201) throw new Error(`order refused: ${res.status} ${await res.text()}`)
  return (await res.json()) as Order
}

/** Pays an order on the sandbox gateway page and waits until the server says PAID; answers its status. */
async function payOnSandbox(page: Page, order: Order, consNo: string): Promise<{ receiptNo: string; txnId: string }> {
  await page.goto(new URL(order.redirectUrl, baseUrl).toString(), { waitUntil: 'load' })
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  await page.waitForURL(/\/website\/PaymentStatus\?/, { timeout: 20_000 })
  const txnId = new URL(page.url()).searchParams.get('txnId')!
  // (a loop, not expect.poll: this runs in beforeAll)
  for (let i = 0; i < 100; i++) {
    const status = (await (await fetch(`${baseUrl}/api/payments/status?consNo=${consNo}&txnId=${encodeURIComponent(txnId)}`)).json()) as {
      status?: string
      receiptNo?: string
    }
    if (status.status === 'PAID' && status.receiptNo) return { receiptNo: status.receiptNo, txnId }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`order ${txnId} of ${consNo} is not PAID after 20 s`)
}

/** Signs the context in and gives its page the tab's stored login (the header's signed-in state). */
async function signInBoth(first: BrowserContext, second: BrowserContext): Promise<void> {
  const page = viewports[0].watched!.page
  await page.goto(site('/'), { waitUntil: 'load' })
  const body = await signIn(first, baseUrl, MOBILE, page)
  await second.addCookies((await first.cookies()).filter((c) => c.httpOnly))
  const other = viewports[1].watched!.page
  await other.goto(site('/'), { waitUntil: 'load' })
  await storeLogin(other, body, MOBILE)
}

const states: Array<{ name: string; path: string }> = []

beforeAll(async () => {
  browser = await launchBrowser()
  for (const v of viewports) v.watched = await watchedPage(browser, baseUrl, deviceOptions(v.kind), { preloadAxe: true })
  await signInBoth(viewports[0].watched!.context, viewports[1].watched!.context)

  // the states to visit, made the way a consumer makes them (a separate page: the gateway
  // leaves its own traces, which are not this sweep's subject)
  const payer = await (await browser.newContext()).newPage()
  const recharge = await payOnSandbox(payer, await createOrder({ purpose: 'recharge', consumerNo: KEYPAD, amountPaise: 20_000 }), KEYPAD)
  const smart = await payOnSandbox(payer, await createOrder({ purpose: 'recharge', consumerNo: SMART, amountPaise: 15_000 }), SMART)
  // a bill that still asks for money (other files pay these bills; more than is payable is refused)
  const { consNo: POSTPAID, paise } = await payableBill(baseUrl)
  const bill = await payOnSandbox(payer, await createOrder({ purpose: 'bill', consumerNo: POSTPAID, amountPaise: Math.min(10_000, paise) }), POSTPAID)
  await payer.context().close()
  states.push(
    { name: 'payment status: keypad recharge with its token', path: `/PaymentStatus?consNo=${KEYPAD}&txnId=${recharge.txnId}` },
    { name: 'payment status: smart recharge', path: `/PaymentStatus?consNo=${SMART}&txnId=${smart.txnId}` },
    { name: 'payment status: bill paid', path: `/PaymentStatus?consNo=${POSTPAID}&txnId=${bill.txnId}` },
    { name: 'smart recharge receipt', path: `/AdSmtPrdRct?consNo=${SMART}&receiptNo=${smart.receiptNo}` },
    { name: 'voucher reprint', path: `/ReprintVoucher?consNo=${KEYPAD}&meterNo=${KEYPAD_METER}&receiptNo=${recharge.receiptNo}` },
    { name: 'duplicate bill receipt', path: `/DuplicateReceipt?consNo=${POSTPAID}&ref=${encodeURIComponent(bill.receiptNo)}` },
    { name: 'bill view', path: `/ViewBill?consNo=${POSTPAID}` },
  )
}, 180_000)

afterAll(async () => {
  if (viewports[0].watched) await signOut(viewports[0].watched.context, baseUrl)
  await browser?.close()
})

describe('signed in, after a payment: every state at 360 and 1280 px, in both languages', () => {
  it('has the states to visit', () => {
    expect(states.length).toBe(7)
  })

  for (const locale of ['en', 'as'] as const) {
    it(`every state in ${locale === 'en' ? 'English' : 'Assamese'}`, async () => {
      const failures: string[] = []
      for (const state of states) {
        const [pathname, query] = state.path.split('?')
        const path = locale === 'as' ? `/AS_${pathname.slice(1)}?${query}` : state.path
        for (const v of viewports) {
          const where = `${state.name}, ${path}, width ${v.width}`
          failures.push(...(await sweepProblems(v.watched!, site(path), { width: v.width, touch: v.kind === 'phone', where })))
        }
      }
      expect(failures, failures.join('\n')).toEqual([])
    }, 240_000)
  }

  it('the sandbox gateway page of an Assamese order, at 360 and 1280 px: in Assamese, axe-clean, no sideways scroll', async () => {
    // the page is the gateway's, not a Vike page: no hydration to wait for
    const { consNo, paise } = await payableBill(baseUrl)
    const order = await createOrder({ purpose: 'bill', consumerNo: consNo, amountPaise: Math.min(10_000, paise), locale: 'as' })
    expect(order.redirectUrl).toMatch(/^\/sandbox-pg\/checkout\/APD[A-Z2-7]{16}\?lang=as$/)
    const failures: string[] = []
    for (const v of viewports) {
      const w = v.watched!
      const where = `sandbox gateway, Assamese order, width ${v.width}`
      w.reset()
      const res = await w.page.goto(new URL(order.redirectUrl, baseUrl).toString(), { waitUntil: 'load' })
      if (res?.status() !== 200) failures.push(`status ${res?.status()} (${where})`)
      expect(await w.page.locator('html').getAttribute('lang')).toBe('as')
      failures.push(...formatViolations(await runAxe(w.page), where))
      failures.push(...(await layoutProblems(w.page, { width: v.width, touch: v.kind === 'phone' })).map((p) => `${p} (${where})`))
      const words = latinWords(await readerText(w.page))
      if (words.length) failures.push(`English on the Assamese gateway page: ${words.join(', ')} (${where})`)
      failures.push(...w.problems.map((p) => `${p} (${where})`))
    }
    // the payer cancels: an open order would make the other files' payment of this bill ask 'pay again?'
    const page = viewports[1].watched!.page
    await sandboxButton(page, 'cancel').click()
    await page.waitForURL(/\/website\/AS_PaymentStatus\?/, { timeout: 20_000 })
    expect(failures, failures.join('\n')).toEqual([])
  })

  it("offers 'Back to dashboard' after a payment when signed in, and not when signed out", async () => {
    const w = viewports[1].watched!
    const status = states.find((s) => s.name.startsWith('payment status: bill'))!
    await w.page.goto(site(status.path), { waitUntil: 'load' })
    await hydrated(w)
    const back = w.page.getByRole('link', { name: 'Back to dashboard' })
    await expect.poll(() => back.isVisible()).toBe(true)
    expect(await back.getAttribute('href')).toBe('/website/ConsumerDashboard')
    const anonymous = await watchedPage(browser, baseUrl, deviceOptions('desktop'))
    try {
      await anonymous.page.goto(site(status.path), { waitUntil: 'load' })
      await hydrated(anonymous)
      expect(await anonymous.page.getByRole('link', { name: 'Back to dashboard' }).count()).toBe(0)
    } finally {
      await anonymous.close()
    }
  })
})
