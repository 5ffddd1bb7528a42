/**
 * Chromium through playwright-core for the end-to-end suite: one browser per test file,
 * a fresh context per test. A watched page records every console error, page error,
 * React hydration warning and request to a host other than the local server; a test
 * calls `expectClean()` (or reads `problems`) to fail on any of them.
 */
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core'
import { inject } from 'vitest'
import { CHROMIUM_ARGS } from './chromium'
import { latinWords } from './latinWords'
import { BASE_PATH, extractLocale } from '../../shared/locale'
import { REPO_ROOT } from './server'

export { CHROMIUM_ARGS }

export const PHONE_UA = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36'
export const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'

export const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const

/** The Chromium test/e2e/globalSetup.ts found (test/helpers/chromium.ts), with the environment it needs. */
export function launchBrowser(): Promise<Browser> {
  const { executablePath, env } = inject('chromium')
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true, env: { ...process.env, ...env } })
}

/** Context options of a phone (360 px, phone UA, touch) or a desktop (1280 px). */
export function deviceOptions(kind: 'phone' | 'desktop'): BrowserContextOptions {
  return kind === 'phone' ? { viewport: VIEWPORTS.phone, userAgent: PHONE_UA, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : { viewport: VIEWPORTS.desktop, userAgent: DESKTOP_UA }
}

const HYDRATION = /hydrat|did not match|didn't match|Minified React error #(418|419|421|422|423|425)/i

export interface WatchedPage {
  context: BrowserContext
  page: Page
  /** what went wrong since the last `reset()` */
  problems: string[]
  /** requests of this page still in flight */
  inflight: () => number
  reset: () => void
  /** throws with the list of problems; `allow` drops matching console messages (e.g. a 404's own resource error) */
  expectClean: (what: string, allow?: RegExp[]) => void
  close: () => Promise<void>
}

/**
 * A proxy that ends every connection at once, for the contexts that keep their HTTP cache:
 * their requests to any host but the server's go there and fail, as an aborted route would.
 */
let deadProxy: Promise<string> | undefined
function refusingProxy(): Promise<string> {
  deadProxy ??= new Promise((resolve, reject) => {
    const srv = net.createServer((socket) => socket.destroy())
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(srv.address() as net.AddressInfo).port}`))
  })
  return deadProxy
}

/**
 * A fresh context and page that report problems. Only the server at `baseUrl` may be
 * contacted: any other origin is recorded and aborted.
 *
 * `httpCache` (the route sweep: one page, hundreds of navigations) keeps the browser's HTTP
 * cache, which request interception (Playwright's route()) turns off, so the hashed assets
 * are not fetched again on every navigation. A request to another origin is then recorded
 * from the context's requests, and one to another host fails at a proxy that refuses it.
 * (Not for the sandbox gateway's pages: over the e2e server's plain HTTP, the site's CSP
 * upgrade-insecure-requests turns the browser's own /favicon.ico redirect into an HTTPS
 * request that fails; request interception happens to spare it.)
 */
export async function watchedPage(
  browser: Browser,
  baseUrl: string,
  options: BrowserContextOptions = deviceOptions('desktop'),
  opts: { preloadAxe?: boolean; httpCache?: boolean } = {},
): Promise<WatchedPage> {
  const allowed = new URL(baseUrl)
  // the server's host bypasses the proxy (by name: the context's API requests match no port)
  const proxy = opts.httpCache ? { server: await refusingProxy(), bypass: allowed.hostname } : undefined
  const context = await browser.newContext({ ...options, serviceWorkers: 'block', ...(proxy ? { proxy } : {}) })
  const problems: string[] = []
  const isForeign = (url: URL) => (url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'ws:' || url.protocol === 'wss:') && url.origin !== allowed.origin
  const foreign = (method: string, url: string) => problems.push(`request to another host: ${method} ${url}`)
  if (opts.httpCache) {
    context.on('request', (request) => {
      if (isForeign(new URL(request.url()))) foreign(request.method(), request.url())
    })
  } else {
    await context.route(isForeign, async (route) => {
      foreign(route.request().method(), route.request().url())
      await route.abort('blockedbyclient')
    })
  }
  // errors handed to window.reportError (React's default for recoverable errors) and
  // unhandled rejections, spelled out on the console so they are never silent
  await context.addInitScript(() => {
    window.addEventListener('unhandledrejection', (e) => {
      console.error('[e2e] unhandled rejection: ' + String((e as PromiseRejectionEvent).reason))
    })
  })
  // a sweep loads axe-core (as content, never by URL) into every document up front: cheaper
  // than sending it over the protocol after each navigation
  if (opts.preloadAxe) await context.addInitScript({ content: axeCoreSource() })
  const page = await context.newPage()
  let inflight = 0
  page.on('request', () => inflight++)
  page.on('requestfinished', () => inflight--)
  page.on('requestfailed', () => inflight--)
  page.on('console', (msg) => {
    const type = msg.type()
    const text = msg.text()
    if (type === 'error') problems.push(`console error: ${text}`)
    else if ((type === 'warning' || type === 'log') && HYDRATION.test(text)) problems.push(`hydration warning: ${text}`)
  })
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`))
  page.on('crash', () => problems.push('page crashed'))
  return {
    context,
    page,
    problems,
    inflight: () => inflight,
    reset: () => {
      problems.length = 0
    },
    expectClean(what, allow = []) {
      const left = problems.filter((p) => !allow.some((re) => re.test(p)))
      if (left.length) throw new Error(`${what}:\n  - ${left.join('\n  - ')}`)
    },
    close: () => context.close(),
  }
}

/**
 * Clicks what sends a form as a page (a native post or get: no JavaScript, or a form whose
 * browser check passed) and waits for the page that answers: the navigation's commit, then the
 * new document's load. (`Promise.all([page.waitForLoadState('load'), page.click(…)])` does not:
 * the page being left is loaded already, so it returns at once and the test reads, lays out or
 * checks the old document or a new one without its stylesheet. `waitForURL` neither, when the
 * address already matches: a second refusal or a second "saved" answers the same address.)
 */
export async function submitToPage(page: Page, target: string | Locator): Promise<void> {
  const committed = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame(), timeout: 30_000 })
  await (typeof target === 'string' ? page.click(target) : target.click())
  await committed
  await page.waitForLoadState('load')
}

/** Waits for the load event and then for the network to go quiet (hydration done). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined)
}

/**
 * Faster than network idle for a sweep: the load event, the page's hydration committed
 * (<html data-hydrated>), two frames, then no request in flight for 150 ms. A page that never hydrates is a problem.
 */
export async function hydrated(w: WatchedPage, timeoutMs = 15_000): Promise<void> {
  const { page } = w
  await page.waitForLoadState('load')
  // React hydrates a page in slices and attaches its fibers to the DOM while it renders, before
  // it commits: a click in between reaches a control that is not wired yet (a form posts without
  // its checks, a checkbox does not stay ticked). The page marks <html data-hydrated> in an
  // effect of its root (client/pages/+Wrapper.tsx), which runs after the commit.
  const ok = await page
    .waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: timeoutMs, polling: 50 })
    .then(() => true)
    .catch(() => false)
  if (!ok) w.problems.push(`the page did not hydrate within ${timeoutMs} ms`)
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
  const deadline = Date.now() + timeoutMs
  let quietSince = Date.now()
  while (Date.now() < deadline) {
    if (w.inflight() > 0) quietSince = Date.now()
    else if (Date.now() - quietSince >= 150) return
    await new Promise((r) => setTimeout(r, 25))
  }
  w.problems.push(`requests still in flight ${timeoutMs} ms after load`)
}

let axeSource: string | undefined
function axeCoreSource(): string {
  axeSource ??= fs.readFileSync(path.join(REPO_ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8')
  return axeSource
}
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  helpUrl: string
  nodes: Array<{ target: unknown[]; failureSummary?: string }>
}

/** Runs axe-core (injected as content, never by URL) at WCAG 2.1 AA; returns the violations. */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  const hasAxe = () => page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined')
  if (!(await hasAxe())) {
    const source = axeCoreSource()
    // The site's CSP allows only scripts carrying this response's nonce, so an inline
    // addScriptTag({ content }) is refused. The same content goes in a script element that
    // carries the page's own nonce: the CSP stays on, and axe never comes from a URL.
    await page.evaluate((src) => {
      const nonce = (document.querySelector('script[nonce]') as HTMLScriptElement | null)?.nonce
      const el = document.createElement('script')
      if (nonce) el.nonce = nonce
      el.textContent = src
      document.head.appendChild(el)
    }, source)
    if (!(await hasAxe())) await page.addScriptTag({ content: source }) // a page without a nonce has no CSP to honour
  }
  return page.evaluate(async (values) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe
    const r = await axe.run(document, { runOnly: { type: 'tag', values }, resultTypes: ['violations'] })
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }))
  }, AXE_TAGS)
}

/** One readable line per violating node: rule, impact, target, plus where. */
export function formatViolations(violations: AxeViolation[], where: string): string[] {
  return violations.flatMap((v) =>
    v.nodes
      .slice(0, 5)
      .map((n) => `axe ${v.id} [${v.impact}] ${JSON.stringify(n.target)} — ${v.help} (${where})`)
      .concat(v.nodes.length > 5 ? [`axe ${v.id}: … and ${v.nodes.length - 5} more nodes (${where})`] : []),
  )
}

/** The narrowest screen a page must fit (issue 9 §2): measured against this number, not innerWidth. */
export const PHONE_WIDTH = VIEWPORTS.phone.width
/** The smallest touch target on a phone, in CSS px (WCAG 2.5.5, the issue's 44 × 44). */
export const MIN_TOUCH_PX = 44

/**
 * Layout problems a phone user meets, measured in the page: sideways scroll (under mobile
 * emulation the layout viewport grows with the content, so `scrollWidth <= innerWidth` can
 * never fail: the document is measured against the fixed `width`), elements whose right edge
 * passes it, and, when `touch`, targets smaller than 44 × 44 px. A target is a button, a link,
 * a select, a text field or a checkbox/radio with its label; a link inside running text (its
 * sentence around it) is exempt, as in WCAG 2.5.5, and so are targets hidden or clipped away.
 */
export async function layoutProblems(page: Page, opts: { width: number; touch: boolean }): Promise<string[]> {
  return page.evaluate(
    ({ width, touch, minTouch }) => {
      const out: string[] = []
      const describe = (el: Element) => {
        const id = el.id ? `#${el.id}` : ''
        const cls = typeof (el as HTMLElement).className === 'string' && (el as HTMLElement).className ? '.' + (el as HTMLElement).className.trim().split(/\s+/).slice(0, 2).join('.') : ''
        const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
        const p = el.parentElement
        const ctx = p ? `${p.tagName.toLowerCase()}${typeof p.className === 'string' && p.className ? '.' + p.className.trim().split(/\s+/)[0] : ''} > ` : ''
        return `${ctx}<${el.tagName.toLowerCase()}${id}${cls}>${text ? ` "${text}"` : ''}`
      }
      const doc = document.documentElement
      if (doc.scrollWidth > width + 1) {
        out.push(`scrolls sideways: the document is ${doc.scrollWidth} px wide, more than ${width} px`)
        // the outermost elements that stick out, to say where
        const wide: Element[] = []
        for (const el of Array.from(document.body.querySelectorAll('*'))) {
          const r = el.getBoundingClientRect()
          if (r.width === 0 || r.right <= width + 1) continue
          if (wide.some((w) => w.contains(el))) continue
          wide.push(el)
          if (wide.length >= 5) break
        }
        for (const el of wide) out.push(`  sticks out to ${Math.round(el.getBoundingClientRect().right)} px: ${describe(el)}`)
      }
      if (!touch) return out
      const visible = (el: Element) => {
        const s = getComputedStyle(el)
        const r = el.getBoundingClientRect()
        if (s.visibility === 'hidden' || s.display === 'none' || r.width === 0 || r.height === 0) return false
        // visually hidden (clip) or inside a closed <details>/dialog
        if (r.width <= 1 && r.height <= 1) return false
        // moved off the screen until focused (the skip link)
        if (r.right <= 0 || r.bottom <= 0) return false
        if (el.closest('[hidden], [aria-hidden="true"], dialog:not([open])')) return false
        return true
      }
      // a link inside a sentence: inline, in a text block with more words than its own
      const inRunningText = (a: Element) => {
        if (getComputedStyle(a).display !== 'inline') return false
        const block = a.parentElement?.closest('p, li, dd, td, figcaption, blockquote')
        if (!block) return false
        const own = (a.textContent ?? '').replace(/\s+/g, ' ').trim().length
        const all = (block.textContent ?? '').replace(/\s+/g, ' ').trim().length
        return all - own >= 12
      }
      const small: string[] = []
      const LIST = 12
      const targets = document.querySelectorAll('a[href], button, select, input:not([type=hidden]), textarea, [role=button], summary')
      for (const el of Array.from(targets)) {
        if (!visible(el)) continue
        if (el.tagName === 'A' && inRunningText(el)) continue
        let r = el.getBoundingClientRect()
        const type = (el as HTMLInputElement).type
        if (el.tagName === 'INPUT' && (type === 'radio' || type === 'checkbox')) {
          // the label is part of the target
          const label = el.closest('label') ?? (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null)
          if (label) {
            const l = label.getBoundingClientRect()
            const left = Math.min(r.left, l.left),
              top = Math.min(r.top, l.top)
            r = new DOMRect(left, top, Math.max(r.right, l.right) - left, Math.max(r.bottom, l.bottom) - top)
          }
        }
        if (r.width + 0.5 < minTouch || r.height + 0.5 < minTouch) small.push(`${Math.round(r.width)}×${Math.round(r.height)} ${describe(el)}`)
      }
      if (small.length) out.push(`touch targets smaller than ${minTouch}×${minTouch} px: ${small.slice(0, LIST).join('; ')}${small.length > LIST ? `; … and ${small.length - LIST} more` : ''}`)
      return out
    },
    { width: opts.width, touch: opts.touch, minTouch: MIN_TOUCH_PX },
  )
}

/**
 * One page of a sweep on one viewport: loads `url`, waits for hydration and answers every
 * problem, each ending with `where`: a status other than 200, the browser's problems, axe
 * violations and the layout problems (touch targets when `touch`).
 */
export async function sweepProblems(w: WatchedPage, url: string, opts: { width: number; touch: boolean; where: string; timing?: Record<string, number> }): Promise<string[]> {
  const { where } = opts
  const out: string[] = []
  let t = Date.now()
  const lap = (phase: string) => {
    const now = Date.now()
    if (opts.timing) opts.timing[phase] = (opts.timing[phase] ?? 0) + now - t
    t = now
  }
  w.reset()
  const res = await w.page.goto(url, { waitUntil: 'load' })
  lap('goto')
  if (res?.status() !== 200) out.push(`status ${res?.status()} in Chromium (${where})`)
  await hydrated(w)
  lap('settle')
  out.push(...w.problems.map((p) => `${p} (${where})`))
  out.push(...formatViolations(await runAxe(w.page), where))
  lap('axe')
  out.push(...(await layoutProblems(w.page, opts)).map((p) => `${p} (${where})`))
  const { pathname } = new URL(url)
  if (pathname.startsWith(BASE_PATH + '/') && extractLocale(pathname.slice(BASE_PATH.length)).locale === 'as') {
    const words = latinWords(await readerText(w.page))
    if (words.length) out.push(`English on an Assamese page: ${words.slice(0, 30).join(', ')} (${where})`)
    // the browser draws a file input's own button in its language ("Choose File"): a page shows its own labelled control instead
    const nativeFileInputs = await w.page.$$eval(
      'input[type=file]',
      (els) =>
        els.filter((el) => {
          const r = el.getBoundingClientRect()
          return r.width > 2 && r.height > 2 && getComputedStyle(el).opacity !== '0'
        }).length,
    )
    if (nativeFileInputs) out.push(`${nativeFileInputs} file input(s) show the browser's own "Choose File" button on an Assamese page (${where})`)
  }
  lap('checks')
  return out
}

/**
 * What a reader of the page meets in words: the title, the rendered text and the text
 * attributes a screen reader or a tooltip speaks (aria-label, title, placeholder, alt, the
 * value of a button input), leaving out what is marked translate="no" (see latinWords.ts).
 */
export async function readerText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [document.title]
    const skip = (el: Element | null) => !!el?.closest('[translate="no"]')
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement
      if (!parent || skip(parent) || parent.closest('script, style, noscript, template')) continue
      const style = getComputedStyle(parent)
      if (style.display === 'none' || style.visibility === 'hidden') continue
      parts.push(n.textContent ?? '')
    }
    for (const el of Array.from(document.body.querySelectorAll('[aria-label], [title], [placeholder], img[alt], input[type=submit], input[type=button]'))) {
      if (skip(el)) continue
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) {
        const v = el.getAttribute(attr)
        if (v) parts.push(v)
      }
      if (el instanceof HTMLInputElement && (el.type === 'submit' || el.type === 'button')) parts.push(el.value)
    }
    return parts.join('\n')
  })
}
