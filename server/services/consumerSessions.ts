import type { ErrorCode } from '#shared/errors'
import { createHash, randomBytes } from 'node:crypto'
import type { Knex } from 'knex'
import type { Db } from '../db/knex'
import { UnauthorizedError } from '../errors'
import { MESSAGES } from '#shared/messages'

export const SESSION_LIMITS = {
  /** idle expiry: no authenticated call for this long ends the session */
  idleMs: 30 * 60_000,
  /** absolute expiry from creation */
  absoluteMs: 12 * 60 * 60_000,
} as const

export type SessionFailure = 'missing' | 'unknown' | 'revoked' | 'idle' | 'expired'

/** A refused token; `reason` is for logs and tests, the message is always the spec's. */
export class SessionInvalidError extends UnauthorizedError {
  code: ErrorCode = 'SESSION_INVALID'
  constructor(public readonly reason: SessionFailure) {
    super(MESSAGES.sessionExpired)
  }
}

export interface ConsumerSession {
  id: number
  mobile: string
  createdAt: number
  lastSeenAt: number
  expiresAt: number
}

export interface ConsumerSessionService {
  /** Starts the one session of a mobile (ending any earlier one); returns the raw token, once. */
  create(mobile: string, meta?: { userAgent?: string; ip?: string }): Promise<string>
  /** The live session of a token (and marks it seen), or a SessionInvalidError. */
  authenticate(token: string | undefined | null): Promise<ConsumerSession>
  revoke(token: string): Promise<boolean>
  revokeAllFor(mobile: string): Promise<number>
  hasActive(mobile: string): Promise<boolean>
}

/** SHA-256 hex of the token: the only form stored (a 256-bit random token needs no salt). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/

/** How often a live session's last_seen_at is written at most (a tenth of the idle limit when that is shorter). */
export const TOUCH_EVERY_MS = 60_000

export function createConsumerSessionService(deps: { db: Db; now?: () => number }): ConsumerSessionService {
  const { db } = deps
  const now = deps.now ?? Date.now
  const L = SESSION_LIMITS
  const touchEvery = Math.min(TOUCH_EVERY_MS, L.idleMs / 10)

  const live = (t: number) => (q: Knex.QueryBuilder) =>
    q
      .whereNull('revoked_at')
      .andWhere('expires_at', '>', t)
      .andWhere('last_seen_at', '>', t - L.idleMs)

  return {
    async create(mobile, meta = {}) {
      const token = randomBytes(32).toString('base64url')
      const t = now()
      await db.transaction(async (trx) => {
        await trx('consumer_sessions').update({ revoked_at: t }).where({ mobile }).whereNull('revoked_at')
        await trx('consumer_sessions').insert({
          mobile,
          token_hash: hashToken(token),
          created_at: t,
          last_seen_at: t,
          expires_at: t + L.absoluteMs,
          user_agent: meta.userAgent?.slice(0, 300) ?? null,
          ip: meta.ip?.slice(0, 64) ?? null,
        })
      })
      return token
    },

    async authenticate(token) {
      if (!token) throw new SessionInvalidError('missing')
      if (!TOKEN.test(token)) throw new SessionInvalidError('unknown')
      const t = now()
      const row = await db('consumer_sessions')
        .where({ token_hash: hashToken(token) })
        .first()
      if (!row) throw new SessionInvalidError('unknown')
      if (row.revoked_at !== null) throw new SessionInvalidError('revoked')
      if (Number(row.expires_at) <= t) throw new SessionInvalidError('expired')
      if (Number(row.last_seen_at) <= t - L.idleMs) throw new SessionInvalidError('idle')
      // written at most every TOUCH_EVERY_MS: a write on every signed-in request was the most of a
      // dashboard's database time (issue 28 §1); the idle limit is minutes, the touch's error seconds
      if (t - Number(row.last_seen_at) < touchEvery)
        return { id: Number(row.id), mobile: String(row.mobile), createdAt: Number(row.created_at), lastSeenAt: Number(row.last_seen_at), expiresAt: Number(row.expires_at) }
      // touch only if still live (a concurrent revoke wins)
      const touched = await live(t)(db('consumer_sessions').where({ id: row.id })).update({ last_seen_at: t })
      if (!touched) throw new SessionInvalidError('revoked')
      return { id: Number(row.id), mobile: String(row.mobile), createdAt: Number(row.created_at), lastSeenAt: t, expiresAt: Number(row.expires_at) }
    },

    async revoke(token) {
      if (!token || !TOKEN.test(token)) return false
      const n = await db('consumer_sessions')
        .where({ token_hash: hashToken(token) })
        .whereNull('revoked_at')
        .update({ revoked_at: now() })
      return n > 0
    },

    async revokeAllFor(mobile) {
      return db('consumer_sessions').where({ mobile }).whereNull('revoked_at').update({ revoked_at: now() })
    },

    async hasActive(mobile) {
      const row = await live(now())(db('consumer_sessions').where({ mobile })).first('id')
      return Boolean(row)
    },
  }
}
