import type { PageContextServer } from 'vike/types'
import { checkForm, type FormPostState } from '#shared/forms/fields'
import { holdingLookupSchema } from '#shared/forms/requests'

export type Data = Awaited<ReturnType<typeof data>>

/** The lookup of ?consNo=: whether a holding number is on record and its masked form (never the value), or the form's problems. */
export async function data(pageContext: PageContextServer) {
  const raw = pageContext.urlParsed.search.consNo
  const empty = { post: null as FormPostState | null, result: null as { consNo: string; holdingMasked: string | null } | null }
  if (typeof raw !== 'string') return empty
  const values = { consNo: raw.slice(0, 40) }
  const checked = checkForm(holdingLookupSchema, values)
  if (!checked.ok) return { ...empty, post: { form: 'lookup', values, problems: checked.problems } }
  const record = await pageContext.services.requests.onRecord(checked.value.consNo)
  if (!record) return { ...empty, post: { form: 'lookup', values, problems: [{ field: 'consNo', problem: 'consumerNotFound' }] } }
  return { post: { form: 'lookup', values, problems: [] }, result: { consNo: record.consumerNo, holdingMasked: record.holdingMasked } }
}
