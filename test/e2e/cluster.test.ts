/**
 * The production build as a cluster (issue 8 §4, docs/scaling.md): WEB_CONCURRENCY=2 on a
 * fresh PostgreSQL database. Both workers serve, a content notice empties the page cache of
 * each, a killed worker is replaced, and SIGTERM to the primary stops everything cleanly and
 * gives the job lease up. PostgreSQL at TEST_PG_URL is required (the cluster refuses SQLite);
 * without it the file is skipped and says so.
 */
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { startProductionServer, type RunningServer } from '../helpers/server'

const PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
/** Does PostgreSQL answer at PG_URL? */
async function pgAnswers(): Promise<boolean> {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 })
  try {
    await c.connect()
    return true
  } catch {
    return false
  } finally {
    await c.end().catch(() => undefined)
  }
}
const pgUp = await pgAnswers()
if (!pgUp) process.stderr.write(`[e2e] cluster test skipped: PostgreSQL at ${new URL(PG_URL).host} did not answer (set TEST_PG_URL)\n`)

/** GET on a connection of its own (no keep-alive), so the cluster hands each to the next worker. */
function pageCacheOf(base: string, urlPath: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(base + urlPath, { agent: false, timeout: 10_000, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0 Safari/537.36' } }, (res) => {
        res.resume()
        res.on('end', () => (res.statusCode === 200 ? resolve(String(res.headers['x-page-cache'])) : reject(new Error(`status ${res.statusCode}`))))
      })
      .on('timeout', function (this: http.ClientRequest) {
        this.destroy(new Error(`no answer within 10 s: ${urlPath}`))
      })
      .on('error', reject)
  })
}

/** Cache answers of `n` requests one after the other. */
async function sequence(base: string, n: number): Promise<string[]> {
  const out: string[] = []
  for (let i = 0; i < n; i++) out.push(await pageCacheOf(base, '/website/TenderCurrent'))
  return out
}

/** The pid in a job_leases holder ('host:pid:random'). */
const holderPid = (holder: unknown) => Number(String(holder).split(':')[1])

const workerPids = (primary: number) =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(primary)], { encoding: 'utf8' })
    .split('\n')
    .map((s) => Number(s.trim()))
    .filter((n) => n > 0)

describe.runIf(pgUp)('the production server as a cluster of two workers on PostgreSQL', () => {
  let server: RunningServer
  let tmp: string
  const dbName = 'apdcl_cluster_' + randomBytes(4).toString('hex')
  const dbUrl = (() => {
    const u = new URL(PG_URL)
    u.pathname = '/' + dbName
    return u.toString()
  })()
  const admin = () => new pg.Client({ connectionString: PG_URL })

  beforeAll(async () => {
    const a = admin()
    await a.connect()
    await a.query(`create database "${dbName}"`)
    await a.end()
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-cluster-'))
    server = await startProductionServer({
      buildDir: inject('buildDir'),
      sqliteFile: path.join(tmp, 'unused.sqlite'),
      uploadsDir: path.join(tmp, 'uploads'),
      env: { DATABASE_URL: dbUrl, WEB_CONCURRENCY: '2', PAGE_CACHE_TTL_MS: '600000', RECONCILE_INTERVAL_MS: '300', LOG_LEVEL: 'info' },
      readyTimeoutMs: 120_000,
    })
    await vi.waitFor(() => expect(server.output().match(/listening on/g)?.length).toBe(2), { timeout: 30_000, interval: 100 })
  })
  afterAll(async () => {
    await server?.stop()
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
    const a = admin()
    await a.connect()
    await a.query(`drop database if exists "${dbName}" with (force)`)
    await a.end()
  })

  it('a content notice empties the page cache of every worker', async () => {
    expect(workerPids(server.child.pid!)).toHaveLength(2)
    // one render per worker, then hits
    const warm = await sequence(server.baseUrl, 8)
    expect(warm.filter((c) => c === 'miss')).toHaveLength(2)
    expect(warm.slice(-4)).toEqual(['hit', 'hit', 'hit', 'hit'])
    // what a content write in any process (or server) sends at commit
    const c = new pg.Client({ connectionString: dbUrl })
    await c.connect()
    await c.query(`select pg_notify('apdcl_content_changed', $1)`, [JSON.stringify({ origin: 'e2e', what: 'tenders' })])
    await c.end()
    await new Promise((r) => setTimeout(r, 300))
    const after = await sequence(server.baseUrl, 8)
    expect(after.filter((x) => x === 'miss')).toHaveLength(2)
  })

  it('runs the reconciliation in one worker, under a lease', async () => {
    const c = new pg.Client({ connectionString: dbUrl })
    await c.connect()
    try {
      await vi.waitFor(async () => expect((await c.query(`select holder from job_leases where name = 'payments-reconcile'`)).rows).toHaveLength(1), {
        timeout: 10_000,
        interval: 200,
      })
      const { rows } = await c.query(`select holder from job_leases where name = 'payments-reconcile'`)
      expect(workerPids(server.child.pid!)).toContain(holderPid(rows[0].holder))
    } finally {
      await c.end()
    }
  })

  it('a killed worker is replaced and the site keeps answering', async () => {
    const [victim, survivor] = workerPids(server.child.pid!)
    process.kill(victim, 'SIGKILL')
    // once the primary has seen the death, every connection goes to the survivor (one handed
    // over in the instant of the crash itself is lost: node:cluster, docs/scaling.md)
    await vi.waitFor(() => expect(server.output()).toMatch(/worker died; starting another/), { timeout: 10_000, interval: 20 })
    expect(await sequence(server.baseUrl, 3)).toEqual(['hit', 'hit', 'hit'])
    await vi.waitFor(
      () => {
        const now = workerPids(server.child.pid!)
        expect(now).toHaveLength(2)
        expect(now).toContain(survivor)
        expect(now).not.toContain(victim)
      },
      { timeout: 20_000, interval: 200 },
    )
    await vi.waitFor(() => expect(server.output().match(/listening on/g)?.length).toBe(3), { timeout: 30_000, interval: 100 })
  })

  it('SIGTERM to the primary stops the workers gracefully and gives the lease up', async () => {
    const pids = workerPids(server.child.pid!)
    const c = new pg.Client({ connectionString: dbUrl })
    await c.connect()
    try {
      // a live worker holds the lease (the killed one's lease expires first: two intervals and 15 s)
      await vi.waitFor(async () => expect(pids).toContain(holderPid((await c.query(`select holder from job_leases`)).rows[0]?.holder)), {
        timeout: 40_000,
        interval: 250,
      })
      await server.stop()
      expect(server.child.exitCode).toBe(0)
      for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow()
      expect(server.output().match(/"msg":"bye"/g)?.length).toBe(3) // two workers and the primary
      expect((await c.query('select * from job_leases')).rows).toEqual([])
    } finally {
      await c.end()
    }
  })
})
