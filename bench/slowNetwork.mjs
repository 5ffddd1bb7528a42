// `npm run bench -- --scenario slow` (issue 24 §6): the consumer pages and the home page as a
// phone on a slow network first meets them. Each page in a fresh Chromium context (empty
// cache), throttled through the DevTools protocol: 400 kbit/s down and up, 400 ms latency
// (Network.emulateNetworkConditions) and a CPU 4× slower (Emulation.setCPUThrottlingRate).
// Per page: the JavaScript it loads (bytes as sent, brotli or gzip, and the gzip level-9
// weight of the same files, which the budget counts), every request of the first load, and
// the time the page is ready: hydration committed (<html data-hydrated>, set in an effect of
// client/pages/+Wrapper.tsx; the home page's +Wrapper too). The same measure without
// throttling checks bytes and requests in test/e2e/pageWeight.test.ts.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

/** The slow network of the issue: kbit = 1000 bits (DevTools counts bytes per second). */
export const SLOW_NETWORK = { latencyMs: 400, kbps: 400, cpuSlowdown: 4 }

/** The phone of the issue (360 × 780): the server renders its phone variant for this agent. */
export const PHONE_CONTEXT = {
  viewport: { width: 360, height: 780 },
  userAgent: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
}

const gzipSizes = new Map()
/** Gzip level 9 of a built file (the unit of bench/budgets.json), once per file. */
function gzipSize(file) {
  let n = gzipSizes.get(file)
  if (n === undefined) {
    n = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length
    gzipSizes.set(file, n)
  }
  return n
}

// Notes the moment <html data-hydrated> appears, in the page's own clock (0 = navigation start),
// so the number does not depend on how often the bench polls a throttled page.
const READY_PROBE = `(() => {
  const mark = () => {
    if (window.__readyAt === undefined && document.documentElement && document.documentElement.hasAttribute('data-hydrated')) {
      window.__readyAt = performance.now()
    }
  }
  new MutationObserver(mark).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] })
})()`

/**
 * One first load of `url` in a fresh context of `browser` (playwright-core). `throttle`: the
 * slow network and CPU (SLOW_NETWORK), or none. `cookies`: for a signed-in page. The load is
 * over when the page is ready and no request has been in flight for `quietMs`: what the page
 * fetches on its own right after hydration (texts, a chunk loaded when idle) counts, what waits
 * for a click does not.
 */
export async function firstLoad(browser, url, { clientDir, throttle = null, cookies = [], contextOptions = {}, quietMs = 1000, timeoutMs = 60_000 }) {
  const context = await browser.newContext({ serviceWorkers: 'block', ...contextOptions })
  try {
    if (cookies.length) await context.addCookies(cookies)
    await context.addInitScript({ content: READY_PROBE })
    const page = await context.newPage()
    const requests = []
    let inflight = 0
    let lastActivity = Date.now()
    const problems = []
    page.on('request', (r) => {
      inflight++
      lastActivity = Date.now()
      requests.push(r)
    })
    const done = () => {
      inflight--
      lastActivity = Date.now()
    }
    page.on('requestfinished', done)
    page.on('requestfailed', (r) => {
      done()
      problems.push(`request failed: ${r.url()} (${r.failure()?.errorText})`)
    })
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`))
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console error: ${m.text()}`)
    })
    if (throttle) {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      const bytesPerSecond = (throttle.kbps * 1000) / 8
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: throttle.latencyMs,
        downloadThroughput: bytesPerSecond,
        uploadThroughput: bytesPerSecond,
      })
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle.cpuSlowdown })
    }
    const response = await page.goto(url, { waitUntil: 'load', timeout: timeoutMs })
    const ready = await page
      .waitForFunction(() => window.__readyAt !== undefined, undefined, { timeout: timeoutMs, polling: 100 })
      .then(() => true)
      .catch(() => false)
    if (!ready) problems.push(`not hydrated within ${timeoutMs} ms`)
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline && (inflight > 0 || Date.now() - lastActivity < quietMs)) await new Promise((r) => setTimeout(r, 50))
    const timing = await page.evaluate(() => ({
      readyAt: window.__readyAt ?? null,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    }))
    const origin = new URL(url).origin
    const documentSizes = response
      ? await response
          .request()
          .sizes()
          .catch(() => null)
      : null
    const js = []
    for (const r of requests) {
      const u = new URL(r.url())
      if (u.origin !== origin || !u.pathname.endsWith('.js')) continue
      const file = path.join(clientDir, u.pathname.replace(/^\/website\//, ''))
      const sizes = await r.sizes().catch(() => null)
      js.push({
        file: path.relative(clientDir, file),
        transferred: sizes?.responseBodySize ?? 0,
        gzip: fs.existsSync(file) ? gzipSize(file) : 0,
        missing: !fs.existsSync(file),
      })
    }
    js.sort((a, b) => b.gzip - a.gzip)
    const sum = (key) => js.reduce((n, f) => n + f[key], 0)
    return {
      url,
      status: response?.status() ?? 0,
      finalUrl: page.url(),
      requests: requests.map((r) => `${r.resourceType()} ${new URL(r.url()).pathname}`),
      requestCount: requests.length,
      js,
      jsTransferred: sum('transferred'),
      jsGzip: sum('gzip'),
      // the HTML as sent (an HTML-only page carries its context and texts in it)
      htmlTransferred: documentSizes?.responseBodySize ?? 0,
      readyMs: timing.readyAt === null ? null : Math.round(timing.readyAt),
      fcpMs: timing.fcp === null ? null : Math.round(timing.fcp),
      problems,
    }
  } finally {
    await context.close()
  }
}

/** The failures of one page's load against its budget (bytes and requests; `readyMaxMs` when given). */
export function budgetFailures(r, budget, { timed = true } = {}) {
  const out = []
  const kb = (b) => (b / 1000).toFixed(1)
  const name = new URL(r.url).pathname
  if (r.status !== 200) out.push(`${name}: answered ${r.status}`)
  if (r.finalUrl !== r.url) out.push(`${name}: ended at ${r.finalUrl}`)
  for (const f of r.js.filter((x) => x.missing)) out.push(`${name}: loads ${f.file}, missing from the build`)
  if (r.jsGzip > budget.jsGzipMaxKB * 1000) out.push(`${name}: ${kb(r.jsGzip)} KB of JavaScript (gzip) > ${budget.jsGzipMaxKB} KB`)
  if (r.requestCount > budget.requestsMax) out.push(`${name}: ${r.requestCount} requests > ${budget.requestsMax}`)
  if (timed && (r.readyMs === null || r.readyMs >= budget.readyMaxMs)) out.push(`${name}: ready at ${r.readyMs ?? 'never'} ms (budget < ${budget.readyMaxMs} ms)`)
  for (const p of r.problems) out.push(`${name}: ${p}`)
  return out
}

/** The budget of one page of budgets.slowNetwork (a page's own values over the defaults). */
export function pageBudget(slow, page) {
  return { jsGzipMaxKB: page.jsGzipMaxKB ?? slow.jsGzipMaxKB, requestsMax: page.requestsMax ?? slow.requestsMax, readyMaxMs: page.readyMaxMs ?? slow.readyMaxMs }
}

/**
 * Runs the scenario against a running production server: `budget` is budgets.slowNetwork,
 * `launch` playwright-core's launch options of the Chromium (test/helpers/chromium.ts),
 * `sessionCookie(mobile)` the cookie ({ name, value }) of a signed-in consumer (the dashboards). Best of
 * `runs` ready times a page (the machine's noise only ever adds time); bytes and requests are
 * the same every run. Returns the failures.
 */
export async function runSlowNetwork({ base, launch, clientDir, budget, sessionCookie, runs = 1, log = console.log }) {
  const { chromium } = await import('playwright-core')
  const browser = await chromium.launch({ headless: true, ...launch })
  const failures = []
  const kb = (b) => (b / 1000).toFixed(1)
  try {
    const t = SLOW_NETWORK
    log(`\nslow network: ${t.kbps} kbit/s down and up, ${t.latencyMs} ms latency, CPU ${t.cpuSlowdown}× slower, empty cache; best of ${runs} run(s) a page`)
    log(['page', 'HTML KB', 'JS files', 'JS sent KB', 'JS gzip KB', 'requests', 'FCP ms', 'ready ms'].map((h, i) => (i ? h.padStart(11) : h.padEnd(36))).join(''))
    const only = process.env.SLOW_PAGES?.split(',')
    for (const page of budget.pages.filter((p) => !only || only.includes(p.path))) {
      const cookies = page.signedIn ? [{ ...(await sessionCookie(page.signedIn)), domain: new URL(base).hostname, path: '/', secure: true }] : []
      let best = null
      for (let i = 0; i < runs; i++) {
        const r = await firstLoad(browser, base + page.path, { clientDir, throttle: t, cookies, contextOptions: PHONE_CONTEXT, quietMs: 2000 })
        if (!best || (r.readyMs ?? Infinity) < (best.readyMs ?? Infinity)) best = r
      }
      log(
        page.path.padEnd(36) +
          [kb(best.htmlTransferred), best.js.length, kb(best.jsTransferred), kb(best.jsGzip), best.requestCount, best.fcpMs ?? '-', best.readyMs ?? 'never']
            .map((c) => String(c).padStart(11))
            .join(''),
      )
      if (process.env.SLOW_DETAILS === '1') {
        for (const f of best.js) log(`    ${kb(f.gzip).padStart(6)} KB gzip  ${kb(f.transferred).padStart(6)} KB sent  ${f.file}`)
        for (const q of best.requests) log(`    ${q}`)
      }
      failures.push(...budgetFailures(best, pageBudget(budget, page)))
    }
  } finally {
    await browser.close()
  }
  return failures
}
