/**
 * Issue 7 §2 in Chromium: two tabs with two idempotency keys paid the same bill twice. Now the
 * second tab's Pay shows the first payment (amount, time, status, a link to its status page or
 * receipt) and asks: "Don't pay again" goes back to the form, 'Pay again' goes on to the
 * sandbox gateway. At 360 px and 1280 px, in English and Assamese, axe-clean, keyboard focus
 * on the question. Every page also fails on a console error (but the question's own 409), a
 * hydration warning or a request to another host.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { deviceOptions, formatViolations, hydrated, launchBrowser, runAxe, watchedPage, type WatchedPage } from '../helpers/browser'
import { ownUnpaidConsumer, payableBill } from './payableBill'
import { e2eBaseUrl } from './site'

const baseUrl = e2eBaseUrl()
const site = (path: string) => `${baseUrl}/website${path}`
/** the browser logs the question's 409 (and the refusal's) as a failed resource: expected here, nothing else */
const QUESTION_409 = /the server responded with a status of 409/
/** consumers of this file's own, one a test (ownUnpaidConsumer): no other file orders or pays their bills */
const OWN = { secondTab: '101000000891', staleTab: '101000000892' }

let browser: Browser
let open: WatchedPage[] = []

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})
afterEach(async () => {
  const pages = open
  open = []
  try {
    for (const w of pages) w.expectClean('problems in the browser during this test', [QUESTION_409])
  } finally {
    for (const w of pages) await w.close()
  }
})

async function tab(path: string, kind: 'phone' | 'desktop' = 'desktop'): Promise<Page> {
  const w = await watchedPage(browser, baseUrl, deviceOptions(kind))
  open.push(w)
  const res = await w.page.goto(site(path), { waitUntil: 'load' })
  expect(res?.status(), path).toBe(200)
  await hydrated(w)
  return w.page
}

/** The test's own consumer with an unpaid bill, and its amount payable as shown. */
async function unpaidBill(consNo: string) {
  await ownUnpaidConsumer(consNo)
  return payableBill(baseUrl, [consNo])
}

const payButton = (page: Page) => page.locator('.billing-pay > button')
const question = (page: Page) => page.locator('dialog#repeat-payment[open]')
const spaces = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim()

/** Presses Pay and waits for the sandbox's checkout page; answers the order id. */
async function payToGateway(page: Page): Promise<string> {
  await payButton(page).click()
  await page.waitForURL(/\/sandbox-pg\/checkout\//, { timeout: 20_000 })
  return new URL(page.url()).pathname.split('/').pop()!
}

async function statusOf(consNo: string, orderId: string) {
  const res = await fetch(`${baseUrl}/api/payments/status?consNo=${consNo}&txnId=${orderId}`)
  expect(res.status).toBe(200)
  return (await res.json()) as { status: string; createdAt: string; paidAt: string | null; receiptNo: string | null; amountPaise: number }
}

/** India time hh:mm of an ISO timestamp. */
const indiaTime = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(11, 16)

async function expectAxeClean(page: Page, where: string) {
  expect(formatViolations(await runAxe(page), where)).toEqual([])
}

/** The dialog fits the viewport (no sideways scrolling) and the page does not scroll sideways. */
async function expectFits(page: Page) {
  const box = (await question(page).boundingBox())!
  const width = page.viewportSize()!.width
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(width)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

describe('paying the same bill again within 30 minutes', () => {
  it("a second tab is shown the payment still open in the first and asked; \"Don't pay again\" goes back, 'Pay again' goes to the gateway", async () => {
    const { consNo, amount } = await unpaidBill(OWN.secondTab)
    const first = await tab(`/PayBill?consNo=${consNo}`)
    const second = await tab(`/PayBill?consNo=${consNo}`, 'phone')
    const firstOrder = await payToGateway(first) // the first tab is on the gateway's page now
    const started = await statusOf(consNo, firstOrder)
    expect(started.status).toBe('CREATED')

    // the second tab (360 px) asks before paying
    const orders: string[] = []
    second.on('request', (r) => r.url().includes('/api/payments/orders') && orders.push(r.headers()['idempotency-key']))
    await payButton(second).click()
    const dialog = question(second)
    await dialog.waitFor({ state: 'visible' })
    expect(await dialog.getByRole('heading', { level: 2 }).innerText()).toBe('Pay this bill again?')
    expect(spaces(await dialog.getByTestId('repeat-question').innerText())).toBe(
      `A payment of ${amount} for this bill was started at ${indiaTime(started.createdAt)} and is not complete yet. Pay again?`,
    )
    expect(spaces(await dialog.getByTestId('repeat-amount').innerText())).toBe(amount)
    expect(await dialog.getByTestId('repeat-status').innerText()).toBe('Not completed yet')
    expect(await dialog.getByTestId('repeat-txn').innerText()).toBe(firstOrder)
    expect(await dialog.getByTestId('repeat-receipt').count()).toBe(0)
    const link = dialog.getByRole('link', { name: 'See the status of the earlier payment' })
    expect(await link.getAttribute('href')).toBe(`/website/PaymentStatus?consNo=${consNo}&txnId=${firstOrder}`)
    // focus is on the question, inside the modal dialog
    expect(await second.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('repeat-question')
    await expectFits(second)
    await expectAxeClean(second, 'repeat question, 360 px')

    // "Don't pay again": back to the form, focus on Pay, nothing ordered, still on PayBill
    await dialog.getByRole('button', { name: "Don't pay again", exact: true }).click()
    await expect.poll(() => question(second).count()).toBe(0)
    expect(new URL(second.url()).pathname).toBe('/website/PayBill')
    // the dialog's close event (a task after dialog.close()) gives focus back: wait for it
    await expect.poll(() => second.evaluate(() => document.activeElement?.className ?? '')).toContain('btn--accent')
    expect(await payButton(second).isEnabled()).toBe(true)
    expect((await statusOf(consNo, firstOrder)).status).toBe('CREATED')

    // the Assamese page asks in Assamese (no English words but the transaction id), at 1280 px
    const assamese = await tab(`/AS_PayBill?consNo=${consNo}`)
    await payButton(assamese).click()
    const asDialog = question(assamese)
    await asDialog.waitFor({ state: 'visible' })
    expect(await asDialog.getByRole('heading', { level: 2 }).innerText()).toBe('এই বিলখন পুনৰ পৰিশোধ কৰিবনে?')
    const asText = (await asDialog.innerText()).replace(firstOrder, '')
    expect(asText).not.toMatch(/[A-Za-z]/)
    expect(asText).toContain('পুনৰ পৰিশোধ কৰিবনে?')
    await expectFits(assamese)
    await expectAxeClean(assamese, 'repeat question, Assamese, 1280 px')
    await assamese.keyboard.press('Escape') // Escape is "don't pay again" too
    await expect.poll(() => question(assamese).count()).toBe(0)

    // asked again, the second tab says 'Pay again': the same key, confirmed, reaches the gateway
    await payButton(second).click()
    await question(second).waitFor({ state: 'visible' })
    await question(second).getByRole('button', { name: 'Pay again', exact: true }).click()
    await second.waitForURL(/\/sandbox-pg\/checkout\//, { timeout: 20_000 })
    const secondOrder = new URL(second.url()).pathname.split('/').pop()!
    expect(secondOrder).not.toBe(firstOrder)
    expect(orders.length).toBe(3)
    expect(new Set(orders).size).toBe(1)

    // both tabs cancel on the gateway: nothing paid, the bill stays payable for the other files
    for (const [page, orderId] of [
      [second, secondOrder],
      [first, firstOrder],
    ] as const) {
      await page.getByRole('button', { name: 'Cancel', exact: true }).click()
      await page.waitForURL(/\/website\/PaymentStatus\?/, { timeout: 20_000 })
      expect((await statusOf(consNo, orderId)).status).toBe('CANCELLED')
    }
  })

  it('a stale tab that would pay a bill paid in full in the other one is told nothing is payable, and orders nothing', async () => {
    const { consNo } = await unpaidBill(OWN.staleTab)
    const first = await tab(`/PayBill?consNo=${consNo}`)
    const stale = await tab(`/PayBill?consNo=${consNo}`)
    const firstOrder = await payToGateway(first)
    await first.getByRole('button', { name: 'Pay', exact: true }).click()
    await first.waitForURL(/\/website\/PaymentStatus\?/, { timeout: 20_000 })
    await expect.poll(async () => (await statusOf(consNo, firstOrder)).status).toBe('PAID')

    // the whole bill is paid: never asked to pay twice (shared/billing/payable.ts), no question, no gateway
    const orders: number[] = []
    const answers: string[] = []
    stale.on('response', (r) => {
      if (!r.url().includes('/api/payments/orders')) return
      orders.push(r.status())
      void r.text().then(
        (body) => answers.push(`${r.status()} ${body.slice(0, 300)}`),
        () => answers.push(`${r.status()} (no body)`),
      )
    })
    await payButton(stale).click()
    // the server's answer first, so that a failure says what it was (a question, an order…)
    await expect.poll(() => answers.length, { message: 'the order request was answered' }).toBe(1)
    expect(answers[0], answers[0]).toMatch(/^409 .*NO_DUES/)
    const alert = stale.locator('.billing-pay [role="alert"]')
    await alert.waitFor({ state: 'visible' })
    expect(spaces(await alert.innerText())).toContain('Nothing is payable on this bill now.')
    expect(orders).toEqual([409])
    expect(await question(stale).count()).toBe(0)
    expect(new URL(stale.url()).pathname).toBe('/website/PayBill')
    await expectAxeClean(stale, 'a paid bill refused in a stale tab, 1280 px')
    // loaded again, the page says the bill is paid
    await stale.reload({ waitUntil: 'load' })
    expect(await stale.locator('[data-testid="bill-paid"]').count()).toBeGreaterThan(0)
  })
})
