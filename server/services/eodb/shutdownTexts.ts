/**
 * The SMS of a planned shutdown (issue 13): one when it is published, one the evening before
 * (SHUTDOWN_EVE_HOUR_IST). One DLT template per kind and language, registered for its exact
 * text (server/services/smsTemplates.ts; README: SMS_TEMPLATE_SHUTDOWN_*); the variables are
 * the consumer's feeder (its name) and the window in India time, nothing an admin wrote (the
 * reason is on /ShutdownNotices). No number of six digits stands alone in them (the OTP
 * pattern): the shutdown's reference stays out.
 */
import { formatDmyTime } from '#shared/format'
import type { Locale } from '#shared/locale'
import { smsMessage, type SmsKind, type SmsTemplateIds } from '../smsTemplates'

export type ShutdownAlertKind = 'published' | 'eve'

/** Each alert's kind in the one template table (server/services/smsTemplates.ts). */
export const SHUTDOWN_SMS_KIND: Record<ShutdownAlertKind, SmsKind> = { published: 'shutdownPublished', eve: 'shutdownEve' }

/** A feeder's name as a DLT variable: at most 30 characters, no braces. */
export const feederVar = (name: string) => name.replace(/[{}]/g, '').replace(/\s+/g, ' ').trim().slice(0, 30).trim() || '-'

/** The SMS of one kind in one language, and its template id, for a consumer on `feederName`, for the window startsAt–endsAt (epoch ms). */
export function shutdownSms(ids: SmsTemplateIds, kind: ShutdownAlertKind, locale: Locale, s: { feederName: string; startsAt: number; endsAt: number }) {
  const at = (t: number) => formatDmyTime(new Date(t).toISOString(), locale)
  return smsMessage(ids, SHUTDOWN_SMS_KIND[kind], locale, [feederVar(s.feederName), at(s.startsAt), at(s.endsAt)])
}

/** The text alone. */
export const shutdownSmsText = (kind: ShutdownAlertKind, locale: Locale, s: { feederName: string; startsAt: number; endsAt: number }): string => shutdownSms({}, kind, locale, s).text
