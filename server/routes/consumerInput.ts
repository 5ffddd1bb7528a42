import { maskMobile } from '#shared/billingInput'
import type { Request, RequestHandler, Response } from 'express'
import { MESSAGES, OTP_CHECK_MESSAGES } from '#shared/messages'
import type { Config } from '../config'
import { SmsDeliveryError } from '../adapters/sms/types'
import { clientKey } from '../http/clientIp'
import { readCookie } from '../http/csrf'
import { TooManyRequestsError } from '../errors'
import { errorBody } from '../http/errors'
import { SESSION_LIMITS } from '../services/consumerSessions'
import { OTP_LIMITS, OtpSendsExhaustedError, type OtpPurpose } from '../services/otp'
import type { Services } from '../services'

/** Per-IP limit on every OTP and login path (docs/security.md); the count is AUTH_IP_LIMIT. */
export const IP_LIMIT = { limit: 20, windowMs: 15 * 60_000 } as const

/** Counts one hit of this IP on this path; 429 with Retry-After once over the limit. */
export function ipLimit(services: Services, name: string, config?: Pick<Config, 'AUTH_IP_LIMIT'>): RequestHandler {
  const limit = config?.AUTH_IP_LIMIT ?? IP_LIMIT.limit
  return async (req, _res, next) => {
    try {
      await services.rateLimit.consumeOrThrow(
        `ip:${clientKey(req.ip)}:${name}`,
        limit,
        IP_LIMIT.windowMs,
        'Too many requests from this network. Please try again later.',
        'network',
      )
      next()
    } catch (err) {
      next(err)
    }
  }
}

/** The zod fields of the §7 calls live in server/http/fields (services use them too). */
export { consumerNoField, mobileField, otpField } from '../validation/fields'

/** The token of a request: `Authorization: Bearer <t>` or `Authorization: <t>`, else the cookie. */
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

export function clientMeta(req: Request) {
  return { userAgent: req.get('user-agent') ?? undefined, ip: req.ip }
}

/**
 * Issues an OTP and answers `{ status, message }`: OTP Sent; 428 with a proof-of-work
 * challenge when this mobile or IP already had an OTP in the window and the request carries
 * no solved one (header X-Altcha); the limit's own message (429, Retry-After); or 'OTP Could
 * not Sent !' when the SMS gateway failed. The browser's flow cookie gives its resends a budget
 * of their own (docs/security.md "OTP sends").
 */
export async function sendOtpAnswer(
  services: Services,
  req: Request,
  res: Response,
  config: Config,
  mobile: string,
  purpose: OtpPurpose,
  /** more fields of the success answer (the login's `type`) */
  extra: Record<string, unknown> = {},
): Promise<void> {
  const ip = clientKey(req.ip)
  const gate = await services.otpChallenge.check(mobile, ip, req.get('x-altcha') ?? undefined)
  if (!gate.ok) {
    if ('challenge' in gate) {
      res.status(428).json({ status: 'error', code: 'CHALLENGE_REQUIRED', message: OTP_CHECK_MESSAGES.challengeRequired, challenge: gate.challenge })
    } else {
      res.status(400).json({ status: 'error', code: 'CHALLENGE_INVALID', message: OTP_CHECK_MESSAGES.challengeInvalid })
    }
    return
  }
  let issued
  try {
    issued = await services.otp.issue(mobile, purpose, { flowToken: readCookie(req, services.cookies.otpFlow) })
  } catch (err) {
    if (err instanceof TooManyRequestsError) {
      if (err instanceof OtpSendsExhaustedError) {
        // someone may be spending this mobile's OTPs to keep its owner out: say so in the log
        req.log?.warn({ alert: 'otp-mobile-targeted', mobile: maskMobile(mobile), ip, freeAt: new Date(err.freeAt).toISOString() }, 'OTP sends for one mobile exhausted')
      }
      if (err.retryAfterSeconds) res.setHeader('Retry-After', String(err.retryAfterSeconds))
      res.status(429).json(errorBody(err))
      return
    }
    if (err instanceof SmsDeliveryError) {
      res.status(502).json({ status: 'error', code: err.code, message: MESSAGES.otpResendFailed })
      return
    }
    throw err
  }
  await services.otpChallenge.recordSend(ip)
  res.cookie(services.cookies.otpFlow, issued.flowToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.isProduction,
    path: '/',
    maxAge: OTP_LIMITS.sendWindowMs,
  })
  res.json({ status: 'success', message: MESSAGES.otpSent, ...extra })
}
