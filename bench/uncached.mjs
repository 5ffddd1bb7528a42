// Issue 28 §1: the pages a consumer uses, which the page cache does not hold (forms, bills,
// search, a signed-in dashboard), against /healthz in the same run. For each: autocannon at
// `connections` for `duration` s, the server's CPU time per request (utime + stime of its
// process from /proc/<pid>/stat over the run, divided by the requests answered: steadier than
// req/s on a shared machine), its throughput as a share of /healthz's, and p99.
import fs from 'node:fs'
import { load } from './lib.mjs'

const TICK_MS = 10 // CLK_TCK 100 on Linux
const STALE_SESSION = 'apdcl.sid=0000000000000000000000000000000000000000000'

/** The CPU time (user + system) a process has used, in ms. */
export function cpuMs(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS
}

/**
 * Runs the scenario; `pages` from budgets.uncached (each `{ path, signedIn?, render? }`), `sessionCookie`
 * the cookie of a signed-in consumer. Resolves with one row per target, /healthz first.
 */
export async function uncachedScenario(base, { pid, pages, duration, connections, headers, sessionCookie, log = console.log }) {
  const rows = []
  for (const target of [{ path: '/healthz' }, ...pages]) {
    // a stale session cookie passes the anonymous page cache by: the page renders for each request
    const h = target.signedIn ? { ...headers, cookie: sessionCookie } : target.render ? { ...headers, cookie: STALE_SESSION } : headers
    const warm = await fetch(base + target.path, { headers: h, redirect: 'manual' })
    await warm.arrayBuffer()
    if (warm.status !== 200) throw new Error(`${target.path} answered ${warm.status} before the run`)
    const before = cpuMs(pid)
    const r = await load(base + target.path, { duration, connections, headers: h })
    const cpu = cpuMs(pid) - before
    const row = { ...target, ...r, cpuMsPerReq: r.total ? cpu / r.total : Infinity }
    rows.push(row)
    log(`${target.path.padEnd(48)} ${Math.round(r.rps).toString().padStart(6)} req/s  p99 ${String(r.p99).padStart(4)} ms  CPU ${row.cpuMsPerReq.toFixed(2)} ms/req`)
  }
  return rows
}

/** The budget's failures: CPU per request, the share of /healthz's throughput, p99, and any error. */
export function checkUncached(rows, budget, fail) {
  const healthz = rows[0]
  for (const r of rows.slice(1)) {
    if (r.non2xx || r.errors) fail(`${r.path}: ${r.non2xx} non-2xx answers and ${r.errors} errors under load`)
    if (!(r.cpuMsPerReq <= budget.cpuMsPerReqMax)) fail(`${r.path}: ${r.cpuMsPerReq.toFixed(2)} ms of server CPU per request (budget ≤ ${budget.cpuMsPerReqMax} ms)`)
    const share = r.rps / healthz.rps
    if (!(share >= budget.toHealthzThroughputMin)) fail(`${r.path}: ${share.toFixed(3)}x the throughput of /healthz (budget ≥ ${budget.toHealthzThroughputMin}x)`)
    if (!(r.p99 <= budget.p99MaxMs)) fail(`${r.path}: p99 ${r.p99} ms (budget ≤ ${budget.p99MaxMs} ms)`)
  }
}
