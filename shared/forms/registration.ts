/**
 * Consumer registration (/ConsumerRegistration, issue 10 §3): link a mobile to a consumer
 * number. Step 1 names the consumer number and the mobile (and, when the record has no
 * mobile, the exact amount of the last bill); the OTP goes to the mobile on record, or to the
 * new mobile when the bill amount proved the holder. Step 2 sends the same fields and the OTP.
 * A consumer number already linked to another mobile is refused with the way to ask for a
 * change (/ConsumerRegistration?change=, an application of kind 'mobile_change').
 */
import { z } from 'zod'
import { consumerNo, mobile, otp, personName } from './fields'

/** An amount in rupees as printed on a bill (up to two decimals; '1,234.50' and '₹ 1234.5' are read too). */
export const rupeeAmount = (opts: { empty: string; invalid: string }) =>
  z.preprocess(
    (v) => (v == null ? '' : typeof v === 'number' ? String(v) : typeof v === 'string' ? v.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6)).replace(/[₹,\s]/g, '').replace(/^rs\.?/i, '') : v),
    z
      .string({ error: opts.invalid })
      .max(20, { error: opts.invalid })
      .min(1, { error: opts.empty })
      .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: opts.invalid })
      .transform((s) => Math.round(Number(s) * 100)),
  )

/** The same, optional: '' (or absent) is undefined. */
const optionalRupees = z.preprocess(
  (v) => (v == null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
  rupeeAmount({ empty: 'billAmountEmpty', invalid: 'billAmountInvalid' }).optional(),
)

/** Step 1: the consumer number, the mobile to link and, when no mobile is on record, the last bill's amount (paise). */
export const registrationStartSchema = z.object({
  consNo: consumerNo,
  mobile,
  billAmount: optionalRupees,
})
export type RegistrationStartInput = z.output<typeof registrationStartSchema>

/** Step 2: the same and the OTP. */
export const registrationVerifySchema = registrationStartSchema.extend({ otp })
export type RegistrationVerifyInput = z.output<typeof registrationVerifySchema>

/**
 * The change of a linked mobile (kind 'mobile_change'): the applicant's name, the consumer
 * number, the new mobile and the last bill's amount (the holder's proof); the OTP goes to the
 * new mobile (step 2), so the number is reachable. An officer checks and makes the change.
 */
export const mobileChangeStartSchema = z.object({
  consNo: consumerNo,
  mobile,
  applicantName: personName,
  billAmount: rupeeAmount({ empty: 'billAmountEmpty', invalid: 'billAmountInvalid' }),
})
export type MobileChangeStartInput = z.output<typeof mobileChangeStartSchema>

export const mobileChangeVerifySchema = mobileChangeStartSchema.extend({ otp })
export type MobileChangeVerifyInput = z.output<typeof mobileChangeVerifySchema>

/** Where the registration stands after step 1 (what the page shows for step 2). */
export interface RegistrationStep {
  consumerNo: string
  /** the mobile the OTP went to, masked */
  sentToMasked: string
  /** 'otp_on_record': the OTP went to the mobile on record; 'bill_amount': to the new mobile after the bill amount matched */
  method: 'otp_on_record' | 'bill_amount'
  resendAfterSeconds: number
}
