/**
 * The frame of an e2e file: one Chromium for the file, the expectations database
 * (test/e2e/expectations.ts), and for signed-in pages watched pages that are signed out,
 * checked for browser problems and closed after each test.
 */
import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { BillingService } from '../../server/services/billing'
import type { TestDb } from '../helpers/db'
import { deviceOptions, launchBrowser, watchedPage, type WatchedPage } from '../helpers/browser'
import { signIn, signOut } from './consumerLogin'
import { seedExpectations } from './expectations'
import { e2eBaseUrl } from './site'

/**
 * One Chromium for the file and the expectations database (the server seeded its database for
 * today, India; the same seed here gives the figures a page must show), both closed after it.
 */
export function browserWithExpectations() {
  let browser: Browser
  let expectDb: TestDb
  let billing: BillingService
  beforeAll(async () => {
    browser = await launchBrowser()
    const seeded = await seedExpectations()
    expectDb = seeded.db
    billing = seeded.billing
  })
  afterAll(async () => {
    await browser?.close()
    await expectDb?.destroy()
  })
  return { browser: () => browser, billing: () => billing }
}

export function signedInSuite(opts: { allow?: RegExp[] } = {}) {
  const baseUrl = e2eBaseUrl()
  const shared = browserWithExpectations()
  let opened: WatchedPage[] = []

  afterEach(async () => {
    const all = opened
    opened = []
    const problems: string[] = []
    for (const w of all) {
      // what the test saw, before anything of the sign-out: a part the page loads late (Later)
      // may still ask the API, and after the sign-out that is a 401 no test caused (run 10)
      try {
        w.expectClean('problems in the browser during this test', opts.allow)
      } catch (err) {
        problems.push(String((err as Error).message))
      }
      await w.page.close().catch(() => undefined)
      // never leave a demo mobile signed in for the next file
      await signOut(w.context, baseUrl).catch(() => undefined)
      await w.close()
    }
    if (problems.length) throw new Error(problems.join('\n'))
  })

  return {
    baseUrl,
    /** the billing service over the expectations database */
    billing: shared.billing,
    /** a fresh watched context (phone or desktop; JavaScript off when `js` is false), signed in as `mobile` when given */
    async open(kind: 'phone' | 'desktop', mobile?: string, js = true): Promise<WatchedPage> {
      const w = await watchedPage(shared.browser(), baseUrl, { ...deviceOptions(kind), javaScriptEnabled: js })
      opened.push(w)
      if (mobile) await signIn(w.context, baseUrl, mobile)
      return w
    },
  }
}
