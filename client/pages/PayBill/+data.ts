import type { PageContextServer } from 'vike/types'
import type { BillPaymentState } from '#shared/billing/contract'
import type { Bill } from '#shared/billing/contract'
import { consumerFromQuery, publicConsumer } from '#client/loaders/billing/consumer.server'
import { indiaToday } from '#client/components/billing/format'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const q = await consumerFromQuery(pageContext)
  const base = { consNo: q.consNo, submitted: q.submitted, errors: q.errors, today: indiaToday() }
  if (!q.consumer) return { ...base, consumer: null, bill: null as Bill | null, state: null as BillPaymentState | null }
  const consumer = await publicConsumer(pageContext, q.consumer)
  const bill = await pageContext.services.billing.latestBill(q.consumer.consumerNo)
  const state = bill ? await pageContext.services.billingLookups.billPaymentState(q.consumer.consumerNo, bill, base.today) : null
  return { ...base, consumer, bill, state }
}
