import { newConnectionSchema } from '#shared/workflow/forms/newConnection'
import { collectForm, problemsOfError, refused, type FormPostRoute, openedAt } from '../../http/formPosts'
import { NEW_CONNECTION_SLOTS, statusLookupSchema } from '../applications'

/** /ApplyNewConn without JavaScript: the application, then the acknowledgement (303 to /PrintAck). */
export const applyNewConnForm: FormPostRoute = {
  route: '/ApplyNewConn',
  uploads: NEW_CONNECTION_SLOTS,
  async handle(ctx) {
    const { req, res, services } = ctx
    const form = await collectForm(req, res, newConnectionSchema, NEW_CONNECTION_SLOTS)
    if (form.problems.length || !form.value) return refused('newconn', form.values, form.problems)
    try {
      const item = await services.applications.newConnection(form.value, form.files, ctx.locale)
      return openedAt(ctx, item.workNo)
    } catch (err) {
      const problems = problemsOfError(err)
      if (problems) return refused('newconn', form.values, problems)
      throw err
    }
  },
}

/** /CheckApplStatus: number and mobile; when they match, the browser may open the item (303 to its status). */
export const checkApplStatusForm: FormPostRoute = {
  route: '/CheckApplStatus',
  async handle(ctx) {
    const { req, res, services } = ctx
    const form = await collectForm(req, res, statusLookupSchema)
    if (form.problems.length || !form.value) return refused('status', form.values, form.problems)
    const item = await services.workflow.lookup(form.value.applNo, form.value.mobile)
    if (!item) return refused('status', form.values, [{ field: 'applNo', key: 'notFound' }])
    return openedAt(ctx, item.workNo, '/CheckApplStatus')
  },
}
