/**
 * The chat assistant's basic path in Chromium against the production build, on real timers
 * (issue 12; the full matrix with a controlled clock is test/e2e/chat.test.ts): the home
 * page loads none of the panel's code until the launcher is pressed; then the welcome, a
 * refusal, 'exit' closes and resets; /ChatBot holds the panel open at once, without a
 * launcher; a chunk that fails to load and Try again. axe on the open panel. No OTP is sent
 * here (the shared server's outbox belongs to the other files' logins).
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { CHAT_TIMINGS } from '../../shared/chat/contract'
import en from '../../shared/locales/en/chat.json'
import as from '../../shared/locales/as/chat.json'
import { formatViolations, hydrated, layoutProblems, runAxe, VIEWPORTS, type WatchedPage } from '../helpers/browser'
import { dismissStartup } from './homeSession'
import { formSuite } from './formSuite'
import { e2eBaseUrl } from './site'

const baseUrl = e2eBaseUrl()
/** The class of the panel's conversation list: only the panel's chunk carries it. */
const PANEL_MARK = 'chat-log__list'
/** Nothing the browser may log here (the OTP steps run in chat.test.ts). */
const EXPECTED: RegExp[] = []

const suite = formSuite({ allow: EXPECTED })

/** A watched page of the shared server, hydrated; `reducedMotion` emulated from the start. */
async function open(path: string, kind: 'phone' | 'desktop' = 'desktop', reducedMotion: 'reduce' | 'no-preference' = 'no-preference'): Promise<WatchedPage> {
  const w = await suite.watch(kind)
  await w.page.emulateMedia({ reducedMotion })
  const res = await w.page.goto(`${baseUrl}/website${path}`, { waitUntil: 'load' })
  expect(res?.status()).toBe(200)
  await hydrated(w)
  return w
}

const panel = (page: Page) => page.getByRole('dialog', { name: en.widget.title })
const input = (page: Page) => page.getByLabel(en.widget.inputLabel)
const botTexts = (page: Page) => page.locator('.chat-msg--bot .chat-msg__text').allTextContents()
const lastBot = async (page: Page) => (await botTexts(page)).at(-1) ?? ''

async function say(page: Page, text: string) {
  await input(page).fill(text)
  await page.getByRole('button', { name: en.widget.send }).click()
}

/** Scripts fetched by the page, as their URLs. */
function scriptsOf(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') urls.push(r.url())
  })
  return urls
}
const carriesPanel = async (url: string) => (await (await fetch(url)).text()).includes(PANEL_MARK)

describe('the chat assistant', () => {
  it('loads the panel on the first press only: welcome, a refusal, exit', async () => {
    const w0 = await suite.watch('desktop')
    const { page } = w0
    const scripts = scriptsOf(page)
    await page.goto(`${baseUrl}/website/`, { waitUntil: 'load' })
    await hydrated(w0)
    await dismissStartup(page)

    // closed: the launcher only, and none of the scripts so far holds the panel
    const launcher = page.getByRole('button', { name: en.widget.open })
    expect(await launcher.getAttribute('aria-expanded')).toBe('false')
    const box = (await launcher.boundingBox())!
    expect(box.width).toBeGreaterThanOrEqual(44)
    expect(box.height).toBeGreaterThanOrEqual(44)
    expect(await panel(page).count()).toBe(0)
    const before = [...scripts]
    expect(before.length).toBeGreaterThan(0)
    for (const url of before) expect(await carriesPanel(url), url).toBe(false)

    await launcher.click()
    await expect.poll(() => panel(page).isVisible()).toBe(true)
    const after = scripts.slice(before.length)
    expect((await Promise.all(after.map(carriesPanel))).some(Boolean), `scripts fetched on the press: ${after.join(', ')}`).toBe(true)
    expect(await launcher.getAttribute('aria-expanded')).toBe('true')
    // focus moves into the panel, on its input
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('message')

    // the welcome: the greeting, then the request for the number
    await expect.poll(() => botTexts(page), { timeout: 10_000 }).toEqual([en.greeting, en.askConsNo])
    expect(await input(page).getAttribute('placeholder')).toBe(en.placeholder.consNo)
    expect(formatViolations(await runAxe(page), 'chat panel, welcome')).toEqual([])

    // refused before any call
    await say(page, '12345')
    expect(await lastBot(page)).toBe('Please enter a valid 12-digit consumer number!')

    // the OTP steps, the menu and its answers run in chat.test.ts on a server of its own: an
    // OTP sent here to a demo mobile would meet the other files' logins in the shared outbox
    // 'exit': goodbye, then after exitResetMs the panel closes, focus back on the launcher
    await say(page, 'exit')
    expect(await lastBot(page)).toBe(en.exit)
    await expect.poll(() => panel(page).isVisible(), { timeout: CHAT_TIMINGS.exitResetMs + 5_000 }).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(en.widget.open)
    // opened again: a fresh welcome
    await launcher.click()
    await expect.poll(() => botTexts(page), { timeout: 10_000 }).toEqual([en.greeting, en.askConsNo])
    // Escape closes the widget
    await input(page).focus()
    await page.keyboard.press('Escape')
    await expect.poll(() => panel(page).isVisible()).toBe(false)
  })

  it('/ChatBot holds the panel, open at once and without a launcher; it fits 360 px', async () => {
    const w = await open('/ChatBot', 'phone')
    const { page } = w
    expect(await page.getByRole('button', { name: en.widget.open }).count()).toBe(0)
    const region = page.getByRole('region', { name: en.widget.title })
    expect(await region.isVisible()).toBe(true)
    await expect.poll(() => botTexts(page), { timeout: 10_000 }).toEqual([en.greeting, en.askConsNo])
    expect(formatViolations(await runAxe(page), '/ChatBot at 360 px')).toEqual([])
    expect(await layoutProblems(page, { width: VIEWPORTS.phone.width, touch: true })).toEqual([])
    // a new message comes in over animatedMs
    const animation = await page
      .locator('.chat-msg--bot')
      .first()
      .evaluate((el) => [getComputedStyle(el).animationName, getComputedStyle(el).animationDuration])
    expect(animation).toEqual(['chat-in', `${CHAT_TIMINGS.animatedMs / 1000}s`])
  })

  it('/AS_ChatBot speaks Assamese only; with reduced motion nothing moves, in the same order', async () => {
    const w = await open('/AS_ChatBot', 'desktop', 'reduce')
    const { page } = w
    const region = page.getByRole('region', { name: as.widget.title })
    await expect.poll(() => botTexts(page), { timeout: 10_000 }).toEqual([as.greeting, as.askConsNo])
    expect(await page.getByLabel(as.widget.inputLabel).getAttribute('placeholder')).toBe(as.placeholder.consNo)
    await page.getByLabel(as.widget.inputLabel).fill('123')
    await page.getByRole('button', { name: as.widget.send }).click()
    expect(await lastBot(page)).toBe(as.validation.consumerInvalid)
    // no English anywhere in the panel, visible or for screen readers
    expect(
      await region.evaluate(
        (el) =>
          (el.textContent ?? '') +
          ' ' +
          Array.from(el.querySelectorAll('[aria-label],[placeholder]'))
            .map((e) => (e.getAttribute('aria-label') ?? '') + (e.getAttribute('placeholder') ?? ''))
            .join(' '),
      ),
    ).not.toMatch(/[A-Za-z]/)
    const moving = await page.locator('.chat-msg--bot, .chat-typing__dots span').evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName))
    expect(moving.every((name) => name === 'none')).toBe(true)
    expect(formatViolations(await runAxe(page), '/AS_ChatBot')).toEqual([])
  })

  it('inside a frame the chat page opens by itself, with focus on its input', async () => {
    const w0 = await suite.watch('desktop')
    const { page, context } = w0
    // a page of our own origin that frames the chat (frame-ancestors allows 'self')
    await context.route(`${baseUrl}/frame-host.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Host</title><main><iframe title="Chat" src="/website/ChatBot" width="420" height="700"></iframe></main></html>',
      }),
    )
    await page.goto(`${baseUrl}/frame-host.html`, { waitUntil: 'load' })
    const frame = page.frameLocator('iframe')
    await expect.poll(() => frame.locator('.chat-msg--bot .chat-msg__text').allTextContents(), { timeout: 15_000 }).toEqual([en.greeting, en.askConsNo])
    const focused = await page.frames()[1].evaluate(() => document.activeElement?.getAttribute('name'))
    expect(focused).toBe('message')
  })

  it('says so when the panel cannot load, and loads it on Try again', async () => {
    const w = await open('/Safety')
    const { page, context } = w
    const blocked = (url: URL) => url.pathname.endsWith('.js')
    await context.route(blocked, (route) => route.abort('internetdisconnected'))
    const launcher = page.getByRole('button', { name: en.widget.open })
    await launcher.click()
    const alert = page.getByRole('alert').filter({ hasText: en.widget.loadFailed })
    await expect.poll(() => alert.count()).toBe(1)
    expect(await launcher.getAttribute('aria-busy')).toBe('false')
    await context.unroute(blocked)
    // the browser keeps a failed import failed: Try again loads the page anew, the chat opens by itself
    await Promise.all([page.waitForEvent('load'), alert.getByRole('button', { name: en.widget.retry }).click()])
    await expect.poll(() => panel(page).isVisible(), { timeout: 10_000 }).toBe(true)
    expect(await alert.count()).toBe(0)
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('message')
    await expect.poll(() => botTexts(page), { timeout: 10_000 }).toEqual([en.greeting, en.askConsNo])
    // the blocked scripts' console lines, and only those
    w.expectClean('loading the panel after a failure', [...EXPECTED, /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/])
    w.reset()
  })

  it('the launcher is in Assamese on Assamese pages', async () => {
    const w = await open('/AS_Safety')
    expect(await w.page.getByRole('button', { name: as.widget.open }).count()).toBe(1)
  })

  it('the widget fills a 360 px screen without sideways scroll', async () => {
    const w = await open('/Safety', 'phone')
    const { page } = w
    await page.getByRole('button', { name: en.widget.open }).click()
    await expect.poll(() => panel(page).isVisible()).toBe(true)
    const box = (await panel(page).boundingBox())!
    expect(box.width).toBeLessThanOrEqual(VIEWPORTS.phone.width)
    expect(box.x).toBeGreaterThanOrEqual(0)
    await expect.poll(() => botTexts(page), { timeout: 10_000 }).toEqual([en.greeting, en.askConsNo])
    expect(await layoutProblems(page, { width: VIEWPORTS.phone.width, touch: true })).toEqual([])
    expect(formatViolations(await runAxe(page), 'chat widget at 360 px')).toEqual([])
  })
})
