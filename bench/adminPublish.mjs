// The admin-publish scenario (issue 11 §5): the anonymous /website/TenderCurrent under load
// while the tender manager publishes and unpublishes tenders in a loop through the admin API.
// Each publish clears the page cache (and the content answers) in the same process; the next
// anonymous request renders the page once (single flight), then the cache warms again. The
// anonymous page budget must hold meanwhile: throughput at least `pageToHealthzThroughputMin`
// × /healthz (bench/budgets.json, the budget of the cached anonymous pages) and p99 under the
// cold-cache limit (`adminPublish.p99MaxMs`); every change visible on /api/tenderCurrent at once;
// about one render per publish. `npm run bench -- --scenario admin-publish` runs only this.
import autocannon from 'autocannon'
import { summarize } from './lib.mjs'

const PREFIX = 'APDCL/BENCH-PUBLISH/'

/** Drafts to publish (in the current financial year, so they land on /TenderCurrent). Before the server starts. */
export async function insertPublishDrafts(db, count, today) {
  const rows = Array.from({ length: count }, (_, i) => ({
    category: 'tender',
    tender_no: `${PREFIX}${String(i + 1).padStart(3, '0')}`,
    description: `Benchmark draft ${i + 1}: supply of 33 kV circuit breakers for a sub-station`,
    description_as: null,
    tender_date: today,
    new_flag: true,
    published: false,
  }))
  const ids = await db('tenders').insert(rows).returning('id')
  return ids.map((r) => (typeof r === 'object' ? r.id : r))
}

/** Logs the tender manager in; the cookie and CSRF token of its writes. */
async function adminLogin(base, userId, password) {
  const res = await fetch(`${base}/api/web/login/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ user_id: userId, password }),
  })
  if (res.status !== 200) throw new Error(`admin login of ${userId} answered ${res.status}: ${await res.text()}`)
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const { csrfToken } = await res.json()
  return { cookie, csrf: csrfToken }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/**
 * Runs the scenario against `base` (the production server, page cache on). Returns the
 * numbers; `check` turns them into budget failures.
 */
export async function adminPublishScenario(base, { ids, duration, connections, headers, intervalMs, admin }) {
  const page = `${base}/website/TenderCurrent`
  // plain runs: a per-answer hook in autocannon costs the load generator (on the same cores) about half its rate
  const run = (url) => autocannon({ url, duration, connections, headers, timeout: 30 }).then(summarize)

  // 1. the ceiling and the page without an admin at work (cache warm)
  await fetch(page, { headers }).then((r) => r.arrayBuffer())
  const healthz = await run(`${base}/healthz`)
  const quiet = await run(page)

  // 2. the same load while the admin publishes and unpublishes, one change every intervalMs
  const session = await adminLogin(base, admin.userId, admin.password)
  // the page right after each change, as the next visitor gets it: its cache state, and whether it shows the change
  const cacheStates = { hit: 0, miss: 0, shared: 0, none: 0 }
  const published = new Set()
  const changes = { publish: 0, unpublish: 0, notVisible: 0, stalePage: 0, failed: 0, latencies: [] }
  let stop = false
  const publisher = (async () => {
    for (let k = 0; !stop; k++) {
      // publish a draft, unpublish it at the next step, then the next draft: both kinds of change
      const id = ids[Math.floor(k / 2) % ids.length]
      const action = published.has(id) ? 'unpublish' : 'publish'
      const started = performance.now()
      const res = await fetch(`${base}/api/admin/tenders/${id}/${action}`, {
        method: 'POST',
        headers: { cookie: session.cookie, 'x-csrf-token': session.csrf, origin: base, 'sec-fetch-site': 'same-origin' },
      })
      const body = await res.json().catch(() => ({}))
      changes.latencies.push(performance.now() - started)
      if (res.status !== 200) {
        changes.failed++
      } else {
        changes[action]++
        if (action === 'publish') published.add(id)
        else published.delete(id)
        // visible at once: the public API answers the new state right after the call
        const no = body.tender.tenderNo
        const list = await fetch(`${base}/api/tenderCurrent?q=${encodeURIComponent(no)}&page=1&pageSize=1`).then((r) => r.json())
        if ((list.total === 1) !== (action === 'publish')) changes.notVisible++
        // the drafts are dated today with the newest ids: page 1 of /TenderCurrent lists a published one
        const res = await fetch(page, { headers })
        const html = await res.text()
        const state = res.headers.get('x-page-cache') ?? 'none'
        cacheStates[state in cacheStates ? state : 'none']++
        if (html.includes(`>${no}<`) !== (action === 'publish')) changes.stalePage++
      }
      await sleep(intervalMs)
    }
  })()
  const busy = await run(page)
  stop = true
  await publisher

  // 3. it warms again: after the last change one render, then hits
  const after = []
  for (let i = 0; i < 3; i++) after.push((await fetch(page, { headers }).then(async (r) => (await r.arrayBuffer(), r.headers.get('x-page-cache')))) ?? 'none')
  // what one render after a change costs with no other load: change, then time the next GET (a miss)
  const renders = []
  for (let i = 0; i < 4; i++) {
    const id = ids[ids.length - 1]
    const action = published.has(id) ? 'unpublish' : 'publish'
    await fetch(`${base}/api/admin/tenders/${id}/${action}`, { method: 'POST', headers: { cookie: session.cookie, 'x-csrf-token': session.csrf, origin: base, 'sec-fetch-site': 'same-origin' } })
    if (action === 'publish') published.add(id)
    else published.delete(id)
    const started = performance.now()
    const res = await fetch(page, { headers })
    await res.arrayBuffer()
    renders.push({ ms: performance.now() - started, state: res.headers.get('x-page-cache') })
  }
  // leave the drafts as they were
  for (const id of published) {
    await fetch(`${base}/api/admin/tenders/${id}/unpublish`, { method: 'POST', headers: { cookie: session.cookie, 'x-csrf-token': session.csrf, origin: base, 'sec-fetch-site': 'same-origin' } })
  }
  const lat = [...changes.latencies].sort((a, b) => a - b)
  return {
    healthz,
    quiet,
    busy,
    cacheStates,
    changes: { ...changes, count: changes.publish + changes.unpublish, p50: lat[Math.floor(lat.length / 2)] ?? 0, max: lat[lat.length - 1] ?? 0 },
    after,
    renders,
  }
}

/** Prints the result and records a failure for each budget it misses. */
export function checkAdminPublish(r, budgets, fail) {
  const b = budgets.adminPublish
  const f = (x, d = 0) => (Number.isFinite(x) ? x.toFixed(d) : String(x))
  const ratio = r.busy.rps / r.healthz.rps
  console.log(
    [
      `admin publish: ${r.changes.count} changes (${r.changes.publish} publish, ${r.changes.unpublish} unpublish, one every ${b.intervalMs} ms; call p50 ${f(r.changes.p50)} ms, max ${f(r.changes.max)} ms)`,
      `  /healthz                         ${f(r.healthz.rps)} req/s`,
      `  /TenderCurrent, no admin at work ${f(r.quiet.rps)} req/s, p99 ${r.quiet.p99} ms (${f(r.quiet.rps / r.healthz.rps, 2)}x /healthz)`,
      `  /TenderCurrent while publishing  ${f(r.busy.rps)} req/s, p99 ${r.busy.p99} ms, mean ${f(r.busy.mean, 2)} ms (${f(ratio, 2)}x /healthz)`,
      `  the page right after each change: ${r.cacheStates.miss} rendered for that request, ${r.cacheStates.shared} shared a render, ${r.cacheStates.hit} already re-rendered (hit), ${r.cacheStates.none} uncached`,
      `  one render after a change, no other load: ${r.renders.map((x) => `${f(x.ms)} ms (${x.state})`).join(', ')}`,
      `  stale after a change: ${r.changes.notVisible} API answers, ${r.changes.stalePage} pages; failed calls: ${r.changes.failed}; after the last change: ${r.after.join(', ')}`,
    ].join('\n'),
  )
  if (r.busy.non2xx || r.busy.errors) fail(`admin publish: ${r.busy.non2xx} non-2xx answers and ${r.busy.errors} errors of /TenderCurrent`)
  if (r.changes.failed) fail(`admin publish: ${r.changes.failed} publish/unpublish calls failed`)
  if (!r.changes.count) fail('admin publish: no change was made during the run')
  if (r.changes.notVisible) fail(`admin publish: ${r.changes.notVisible} changes were not visible on /api/tenderCurrent at once`)
  if (r.changes.stalePage) fail(`admin publish: ${r.changes.stalePage} changes were not visible on /website/TenderCurrent at once (the page cache was not cleared)`)
  if (r.cacheStates.none) fail(`admin publish: ${r.cacheStates.none} answers of /website/TenderCurrent without X-Page-Cache (the page cache is off?)`)
  if (!(ratio >= budgets.pageToHealthzThroughputMin))
    fail(`admin publish: /TenderCurrent at ${f(ratio, 2)}x the throughput of /healthz while publishing (budget ≥ ${budgets.pageToHealthzThroughputMin}x)`)
  if (!(r.busy.p99 <= b.p99MaxMs)) fail(`admin publish: /TenderCurrent p99 ${r.busy.p99} ms while publishing (budget ≤ ${b.p99MaxMs} ms)`)
  if (r.after[r.after.length - 1] !== 'hit') fail(`admin publish: the page did not warm again after the last change (${r.after.join(', ')})`)
}
