import type { PageContextServer } from 'vike/types'
import { costEstimateSchema, type CostEstimate } from '#shared/workflow/forms/newConnection'
import { queryForm } from '#client/loaders/forms/queryForm.server'

export type Data = Awaited<ReturnType<typeof data>>

/** The estimate of the query's question (checked with the form's schema), or the form with its problems. */
export async function data(pageContext: PageContextServer) {
  const { post, value } = queryForm(pageContext, 'estimate', costEstimateSchema, ['category', 'loadKw', 'phase', 'distanceM'])
  const estimate: CostEstimate | null = value ? await pageContext.services.costRules.estimate(value) : null
  return {
    post: post && value && !estimate ? { ...post, problems: [{ field: 'loadKw', key: 'noCostRule' }] } : post,
    input: estimate ? value : null,
    estimate,
    noRule: Boolean(value && !estimate),
  }
}
