import { createHmac, timingSafeEqual } from 'node:crypto'

/** Header value of a signed callback: `sha256=<hex HMAC-SHA256 of the raw body>`. */
export function signBody(rawBody: Buffer | string, secret: string): string {
  return 'sha256=' + createHmac('sha256', secret).update(rawBody).digest('hex')
}

/**
 * Checks a `sha256=<hex>` header against the HMAC of the exact bytes received. The
 * comparison is constant-time over the 32 digest bytes; a missing, malformed or
 * wrong-length header is simply false.
 */
export function verifyBodySignature(rawBody: Buffer, header: string | undefined, secret: string): boolean {
  if (typeof header !== 'string') return false
  const m = /^sha256=([0-9a-fA-F]{64})$/.exec(header.trim())
  if (!m) return false
  const expected = createHmac('sha256', secret).update(rawBody).digest()
  const given = Buffer.from(m[1], 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
