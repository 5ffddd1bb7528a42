/**
 * Consumer registration (/ConsumerRegistration, issue 10 §3; issue 27 §1): link a mobile to a
 * consumer number. Step 1 names the consumer number and the mobile. When a mobile is on record,
 * the OTP goes to it and step 2 (the OTP) links it at once. When none is, the OTP goes to the
 * new mobile (it proves only that the number is reachable) and step 2 adds the applicant's name
 * and an identity document: the registration becomes a request an officer approves on the work
 * desk (kind 'mobile_change'); only then is the mobile linked. Nothing a public page shows (a
 * bill's amount) proves the holder. A consumer number already linked to another mobile is
 * refused with the way to ask for a change (an application of kind 'mobile_change', with the
 * same identity document and the officer's check).
 */
import { z } from 'zod'
import { consumerNo, mobile, optionalText, otp, personName } from '../../input/schema'

/** The slot of the identity document (the same slot name as a name change's document). */
export const IDENTITY_FILE = 'document'

/** Step 1: the consumer number and the mobile to link. */
export const registrationStartSchema = z.object({
  consNo: consumerNo,
  mobile,
})
export type RegistrationStartInput = z.output<typeof registrationStartSchema>

/**
 * Step 2: the same and the OTP; when no mobile is on record, also the applicant's name (the
 * service asks for it then) and the identity document (a file, `IDENTITY_FILE`).
 */
export const registrationVerifySchema = registrationStartSchema.extend({
  otp,
  applicantName: optionalText({ max: 100, invalid: 'nameInvalid', pattern: /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u }),
})
export type RegistrationVerifyInput = z.output<typeof registrationVerifySchema>

/**
 * The change of a linked mobile (kind 'mobile_change'): the applicant's name, the consumer
 * number and the new mobile; the OTP goes to the new mobile (step 2, with the identity
 * document), so the number is reachable. An officer checks the document and makes the change.
 */
export const mobileChangeStartSchema = z.object({
  consNo: consumerNo,
  mobile,
  applicantName: personName,
})
export type MobileChangeStartInput = z.output<typeof mobileChangeStartSchema>

export const mobileChangeVerifySchema = mobileChangeStartSchema.extend({ otp })
export type MobileChangeVerifyInput = z.output<typeof mobileChangeVerifySchema>

/** Where the registration stands after step 1 (what the page shows for step 2). */
export interface RegistrationStep {
  consumerNo: string
  /** the mobile the OTP went to, masked */
  sentToMasked: string
  /**
   * 'otp_on_record': the OTP went to the mobile on record (step 2 links it); 'officer_check':
   * to the new mobile, and step 2 (with an identity document) makes a request an officer approves
   */
  method: 'otp_on_record' | 'officer_check'
  resendAfterSeconds: number
}
