/**
 * The client side of the OTP proof of work (ALTCHA protocol v1, self-hosted; the server side is
 * server/services/otpChallenge.ts). An OTP-sending call may answer HTTP 428 with
 * `{ code: 'CHALLENGE_REQUIRED', challenge: { algorithm, challenge, maxnumber, salt, signature } }`:
 * the page finds n in 0..maxnumber with hex(SHA-256(salt + n)) === challenge and sends the same
 * request once more with `X-Altcha: base64(JSON {algorithm, challenge, number, salt, signature})`.
 * A synchronous SHA-256 (@noble/hashes: much faster than a Web Crypto call per number), in
 * slices with a turn of the event loop between them so the page stays responsive. Used by
 * every OTP call of loginApi.ts.
 */
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'

export interface AltchaChallenge {
  algorithm: 'SHA-256'
  challenge: string
  maxnumber: number
  salt: string
  signature: string
}

/** The largest maxnumber the page will try (the server's setting allows at most 10,000,000). */
export const MAX_NUMBER_LIMIT = 10_000_000
/** Hashes computed before the loop yields (a few milliseconds of work). */
const BATCH = 2_000

const HEX64 = /^[0-9a-f]{64}$/

/** The challenge of a 428 answer, or null when it is not one this page can solve. */
export function challengeOf(value: unknown): AltchaChallenge | null {
  if (!value || typeof value !== 'object') return null
  const c = value as Record<string, unknown>
  if (c.algorithm !== 'SHA-256') return null
  if (typeof c.challenge !== 'string' || !HEX64.test(c.challenge)) return null
  if (typeof c.signature !== 'string' || !HEX64.test(c.signature)) return null
  if (typeof c.salt !== 'string' || c.salt.length === 0 || c.salt.length > 200) return null
  const max = c.maxnumber
  if (typeof max !== 'number' || !Number.isInteger(max) || max < 0 || max > MAX_NUMBER_LIMIT) return null
  return { algorithm: 'SHA-256', challenge: c.challenge, maxnumber: max, salt: c.salt, signature: c.signature }
}

/**
 * hex(SHA-256(text)), synchronous (@noble/hashes, audited). The solver hashes up to maxnumber
 * short strings: Web Crypto's digest() costs tens of µs a call in its promise round trip
 * alone, this a few µs, so a challenge takes a fraction of a second. Checked against
 * node:crypto in proofOfWork.test.ts.
 */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)))
}

/** Back to the event loop (a macrotask; MessageChannel is not throttled like setTimeout in a background tab). */
function yieldToLoop(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

/**
 * The number n ≤ maxnumber whose hash is the challenge, or null when there is none (or `signal`
 * aborted). Works in slices of BATCH hashes and yields to the event loop after each.
 */
export async function solveChallenge(c: AltchaChallenge, signal?: AbortSignal): Promise<number | null> {
  for (let start = 0; start <= c.maxnumber; start += BATCH) {
    if (signal?.aborted) return null
    const end = Math.min(start + BATCH - 1, c.maxnumber)
    for (let n = start; n <= end; n++) if (sha256Hex(c.salt + String(n)) === c.challenge) return n
    await yieldToLoop()
  }
  return null
}

/** The X-Altcha header value of a solved challenge. */
export function altchaHeader(c: AltchaChallenge, number: number): string {
  const payload = { algorithm: c.algorithm, challenge: c.challenge, number, salt: c.salt, signature: c.signature }
  // the payload is ASCII (hex, the salt's URL parameters, digits), so btoa takes it as is
  return btoa(JSON.stringify(payload))
}

export interface PowAnswer {
  status: number
  body: Record<string, unknown> | null
}

/**
 * Sends a request; when the server answers 428 with a challenge, solves it (`onChecking(true)`
 * while it works, `onChecking(false)` after) and sends the same request once more with the
 * solution. Any other answer, an unusable challenge or the repeat's answer is returned as is.
 */
export async function withProofOfWork<A extends PowAnswer>(send: (headers: Record<string, string>) => Promise<A>, onChecking?: (checking: boolean) => void): Promise<A> {
  const first = await send({})
  if (first.status !== 428) return first
  const challenge = challengeOf(first.body?.challenge)
  if (!challenge) return first
  let number: number | null
  onChecking?.(true)
  try {
    number = await solveChallenge(challenge)
  } finally {
    onChecking?.(false)
  }
  if (number === null) return first
  return send({ 'X-Altcha': altchaHeader(challenge, number) })
}
