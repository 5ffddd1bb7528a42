import type { Bill, Consumer, Payment, Recharge } from '#shared/billing/contract'
import type { Knex } from 'knex'
import { num, str, type Row } from '../../db/rows'
import { BILL_COLUMNS, RECHARGE_COLUMNS, toBill, toRecharge } from '../billing/rows'

/**
 * The reads the documents need beyond services.billing: one bill, payment or recharge by
 * its number, always together with the consumer number it must belong to.
 */

export interface HistoryRow {
  period: string
  units: number
  amountBilled: number
  /** paise paid against that bill; 0 when unpaid */
  amountPaid: number
}

export interface BillDocumentData {
  bill: Bill
  /** the six bills before this one, newest first */
  history: HistoryRow[]
  divisionName: string | null
}

export const HISTORY_MONTHS = 6

export function createDocumentReads(db: Knex) {
  return {
    /** the bill `billNo` if it belongs to consumer `consumerNo`, with its history */
    async bill(billNo: string, consumerNo: string): Promise<BillDocumentData | null> {
      const row = await db('bills as b')
        .join('consumers as c', 'c.id', 'b.consumer_id')
        .first(['b.id', 'b.consumer_id', 'c.consumer_no', 'c.division_code', ...BILL_COLUMNS])
        .where('b.bill_no', billNo)
        .andWhere('c.consumer_no', consumerNo)
      if (!row) return null
      const bill = toBill(row)
      const earlier = await db('bills as b')
        .select('b.id', 'b.period', 'b.units', 'b.amount_before_due')
        .where('b.consumer_id', row.consumer_id)
        .andWhere('b.period', '<', bill.period)
        .orderBy('b.period', 'desc')
        .orderBy('b.id', 'desc')
        .limit(HISTORY_MONTHS)
      const ids = earlier.map((r: Row) => num(r.id))
      const paid = new Map<number, number>()
      if (ids.length > 0) {
        const sums = await db('payments').select('bill_id').sum({ total: 'amount' }).whereIn('bill_id', ids).groupBy('bill_id')
        for (const s of sums as Row[]) paid.set(num(s.bill_id), num(s.total))
      }
      const division = await db('divisions').first('name').where('code', row.division_code)
      return {
        bill,
        history: earlier.map((r: Row) => ({
          period: String(r.period),
          units: num(r.units),
          amountBilled: num(r.amount_before_due),
          amountPaid: paid.get(num(r.id)) ?? 0,
        })),
        divisionName: division ? String(division.name) : null,
      }
    },

    /** a bill payment by its receipt number, if it belongs to consumer `consumerNo` */
    async payment(receiptNo: string, consumerNo: string): Promise<(Payment & { billPeriod: string | null }) | null> {
      const r = await db('payments as p')
        .join('consumers as c', 'c.id', 'p.consumer_id')
        .leftJoin('bills as b', 'b.id', 'p.bill_id')
        .first('c.consumer_no', 'b.bill_no', 'b.period', 'p.receipt_no', 'p.amount', 'p.paid_at', 'p.channel', 'p.txn_id')
        .where('p.receipt_no', receiptNo)
        .andWhere('c.consumer_no', consumerNo)
      if (!r) return null
      return {
        receiptNo: String(r.receipt_no),
        consumerNo: String(r.consumer_no),
        billNo: str(r.bill_no),
        billPeriod: str(r.period),
        amount: num(r.amount),
        paidAt: String(r.paid_at),
        channel: String(r.channel),
        txnId: String(r.txn_id),
      }
    },

    /** a prepaid recharge by its receipt number, if it belongs to consumer `consumerNo` */
    async recharge(receiptNo: string, consumerNo: string): Promise<Recharge | null> {
      const r = await db('recharges as r')
        .join('consumers as c', 'c.id', 'r.consumer_id')
        .join('prepaid_meters as m', 'm.id', 'r.meter_id')
        .first(RECHARGE_COLUMNS)
        .where('r.receipt_no', receiptNo)
        .andWhere('c.consumer_no', consumerNo)
      return r ? toRecharge(r) : null
    },
  }
}

export type DocumentReads = ReturnType<typeof createDocumentReads>
export type { Consumer }
