// `npm run bench -- --scenario lighthouse` (issue 8 §3): Lighthouse's mobile audit (its
// defaults: a mid-range phone, simulated slow 4G and a 4x slower CPU) of the production build,
// page by page, with the performance budget of bench/budgets.json. A dashboard is audited
// signed in: the bench starts a consumer session in the database and sends its cookie.
// Scores depend on the machine: run it on an otherwise idle one (docs/bench.md).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage']

/** One audit: the four category scores (0–100) and the metrics that explain performance. */
async function audit(url, port, extraHeaders, skipAudits) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', extraHeaders, skipAudits, onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] })
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? NaN)
  const problems = [lhr.runtimeError?.message, lhr.audits['largest-contentful-paint']?.errorMessage].filter(Boolean)
  // LIGHTHOUSE_DETAILS=1: where the main thread's time goes and which scripts take it
  const details = []
  if (process.env.LIGHTHOUSE_DETAILS === '1') {
    for (const i of lhr.audits['mainthread-work-breakdown']?.details?.items ?? []) details.push(`${i.groupLabel}: ${Math.round(i.duration)} ms`)
    for (const i of (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 5)) details.push(`script ${i.url}: ${Math.round(i.scripting)} ms scripting`)
    const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet
    if (lcp) details.push(`LCP element: ${lcp.slice(0, 140)}`)
  }
  // which audits cost a category its points (printed under a page that misses a budget)
  const failing = (id) => (lhr.categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1).map((ref) => ref.id)
  return {
    details,
    problems,
    failing: { accessibility: failing('accessibility'), 'best practices': failing('best-practices'), SEO: failing('seo') },
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    mainThread: ms('mainthread-work-breakdown'),
    jsKB: Math.round((lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script')?.transferSize ?? 0) / 1000),
    renderBlocking: lhr.audits['render-blocking-resources']?.details?.items?.length ?? 0,
  }
}

/**
 * Runs the audits against a running production server (`base`: http://host:port). `sessionCookie`
 * is the Cookie header value of a signed-in consumer (for the dashboard). Returns the failures.
 */
export async function runLighthouse({ base, chromePath, budget, sessionCookie, runs = 1, log = console.log }) {
  const failures = []
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-lh-'))
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...CHROME_FLAGS, `--user-data-dir=${userDataDir}`] })
  try {
    log(`\nLighthouse ${'mobile'} (simulated throttling), best of ${runs} run(s) a page; budget: performance ≥ ${budget.performanceMin}`)
    log(['page', 'perf', 'a11y', 'bp', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'main ms', 'JS KB', 'blocking'].map((h, i) => (i ? h.padStart(8) : h.padEnd(34))).join(''))
    // LIGHTHOUSE_PAGES=/website/Assamese,…: only these
    const only = process.env.LIGHTHOUSE_PAGES?.split(',')
    for (const page of budget.pages.filter((p) => !only || only.includes(p.path))) {
      const headers = page.signedIn ? { Cookie: sessionCookie } : undefined
      // a signed-in page is kept out of search engines on purpose (robots.txt disallows every
      // consumer and admin page: shared/seo.ts robotsDisallowed, issue 14), so Lighthouse's
      // "is-crawlable" would fail it by design; every other SEO audit still counts
      const skip = page.signedIn ? ['is-crawlable'] : undefined
      let best = null
      for (let i = 0; i < runs; i++) {
        const r = await audit(base + page.path, chrome.port, headers, skip)
        if (!best || r.performance > best.performance) best = r
      }
      log(
        page.path.padEnd(34) +
          [best.performance, best.accessibility, best.bestPractices, best.seo, best.fcp, best.lcp, best.tbt, best.cls.toFixed(3), best.mainThread, best.jsKB, best.renderBlocking]
            .map((c) => String(c).padStart(8))
            .join(''),
      )
      for (const p of best.problems) log(`  ! ${p}`)
      for (const d of best.details) log(`    ${d}`)
      if (best.performance < budget.performanceMin) failures.push(`${page.path}: Lighthouse performance ${best.performance} < ${budget.performanceMin}`)
      if (page.jsMaxKB && best.jsKB > page.jsMaxKB) failures.push(`${page.path}: ${best.jsKB} KB of script transferred > ${page.jsMaxKB} KB`)
      for (const [name, value] of [
        ['accessibility', best.accessibility],
        ['best practices', best.bestPractices],
        ['SEO', best.seo],
      ]) {
        if (value < budget.otherCategoriesMin) failures.push(`${page.path}: Lighthouse ${name} ${value} < ${budget.otherCategoriesMin} (${best.failing[name].join(', ')})`)
      }
    }
  } finally {
    await chrome.kill()
    fs.rmSync(userDataDir, { recursive: true, force: true })
  }
  return failures
}
