import type { Request, Response } from 'express'
import type { Config } from '../config'
import type { Services } from '../services'
import { SESSION_LIMITS } from '../services/consumerSessions'
import { readCookie } from './csrf'

/** The consumer session's token of a request: `Authorization: Bearer <t>` or `Authorization: <t>`, else the cookie. */
export function sessionToken(req: Request, services: Pick<Services, 'cookies'>): string | undefined {
  const h = req.headers.authorization
  if (h) return h.replace(/^Bearer\s+/i, '').trim() || undefined
  return readCookie(req, services.cookies.session)
}

/**
 * Sets the session cookie, unless the login call did not show it came from our own pages
 * (server/http/csrf.ts loginCsrfCheck: the app gets its token in the answer only).
 */
export function setSessionCookie(res: Response, config: Config, services: Pick<Services, 'cookies'>, token: string): void {
  if (res.locals.cookieAllowed === false) return
  res.cookie(services.cookies.session, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    path: '/',
    maxAge: SESSION_LIMITS.absoluteMs,
  })
}

export function clearSessionCookie(res: Response, config: Config, services: Pick<Services, 'cookies'>): void {
  res.clearCookie(services.cookies.session, { httpOnly: true, sameSite: 'lax', secure: config.isProduction, path: '/' })
}

/** What a new consumer session records of the request. */
export function clientMeta(req: Request) {
  return { userAgent: req.get('user-agent') ?? undefined, ip: req.ip }
}
