/**
 * The solar land offer (PM-KUSUM component A), the surcharge waiver and the voluntary load
 * declaration (issue 10 §3), on the workflow engine. The land offer stores its documents
 * privately and records the warnings of its figures; the two schemes read the consumer's
 * bills and payments (eligibility) or the cost rule table (the extra security deposit), and
 * go through only with the OTP sent to the registered mobile (./otpStep.ts). Refusals are
 * the forms' problems (InputRefusedError), the same for the JSON API and the pages.
 */
import type { Consumer } from '#shared/billing/contract'
import type { WorkItem } from '#shared/workflow/contract'
import type { ApplicationKind } from '#shared/workflow/rules'
import { indiaToday } from '#shared/time'
import { maskMobile } from '#shared/billing/input'
import { solarLandWarnings, hectaresOf, type SolarLandInput } from '#shared/workflow/forms/solar'
import { surchargeWaiverEligibility, vldQuote, vldRecordRefusal, type SurchargeWaiverInput, type VldInput, type VldQuote, type WaiverEligibility } from '#shared/workflow/forms/schemes'
import type { BillingService } from '../billing'
import type { CheckedFile, UploadService } from '../uploads'
import type { WorkflowService } from '../workflow'
import type { CostRules } from '../workflow/costRules'
import type { OtpStep } from './otpStep'
import type { OtpSendVia } from '../otpSend'
import { InputRefusedError } from '../../validation/parse'

export interface SchemeDeps {
  workflow: WorkflowService
  uploads: UploadService
  costRules: CostRules
  billing: BillingService
  now: () => number
}

/** Bills (and payments) read for the waiver: the lookback and a margin. */
const BILLS_READ = 36
const PAYMENTS_READ = 120

const refuse = (field: string, problem: string, params?: Record<string, string | number>): never => {
  throw new InputRefusedError([{ field, key: problem, ...(params ? { params } : {}) }])
}

/** The problem key of a waiver refusal (forms:problems.waiver_<reason>). */
export const waiverProblem = (reason: string) => `waiver_${reason}`
/** The problem key of a declaration refusal. */
export const vldProblem = (reason: string) => (reason === 'noCostRule' ? 'noCostRule' : reason === 'schemeClosed' ? 'vld_schemeClosed' : reason)

export function createSchemeActions(deps: SchemeDeps, otpStep: OtpStep) {
  const today = () => indiaToday(deps.now())

  async function noOpenRequest(consumerNo: string, kind: ApplicationKind) {
    const open = await deps.workflow.pendingFor(consumerNo, kind)
    if (open) refuse('consNo', 'pendingRequest', { no: open })
  }

  async function waiverOf(consumerNo: string): Promise<WaiverEligibility> {
    const [bills, payments] = await Promise.all([deps.billing.bills(consumerNo, BILLS_READ), deps.billing.payments(consumerNo, PAYMENTS_READ)])
    return surchargeWaiverEligibility(bills, payments, today())
  }

  /** The waiver of an eligible consumer, else the refusal as the consumer number's problem. */
  async function eligibleWaiver(consumerNo: string) {
    const eligibility = await waiverOf(consumerNo)
    if (!eligibility.eligible) return refuse('consNo', waiverProblem(eligibility.reason))
    return eligibility
  }

  async function declarable(consumerNo: string): Promise<Consumer> {
    const consumer = await otpStep.consumerOf(consumerNo)
    const refusal = vldRecordRefusal(consumer, today())
    if (refusal) refuse('consNo', vldProblem(refusal))
    return consumer
  }

  async function quoteOf(consumer: Consumer, input: Pick<VldInput, 'declaredLoadKw' | 'phase'>): Promise<VldQuote> {
    const q = vldQuote(consumer, input, await deps.costRules.rules())
    if (!q.ok) return refuse(q.refusal === 'vldPhaseDown' ? 'phase' : 'declaredLoadKw', vldProblem(q.refusal))
    return q.quote
  }

  /** Before the waiver's OTP: the consumer exists, no request is open, and it is eligible. */
  async function waiverCheck(consumerNo: string) {
    const consumer = await otpStep.consumerOf(consumerNo)
    await noOpenRequest(consumer.consumerNo, 'surcharge_waiver')
    return { consumer, eligibility: await eligibleWaiver(consumer.consumerNo) }
  }

  return {
    /** The land offer: documents stored privately, one item 'submitted', the warnings recorded with it. */
    async solarLand(input: SolarLandInput, files: CheckedFile[], locale: 'en' | 'as'): Promise<WorkItem> {
      const warnings = solarLandWarnings(input)
      const stored = await deps.uploads.store('applications', files, deps.now(), { mobile: input.mobile })
      const { declaration: _, ...data } = input
      return deps.workflow.create({
        kind: 'solar_land',
        mobile: input.mobile,
        applicantName: input.applicantName,
        locale,
        data: { ...data, landHectares: hectaresOf(input.landArea, input.landUnit), warnings },
        district: input.district,
        files: stored,
      })
    },

    waiverCheck,

    /** Step 1 of the waiver: eligible and no request open, then the OTP to the registered mobile. */
    async waiverStart(consumerNo: string, via: OtpSendVia) {
      const { consumer, eligibility } = await waiverCheck(consumerNo)
      const sent = await otpStep.send(consumer.consumerNo, via)
      return { consumer, eligibility, mobileMasked: sent.mobileMasked, resendAfterSeconds: sent.resendAfterSeconds }
    },

    /** The waiver step's facts again (after a wrong OTP), without sending another OTP. */
    async waiverPreview(consumerNo: string) {
      const consumer = await otpStep.consumerOf(consumerNo)
      const eligibility = await eligibleWaiver(consumer.consumerNo)
      return { consumer, eligibility, mobileMasked: consumer.mobile ? maskMobile(consumer.mobile) : '' }
    },

    /** Step 2: still eligible, the OTP right, then the request (the amount as computed now). */
    async waiverSubmit(input: SurchargeWaiverInput, locale: 'en' | 'as'): Promise<WorkItem> {
      await otpStep.consumerOf(input.consNo)
      await noOpenRequest(input.consNo, 'surcharge_waiver')
      const eligibility = await eligibleWaiver(input.consNo)
      const consumer = await otpStep.verify(input.consNo, input.otp)
      return deps.workflow.create({
        kind: 'surcharge_waiver',
        mobile: consumer.mobile as string,
        applicantName: consumer.name,
        consumerNo: consumer.consumerNo,
        locale,
        data: { waiverPaise: eligibility.waiverPaise, bills: eligibility.bills },
      })
    },

    /** Step 1 of the declaration: a live LT connection in the scheme, no request open, the OTP sent; the load on record. */
    async vldStart(consumerNo: string, via: OtpSendVia) {
      const consumer = await declarable(consumerNo)
      await noOpenRequest(consumer.consumerNo, 'vld')
      const sent = await otpStep.send(consumer.consumerNo, via)
      return { consumer, mobileMasked: sent.mobileMasked, resendAfterSeconds: sent.resendAfterSeconds }
    },

    /** The declaration's record again (a refused step), without sending another OTP. */
    async vldRecord(consumerNo: string) {
      const consumer = await declarable(consumerNo)
      return { consumer, mobileMasked: consumer.mobile ? maskMobile(consumer.mobile) : '' }
    },

    /** Step 2: the declared load checked against the record (before the OTP is used), the OTP, the item. */
    async vldSubmit(input: VldInput, locale: 'en' | 'as'): Promise<WorkItem> {
      const consumer = await declarable(input.consNo)
      await noOpenRequest(consumer.consumerNo, 'vld')
      const quote = await quoteOf(consumer, input)
      await otpStep.verify(input.consNo, input.otp)
      return deps.workflow.create({
        kind: 'vld',
        mobile: consumer.mobile as string,
        applicantName: consumer.name,
        consumerNo: consumer.consumerNo,
        locale,
        // the deposit is billed with the next bill once the office accepts the declaration
        data: { ...quote },
      })
    },

    /** A quote without the OTP (the page's preview): the same checks as the submission. */
    async vldPreview(consumerNo: string, declared: Pick<VldInput, 'declaredLoadKw' | 'phase'>): Promise<VldQuote> {
      const consumer = await declarable(consumerNo)
      await noOpenRequest(consumer.consumerNo, 'vld')
      return quoteOf(consumer, declared)
    },
  }
}

export type SchemeActions = ReturnType<typeof createSchemeActions>
