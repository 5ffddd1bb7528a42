import { createHmac } from 'node:crypto'
import { createChallenge, verifySolution } from 'altcha-lib'
import type { Challenge, Payload } from 'altcha-lib/types'
import type { OtpService } from './otp'
import type { RateLimitService } from './rateLimit'

/** The window in which an IP's or a mobile's earlier OTP sends make the next one ask for proof of work. */
const WINDOW_MS = 15 * 60_000
/** How long a challenge may be solved and presented. */
const CHALLENGE_TTL_MS = 5 * 60_000

export type ChallengeCheck = { ok: true } | { ok: false; challenge: Challenge } | { ok: false; invalid: true }

export interface OtpChallengeService {
  /**
   * Before an OTP send: the first send for a mobile from a fresh IP passes; after that the
   * request must carry a solved challenge (header X-Altcha), each usable once.
   */
  check(mobile: string, ipKey: string, solution: string | undefined): Promise<ChallengeCheck>
  /** After a send: the IP has now asked once in this window. */
  recordSend(ipKey: string): Promise<void>
  /** A new challenge (tests and the 428 answer). */
  create(): Promise<Challenge>
  /**
   * Whether `solution` (header X-Altcha) solves one of our challenges, not yet used; using it
   * (each once). The same check `check` makes, for the forms with files (issue 27 §6).
   */
  verify(solution: string): Promise<boolean>
}

/**
 * A self-hosted proof of work (ALTCHA, protocol v1: find n ≤ maxnumber with
 * SHA-256(salt + n) = challenge; the challenge is HMAC-signed, so the server keeps no state
 * until it is solved). It makes every OTP after the first cost the asker some CPU, which
 * keeps scripted floods of SMS (and lock-outs of a mobile) slow and expensive.
 */
/** When a challenge ends (its salt's `expires`, seconds, signed with it), in ms; null without one. */
function expiryOf(salt: string): number | null {
  // altcha-lib writes 'salt?expires=<seconds>;' (parseInt stops at the ';')
  const seconds = parseInt(new URLSearchParams(salt.split('?')[1] ?? '').get('expires') ?? '', 10)
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null
}

export function createOtpChallengeService(deps: { otp: Pick<OtpService, 'recentSends'>; rateLimit: RateLimitService; secret: string; maxNumber: number }): OtpChallengeService {
  // a key of its own, derived from the session secret
  const hmacKey = createHmac('sha256', deps.secret).update('altcha-otp-challenge').digest('hex')
  const create = () => createChallenge({ hmacKey, maxNumber: deps.maxNumber, expires: new Date(Date.now() + CHALLENGE_TTL_MS) })
  const verify = async (solution: string): Promise<boolean> => {
    const payload = decode(solution)
    if (!payload || !(await verifySolution(payload, hmacKey, true).catch(() => false))) return false
    // each solution once, for as long as its challenge is valid: its signature is the key (our
    // challenges always end; one that does not is not ours)
    const until = expiryOf(payload.salt)
    return until !== null && deps.rateLimit.once(`altcha:${payload.signature}`, until)
  }

  return {
    create,
    async check(mobile, ipKey, solution) {
      const needed = (await deps.otp.recentSends(mobile)) > 0 || (await deps.rateLimit.peek(`ip:${ipKey}:otp-sent`, WINDOW_MS)) > 0
      if (!needed) return { ok: true }
      if (!solution) return { ok: false, challenge: await create() }
      return (await verify(solution)) ? { ok: true } : { ok: false, invalid: true }
    },
    verify,
    async recordSend(ipKey) {
      await deps.rateLimit.consume(`ip:${ipKey}:otp-sent`, Number.MAX_SAFE_INTEGER, WINDOW_MS)
    },
  }
}

/** The X-Altcha header: base64 of the JSON payload; anything else is refused. */
function decode(header: string): Payload | null {
  if (header.length > 2000) return null
  try {
    const p = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as Partial<Payload>
    const hex = /^[0-9a-f]{64}$/
    if (p.algorithm !== 'SHA-256' || typeof p.challenge !== 'string' || !hex.test(p.challenge)) return null
    if (typeof p.signature !== 'string' || !hex.test(p.signature) || typeof p.salt !== 'string' || p.salt.length > 200) return null
    if (!Number.isInteger(p.number) || (p.number as number) < 0) return null
    return p as Payload
  } catch {
    return null
  }
}
