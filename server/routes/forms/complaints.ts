import { COMPLAINT_STATUS_ACTIONS, complaintLookupSchema, complaintNo, complaintRatingSchema, complaintReopenSchema, complaintSchema } from '#shared/workflow/forms/complaint'

import { NotFoundError } from '../../errors'
import { collectForm, keptValues, problemsOfError, refused, type FormPostAnswer, type FormPostContext, type FormPostRoute, openedAt } from '../../http/formPosts'
import { COMPLAINT_SLOTS } from '../complaints'
import type { InputProblem } from '#shared/input/problem'

/** Form names on the pages (PostForm `form`), also `formPost.form` of a refused answer. */
export const COMPLAINT_FORMS = { register: 'complaint', lookup: 'lookup', rate: 'rate', reopen: 'reopen' } as const

/** The refusal of a service as the form's problems: 'not found' on `field`, an InputRefusedError as it is; anything else rethrown. */
function refusalOf(err: unknown, field: string): InputProblem[] {
  if (err instanceof NotFoundError) return [{ field, key: 'complaintNotFound' }]
  const problems = problemsOfError(err)
  if (problems) return problems
  throw err
}

/** /RegisterComplaint without JavaScript: the complaint, then its status page with the ticket (303). */
export const registerComplaintForm: FormPostRoute = {
  route: '/RegisterComplaint',
  uploads: COMPLAINT_SLOTS,
  async handle(ctx) {
    const { req, res, services } = ctx
    const form = await collectForm(req, res, complaintSchema, COMPLAINT_SLOTS)
    if (form.problems.length || !form.value) return refused(COMPLAINT_FORMS.register, form.values, form.problems)
    try {
      const item = await services.applications.complaint(form.value, form.files, ctx.locale)
      return openedAt(ctx, item.workNo, '/ComplaintStatus')
    } catch (err) {
      return refused(COMPLAINT_FORMS.register, form.values, refusalOf(err, 'mobile'))
    }
  },
}

/** After a lookup, a rating or a reopening: the browser may open the ticket; its status page (303). */
function toStatus(ctx: FormPostContext, workNo: string): FormPostAnswer {
  return openedAt(ctx, workNo, '/ComplaintStatus')
}

/** The ticket number a rating or reopening form carries (hidden), or null. */
function ticketOf(body: unknown): string | null {
  const r = complaintNo.safeParse((body as Record<string, unknown> | undefined)?.applNo)
  return r.success ? r.data : null
}

/**
 * /ComplaintStatus: three forms post here with a hidden `action`: `lookup` (ticket number and
 * mobile), `rate` (a resolved complaint's rating) and `reopen` (within REOPEN_DAYS).
 */
export const complaintStatusForm: FormPostRoute = {
  route: '/ComplaintStatus',
  async handle(ctx) {
    const { req, res, services } = ctx
    const action = String((req.body as Record<string, unknown> | undefined)?.action ?? 'lookup')
    if (!(COMPLAINT_STATUS_ACTIONS as readonly string[]).includes(action)) {
      return refused(COMPLAINT_FORMS.lookup, keptValues(req.body), [{ field: 'form', key: 'invalid' }])
    }
    if (action === 'lookup') {
      const form = await collectForm(req, res, complaintLookupSchema)
      if (form.problems.length || !form.value) return refused(COMPLAINT_FORMS.lookup, form.values, form.problems)
      const item = await services.workflow.lookup(form.value.applNo, form.value.mobile)
      if (!item || item.kind !== 'complaint') return refused(COMPLAINT_FORMS.lookup, form.values, [{ field: 'applNo', key: 'complaintNotFound' }])
      return toStatus(ctx, item.workNo)
    }
    const name = action === 'rate' ? COMPLAINT_FORMS.rate : COMPLAINT_FORMS.reopen
    const workNo = ticketOf(req.body)
    if (action === 'rate') {
      const form = await collectForm(req, res, complaintRatingSchema)
      if (!workNo) return refused(name, form.values, [{ field: 'mobile', key: 'complaintNotFound' }])
      if (form.problems.length || !form.value) return refused(name, form.values, form.problems)
      try {
        return toStatus(ctx, (await services.applications.rateComplaint(workNo, form.value)).workNo)
      } catch (err) {
        return refused(name, form.values, refusalOf(err, 'mobile'))
      }
    }
    const form = await collectForm(req, res, complaintReopenSchema)
    if (!workNo) return refused(name, form.values, [{ field: 'mobile', key: 'complaintNotFound' }])
    if (form.problems.length || !form.value) return refused(name, form.values, form.problems)
    try {
      return toStatus(ctx, (await services.applications.reopenComplaint(workNo, form.value)).workNo)
    } catch (err) {
      return refused(name, form.values, refusalOf(err, 'mobile'))
    }
  },
}
