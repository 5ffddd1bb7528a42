/**
 * The requests on an existing connection (issue 10 §3), each proven by an OTP to the consumer
 * number's registered mobile (./otpStep.ts):
 *   - a change (/OnlineChangeProcess: load, category, name, phase, meter): one workflow item
 *     'submitted' for the officers, at most one open item of a kind per consumer number
 *     (problem 'pendingRequest' with the open one's number); a name change carries its
 *     document (slot 'document');
 *   - the TAN (Sec 194Q, /TanUpdate) and the municipal holding number (/HoldingNoUpdate): the
 *     consumer row changes at once, and a workflow item ('tan_update', 'holding_update') is
 *     recorded completed by the system in the same transaction, with the old and the new
 *     value in its data, so the change has its history and acknowledgement.
 * Checks that need no OTP (an open request, a value equal to the one on record) run before
 * the OTP is verified, so a refused request does not use the OTP up.
 */
import type { ChangeRequestInput, HoldingUpdateInput, TanUpdateInput } from '#shared/workflow/forms/requests'
import { maskEnds, NAME_CHANGE_FILE } from '#shared/workflow/forms/requests'
import { SINGLE_PHASE_MAX_KW } from '#shared/workflow/forms/newConnection'

import type { Consumer } from '#shared/billing/contract'
import type { WorkItem } from '#shared/workflow/contract'
import type { WorkKind } from '#shared/workflow/rules'
import { maskMobile } from '#shared/billing/input'
import type { Db } from '../../db/knex'
import type { BillingService } from '../billing'
import type { OtpService } from '../otp'
import type { CheckedFile, UploadService } from '../uploads'
import type { WorkflowService } from '../workflow'
import { createOtpStep } from './otpStep'
import type { OtpSendService, OtpSendVia } from '../otpSend'
import { changeConsumerRecord, consumerFacts } from '../billing/consumerRecord'
import type { InputProblem } from '#shared/input/problem'
import { InputRefusedError } from '../../validation/parse'

export interface RequestDeps {
  db: Db
  workflow: WorkflowService
  uploads: UploadService
  billing: Pick<BillingService, 'consumer'>
  otp: OtpService
  otpSend: OtpSendService
  now: () => number
}

/** What the page of a request's second step shows (never the values themselves). */
export interface OnRecord {
  consumerNo: string
  mobileMasked: string | null
  /** the TAN on record, masked (first 2 and last 2), or null */
  tanMasked: string | null
  /** the holding number on record, masked, or null */
  holdingMasked: string | null
}

const refuse = (problems: InputProblem[]) => {
  throw new InputRefusedError(problems)
}

export function createRequestService(deps: RequestDeps) {
  const otpStep = createOtpStep(deps)

  async function recordOf(consumerNo: string): Promise<{ tan: string | null; holdingNo: string | null }> {
    const r = await consumerFacts(deps.db, { consumerNo })
    return { tan: r?.tan ?? null, holdingNo: r?.holdingNo ?? null }
  }

  /** The consumer of a request with a registered mobile (else consumerNotFound / noMobile). */
  async function withMobile(consumerNo: string): Promise<Consumer & { mobile: string }> {
    const consumer = await otpStep.consumerOf(consumerNo)
    if (!consumer.mobile) refuse([{ field: 'consNo', key: 'noMobile' }])
    return consumer as Consumer & { mobile: string }
  }

  /** Refuses a change when one of its kind is still open for the consumer number. */
  async function noneOpen(consumerNo: string, kind: WorkKind, field = 'kind') {
    const open = await deps.workflow.pendingFor(consumerNo, kind)
    if (open) refuse([{ field, key: 'pendingRequest', params: { no: open } }])
  }

  /** What a change asks that the connection already has, or a load a single phase cannot carry. */
  function changeProblems(input: ChangeRequestInput, consumer: Consumer): InputProblem[] {
    switch (input.kind) {
      case 'load_change':
        if (input.newLoadKw === consumer.connectedLoadKw) return [{ field: 'newLoadKw', key: 'sameAsCurrent' }]
        if (consumer.phase === 1 && input.newLoadKw > SINGLE_PHASE_MAX_KW) return [{ field: 'newLoadKw', key: 'loadNeedsThreePhase' }]
        return []
      case 'phase_change':
        if (Number(input.newPhase) === consumer.phase) return [{ field: 'newPhase', key: 'sameAsCurrent' }]
        if (input.newPhase === '1' && consumer.connectedLoadKw > SINGLE_PHASE_MAX_KW) return [{ field: 'newPhase', key: 'phaseForLoad' }]
        return []
      case 'name_change':
        if (input.newName.toLocaleLowerCase('en-IN') === consumer.name.trim().toLocaleLowerCase('en-IN')) return [{ field: 'newName', key: 'sameAsCurrent' }]
        return []
      default:
        return []
    }
  }

  return {
    otpStep,

    /** Refuses (problem 'pendingRequest' on `field`) when a change of `kind` is open for the consumer number. */
    assertNoneOpen: noneOpen,

    /**
     * Step 1: sends the OTP to the registered mobile. With `kind`, a change of that kind still
     * open is refused first (no SMS is spent on a request that cannot be made).
     */
    async sendOtp(consumerNo: string, kind: WorkKind | undefined, via: OtpSendVia) {
      await otpStep.consumerOf(consumerNo)
      if (kind) await noneOpen(consumerNo, kind)
      return otpStep.send(consumerNo, via)
    },

    /** What step 2 shows: the masked mobile, TAN and holding number on record (null when no such consumer). */
    async onRecord(consumerNo: string): Promise<OnRecord | null> {
      const consumer = await deps.billing.consumer(consumerNo)
      if (!consumer) return null
      const record = await recordOf(consumerNo)
      return {
        consumerNo,
        mobileMasked: consumer.mobile ? maskMobile(consumer.mobile) : null,
        tanMasked: record.tan ? maskEnds(record.tan) : null,
        holdingMasked: record.holdingNo ? maskEnds(record.holdingNo) : null,
      }
    },

    /** /LoadHoldingNo: whether a holding number is on record for the consumer number, and its masked form. */
    async holdingLookup(consumerNo: string): Promise<{ consumerNo: string; onRecord: boolean; holdingMasked: string | null }> {
      await otpStep.consumerOf(consumerNo)
      const { holdingNo } = await recordOf(consumerNo)
      return { consumerNo, onRecord: Boolean(holdingNo), holdingMasked: holdingNo ? maskEnds(holdingNo) : null }
    },

    /** A change on the connection: checked, the OTP verified, one workflow item 'submitted' (with the document of a name change). */
    async change(input: ChangeRequestInput, files: CheckedFile[], locale: 'en' | 'as'): Promise<WorkItem> {
      const consumer = await withMobile(input.consNo)
      const document = files.find((f) => f.slot === NAME_CHANGE_FILE)
      if (input.kind === 'name_change' && !document) refuse([{ field: NAME_CHANGE_FILE, key: 'fileMissing' }])
      // step 2 shows no kind to choose: the form as a whole is refused
      await noneOpen(consumer.consumerNo, input.kind, 'form')
      const problems = changeProblems(input, consumer)
      if (problems.length) refuse(problems)
      await otpStep.verify(consumer.consumerNo, input.otp)
      // the document only for a name change; a file sent with another change is not kept
      const stored = input.kind === 'name_change' && document ? await deps.uploads.store('applications', [document], deps.now(), { mobile: consumer.mobile }) : []
      const { otp: _otp, consNo: _consNo, remarks, ...requested } = input
      const item = await deps.workflow.create({
        kind: input.kind,
        mobile: consumer.mobile,
        applicantName: consumer.name,
        consumerNo: consumer.consumerNo,
        locale,
        data: {
          current: { name: consumer.name, loadKw: consumer.connectedLoadKw, phase: String(consumer.phase), tariffCategory: consumer.tariffCategory, meterNo: consumer.meterNo },
          requested,
          remarks: remarks ?? null,
        },
        files: stored,
      })
      return item
    },

    /** The TAN (Sec 194Q): OTP verified, the consumer row changed and the completed item recorded in one transaction. */
    async updateTan(input: TanUpdateInput, locale: 'en' | 'as'): Promise<WorkItem> {
      const consumer = await withMobile(input.consNo)
      const { tan: old } = await recordOf(consumer.consumerNo)
      if (old === input.tan) refuse([{ field: 'tan', key: 'tanSame' }])
      await otpStep.verify(consumer.consumerNo, input.otp)
      return deps.workflow.create({
        kind: 'tan_update',
        mobile: consumer.mobile,
        applicantName: consumer.name,
        consumerNo: consumer.consumerNo,
        locale,
        data: { old, new: input.tan },
        completeWith: {
          apply: async (trx) => {
            await changeConsumerRecord(trx, { consumerNo: consumer.consumerNo }, { tan: input.tan })
          },
        },
      })
    },

    /** The municipal holding number: the same, on consumers.holding_no. */
    async updateHolding(input: HoldingUpdateInput, locale: 'en' | 'as'): Promise<WorkItem> {
      const consumer = await withMobile(input.consNo)
      const { holdingNo: old } = await recordOf(consumer.consumerNo)
      if (old === input.holdingNo) refuse([{ field: 'holdingNo', key: 'holdingSame' }])
      await otpStep.verify(consumer.consumerNo, input.otp)
      return deps.workflow.create({
        kind: 'holding_update',
        mobile: consumer.mobile,
        applicantName: consumer.name,
        consumerNo: consumer.consumerNo,
        locale,
        data: { old, new: input.holdingNo },
        completeWith: {
          apply: async (trx) => {
            await changeConsumerRecord(trx, { consumerNo: consumer.consumerNo }, { holdingNo: input.holdingNo })
          },
        },
      })
    },
  }
}

export type RequestService = ReturnType<typeof createRequestService>
