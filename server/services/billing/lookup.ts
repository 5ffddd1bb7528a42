import type { Knex } from 'knex'
import type { BillingService } from './index'
import type { Bill, BillCharges, BillPaymentState, Consumer, MeterReading, ReceiptRecord, Tariff, TariffCategorySummary } from '#shared/billing/contract'
import { computeBill } from './tariff'
import { countedFor, payableOf } from '#shared/billing/payable'
import { type Row } from '../../db/rows'

/**
 * The reads of the public bill services (/KnowConsNo, /KnowConsNoPrepaid, /PayBill,
 * /DuplicateReceipt, /KnowYourTariff) beyond services.billing. Every query goes through an
 * index: consumers.old_consumer_no and consumers.meter_no (migration 202611230200), the
 * unique receipt_no and txn_id of payments and recharges, payments (consumer_id, paid_at).
 */

export interface BillingLookups {
  consumerByOldNo(oldConsumerNo: string): Promise<Consumer | null>
  /** the consumer whose meter this is (any connection type) */
  consumerByMeterNo(meterNo: string): Promise<Consumer | null>
  tariffCategories(): Promise<TariffCategorySummary[]>
  /** the receipt `ref` (receipt number or transaction id) of that consumer, or null */
  receipt(consumerNo: string, ref: string): Promise<ReceiptRecord | null>
  /** how much of `bill` is paid and what is payable on `today` (YYYY-MM-DD, India) */
  billPaymentState(consumerNo: string, bill: Bill, today: string): Promise<BillPaymentState>
  divisionName(code: string): Promise<string | null>
  /** the tariff engine on one tariff: every charge of a month's bill (the bill calculator) */
  calculate(reading: MeterReading, tariff: Tariff): BillCharges
}

/**
 * How much of `bill` (the consumer's newest) is paid and what is payable on `today`: the rule
 * of shared/billing/payable.ts over the payments linked to it or made on or after its bill date.
 * Every surface that asks for money reads this or currentBillOf (./dashboard.ts), never its own sum.
 */
export async function billPaymentStateOf(db: Knex, consumerNo: string, bill: Bill, today: string): Promise<BillPaymentState> {
  const rows: Row[] = await db('payments as p')
    .join('consumers as c', 'c.id', 'p.consumer_id')
    .leftJoin('bills as b', 'b.id', 'p.bill_id')
    .select('p.receipt_no', 'p.amount', 'p.paid_at', 'b.bill_no')
    .where('c.consumer_no', consumerNo)
    .andWhere((q) => q.where('b.bill_no', bill.billNo).orWhere('p.paid_at', '>=', bill.billDate))
    .orderBy('p.paid_at', 'desc')
  const ledger = rows.map((r) => ({ amount: Number(r.amount), paidAt: String(r.paid_at), billNo: r.bill_no == null ? null : String(r.bill_no) }))
  const s = payableOf(bill, countedFor(bill, ledger), today)
  const last = rows[0]
  return {
    paidPaise: s.paidPaise,
    duePaise: s.duePaise,
    payablePaise: s.payablePaise,
    surchargePaise: s.surchargePaise,
    creditPaise: s.creditPaise,
    afterDueDate: s.afterDueDate,
    paid: s.status === 'paid' || s.status === 'overpaid',
    lastPayment: last ? { receiptNo: String(last.receipt_no), paidAt: String(last.paid_at), amount: Number(last.amount) } : null,
  }
}

export function createBillingLookups(db: Knex, billing: BillingService): BillingLookups {
  async function consumerWhere(column: 'old_consumer_no' | 'meter_no', value: string): Promise<Consumer | null> {
    const row = await db('consumers').first('consumer_no').where(column, value).orderBy('consumer_no')
    return row ? billing.consumer(String(row.consumer_no)) : null
  }

  return {
    consumerByOldNo: (oldNo) => consumerWhere('old_consumer_no', oldNo),
    consumerByMeterNo: (meterNo) => consumerWhere('meter_no', meterNo),

    async tariffCategories() {
      const rows = await db('tariff_categories').select('code', 'name').orderBy('code')
      return rows.map((r: Row) => ({ code: String(r.code), name: String(r.name) }))
    },

    async receipt(consumerNo, ref) {
      const payment = await db('payments as p')
        .join('consumers as c', 'c.id', 'p.consumer_id')
        .leftJoin('bills as b', 'b.id', 'p.bill_id')
        .first('c.consumer_no', 'p.receipt_no', 'p.amount', 'p.paid_at', 'p.channel', 'p.txn_id', 'b.bill_no', 'b.period')
        .where('c.consumer_no', consumerNo)
        .andWhere((q) => q.where('p.receipt_no', ref).orWhere('p.txn_id', ref))
      if (payment) {
        return {
          kind: 'bill',
          receiptNo: String(payment.receipt_no),
          consumerNo: String(payment.consumer_no),
          amount: Number(payment.amount),
          paidAt: String(payment.paid_at),
          channel: String(payment.channel),
          txnId: String(payment.txn_id),
          billNo: payment.bill_no == null ? null : String(payment.bill_no),
          billPeriod: payment.period == null ? null : String(payment.period),
          meterNo: null,
          token: null,
        }
      }
      const recharge = await db('recharges as r')
        .join('consumers as c', 'c.id', 'r.consumer_id')
        .join('prepaid_meters as m', 'm.id', 'r.meter_id')
        .first('c.consumer_no', 'r.receipt_no', 'r.amount', 'r.recharged_at', 'r.channel', 'r.txn_id', 'r.token', 'm.meter_no')
        .where('c.consumer_no', consumerNo)
        .andWhere((q) => q.where('r.receipt_no', ref).orWhere('r.txn_id', ref))
      if (!recharge) return null
      return {
        kind: 'recharge',
        receiptNo: String(recharge.receipt_no),
        consumerNo: String(recharge.consumer_no),
        amount: Number(recharge.amount),
        paidAt: String(recharge.recharged_at),
        channel: String(recharge.channel),
        txnId: String(recharge.txn_id),
        billNo: null,
        billPeriod: null,
        meterNo: String(recharge.meter_no),
        token: recharge.token == null ? null : String(recharge.token),
      }
    },

    billPaymentState: (consumerNo, bill, today) => billPaymentStateOf(db, consumerNo, bill, today),

    async divisionName(code) {
      const row = await db('divisions').first('name').where('code', code)
      return row ? String(row.name) : null
    },

    calculate: (reading, tariff) => computeBill(reading, tariff),
  }
}
