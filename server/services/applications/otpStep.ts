/**
 * The OTP step of the requests on an existing connection (issue 10 §3: changes, TAN, holding
 * number, settlement, waiver, load declaration): the consumer number's registered mobile gets
 * an OTP of purpose 'request' (the same OTP service, limits and hashing as the login), and the
 * request goes through only with that OTP. Refusals are the forms' problems:
 *   consNo: consumerNotFound (no such number), noMobile (none on record);
 *   otp: otpWrong (wrong, expired, used up), otpSendsExhausted, otpResendWait, tooManyRequests.
 * The send goes through services.otpSend with the caller's channel ('form' for the JSON API:
 * proof of work; 'form-post' for the pages' posts), counted against the forms' own budget, so
 * it never spends the OTPs the consumer's login needs (docs/security.md "OTP sends").
 */
import type { Consumer } from '#shared/billing/contract'
import { maskMobile } from '#shared/billing/input'
import type { BillingService } from '../billing'
import type { OtpService } from '../otp'
import { OtpInvalidError, OtpResendWaitError, OtpSendsExhaustedError } from '../otp'
import type { OtpSendService, OtpSendVia } from '../otpSend'
import { TooManyRequestsError } from '../../errors'
import { InputRefusedError } from '../../validation/parse'

export interface OtpStepDeps {
  billing: Pick<BillingService, 'consumer'>
  otp: OtpService
  otpSend: OtpSendService
}

/**
 * A refused form OTP send as the form's problem on 'otp': the resend wait; too many sends to
 * the mobile (its forms' budget) or to the consumer number; too many from the network. Any
 * other error (a proof of work to solve, the SMS gateway) is returned as it is.
 */
export function formProblemOfSend(err: unknown): unknown {
  if (err instanceof OtpResendWaitError) return new InputRefusedError([{ field: 'otp', key: 'otpResendWait' }])
  if (err instanceof OtpSendsExhaustedError || (err instanceof TooManyRequestsError && err.params?.scope === 'mobile')) return new InputRefusedError([{ field: 'otp', key: 'otpSendsExhausted' }])
  if (err instanceof TooManyRequestsError) return new InputRefusedError([{ field: 'otp', key: 'tooManyRequests' }])
  return err
}

export function createOtpStep(deps: OtpStepDeps) {
  async function consumerOf(consumerNo: string): Promise<Consumer> {
    const consumer = await deps.billing.consumer(consumerNo)
    if (!consumer) throw new InputRefusedError([{ field: 'consNo', key: 'consumerNotFound' }])
    return consumer
  }

  return {
    consumerOf,

    /** Sends the OTP to the consumer number's registered mobile; the masked mobile for the page. */
    async send(consumerNo: string, via: OtpSendVia): Promise<{ consumer: Consumer; mobileMasked: string; resendAfterSeconds: number }> {
      const consumer = await consumerOf(consumerNo)
      if (!consumer.mobile) throw new InputRefusedError([{ field: 'consNo', key: 'noMobile' }])
      try {
        const issued = await deps.otpSend.sendOrThrow(via, consumer.mobile, 'request', { consumerNo: consumer.consumerNo })
        return { consumer, mobileMasked: maskMobile(consumer.mobile), resendAfterSeconds: issued.resendAfterSeconds }
      } catch (err) {
        throw formProblemOfSend(err)
      }
    },

    /** The consumer when the OTP sent to its registered mobile is right (and uses it up). */
    async verify(consumerNo: string, code: string): Promise<Consumer> {
      const consumer = await consumerOf(consumerNo)
      if (!consumer.mobile) throw new InputRefusedError([{ field: 'consNo', key: 'noMobile' }])
      try {
        await deps.otp.verify(consumer.mobile, 'request', code)
      } catch (err) {
        if (err instanceof OtpInvalidError) throw new InputRefusedError([{ field: 'otp', key: 'otpWrong' }])
        throw err
      }
      return consumer
    },
  }
}

export type OtpStep = ReturnType<typeof createOtpStep>
