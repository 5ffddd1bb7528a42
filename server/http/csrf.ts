import { Router, type Request, type RequestHandler } from 'express'
import { ForbiddenError } from './errors'

export const SESSION_COOKIE = 'apdcl.sid'

/** The value of one cookie (no cookie-parser needed for a single name). */
export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    if (part.slice(0, eq).trim() !== name) continue
    try {
      return decodeURIComponent(part.slice(eq + 1).trim())
    } catch {
      return undefined
    }
  }
  return undefined
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Cross-site request refusal for writes authenticated by the session cookie: a POST that
 * carries `apdcl.sid` and no Authorization header must come from our own origin, shown by
 * `Sec-Fetch-Site: same-origin` (or `none`: typed by the user) or, without it, by an
 * `Origin` equal to this host. Token-authenticated calls (Authorization header) cannot be
 * forged cross-site and pass; so do calls without the cookie (nothing ambient to abuse).
 */
export const csrfCheck: RequestHandler = (req, _res, next) => {
  if (SAFE.has(req.method)) return next()
  if (req.headers.authorization || readCookie(req, SESSION_COOKIE) === undefined) return next()
  const site = req.get('sec-fetch-site')
  if (site) {
    if (site === 'same-origin' || site === 'none') return next()
    return next(new ForbiddenError('Cross-site request refused'))
  }
  const origin = req.get('origin')
  if (origin && origin === `${req.protocol}://${req.get('host')}`) return next()
  next(new ForbiddenError('Cross-site request refused'))
}

/** csrfCheck as a router, mounted before the /auth and /api routers. */
export function csrfRouter(): Router {
  const router = Router()
  router.use(csrfCheck)
  return router
}
