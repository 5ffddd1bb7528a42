/**
 * The signature of every BBPS request (ADR 023, docs/bbps.md "Signing"):
 *
 *   canonical = METHOD + "\n" + request-target + "\n" + timestamp + "\n" + ou-id + "\n" + raw body
 *   X-BBPS-Signature = lowercase hex HMAC-SHA256(BBPS_SIGNING_KEY, canonical)
 *
 * request-target is the path and query exactly as sent (`/api/bbps/reconciliation?date=2026-11-24`),
 * timestamp the X-BBPS-Timestamp header (Unix seconds), ou-id the X-BBPS-OU-Id header, raw body
 * the exact bytes (empty for a GET). The comparison is constant-time; a timestamp more than
 * BBPS_SIGNATURE_WINDOW_SECONDS from our clock is refused, so a captured request cannot be
 * replayed later (within the window a replayed payment answers its first result: the reference
 * is unique).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { BBPS_HEADERS, BBPS_SIGNATURE_WINDOW_SECONDS } from '#shared/payments/bbps'
import { UnauthorizedError } from '../../errors'

export interface SignedParts {
  method: string
  /** path and query as sent */
  target: string
  timestamp: string
  ouId: string
  body: Buffer | string
}

/** The bytes the signature covers. */
export function bbpsCanonical(p: SignedParts): Buffer {
  const head = `${p.method.toUpperCase()}\n${p.target}\n${p.timestamp}\n${p.ouId}\n`
  return Buffer.concat([Buffer.from(head, 'utf8'), typeof p.body === 'string' ? Buffer.from(p.body, 'utf8') : p.body])
}

/** The X-BBPS-Signature value of a request (what the operating unit computes; tests use it too). */
export function signBbps(key: string, p: SignedParts): string {
  return createHmac('sha256', key).update(bbpsCanonical(p)).digest('hex')
}

export interface ReceivedRequest {
  method: string
  target: string
  /** the three headers as received (undefined when absent) */
  ouId: string | undefined
  timestamp: string | undefined
  signature: string | undefined
  body: Buffer
}

const refuse = (message: string) => new UnauthorizedError(message)

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8')
  const y = Buffer.from(b, 'utf8')
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * Checks a request's headers, operating unit, signature and timestamp, in that order; throws a
 * 401 saying which (nothing about the key). `nowMs`: the services' clock.
 */
export function verifyBbpsRequest(req: ReceivedRequest, settings: { signingKey: string; ouId: string }, nowMs: number): void {
  const { ouId, timestamp, signature } = req
  if (!ouId) throw refuse(`Missing ${BBPS_HEADERS.ouId} header`)
  if (!timestamp) throw refuse(`Missing ${BBPS_HEADERS.timestamp} header`)
  if (!signature) throw refuse(`Missing ${BBPS_HEADERS.signature} header`)
  if (!/^\d{9,11}$/.test(timestamp)) throw refuse(`${BBPS_HEADERS.timestamp} must be Unix time in seconds`)
  if (!sameText(ouId, settings.ouId)) throw refuse('Unknown BBPS operating unit')
  if (!/^[0-9a-fA-F]{64}$/.test(signature)) throw refuse('Invalid request signature')
  const expected = createHmac('sha256', settings.signingKey)
    .update(bbpsCanonical({ ...req, ouId, timestamp }))
    .digest()
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) throw refuse('Invalid request signature')
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > BBPS_SIGNATURE_WINDOW_SECONDS) {
    throw refuse(`Request timestamp outside the allowed window of ${BBPS_SIGNATURE_WINDOW_SECONDS} seconds`)
  }
}
