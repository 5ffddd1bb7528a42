import type { Request, Response } from 'express'
import { MESSAGES } from '#shared/messages'
import type { Config } from '../config'
import type { Services } from '../services'
import { OTP_LIMITS, type OtpPurpose } from '../services/otp'
import { ChallengeInvalidError, ChallengeRequiredError, type OtpChannel, type OtpSendVia } from '../services/otpSend'
import { clientKey } from './clientIp'
import { readCookie } from './csrf'
import { errorBody } from './errors'
import { requestLocale } from './requestLocale'

/**
 * What services.otpSend needs of a request: the channel, the client's address as the limits
 * count it, the solved proof of work (header X-Altcha), the browser's flow cookie, its logger,
 * its language (requestLocale).
 */
export function otpSendVia(req: Request, services: Pick<Services, 'cookies'>, channel: OtpChannel): OtpSendVia {
  return {
    channel,
    ip: clientKey(req.ip),
    solution: req.get('x-altcha') ?? undefined,
    flowToken: readCookie(req, services.cookies.otpFlow),
    log: req.log,
    // the OTP's SMS goes in the language of the page that asked for it
    locale: requestLocale(req),
  }
}

/** Keeps the browser's OTP flow token (its own resend budget) in its cookie. */
export function setOtpFlowCookie(res: Response, config: Config, services: Pick<Services, 'cookies'>, flowToken: string): void {
  if (!flowToken) return
  res.cookie(services.cookies.otpFlow, flowToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.isProduction,
    path: '/',
    maxAge: OTP_LIMITS.sendWindowMs,
  })
}

/**
 * Sends a login OTP (services.otpSend, channel 'login') and answers `{ status, message }`: OTP
 * Sent; 428 with a proof-of-work challenge; 400 for a solution that does not hold; the limit's
 * own message (429, Retry-After); or 'OTP Could not Sent !' (502) when the SMS gateway failed.
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
  const outcome = await services.otpSend.send(otpSendVia(req, services, 'login'), mobile, purpose)
  switch (outcome.kind) {
    case 'challenge':
      res.status(428).json(errorBody(new ChallengeRequiredError(outcome.challenge)))
      return
    case 'challengeInvalid':
      res.status(400).json(errorBody(new ChallengeInvalidError()))
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
