import knexFactory, { type Knex } from 'knex'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createJobLeases } from '../../server/services/jobLeases'
import { startReconcileJob, RECONCILE_JOB } from '../../server/services/payments/job'
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db'

describe(`job leases (${TEST_DB})`, () => {
  let t: TestDb
  /** a second connection pool on the same database, as another process would have (PostgreSQL) */
  let other: Knex
  let clock = 1_000_000
  const now = () => clock
  beforeAll(async () => {
    t = await createTestDb()
    other = t.dialect === 'postgres' ? knexFactory({ ...t.db.client.config, pool: { min: 0, max: 5 } }) : t.db
  })
  afterAll(async () => {
    if (other !== t.db) await other.destroy()
    await t.destroy()
  })

  it('two holders racing for one lease: exactly one wins, every round', async () => {
    for (let round = 0; round < 20; round++) {
      const name = `race-${round}`
      const contenders = Array.from({ length: 6 }, (_, i) => createJobLeases({ db: i % 2 ? other : t.db, holder: `h${i}`, now }))
      const won = await Promise.all(contenders.map((c) => c.acquire(name, 60_000)))
      expect(won.filter(Boolean)).toHaveLength(1)
      const winner = contenders[won.indexOf(true)]
      expect((await winner.current(name))?.holder).toBe(winner.holder)
      // and a second round of the losers still loses while the lease lasts
      const again = await Promise.all(contenders.filter((c) => c !== winner).map((c) => c.acquire(name, 60_000)))
      expect(again.some(Boolean)).toBe(false)
    }
  })

  it('the holder renews; another takes over only once the lease has expired', async () => {
    const a = createJobLeases({ db: t.db, holder: 'worker-a', now })
    const b = createJobLeases({ db: other, holder: 'worker-b', now })
    expect(await a.acquire('expiry', 10_000)).toBe(true)
    clock += 9_000
    expect(await b.acquire('expiry', 10_000)).toBe(false)
    expect(await a.acquire('expiry', 10_000)).toBe(true) // renewed: now expires at +19 s
    expect(await a.current('expiry')).toEqual({ holder: 'worker-a', expiresAt: clock + 10_000 })
    clock += 9_999
    expect(await b.acquire('expiry', 10_000)).toBe(false)
    clock += 1 // a stopped renewing (died): expired
    expect(await b.acquire('expiry', 10_000)).toBe(true)
    expect(await a.acquire('expiry', 10_000)).toBe(false)
    expect((await a.current('expiry'))?.holder).toBe('worker-b')
    const row = await t.db('job_leases').where({ name: 'expiry' }).first()
    expect(Number(row.acquired_at)).toBe(clock) // taken over, not renewed
  })

  it('release gives the lease up only for its holder', async () => {
    const a = createJobLeases({ db: t.db, holder: 'rel-a', now })
    const b = createJobLeases({ db: other, holder: 'rel-b', now })
    expect(await a.acquire('rel', 60_000)).toBe(true)
    await b.release('rel')
    expect((await a.current('rel'))?.holder).toBe('rel-a')
    await a.release('rel')
    expect(await a.current('rel')).toBeNull()
    expect(await b.acquire('rel', 60_000)).toBe(true)
  })

  it('the reconciliation job of two workers runs its passes in one of them', async () => {
    const logger = pino({ level: 'silent' })
    const passes: string[] = []
    const worker = (id: string, db: Knex) =>
      startReconcileJob({
        payments: { reconcile: vi.fn(async () => (passes.push(id), { checked: 0, paid: 0, failed: 0, cancelled: 0, pending: 0, unchanged: 0, errors: 0 })) },
        intervalMs: 50,
        olderThanMs: 0,
        logger,
        leases: createJobLeases({ db, holder: id }),
      })
    const one = worker('one', t.db)
    const two = worker('two', other)
    await vi.waitFor(() => expect(passes.length).toBeGreaterThanOrEqual(6), { timeout: 5000, interval: 20 })
    expect(new Set(passes).size).toBe(1)
    const first = passes[0]
    // the holder stops gracefully: the other takes over at its next tick
    await (first === 'one' ? one : two).stop()
    const before = passes.length
    await vi.waitFor(() => expect(passes.slice(before).length).toBeGreaterThanOrEqual(2), { timeout: 5000, interval: 20 })
    expect(new Set(passes.slice(before))).toEqual(new Set([first === 'one' ? 'two' : 'one']))
    await (first === 'one' ? two : one).stop()
    expect(await t.db('job_leases').where({ name: RECONCILE_JOB }).first()).toBeUndefined()
  })
})
