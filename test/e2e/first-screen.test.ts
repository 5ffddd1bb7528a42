/**
 * The figure and the button on the first screen (issue 24 §3), in Chromium at 360 × 640 in
 * English and Assamese: on the bill results (/PayBill, /ViewBill), the four consumer
 * dashboards and the payment status page, the amount due (or the balance), the due date and
 * the Pay (or Recharge) button are inside the viewport without scrolling; the chat launcher
 * covers none of them, nor any other text or control of the first screen; an amount is on one
 * line; a prepaid token shows its 20 digits unclipped; the dashboards' in-page menu leads to
 * ids that exist. Axe (WCAG 2.1 AA) on each of these pages.
 * FIRST_SCREEN_SHOTS=<folder> also saves a phone screenshot of each page there.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { formatViolations, hydrated, layoutProblems, runAxe, type WatchedPage } from '../helpers/browser'
import { payableBill } from './payableBill'
import { rechargeThroughSandbox } from './prepaidFlow'
import { sandboxButton } from './sandboxGateway'
import { signedInSuite } from './signedInSuite'

/** the repeat-payment question's 409 (rechargeThroughSandbox answers it) */
const suite = signedInSuite({ allow: [/the server responded with a status of 409/] })
const { baseUrl } = suite
const site = (p: string) => `${baseUrl}/website${p}`
const FIRST_SCREEN = { width: 360, height: 640 }
const SHOTS = process.env.FIRST_SCREEN_SHOTS
const LANGS = [
  ['en', ''],
  ['as', 'AS_'],
] as const

interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** A fresh phone page at 360 × 640 (signed in as `mobile` when given). */
async function phone(mobile?: string): Promise<WatchedPage> {
  const w = await suite.open('phone', mobile)
  await w.page.setViewportSize(FIRST_SCREEN)
  return w
}

async function visit(w: WatchedPage, p: string): Promise<Page> {
  const res = await w.page.goto(site(p), { waitUntil: 'load' })
  expect(res?.status(), p).toBe(200)
  await hydrated(w)
  await w.page.evaluate(() => window.scrollTo(0, 0))
  return w.page
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) })
}

const inside = (b: Box) => b.x >= 0 && b.y >= 0 && b.x + b.width <= FIRST_SCREEN.width + 0.5 && b.y + b.height <= FIRST_SCREEN.height + 0.5
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function boxOf(locator: Locator, what: string): Promise<Box> {
  expect(await locator.count(), `${what}: one on the page`).toBe(1)
  const box = await locator.boundingBox()
  expect(box, `${what}: laid out`).not.toBeNull()
  return box!
}

/**
 * Every box of text and of controls the first screen shows (text by its line boxes, controls
 * whole) that the chat launcher's box meets, described; empty when it covers nothing.
 */
async function coveredByLauncher(page: Page): Promise<string[]> {
  return page.evaluate(({ width, height }) => {
    const launcher = document.querySelector('.chat-launcher')
    if (!launcher) return ['no chat launcher on the page']
    const l = launcher.getBoundingClientRect()
    const meets = (r: DOMRect) => r.width > 0 && r.height > 0 && r.left < l.right && l.left < r.right && r.top < l.bottom && l.top < r.bottom && r.top < height && r.left < width
    const shown = (el: Element) => {
      const s = getComputedStyle(el)
      return s.visibility !== 'hidden' && s.display !== 'none' && !el.closest('[hidden], [aria-hidden="true"], dialog:not([open]), .visually-hidden')
    }
    const out: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = (n.textContent ?? '').trim()
      const parent = n.parentElement
      if (!text || !parent || launcher.contains(parent) || !shown(parent)) continue
      const range = document.createRange()
      range.selectNodeContents(n)
      for (const r of Array.from(range.getClientRects())) if (meets(r)) out.push(`text "${text.slice(0, 40)}"`)
    }
    for (const el of Array.from(document.querySelectorAll('a[href], button, input, select, textarea, summary'))) {
      if (launcher.contains(el) || !shown(el)) continue
      if (meets(el.getBoundingClientRect())) out.push(`<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"`)
    }
    return [...new Set(out)]
  }, FIRST_SCREEN)
}

/** How many lines an element's text takes (the distinct tops of its line boxes). */
async function lines(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    const tops = new Set(
      Array.from(range.getClientRects())
        .filter((r) => r.width > 0)
        .map((r) => Math.round(r.top)),
    )
    return tops.size
  })
}

/**
 * The checks of a money screen: amount, due date (when there is one) and the action inside the
 * first screen, the amount on one line, nothing of the first screen under the chat launcher,
 * no sideways scroll, and axe.
 */
async function checkFirstScreen(page: Page, where: string, t: { amount: Locator; due?: Locator; action?: Locator }) {
  const amount = await boxOf(t.amount, `${where}: the amount`)
  expect(inside(amount), `${where}: the amount ${JSON.stringify(amount)} inside the first screen`).toBe(true)
  expect(await lines(t.amount), `${where}: the amount on one line`).toBe(1)
  expect(await t.amount.evaluate((el) => el.getClientRects().length), `${where}: the amount in one box`).toBe(1)
  const boxes: Array<[string, Box]> = [['amount', amount]]
  if (t.due) {
    const due = await boxOf(t.due, `${where}: the due date`)
    expect(inside(due), `${where}: the due date ${JSON.stringify(due)} inside the first screen`).toBe(true)
    boxes.push(['due date', due])
  }
  if (t.action) {
    const action = await boxOf(t.action, `${where}: the action`)
    expect(inside(action), `${where}: the button ${JSON.stringify(action)} inside the first screen`).toBe(true)
    expect(await t.action.isVisible(), `${where}: the button shown`).toBe(true)
    boxes.push(['button', action])
  }
  const launcher = await boxOf(page.locator('.chat-launcher'), `${where}: the chat launcher`)
  for (const [what, box] of boxes) expect(overlaps(launcher, box), `${where}: the chat launcher over the ${what}`).toBe(false)
  expect(await coveredByLauncher(page), `${where}: what the chat launcher covers`).toEqual([])
  expect(await layoutProblems(page, { width: FIRST_SCREEN.width, touch: true }), `${where}: fits 360 px, targets of 44 px`).toEqual([])
  expect(formatViolations(await runAxe(page), where)).toEqual([])
}

/** The in-page menu ("On this page"): every link goes to an element of the page, each id once. */
async function checkInPageMenu(page: Page, where: string) {
  const nav = page.locator('nav.dash-toc')
  expect(await nav.count(), `${where}: one in-page menu`).toBe(1)
  const targets = await nav.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
  expect(targets.length, `${where}: the menu's links`).toBeGreaterThanOrEqual(4)
  for (const href of targets) {
    expect(href, `${where}: an in-page link`).toMatch(/^#[\w-]+$/)
    expect(await page.locator(href).count(), `${where}: ${href} exists once`).toBe(1)
  }
  // the menu sits near the top: its first link on the first screen or just below it
  const first = await boxOf(nav.locator('a').first(), `${where}: the menu's first link`)
  expect(first.y, `${where}: the menu near the top`).toBeLessThan(FIRST_SCREEN.height * 1.5)
  // the menu names every section of the page (each named by its h2), in the page's order
  const sections = await page.locator('main .dash section[aria-labelledby]').evaluateAll((ss) =>
    ss
      .map((s) => s.getAttribute('aria-labelledby') ?? '')
      .filter((id) => id !== 'dash-summary-title' && document.getElementById(id)?.tagName === 'H2')
      .map((id) => `#${id}`),
  )
  expect(targets, `${where}: the menu against the page's sections`).toEqual(sections)
  // a link moves the page there
  const last = nav.locator('a').last()
  const href = (await last.getAttribute('href'))!
  await last.click()
  await expect.poll(() => page.evaluate((h) => Math.round(document.querySelector(h)!.getBoundingClientRect().top), href)).toBeLessThan(FIRST_SCREEN.height)
  await page.evaluate(() => window.scrollTo(0, 0))
}

/** A token shows its 20 digits, none clipped: no box around it scrolls or cuts it, and it stays inside the screen's width. */
async function checkToken(token: Locator, where: string) {
  const text = ((await token.textContent()) ?? '').replace(/[০-৯]/g, (d) => String('০১২৩৪৫৬৭৮৯'.indexOf(d)))
  expect(text.replace(/\D/g, ''), `${where}: the token's digits`).toMatch(/^\d{20}$/)
  const clip = await token.evaluate((el) => {
    const out: string[] = []
    for (let e: HTMLElement | null = el as HTMLElement; e && e !== document.body; e = e.parentElement) {
      if (e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible') out.push(`${e.tagName}.${e.className}: ${e.scrollWidth} > ${e.clientWidth}`)
    }
    const r = el.getBoundingClientRect()
    if (r.left < 0 || r.right > window.innerWidth) out.push(`the token's box ${Math.round(r.left)}–${Math.round(r.right)} passes the screen`)
    return out
  })
  expect(clip, `${where}: the token clipped`).toEqual([])
}

describe('the bill results', () => {
  it.each(LANGS)('/PayBill (%s): the amount payable, the due date and Pay on the first screen', async (lang, prefix) => {
    const { consNo } = await payableBill(baseUrl)
    const w = await phone()
    const page = await visit(w, `/${prefix}PayBill?consNo=${consNo}`)
    await shot(page, `paybill-${lang}`)
    await checkFirstScreen(page, `/${prefix}PayBill`, {
      amount: page.locator('.money[data-testid="amount-payable"]'),
      due: page.getByTestId('paybill-due').locator('.date'),
      action: page.locator('.billing-pay button.btn--accent'),
    })
  })

  it.each(LANGS)('/ViewBill (%s): the amount payable, the due date and Pay on the first screen', async (lang, prefix) => {
    const { consNo } = await payableBill(baseUrl)
    const w = await phone()
    const page = await visit(w, `/${prefix}ViewBill?consNo=${consNo}`)
    await shot(page, `viewbill-${lang}`)
    await checkFirstScreen(page, `/${prefix}ViewBill`, {
      amount: page.getByTestId('summary-amount').locator('.money'),
      due: page.getByTestId('summary-due').locator('.date'),
      action: page.getByTestId('summary-action'),
    })
  })
})

describe('the consumer dashboards', () => {
  const DASHBOARDS = [
    ['/ConsumerDashboardPostpaid', '9000000001', 'postpaid'],
    ['/ConsumerDashboardSmartPostpaid', '9000000002', 'postpaid'],
    ['/ConsumerDashboardPrepaid', '9000000003', 'prepaid'],
    ['/ConsumerDashboardSmartPrepaid', '9000000004', 'smart'],
  ] as const
  it.each(DASHBOARDS)('%s (%s): the summary first, an in-page menu, in both languages', async (route, mobile, kind) => {
    const w = await phone(mobile)
    for (const [lang, prefix] of LANGS) {
      const p = `/${prefix}${route.slice(1)}`
      const page = await visit(w, p)
      await shot(page, `${route.slice(1)}-${lang}`)
      const summary = page.getByTestId('dash-summary')
      const due = summary.getByTestId('summary-due')
      await checkFirstScreen(page, p, {
        amount: summary.getByTestId('summary-amount').locator('.money'),
        // a paid bill has no due date left, a prepaid meter none at all
        due: kind === 'postpaid' && (await due.count()) ? due : undefined,
        action: summary.getByTestId('summary-action'),
      })
      await checkInPageMenu(page, p)
      if (kind === 'prepaid') {
        const tokens = page.getByTestId('voucher-token')
        expect(await tokens.count(), `${p}: vouchers with tokens`).toBeGreaterThan(0)
        for (let i = 0; i < Math.min(3, await tokens.count()); i++) {
          await tokens.nth(i).scrollIntoViewIfNeeded()
          await checkToken(tokens.nth(i), `${p}, token ${i + 1}`)
        }
        await tokens.first().scrollIntoViewIfNeeded()
        await shot(page, `${route.slice(1)}-${lang}-tokens`)
        await page.evaluate(() => window.scrollTo(0, 0))
      }
      // amounts never break inside: every one is marked and on one line
      const amounts = page.locator('main .money')
      const n = await amounts.count()
      expect(n, `${p}: marked amounts`).toBeGreaterThan(1)
      const broken = await amounts.evaluateAll((els) =>
        els
          .filter((el) => (el as HTMLElement).offsetParent !== null)
          .filter((el) => {
            const range = document.createRange()
            range.selectNodeContents(el)
            return (
              new Set(
                Array.from(range.getClientRects())
                  .filter((r) => r.width > 0)
                  .map((r) => Math.round(r.top)),
              ).size > 1
            )
          })
          .map((el) => el.textContent),
      )
      expect(broken, `${p}: amounts broken over two lines`).toEqual([])
    }
  })
})

describe('the payment status page', () => {
  it.each(LANGS)('a keypad recharge paid (%s): the outcome and the amount on the first screen, the whole token', async (lang, prefix) => {
    const w = await phone()
    const page = await visit(w, `/${prefix}RechargePrepaid?consNo=103000000003`)
    await rechargeThroughSandbox(page, 200, 'Pay')
    await hydrated(w)
    await page.evaluate(() => window.scrollTo(0, 0))
    await shot(page, `status-paid-${lang}`)
    // the voucher comes right under the outcome; its token whole, none of its digits clipped
    await checkToken(page.locator('.prepaid-voucher .prepaid-token'), `/${prefix}PaymentStatus`)
    await checkFirstScreen(page, `/${prefix}PaymentStatus (paid)`, { amount: page.getByTestId('status-amount').locator('.money') })
  })

  it.each(LANGS)('a failed bill payment (%s): the amount and Pay again on the first screen', async (lang, prefix) => {
    // a bill order made through the API, failed at the sandbox gateway (as payment-status.test.ts)
    const { consNo } = await payableBill(baseUrl)
    const res = await fetch(`${baseUrl}/api/payments/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `e2e-first-${lang}-${Date.now()}` },
      body: JSON.stringify({ purpose: 'bill', consumerNo: consNo, amountPaise: 100, locale: lang, channel: 'web', confirmRepeat: true }),
    })
    expect(res.status).toBe(201)
    const order = (await res.json()) as { redirectUrl: string }
    const w = await phone()
    const page = w.page
    await page.goto(new URL(order.redirectUrl, baseUrl).toString(), { waitUntil: 'load' })
    await sandboxButton(page, 'fail').click()
    await page.waitForURL(/\/website\/(AS_)?PaymentStatus\?/, { timeout: 20_000 })
    await hydrated(w)
    await page.evaluate(() => window.scrollTo(0, 0))
    await shot(page, `status-failed-${lang}`)
    await checkFirstScreen(page, `/${prefix}PaymentStatus (failed)`, {
      amount: page.getByTestId('status-amount').locator('.money'),
      action: page.locator('.prepaid-status a.btn--primary'),
    })
  })
})
