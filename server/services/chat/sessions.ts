/**
 * Chat sessions (issue 12, ADR 021): what the bot answers after the OTP rests on one of these,
 * bound to the consumer number the OTP was validated for. The token (256 random bits) goes to
 * the widget once, as `chatToken`, and comes back in X-Chat-Token; only its SHA-256 is
 * stored. No cookie, so the chat works inside another site's frame too.
 */
import { randomBytes } from 'node:crypto'
import type { Db } from '../../db/knex'
import { hashToken } from '../consumerSessions'

export const CHAT_SESSION_LIMITS = {
  /** no request for this long ends the chat */
  idleMs: 15 * 60_000,
  /** a chat ends this long after its OTP, however busy */
  absoluteMs: 60 * 60_000,
} as const

export type ChatSessionFailure = 'missing' | 'unknown' | 'ended' | 'idle' | 'expired'

/** A refused chat token; `reason` is for logs and tests, the bot answers `sessionEnded` for each. */
export class ChatSessionError extends Error {
  constructor(public readonly reason: ChatSessionFailure) {
    super(`chat session ${reason}`)
    this.name = 'ChatSessionError'
  }
}

export interface ChatSession {
  id: number
  consumerNo: string
  /** the registered mobile the OTP went to */
  mobile: string
  /** the new number of a mobile update whose OTP is awaited */
  pendingMobile: string | null
  createdAt: number
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/

export function createChatSessions(deps: { db: Db; now?: () => number }) {
  const { db } = deps
  const now = deps.now ?? Date.now
  const L = CHAT_SESSION_LIMITS

  return {
    /** Starts a chat for a consumer (after its OTP); returns the raw token, once. */
    async create(consumerNo: string, mobile: string): Promise<{ token: string; id: number }> {
      const token = randomBytes(32).toString('base64url')
      const t = now()
      const [row] = await db('chat_sessions')
        .insert({ token_hash: hashToken(token), consumer_no: consumerNo, mobile, pending_mobile: null, created_at: t, last_seen_at: t, ended_at: null })
        .returning('id')
      return { token, id: Number(typeof row === 'object' ? (row as { id: number }).id : row) }
    },

    /** The live chat of a token, marked seen now; a ChatSessionError otherwise. */
    async authenticate(token: string | undefined): Promise<ChatSession> {
      if (!token) throw new ChatSessionError('missing')
      if (!TOKEN.test(token)) throw new ChatSessionError('unknown')
      const t = now()
      const row = await db('chat_sessions')
        .where({ token_hash: hashToken(token) })
        .first()
      if (!row) throw new ChatSessionError('unknown')
      if (row.ended_at !== null) throw new ChatSessionError('ended')
      if (Number(row.created_at) + L.absoluteMs <= t) throw new ChatSessionError('expired')
      if (Number(row.last_seen_at) + L.idleMs <= t) throw new ChatSessionError('idle')
      // touched only while still live: an 'exit' or an expiry in between wins
      const touched = await db('chat_sessions')
        .where({ id: row.id })
        .whereNull('ended_at')
        .andWhere('last_seen_at', '>', t - L.idleMs)
        .update({ last_seen_at: t })
      if (!touched) throw new ChatSessionError('ended')
      return {
        id: Number(row.id),
        consumerNo: String(row.consumer_no),
        mobile: String(row.mobile),
        pendingMobile: row.pending_mobile === null ? null : String(row.pending_mobile),
        createdAt: Number(row.created_at),
      }
    },

    /** 'exit': the token answers nothing any more. */
    async end(id: number): Promise<void> {
      await db('chat_sessions').where({ id }).whereNull('ended_at').update({ ended_at: now() })
    },

    /** The new number of a mobile update whose OTP was just sent (null: none awaited). */
    async setPendingMobile(id: number, mobile: string | null): Promise<void> {
      await db('chat_sessions').where({ id }).update({ pending_mobile: mobile })
    },
  }
}

export type ChatSessions = ReturnType<typeof createChatSessions>
