/**
 * The one-time settlement (issue 10 §3): eligibility from the consumer's arrears (the bills of
 * the billing service) and the scheme table (ots_rules), registration by an OTP to the
 * registered mobile, and the status. The rule itself is pure (shared/workflow/forms/ots.ts). A
 * registration is one workflow item of kind 'ots' whose data is the offer (principal,
 * surcharge, waiver, payable, instalments with their dates) as made on the day: later bills do
 * not change an offer once registered. One open settlement per consumer number.
 */
import type { Consumer } from '#shared/billing/contract'
import type { WorkItem } from '#shared/workflow/contract'

import { arrearsOf, otsEligibility, otsOffer, type OtsEligibility, type OtsOffer, type OtsRegisterInput, type OtsRule } from '#shared/workflow/forms/ots'
import { maskMobile } from '#shared/billing/input'
import { indiaToday } from '#shared/time'
import type { Db } from '../../db/knex'
import type { BillingService } from '../billing'
import type { OtpService } from '../otp'
import type { WorkflowService } from '../workflow'
import { createOtpStep } from './otpStep'
import type { OtpSendService, OtpSendVia } from '../otpSend'
import type { InputProblem } from '#shared/input/problem'
import { InputRefusedError } from '../../validation/parse'

export interface OtsDeps {
  db: Db
  billing: Pick<BillingService, 'consumer' | 'bills'>
  otp: OtpService
  otpSend: OtpSendService
  workflow: WorkflowService
  now: () => number
}

/** What step 2 of /OneTimeSettlement shows: the offer in one instalment and how many the scheme allows. */
export interface OtsPreview {
  consumerNo: string
  mobileMasked: string
  maxInstalments: number
  offer: OtsOffer
  resendAfterSeconds: number
}

const refuse = (problems: InputProblem[]): never => {
  throw new InputRefusedError(problems)
}

/** The offer stored on an 'ots' item (null when the item is not one, or its data is not an offer). */
export function offerOfItem(item: Pick<WorkItem, 'kind' | 'data'>): OtsOffer | null {
  const offer = item.kind === 'ots' ? (item.data as { offer?: OtsOffer }).offer : undefined
  return offer && typeof offer.payablePaise === 'number' && Array.isArray(offer.instalments) ? offer : null
}

export function createOtsService(deps: OtsDeps) {
  const { db } = deps
  const otpStep = createOtpStep(deps)
  const today = () => indiaToday(deps.now())

  async function rules(): Promise<OtsRule[]> {
    const rows: Array<Record<string, unknown>> = await db('ots_rules').select().orderBy('code')
    return rows.map((r) => ({
      code: String(r.code),
      minArrearMonths: Number(r.min_arrear_months),
      surchargeWaiverPct: Number(r.surcharge_waiver_pct),
      maxInstalments: Number(r.max_instalments),
      minArrearPaise: Number(r.min_arrear_paise),
      validFrom: String(r.valid_from),
      validTo: String(r.valid_to),
    }))
  }

  async function eligibilityOf(consumerNo: string): Promise<OtsEligibility> {
    const bills = await deps.billing.bills(consumerNo, 120)
    return otsEligibility(arrearsOf(bills), await rules(), today())
  }

  /** The latest settlement item of a consumer number (any state), or null. */
  async function latestItemNo(consumerNo: string): Promise<string | null> {
    const r = await db('work_items').first('work_no').where({ consumer_no: consumerNo, kind: 'ots' }).orderBy('id', 'desc')
    return r ? String(r.work_no) : null
  }

  /** The checks before the OTP: a registered mobile, no open settlement, eligible. */
  async function eligibleConsumer(consumerNo: string): Promise<{ consumer: Consumer & { mobile: string }; eligibility: Extract<OtsEligibility, { eligible: true }> }> {
    const consumer = await otpStep.consumerOf(consumerNo)
    if (!consumer.mobile) refuse([{ field: 'consNo', key: 'noMobile' }])
    const open = await deps.workflow.pendingFor(consumer.consumerNo, 'ots')
    if (open) refuse([{ field: 'consNo', key: 'otsAlreadyRegistered', params: { no: open } }])
    const eligibility = await eligibilityOf(consumer.consumerNo)
    if (!eligibility.eligible) refuse([{ field: 'consNo', key: eligibility.reason }])
    return { consumer: consumer as Consumer & { mobile: string }, eligibility: eligibility as Extract<OtsEligibility, { eligible: true }> }
  }

  return {
    rules,

    /** The refusals of step 1 (no registered mobile, an open settlement, not eligible), before any OTP is sent. */
    async assertEligible(consumerNo: string): Promise<void> {
      await eligibleConsumer(consumerNo)
    },

    /** The offer in one instalment and the scheme's instalment limit (step 2's page), or null when not eligible. */
    async preview(consumerNo: string): Promise<{ maxInstalments: number; offer: OtsOffer } | null> {
      const eligibility = await eligibilityOf(consumerNo)
      if (!eligibility.eligible) return null
      return { maxInstalments: eligibility.rule.maxInstalments, offer: otsOffer(eligibility.arrears, eligibility.rule, 1, today()) }
    },

    /** Refuses ('otsNone') a consumer number without a settlement (/OTSStatus step 1). */
    async assertHasSettlement(consumerNo: string): Promise<void> {
      const consumer = await otpStep.consumerOf(consumerNo)
      if (!(await latestItemNo(consumer.consumerNo))) refuse([{ field: 'consNo', key: 'otsNone' }])
    },
    /** The eligibility of a consumer number (no OTP: the same arrears the public bill shows). */
    eligibility: eligibilityOf,

    /** Step 1: eligible, then the OTP to the registered mobile; the offer in one instalment for the page. */
    async start(consumerNo: string, via: OtpSendVia): Promise<OtsPreview> {
      const { consumer, eligibility } = await eligibleConsumer(consumerNo)
      const sent = await otpStep.send(consumer.consumerNo, via)
      return {
        consumerNo: consumer.consumerNo,
        mobileMasked: maskMobile(consumer.mobile),
        maxInstalments: eligibility.rule.maxInstalments,
        offer: otsOffer(eligibility.arrears, eligibility.rule, 1, today()),
        resendAfterSeconds: sent.resendAfterSeconds,
      }
    },

    /** Step 2: the same checks, the instalments within the scheme, the OTP; one workflow item 'ots' with the offer. */
    async register(input: OtsRegisterInput, locale: 'en' | 'as'): Promise<WorkItem> {
      const { consumer, eligibility } = await eligibleConsumer(input.consNo)
      if (input.instalments > eligibility.rule.maxInstalments) refuse([{ field: 'instalments', key: 'instalmentsTooMany', params: { max: eligibility.rule.maxInstalments } }])
      await otpStep.verify(consumer.consumerNo, input.otp)
      const offer = otsOffer(eligibility.arrears, eligibility.rule, input.instalments, today())
      return deps.workflow.create({
        kind: 'ots',
        mobile: consumer.mobile,
        applicantName: consumer.name,
        consumerNo: consumer.consumerNo,
        locale,
        data: { offer },
      })
    },

    /** /OTSStatus step 1: the consumer number has a settlement; the OTP to its registered mobile. */
    async statusStart(consumerNo: string, via: OtpSendVia): Promise<{ consumerNo: string; mobileMasked: string; resendAfterSeconds: number }> {
      const consumer = await otpStep.consumerOf(consumerNo)
      if (!(await latestItemNo(consumer.consumerNo))) refuse([{ field: 'consNo', key: 'otsNone' }])
      const sent = await otpStep.send(consumer.consumerNo, via)
      return { consumerNo: consumer.consumerNo, mobileMasked: sent.mobileMasked, resendAfterSeconds: sent.resendAfterSeconds }
    },

    /** /OTSStatus step 2: the OTP; the latest settlement's number (the caller grants this browser access to it). */
    async statusVerify(consumerNo: string, code: string): Promise<string> {
      const consumer = await otpStep.consumerOf(consumerNo)
      const workNo = await latestItemNo(consumer.consumerNo)
      if (!workNo) return refuse([{ field: 'consNo', key: 'otsNone' }])
      await otpStep.verify(consumer.consumerNo, code)
      return workNo
    },
  }
}

export type OtsService = ReturnType<typeof createOtsService>
