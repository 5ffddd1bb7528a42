/**
 * The OTP step of the requests on an existing connection (issue 10 §3: changes, TAN, holding
 * number, settlement, waiver, load declaration): the consumer number's registered mobile gets
 * an OTP of purpose 'request' (the same OTP service, limits and hashing as the login), and the
 * request goes through only with that OTP. Refusals are the forms' problems:
 *   consNo: consumerNotFound (no such number), noMobile (none on record);
 *   otp: otpWrong (wrong, expired, used up), otpSendsExhausted, otpResendWait.
 */
import type { Consumer } from '#shared/contract/billing'
import { maskMobile } from '#shared/billingInput'
import type { BillingService } from '../billing'
import type { OtpService } from '../otp'
import { OtpInvalidError, OtpResendWaitError, OtpSendsExhaustedError } from '../otp'
import { FormRefusedError } from '../forms'

export interface OtpStepDeps {
  billing: Pick<BillingService, 'consumer'>
  otp: OtpService
}

export function createOtpStep(deps: OtpStepDeps) {
  async function consumerOf(consumerNo: string): Promise<Consumer> {
    const consumer = await deps.billing.consumer(consumerNo)
    if (!consumer) throw new FormRefusedError([{ field: 'consNo', problem: 'consumerNotFound' }])
    return consumer
  }

  return {
    consumerOf,

    /** Sends the OTP to the consumer number's registered mobile; the masked mobile for the page. */
    async send(consumerNo: string): Promise<{ consumer: Consumer; mobileMasked: string; resendAfterSeconds: number }> {
      const consumer = await consumerOf(consumerNo)
      if (!consumer.mobile) throw new FormRefusedError([{ field: 'consNo', problem: 'noMobile' }])
      try {
        const issued = await deps.otp.issue(consumer.mobile, 'request')
        return { consumer, mobileMasked: maskMobile(consumer.mobile), resendAfterSeconds: issued.resendAfterSeconds }
      } catch (err) {
        if (err instanceof OtpResendWaitError) throw new FormRefusedError([{ field: 'otp', problem: 'otpResendWait' }])
        if (err instanceof OtpSendsExhaustedError) throw new FormRefusedError([{ field: 'otp', problem: 'otpSendsExhausted' }])
        throw err
      }
    },

    /** The consumer when the OTP sent to its registered mobile is right (and uses it up). */
    async verify(consumerNo: string, code: string): Promise<Consumer> {
      const consumer = await consumerOf(consumerNo)
      if (!consumer.mobile) throw new FormRefusedError([{ field: 'consNo', problem: 'noMobile' }])
      try {
        await deps.otp.verify(consumer.mobile, 'request', code)
      } catch (err) {
        if (err instanceof OtpInvalidError) throw new FormRefusedError([{ field: 'otp', problem: 'otpWrong' }])
        throw err
      }
      return consumer
    },
  }
}

export type OtpStep = ReturnType<typeof createOtpStep>
