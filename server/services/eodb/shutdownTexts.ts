/**
 * The SMS of a planned shutdown (issue 13): one when it is published, one the evening before
 * (SHUTDOWN_EVE_HOUR_IST). One DLT template per kind and language, registered for its exact
 * text (README: SMS_TEMPLATE_SHUTDOWN_*); the variables are the consumer's feeder (its name) and the
 * window in India time, nothing an admin wrote (the reason is on /ShutdownNotices). No number of
 * six digits stands alone in them (the OTP pattern): the shutdown's reference stays out.
 */
import { formatDmyTime } from '#shared/format'
import type { Locale } from '#shared/locale'
import { fillTemplate } from '../payments/receiptSms'

export type ShutdownAlertKind = 'published' | 'eve'

export const SHUTDOWN_SMS_TEMPLATES: Record<Locale, Record<ShutdownAlertKind, string>> = {
  en: {
    published: 'APDCL: For planned work the power supply of {#var#} will be off from {#var#} to {#var#}. Details: Shutdown Notices on www.apdcl.org - APDCL',
    eve: 'APDCL reminder: for planned work the power supply of {#var#} will be off tomorrow from {#var#} to {#var#}. - APDCL',
  },
  as: {
    published: 'এ.পি.ডি.চি.এল.: পূৰ্বনিৰ্ধাৰিত কামৰ বাবে {#var#}ৰ বিদ্যুৎ যোগান {#var#}ৰ পৰা {#var#}লৈ বন্ধ থাকিব। বিৱৰণ: www.apdcl.orgত বিদ্যুৎ বন্ধৰ জাননী। - এ.পি.ডি.চি.এল.',
    eve: 'এ.পি.ডি.চি.এল. সোঁৱৰণী: পূৰ্বনিৰ্ধাৰিত কামৰ বাবে {#var#}ৰ বিদ্যুৎ যোগান কাইলৈ {#var#}ৰ পৰা {#var#}লৈ বন্ধ থাকিব। - এ.পি.ডি.চি.এল.',
  },
}

/** A feeder's name as a DLT variable: at most 30 characters, no braces. */
export const feederVar = (name: string) => name.replace(/[{}]/g, '').replace(/\s+/g, ' ').trim().slice(0, 30).trim() || '-'

/** The SMS of one kind in one language for a consumer on `feederName`, for the window startsAt–endsAt (epoch ms). */
export function shutdownSmsText(kind: ShutdownAlertKind, locale: Locale, s: { feederName: string; startsAt: number; endsAt: number }): string {
  const at = (t: number) => formatDmyTime(new Date(t).toISOString(), locale)
  return fillTemplate(SHUTDOWN_SMS_TEMPLATES[locale][kind], [feederVar(s.feederName), at(s.startsAt), at(s.endsAt)])
}
