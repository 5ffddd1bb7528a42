/**
 * Consumer registration (issue 10 §3, /ConsumerRegistration): a mobile is linked to a consumer
 * number when the holder proves it:
 *   - the record has a mobile and it is the one given: an OTP to it (method 'otp_on_record');
 *   - the record has no mobile: the exact amount of the last bill (before or after its due
 *     date, as printed), then an OTP to the NEW mobile, so the number is proven reachable
 *     (method 'bill_amount'); the mobile is written on the consumer row;
 *   - the record has another mobile: refused ('linkedToOther', with the masked mobile on
 *     record) — the holder asks for a change (`requestChange`: kind 'mobile_change', an
 *     officer checks it), proven by the last bill's amount and an OTP to the new mobile.
 * The registration is recorded (consumer_registrations) with its first login pending: the
 * next login of the mobile is answered `type: 'new'` once, and the dashboard welcomes it once.
 * Wrong bill amounts count against the consumer number (5 an hour), so the amount cannot be
 * guessed. Checks run again at step 2 (nothing is kept between the steps but the OTP).
 */
import type { Consumer } from '#shared/contract/billing'
import type { WorkItem } from '#shared/contract/workflow'
import type { FormProblem } from '#shared/forms/fields'
import type { MobileChangeStartInput, MobileChangeVerifyInput, RegistrationStartInput, RegistrationStep, RegistrationVerifyInput } from '#shared/forms/registration'
import { maskMobile } from '#shared/billingInput'
import type { Db } from '../../db/knex'
import type { BillingService } from '../billing'
import type { OtpService } from '../otp'
import { OtpInvalidError, OtpResendWaitError, OtpSendsExhaustedError } from '../otp'
import type { RateLimitService } from '../rateLimit'
import type { WorkflowService } from '../workflow'
import { FormRefusedError } from '../forms'

export interface RegistrationDeps {
  db: Db
  billing: Pick<BillingService, 'consumer' | 'latestBill'>
  otp: OtpService
  workflow: WorkflowService
  rateLimit: RateLimitService
  now: () => number
}

export type RegistrationMethod = RegistrationStep['method']

export interface Registered {
  consumerNo: string
  mobile: string
  mobileMasked: string
  method: RegistrationMethod
}

/** Wrong bill amounts a consumer number may take in an hour. */
export const BILL_PROOF_LIMIT = { limit: 5, windowMs: 60 * 60_000 } as const

const refuse = (problems: FormProblem[]): never => {
  throw new FormRefusedError(problems)
}

export function createRegistrationService(deps: RegistrationDeps) {
  const { db } = deps

  async function consumerOf(consumerNo: string): Promise<Consumer> {
    const consumer = await deps.billing.consumer(consumerNo)
    return consumer ?? refuse([{ field: 'consNo', problem: 'consumerNotFound' }])
  }

  async function registered(consumerNo: string, mobile: string): Promise<boolean> {
    return Boolean(await db('consumer_registrations').first('id').where({ consumer_no: consumerNo, mobile }))
  }

  /** The bill amount proves the holder: it must be the last bill's amount (before or after the due date). */
  async function checkBillAmount(consumerNo: string, paise: number | undefined): Promise<void> {
    if (paise === undefined) refuse([{ field: 'billAmount', problem: 'billAmountNeeded' }])
    const key = `reg-bill:${consumerNo}`
    if ((await deps.rateLimit.peek(key, BILL_PROOF_LIMIT.windowMs)) >= BILL_PROOF_LIMIT.limit) refuse([{ field: 'billAmount', problem: 'tooManyRequests' }])
    const bill = await deps.billing.latestBill(consumerNo)
    if (!bill) refuse([{ field: 'billAmount', problem: 'noBillForProof' }])
    if (paise !== bill!.amountBeforeDue && paise !== bill!.amountAfterDue) {
      await deps.rateLimit.consume(key, BILL_PROOF_LIMIT.limit, BILL_PROOF_LIMIT.windowMs)
      refuse([{ field: 'billAmount', problem: 'billAmountWrong' }])
    }
  }

  /** Where the OTP goes for a registration (after every check that needs no OTP). */
  async function target(input: RegistrationStartInput): Promise<{ consumer: Consumer; to: string; method: RegistrationMethod }> {
    const consumer = await consumerOf(input.consNo)
    if (consumer.mobile) {
      if (consumer.mobile !== input.mobile) refuse([{ field: 'mobile', problem: 'linkedToOther', params: { mobile: maskMobile(consumer.mobile) } }])
      if (await registered(consumer.consumerNo, input.mobile)) refuse([{ field: 'mobile', problem: 'alreadyRegistered' }])
      return { consumer, to: consumer.mobile, method: 'otp_on_record' }
    }
    await checkBillAmount(consumer.consumerNo, input.billAmount)
    return { consumer, to: input.mobile, method: 'bill_amount' }
  }

  async function sendTo(mobile: string): Promise<number> {
    try {
      return (await deps.otp.issue(mobile, 'request')).resendAfterSeconds
    } catch (err) {
      if (err instanceof OtpResendWaitError) refuse([{ field: 'otp', problem: 'otpResendWait' }])
      if (err instanceof OtpSendsExhaustedError) refuse([{ field: 'otp', problem: 'otpSendsExhausted' }])
      throw err
    }
  }

  async function verifyOn(mobile: string, code: string): Promise<void> {
    try {
      await deps.otp.verify(mobile, 'request', code)
    } catch (err) {
      if (err instanceof OtpInvalidError) refuse([{ field: 'otp', problem: 'otpWrong' }])
      throw err
    }
  }

  /** The change request's checks: the number is linked to another mobile, none open, the bill amount right. */
  async function changeTarget(input: MobileChangeStartInput): Promise<Consumer & { mobile: string }> {
    const consumer = await consumerOf(input.consNo)
    if (!consumer.mobile) refuse([{ field: 'consNo', problem: 'noMobileRegisterInstead' }])
    if (consumer.mobile === input.mobile) refuse([{ field: 'mobile', problem: 'mobileAlreadyOnRecord' }])
    const open = await deps.workflow.pendingFor(consumer.consumerNo, 'mobile_change')
    if (open) refuse([{ field: 'consNo', problem: 'pendingRequest', params: { no: open } }])
    await checkBillAmount(consumer.consumerNo, input.billAmount)
    return consumer as Consumer & { mobile: string }
  }

  return {
    /** Step 1: the checks, then the OTP (to the mobile on record, or to the new mobile after the bill amount). */
    async start(input: RegistrationStartInput): Promise<RegistrationStep> {
      const { consumer, to, method } = await target(input)
      const resendAfterSeconds = await sendTo(to)
      return { consumerNo: consumer.consumerNo, sentToMasked: maskMobile(to), method, resendAfterSeconds }
    },

    /** Step 2: the same checks, the OTP, then the link recorded (and the mobile written when there was none) in one transaction. */
    async verify(input: RegistrationVerifyInput): Promise<Registered> {
      const { consumer, to, method } = await target(input)
      await verifyOn(to, input.otp)
      const t = deps.now()
      await db.transaction(async (trx) => {
        if (method === 'bill_amount') {
          const linked = await trx('consumers').where({ consumer_no: consumer.consumerNo }).whereNull('mobile').update({ mobile: input.mobile })
          // another registration linked a mobile between the steps
          if (!linked) refuse([{ field: 'mobile', problem: 'linkedToOther', params: { mobile: maskMobile((await deps.billing.consumer(consumer.consumerNo))?.mobile ?? '') } }])
        }
        const existing = await trx('consumer_registrations').first('id').where({ consumer_no: consumer.consumerNo, mobile: input.mobile })
        if (existing) refuse([{ field: 'mobile', problem: 'alreadyRegistered' }])
        await trx('consumer_registrations').insert({ consumer_no: consumer.consumerNo, mobile: input.mobile, method, registered_at: t, first_login_at: null, welcomed_at: null })
      })
      return { consumerNo: consumer.consumerNo, mobile: input.mobile, mobileMasked: maskMobile(input.mobile), method }
    },

    /** The change of a linked mobile, step 1: the checks, then the OTP to the new mobile. */
    async startChange(input: MobileChangeStartInput): Promise<RegistrationStep> {
      const consumer = await changeTarget(input)
      const resendAfterSeconds = await sendTo(input.mobile)
      return { consumerNo: consumer.consumerNo, sentToMasked: maskMobile(input.mobile), method: 'bill_amount', resendAfterSeconds }
    },

    /** Step 2: the OTP to the new mobile, then one workflow item 'mobile_change' (submitted) for the officers. */
    async requestChange(input: MobileChangeVerifyInput, locale: 'en' | 'as'): Promise<WorkItem> {
      const consumer = await changeTarget(input)
      await verifyOn(input.mobile, input.otp)
      return deps.workflow.create({
        kind: 'mobile_change',
        mobile: input.mobile,
        applicantName: input.applicantName,
        consumerNo: consumer.consumerNo,
        locale,
        data: { current: { mobileMasked: maskMobile(consumer.mobile) }, requested: { mobile: input.mobile }, proof: 'bill_amount' },
      })
    },

    /** Whether the mobile's next login is its first after a registration (answered `type: 'new'`). */
    async firstLoginPending(mobile: string): Promise<boolean> {
      return Boolean(await db('consumer_registrations').first('id').where({ mobile }).whereNull('first_login_at'))
    },

    /** Records the mobile's first login after its registration; true when this login was that first one. */
    async markFirstLogin(mobile: string): Promise<boolean> {
      const n = await db('consumer_registrations').where({ mobile }).whereNull('first_login_at').update({ first_login_at: deps.now() })
      return n > 0
    },

    /** True once: the dashboard's welcome after the first login (then never again for this registration). */
    async takeWelcome(mobile: string): Promise<boolean> {
      const n = await db('consumer_registrations').where({ mobile }).whereNotNull('first_login_at').whereNull('welcomed_at').update({ welcomed_at: deps.now() })
      return n > 0
    },
  }
}

export type RegistrationService = ReturnType<typeof createRegistrationService>
