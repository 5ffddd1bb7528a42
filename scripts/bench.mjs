// npm run bench: the production build under load (issue 2 §5), budgets in bench/budgets.json.
// Builds into dist-bench/ (BENCH_SKIP_BUILD=1 reuses it), migrates and seeds a fresh SQLite
// database, adds 10,000 tenders, starts the production server and runs autocannon against
// /website/, /website/TenderCurrent, /api/tenderCurrent, a static asset of similar size and
// /healthz (the ceiling of the middleware stack; the pages' budget is a share of it, issue 8 §2).
// Before that, the cold page cache scenario (bench/coldCache.mjs): 100 concurrent GETs of the
// not yet cached /website/TenderCurrent must cause one render (`--scenario coldcache`: only it).
// Issue 11 §5: /website/TenderCurrent under load while an admin publishes (bench/adminPublish.mjs;
// `--scenario admin-publish`: only it). Issue 13: /website/EodbSaidiSaifiReport on two years of
// outages of every feeder (seeds/bulkOutages.ts, budgets.eodb), held to the page budgets.
// Issue 14: GET /api/search over the extra tenders and 20,000 documents (bench/search.mjs, budgets.search).
// Issue 24 §6: the consumer pages and the home page on a slow network in Chromium (bench/slowNetwork.mjs,
// budgets.slowNetwork; `--scenario slow`: only it, with SLOW_RUNS runs a page).
// Exits non-zero when a budget fails. Knobs: BENCH_DURATION (s, default 10),
// BENCH_CONNECTIONS (default 10), BENCH_ACCEPT_ENCODING (default gzip).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { tsImport } from 'tsx/esm/api'
import { checkColdCache, coldCacheScenario } from '../bench/coldCache.mjs'
import { homeWeight, insertTenders, load, staticAssetLike } from '../bench/lib.mjs'
import { runLighthouse } from '../bench/lighthouse.mjs'
import { loginBenchEnabled, runLoginOnly, runLoginScenario } from '../bench/login.mjs'
import { runWorkersBench } from '../bench/workers.mjs'
import { checkStatusLookup, statusLookupScenario } from '../bench/applications.mjs'
import { adminPublishScenario, checkAdminPublish, insertPublishDrafts } from '../bench/adminPublish.mjs'
import { checkSearch, insertSearchDocuments, searchScenario } from '../bench/search.mjs'
import { runSlowNetwork } from '../bench/slowNetwork.mjs'
import { checkUncached, uncachedScenario } from '../bench/uncached.mjs'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)
const budgets = JSON.parse(fs.readFileSync(path.join(root, 'bench/budgets.json'), 'utf8'))
// BENCH_BUILD_DIR: a folder of one's own when several people benchmark on one machine
const BUILD_DIR = process.env.BENCH_BUILD_DIR ?? 'dist-bench'
const duration = Number(process.env.BENCH_DURATION ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
const headers = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  accept: 'text/html,application/json,*/*',
  'accept-encoding': process.env.BENCH_ACCEPT_ENCODING ?? 'gzip',
}
const imp = (p) => tsImport(p, import.meta.url)
const { buildProduction, hasBuild, startProductionServer, E2E_SESSION_COOKIE } = await imp('../test/helpers/server.ts')
const { createConsumerSessionService } = await imp('../server/services/consumerSessions.ts')
const { loadConfig } = await imp('../server/config.ts')
const { createDb } = await imp('../server/db/knex.ts')
const { migrateLatest } = await imp('../server/db/migrate.ts')
const { seedIfEmpty } = await imp('../seeds/index.ts')

if (process.env.BENCH_SKIP_BUILD === '1' && hasBuild(BUILD_DIR)) console.log(`reusing ${BUILD_DIR}/ (BENCH_SKIP_BUILD=1)`)
else buildProduction(BUILD_DIR, { log: (l) => console.log(l) })
// `--scenario login`: only the login scenario on PostgreSQL with a million consumers (bench/login.mjs)
const scenarioArg = process.argv.indexOf('--scenario')
if (scenarioArg > 0 && process.argv[scenarioArg + 1] === 'login') process.exit(await runLoginOnly({ buildDir: BUILD_DIR, budgets, duration, connections }))
// `--workers N`: one worker against N on PostgreSQL (bench/workers.mjs, issue 8 §4)
const workersArg = process.argv.indexOf('--workers')
if (workersArg > 0) process.exit(await runWorkersBench({ buildDir: BUILD_DIR, workers: Number(process.argv[workersArg + 1]), budgets, duration, connections, headers }))
// `--scenario coldcache`: only the cold page cache scenario (bench/coldCache.mjs)
const coldCacheOnly = scenarioArg > 0 && process.argv[scenarioArg + 1] === 'coldcache'
// `--scenario lighthouse`: only Lighthouse's mobile audit of the pages of budgets.lighthouse (bench/lighthouse.mjs)
const lighthouseOnly = scenarioArg > 0 && process.argv[scenarioArg + 1] === 'lighthouse'
// `--scenario admin-publish`: only /TenderCurrent under load while an admin publishes (bench/adminPublish.mjs, issue 11 §5)
const adminPublishOnly = scenarioArg > 0 && process.argv[scenarioArg + 1] === 'admin-publish'
// `--scenario search`: only the site-wide search (bench/search.mjs, issue 14)
const searchOnly = scenarioArg > 0 && process.argv[scenarioArg + 1] === 'search'
// `--scenario slow`: only the slow-network first loads (bench/slowNetwork.mjs, issue 24 §6)
const slowOnly = scenarioArg > 0 && process.argv[scenarioArg + 1] === 'slow'
// `--scenario uncached`: only the pages the page cache does not hold (bench/uncached.mjs, issue 28 §1)
const uncachedOnly = scenarioArg > 0 && process.argv[scenarioArg + 1] === 'uncached'

// a fresh database: migrated, demo content, then the extra tenders
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-bench-'))
const env = { SQLITE_FILE: path.join(tmp, 'bench.sqlite'), UPLOADS_DIR: path.join(tmp, 'uploads'), DATABASE_URL: '' }
const config = loadConfig({ ...env, NODE_ENV: 'production', DEMO_MODE: 'true' })
const db = createDb(config)
await migrateLatest(db)
await seedIfEmpty(db, { uploadsPath: config.uploadsPath })
const ms = await insertTenders(db, budgets.extraTenders)
const [{ n }] = await db('tenders').count({ n: '*' })
console.log(`database: ${n} tenders (${budgets.extraTenders} inserted in ${ms} ms)`)
// issue 11: drafts the admin-publish scenario publishes and unpublishes (dated today: /TenderCurrent)
const { indiaToday } = await imp('../shared/time.ts')
const publishIds = await insertPublishDrafts(db, budgets.adminPublish.drafts, indiaToday())
// issue 10: applications and complaints for the status lookup
const { seedBulkWork, bulkWorkNo, bulkWorkMobile } = await imp('../seeds/bulkWork.ts')
// issue 14: documents for the site-wide search, besides the extra tenders
const docsMs = await insertSearchDocuments(db, budgets.search.documents)
console.log(`database: ${budgets.search.documents} documents for the search (${docsMs} ms)`)
const workStarted = Date.now()
if (!adminPublishOnly && !searchOnly && !slowOnly && !uncachedOnly) {
  await seedBulkWork(db, budgets.applications.count)
  console.log(`database: ${budgets.applications.count} applications and complaints (${Date.now() - workStarted} ms)`)
  // issue 13: two years of outages for every feeder, for /EodbSaidiSaifiReport (seeds/bulkOutages.ts)
  const { seedBulkOutages } = await imp('../seeds/bulkOutages.ts')
  const outages = await seedBulkOutages(db, { today: indiaToday(), feedersPerDivision: budgets.eodb.feedersPerDivision, scale: budgets.eodb.outageScale })
  console.log(`database: ${outages.outages} outage events on ${outages.feeders} feeders over two years (${outages.ms} ms)`)
}
await db.destroy()

// the per-network limit would refuse a load test from one address (the status lookup)
const serverEnv = { PAGE_CACHE_TTL_MS: '30000', AUTH_IP_LIMIT: '1000000' }
if (lighthouseOnly) {
  // Lighthouse audits the site as search engines and visitors get it: outside demo mode (a demo
  // site asks not to be indexed, X-Robots-Tag and robots.txt, which fails the SEO category), with
  // a complete production configuration (test/helpers/productionEnv.ts); the data is the bench's
  const { PRODUCTION_ENV } = await imp('../test/helpers/productionEnv.ts')
  Object.assign(serverEnv, PRODUCTION_ENV, { DEMO_MODE: 'false', SEED_DEMO_DATA: 'false', TRUST_PROXY: 'false' })
}
const server = await startProductionServer({ buildDir: BUILD_DIR, sqliteFile: env.SQLITE_FILE, uploadsDir: env.UPLOADS_DIR, env: serverEnv })
const failures = []
const fail = (msg) => failures.push(msg)
try {
  const base = server.baseUrl
  if (lighthouseOnly) {
    // a signed-in consumer for the dashboard: a session straight in the database, its cookie sent by Lighthouse
    const sessionDb = createDb(config)
    const token = await createConsumerSessionService({ db: sessionDb }).create(budgets.lighthouse.signedInMobile)
    await sessionDb.destroy()
    const { findChromium } = await imp('../test/helpers/chromium.ts')
    const found = await findChromium()
    if (!found.ok) throw new Error(found.message)
    const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1)
    const sessionCookie = `${E2E_SESSION_COOKIE}=${token}`
    for (const f of await runLighthouse({ base, chromePath: found.chromium.executablePath, budget: budgets.lighthouse, sessionCookie, runs })) fail(f)
    throw Object.assign(new Error('only the Lighthouse scenario'), { skipRest: true })
  }
  // issue 24 §6: a phone on a slow network; the dashboards signed in as for Lighthouse (a session row, its cookie)
  const runSlow = async () => {
    const { findChromium, CHROMIUM_ARGS } = await imp('../test/helpers/chromium.ts')
    const found = await findChromium()
    if (!found.ok) throw new Error(found.message)
    const sessionDb = createDb(config)
    const sessions = createConsumerSessionService({ db: sessionDb })
    const tokens = new Map()
    const sessionCookie = async (mobile) => {
      if (!tokens.has(mobile)) tokens.set(mobile, await sessions.create(mobile))
      return { name: E2E_SESSION_COOKIE, value: tokens.get(mobile) }
    }
    try {
      const launch = { executablePath: found.chromium.executablePath, args: CHROMIUM_ARGS, env: { ...process.env, ...found.chromium.env } }
      console.log(
        `load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')} on ${os.cpus().length} cores`,
      )
      const runs = Number(process.env.SLOW_RUNS ?? 1)
      for (const f of await runSlowNetwork({ base, launch, clientDir: path.join(root, BUILD_DIR, 'client'), budget: budgets.slowNetwork, sessionCookie, runs })) fail(f)
      console.log(
        `load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
      )
    } finally {
      await sessionDb.destroy()
    }
  }
  // issue 28 §1: the uncached pages a consumer uses, CPU per request against /healthz
  const runUncached = async () => {
    const sessionDb = createDb(config)
    const mobile = budgets.uncached.pages.find((p) => p.signedIn)?.signedIn
    const token = mobile ? await createConsumerSessionService({ db: sessionDb }).create(mobile) : ''
    await sessionDb.destroy()
    console.log(
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} on ${os.cpus().length} cores`,
    )
    const rows = await uncachedScenario(base, { pid: server.child.pid, pages: budgets.uncached.pages, duration, connections, headers, sessionCookie: `${E2E_SESSION_COOKIE}=${token}` })
    checkUncached(rows, budgets.uncached, fail)
    return rows
  }
  if (uncachedOnly) {
    await runUncached()
    throw Object.assign(new Error('only the uncached pages scenario'), { skipRest: true })
  }
  if (slowOnly) {
    await runSlow()
    throw Object.assign(new Error('only the slow-network scenario'), { skipRest: true })
  }
  // issue 11 §5: the anonymous page while the tender manager publishes (the demo admin of seeds/adminDemo.ts)
  const { DEMO_ADMINS } = await imp('../seeds/adminDemo.ts')
  const runAdminPublish = async () =>
    checkAdminPublish(
      await adminPublishScenario(base, { ids: publishIds, duration, connections, headers, intervalMs: budgets.adminPublish.intervalMs, admin: DEMO_ADMINS.find((a) => a.userId === 'admin.tender') }),
      budgets,
      fail,
    )
  if (adminPublishOnly) {
    await runAdminPublish()
    throw Object.assign(new Error('only the admin-publish scenario'), { skipRest: true })
  }
  // issue 14: the site-wide search under load
  const runSearch = async () => {
    process.stdout.write(`load GET /api/search (mixed queries) for ${duration}s with ${connections} connections… `)
    const r = await searchScenario(base, { duration, connections })
    console.log(
      `${Math.round(r.rps)} req/s, p99 ${r.p99} ms (first search, indexing ${budgets.search.documents} documents and the tenders: ${r.indexedMs} ms; a query not yet kept, alone: at most ${r.uncachedMaxMs} ms)`,
    )
    checkSearch(r, budgets.search, fail)
    return r
  }
  if (searchOnly) {
    await runSearch()
    throw Object.assign(new Error('only the search scenario'), { skipRest: true })
  }
  // first, while nothing is cached: concurrent misses of one page must share one render
  const cold = budgets.coldPageCache
  checkColdCache(await coldCacheScenario(base, { ...cold, headers }), cold, fail)
  if (coldCacheOnly) throw Object.assign(new Error('only the cold page cache scenario'), { skipRest: true })
  const homeRes = await fetch(`${base}/website/`, { headers: { 'user-agent': headers['user-agent'] } })
  const homeHtml = await homeRes.text()
  if (homeRes.status !== 200) fail(`/website/ answered ${homeRes.status}`)
  const clientDir = path.join(root, BUILD_DIR, 'client')
  const asset = staticAssetLike(clientDir, Buffer.byteLength(homeHtml))
  console.log(`home HTML ${Buffer.byteLength(homeHtml)} B; static asset ${asset.urlPath} ${asset.size} B`)

  const targets = [
    { name: 'static asset', path: asset.urlPath },
    // the ceiling of the middleware stack: a JSON answer before logging, CSP and compression
    { name: '/healthz', path: '/healthz', healthz: true },
    { name: 'home page', path: '/website/', page: true },
    { name: 'TenderCurrent page', path: '/website/TenderCurrent', page: true },
    { name: '/api/tenderCurrent', path: '/api/tenderCurrent', api: true },
    { name: 'ApplyNewConn page', path: '/website/ApplyNewConn', page: true },
    // issue 13: the reliability report on two years of outages of every feeder (and its JSON, for the record)
    { name: 'EodbSaidiSaifiReport page', path: '/website/EodbSaidiSaifiReport', page: true },
    { name: '/api/eodb/reliability', path: '/api/eodb/reliability' },
  ]
  const results = []
  for (const t of targets) {
    await fetch(base + t.path, { headers }).then((r) => r.arrayBuffer()) // warm the page cache
    process.stdout.write(`load ${t.path} for ${duration}s with ${connections} connections… `)
    const r = await load(base + t.path, { duration, connections, headers })
    console.log(`${Math.round(r.rps)} req/s`)
    if (r.non2xx || r.errors) fail(`${t.path}: ${r.non2xx} non-2xx answers and ${r.errors} errors under load`)
    results.push({ ...t, ...r })
  }

  // issue 10: the status lookup on the bulk applications
  process.stdout.write(`load POST /api/applications/status for ${duration}s with ${connections} connections… `)
  const lookup = await statusLookupScenario(base, { count: budgets.applications.count, duration, connections, numberOf: bulkWorkNo, mobileOf: bulkWorkMobile })
  console.log(`${Math.round(lookup.rps)} req/s, p99 ${lookup.p99} ms`)
  checkStatusLookup(lookup, budgets.applications, fail)
  results.push({ ...lookup, api: false })

  // issue 14: the site-wide search
  results.push({ ...(await runSearch()), api: false })

  // issue 11 §5: the anonymous page budget while an admin publishes
  await runAdminPublish()

  // issue 24 §6: the consumer pages and the home page on a slow network
  await runSlow()

  // issue 3: login (generate + verify) and getConsDetails on PostgreSQL, when it answers (BENCH_LOGIN=0 skips)
  if (await loginBenchEnabled()) results.push(...(await runLoginScenario({ buildDir: BUILD_DIR, budgets, duration, connections, fail })))
  const stat = results[0]
  const healthz = results.find((x) => x.healthz)
  const fmt = (x, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : String(x))
  console.log('\n' + ['target', 'req/s', 'p99 ms', 'mean ms', 'B/req', 'vs static', 'vs healthz'].map((h, i) => (i ? h.padStart(12) : h.padEnd(26))).join(''))
  for (const r of results) {
    const ratio = r === stat || r === healthz ? '' : r.page ? `${fmt(r.rps / stat.rps, 2)}x rps` : `${fmt(r.mean / stat.mean, 1)}x time`
    const vsHealthz = r === healthz ? '' : `${fmt(r.rps / healthz.rps, 2)}x rps`
    console.log(r.name.padEnd(26) + [fmt(r.rps, 0), fmt(r.p99, 0), fmt(r.mean, 2), String(r.bytesPerReq), ratio, vsHealthz].map((c) => c.padStart(12)).join(''))
  }
  for (const r of results.filter((x) => x.page)) {
    const ratio = r.rps / stat.rps
    if (!(ratio >= budgets.pageToStaticThroughputMin)) {
      fail(`${r.path}: ${fmt(ratio, 2)}x the static asset's throughput (budget ≥ ${budgets.pageToStaticThroughputMin}x)`)
    }
    const toHealthz = r.rps / healthz.rps
    if (!(toHealthz >= budgets.pageToHealthzThroughputMin)) {
      fail(`${r.path}: ${fmt(toHealthz, 2)}x the throughput of /healthz (budget ≥ ${budgets.pageToHealthzThroughputMin}x)`)
    }
  }
  const api = results.find((x) => x.api)
  const apiRatio = api.mean / stat.mean
  if (!(apiRatio < budgets.apiToStaticLatencyMax)) {
    fail(`/api/tenderCurrent: mean latency ${fmt(apiRatio, 1)}x the static asset's (budget < ${budgets.apiToStaticLatencyMax}x)`)
  }

  const w = homeWeight(homeHtml, clientDir)
  const kb = (b) => (b / 1000).toFixed(1)
  console.log(`\nhome page JavaScript: ${w.jsFiles.length} files, ${kb(w.jsGzip)} KB gzip (budget ${budgets.homeJsGzipMaxKB} KB)`)
  console.log(`home page CSS:        ${w.cssFiles.length} files, ${kb(w.cssGzip)} KB gzip (budget ${budgets.homeCssGzipMaxKB} KB)`)
  for (const f of [...w.jsFiles.slice(0, 5), ...w.cssFiles.slice(0, 3)]) console.log(`  ${kb(f.gzip).padStart(7)} KB  ${f.file}`)
  if (w.missing.length) fail(`home page references files missing from the build: ${w.missing.join(', ')}`)
  if (!w.jsFiles.length) fail('home page references no JavaScript: hydration cannot happen')
  if (w.jsGzip > budgets.homeJsGzipMaxKB * 1000) fail(`home JavaScript ${kb(w.jsGzip)} KB gzip > ${budgets.homeJsGzipMaxKB} KB`)
  if (w.cssGzip > budgets.homeCssGzipMaxKB * 1000) fail(`home CSS ${kb(w.cssGzip)} KB gzip > ${budgets.homeCssGzipMaxKB} KB`)
} catch (err) {
  if (!err?.skipRest) fail(`benchmark error: ${err?.stack ?? err}\nserver output:\n${server.output().slice(-5000)}`)
} finally {
  await server.stop()
  fs.rmSync(tmp, { recursive: true, force: true })
}

if (failures.length) {
  console.error(`\nBUDGET FAILED:\n  - ${failures.join('\n  - ')}`)
  process.exit(1)
}
console.log('\nall budgets met')
