// The login scenario of `npm run bench` (issue 3): the production build on PostgreSQL with
// BENCH_CONSUMERS bulk consumers (default 1,000,000) in its own database (BENCH_PG_URL,
// default postgres://postgres@127.0.0.1:5432/apdcl_bench: created when missing, seeded once
// with seeds/bulk.ts, reused afterwards). Three autocannon runs:
//   1. generate: POST /auth/login {mobileNo, type:'old', src:'portal'}, a fresh bulk mobile per request;
//   2. verify:   POST /auth/otp/verify {mobileNo, otpNo, src:'portal'}, OTPs read from sms_outbox
//                between the phases, each OTP used once (a session per mobile);
//   3. getConsDetails: POST /api/web/auth/getConsDetails with the Bearer tokens of a few hundred
//                signed-in mobiles.
// The server runs with AUTH_IP_LIMIT=1000000, OTP_MAX_SENDS=10000, OTP_RESEND_WAIT_SECONDS=1
// (one client IP sends everything, as in the e2e suite).
import autocannon from 'autocannon'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { tsImport } from 'tsx/esm/api'
import { pgReachable as pgReachableAt } from '../scripts/pgReachable.mjs'
import { summarize } from './lib.mjs'

const imp = (p) => tsImport(p, import.meta.url)
export const BENCH_PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/apdcl_bench'

/** Is the PostgreSQL server of BENCH_PG_URL listening? */
export const pgReachable = (url = BENCH_PG_URL) => pgReachableAt(url)

/** BENCH_LOGIN=0 turns the scenario off; otherwise it runs when PostgreSQL answers. */
export async function loginBenchEnabled() {
  if (process.env.BENCH_LOGIN === '0') return false
  const ok = await pgReachable()
  if (!ok) console.log(`\nlogin scenario skipped: PostgreSQL at ${BENCH_PG_URL.replace(/\/\/[^@/]*@/, '//…@')} did not answer`)
  return ok
}

async function createDatabaseIfMissing(url) {
  const u = new URL(url)
  const name = decodeURIComponent(u.pathname.slice(1))
  if (!/^\w+$/.test(name)) throw new Error(`unexpected database name ${name}`)
  u.pathname = '/postgres'
  const admin = new pg.Client({ connectionString: u.toString() })
  await admin.connect()
  try {
    const r = await admin.query('select 1 from pg_database where datname = $1', [name])
    if (r.rowCount === 0) {
      await admin.query(`create database "${name}"`)
      console.log(`created database ${name}`)
    }
  } finally {
    await admin.end()
  }
}

/** Migrated, demo-seeded, `consumers` bulk consumers; traffic tables emptied so each run starts alike. */
export async function prepareLoginDb({ consumers, uploadsPath }) {
  await createDatabaseIfMissing(BENCH_PG_URL)
  const { createDb } = await imp('../server/db/knex.ts')
  const { migrateLatest } = await imp('../server/db/migrate.ts')
  const { seedIfEmpty } = await imp('../seeds/index.ts')
  const { seedBulk, bulkCount } = await imp('../seeds/bulk.ts')
  const { indianDate } = await imp('../shared/time.ts')
  const db = createDb({ DATABASE_URL: BENCH_PG_URL, sqlitePath: '', DB_POOL_MAX: 2 })
  try {
    await migrateLatest(db)
    await seedIfEmpty(db, { uploadsPath })
    const have = await bulkCount(db)
    if (have < consumers) {
      const { year, month, day } = indianDate(new Date())
      const today = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
      console.log(`bench database holds ${have} bulk consumers: adding ${consumers - have} (once; later runs reuse them)`)
      const r = await seedBulk(db, { consumers: consumers - have, today, log: (l) => console.log(l) })
      console.log(`bulk load: ${consumers - have} consumers in ${(r.ms / 1000).toFixed(0)} s`)
    } else {
      console.log(`bench database holds ${have} bulk consumers (reused)`)
    }
    await db.raw('truncate sms_outbox, otp_challenges, consumer_sessions, rate_limit_hits')
    const [{ n }] = (await db.raw('select count(*) as n from consumers')).rows
    return { consumers: Number(n), bulk: Math.max(have, consumers) }
  } finally {
    await db.destroy()
  }
}

function summary(name, pathName, r) {
  return { name, path: pathName, ...summarize(r), seconds: r.duration }
}

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' }
/**
 * Requests come from many client addresses (BENCH_CLIENT_IPS, default a million; X-Forwarded-For,
 * trusted from loopback: TRUST_PROXY=loopback below), as a bill-day peak of sign-ins does: from
 * one address every request would queue on that address's single rate-limit counter row, and
 * every OTP after an address's first would ask for proof of work (docs/security.md), which
 * measures the load generator, not the system. Each address and each mobile asks once.
 */
const CLIENT_IPS = Math.max(1, Number(process.env.BENCH_CLIENT_IPS ?? 1_000_000))
const clientIp = (n) => {
  const i = n % CLIENT_IPS
  return `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`
}
const headersFor = (n, extra = {}) => ({ ...JSON_HEADERS, 'x-forwarded-for': clientIp(n), ...extra })

/**
 * One autocannon run of POST `pathName` (`load`: its duration or amount); `setup()` gives each
 * request's `{ headers, body }`.
 */
function postRun({ baseUrl, connections, load, pathName, setup, onResponse }) {
  const request = { method: 'POST', path: pathName, setupRequest: (req) => ({ ...req, ...setup() }) }
  if (onResponse) request.onResponse = onResponse
  return autocannon({ url: baseUrl, ...load, connections, timeout: 30, requests: [request] })
}

/** The three runs against a running server; returns result rows like bench/lib.mjs load(). */
export async function runLoginPhases({ baseUrl, bulk, duration, connections, signedIn = 300 }) {
  const { bulkMobile, bulkIndexOf } = await imp('../seeds/bulkModel.ts')
  // distinct mobiles spread over the whole range (7919 is prime to the count: a permutation)
  const mobiles = 7 * Math.floor(bulk / 10)
  if (mobiles < 1000) throw new Error(`too few bulk mobiles (${mobiles}) for the login scenario`)
  const stride = 7919 % mobiles === 0 ? 7907 : 7919
  let next = 0
  const sent = []
  const nextMobile = () => {
    const m = String(7_000_000_000 + ((next++ * stride) % mobiles))
    sent.push(m)
    return m
  }

  // 1. generate
  const gen = await postRun({
    baseUrl,
    connections,
    load: { duration },
    pathName: '/auth/login',
    setup: () => ({ headers: headersFor(next), body: JSON.stringify({ mobileNo: nextMobile(), type: 'old', src: 'portal' }) }),
  })
  const results = [summary('login: generate OTP', '/auth/login', gen)]
  if (process.env.BENCH_DEBUG) console.log(results[0], { sent: sent.length })

  // OTPs of the mobiles that got one: the newest outbox message of each
  const client = new pg.Client({ connectionString: BENCH_PG_URL })
  await client.connect()
  let otps
  try {
    const r = await client.query('select distinct on (mobile) mobile, text from sms_outbox where mobile = any($1) order by mobile, created_at desc, id desc', [sent])
    otps = r.rows.map((x) => ({ mobile: x.mobile, otp: /\b(\d{6})\b/.exec(x.text)?.[1] })).filter((x) => x.otp)
  } finally {
    await client.end()
  }
  if (otps.length < connections * 4) throw new Error(`only ${otps.length} OTPs issued in the generate phase`)

  // 2. verify: each OTP once (a little margin: autocannon builds a request ahead per connection)
  let v = 0
  const tokens = []
  const ver = await postRun({
    baseUrl,
    connections,
    load: { amount: otps.length - 2 * connections },
    pathName: '/auth/otp/verify',
    setup: () => {
      const o = otps[v++ % otps.length]
      return { headers: headersFor(v), body: JSON.stringify({ mobileNo: o.mobile, otpNo: o.otp, src: 'portal' }) }
    },
    onResponse: (status, body) => {
      if (status !== 200 || tokens.length >= signedIn) return
      const j = JSON.parse(body)
      const k = bulkIndexOf(j.consList[0])
      tokens.push({ token: j.accessToken, consNo: j.consList[0], mobile: k === null ? undefined : bulkMobile(k) })
    },
  })
  results.push(summary('login: verify OTP', '/auth/otp/verify', ver))
  if (process.env.BENCH_DEBUG) console.log(results[1], { otps: otps.length, tokens: tokens.length })
  if (!tokens.length) throw new Error('no session from the verify phase')

  // 3. getConsDetails for the signed-in mobiles, round robin
  let d = 0
  const det = await postRun({
    baseUrl,
    connections,
    load: { duration },
    pathName: '/api/web/auth/getConsDetails',
    setup: () => {
      const s = tokens[d++ % tokens.length]
      return { headers: headersFor(d, { authorization: `Bearer ${s.token}` }), body: JSON.stringify({ consNo: s.consNo, mobileNo: s.mobile }) }
    },
  })
  results.push(summary('getConsDetails', '/api/web/auth/getConsDetails', det))
  return { results, otpsIssued: otps.length, sessions: tokens.length }
}

/**
 * The whole scenario: database, server, runs, budget checks (through `fail`). Returns the
 * result rows for the bench table.
 */
export async function runLoginScenario({ buildDir, budgets, duration, connections, fail }) {
  const b = budgets.login
  const consumers = Number(process.env.BENCH_CONSUMERS ?? b.consumers)
  const { startProductionServer } = await imp('../test/helpers/server.ts')
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-bench-login-'))
  const started = Date.now()
  const prepared = await prepareLoginDb({ consumers, uploadsPath: path.join(tmp, 'uploads') })
  console.log(`\nlogin scenario on PostgreSQL: ${prepared.consumers} consumers (${prepared.bulk} bulk), ready in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  const server = await startProductionServer({
    buildDir,
    sqliteFile: path.join(tmp, 'unused.sqlite'),
    uploadsDir: path.join(tmp, 'uploads'),
    env: { DATABASE_URL: BENCH_PG_URL, TRUST_PROXY: 'loopback', AUTH_IP_LIMIT: '1000000', OTP_MAX_SENDS: '10000', OTP_RESEND_WAIT_SECONDS: '1', RECONCILE_INTERVAL_MS: '0' },
    readyTimeoutMs: 120_000,
  })
  try {
    process.stdout.write(`login phases: generate ${duration}s, verify (each OTP once), getConsDetails ${duration}s, ${connections} connections… `)
    const { results, otpsIssued, sessions } = await runLoginPhases({ baseUrl: server.baseUrl, bulk: prepared.bulk, duration, connections })
    console.log(`${otpsIssued} OTPs, ${sessions} sessions`)
    for (const r of results) {
      if (r.non2xx || r.errors) fail(`${r.path}: ${r.non2xx} non-2xx answers and ${r.errors} errors under load`)
    }
    const [gen, ver, det] = results
    const check = (r, key, max) => {
      if (max !== undefined && !(r.p99 <= max)) fail(`${r.path}: p99 ${r.p99} ms (budget ≤ ${max} ms on ${prepared.bulk} bulk consumers)`)
    }
    check(gen, 'generate', b.generateP99MaxMs)
    check(ver, 'verify', b.verifyP99MaxMs)
    check(det, 'getConsDetails', b.getConsDetailsP99MaxMs)
    if (b.getConsDetailsMinRps !== undefined && !(det.rps >= b.getConsDetailsMinRps)) {
      fail(`${det.path}: ${Math.round(det.rps)} req/s (budget ≥ ${b.getConsDetailsMinRps})`)
    }
    return results.map((r) => ({ ...r, login: true }))
  } catch (err) {
    fail(`login scenario error: ${err?.stack ?? err}\nserver output:\n${server.output().slice(-5000)}`)
    return []
  } finally {
    await server.stop()
    fs.rmSync(tmp, { recursive: true, force: true })
  }
}

/** `npm run bench -- --scenario login`: this scenario alone; prints its table; the exit code. */
export async function runLoginOnly({ buildDir, budgets, duration, connections }) {
  const failures = []
  if (!(await pgReachable())) {
    console.error(`PostgreSQL at ${BENCH_PG_URL.replace(/\/\/[^@/]*@/, '//…@')} did not answer: the login scenario needs it`)
    return 1
  }
  const rows = await runLoginScenario({ buildDir, budgets, duration, connections, fail: (m) => failures.push(m) })
  const fmt = (x, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : String(x))
  console.log('\n' + ['target', 'req/s', 'p99 ms', 'mean ms', 'requests'].map((h, i) => (i ? h.padStart(10) : h.padEnd(34))).join(''))
  for (const r of rows) console.log(r.name.padEnd(34) + [fmt(r.rps, 0), fmt(r.p99, 0), fmt(r.mean, 2), String(r.total)].map((c) => c.padStart(10)).join(''))
  if (failures.length) {
    console.error(`\nBUDGET FAILED:\n  - ${failures.join('\n  - ')}`)
    return 1
  }
  console.log('\nlogin budgets met')
  return 0
}
