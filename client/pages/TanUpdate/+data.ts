import type { PageContextServer } from 'vike/types'
import { checkForm, type FormPostState } from '#shared/input/schema'
import { requestOtpSchema } from '#shared/workflow/forms/requests'

export type Data = Awaited<ReturnType<typeof data>>

/**
 * Step 2 of the TAN update for ?consNo= (where /TanUpdateOtp sends the browser): the masked
 * mobile and TAN on record; a number that is wrong, unknown or without a mobile shows step 1
 * with its problem. A POST's answer comes first.
 */
export async function data(pageContext: PageContextServer) {
  const none = { post: pageContext.formPost ?? null, initial: null as { consNo: string; info: NonNullable<FormPostState['info']> } | null }
  const raw = pageContext.urlParsed.search.consNo
  if (pageContext.formPost || typeof raw !== 'string') return none
  const values = { consNo: raw.slice(0, 40) }
  const checked = checkForm(requestOtpSchema, values)
  const refuse = (problem: string) => ({ ...none, post: { form: 'tan', values, problems: [{ field: 'consNo', key: problem }] } satisfies FormPostState })
  if (!checked.ok) return { ...none, post: { form: 'tan', values, problems: checked.problems } satisfies FormPostState }
  const record = await pageContext.services.requests.onRecord(checked.value.consNo)
  if (!record) return refuse('consumerNotFound')
  if (!record.mobileMasked) return refuse('noMobile')
  return { ...none, initial: { consNo: record.consumerNo, info: { mobileMasked: record.mobileMasked, tanMasked: record.tanMasked } } }
}
