/**
 * Issue 24 §6, the cheap half of the slow-network budget (`npm run bench -- --scenario slow`
 * times the pages; bench/slowNetwork.mjs): on the production build, every consumer page (the
 * dashboards signed in) and the home page, as a phone loads them, within bench/budgets.json
 * `slowNetwork`:
 *  - the JavaScript its HTML names (script and module-preload tags, static imports followed:
 *    bench/lib.mjs pageWeight), gzip level 9;
 *  - a real first load in Chromium (empty cache, no throttling) until the network is quiet after
 *    hydration: every request, and the gzip weight of every script fetched (a chunk imported
 *    right after hydration counts too, one imported on a press does not).
 * Bytes and request counts do not depend on the machine's speed; the ready time does, so only
 * the bench checks it.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { pageWeight } from '../../bench/lib.mjs'
import { budgetFailures, firstLoad, pageBudget, PHONE_CONTEXT, type SlowBudget } from '../../bench/slowNetwork.mjs'
import { launchBrowser } from '../helpers/browser'
import { REPO_ROOT } from '../helpers/server'
import { signIn, signOut } from './consumerLogin'
import { e2eBaseUrl } from './site'

const budget = (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'bench/budgets.json'), 'utf8')) as { slowNetwork: SlowBudget }).slowNetwork
const baseUrl = e2eBaseUrl()
const clientDir = path.join(path.resolve(REPO_ROOT, inject('buildDir')), 'client')
const kb = (b: number) => (b / 1000).toFixed(1)

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The session cookie of a demo mobile signed in the way the login dialog does it. */
async function sessionCookies(mobile: string) {
  const context = await browser.newContext()
  try {
    await signIn(context, baseUrl, mobile)
    return (await context.cookies()).filter((c) => c.httpOnly)
  } finally {
    await context.close()
  }
}

describe('the consumer pages and the home page stay light (bench/budgets.json slowNetwork)', () => {
  it('covers every page of the issue', () => {
    const paths = budget.pages.map((p) => p.path)
    for (const route of ['/', 'PayBill', 'ViewBill', 'RechargePrepaid', 'SmartPrepaidBalance', 'ApplyNewConn', 'RegisterComplaint', 'ComplaintStatus']) {
      expect(paths).toContain(route === '/' ? '/website/' : `/website/${route}`)
    }
    expect(budget.pages.filter((p) => p.signedIn).length).toBeGreaterThanOrEqual(4)
    expect(budget.jsGzipMaxKB).toBeLessThanOrEqual(110)
    expect(budget.requestsMax).toBeLessThanOrEqual(20)
  })

  it.each(budget.pages.map((p) => [p.path, p] as const))('%s: its JavaScript and its requests on a first load', async (_path, page) => {
    const cookies = page.signedIn ? await sessionCookies(page.signedIn) : []
    try {
      const limits = pageBudget(budget, page)
      // what the HTML names, as the server sends it to a phone
      const res = await fetch(baseUrl + page.path, {
        headers: { 'user-agent': String(PHONE_CONTEXT.userAgent), cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
      })
      expect(res.status).toBe(200)
      const named = pageWeight(await res.text(), clientDir)
      expect(named.missing).toEqual([])
      expect(named.jsFiles.length, 'the page names its scripts (it hydrates)').toBeGreaterThan(0)
      expect(named.jsGzip, `${page.path}: ${kb(named.jsGzip)} KB named by the HTML: ${named.jsFiles.map((f) => `${f.file} ${kb(f.gzip)}`).join(', ')}`).toBeLessThanOrEqual(limits.jsGzipMaxKB * 1000)
      // what a phone's first load fetches
      const load = await firstLoad(browser, baseUrl + page.path, { clientDir, cookies, contextOptions: PHONE_CONTEXT, quietMs: 500 })
      expect(load.readyMs, `${page.path} hydrated`).not.toBeNull()
      expect(budgetFailures(load, limits, { timed: false }), `${page.path}: ${load.requestCount} requests, ${kb(load.jsGzip)} KB of JavaScript:\n  ${load.requests.join('\n  ')}`).toEqual([])
      // nothing the first load fetched was left out of the HTML's own count but a chunk imported after hydration
      expect(load.jsGzip).toBeGreaterThanOrEqual(named.jsGzip)
    } finally {
      if (page.signedIn) {
        const context = await browser.newContext()
        await context.addCookies(cookies)
        await signOut(context, baseUrl)
        await context.close()
      }
    }
  })
})
