import type { PageContextServer } from 'vike/types'
import type { ReceiptRecord } from '#shared/billing/contract'
import { consumerFromQuery, publicConsumer } from '#client/loaders/billing/consumer.server'
import { checkReceiptRef } from '#shared/input/fields'
import { queryValue } from '#shared/billing/input'
import type { ProblemKey, PublicConsumer } from '#client/components/billing/types'
import type { InputProblem } from '#shared/input/problem'

export type Data = Awaited<ReturnType<typeof data>>

/** /DuplicateReceipt?consNo=&ref=: a payment or recharge receipt by receipt number or transaction id. */
export async function data(pageContext: PageContextServer) {
  const rawRef = queryValue(pageContext.urlParsed.search, 'ref')
  const q = await consumerFromQuery(pageContext)
  const ref = (rawRef ?? '').trim().slice(0, 70)
  const errors: Array<InputProblem<string, ProblemKey>> = [...q.errors]
  const none = { consNo: q.consNo, ref, errors, consumer: null as PublicConsumer | null, receipt: null as ReceiptRecord | null }
  if (!q.submitted && rawRef === undefined) return none
  if (!q.submitted) errors.push({ field: 'consNo', key: 'consNoEmpty' })
  const checkedRef = checkReceiptRef(rawRef ?? '')
  if (!checkedRef.ok) errors.push({ field: 'ref', key: checkedRef.key })
  if (!q.consumer || !checkedRef.ok) return none
  const receipt = await pageContext.services.billingLookups.receipt(q.consumer.consumerNo, checkedRef.value)
  if (!receipt) return { ...none, errors: [{ field: 'ref', key: 'receiptNotFound' as ProblemKey }] }
  return { ...none, consumer: await publicConsumer(pageContext, q.consumer), receipt }
}
