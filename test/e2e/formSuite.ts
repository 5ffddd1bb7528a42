/**
 * The frame of an e2e file about the public forms of issue 10 (applications, complaints,
 * requests, registration, settlement, schemes): one Chromium for the file, and one watched page
 * at a time (the current one) that is checked for browser problems and closed after each test.
 * A refused form answers its page with 422 and the browser logs it: that console line is
 * allowed, with whatever else the file names.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { deviceOptions, formatViolations, hydrated, launchBrowser, layoutProblems, runAxe, VIEWPORTS, watchedPage, type WatchedPage } from '../helpers/browser'
import { otpFromOutbox } from './consumerLogin'
import { e2eBaseUrl } from './site'

type Kind = 'phone' | 'desktop'

/** The browser's console line of a refused form's page (the page again with its problems: a document, not a broken resource). */
export const REFUSED_FORM = /status of 422/

/** Mobile numbers never used before in this file, counting up from `start`. */
export function mobileNumbers(start: number): () => string {
  let seq = start
  return () => String(++seq)
}

export function formSuite(opts: { allow?: RegExp[] } = {}) {
  const baseUrl = e2eBaseUrl()
  /** the console lines a test of this file may leave (`expectClean`'s allow list) */
  const allowed = [REFUSED_FORM, ...(opts.allow ?? [])]
  let browser: Browser
  let current: WatchedPage | undefined

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => browser?.close())
  afterEach(async () => {
    const w = current
    current = undefined
    if (!w) return
    try {
      w.expectClean('problems in the browser during this test', allowed)
    } finally {
      await w.close()
    }
  })

  /** the watched page of the running test; throws when there is none */
  const page = (): WatchedPage => {
    if (!current) throw new Error('no watched page is open')
    return current
  }

  /** A fresh watched context (JavaScript off when `js` is false, only `base` reachable), now the current one. */
  async function watch(kind: Kind, js = true, base = baseUrl): Promise<WatchedPage> {
    current = await watchedPage(browser, base, { ...deviceOptions(kind), javaScriptEnabled: js })
    // a document whose form was sent (its submit event not cancelled) is one being left: landed() waits past it
    await current.context.addInitScript(() => {
      window.addEventListener('submit', (e) => {
        if (!e.defaultPrevented) (window as unknown as { __e2eLeaving?: boolean }).__e2eLeaving = true
      })
    })
    return current
  }

  return {
    baseUrl,
    allowed,
    browser: () => browser,
    current: page,
    watch,
    /** Closes the current page unchecked (a test that checked it itself), leaving none. */
    async release(): Promise<void> {
      const w = current
      current = undefined
      await w?.close()
    },
    /** the address of a page of the site (`/website<path>`) */
    site: (path: string, base = baseUrl) => `${base}/website${path}`,
    /** A fresh watched page on `/website<path>`: answered 200, and hydrated with JavaScript. */
    async open(path: string, kind: Kind, js = true, base = baseUrl): Promise<Page> {
      const w = await watch(kind, js, base)
      const res = await w.page.goto(`${base}/website${path}`, { waitUntil: 'load' })
      expect(res?.status(), path).toBe(200)
      if (js) await hydrated(w)
      return w.page
    },
    /** The current page hydrated (after a navigation with JavaScript). */
    hydrated: () => hydrated(page()),
    /**
     * After a click that may submit a form: the answer's document loaded (and hydrated with
     * JavaScript). A click returns as soon as the browser has taken it, before the navigation it
     * started has even begun (a form's submission is a task of its own), while the old document
     * still counts as loaded. With JavaScript every document notes a form sent from it (the
     * init script of `watch`), so the wait goes on while the current document is one being
     * left; then a locator wait, which Playwright holds until a pending navigation of the main
     * frame has committed, and the new document's load. A form whose check is still running
     * (PostForm's `data-checking`: it sends itself once the check passes) is waited for; a
     * submission the page refused by itself (its check found problems) then passes through.
     */
    async landed(p: Page, js: boolean): Promise<void> {
      if (js) {
        await expect
          .poll(
            () =>
              p
                .evaluate(() => !(window as unknown as { __e2eLeaving?: boolean }).__e2eLeaving && !document.querySelector('form[data-checking]') && document.readyState === 'complete')
                .catch(() => false),
            {
              timeout: 30_000,
            },
          )
          .toBe(true)
      }
      await p.locator('html').waitFor({ state: 'attached', timeout: 30_000 })
      await p.waitForLoadState('load')
      if (js) await hydrated(page())
    },
    /**
     * axe clean (it runs in the page's JavaScript: without it only the layout is checked, and
     * the same states get axe in the tests with it), and the layout at the context's width: no
     * sideways scroll, and at 360 px no small touch target.
     */
    async checks(p: Page, where: string, kind: Kind, js = true): Promise<void> {
      if (js) expect(formatViolations(await runAxe(p), where)).toEqual([])
      expect(await layoutProblems(p, { width: VIEWPORTS[kind].width, touch: kind === 'phone' }), where).toEqual([])
    },
    /** The OTP the demo SMS outbox holds for `mobile`, read with the current page's cookies. */
    otp: (mobile: string) => otpFromOutbox(page().context, baseUrl, mobile),
  }
}
