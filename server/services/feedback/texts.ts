/**
 * The acknowledgement SMS of website feedback (issue 14, GIGW 3.0): one DLT template per
 * language, registered for its exact text (README: SMS_TEMPLATE_FEEDBACK_RECEIVED and its _AS
 * twin). The one variable is the reference (FB and 10 digits): nothing the sender typed goes
 * into an SMS, and no number of six digits stands alone (the OTP pattern).
 */
import type { Locale } from '#shared/locale'
import { fillTemplate } from '../payments/receiptSms'

export const FEEDBACK_SMS_TEMPLATES: Record<Locale, string> = {
  en: 'APDCL: Thank you for your feedback on our website. Your reference number is {#var#}. - APDCL',
  as: 'এ.পি.ডি.চি.এল.: আমাৰ ৱেবছাইটৰ বিষয়ে মতামত দিয়াৰ বাবে ধন্যবাদ। আপোনাৰ উল্লেখ নম্বৰ {#var#}। - এ.পি.ডি.চি.এল.',
}

/** The acknowledgement of `reference` in `locale`. */
export const feedbackSmsText = (locale: Locale, reference: string) => fillTemplate(FEEDBACK_SMS_TEMPLATES[locale], [reference])
