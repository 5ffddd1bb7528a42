import { FEEDBACK_LIMIT, feedbackSchema } from '#shared/feedback/input'
import { clientKey } from '../../http/clientIp'
import { collectForm, keptValues, refused, type FormPostRoute } from '../../http/formPosts'
import { FEEDBACK_LIMIT_NAME } from '../feedback'

/** The form's name on the page (formPost.form); its problems are keys of forms:problems. */
export const FEEDBACK_FORM = 'feedback'

/**
 * /Feedback without JavaScript (issue 14, GIGW 3.0): the network's limit counted first (the
 * JSON API counts on the same key), then the form; the page again with the reference and how
 * it was acknowledged (200, step 'sent': nothing of what was typed comes back), with the
 * problems (422), or with the limit's message (429).
 */
export const feedbackForm: FormPostRoute = {
  route: '/Feedback',
  async handle({ req, res, services, locale }) {
    const limit = await services.rateLimit.consume(`ip:${clientKey(req.ip)}:${FEEDBACK_LIMIT_NAME}`, FEEDBACK_LIMIT.limit, FEEDBACK_LIMIT.windowMs)
    if (!limit.allowed) {
      res.setHeader('Retry-After', String(limit.retryAfterSeconds))
      return { state: { form: FEEDBACK_FORM, values: keptValues(req.body), problems: [{ field: 'form', key: 'feedbackLimited' }] }, status: 429 }
    }
    const form = await collectForm(req, res, feedbackSchema)
    if (form.problems.length || !form.value) return refused(FEEDBACK_FORM, form.values, form.problems)
    const receipt = await services.feedback.submit(form.value, locale)
    return { state: { form: FEEDBACK_FORM, values: {}, problems: [], step: 'sent', info: { reference: receipt.reference, ack: receipt.ack } }, status: 200 }
  },
}
