// `npm run bench -- --workers N` (issue 8 §4): the production build on PostgreSQL with one
// worker, then with N (WEB_CONCURRENCY), under the same load: the cached home page, the cached
// /website/TenderCurrent and getConsDetails of signed-in consumers (bench/login.mjs prepares
// the database and signs them in). Prints both throughputs, their ratio and the machine's core
// count. The budget (N workers ≥ budgets.workers.speedupMin × one worker) is checked only
// where there are at least budgets.workers.minCores cores: the load generator (this process)
// needs a core of its own, so on a smaller machine the workers and autocannon share cores and
// the ratio measures the machine, not the server. BENCH_ROUNDS (default 2) runs the two
// configurations in the order 1, N, N, 1 … (what drifts over the run hits both alike) and
// keeps each one's best run of each target.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { tsImport } from 'tsx/esm/api'
import { load } from './lib.mjs'
import { BENCH_PG_URL, pgReachable, prepareLoginDb, runLoginPhases } from './login.mjs'

const imp = (p) => tsImport(p, import.meta.url)
const PAGES = [
  { name: 'home page (cached)', path: '/website/' },
  { name: 'TenderCurrent (cached)', path: '/website/TenderCurrent' },
]

/** One server run with `workers` workers: the pages, then getConsDetails. */
async function measure({ buildDir, workers, consumers, duration, connections, headers, tmp }) {
  const { startProductionServer } = await imp('../test/helpers/server.ts')
  // the same starting point for each run: traffic tables emptied, the same consumers
  const prepared = await prepareLoginDb({ consumers, uploadsPath: path.join(tmp, 'uploads') })
  const server = await startProductionServer({
    buildDir,
    sqliteFile: path.join(tmp, 'unused.sqlite'),
    uploadsDir: path.join(tmp, 'uploads'),
    env: {
      DATABASE_URL: BENCH_PG_URL,
      WEB_CONCURRENCY: String(workers),
      TRUST_PROXY: 'loopback',
      AUTH_IP_LIMIT: '1000000',
      OTP_MAX_SENDS: '10000',
      OTP_RESEND_WAIT_SECONDS: '1',
      RECONCILE_INTERVAL_MS: '0',
      PAGE_CACHE_TTL_MS: '600000',
    },
    readyTimeoutMs: 120_000,
  })
  try {
    const rows = []
    // every worker renders and caches each page before the timed run (connections are spread over them)
    await new Promise((r) => setTimeout(r, 1000))
    for (const p of PAGES) {
      await Promise.all(Array.from({ length: 8 * workers }, () => fetch(server.baseUrl + p.path, { headers }).then((r) => r.arrayBuffer())))
    }
    for (const p of PAGES) {
      process.stdout.write(`  ${workers} worker(s): ${p.path} for ${duration}s… `)
      const r = await load(server.baseUrl + p.path, { duration, connections, headers })
      console.log(`${Math.round(r.rps)} req/s`)
      rows.push({ ...p, ...r })
    }
    process.stdout.write(`  ${workers} worker(s): sign-ins, then getConsDetails for ${duration}s… `)
    const { results } = await runLoginPhases({ baseUrl: server.baseUrl, bulk: prepared.bulk, duration, connections })
    const det = results.find((r) => r.path === '/api/web/auth/getConsDetails')
    console.log(`${Math.round(det.rps)} req/s`)
    rows.push({ ...det, name: 'getConsDetails' })
    return rows
  } catch (err) {
    throw new Error(`${err?.stack ?? err}\nserver output:\n${server.output().slice(-5000)}`, { cause: err })
  } finally {
    await server.stop()
  }
}

/** Runs the comparison; prints the table; returns the exit code. */
export async function runWorkersBench({ buildDir, workers, budgets, duration, connections, headers }) {
  const cores = os.cpus().length
  const speedupMin = budgets.workers?.speedupMin ?? 1.7
  const minCores = budgets.workers?.minCores ?? 4
  if (!Number.isInteger(workers) || workers < 2) {
    console.error('--workers needs a whole number of at least 2')
    return 1
  }
  if (!(await pgReachable())) {
    console.error(`PostgreSQL at ${BENCH_PG_URL.replace(/\/\/[^@/]*@/, '//…@')} did not answer: several workers need it`)
    return 1
  }
  const consumers = Number(process.env.BENCH_CONSUMERS ?? budgets.login.consumers)
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-bench-workers-'))
  const failures = []
  const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2))
  const runs = { 1: [], [workers]: [] }
  try {
    console.log(`\nworkers scenario on PostgreSQL: 1 worker against ${workers}, ${connections} connections, ${duration}s a run, ${rounds} round(s), ${cores} cores`)
    for (let round = 0; round < rounds; round++) {
      for (const n of round % 2 ? [workers, 1] : [1, workers]) runs[n].push(await measure({ buildDir, workers: n, consumers, duration, connections, headers, tmp }))
    }
  } catch (err) {
    console.error(`workers scenario error: ${err?.message ?? err}`)
    return 1
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true })
  }

  // each target's best run per configuration (the neighbours on a shared machine only ever slow it down)
  const best = (list) => list[0].map((_, i) => list.map((rows) => rows[i]).reduce((a, b) => (b.rps > a.rps ? b : a)))
  const one = best(runs[1])
  const many = best(runs[workers])
  const fmt = (x, d = 0) => (Number.isFinite(x) ? x.toFixed(d) : String(x))
  const cols = ['target', '1 worker req/s', `${workers} workers req/s`, 'ratio', 'p99 ms (1)', `p99 ms (${workers})`]
  console.log('\n' + cols.map((h, i) => (i ? h.padStart(18) : h.padEnd(26))).join(''))
  one.forEach((a, i) => {
    const b = many[i]
    const ratio = b.rps / a.rps
    console.log(a.name.padEnd(26) + [fmt(a.rps), fmt(b.rps), `${fmt(ratio, 2)}x`, fmt(a.p99), fmt(b.p99)].map((c) => c.padStart(18)).join(''))
    if (cores >= minCores && !(ratio >= speedupMin)) failures.push(`${a.name}: ${workers} workers gave ${fmt(ratio, 2)}x one worker's throughput (budget ≥ ${speedupMin}x)`)
  })
  for (const r of [...runs[1], ...runs[workers]].flat()) {
    if (r.non2xx || r.errors) failures.push(`${r.path}: ${r.non2xx} non-2xx answers and ${r.errors} errors under load`)
  }
  console.log(`\nmachine: ${cores} cores (${os.cpus()[0]?.model ?? 'unknown CPU'})`)
  if (cores < minCores) console.log(`budget not applied: ${cores} cores (the ≥ ${speedupMin}x budget needs at least ${minCores}: the load generator needs its own)`)
  if (failures.length) {
    console.error(`\nBUDGET FAILED:\n  - ${failures.join('\n  - ')}`)
    return 1
  }
  console.log(cores >= minCores ? `\nworkers budget met (≥ ${speedupMin}x)` : '\nno errors under load')
  return 0
}
