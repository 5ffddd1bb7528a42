import { Router, type Request, type RequestHandler } from 'express'
import { cookieValue, SIGNED_IN_COOKIE } from './cookies'
import { ForbiddenError } from '../errors'

/** The value of one cookie of a request. */
export function readCookie(req: Request, name: string): string | undefined {
  return cookieValue(req.headers.cookie, name)
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Where a request says it comes from: 'same' (Sec-Fetch-Site same-origin or none, or an Origin
 * equal to this host), 'cross' (another site says so), 'unknown' (neither header: not a
 * browser, e.g. the mobile app or a server-to-server call).
 */
export function requestSite(req: Request): 'same' | 'cross' | 'unknown' {
  const site = req.get('sec-fetch-site')
  if (site) return site === 'same-origin' || site === 'none' ? 'same' : 'cross'
  const origin = req.get('origin')
  if (!origin) return 'unknown'
  return origin === `${req.protocol}://${req.get('host')}` ? 'same' : 'cross'
}

const crossSite = () => new ForbiddenError('Cross-site request refused')

/**
 * Cross-site request refusal for writes authenticated by the session cookie: a POST that
 * carries our session cookie and no Authorization header must come from our own origin, shown
 * by `Sec-Fetch-Site: same-origin` (or `none`: typed by the user) or, without it, by an
 * `Origin` equal to this host. Token-authenticated calls (Authorization header) cannot be
 * forged cross-site and pass; so do calls without the cookie (nothing ambient to abuse).
 */
export const csrfCheck: RequestHandler = (req, _res, next) => {
  if (SAFE.has(req.method)) return next()
  if (req.headers.authorization || !SIGNED_IN_COOKIE.test(req.headers.cookie ?? '')) return next()
  next(requestSite(req) === 'same' ? undefined : crossSite())
}

/**
 * The login calls that set the session cookie (/api/validateOtp, /auth/otp/verify): a
 * cross-site form must not sign a victim into the attacker's account (login CSRF). A request
 * that says it is cross-site is refused; one that says nothing (not a browser: the mobile app)
 * gets its token in the answer but no cookie (`res.locals.cookieAllowed`).
 */
export const loginCsrfCheck: RequestHandler = (req, res, next) => {
  const site = requestSite(req)
  if (site === 'cross') return next(crossSite())
  res.locals.cookieAllowed = site === 'same'
  next()
}

/** csrfCheck as a router, mounted before the /auth and /api routers. */
export function csrfRouter(): Router {
  const router = Router()
  router.use(csrfCheck)
  return router
}
