import { formatDate, formatNumber } from '#shared/format'

/**
 * The reminder SMS, in the English of their DLT templates (SMS_TEMPLATE_DUE_REMINDER,
 * SMS_TEMPLATE_LOW_BALANCE): the variable parts are the consumer and bill numbers, amounts
 * and a date, nothing a person wrote. No 6-digit number stands alone in them (the OTP pattern).
 */

/** 'Rs. 1,234.50' (an SMS is plain text: no ₹ sign, which some phones show as a box). */
export function smsRupees(paise: number): string {
  return `Rs. ${formatNumber(paise / 100, 'en', 2)}`
}

export function dueReminderText(r: { consumerNo: string; billNo: string; amountPaise: number; dueDate: string; helpline: string }): string {
  return (
    `APDCL: Bill ${r.billNo} of consumer no. ${r.consumerNo} for ${smsRupees(r.amountPaise)} is due on ${formatDate(r.dueDate, 'en')}. ` +
    `Pay at www.apdcl.org or any BBPS app; ignore if already paid. Helpline ${r.helpline}. - APDCL`
  )
}

export function lowBalanceText(r: { consumerNo: string; balancePaise: number; thresholdPaise: number; helpline: string }): string {
  return (
    `APDCL: The prepaid balance of consumer no. ${r.consumerNo} is ${smsRupees(r.balancePaise)}, below your alert level of ${smsRupees(r.thresholdPaise)}. ` +
    `Recharge at www.apdcl.org to keep the supply on. Helpline ${r.helpline}. - APDCL`
  )
}
