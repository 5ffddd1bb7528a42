import { randomBytes } from 'node:crypto'
import helmet from 'helmet'
import type { RequestHandler } from 'express'

declare module 'http' {
  interface ServerResponse {
    locals: Record<string, unknown>
  }
}

/** A fresh nonce per response; Vike puts it on every script tag it renders. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64url')
  next()
}

/** The one page that may be framed (issue 12): the chat assistant, English and Assamese. */
export const FRAMEABLE_PAGE = /^\/website\/(AS_)?ChatBot\/?$/

/**
 * Who may frame a response: nobody (`'none'`, DOMAIN.md security numbers), except the chat
 * page, which our own origin and the origins of CHAT_FRAME_ORIGINS may frame (the chat opens
 * by itself there, spec §4). X-Frame-Options says the same to old browsers (DENY; none on
 * the chat page, which it cannot express).
 */
export function frameAncestorsOf(path: string, chatFrameOrigins: readonly string[]): string {
  return FRAMEABLE_PAGE.test(path) ? ["'self'", ...new Set(chatFrameOrigins)].join(' ') : "'none'"
}

/** `formActionOrigins`: where our pages may post forms besides us (a hosted payment gateway's checkout). */
/** `connectHosts`: the configured API origins of spec §7 (shared/apiHosts.ts), the only other hosts the pages may call. */
/** `chatFrameOrigins`: CHAT_FRAME_ORIGINS, who may frame the chat page besides us. */
export function securityHeaders(opts: { isProduction: boolean; formActionOrigins?: string[]; connectHosts?: string[]; chatFrameOrigins?: string[] }): RequestHandler {
  const framing: RequestHandler = (req, res, next) => {
    if (!FRAMEABLE_PAGE.test(req.path)) res.setHeader('X-Frame-Options', 'DENY')
    next()
  }
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req, res) => `'nonce-${String((res as unknown as { locals: Record<string, unknown> }).locals.cspNonce)}'`,
          // The dev server injects its HMR client; never in production.
          ...(opts.isProduction ? [] : ["'unsafe-eval'"]),
        ],
        // no 'unsafe-inline' (ADR 013): stylesheets from our origin, a nonce'd <style> if one is
        // ever needed; the dev server injects its CSS as <style> tags
        styleSrc: ["'self'", ...(opts.isProduction ? [(_req: unknown, res: unknown) => `'nonce-${String((res as { locals: Record<string, unknown> }).locals.cspNonce)}'`] : ["'unsafe-inline'"])],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...new Set(opts.connectHosts ?? []), ...(opts.isProduction ? [] : ['ws:', 'wss:'])],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'", ...(opts.formActionOrigins ?? [])],
        frameAncestors: [(req) => frameAncestorsOf((req as unknown as { path: string }).path, opts.chatFrameOrigins ?? [])],
        frameSrc: ["'self'"],
        manifestSrc: ["'self'"],
        ...(opts.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: false,
  })
  return (req, res, next) => headers(req, res, (err?: unknown) => (err ? next(err) : framing(req, res, next)))
}

/**
 * `policy` (a Content-Security-Policy header value) for a body that carries no nonce: in each
 * directive that allows `nonce`, that nonce is replaced by the given hash sources
 * (`'sha256-…'`), or by nothing. Directives without the nonce (development's 'unsafe-inline'
 * style-src, where a hash would switch 'unsafe-inline' off) stay as they are. ADR 015.
 */
export function policyWithHashes(policy: string, nonce: string, hashes: Partial<Record<'script-src' | 'style-src', string[]>>): string {
  const token = `'nonce-${nonce}'`
  return policy
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/)
      if (!sources.includes(token)) return directive
      const added = Object.hasOwn(hashes, name) ? (hashes[name as keyof typeof hashes] ?? []) : []
      return [name, ...sources.filter((s) => s !== token), ...added].join(' ')
    })
    .join(';')
}
