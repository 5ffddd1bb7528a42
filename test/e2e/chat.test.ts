/**
 * The chat assistant in Chromium (issue 12): every state of spec §4 and message of §5 and §8,
 * each timing of §9 on a controlled clock (page.clock, paused: the test moves time), English
 * and Assamese, the panel inside another site's frame, keyboard and reduced motion, the
 * mobile and e-mail updates, and axe on the open panel at 360 and 1280 px.
 *
 * It runs its own server (its own SQLite file): the chat sends OTPs to the demo mobiles and
 * changes a consumer's mobile, which must not meet the other files' logins on the shared
 * server. A second origin (localhost, where the server is 127.0.0.1) serves the pages that
 * frame it; CHAT_FRAME_ORIGINS lists that origin.
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { BOT_PATH, CHAT_MESSAGES, CHAT_TIMINGS } from '../../shared/chat/contract'
import { MESSAGES } from '../../shared/messages'
import en from '../../shared/locales/en/chat.json'
import as from '../../shared/locales/as/chat.json'
import { createDb, type Db } from '../../server/db/knex'
import { deviceOptions, formatViolations, launchBrowser, layoutProblems, runAxe, watchedPage, type WatchedPage } from '../helpers/browser'
import { otpFromOutbox } from './consumerLogin'
import { dismissStartup } from './homeSession'
import { E2E_SERVER_ENV, freePort, startProductionServer, type RunningServer } from '../helpers/server'

const POSTPAID = { consNo: '101000000001', mobile: '9000000001' }
const SMART_PREPAID = { consNo: '104000000004', mobile: '9000000004' }
const PREPAID = { consNo: '103000000003', mobile: '9000000003' }
const LATIN = /[A-Za-z]/

let server: RunningServer
let db: Db
let tmp: string
let browser: Browser
let host: http.Server
let hostOrigin: string
let current: WatchedPage | undefined

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-chat-'))
  const hostPort = await freePort()
  hostOrigin = `http://localhost:${hostPort}`
  const sqliteFile = path.join(tmp, 'chat.sqlite')
  server = await startProductionServer({
    buildDir: inject('buildDir'),
    sqliteFile,
    uploadsDir: path.join(tmp, 'uploads'),
    env: {
      ...E2E_SERVER_ENV,
      ESCALATION_INTERVAL_MS: '0',
      COMPLAINTS_URL: '/RegisterComplaint',
      CHAT_FRAME_ORIGINS: hostOrigin,
    },
  })
  db = createDb({ sqlitePath: sqliteFile, DATABASE_URL: undefined, DB_POOL_MAX: 1 })
  // another site that frames our pages
  host = http.createServer((req, res) => {
    const target = new URL(req.url ?? '/', hostOrigin).searchParams.get('page') ?? '/ChatBot'
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.end(`<!doctype html><html lang="en"><head><title>Partner site</title></head><body><h1>Partner site</h1>
<iframe id="chat" title="APDCL chat" src="${server.baseUrl}/website${target}" width="400" height="700"></iframe></body></html>`)
  })
  await new Promise<void>((resolve) => host.listen(hostPort, 'localhost', resolve))
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await new Promise((r) => host?.close(r))
  await db?.destroy()
  await server?.stop()
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
})

afterEach(async () => {
  const w = current
  current = undefined
  if (!w) return
  try {
    // the bot's refusals are HTTP answers (400, 401, 403, 404, 409, 428): the browser logs each one
    w.expectClean('problems in the browser during this test', [/Failed to load resource: the server responded with a status of (400|401|403|404|409|428)\b/])
  } finally {
    await w.close()
  }
})

type Kind = 'phone' | 'desktop'

/**
 * A fresh page of our server on a paused clock: timers run only when the test moves time.
 * `reducedMotion` emulates the setting.
 */
async function openPaused(pathname: string, kind: Kind, opts: { reducedMotion?: boolean } = {}): Promise<Page> {
  current = await watchedPage(browser, server.baseUrl, { ...deviceOptions(kind), ...(opts.reducedMotion ? { reducedMotion: 'reduce' as const } : {}) })
  const { page } = current
  const t0 = Date.parse('2026-11-24T10:00:00+05:30')
  await page.clock.install({ time: t0 })
  await page.clock.pauseAt(t0 + 1000)
  const res = await page.goto(`${server.baseUrl}/website${pathname}`, { waitUntil: 'load' })
  expect(res?.status(), pathname).toBe(200)
  await hydratedPaused(page)
  return page
}

const panel = (page: Page) => page.locator('#chat-panel')
const botTexts = (page: Page) => page.locator('#chat-panel [data-testid="chat-msg-bot"] .chat-msg__text').allTextContents()
const lastBot = async (page: Page) => (await botTexts(page)).at(-1)
const typing = (page: Page) => page.locator('#chat-panel [data-testid="chat-typing"]').count()
const loading = (page: Page) => page.locator('#chat-panel [data-testid="chat-loading"]').count()
const phase = (page: Page) => panel(page).getAttribute('data-phase')
const expecting = (page: Page) => panel(page).getAttribute('data-expect')

/** Hydrated, without the helpers that wait on animation frames (the clock is paused). */
async function hydratedPaused(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')), {
      message: 'the page hydrates',
      timeout: 15_000,
    })
    .toBe(true)
}

/** Moves the paused clock by `ms` and lets the page render what its timers did. */
async function advance(page: Page, ms: number) {
  await page.clock.runFor(ms)
  await page.evaluate(() => new Promise((r) => queueMicrotask(() => r(null))))
}

/** Moves time in small steps (real time passes too, for the network) until `done` holds. */
async function runUntil(page: Page, done: () => Promise<boolean>, what: string, maxMs = 30_000) {
  for (let t = 0; t <= maxMs; t += 250) {
    if (await done()) return
    await page.clock.runFor(250)
    await new Promise((r) => setTimeout(r, 20))
  }
  throw new Error(`not within ${maxMs} ms of page time: ${what}`)
}

/** Opens the widget with the launcher and lets the welcome run to the consumer number request. */
async function openWidget(page: Page) {
  await page.getByRole('button', { name: page.url().includes('/AS_') ? 'চেট সহায়ক খোলক' : 'Open the chat assistant' }).click({ timeout: 10_000 })
  await expect.poll(() => panel(page).isVisible(), { message: 'the panel opens' }).toBe(true)
}
async function welcomeDone(page: Page) {
  await runUntil(page, async () => (await phase(page)) === 'ready', 'the welcome ends')
}

/** A page with the widget open and its welcome done: the chat waits for the consumer number. */
async function chatReady(pathname: string, kind: Kind): Promise<Page> {
  const page = await openPaused(pathname, kind)
  await openWidget(page)
  await welcomeDone(page)
  return page
}

/** Types and sends; waits (moving time) until the chat is ready again with a new bot message. */
async function say(page: Page, text: string) {
  const before = (await botTexts(page)).length
  await panel(page).locator('.chat-form__input').fill(text)
  await panel(page).locator('.chat-form__send').click()
  await runUntil(page, async () => (await phase(page)) === 'ready' && (await botTexts(page)).length > before, `an answer to '${text}'`)
}
async function choose(page: Page, label: string) {
  const before = (await botTexts(page)).length
  await panel(page).locator('.chat-options__option', { hasText: label }).last().click()
  await runUntil(page, async () => (await phase(page)) === 'ready' && (await botTexts(page)).length > before, `the answer to '${label}'`)
}

/** Consumer number → OTP (from the outbox) → the menu. */
async function signInChat(page: Page, who: { consNo: string; mobile: string }) {
  await say(page, who.consNo)
  expect(await expecting(page)).toBe('otp')
  await say(page, await otpFromOutbox(page.context(), server.baseUrl, who.mobile))
  expect(await expecting(page)).toBe('menu')
}

/** axe waits on the page's timers: the clock runs on from here (later steps move it all the same). */
async function axeClean(page: Page, where: string) {
  await page.clock.resume()
  const violations = await runAxe(page)
  expect(formatViolations(violations, where)).toEqual([])
}

describe('the closed icon and the code on demand', () => {
  it('every page has the launcher; the panel and its code load only when it is pressed', async () => {
    current = await watchedPage(browser, server.baseUrl, deviceOptions('phone'))
    const { page } = current
    const scripts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url())
    })
    await page.goto(`${server.baseUrl}/website/`, { waitUntil: 'networkidle' })
    await dismissStartup(page)
    const before = scripts.length
    expect(await page.locator('#chat-panel').count(), 'no panel before the press').toBe(0)
    expect(await page.getByRole('button', { name: 'Open the chat assistant' }).count()).toBe(1)
    await page.getByRole('button', { name: 'Open the chat assistant' }).click()
    await expect.poll(() => panel(page).isVisible()).toBe(true)
    expect(scripts.length, 'the panel came in a chunk of its own').toBeGreaterThan(before)
    // the bot path is the spec's
    expect(BOT_PATH).toBe('/bot/bs/getBotResponse')
  })
})

describe('the welcome and each call follow the timings of spec §9 (English, 1280 px)', () => {
  it('typing 1 s, greeting, welcome 1.5 s, animated 1.2 s, fetch 1 s + 2 s, exit reset 2 s', async () => {
    const page = await openPaused('/About', 'desktop')
    const bot: string[] = []
    page.on('request', (r) => {
      if (r.url().endsWith(BOT_PATH) && r.method() === 'POST') bot.push(r.postData() ?? '')
    })
    await openWidget(page)
    // t = 0: the typing indicator, no message yet
    await expect.poll(() => typing(page)).toBe(1)
    expect(await botTexts(page)).toEqual([])
    await advance(page, CHAT_TIMINGS.typingMs - 1)
    expect(await botTexts(page), 'no greeting before 1 s').toEqual([])
    await advance(page, 1)
    expect(await botTexts(page)).toEqual([en.greeting])
    // the new message animates in over 1.2 s
    const anim = await page
      .locator('#chat-panel [data-testid="chat-msg-bot"]')
      .last()
      .evaluate((el) => {
        const s = getComputedStyle(el)
        return { name: s.animationName, duration: s.animationDuration }
      })
    expect(anim.name).not.toBe('none')
    expect(anim.duration).toBe(`${CHAT_TIMINGS.animatedMs / 1000}s`)
    expect(await typing(page), 'typing again before the welcome').toBe(1)
    await advance(page, CHAT_TIMINGS.welcomeMs - 1)
    expect(await botTexts(page)).toEqual([en.greeting])
    await advance(page, 1)
    expect(await botTexts(page)).toEqual([en.greeting, en.askConsNo])
    expect(await typing(page)).toBe(0)
    expect(await expecting(page)).toBe('consNo')
    // the input took the focus when the panel opened
    expect(await page.evaluate(() => document.activeElement?.classList.contains('chat-form__input'))).toBe(true)

    // a call: sent 1 s after the user sends, shown 2 s after its answer, the overlay meanwhile
    await panel(page)
      .locator('.chat-form__input')
      .fill(`${POSTPAID.consNo.slice(0, 3)} ${POSTPAID.consNo.slice(3)}`)
    await panel(page).locator('.chat-form__send').click()
    await expect.poll(() => page.locator('#chat-panel [data-testid="chat-msg-user"]').count()).toBe(1)
    await advance(page, CHAT_TIMINGS.fetchMs - 1)
    expect(bot.length, 'no call before 1 s').toBe(0)
    const answered = page.waitForResponse((r) => r.url().endsWith(BOT_PATH))
    await advance(page, 1)
    const response = await answered
    expect(bot.length).toBe(1)
    // spaces removed before sending (spec §5)
    expect(JSON.parse(bot[0])).toMatchObject({ consNo: POSTPAID.consNo, otpReq: 'Y', lang: 'en' })
    expect(response.status()).toBe(200)
    await expect.poll(() => loading(page), { message: 'the loading overlay while the answer waits' }).toBe(1)
    await advance(page, CHAT_TIMINGS.fetchDelayMs - 1)
    expect(await botTexts(page), 'the answer waits 2 s').toEqual([en.greeting, en.askConsNo])
    expect(await loading(page)).toBe(1)
    await advance(page, 1)
    expect(await lastBot(page)).toMatch(/^OTP Sent Successfully ! It went to your registered mobile number \S+/)
    expect(await loading(page)).toBe(0)
    expect(await expecting(page)).toBe('otp')

    // 'exit' closes the panel 2 s later, focus back on the launcher, and the chat starts over
    await panel(page).locator('.chat-form__input').fill('exit')
    await panel(page).locator('.chat-form__send').click()
    await runUntil(page, async () => (await botTexts(page)).at(-1) === en.exit, 'the goodbye')
    await advance(page, CHAT_TIMINGS.exitResetMs - 1)
    expect(await panel(page).isVisible(), 'still open before 2 s').toBe(true)
    await advance(page, 1)
    await expect.poll(() => panel(page).isVisible()).toBe(false)
    await openWidget(page)
    expect(await botTexts(page), 'reset: a fresh welcome').toEqual([])
    await advance(page, CHAT_TIMINGS.typingMs)
    expect(await botTexts(page)).toEqual([en.greeting])
  })

  it('with prefers-reduced-motion: no animation, the same order and delays', async () => {
    const page = await openPaused('/About', 'phone', { reducedMotion: true })
    await openWidget(page)
    await expect.poll(() => typing(page)).toBe(1)
    await advance(page, CHAT_TIMINGS.typingMs)
    expect(await botTexts(page)).toEqual([en.greeting])
    const anim = await page
      .locator('#chat-panel [data-testid="chat-msg-bot"]')
      .last()
      .evaluate((el) => getComputedStyle(el).animationName)
    expect(anim).toBe('none')
    const dots = await page
      .locator('#chat-panel [data-testid="chat-typing"] span')
      .first()
      .evaluate((el) => getComputedStyle(el).animationName)
    expect(dots).toBe('none')
    await advance(page, CHAT_TIMINGS.welcomeMs)
    expect(await botTexts(page)).toEqual([en.greeting, en.askConsNo])
  })
})

describe('messages of spec §5 and §8, the menu, every answer (English)', () => {
  it('validation word for word, a failure with otpGenerated N, a wrong OTP, then the menu and its answers', async () => {
    const page = await chatReady('/About', 'desktop')
    await say(page, '')
    expect(await lastBot(page)).toBe(CHAT_MESSAGES.empty)
    expect(CHAT_MESSAGES.empty).toBe('Please Type Something!')
    for (const bad of ['12345', '10100000000a', '999000000001', '1010000000011']) {
      await say(page, bad)
      expect(await lastBot(page), bad).toBe('Please enter a valid 12-digit consumer number!')
    }
    // a well-formed number nobody holds: the server's error, then the request again (spec §8)
    await say(page, '101999999999')
    const texts = await botTexts(page)
    expect(texts.slice(-2)).toEqual([MESSAGES.consumerNotFound, CHAT_MESSAGES.consumerInvalid])
    expect(await expecting(page)).toBe('consNo')

    await say(page, POSTPAID.consNo)
    await say(page, '12345')
    expect(await lastBot(page)).toBe('Please enter a valid 6 digit OTP number!')
    const right = await otpFromOutbox(page.context(), server.baseUrl, POSTPAID.mobile)
    await say(page, right === '000000' ? '111111' : '000000')
    expect(await lastBot(page)).toBe('Invalid OTP, Please Enter Correct OTP')
    expect(await expecting(page)).toBe('otp')
    await say(page, right)
    expect(await expecting(page)).toBe('menu')
    const options = await panel(page).locator('.chat-options__option').allTextContents()
    expect(options).toEqual(
      expect.arrayContaining([en.options.bill, en.options.payment, en.options.statement, en.options.updateMobile, en.options.updateEmail, en.options.applicationStatus, en.options.complaint]),
    )

    await choose(page, en.options.bill)
    const billLink = panel(page).locator('.chat-msg__link').last()
    expect(await billLink.getAttribute('href')).toMatch(/\/api\/bills\/[^/]+\/pdf\?consNo=101000000001/)
    const pdf = await page.context().request.get(new URL((await billLink.getAttribute('href'))!, server.baseUrl).toString())
    expect(pdf.headers()['content-type']).toContain('application/pdf')

    await choose(page, en.options.payment)
    expect(await panel(page).locator('.chat-msg__link').last().getAttribute('href')).toContain('/website/PayBill')
    await choose(page, en.options.statement)
    expect(await lastBot(page)).toMatch(/^Statement for |^Nothing was billed/)
    // spec §4: 'Register complain' opens the complaint site (COMPLAINTS_URL here: the desk) in a new tab, no button
    const links = await panel(page).locator('.chat-msg__link').count()
    const [opened] = await Promise.all([page.context().waitForEvent('page'), choose(page, en.options.complaint)])
    await opened.waitForLoadState('domcontentloaded')
    expect(opened.url()).toBe(`${server.baseUrl}/website/RegisterComplaint`)
    await opened.close()
    expect(await lastBot(page)).toBe(en.complaint)
    expect(await panel(page).locator('.chat-msg__link').count()).toBe(links)
    expect(await expecting(page)).toBe('menu')

    // 'menu' shows the menu again
    const menus = await panel(page).locator('.chat-options').count()
    await say(page, 'MENU')
    expect(await panel(page).locator('.chat-options').count()).toBe(menus + 1)
    await axeClean(page, 'the chat with its menu and answers (English, 1280)')
  })

  it('application status: asks for the number, answers for the own connection only', async () => {
    const page = await chatReady('/About', 'desktop')
    await signInChat(page, POSTPAID)
    await choose(page, en.options.applicationStatus)
    expect(await lastBot(page)).toBe(en.askApplNo)
    expect(await expecting(page)).toBe('applNo')
    await say(page, 'AP12')
    expect(await lastBot(page)).toBe(en.applNoInvalid)
    await say(page, 'AP2099999999')
    expect(await lastBot(page)).toBe(en.applNotFound)
  })
})

describe('graphs, the 360 px panel and Assamese', () => {
  it('a smart prepaid consumer: balance, recharge and both 7-day graphs as SVG with a table (Assamese, 360 px)', async () => {
    const page = await openPaused('/AS_About', 'phone')
    await openWidget(page)
    await advance(page, CHAT_TIMINGS.typingMs)
    expect(await botTexts(page)).toEqual([as.greeting])
    await welcomeDone(page)
    await say(page, '')
    expect(await lastBot(page)).toBe(as.validation.empty)
    await say(page, '12')
    expect(await lastBot(page)).toBe(as.validation.consumerInvalid)
    await signInChat(page, SMART_PREPAID)
    await choose(page, as.options.balance)
    await choose(page, as.options.consumptionGraph)
    const graph = panel(page).locator('[data-testid="chat-graph"]').last()
    expect(await graph.getAttribute('role')).toBe('img')
    expect(await panel(page).locator('.chat-graph__table').last().locator('tbody tr').count()).toBe(7)
    await choose(page, as.options.balanceGraph)
    expect(await panel(page).locator('.chat-graph__table').last().locator('tbody tr').count()).toBe(7)
    await say(page, 'মেনু')
    // no English in the panel on an Assamese page
    // the consumer's name is written as on the record (Latin letters): data, not English
    const name = (await db('consumers').first('name').where({ consumer_no: SMART_PREPAID.consNo }))!.name as string
    const text = (await panel(page).innerText()).split(name).join('')
    expect(text.match(/[A-Za-z]+/g) ?? []).toEqual([])
    expect(LATIN.test((await panel(page).locator('.chat-form__input').getAttribute('placeholder')) ?? '')).toBe(false)
    expect(await layoutProblems(page, { width: 360, touch: true })).toEqual([])
    await axeClean(page, 'the chat with graphs (Assamese, 360)')
  })

  it('a prepaid consumer asking for a bill is told what fits, in English at 360 px with axe on an error', async () => {
    const page = await chatReady('/PayBill', 'phone')
    await say(page, '999')
    await axeClean(page, 'the chat with a refusal (English, 360)')
    await signInChat(page, PREPAID)
    // the menu offers what fits a prepaid connection; typed anyway, a bill is explained
    expect(await panel(page).locator('.chat-options__option', { hasText: en.options.bill }).count()).toBe(0)
    await say(page, 'bill')
    expect(await lastBot(page)).toBe(en.postpaidOnly)
    await say(page, 'recharge')
    expect(await panel(page).locator('.chat-msg__link').last().getAttribute('href')).toContain('/website/RechargePrepaid')
    expect(await layoutProblems(page, { width: 360, touch: true })).toEqual([])
  })
})

describe('the keyboard', () => {
  it('Enter on the launcher opens with focus inside, options by Tab, Escape closes back to the launcher', async () => {
    const page = await openPaused('/About', 'desktop')
    const launcher = page.getByRole('button', { name: 'Open the chat assistant' })
    await launcher.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => panel(page).isVisible()).toBe(true)
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('#chat-panel'))).toBe(true)
    await welcomeDone(page)
    await page.keyboard.type(POSTPAID.consNo)
    await page.keyboard.press('Enter')
    await runUntil(page, async () => (await expecting(page)) === 'otp' && (await phase(page)) === 'ready', 'the OTP step')
    await page.keyboard.type(await otpFromOutbox(page.context(), server.baseUrl, POSTPAID.mobile))
    await page.keyboard.press('Enter')
    await runUntil(page, async () => (await expecting(page)) === 'menu' && (await phase(page)) === 'ready', 'the menu')
    // the options are buttons the keyboard reaches
    let onOption = false
    for (let i = 0; i < 40 && !onOption; i++) {
      await page.keyboard.press('Shift+Tab')
      onOption = await page.evaluate(() => !!document.activeElement?.classList.contains('chat-options__option'))
    }
    expect(onOption, 'Shift+Tab reaches an option').toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => panel(page).isVisible()).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.classList.contains('chat-launcher'))).toBe(true)
    // reopened: the conversation is still there
    await page.keyboard.press('Enter')
    await expect.poll(() => panel(page).isVisible()).toBe(true)
    expect(await expecting(page)).toBe('menu')
  })
})

describe('the updates of the mobile number and the e-mail id', () => {
  it('asks for the new number, sends the OTP to it, records it; the e-mail id likewise', async () => {
    const page = await chatReady('/About', 'desktop')
    await signInChat(page, PREPAID)
    await choose(page, en.options.updateMobile)
    expect(await lastBot(page)).toBe(en.askMobile)
    await say(page, '98765')
    expect(await lastBot(page)).toBe('Enter 10 Digit Valid Mobile Number !')
    const fresh = '9712399001'
    await say(page, fresh)
    expect(await expecting(page)).toBe('mobOtp')
    await say(page, await otpFromOutbox(page.context(), server.baseUrl, fresh))
    expect(await lastBot(page)).toContain('Your mobile number is updated to')
    expect((await db('consumers').first('mobile').where({ consumer_no: PREPAID.consNo }))?.mobile).toBe(fresh)

    await choose(page, en.options.updateEmail)
    await say(page, 'not-an-email')
    expect(await lastBot(page)).toBe(en.emailInvalid)
    await say(page, 'kalita.r@example.org')
    expect(await lastBot(page)).toBe(en.emailUpdated.replace('{{email}}', 'kalita.r@example.org'))
    expect((await db('consumers').first('email').where({ consumer_no: PREPAID.consNo }))?.email).toBe('kalita.r@example.org')
  })
})

describe('inside another site’s frame', () => {
  async function framed(pathname: string) {
    const context = await browser.newContext({ ...deviceOptions('desktop'), serviceWorkers: 'block' })
    const problems: string[] = []
    const page = await context.newPage()
    page.on('pageerror', (e) => problems.push(e.message))
    // the context's clock (the partner's page and our frame): time flows, and a wait jumps it
    await context.clock.install()
    await page.goto(`${hostOrigin}/?page=${encodeURIComponent(pathname)}`, { waitUntil: 'load' })
    return { context, page, problems }
  }

  /** Polls `read` until it gives `want`, moving the clock a second before each look (the chat's typing and loading pauses pass at once). */
  async function until<T>(page: Page, read: () => Promise<T>, want: T) {
    await expect
      .poll(
        async () => {
          await page.clock.fastForward(1000)
          return read()
        },
        { timeout: 15_000 },
      )
      .toEqual(want)
  }

  it('/ChatBot opens by itself there and works through the OTP (no cookies needed), in English and Assamese', async () => {
    for (const [pathname, texts] of [
      ['/ChatBot', en],
      ['/AS_ChatBot', as],
    ] as const) {
      const { context, page, problems } = await framed(pathname)
      try {
        const frame = page.frameLocator('#chat')
        await until(page, () => frame.locator('#chat-panel [data-testid="chat-msg-bot"] .chat-msg__text').allTextContents(), [texts.greeting, texts.askConsNo])
        await frame.locator('#chat-panel .chat-form__input').fill(POSTPAID.consNo)
        await frame.locator('#chat-panel .chat-form__send').click()
        await until(page, () => frame.locator('#chat-panel').getAttribute('data-expect'), 'otp')
        await until(page, () => frame.locator('#chat-panel').getAttribute('data-phase'), 'ready')
        await frame.locator('#chat-panel .chat-form__input').fill(await otpFromOutbox(context, server.baseUrl, POSTPAID.mobile))
        await frame.locator('#chat-panel .chat-form__send').click()
        await until(page, () => frame.locator('#chat-panel').getAttribute('data-expect'), 'menu')
        expect(await frame.locator('#chat-panel .chat-options__option').count()).toBeGreaterThan(3)
        expect(problems).toEqual([])
      } finally {
        await context.close()
      }
    }
  })

  it('every other page refuses to be framed', async () => {
    const { context, page } = await framed('/About')
    try {
      const frame = page.frames().find((f) => f !== page.mainFrame())
      await page.waitForTimeout(500)
      // the browser blocks the document: nothing of ours inside
      expect(
        await frame
          ?.locator('.chat-launcher')
          .count()
          .catch(() => 0),
      ).toBe(0)
      const res = await context.request.get(`${server.baseUrl}/website/About`)
      expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    } finally {
      await context.close()
    }
  })
})
