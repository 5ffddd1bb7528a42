/**
 * UPI and sharing (issue 9 §3) in Chromium against the production build (a demo site): the
 * bill pages' UPI QR code, read back from a screenshot of the image as a UPI app reads it; on
 * a phone the button to a UPI app, which on a demo site leads to the sandbox's stand-in and on
 * to the sandbox gateway; the share button as a WhatsApp link without the Web Share API and
 * the share sheet (stubbed in the page) with it; the WhatsApp help number as a wa.me link.
 * Axe clean and no sideways scroll at 360 px, in both languages, on the screens touched.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEV_UPI_PAYEE } from '../../server/config'
import { parseUpiUrl } from '../../shared/payments/upi'
import { deviceOptions, formatViolations, hydrated, launchBrowser, layoutProblems, MIN_TOUCH_PX, PHONE_WIDTH, runAxe, watchedPage, type WatchedPage } from '../helpers/browser'
import { decodeQrPng } from '../helpers/qr'
import { signIn, signOut } from './consumerLogin'
import { seedExpectations, type Expectations } from './expectations'
import { sandboxButton } from './sandboxGateway'
import { e2eBaseUrl } from './site'

const baseUrl = e2eBaseUrl()
const site = (path: string) => `${baseUrl}/website${path}`
/** the payee of a demo site: what the QR codes of the e2e server hold */
const PAYEE = DEV_UPI_PAYEE

let browser: Browser
let seeded: Expectations
/** the pages of the running test, closed (and their mobile signed out) after it */
const opened: WatchedPage[] = []
const billing = () => seeded.billing

beforeAll(async () => {
  ;[browser, seeded] = await Promise.all([launchBrowser(), seedExpectations()])
})
afterAll(() => Promise.all([browser?.close(), seeded?.db.destroy()]))
afterEach(async () => {
  for (const w of opened.splice(0)) {
    // what the test saw, before the sign-out (a late request after it is a 401 no test caused)
    try {
      w.expectClean('problems in the browser during this test')
    } finally {
      await w.page.close().catch(() => undefined)
      await signOut(w.context, baseUrl).catch(() => undefined)
      await w.close()
    }
  }
})

/** A watched page (phone or desktop); `init` runs in every document before the page's scripts. */
async function open(path: string, kind: 'phone' | 'desktop', opts: { init?: string; js?: boolean } = {}): Promise<Page> {
  const w = await watchedPage(browser, baseUrl, { ...deviceOptions(kind), javaScriptEnabled: opts.js ?? true }, { preloadAxe: true })
  opened.push(w)
  if (opts.init) await w.context.addInitScript(opts.init)
  const res = await w.page.goto(site(path), { waitUntil: 'load' })
  expect(res?.status(), path).toBe(200)
  if (opts.js ?? true) await hydrated(w)
  return w.page
}

async function go(page: Page, path: string) {
  await page.goto(site(path), { waitUntil: 'load' })
  await hydrated(opened.find((w) => w.page === page)!)
}

/**
 * Axe clean; on a phone no sideways scroll at 360 px and the targets this work added (the UPI
 * app button, the share button) at least 44 × 44 px. (The site chrome's own targets are the
 * route sweep's: test/e2e/routes.test.ts.)
 */
async function expectScreenOk(page: Page, where: string, touch: boolean) {
  expect(formatViolations(await runAxe(page), where)).toEqual([])
  if (!touch) return
  expect(await layoutProblems(page, { width: PHONE_WIDTH, touch: false }), where).toEqual([])
  for (const target of await page.locator('[data-testid="upi-intent"], [data-testid="share"]').all()) {
    if (!(await target.isVisible())) continue
    const box = (await target.boundingBox())!
    expect(Math.min(box.width, box.height), `${where}: ${await target.textContent()}`).toBeGreaterThanOrEqual(MIN_TOUCH_PX)
    expect(box.x + box.width, `${where}: ${await target.textContent()}`).toBeLessThanOrEqual(PHONE_WIDTH)
  }
}

/** The first candidate whose latest bill is unpaid, on `route` (other files pay bills too). */
async function unpaidBill(page: Page, route: string, candidates: string[]): Promise<string> {
  for (const consNo of candidates) {
    await go(page, `${route}?consNo=${consNo}`)
    if ((await page.locator('[data-testid="upi-pay"]').count()) > 0) return consNo
  }
  throw new Error(`every candidate's bill is paid already: ${candidates.join(', ')}`)
}

/** The QR code of the UPI block, read from a screenshot of its image, and the image's facts. */
async function readQr(page: Page) {
  const img = page.locator('[data-testid="upi-pay"] img')
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
  // scrolled to, then still: a header that shrinks on scroll moves the page under the camera
  await img.scrollIntoViewIfNeeded()
  let last = ''
  await expect
    .poll(async () => {
      const now = JSON.stringify(await img.boundingBox())
      const still = now === last
      last = now
      return still
    })
    .toBe(true)
  const text = decodeQrPng(await img.screenshot())
  const src = (await img.getAttribute('src'))!
  return { text, fields: text ? parseUpiUrl(text) : null, alt: (await img.getAttribute('alt'))!, src: new URL(src, baseUrl) }
}

const rupeeFigure = (s: string) => s.replace(/[^\d.]/g, '')

describe('UPI on the bill pages', () => {
  it('PayBill (the page before the gateway): the QR code holds the bill’s upi://pay link; a desktop gets no app button', async () => {
    const page = await open('/PayBill', 'desktop')
    const consNo = await unpaidBill(page, '/PayBill', ['105000000005', '101000000001', '102000000002'])
    const amount = (await page.locator('[data-testid="amount-payable"]').textContent())!
    const qr = await readQr(page)
    const billNo = decodeURIComponent(qr.src.pathname.split('/')[3])
    expect(qr.fields).toEqual({
      pa: PAYEE.vpa,
      pn: PAYEE.name,
      am: rupeeFigure(amount),
      cu: 'INR',
      tn: `APDCL consumer ${consNo} bill ${billNo}`,
      tr: billNo,
    })
    expect(billNo).toBe((await billing().bills(consNo, 1))[0].billNo)
    expect(qr.alt).toBe(`UPI QR code to pay ${amount} to ${PAYEE.name} (${PAYEE.vpa}) for bill ${billNo}`)
    const block = page.locator('[data-testid="upi-pay"]')
    expect(await block.getByRole('heading', { name: 'Pay by UPI' }).count()).toBe(1)
    // the link for screen readers, the button only on phones
    expect(await block.locator('.visually-hidden').textContent()).toBe(`UPI payment link: ${qr.text}`)
    expect(await page.locator('[data-testid="upi-intent"]').isVisible()).toBe(false)
    await expectScreenOk(page, 'PayBill with UPI, 1280', false)
  })

  it('on a phone, in Assamese: the button leads to the sandbox’s UPI stand-in, which makes the bill’s order and goes on to the sandbox gateway', async () => {
    const page = await open('/AS_PayBill', 'phone')
    const consNo = await unpaidBill(page, '/AS_PayBill', ['101000000001', '102000000002', '105000000005'])
    await expectScreenOk(page, 'AS_PayBill with UPI, 360', true)
    const qr = await readQr(page)
    expect(qr.fields?.pa).toBe(PAYEE.vpa)
    // the Assamese alt names the payee in Assamese; its registered name and UPI id stand beside the image, as the bank has them
    expect(qr.alt).toContain('এ.পি.ডি.চি.এল.লৈ')
    expect(qr.alt).toContain('ইউ.পি.আই. কিউ.আৰ. ক’ড')
    expect(await page.locator('[data-testid="upi-pay"] .upi-pay__fact [translate="no"]').allTextContents()).toEqual([PAYEE.name, PAYEE.vpa])
    const button = page.locator('[data-testid="upi-intent"]')
    expect(await button.isVisible()).toBe(true)
    const href = (await button.getAttribute('href'))!
    expect(href).toBe(`/sandbox-pg/upi?${qr.text!.slice('upi://pay?'.length)}&lang=as`)

    await button.click()
    await page.waitForURL(/\/sandbox-pg\/upi\?/)
    // the stand-in and the gateway speak the page's language (issue 23 §3)
    expect(await page.locator('h1').textContent()).toMatch(/^ইউ.পি.আই. এপ \(ছেণ্ডবক্স\): ₹/)
    expect(formatViolations(await runAxe(page), 'sandbox UPI stand-in, 360')).toEqual([])
    await page.getByRole('button', { name: /^₹.* পৰিশোধ কৰক$/ }).click()
    await page.waitForURL(/\/sandbox-pg\/checkout\/APD[A-Z2-7]{16}\?lang=as$/)
    // the sandbox gateway's checkout shows the bill's QR code too
    const gatewayQr = page.locator('figure.qr img')
    await expect.poll(() => gatewayQr.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
    expect(parseUpiUrl(decodeQrPng(await gatewayQr.screenshot()) ?? '')).toMatchObject({ pa: PAYEE.vpa, tr: qr.fields?.tr, am: qr.fields?.am })
    expect(formatViolations(await runAxe(page), 'sandbox checkout with QR, 360')).toEqual([])
    // the bank says no: the bill stays unpaid for the other files, which pay these demo bills
    // (a paid or open order would also make their payment ask 'pay again?')
    await sandboxButton(page, 'fail').click()
    await page.waitForURL(/AS_PaymentStatus\?/)
    await hydrated(opened[0])
    const url = new URL(page.url())
    expect(url.searchParams.get('consNo')).toBe(consNo)
    const status = await fetch(`${baseUrl}/api/payments/status?consNo=${consNo}&txnId=${url.searchParams.get('txnId')}`)
    expect(await status.json()).toMatchObject({ purpose: 'bill', status: 'FAILED', amountPaise: Math.round(Number(qr.fields!.am) * 100) })
  })

  it('ViewBill at 360 px in both languages: the UPI block fits, the app button shows; the dashboard shows it too', async () => {
    const page = await open('/ViewBill', 'phone')
    for (const route of ['/ViewBill', '/AS_ViewBill']) {
      const consNo = await unpaidBill(page, route, ['105000000005', '102000000002', '101000000001'])
      await expectScreenOk(page, `${route} with UPI and share, 360`, true)
      expect(await page.locator('[data-testid="upi-intent"]').isVisible()).toBe(true)
      expect((await readQr(page)).fields?.tr).toBe((await billing().bills(consNo, 1))[0].billNo)
    }
    const w = opened[0]
    const mobile = '9000000001'
    await signIn(w.context, baseUrl, mobile, page)
    await go(page, '/ConsumerDashboardPostpaid?consNo=101000000001')
    const shown = await page.locator('[data-testid="upi-pay"]').count()
    const unpaid = (await page.locator('[data-testid="bill-payable"]').textContent())!
    if (shown) {
      expect(rupeeFigure(unpaid)).toBe((await readQr(page)).fields?.am)
      await expectScreenOk(page, 'postpaid dashboard with UPI, 360', true)
    } else {
      // another file paid it: a paid bill asks for nothing
      expect(await page.locator('.badge--success').count()).toBeGreaterThan(0)
    }
  })
})

/** The receipt of a seeded payment of a consumer (the seed is the same for the same day). */
async function seededReceipt(consNo: string) {
  const [payment] = await billing().payments(consNo, 1)
  return payment
}

const NO_WEB_SHARE = 'delete Navigator.prototype.share; delete Navigator.prototype.canShare;'
const STUB_SHARE = (withFiles: boolean) => `
  window.__shares = [];
  Navigator.prototype.share = async function (d) {
    window.__shares.push({ title: d.title, text: d.text, url: d.url, files: (d.files || []).map((f) => ({ name: f.name, type: f.type, size: f.size })) });
  };
  ${withFiles ? 'Navigator.prototype.canShare = function (d) { return !!d && Array.isArray(d.files) && d.files.length > 0; };' : 'delete Navigator.prototype.canShare;'}
`

describe('sharing a receipt or a bill', () => {
  it('without the Web Share API the button is a WhatsApp link with the receipt and its PDF’s address (and without script too)', async () => {
    const receipt = await seededReceipt('101000000001')
    const path = `/DuplicateReceipt?consNo=101000000001&ref=${receipt.receiptNo}`
    const page = await open(path, 'phone', { init: NO_WEB_SHARE })
    const share = page.locator('[data-testid="share"]')
    await expect.poll(async () => (await share.getAttribute('href'))?.includes('%2Fapi%2Freceipts%2F')).toBe(true)
    const href = new URL((await share.getAttribute('href'))!)
    expect(href.origin + href.pathname).toBe('https://wa.me/')
    expect(href.searchParams.get('text')).toBe(`APDCL receipt ${receipt.receiptNo}, consumer number 101000000001. ${baseUrl}/api/receipts/${receipt.receiptNo}/pdf?consNo=101000000001&lang=en`)
    expect(await share.getAttribute('target')).toBe('_blank')
    expect(await share.getAttribute('rel')).toBe('noopener noreferrer')
    expect((await share.textContent())?.replace(/\s+/g, ' ').trim()).toBe('Share the receipt (opens WhatsApp)')
    await expectScreenOk(page, 'DuplicateReceipt with share, 360', true)

    // no script: the same link, as the server wrote it
    const plain = await open(path, 'phone', { js: false })
    const raw = new URL((await plain.locator('[data-testid="share"]').getAttribute('href'))!)
    expect(raw.origin).toBe('https://wa.me')
    expect(raw.searchParams.get('text')).toContain(`APDCL receipt ${receipt.receiptNo}, consumer number 101000000001.`)
  })

  it('with the Web Share API the share sheet gets the PDF itself where files can be shared, else the link', async () => {
    const receipt = await seededReceipt('101000000001')
    const path = `/AS_DuplicateReceipt?consNo=101000000001&ref=${receipt.receiptNo}`
    const page = await open(path, 'phone', { init: STUB_SHARE(true) })
    const share = page.locator('[data-testid="share"]')
    expect((await share.textContent())?.trim()).toBe('ৰচিদখন শ্বেয়াৰ কৰক')
    const pdf = page.waitForResponse((r) => r.url().includes(`/api/receipts/${receipt.receiptNo}/pdf`) && r.status() === 200)
    await share.hover()
    await pdf
    // the file is made from the answer right after it: wait until the page holds it
    await page.waitForTimeout(200)
    await share.click()
    const shares = () => page.evaluate(() => (window as unknown as { __shares: unknown[] }).__shares)
    await expect.poll(shares).toHaveLength(1)
    const [first] = (await shares()) as Array<{ title: string; text: string; url?: string; files: Array<{ name: string; type: string; size: number }> }>
    expect(first.files).toEqual([{ name: `APDCL-receipt-${receipt.receiptNo}.pdf`, type: 'application/pdf', size: expect.any(Number) }])
    expect(first.files[0].size).toBeGreaterThan(1000)
    expect(first.title).toBe('ৰচিদখন শ্বেয়াৰ কৰক')
    expect(first.text).toBe(`এ.পি.ডি.চি.এল.ৰ ৰচিদ ${receipt.receiptNo}, গ্ৰাহক নম্বৰ 101000000001।`)
    expect(page.url()).toBe(site(path)) // no WhatsApp tab, no navigation

    const bill = (await billing().bills('105000000005', 1))[0]
    const linkOnly = await open(`/ViewBill?consNo=105000000005`, 'desktop', { init: STUB_SHARE(false) })
    await linkOnly.locator('[data-testid="share"]').click()
    await expect.poll(() => linkOnly.evaluate(() => (window as unknown as { __shares: unknown[] }).__shares.length)).toBe(1)
    const [sent] = (await linkOnly.evaluate(() => (window as unknown as { __shares: unknown[] }).__shares)) as Array<{ text: string; url: string; files: unknown[] }>
    expect(sent.files).toEqual([])
    expect(sent.url).toBe(`${baseUrl}/api/bills/${bill.billNo}/pdf?consNo=105000000005&lang=en`)
    expect(sent.text).toMatch(new RegExp(`^APDCL electricity bill ${bill.billNo}, consumer number 105000000005: ₹ [\\d,]+\\.\\d{2} payable by \\d{2} \\w{3} \\d{4}\\.$`))
  })

  it('the WhatsApp help number is a wa.me link on the customer care page, in both languages', async () => {
    const page = await open('/ContactCustomerCare', 'phone')
    for (const route of ['/ContactCustomerCare', '/AS_ContactCustomerCare']) {
      await go(page, route)
      const link = page.locator('a[href="https://wa.me/919435001912"]')
      expect(await link.count(), route).toBe(1)
      expect(await link.textContent()).toContain('+91 94350 01912')
      await expectScreenOk(page, `${route}, 360`, true)
    }
  })
})
