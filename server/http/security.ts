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

export function securityHeaders(opts: { isProduction: boolean }): RequestHandler {
  return helmet({
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
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(opts.isProduction ? [] : ['ws:', 'wss:'])],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        frameSrc: ["'self'"],
        manifestSrc: ["'self'"],
        ...(opts.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'sameorigin' },
  })
}
