import type { RateLimitScope } from '#shared/errors'
import type { Db } from '../db/knex'
import { TooManyRequestsError } from '../errors'

export interface RateLimitResult {
  allowed: boolean
  /** hits in the current window, this one included */
  count: number
  limit: number
  remaining: number
  /** seconds until the window ends (whole seconds, at least 1) */
  retryAfterSeconds: number
  resetAt: number
}

export interface RateLimitService {
  /** Counts one hit on `key` in a fixed window of `windowMs`; refused once the count passes `limit`. */
  consume(key: string, limit: number, windowMs: number): Promise<RateLimitResult>
  /**
   * consume, throwing a TooManyRequestsError (429 with Retry-After) when refused: `message` in
   * English, `scope` tells the page which limit it was (its words in the page's language)
   */
  consumeOrThrow(key: string, limit: number, windowMs: number, message?: string, scope?: RateLimitScope): Promise<RateLimitResult>
  /** Hits counted on `key` in the current window, without counting one. */
  peek(key: string, windowMs: number): Promise<number>
  /**
   * Records one use of `key`, kept until `untilMs`: true the first time, false for every later
   * use before then. A fixed window would forget a use at its boundary (a proof-of-work
   * solution spent once must stay spent for its whole life), so the record ends at `untilMs`
   * itself, whenever that falls.
   */
  once(key: string, untilMs: number): Promise<boolean>
  /** Forgets a key (e.g. after a successful login). */
  reset(key: string): Promise<void>
  /** Deletes windows that have ended; returns how many rows went. */
  prune(): Promise<number>
}

const MAX_KEY = 200
/** The window of a `once` record: its row ends exactly at the given time. */
const ONCE_WINDOW_MS = 1000

/**
 * Fixed-window counters in rate_limit_hits, one row per key and window, incremented by one
 * atomic upsert, so a limit holds across every process sharing the database. Keys name what
 * is limited and by what: `ip:<ip>:otp`, `mobile:<mobile>:login`.
 */
export function createRateLimitService(deps: { db: Db; now?: () => number }): RateLimitService {
  const { db } = deps
  const now = deps.now ?? Date.now
  let hitsSincePrune = 0

  const service: RateLimitService = {
    async consume(key, limit, windowMs) {
      if (!key || key.length > MAX_KEY) throw new Error(`rate limit key must be 1..${MAX_KEY} characters`)
      if (!Number.isInteger(limit) || limit < 1 || !Number.isInteger(windowMs) || windowMs < 1000) {
        throw new Error('rate limit needs a whole limit ≥ 1 and a window of at least one second')
      }
      const t = now()
      const windowStart = Math.floor(t / windowMs) * windowMs
      const rows: Array<{ count: number | string }> = await db('rate_limit_hits')
        .insert({ key, window_ms: windowMs, window_start: windowStart, count: 1 })
        .onConflict(['key', 'window_ms', 'window_start'])
        .merge({ count: db.raw('?? + 1', ['rate_limit_hits.count']) })
        .returning('count')
      const count = Number(rows[0]?.count ?? 1)
      const resetAt = windowStart + windowMs
      if (++hitsSincePrune >= 1000) {
        hitsSincePrune = 0
        void service.prune().catch(() => undefined)
      }
      return {
        allowed: count <= limit,
        count,
        limit,
        remaining: Math.max(0, limit - count),
        retryAfterSeconds: Math.max(1, Math.ceil((resetAt - t) / 1000)),
        resetAt,
      }
    },
    async consumeOrThrow(key, limit, windowMs, message, scope) {
      const r = await service.consume(key, limit, windowMs)
      if (!r.allowed) {
        throw new TooManyRequestsError(message ?? `Too many requests. Please try again in ${r.retryAfterSeconds} seconds.`, r.retryAfterSeconds, scope)
      }
      return r
    },
    async peek(key, windowMs) {
      const windowStart = Math.floor(now() / windowMs) * windowMs
      const row = await db('rate_limit_hits').first('count').where({ key, window_ms: windowMs, window_start: windowStart })
      return Number(row?.count ?? 0)
    },
    async once(key, untilMs) {
      if (!key || key.length > MAX_KEY) throw new Error(`rate limit key must be 1..${MAX_KEY} characters`)
      // one row per key ending at untilMs (prune removes it then): window_start + window_ms = untilMs
      const until = Math.floor(untilMs)
      const rows: Array<{ count: number | string }> = await db('rate_limit_hits')
        .insert({ key, window_ms: ONCE_WINDOW_MS, window_start: until - ONCE_WINDOW_MS, count: 1 })
        .onConflict(['key', 'window_ms', 'window_start'])
        .merge({ count: db.raw('?? + 1', ['rate_limit_hits.count']) })
        .returning('count')
      return Number(rows[0]?.count ?? 1) === 1
    },
    async reset(key) {
      await db('rate_limit_hits').where({ key }).delete()
    },
    async prune() {
      return db('rate_limit_hits').whereRaw('window_start + window_ms <= ?', [now()]).delete()
    },
  }
  return service
}
