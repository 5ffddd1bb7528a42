import { formatDate } from '#shared/format'
import type { Locale } from '#shared/locale'
import { smsAmount, smsText } from '../smsTemplates'

/**
 * The reminder SMS (their DLT templates: server/services/smsTemplates.ts, dueReminder and
 * lowBalance, in the consumer's language): the variable parts are the consumer and bill
 * numbers, amounts, a date and the helpline, nothing a person wrote. No 6-digit number stands
 * alone in them (the OTP pattern).
 */

export function dueReminderText(r: { consumerNo: string; billNo: string; amountPaise: number; dueDate: string; helpline: string }, locale: Locale = 'en'): string {
  return smsText('dueReminder', locale, [r.billNo, r.consumerNo, smsAmount(r.amountPaise), formatDate(r.dueDate, locale), r.helpline])
}

export function lowBalanceText(r: { consumerNo: string; balancePaise: number; thresholdPaise: number; helpline: string }, locale: Locale = 'en'): string {
  return smsText('lowBalance', locale, [r.consumerNo, smsAmount(r.balancePaise), smsAmount(r.thresholdPaise), r.helpline])
}
