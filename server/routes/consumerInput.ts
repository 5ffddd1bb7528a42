import type { Request, RequestHandler, Response } from 'express'
import { MESSAGES } from '../../shared/messages'
import type { Config } from '../config'
import { SmsDeliveryError } from '../adapters/sms/types'
import { readCookie, SESSION_COOKIE } from '../http/csrf'
import { TooManyRequestsError } from '../http/errors'
import { SESSION_LIMITS } from '../services/consumerSessions'
import type { Services } from '../services'

/** Per-IP limit on every OTP and login path (docs/security.md); the count is AUTH_IP_LIMIT. */
export const IP_LIMIT = { limit: 20, windowMs: 15 * 60_000 } as const

/** Counts one hit of this IP on this path; 429 with Retry-After once over the limit. */
export function ipLimit(services: Services, name: string, config?: Pick<Config, 'AUTH_IP_LIMIT'>): RequestHandler {
  const limit = config?.AUTH_IP_LIMIT ?? IP_LIMIT.limit
  return async (req, _res, next) => {
    try {
      await services.rateLimit.consumeOrThrow(
        `ip:${req.ip ?? 'unknown'}:${name}`,
        limit,
        IP_LIMIT.windowMs,
        'Too many requests from this network. Please try again later.',
      )
      next()
    } catch (err) {
      next(err)
    }
  }
}

/** The zod fields of the §7 calls live in server/http/fields (services use them too). */
export { consumerNoField, mobileField, otpField } from '../http/fields'

/** The token of a request: `Authorization: Bearer <t>` or `Authorization: <t>`, else the cookie. */
export function sessionToken(req: Request): string | undefined {
  const h = req.headers.authorization
  if (h) return h.replace(/^Bearer\s+/i, '').trim() || undefined
  return readCookie(req, SESSION_COOKIE)
}

export function setSessionCookie(res: Response, config: Config, token: string): void {
  res.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    path: '/',
    maxAge: SESSION_LIMITS.absoluteMs,
  })
}

export function clearSessionCookie(res: Response, config: Config): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: config.isProduction, path: '/' })
}

export function clientMeta(req: Request) {
  return { userAgent: req.get('user-agent') ?? undefined, ip: req.ip }
}

/**
 * Issues an OTP and answers `{ status, message }`: OTP Sent, the limit's own message (429,
 * Retry-After) or 'OTP Could not Sent !' when the SMS gateway failed.
 */
export async function sendOtpAnswer(
  services: Services,
  res: Response,
  mobile: string,
  purpose: 'login' | 'force-logout' | 'desktop',
): Promise<void> {
  try {
    await services.otp.issue(mobile, purpose)
  } catch (err) {
    if (err instanceof TooManyRequestsError) {
      if (err.retryAfterSeconds) res.setHeader('Retry-After', String(err.retryAfterSeconds))
      res.status(429).json({ status: 'error', code: err.code, message: err.message })
      return
    }
    if (err instanceof SmsDeliveryError) {
      res.status(502).json({ status: 'error', code: err.code, message: MESSAGES.otpResendFailed })
      return
    }
    throw err
  }
  res.json({ status: 'success', message: MESSAGES.otpSent })
}
