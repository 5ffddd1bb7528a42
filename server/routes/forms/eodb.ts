import { VERIFY_LIMIT } from '#shared/eodb/contract'
import { checkVerifyInput } from '#shared/eodb/verify'
import { TooManyRequestsError } from '../../errors'
import { clientKey } from '../../http/clientIp'
import { keptValues, refused, type FormPostRoute } from '../../http/formPosts'

/** The form's name on the page (formPost.form); its problems are keys of EODB_MESSAGES or a consumer number's problem (checkConsumerNo). */
export const VERIFY_FORM = 'eodb-verify'
/** The per-IP limit the JSON API counts too (server/routes/eodb.ts): one count for both ways in. */
export const VERIFY_LIMIT_NAME = 'eodb-verify'

const FIELDS = ['consumerNo', 'meterNo', 'name'] as const

/**
 * /EodbThirdPartyVerification without JavaScript: the check counted against the network's
 * limit, then the page again with the answer (genuine with the category and connection date,
 * or not found: nothing more), or with the problems (422) or the limit's message (429: the
 * network's, or the consumer number's once its wrong answers are spent, from any address).
 */
export const eodbVerifyForm: FormPostRoute = {
  route: '/EodbThirdPartyVerification',
  async handle({ req, res, services }) {
    const all = keptValues(req.body)
    const values = Object.fromEntries(FIELDS.filter((f) => all[f] !== undefined).map((f) => [f, all[f]]))
    const limit = await services.rateLimit.consume(`ip:${clientKey(req.ip)}:${VERIFY_LIMIT_NAME}`, VERIFY_LIMIT.limit, VERIFY_LIMIT.windowMs)
    if (!limit.allowed) {
      res.setHeader('Retry-After', String(limit.retryAfterSeconds))
      return { state: { form: VERIFY_FORM, values, problems: [{ field: 'form', key: 'verifyLimited' }] }, status: 429 }
    }
    const checked = checkVerifyInput(values)
    if (!checked.ok) return refused(VERIFY_FORM, values, checked.problems)
    let r
    try {
      r = await services.eodb.verify(checked.value)
    } catch (err) {
      if (!(err instanceof TooManyRequestsError)) throw err
      if (err.retryAfterSeconds) res.setHeader('Retry-After', String(err.retryAfterSeconds))
      return { state: { form: VERIFY_FORM, values, problems: [{ field: 'form', key: 'verifyNumberLimited' }] }, status: 429 }
    }
    if (!r.ok) return refused(VERIFY_FORM, values, [{ field: r.field, key: r.key }])
    const info: Record<string, string | boolean | null> = r.value.genuine
      ? { genuine: true, category: r.value.category, categoryAs: r.value.categoryAs, connectedOn: r.value.connectedOn }
      : { genuine: false }
    return { state: { form: VERIFY_FORM, values, problems: [], step: 'result', info }, status: 200 }
  },
}
