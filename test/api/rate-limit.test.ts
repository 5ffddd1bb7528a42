import knexFactory from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TooManyRequestsError } from '../../server/errors'
import { createRateLimitService, type RateLimitService } from '../../server/services/rateLimit'
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db'

describe(`rate limiter on the database (${TEST_DB})`, () => {
  let t: TestDb
  let limiter: RateLimitService
  // 10:00:00.000 UTC, on a minute boundary
  let clock = Date.UTC(2026, 10, 22, 10, 0, 0)
  const now = () => clock

  beforeAll(async () => {
    t = await createTestDb()
    limiter = createRateLimitService({ db: t.db, now })
  })
  afterAll(async () => t.destroy())

  it('allows `limit` hits per window, then refuses with the seconds left', async () => {
    for (let i = 1; i <= 3; i++) {
      const r = await limiter.consume('ip:10.0.0.1:otp', 3, 60_000)
      expect(r).toMatchObject({ allowed: true, count: i, remaining: 3 - i })
    }
    clock += 15_000
    const r = await limiter.consume('ip:10.0.0.1:otp', 3, 60_000)
    expect(r).toMatchObject({ allowed: false, count: 4, remaining: 0, retryAfterSeconds: 45 })
    // another key and another window length are counted apart
    expect((await limiter.consume('ip:10.0.0.2:otp', 3, 60_000)).allowed).toBe(true)
    expect((await limiter.consume('ip:10.0.0.1:otp', 3, 3_600_000)).count).toBe(1)
    clock += 45_000
    expect(await limiter.consume('ip:10.0.0.1:otp', 3, 60_000)).toMatchObject({ allowed: true, count: 1 })
  })

  it('consumeOrThrow answers a TooManyRequestsError with Retry-After', async () => {
    await limiter.consumeOrThrow('ip:10.0.0.3:login', 1, 60_000)
    const err = await limiter.consumeOrThrow('ip:10.0.0.3:login', 1, 60_000, 'Too many login attempts').catch((e: unknown) => e)
    expect(err).toBeInstanceOf(TooManyRequestsError)
    expect((err as TooManyRequestsError).status).toBe(429)
    expect((err as TooManyRequestsError).retryAfterSeconds).toBe(60)
    expect((err as TooManyRequestsError).message).toBe('Too many login attempts')
    // the page words it from the code and params (no scope: the generic words with the seconds)
    expect((err as TooManyRequestsError).code).toBe('TOO_MANY_REQUESTS')
    expect((err as TooManyRequestsError).params).toEqual({ retryAfterSeconds: 60, scope: undefined })
    const scoped = await limiter.consumeOrThrow('ip:10.0.0.3:login', 1, 60_000, 'Too many requests from this network. Please try again later.', 'network').catch((e: unknown) => e)
    expect((scoped as TooManyRequestsError).params).toEqual({ retryAfterSeconds: 60, scope: 'network' })
  })

  it('counts concurrent hits exactly', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.consume('ip:10.0.0.4:otp', 5, 60_000)))
    expect(results.filter((r) => r.allowed)).toHaveLength(5)
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
  })

  it('holds across processes sharing the database', async () => {
    const other = knexFactory(t.db.client.config)
    try {
      const second = createRateLimitService({ db: other, now })
      const a = await limiter.consume('mobile:9000000001:login', 2, 60_000)
      const b = await second.consume('mobile:9000000001:login', 2, 60_000)
      const c = await second.consume('mobile:9000000001:login', 2, 60_000)
      expect([a.allowed, b.allowed, c.allowed]).toEqual([true, true, false])
    } finally {
      await other.destroy()
    }
  })

  it('reset forgets a key and prune removes ended windows', async () => {
    await limiter.consume('ip:10.0.0.5:otp', 1, 60_000)
    await limiter.reset('ip:10.0.0.5:otp')
    expect((await limiter.consume('ip:10.0.0.5:otp', 1, 60_000)).allowed).toBe(true)
    clock += 3_600_000
    const gone = await limiter.prune()
    expect(gone).toBeGreaterThan(0)
    const left = await t.db('rate_limit_hits').whereRaw('window_start + window_ms <= ?', [clock])
    expect(left).toHaveLength(0)
  })

  it('refuses keys and limits that make no sense', async () => {
    await expect(limiter.consume('', 1, 60_000)).rejects.toThrow(/key/)
    await expect(limiter.consume('k', 0, 60_000)).rejects.toThrow(/limit/)
    await expect(limiter.consume('k', 1, 10)).rejects.toThrow(/window/)
  })
})
