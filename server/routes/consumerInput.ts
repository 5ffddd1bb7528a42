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
import type { RateLimitScope } from '#shared/contract/errors'

/** Per-IP limit on every OTP and login path (docs/security.md); the count is AUTH_IP_LIMIT. */
export const IP_LIMIT = { limit: 20, windowMs: 15 * 60_000 } as const

/**
 * Counts one hit of this IP under `name`; once over `limit` in `windowMs`, the error handler
 * answers 429 with Retry-After and `message` (scope: whose budget is spent).
 */
export function perIpLimit(
  services: Pick<Services, 'rateLimit'>,
  rule: { name: string; limit: number; windowMs: number; message: string; scope: RateLimitScope },
): RequestHandler {
  return async (req, _res, next) => {
    try {
      await services.rateLimit.consumeOrThrow(`ip:${clientKey(req.ip)}:${rule.name}`, rule.limit, rule.windowMs, rule.message, rule.scope)
      next()
    } catch (err) {
      next(err)
    }
  }
}

/** Counts one hit of this IP on this OTP or login path; 429 with Retry-After once over the limit. */
export function ipLimit(services: Services, name: string, config?: Pick<Config, 'AUTH_IP_LIMIT'>): RequestHandler {
  const limit = config?.AUTH_IP_LIMIT ?? IP_LIMIT.limit
  return perIpLimit(services, { name, limit, windowMs: IP_LIMIT.windowMs, message: 'Too many requests from this network. Please try again later.', scope: 'network' })
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
 * What one OTP send came to (sendOtp): sent (with the browser's flow token for its cookie);
 * a proof of work to solve first (this mobile or IP already had an OTP in the window and the
 * request carries no solved one, header X-Altcha) or a solution that does not hold; a limit
 * (its TooManyRequestsError, with Retry-After); or the SMS gateway failed.
 */
export type OtpSendOutcome =
  | { kind: 'sent'; flowToken: string }
  | { kind: 'challenge'; challenge: unknown }
  | { kind: 'challengeInvalid' }
  | { kind: 'limited'; error: TooManyRequestsError }
  | { kind: 'smsFailed'; error: SmsDeliveryError }

/**
 * The one OTP send of every path (the login's, the desktop login's, the chat assistant's):
 * the proof-of-work gate, the OTP service's limits, the SMS, the IP's send recorded. Each
 * caller words the outcome its own way (sendOtpAnswer for the login routes, the bot's
 * BotResponse); the browser's flow cookie (`req`'s) gives its resends a budget of their own
 * (docs/security.md "OTP sends"). Any other failure is thrown.
 */
export async function sendOtp(services: Services, req: Request, mobile: string, purpose: OtpPurpose): Promise<OtpSendOutcome> {
  const ip = clientKey(req.ip)
  const gate = await services.otpChallenge.check(mobile, ip, req.get('x-altcha') ?? undefined)
  if (!gate.ok) return 'challenge' in gate ? { kind: 'challenge', challenge: gate.challenge } : { kind: 'challengeInvalid' }
  let issued
  try {
    issued = await services.otp.issue(mobile, purpose, { flowToken: readCookie(req, services.cookies.otpFlow) })
  } catch (err) {
    if (err instanceof TooManyRequestsError) {
      if (err instanceof OtpSendsExhaustedError) {
        // someone may be spending this mobile's OTPs to keep its owner out: say so in the log
        req.log?.warn({ alert: 'otp-mobile-targeted', mobile: maskMobile(mobile), ip, freeAt: new Date(err.freeAt).toISOString() }, 'OTP sends for one mobile exhausted')
      }
      return { kind: 'limited', error: err }
    }
    if (err instanceof SmsDeliveryError) return { kind: 'smsFailed', error: err }
    throw err
  }
  await services.otpChallenge.recordSend(ip)
  return { kind: 'sent', flowToken: issued.flowToken }
}

/** Keeps the browser's OTP flow token (its own resend budget) in its cookie. */
export function setOtpFlowCookie(res: Response, config: Config, services: Pick<Services, 'cookies'>, flowToken: string): void {
  res.cookie(services.cookies.otpFlow, flowToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.isProduction,
    path: '/',
    maxAge: OTP_LIMITS.sendWindowMs,
  })
}

/**
 * Issues an OTP (sendOtp) and answers `{ status, message }`: OTP Sent; 428 with a
 * proof-of-work challenge; 400 for a solution that does not hold; the limit's own message
 * (429, Retry-After); or 'OTP Could not Sent !' (502) when the SMS gateway failed.
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
  const outcome = await sendOtp(services, req, mobile, purpose)
  switch (outcome.kind) {
    case 'challenge':
      res.status(428).json({ status: 'error', code: 'CHALLENGE_REQUIRED', message: OTP_CHECK_MESSAGES.challengeRequired, challenge: outcome.challenge })
      return
    case 'challengeInvalid':
      res.status(400).json({ status: 'error', code: 'CHALLENGE_INVALID', message: OTP_CHECK_MESSAGES.challengeInvalid })
      return
    case 'limited':
      if (outcome.error.retryAfterSeconds) res.setHeader('Retry-After', String(outcome.error.retryAfterSeconds))
      res.status(429).json(errorBody(outcome.error))
      return
    case 'smsFailed':
      res.status(502).json({ status: 'error', code: outcome.error.code, message: MESSAGES.otpResendFailed })
      return
    case 'sent':
      setOtpFlowCookie(res, config, services, outcome.flowToken)
      res.json({ status: 'success', message: MESSAGES.otpSent, ...extra })
  }
}
