/**
 * The one OTP send of every path (docs/security.md "OTP sends"): the consumer login, the
 * desktop login, the chat assistant's bot and every form step (requests, settlement, schemes,
 * registration). It holds, in this order:
 *   - for a send without JavaScript ('form-post': the forms' page posts, which cannot solve a
 *     proof of work): a count per network and per consumer number (FORM_POST_OTP_LIMITS);
 *   - for every other channel: the proof-of-work gate (services.otpChallenge);
 *   - the OTP service's limits: the resend wait, and the budget the channel spends: the
 *     login's public budget (with the browser's own flow) for 'login' and 'chat', the forms'
 *     own budget for 'form' and 'form-post', so no form can exhaust what the login needs;
 *   - the SMS; the IP's send recorded (the next send from it asks for the proof of work);
 *   - the alert log line of a targeted mobile when a budget is spent.
 * The channel is a parameter; the caller words the outcome (server/http/otpSend.ts for the
 * login routes, the bot's answers, or `sendOrThrow`'s typed errors for the forms' services).
 */
import { maskMobile } from '#shared/billing/input'
import type { Logger } from 'pino'
import type { Config } from '../config'
import { SmsDeliveryError } from '../adapters/sms/types'
import { AppError, TooManyRequestsError } from '../errors'
import type { ErrorCode } from '#shared/errors'
import type { Locale } from '#shared/locale'
import { OTP_CHECK_MESSAGES } from '#shared/messages'
import { OTP_LIMITS, OtpSendsExhaustedError, type IssuedOtp, type OtpPurpose, type OtpService } from './otp'
import type { OtpChallengeService } from './otpChallenge'
import type { RateLimitService } from './rateLimit'

/**
 * Who asks for the OTP: 'login' (the login and the desktop login), 'chat' (the bot), 'form'
 * (a form's JSON call: proof of work, the forms' budget), 'form-post' (a form's page post,
 * with or without JavaScript: no proof of work, counted per network and per consumer number,
 * the forms' budget).
 */
export type OtpChannel = 'login' | 'chat' | 'form' | 'form-post'

/** What the send knows of the request (server/http/otpSend.ts `otpSendVia` builds it). */
export interface OtpSendVia {
  channel: OtpChannel
  /** the client's address as the limits count it (server/http/clientIp.ts clientKey) */
  ip: string
  /** the solved proof of work (header X-Altcha) */
  solution?: string
  /** the browser's OTP flow token (its cookie): its own resend budget ('login', 'chat') */
  flowToken?: string
  /** the request's logger (the alert carries its request id) */
  log?: Pick<Logger, 'warn'>
  /** the language of the page that asked: the OTP's SMS is in it (without one: the mobile's own, server/services/smsLanguage.ts) */
  locale?: Locale
}

/**
 * Sends of the pages' posts (channel 'form-post'), fixed 15-minute windows: per network
 * (`ip:<ip>:form-otp`) half of AUTH_IP_LIMIT (10 by default; a network's page posts of every
 * kind have AUTH_IP_LIMIT), per consumer number (`form-otp:<consNo>`) OTP_MAX_SENDS (3).
 */
export const FORM_POST_OTP_LIMITS = { windowMs: 15 * 60_000 } as const

/**
 * What one OTP send came to: sent (with the browser's flow token for its cookie); a proof of
 * work to solve first or a solution that does not hold; a limit (its TooManyRequestsError, with
 * Retry-After); or the SMS gateway failed.
 */
export type OtpSendOutcome =
  | { kind: 'sent'; flowToken: string; issued: IssuedOtp }
  | { kind: 'challenge'; challenge: unknown }
  | { kind: 'challengeInvalid' }
  | { kind: 'limited'; error: TooManyRequestsError }
  | { kind: 'smsFailed'; error: SmsDeliveryError }

/** 428: this send needs a solved proof of work first (the answer carries the challenge). */
export class ChallengeRequiredError extends AppError {
  status = 428
  code: ErrorCode = 'CHALLENGE_REQUIRED'
  constructor(challenge: unknown) {
    super(OTP_CHECK_MESSAGES.challengeRequired)
    this.extra = { challenge }
  }
}

/** 400: the proof of work sent does not hold (or was used before). */
export class ChallengeInvalidError extends AppError {
  status = 400
  code: ErrorCode = 'CHALLENGE_INVALID'
  constructor() {
    super(OTP_CHECK_MESSAGES.challengeInvalid)
  }
}

export interface OtpSendService {
  /** Sends an OTP to `mobile` for `purpose` through `via`'s channel; `consumerNo` is the form's subject (the 'form-post' count). */
  send(via: OtpSendVia, mobile: string, purpose: OtpPurpose, opts?: { consumerNo?: string }): Promise<OtpSendOutcome>
  /** send, with every refusal thrown: ChallengeRequiredError, ChallengeInvalidError, the limit's error, the SMS failure. */
  sendOrThrow(via: OtpSendVia, mobile: string, purpose: OtpPurpose, opts?: { consumerNo?: string }): Promise<IssuedOtp>
}

export function createOtpSendService(deps: {
  otp: Pick<OtpService, 'issue'>
  otpChallenge: Pick<OtpChallengeService, 'check' | 'recordSend'>
  rateLimit: Pick<RateLimitService, 'consumeOrThrow'>
  config: Partial<Pick<Config, 'AUTH_IP_LIMIT' | 'OTP_MAX_SENDS'>>
  logger?: Pick<Logger, 'warn'>
}): OtpSendService {
  const ipLimit = Math.max(1, Math.ceil((deps.config.AUTH_IP_LIMIT ?? 20) / 2))
  const consumerLimit = deps.config.OTP_MAX_SENDS ?? OTP_LIMITS.maxSends
  const tooMany = 'Too many OTP requests. Please try again later.'

  async function send(via: OtpSendVia, mobile: string, purpose: OtpPurpose, opts: { consumerNo?: string } = {}): Promise<OtpSendOutcome> {
    const forForm = via.channel === 'form' || via.channel === 'form-post'
    try {
      if (via.channel === 'form-post') {
        // no proof of work can be asked of a page post: it is counted per network and per consumer number instead
        await deps.rateLimit.consumeOrThrow(`ip:${via.ip}:form-otp`, ipLimit, FORM_POST_OTP_LIMITS.windowMs, tooMany, 'network')
        if (opts.consumerNo) await deps.rateLimit.consumeOrThrow(`form-otp:${opts.consumerNo}`, consumerLimit, FORM_POST_OTP_LIMITS.windowMs, tooMany, 'mobile')
      } else {
        const gate = await deps.otpChallenge.check(mobile, via.ip, via.solution)
        if (!gate.ok) return 'challenge' in gate ? { kind: 'challenge', challenge: gate.challenge } : { kind: 'challengeInvalid' }
      }
      const issued = await deps.otp.issue(mobile, purpose, forForm ? { budget: 'form', locale: via.locale } : { flowToken: via.flowToken, locale: via.locale })
      await deps.otpChallenge.recordSend(via.ip)
      return { kind: 'sent', flowToken: issued.flowToken, issued }
    } catch (err) {
      if (err instanceof TooManyRequestsError) {
        if (err instanceof OtpSendsExhaustedError) {
          // someone may be spending this mobile's OTPs to keep its owner out: say so in the log
          ;(via.log ?? deps.logger)?.warn(
            { alert: 'otp-mobile-targeted', mobile: maskMobile(mobile), ip: via.ip, channel: via.channel, freeAt: new Date(err.freeAt).toISOString() },
            'OTP sends for one mobile exhausted',
          )
        }
        return { kind: 'limited', error: err }
      }
      if (err instanceof SmsDeliveryError) return { kind: 'smsFailed', error: err }
      throw err
    }
  }

  return {
    send,
    async sendOrThrow(via, mobile, purpose, opts) {
      const outcome = await send(via, mobile, purpose, opts)
      switch (outcome.kind) {
        case 'sent':
          return outcome.issued
        case 'challenge':
          throw new ChallengeRequiredError(outcome.challenge)
        case 'challengeInvalid':
          throw new ChallengeInvalidError()
        case 'limited':
        case 'smsFailed':
          throw outcome.error
      }
    },
  }
}
