import type { PageContextServer } from 'vike/types'
import { costEstimateSchema, type CostEstimate, type CostEstimateInput } from '#shared/forms/newConnection'
import { checkForm, type FormPostState } from '#shared/forms/fields'

export type Data = Awaited<ReturnType<typeof data>>

const FIELDS = ['category', 'loadKw', 'phase', 'distanceM'] as const

/** The estimate of the query's question (checked with the form's schema), or the form with its problems. */
export async function data(pageContext: PageContextServer) {
  const q = pageContext.urlParsed.search
  const values = Object.fromEntries(FIELDS.filter((f) => typeof q[f] === 'string').map((f) => [f, String(q[f]).slice(0, 40)]))
  if (!Object.keys(values).length) return { post: null as FormPostState | null, input: null as CostEstimateInput | null, estimate: null as CostEstimate | null, noRule: false }
  const checked = checkForm(costEstimateSchema, values)
  if (!checked.ok) return { post: { form: 'estimate', values, problems: checked.problems }, input: null, estimate: null, noRule: false }
  const estimate = await pageContext.services.costRules.estimate(checked.value)
  const post: FormPostState = { form: 'estimate', values, problems: estimate ? [] : [{ field: 'loadKw', problem: 'noCostRule' }] }
  return { post, input: checked.value, estimate, noRule: !estimate }
}
