import { monitorEventLoopDelay } from 'node:perf_hooks'
import knexFactory, { type Knex } from 'knex'
import request from 'supertest'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'

/**
 * Issue 27 §7: better-sqlite3 waits for a lock inside the call, so a write lock held by another
 * connection froze the whole process for the busy timeout (1 s) per blocked statement. Now
 * SQLite waits at most 25 ms itself and the rest is waited asynchronously (server/db/sqliteClient.ts).
 */
describe.runIf(TEST_DB === 'sqlite')('a write lock held by another connection never blocks the event loop (SQLite)', () => {
  let t: TestApp
  let other: Knex
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_IP_LIMIT: '1000' } })
    // warm the code paths up, so a first compile does not count as a blocked loop
    for (let i = 0; i < 3; i++) await Promise.all([writeRequest(), request(t.app).get('/healthz')])
  })
  afterAll(async () => t.close())
  beforeEach(() => {
    // a second connection to the same file: another process, a backup, an admin's sqlite3 shell
    other = knexFactory({ client: 'better-sqlite3', connection: { filename: t.testDb.sqlitePath as string }, useNullAsDefault: true, pool: { min: 1, max: 1 } })
  })
  afterEach(async () => {
    await other.raw('ROLLBACK').catch(() => undefined)
    await other.destroy()
  })

  /**
   * Watches the event loop until the returned function is called, which gives the longest time
   * it stood still meanwhile, in ms. The tests stop it before releasing the lock: the other
   * connection's COMMIT (an fsync in this process) is not what is measured.
   */
  function watchLoop(): () => number {
    const histogram = monitorEventLoopDelay({ resolution: 10 })
    histogram.enable()
    return () => {
      histogram.disable()
      return histogram.max / 1e6
    }
  }

  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

  /** A write API: its per-network limit writes a row first, then the empty form is a 400. */
  const writeRequest = () => request(t.app).post('/api/applications/status').send({})

  /** How long GET /healthz takes when asked `afterMs` from now. */
  const healthzAfter = (afterMs: number) =>
    new Promise<number>((resolve, reject) => {
      setTimeout(() => {
        const started = Date.now()
        request(t.app)
          .get('/healthz')
          .then(() => resolve(Date.now() - started), reject)
      }, afterMs)
    })

  it('requests wait for the lock with the loop free (/healthz answers at once) and succeed once it is released', async () => {
    await other.raw('BEGIN IMMEDIATE')
    const stop = watchLoop()
    const started = Date.now()
    const answers = Promise.all([writeRequest(), writeRequest(), writeRequest()])
    const healthMs = await healthzAfter(150)
    await sleep(400 - (Date.now() - started))
    const maxBlockMs = stop()
    await other.raw('COMMIT')
    expect((await answers).map((a) => a.status)).toEqual([400, 400, 400])
    // they did wait for the lock
    expect(Date.now() - started).toBeGreaterThanOrEqual(400)
    // /healthz waited for the network, not for the lock (up to 1 s before)
    expect(healthMs).toBeLessThan(250)
    expect(maxBlockMs).toBeLessThan(100)
  })

  it('past SQLITE_BUSY_TIMEOUT_MS (1 s) a request answers 503 with Retry-After, the loop still free', async () => {
    await other.raw('BEGIN IMMEDIATE')
    const stop = watchLoop()
    const started = Date.now()
    const health = healthzAfter(300)
    const res = await writeRequest()
    const ms = Date.now() - started
    const maxBlockMs = stop()
    expect(res.status).toBe(503)
    expect(res.headers['retry-after']).toBe('2')
    expect(res.body).toMatchObject({ code: 'UNAVAILABLE' })
    expect(ms).toBeGreaterThanOrEqual(900)
    expect(ms).toBeLessThan(2000)
    expect(await health).toBeLessThan(250)
    expect(maxBlockMs).toBeLessThan(100)
    await other.raw('ROLLBACK')
    expect((await writeRequest()).status).toBe(400)
  })

  it('a transaction waits at its BEGIN (IMMEDIATE), then runs whole: it reads what the other connection committed and writes after it', async () => {
    const { db } = t.testDb
    await other.raw('BEGIN IMMEDIATE')
    await other('readiness_probe').insert({ id: 7, at: 1 })
    const stop = watchLoop()
    const done = db.transaction(async (trx) => {
      // a deferred BEGIN would read an older snapshot here, and its write would then fail (SQLITE_BUSY_SNAPSHOT)
      const row = await trx('readiness_probe').where({ id: 7 }).first()
      await trx('readiness_probe').insert({ id: 8, at: Number(row?.at ?? 0) + 1 })
    })
    await sleep(300)
    const maxBlockMs = stop()
    await other.raw('COMMIT')
    await done
    expect(await db('readiness_probe').whereIn('id', [7, 8]).orderBy('id').select('id', 'at')).toEqual([
      { id: 7, at: 1 },
      { id: 8, at: 2 },
    ])
    expect(maxBlockMs).toBeLessThan(100)
  })
})
