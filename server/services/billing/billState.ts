/**
 * What the biller may say of a consumer number on an India date: unknown, not active, prepaid
 * (never billed), no bill yet, or its newest bill with what is payable that day (the one rule of
 * shared/billing/payable.ts, as the dashboards' currentBillOf reads it). The BBPS bill fetch and payment posting and
 * the dashboard's BBPS page read it here, so the page a consumer sees answers as the biller does
 * (issue 26 §3: billing owns `consumers` and `bills`).
 */
import type { Knex } from 'knex'
import { isPostpaid, type ConnType } from '#shared/constants'
import type { Bill } from '#shared/billing/contract'
import { countedFor, payableOf } from '#shared/billing/payable'
import { createBillingService } from './index'

/** Who a known consumer number is. */
export type BillStateWho = { consumerId: number; name: string; connType: ConnType }

export type BillState =
  | { kind: 'unknown' }
  | ({ kind: 'inactive' } & BillStateWho)
  | ({ kind: 'prepaid' } & BillStateWho)
  | ({ kind: 'nobill' } & BillStateWho)
  | ({ kind: 'bill'; bill: Bill; billId: number; payablePaise: number } & BillStateWho)

/** `db` may be a transaction (the BBPS posting reads the state under its consumer lock). */
export async function billStateOf(db: Knex, consumerNo: string, day: string): Promise<BillState> {
  const c = await db('consumers').first('id', 'name', 'conn_type', 'status').where('consumer_no', consumerNo)
  if (!c) return { kind: 'unknown' }
  const who: BillStateWho = { consumerId: Number(c.id), name: String(c.name), connType: String(c.conn_type) as ConnType }
  if (c.status !== 'ACTIVE') return { kind: 'inactive', ...who }
  if (!isPostpaid(who.connType)) return { kind: 'prepaid', ...who }
  const billing = createBillingService(db)
  const bill = await billing.latestBill(consumerNo)
  if (!bill) return { kind: 'nobill', ...who }
  const payments = await billing.payments(consumerNo, 6)
  const billRow = await db('bills').first('id').where('bill_no', bill.billNo)
  return { kind: 'bill', ...who, bill, billId: Number(billRow?.id), payablePaise: payableOf(bill, countedFor(bill, payments), day).payablePaise }
}
