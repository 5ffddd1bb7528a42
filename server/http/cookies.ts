/**
 * The names of our cookies. In production they carry the `__Host-` prefix: the browser then
 * keeps them only when set Secure, for Path=/ and without a Domain, so no sibling sub-domain
 * can plant or overwrite them. Development on plain http keeps the bare names.
 */
export interface CookieNames {
  /** the consumer session (httpOnly, the token the server trusts) */
  session: string
  /** the browser's OTP flow: its own resend budget (docs/security.md "OTP sends") */
  otpFlow: string
  /** the applications and complaints this browser made or proved (server/http/workAccess.ts) */
  work: string
}

export function cookieNames(opts: { isProduction: boolean }): CookieNames {
  const p = opts.isProduction ? '__Host-' : ''
  return { session: `${p}apdcl.sid`, otpFlow: `${p}apdcl.otpflow`, work: `${p}apdcl.work` }
}

/** A signed-in visitor's cookie (consumer or admin session), under either name: such pages are never cached. */
export const SIGNED_IN_COOKIE = /(?:^|;\s*)(?:__Host-)?apdcl\.(?:sid|admin)=/

/** The value of one cookie in a Cookie header (no cookie-parser needed for a few names). */
export function cookieValue(header: string | string[] | undefined, name: string): string | undefined {
  const text = Array.isArray(header) ? header.join(';') : header
  if (!text) return undefined
  for (const part of text.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue
    try {
      return decodeURIComponent(part.slice(eq + 1).trim())
    } catch {
      return undefined
    }
  }
  return undefined
}
