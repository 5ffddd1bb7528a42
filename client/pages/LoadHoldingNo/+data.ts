import type { PageContextServer } from 'vike/types'
import type { FormPostState } from '#shared/input/schema'
import { holdingLookupSchema } from '#shared/workflow/forms/requests'
import { queryForm } from '#client/loaders/forms/queryForm.server'

export type Data = Awaited<ReturnType<typeof data>>

/** The lookup of ?consNo=: whether a holding number is on record and its masked form (never the value), or the form's problems. */
export async function data(pageContext: PageContextServer) {
  const { post, value } = queryForm(pageContext, 'lookup', holdingLookupSchema, ['consNo'])
  const none = null as { consNo: string; holdingMasked: string | null } | null
  if (!post || !value) return { post: post as FormPostState | null, result: none }
  const record = await pageContext.services.requests.onRecord(value.consNo)
  if (!record) return { post: { ...post, problems: [{ field: 'consNo', key: 'consumerNotFound' }] }, result: none }
  return { post, result: { consNo: record.consumerNo, holdingMasked: record.holdingMasked } }
}
