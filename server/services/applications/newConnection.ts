/**
 * The LT new connection (issue 10 §3, /ApplyNewConn): the fee from the cost rule table, the two
 * documents stored privately, one workflow item 'awaiting payment' (or 'submitted' when the
 * fee is nil). The deadline is the Rights of Consumers Rules' release time by area class,
 * counted from the payment.
 */
import type { NewConnectionInput } from '#shared/workflow/forms/newConnection'
import { estimateCost, ruleFor } from '#shared/workflow/forms/newConnection'
import type { WorkItem } from '#shared/workflow/contract'
import type { CheckedFile, UploadService } from '../uploads'
import type { WorkflowService } from '../workflow'
import type { CostRules } from '../workflow/costRules'
import { InputRefusedError } from '../../validation/parse'

export interface NewConnectionDeps {
  workflow: WorkflowService
  uploads: UploadService
  costRules: CostRules
  now: () => number
}

export async function applyNewConnection(deps: NewConnectionDeps, input: NewConnectionInput, files: CheckedFile[], locale: 'en' | 'as'): Promise<WorkItem> {
  const rule = ruleFor(await deps.costRules.rules(), input)
  if (!rule) throw new InputRefusedError([{ field: 'loadKw', key: 'noCostRule' }])
  const estimate = estimateCost(rule, input)
  const stored = await deps.uploads.store('applications', files, deps.now(), { mobile: input.mobile })
  const { declaration: _, ...data } = input
  return deps.workflow.create({
    kind: 'new_connection',
    mobile: input.mobile,
    applicantName: input.applicantName,
    locale,
    data: { ...data, estimate },
    areaClass: input.areaClass,
    district: input.district,
    feePaise: estimate.payNowPaise,
    files: stored,
  })
}
