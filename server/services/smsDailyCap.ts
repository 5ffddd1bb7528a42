import type { Logger } from 'pino'
import { maskMobile } from '#shared/billing/input'
import type { Db } from '../db/knex'
import { SmsSkippedError, type SmsService } from '../adapters/sms'
import type { RateLimitService } from './rateLimit'

const DAY = 24 * 3_600_000

/**
 * The daily cap on the SMS public forms send to one number (issue 27 §13; docs/security.md
 * "OTP and SMS"): anyone may type any mobile into a form, so each number gets at most `limit`
 * of the messages marked `publicForm` (the acknowledgements of feedback, complaints,
 * applications and requests, the consumer numbers of /KnowConsNo) a day: a fixed window of
 * 24 hours in rate_limit_hits (key `sms-day:<mobile>`, from 05:30 India time), counted by one
 * atomic upsert, so parallel sends and several processes cannot pass it together. A message
 * past the cap is not sent: a row in sms_skipped (its kind, never its text), a warn line with
 * the masked mobile, and SmsSkippedError, which every caller treats as "not sent" (the form
 * itself succeeds). Messages without `publicForm` (OTPs with their own limits, payment
 * receipts, reminders, shutdown alerts, officers' decisions) pass untouched.
 */
export function withSmsDailyCap(sms: SmsService, deps: { db: Db; rateLimit: RateLimitService; limit: number; logger: Logger; now?: () => number }): SmsService {
  const now = deps.now ?? Date.now
  return {
    ...sms,
    kind: sms.kind,
    async send(message) {
      if (message.publicForm) {
        const counted = await deps.rateLimit.consume(`sms-day:${message.mobile}`, deps.limit, DAY)
        if (!counted.allowed) {
          await deps.db('sms_skipped').insert({ mobile: message.mobile, kind: message.publicForm.slice(0, 40), reason: 'daily-cap', created_at: now() })
          deps.logger.warn({ sms: { kind: message.publicForm, mobile: maskMobile(message.mobile), cap: deps.limit } }, 'sms skipped: daily cap of this mobile reached')
          throw new SmsSkippedError(message.publicForm)
        }
      }
      return sms.send(message)
    },
  }
}
