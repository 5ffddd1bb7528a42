/**
 * The in-house complaint desk (issue 10 §4): a complaint is a workflow item of kind
 * 'complaint' (numbered CM…, state 'registered'), with its category and sub-category, its
 * deadline from COMPLAINT_HOURS (the engine escalates it when it passes), urgent when the
 * category is a danger one, and the ticket number by SMS (the engine sends it). The citizen
 * rates a resolved complaint (it closes) or reopens it within REOPEN_DAYS of the resolution.
 *
 * Refusals the page words are InputRefusedErrors (400); a number with a mobile that does not
 * match is the same NotFoundError (404) as an unknown number.
 */
import type { ComplaintInput, ComplaintRatingInput, ComplaintReopenInput } from '#shared/workflow/forms/complaint'
import { COMPLAINT_PHOTO_TYPES, reopenUntil } from '#shared/workflow/forms/complaint'
import type { WorkItem } from '#shared/workflow/contract'
import { DANGER_CATEGORIES } from '#shared/workflow/rules'
import { NotFoundError } from '../../errors'
import type { BillingService } from '../billing'
import type { CheckedFile, UploadService } from '../uploads'
import type { WorkflowService } from '../workflow'
import { InputRefusedError } from '../../validation/parse'

export interface ComplaintDeps {
  workflow: WorkflowService
  uploads: UploadService
  billing: Pick<BillingService, 'consumer'>
  now: () => number
}

/** The one 'not found' of a ticket: unknown, not a complaint, or the mobile does not match. */
export const complaintNotFound = () => new NotFoundError('No complaint was found for this number and mobile. Check both and try again.')

/** Registers a complaint: checks the consumer number and photo, stores the photo, creates the item. */
export async function registerComplaint(deps: ComplaintDeps, input: ComplaintInput, files: CheckedFile[], locale: 'en' | 'as'): Promise<WorkItem> {
  const photo = files.find((f) => f.slot === 'photo')
  if (photo && !COMPLAINT_PHOTO_TYPES.has(photo.contentType)) throw new InputRefusedError([{ field: 'photo', key: 'photoType' }])
  if (input.consNo && !(await deps.billing.consumer(input.consNo))) throw new InputRefusedError([{ field: 'consNo', key: 'consumerNotFound' }])
  const stored = photo ? await deps.uploads.store('complaints', [photo], deps.now(), { mobile: input.mobile }) : []
  const { name, mobile, consNo, category, subcategory, district, ...rest } = input
  return deps.workflow.create({
    kind: 'complaint',
    mobile,
    applicantName: name,
    consumerNo: consNo ?? null,
    locale,
    data: { category, subcategory, district, ...rest },
    district,
    category,
    subcategory,
    urgent: DANGER_CATEGORIES.has(category),
    files: stored,
  })
}

/** The complaint of this number and mobile, or the one 404. */
async function ticketOf(deps: ComplaintDeps, workNo: string, mobile: string): Promise<WorkItem> {
  const item = await deps.workflow.lookup(workNo, mobile)
  if (!item || item.kind !== 'complaint') throw complaintNotFound()
  return item
}

/** Whether a resolved complaint may still be reopened (and rated) at `now`. */
export function withinReopenWindow(item: Pick<WorkItem, 'state' | 'resolvedAt'>, now: number): boolean {
  const until = item.state === 'resolved' ? reopenUntil(item.resolvedAt) : null
  return until !== null && now <= until
}

/** The citizen's rating of a resolved complaint; the complaint closes. */
export async function rateComplaint(deps: ComplaintDeps, workNo: string, input: ComplaintRatingInput): Promise<WorkItem> {
  const item = await ticketOf(deps, workNo, input.mobile)
  if (item.state !== 'resolved') throw new InputRefusedError([{ field: 'rating', key: item.state === 'closed' ? 'complaintClosed' : 'complaintNotResolved' }])
  return deps.workflow.rate(item.workNo, input.mobile, input.rating, input.comment)
}

/** The citizen reopens a resolved complaint within REOPEN_DAYS of its resolution. */
export async function reopenComplaint(deps: ComplaintDeps, workNo: string, input: ComplaintReopenInput): Promise<WorkItem> {
  const item = await ticketOf(deps, workNo, input.mobile)
  if (item.state !== 'resolved') throw new InputRefusedError([{ field: 'reason', key: item.state === 'closed' ? 'complaintClosed' : 'complaintNotResolved' }])
  if (!withinReopenWindow(item, deps.now())) throw new InputRefusedError([{ field: 'reason', key: 'reopenTooLate' }])
  return deps.workflow.reopen(item.workNo, input.mobile, input.reason)
}
