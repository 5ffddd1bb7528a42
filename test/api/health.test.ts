import { execFileSync } from 'node:child_process'
import { isMainThread } from 'node:worker_threads'
import express from 'express'
import knexFactory, { type Knex } from 'knex'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDb, ping, READINESS_TABLE } from '../../server/db/knex'
import { unavailableReason } from '../../server/db/unavailable'
import { apiErrorHandler } from '../../server/http/errors'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB, TEST_PG_URL } from '../helpers/db'

describe(`health and error handling (${TEST_DB})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => t.close())

  it('GET /healthz answers ok', async () => {
    const res = await request(t.app).get('/healthz')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ status: 'ok' })
  })

  it('GET /readyz checks the database', async () => {
    const res = await request(t.app).get('/readyz')
    expect(res.status).toBe(200)
    expect(res.body.status).toBe('ready')
  })

  it('unknown API paths answer a JSON 404', async () => {
    const res = await request(t.app).get('/api/no/such/thing')
    expect(res.status).toBe(404)
    expect(res.headers['content-type']).toMatch(/json/)
    expect(res.body.status).toBe('error')
  })

  it('sets security headers with a nonce-based CSP', async () => {
    const res = await request(t.app).get('/healthz')
    // /healthz sits before helmet on purpose (probes); check an API path instead
    const api = await request(t.app).get('/api/nothing')
    const csp = String(api.headers['content-security-policy'])
    expect(csp).toMatch(/script-src 'self' 'nonce-[\w-]{16,}'/)
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(String(api.headers['strict-transport-security'])).toMatch(/max-age=31536000/)
    expect(api.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(res.status).toBe(200)
  })

  it('redirects / to /website/', async () => {
    const res = await request(t.app).get('/')
    expect(res.status).toBe(302)
    expect(res.headers.location).toBe('/website/')
  })
})

/** GET /readyz, with how long it took. */
async function readyz(t: TestApp) {
  const started = Date.now()
  const res = await request(t.app).get('/readyz')
  return { res, ms: Date.now() - started }
}

/** Can this process be made unable to grow any file (Linux, prlimit; forked test workers only)? */
function canRefuseFileWrites(): boolean {
  if (process.platform !== 'linux' || !isMainThread) return false
  try {
    execFileSync('prlimit', ['--version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/**
 * Runs `fn` while the disk refuses every write that grows a file, as a full or failing disk
 * does: RLIMIT_FSIZE of this test process at 1 byte (node ignores SIGXFSZ, so such a write
 * fails with EFBIG and SQLite answers SQLITE_IOERR_WRITE). Writes inside a file's present size
 * still work, so the caller empties SQLite's WAL first. Nothing else may write a file meanwhile.
 */
async function withDiskRefusingWrites<T>(fn: () => Promise<T>): Promise<T> {
  const pid = String(process.pid)
  const soft = execFileSync('prlimit', ['--pid', pid, '--fsize', '--raw', '--noheadings', '--output=SOFT']).toString().trim()
  execFileSync('prlimit', ['--pid', pid, '--fsize=1:'])
  try {
    return await fn()
  } finally {
    execFileSync('prlimit', ['--pid', pid, `--fsize=${soft === '-1' ? 'unlimited' : soft}:`])
  }
}

describe(`/readyz is a real probe (${TEST_DB})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_IP_LIMIT: '1000' } })
  })
  afterAll(async () => t.close())

  it('commits its write: the probe row holds the time of the last probe', async () => {
    const before = Date.now()
    expect((await readyz(t)).res.status).toBe(200)
    const rows = await t.testDb.db(READINESS_TABLE).select('id', 'at')
    expect(rows).toHaveLength(1)
    expect(Number(rows[0].at)).toBeGreaterThanOrEqual(before)
    expect((await readyz(t)).res.status).toBe(200)
    expect(Number((await t.testDb.db(READINESS_TABLE).count({ n: '*' }))[0].n)).toBe(1)
  })

  it.runIf(TEST_DB === 'sqlite' && canRefuseFileWrites())('answers 503 while the disk refuses writes (an I/O error at commit), and a write API answers 503, not 500', async () => {
    const { db } = t.testDb
    // every later commit has to grow the WAL file
    await db.raw('pragma wal_checkpoint(TRUNCATE)')
    const { ready, write } = await withDiskRefusingWrites(async () => ({
      ready: await readyz(t),
      // its per-network limit writes first
      write: await request(t.app).post('/api/applications/status').send({}),
    }))
    expect(ready.res.status).toBe(503)
    expect(ready.res.body).toEqual({ status: 'database unavailable', reason: 'io error' })
    expect(ready.res.headers['retry-after']).toBe('2')
    expect(ready.ms).toBeLessThan(1500)
    expect(write.status).toBe(503)
    expect(write.headers['retry-after']).toBe('2')
    expect(write.body).toMatchObject({ code: 'UNAVAILABLE', params: { retryAfterSeconds: 2 } })
    // the disk is back: so is the service
    expect((await readyz(t)).res.status).toBe(200)
    expect((await request(t.app).post('/api/applications/status').send({})).status).toBe(400)
  })

  it.runIf(TEST_DB === 'sqlite')('answers 503 within 1.5 s while another connection holds an exclusive lock', async () => {
    // a second better-sqlite3 connection to the same file (knex pool of one)
    const other = knexFactory({ client: 'better-sqlite3', connection: { filename: t.testDb.sqlitePath as string }, useNullAsDefault: true, pool: { min: 1, max: 1 } })
    try {
      await other.raw('BEGIN EXCLUSIVE')
      const { res, ms } = await readyz(t)
      expect(res.status).toBe(503)
      expect(res.body).toEqual({ status: 'database unavailable', reason: 'busy' })
      expect(res.headers['retry-after']).toBeDefined()
      expect(ms).toBeLessThan(1500)
      await other.raw('ROLLBACK')
      expect((await readyz(t)).res.status).toBe(200)
    } finally {
      await other.destroy()
    }
  })

  it.runIf(TEST_DB === 'sqlite')('answers 503 while the database is read-only', async () => {
    await t.testDb.db.raw('pragma query_only = on')
    try {
      const { res, ms } = await readyz(t)
      expect(res.status).toBe(503)
      expect(res.body.reason).toBe('read-only')
      expect(ms).toBeLessThan(1500)
    } finally {
      await t.testDb.db.raw('pragma query_only = off')
    }
    expect((await readyz(t)).res.status).toBe(200)
  })

  it.runIf(TEST_DB === 'postgres')('answers 503 on a read-only PostgreSQL (its write cannot commit)', async () => {
    const readOnly = knexFactory({
      client: 'pg',
      connection: { connectionString: t.testDb.pgUrl, options: '-c default_transaction_read_only=on' },
      pool: { min: 0, max: 1 },
    })
    try {
      expect(await ping(readOnly, 1000)).toEqual({ ok: false, reason: 'read-only' })
    } finally {
      await readOnly.destroy()
    }
  })

  it.runIf(TEST_DB === 'postgres')('answers 503 when PostgreSQL cannot be reached, and its error is a 503 for the API', async () => {
    // nothing listens on port 1
    const gone = createDb({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/test', sqlitePath: '', DB_POOL_MAX: 1, DB_ACQUIRE_TIMEOUT_MS: 800 })
    try {
      expect(await ping(gone, 1000)).toEqual({ ok: false, reason: 'connection' })
      const err = await gone.raw('select 1').catch((e: unknown) => e)
      expect(unavailableReason(err)).toBe('connection')
      const app = express()
      app.get('/x', () => {
        throw err
      })
      app.use(apiErrorHandler)
      const res = await request(app).get('/x')
      expect(res.status).toBe(503)
      expect(res.headers['retry-after']).toBe('2')
    } finally {
      await gone.destroy()
    }
  })

  it.runIf(TEST_DB === 'postgres')('answers 503 within 1.5 s while every pool connection is taken', async () => {
    const { db } = t.testDb
    const held: Knex.Transaction[] = []
    try {
      for (let i = 0; i < Number(db.client.pool.max); i++) held.push(await db.transaction())
      const { res, ms } = await readyz(t)
      expect(res.status).toBe(503)
      expect(res.body.reason).toBe('timeout')
      expect(ms).toBeLessThan(1500)
    } finally {
      await Promise.all(held.map((trx) => trx.rollback()))
    }
    expect((await readyz(t)).res.status).toBe(200)
  })

  it.runIf(TEST_DB === 'postgres')('answers 503 within 1.5 s while a lock blocks its table', async () => {
    const trx = await t.testDb.db.transaction()
    try {
      await trx.raw(`lock table ${READINESS_TABLE} in access exclusive mode`)
      const { res, ms } = await readyz(t)
      expect(res.status).toBe(503)
      expect(['lock timeout', 'timeout']).toContain(res.body.reason)
      expect(ms).toBeLessThan(1500)
    } finally {
      await trx.rollback()
    }
    expect((await readyz(t)).res.status).toBe(200)
  })
})

describe('a busy database is a 503 with Retry-After, not a 500', () => {
  const answer = (err: unknown) => {
    const app = express()
    app.get('/x', () => {
      throw err
    })
    app.use(apiErrorHandler)
    return request(app).get('/x')
  }

  it.each([
    [{ code: 'SQLITE_BUSY' }],
    [{ code: 'SQLITE_READONLY' }],
    [{ code: '55P03' }],
    [{ code: '57014' }],
    [{ name: 'KnexTimeoutError' }],
    // a failing, full or vanished SQLite file (issue 27 §7)
    [{ code: 'SQLITE_IOERR_WRITE' }],
    [{ code: 'SQLITE_IOERR_FSYNC' }],
    [{ code: 'SQLITE_IOERR' }],
    [{ code: 'SQLITE_FULL' }],
    [{ code: 'SQLITE_CANTOPEN' }],
    [{ code: 'SQLITE_READONLY_DBMOVED' }],
    // PostgreSQL: disk full, read-only, shutting down, not accepting connections, connection lost or refused
    [{ code: '53100' }],
    [{ code: '25006' }],
    [{ code: '57P01' }],
    [{ code: '57P03' }],
    [{ code: '08006' }],
    [{ code: 'ECONNREFUSED' }],
    [{ message: 'select 1 - Connection terminated unexpectedly' }],
  ])('%o', async (err) => {
    const res = await answer(Object.assign(new Error('db'), err))
    expect(res.status).toBe(503)
    expect(res.headers['retry-after']).toBe('2')
    expect(res.body).toMatchObject({ code: 'UNAVAILABLE', params: { retryAfterSeconds: 2 } })
  })

  it('a programming error is still a 500, telling nothing but the request id', async () => {
    const res = await answer(new Error('bug'))
    expect(res.status).toBe(500)
    expect(res.body).toEqual({ status: 'error', code: 'INTERNAL', message: expect.stringMatching(/^Internal server error \(request /) })
  })
})

describe.runIf(TEST_DB === 'postgres')('PostgreSQL pool connections carry the time limits', () => {
  it('sets statement_timeout and lock_timeout, and a query waits for a connection only DB_ACQUIRE_TIMEOUT_MS', async () => {
    const db = createDb({
      DATABASE_URL: TEST_PG_URL,
      sqlitePath: '',
      DB_POOL_MAX: 1,
      DB_ACQUIRE_TIMEOUT_MS: 300,
      PG_STATEMENT_TIMEOUT_MS: 1500,
      PG_LOCK_TIMEOUT_MS: 700,
    })
    try {
      expect((await db.raw('show statement_timeout')).rows[0].statement_timeout).toBe('1500ms')
      expect((await db.raw('show lock_timeout')).rows[0].lock_timeout).toBe('700ms')
      const long = await db.raw('select pg_sleep(3)').catch((e: unknown) => e)
      expect(unavailableReason(long)).toBe('statement timeout')
      const trx = await db.transaction()
      const started = Date.now()
      const waited = await db.raw('select 1').catch((e: unknown) => e)
      expect(unavailableReason(waited)).toBe('pool exhausted')
      expect(Date.now() - started).toBeLessThan(1000)
      await trx.rollback()
    } finally {
      await db.destroy()
    }
  })
})

describe.runIf(TEST_DB === 'sqlite')('SQLite busy timeout', () => {
  it('SQLite itself waits at most 25 ms for a lock (it blocks the event loop); the rest of SQLITE_BUSY_TIMEOUT_MS is waited asynchronously', async () => {
    const db = createDb({ DATABASE_URL: undefined, sqlitePath: ':memory:', DB_POOL_MAX: 1, SQLITE_BUSY_TIMEOUT_MS: 250 })
    try {
      const rows = (await db.raw('pragma busy_timeout')) as Array<Record<string, number>>
      expect(Object.values(rows[0])[0]).toBe(25)
    } finally {
      await db.destroy()
    }
  })
})
