/**
 * The acknowledgement SMS of website feedback (issue 14, GIGW 3.0): one DLT template per
 * language (server/services/smsTemplates.ts, feedbackReceived; README:
 * SMS_TEMPLATE_FEEDBACK_RECEIVED and its _AS twin). The one variable is the reference (FB and 10
 * digits): nothing the sender typed goes into an SMS, and no number of six digits stands alone
 * (the OTP pattern).
 */
import type { Locale } from '#shared/locale'
import { smsText } from '../smsTemplates'

/** The acknowledgement of `reference` in `locale`. */
export const feedbackSmsText = (locale: Locale, reference: string) => smsText('feedbackReceived', locale, [reference])
