import type { ErrorCode } from '#shared/errors'
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { indiaTimeOfDay } from '#shared/time'
import { formatNumber } from '#shared/format'
import type { Locale } from '#shared/locale'
import type { Config } from '../config'
import type { Db } from '../db/knex'
import { dialectOf } from '../db/knex'
import { invalidField, InvalidError, TooManyRequestsError } from '../errors'
import type { SmsTransport } from '../adapters/sms'
import { smsLocaleOf } from './smsLanguage'
import { smsTemplateId, smsText, type SmsTemplateIds } from './smsTemplates'
import { MOBILE_PATTERN } from '#shared/input/fields'

/** What an OTP is for; an OTP of one purpose never verifies another. */
export const OTP_PURPOSES = ['login', 'force-logout', 'desktop', 'chat', 'request'] as const
export type OtpPurpose = (typeof OTP_PURPOSES)[number]

export const OTP_LIMITS = {
  digits: 6,
  ttlMs: 5 * 60_000,
  maxAttempts: 5,
  /**
   * sends per mobile (all purposes) in the sliding window that anyone may ask for (the
   * public budget); each browser that got one also has a resend budget of the same size
   * that only it can spend (its flow, docs/security.md "OTP sends")
   */
  maxSends: 3,
  sendWindowMs: 15 * 60_000,
  /** wait between two sends for the same mobile and purpose */
  resendWaitMs: 30_000,
} as const

export type OtpFailure = 'wrong' | 'expired' | 'used' | 'locked' | 'none'

/** A refused verification; `reason` lets a route pick the spec's message. */
export class OtpInvalidError extends InvalidError {
  code: ErrorCode = 'OTP_INVALID'
  constructor(
    message: string,
    public readonly reason: OtpFailure,
    public readonly attemptsLeft = 0,
  ) {
    super(message, { reason, attemptsLeft })
  }
}

/** What the OTP is for, as its SMS says it (one DLT variable), in each language. */
const PURPOSE_SMS: Record<Locale, Record<OtpPurpose, string>> = {
  en: {
    login: 'consumer login',
    'force-logout': 'consumer login',
    desktop: 'consumer login',
    chat: 'the chat assistant',
    request: 'your request',
  },
  as: {
    login: 'গ্ৰাহক লগ ইন',
    'force-logout': 'গ্ৰাহক লগ ইন',
    desktop: 'গ্ৰাহক লগ ইন',
    chat: 'চেট সহায়ক',
    request: 'আপোনাৰ অনুৰোধ',
  },
}

/** The OTP's SMS (server/services/smsTemplates.ts): the code, what it is for, the minutes (in the language's digits). */
export function otpSmsText(code: string, validMinutes = 5, purpose: OtpPurpose = 'login', locale: Locale = 'en'): string {
  return smsText('otp', locale, [code, PURPOSE_SMS[locale][purpose], formatNumber(validMinutes, locale)])
}

export function generateOtp(digits: number = OTP_LIMITS.digits): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0')
}

/** HMAC-SHA256(key, mobile|purpose|code), hex: the only form in which an OTP is stored. */
export function hashOtp(key: string, mobile: string, purpose: string, code: string): string {
  return createHmac('sha256', key).update(`${mobile}|${purpose}|${code}`).digest('hex')
}

/** Constant-time comparison of two hex digests. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y)
}

interface ChallengeRow {
  id: number
  code_hash: string
  created_at: number | string
  expires_at: number | string
  attempts: number
  consumed_at: number | string | null
  voided_at: number | string | null
}

/** A browser's OTP flow: the raw token lives only in its cookie; the database keeps the SHA-256. */
const FLOW_TOKEN = /^[A-Za-z0-9_-]{43}$/
export const hashFlowToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex')

/** The public budget of a mobile is spent: the one place that says so (routes log an alert). */
export class OtpSendsExhaustedError extends TooManyRequestsError {
  code: ErrorCode = 'OTP_SENDS_EXHAUSTED'
  constructor(
    message: string,
    retryAfterSeconds: number,
    public readonly freeAt: number,
  ) {
    super(message, retryAfterSeconds)
    this.params = { retryAfterSeconds, freeAt: new Date(freeAt).toISOString() }
  }
}

/** A new OTP for the same mobile and purpose asked for within the resend wait. */
export class OtpResendWaitError extends TooManyRequestsError {
  code: ErrorCode = 'OTP_RESEND_WAIT'
  constructor(retryAfterSeconds: number) {
    super(`Please wait ${retryAfterSeconds} seconds before asking for a new OTP.`, retryAfterSeconds)
  }
}

export interface IssuedOtp {
  expiresAt: number
  resendAfterSeconds: number
  /** the flow token to keep in the browser's cookie (the same one, or a new flow) */
  flowToken: string
  /** which budget this send was counted against */
  budget: OtpBudget
}

/**
 * The budgets a send can be counted against (otp_challenges.budget): 'public', the mobile's
 * shared cap that the login needs; 'flow', the resends of the browser that started a flow;
 * 'form', the forms' OTPs (requests, settlement, schemes, registration), a cap of their own
 * that never spends the login's (docs/security.md "OTP sends").
 */
export type OtpBudget = 'public' | 'flow' | 'form'

export interface OtpService {
  /**
   * Sends an OTP. `flowToken` (from the browser's cookie) lets the browser that started a
   * flow resend from its own budget, which nobody else can spend. `budget: 'form'` counts the
   * send against the forms' own cap (no flow), never against the login's public budget.
   * `locale`: the language of the page that asked (the SMS's language); without it, the
   * mobile's own (server/services/smsLanguage.ts).
   */
  issue(mobile: string, purpose: OtpPurpose, opts?: { flowToken?: string; budget?: 'public' | 'form'; locale?: Locale }): Promise<IssuedOtp>
  /** OTPs sent to this mobile in the current window (the challenge gate asks). */
  recentSends(mobile: string): Promise<number>
  /** Resolves when the code is right (and uses it up); otherwise throws an OtpInvalidError. */
  verify(mobile: string, purpose: OtpPurpose, code: string): Promise<void>
}

export function createOtpService(deps: {
  db: Db
  sms: SmsTransport
  config: Pick<Config, 'otpHashKey'> & Partial<Pick<Config, 'OTP_TTL_SECONDS' | 'OTP_MAX_SENDS' | 'OTP_RESEND_WAIT_SECONDS'>> & SmsTemplateIds
  now?: () => number
}): OtpService {
  const { db, sms } = deps
  const now = deps.now ?? Date.now
  const key = deps.config.otpHashKey
  const L = {
    ...OTP_LIMITS,
    ttlMs: (deps.config.OTP_TTL_SECONDS ?? OTP_LIMITS.ttlMs / 1000) * 1000,
    maxSends: deps.config.OTP_MAX_SENDS ?? OTP_LIMITS.maxSends,
    resendWaitMs: (deps.config.OTP_RESEND_WAIT_SECONDS ?? OTP_LIMITS.resendWaitMs / 1000) * 1000,
  }

  function checkInput(mobile: string, purpose: string) {
    if (!MOBILE_PATTERN.test(mobile)) throw invalidField('mobileNo', 'Enter 10 Digit Valid Mobile Number !')
    if (!(OTP_PURPOSES as readonly string[]).includes(purpose)) throw new InvalidError(`Unknown OTP purpose: ${purpose}`)
  }

  return {
    async recentSends(mobile) {
      if (!MOBILE_PATTERN.test(mobile)) return 0
      const [row] = await db('otp_challenges')
        .where('mobile', mobile)
        .andWhere('created_at', '>', now() - L.sendWindowMs)
        .count({ n: '*' })
      return Number(row?.n ?? 0)
    },

    async issue(mobile, purpose, opts = {}) {
      checkInput(mobile, purpose)
      const code = generateOtp()
      const t = now()
      const presented = opts.flowToken && FLOW_TOKEN.test(opts.flowToken) ? hashFlowToken(opts.flowToken) : null
      const forForm = opts.budget === 'form'
      let flowToken = forForm ? '' : (opts.flowToken ?? '')
      let budget: OtpBudget = forForm ? 'form' : 'public'
      const id = await db.transaction(async (trx) => {
        // one writer per mobile at a time, so concurrent requests cannot pass the limits together
        // (SQLite: the single connection already serializes transactions)
        if (dialectOf(db) === 'postgres') await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`otp:${mobile}`])
        const recent: Array<{ created_at: number | string; purpose: string; budget: string; flow_hash: string | null }> = await trx('otp_challenges')
          .select('created_at', 'purpose', 'budget', 'flow_hash')
          .where('mobile', mobile)
          .andWhere('created_at', '>', t - L.sendWindowMs)
          .orderBy('created_at', 'asc')
        const last = recent.filter((r) => r.purpose === purpose).at(-1)
        if (last && t - Number(last.created_at) < L.resendWaitMs) {
          const wait = Math.max(1, Math.ceil((Number(last.created_at) + L.resendWaitMs - t) / 1000))
          throw new OtpResendWaitError(wait)
        }
        // the browser's own flow: started by a public send to this mobile within the window
        const ofFlow = presented && !forForm ? recent.filter((r) => r.flow_hash === presented) : []
        const flowResends = ofFlow.filter((r) => r.budget === 'flow').length
        let flowHash: string | null
        if (ofFlow.length > 0 && flowResends < L.maxSends) {
          budget = 'flow'
          flowHash = presented as string
        } else {
          // the budget this send is counted against: the login's public one, or the forms' own
          const publicSends = recent.filter((r) => r.budget === budget)
          if (publicSends.length >= L.maxSends) {
            const freeAt = Number(publicSends[publicSends.length - L.maxSends].created_at) + L.sendWindowMs
            const wait = Math.max(1, Math.ceil((freeAt - t) / 1000))
            throw new OtpSendsExhaustedError(`Too many OTPs for this mobile number. You can ask for a new OTP at ${indiaTimeOfDay(freeAt)} (in ${Math.ceil(wait / 60)} minutes).`, wait, freeAt)
          }
          if (forForm) flowHash = null
          else {
            flowToken = randomBytes(32).toString('base64url')
            flowHash = hashFlowToken(flowToken)
          }
        }
        await trx('otp_challenges').update({ voided_at: t }).where({ mobile, purpose }).whereNull('consumed_at').whereNull('voided_at')
        const [row] = await trx('otp_challenges')
          .insert({
            mobile,
            purpose,
            code_hash: hashOtp(key, mobile, purpose, code),
            created_at: t,
            expires_at: t + L.ttlMs,
            attempts: 0,
            budget,
            flow_hash: flowHash,
          })
          .returning('id')
        return Number((row as { id: number }).id ?? row)
      })
      try {
        const locale = opts.locale ?? (await smsLocaleOf(db, mobile))
        await sms.send({ mobile, text: otpSmsText(code, Math.round(L.ttlMs / 60_000), purpose, locale), templateId: smsTemplateId(deps.config, 'otp', locale) })
      } catch (err) {
        // not delivered: it must not count against the consumer's sends
        await db('otp_challenges').where({ id }).delete()
        throw err
      }
      return { expiresAt: t + L.ttlMs, resendAfterSeconds: L.resendWaitMs / 1000, flowToken, budget }
    },

    async verify(mobile, purpose, code) {
      checkInput(mobile, purpose)
      const t = now()
      const row: ChallengeRow | undefined = await db('otp_challenges')
        .where({ mobile, purpose })
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .first()
      if (!row || row.voided_at !== null) throw new OtpInvalidError('No OTP is pending for this number. Please request a new OTP.', 'none')
      if (row.consumed_at !== null) throw new OtpInvalidError('This OTP has already been used. Please request a new OTP.', 'used')
      if (Number(row.expires_at) <= t) throw new OtpInvalidError('This OTP has expired. Please request a new OTP.', 'expired')
      // take one try before comparing, so parallel guesses cannot exceed the limit
      const took = await db('otp_challenges').where({ id: row.id }).andWhere('attempts', '<', L.maxAttempts).whereNull('consumed_at').whereNull('voided_at').increment('attempts', 1)
      if (!took) throw new OtpInvalidError('Too many wrong tries. Please request a new OTP.', 'locked')
      const attempts = row.attempts + 1
      if (!/^\d{6}$/.test(code) || !sameHash(hashOtp(key, mobile, purpose, code), row.code_hash)) {
        const left = Math.max(0, L.maxAttempts - attempts)
        if (left === 0) throw new OtpInvalidError('Invalid OTP. Too many wrong tries: please request a new OTP.', 'locked')
        throw new OtpInvalidError(`Invalid OTP. ${left} ${left === 1 ? 'try' : 'tries'} left.`, 'wrong', left)
      }
      const used = await db('otp_challenges').where({ id: row.id }).whereNull('consumed_at').whereNull('voided_at').update({ consumed_at: t })
      if (!used) throw new OtpInvalidError('This OTP has already been used. Please request a new OTP.', 'used')
    },
  }
}
