import type { Tariff, Bill, Consumer, DailyReading, Payment, PrepaidMeter, Recharge } from '#shared/billing/contract'
import type { Knex } from 'knex'
import { num, str, type Row } from '../../db/rows'
import { BILL_COLUMNS, CONSUMER_COLUMNS, RECHARGE_COLUMNS, toBill, toConsumer, toRecharge } from './rows'

export { computeBill } from './tariff'

/** Clamps a caller's limit to 1..120 (ten years of monthly bills). */
function clampLimit(limit: number | undefined, fallback: number): number {
  const n = Math.trunc(Number(limit ?? fallback))
  return Number.isFinite(n) ? Math.min(Math.max(n, 1), 120) : fallback
}

export interface BillingService {
  /** every consumer number registered to a mobile, in consumer-number order */
  consumersByMobile(mobile: string): Promise<Consumer[]>
  consumer(consumerNo: string): Promise<Consumer | null>
  /** newest first */
  bills(consumerNo: string, limit?: number): Promise<Bill[]>
  latestBill(consumerNo: string): Promise<Bill | null>
  /** newest first */
  payments(consumerNo: string, limit?: number): Promise<Payment[]>
  prepaidMeter(consumerNo: string): Promise<PrepaidMeter | null>
  /** newest first */
  recharges(consumerNo: string, limit?: number): Promise<Recharge[]>
  /** the last `days` daily readings, oldest first (ready for a graph) */
  dailyReadings(consumerNo: string, days: number): Promise<DailyReading[]>
  tariff(code: string): Promise<Tariff | null>
}

/** Reads of the billing system. Every query goes through an index (consumer_no, mobile, (consumer_id, …)). */
export function createBillingService(db: Knex): BillingService {
  const byConsumerNo = (table: string, alias: string, consumerNo: string) => db(`${table} as ${alias}`).join('consumers as c', 'c.id', `${alias}.consumer_id`).where('c.consumer_no', consumerNo)

  const service: BillingService = {
    async consumersByMobile(mobile) {
      const rows = await db('consumers as c').select(CONSUMER_COLUMNS).where('c.mobile', mobile).orderBy('c.consumer_no')
      return rows.map(toConsumer)
    },
    async consumer(consumerNo) {
      const row = await db('consumers as c').first(CONSUMER_COLUMNS).where('c.consumer_no', consumerNo)
      return row ? toConsumer(row) : null
    },
    async bills(consumerNo, limit) {
      const rows = await byConsumerNo('bills', 'b', consumerNo)
        .select(['c.consumer_no', ...BILL_COLUMNS])
        .orderBy('b.period', 'desc')
        .orderBy('b.id', 'desc')
        .limit(clampLimit(limit, 24))
      return rows.map(toBill)
    },
    async latestBill(consumerNo) {
      const [bill] = await service.bills(consumerNo, 1)
      return bill ?? null
    },
    async payments(consumerNo, limit) {
      const rows = await byConsumerNo('payments', 'p', consumerNo)
        .leftJoin('bills as b', 'b.id', 'p.bill_id')
        .select('c.consumer_no', 'b.bill_no', 'p.receipt_no', 'p.amount', 'p.paid_at', 'p.channel', 'p.txn_id')
        .orderBy('p.paid_at', 'desc')
        .limit(clampLimit(limit, 24))
      return rows.map((r: Row) => ({
        receiptNo: String(r.receipt_no),
        consumerNo: String(r.consumer_no),
        billNo: str(r.bill_no),
        amount: num(r.amount),
        paidAt: String(r.paid_at),
        channel: String(r.channel),
        txnId: String(r.txn_id),
      }))
    },
    async prepaidMeter(consumerNo) {
      const r = await byConsumerNo('prepaid_meters', 'm', consumerNo).first('c.consumer_no', 'm.meter_no', 'm.balance', 'm.updated_at')
      return r ? { consumerNo: String(r.consumer_no), meterNo: String(r.meter_no), balance: num(r.balance), updatedAt: String(r.updated_at) } : null
    },
    async recharges(consumerNo, limit) {
      const rows = await byConsumerNo('recharges', 'r', consumerNo)
        .join('prepaid_meters as m', 'm.id', 'r.meter_id')
        .select(RECHARGE_COLUMNS)
        .orderBy('r.recharged_at', 'desc')
        .limit(clampLimit(limit, 24))
      return rows.map(toRecharge)
    },
    async dailyReadings(consumerNo, days) {
      const rows = await byConsumerNo('smart_daily_readings', 'd', consumerNo)
        .select('d.day', 'd.kwh', 'd.balance')
        .orderBy('d.day', 'desc')
        .limit(Math.min(Math.max(Math.trunc(days) || 1, 1), 366))
      return rows.reverse().map((r: Row) => ({ day: String(r.day), kwh: num(r.kwh), balance: r.balance === null ? null : num(r.balance) }))
    },
    async tariff(code) {
      const cat = await db('tariff_categories').first().where('code', code)
      if (!cat) return null
      const slabs = await db('tariff_slabs').select('up_to_units', 'rate_per_unit').where('category_code', code).orderBy('seq')
      return {
        code: String(cat.code),
        name: String(cat.name),
        slabs: slabs.map((s: Row) => ({ upTo: s.up_to_units === null ? null : num(s.up_to_units), ratePaise: num(s.rate_per_unit) })),
        fixedChargePaisePerKw: num(cat.fixed_charge_per_kw),
        fppaPaisePerUnit: num(cat.fppa_per_unit),
        duty: cat.duty_kind === 'percent' ? { kind: 'percent', basisPoints: num(cat.duty_value) } : { kind: 'per_unit', paisePerUnit: num(cat.duty_value) },
        meterRentPaise: num(cat.meter_rent),
        rebateBasisPoints: num(cat.rebate_bp),
        surchargeBasisPoints: num(cat.surcharge_bp),
      }
    },
  }
  return service
}
