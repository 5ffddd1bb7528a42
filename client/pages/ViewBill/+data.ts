import type { PageContextServer } from 'vike/types'
import type { Bill } from '#shared/billing/contract'
import { consumerFromQuery, publicConsumer } from '#client/loaders/billing/consumer.server'
import { indiaToday } from '#client/components/billing/format'
import { checkBillNo } from '#shared/input/fields'
import { queryValue } from '#shared/billing/input'

export type Data = Awaited<ReturnType<typeof data>>

/** Bills shown and offered on /ViewBill: the last six. */
export const VIEW_BILL_HISTORY = 6

export async function data(pageContext: PageContextServer) {
  const q = await consumerFromQuery(pageContext)
  const base = { consNo: q.consNo, submitted: q.submitted, errors: q.errors }
  if (!q.consumer) return { ...base, consumer: null, bill: null as Bill | null, history: [] as Bill[], latestPaid: null }
  const consumer = await publicConsumer(pageContext, q.consumer)
  const history = await pageContext.services.billing.bills(q.consumer.consumerNo, VIEW_BILL_HISTORY)
  const wanted = checkBillNo(queryValue(pageContext.urlParsed.search, 'billNo'))
  const bill = history.find((b) => b.billNo === wanted) ?? history[0] ?? null
  let latestPaid: { paid: boolean; payablePaise: number; afterDueDate: boolean } | null = null
  if (bill && bill.billNo === history[0]?.billNo) {
    const s = await pageContext.services.billingLookups.billPaymentState(q.consumer.consumerNo, bill, indiaToday())
    latestPaid = { paid: s.paid, payablePaise: s.payablePaise, afterDueDate: s.afterDueDate }
  }
  return { ...base, consumer, bill, history, latestPaid }
}
