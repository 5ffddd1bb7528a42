import type { Knex } from 'knex'
import type { StatementYears } from '#shared/dashboard/insights'
import { financialYearStart, indiaDayStart, indiaMoment } from '#shared/time'
import { num, str, type Row } from '../../db/rows'
import { consumerIdQuery } from '../billing/consumerRecord'

/**
 * The reads of the annual statement (issue 9 §3): one consumer's bills, payments and recharges
 * of one Indian financial year (1 April – 31 March). A bill belongs to the year of its bill month
 * (April to March); a payment or recharge to the year of its date in India.
 */

export interface StatementBill {
  billNo: string
  period: string
  billDate: string
  dueDate: string
  units: number
  /** the month's own charges: energy, fixed, FPPA, duty and meter rent (arrears excluded) */
  chargesPaise: number
  amountBeforeDuePaise: number
}

export interface StatementPayment {
  receiptNo: string
  billNo: string | null
  paidAt: string
  channel: string
  amountPaise: number
}

export interface StatementRecharge {
  receiptNo: string
  meterNo: string
  rechargedAt: string
  channel: string
  amountPaise: number
}

export interface StatementData {
  /** first calendar year of the financial year */
  year: number
  bills: StatementBill[]
  payments: StatementPayment[]
  recharges: StatementRecharge[]
}

/** The financial year (its first calendar year) of a bill month YYYY-MM or an India date YYYY-MM-DD. */
export function financialYearOf(periodOrDay: string): number {
  return financialYearStart(new Date(`${periodOrDay.slice(0, 7)}-01T00:00:00+05:30`))
}

/** The instant at which 1 April of `year` begins in India: the stored timestamps' bound. */
const fyStartInstant = (year: number) => indiaDayStart(`${year}-04-01`)

export function createStatementReads(db: Knex) {
  const idOf = (consumerNo: string) => consumerIdQuery(db, consumerNo)
  return {
    /** The financial years with a bill, a payment or a recharge of the consumer, newest first. */
    async years(consumerNo: string): Promise<StatementYears> {
      const [bills, payments, recharges] = await Promise.all([
        db('bills').distinct('period').where('consumer_id', idOf(consumerNo)),
        db('payments').select('paid_at as at').where('consumer_id', idOf(consumerNo)),
        db('recharges').select('recharged_at as at').where('consumer_id', idOf(consumerNo)),
      ])
      const years = new Set<number>()
      for (const b of bills as Row[]) years.add(financialYearOf(String(b.period)))
      for (const p of [...payments, ...recharges] as Row[]) {
        const day = indiaMoment(String(p.at))?.day
        if (day) years.add(financialYearOf(day))
      }
      return [...years].sort((a, b) => b - a)
    },

    /** Everything of financial year `year`, oldest first. */
    async statement(consumerNo: string, year: number): Promise<StatementData> {
      /** the consumer's rows of `alias` whose timestamp `column` falls in the year, oldest first */
      const inYear = (q: Knex.QueryBuilder, alias: string, column: string) =>
        q
          .where(`${alias}.consumer_id`, idOf(consumerNo))
          .where(`${alias}.${column}`, '>=', fyStartInstant(year))
          .where(`${alias}.${column}`, '<', fyStartInstant(year + 1))
          .orderBy(`${alias}.${column}`)
          .orderBy(`${alias}.id`)
      const [bills, payments, recharges] = await Promise.all([
        db('bills')
          .select('bill_no', 'period', 'bill_date', 'due_date', 'units', 'energy_charge', 'fixed_charge', 'fppa_charge', 'electricity_duty', 'meter_rent', 'amount_before_due')
          .where('consumer_id', idOf(consumerNo))
          .whereBetween('period', [`${year}-04`, `${year + 1}-03`])
          .orderBy('period')
          .orderBy('id'),
        inYear(db('payments as p').leftJoin('bills as b', 'b.id', 'p.bill_id').select('p.receipt_no', 'b.bill_no', 'p.paid_at', 'p.channel', 'p.amount'), 'p', 'paid_at'),
        inYear(db('recharges as r').join('prepaid_meters as m', 'm.id', 'r.meter_id').select('r.receipt_no', 'm.meter_no', 'r.recharged_at', 'r.channel', 'r.amount'), 'r', 'recharged_at'),
      ])
      return {
        year,
        bills: (bills as Row[]).map((b) => ({
          billNo: String(b.bill_no),
          period: String(b.period),
          billDate: String(b.bill_date),
          dueDate: String(b.due_date),
          units: num(b.units),
          chargesPaise: num(b.energy_charge) + num(b.fixed_charge) + num(b.fppa_charge) + num(b.electricity_duty) + num(b.meter_rent),
          amountBeforeDuePaise: num(b.amount_before_due),
        })),
        payments: (payments as Row[]).map((p) => ({
          receiptNo: String(p.receipt_no),
          billNo: str(p.bill_no),
          paidAt: String(p.paid_at),
          channel: String(p.channel),
          amountPaise: num(p.amount),
        })),
        recharges: (recharges as Row[]).map((r) => ({
          receiptNo: String(r.receipt_no),
          meterNo: String(r.meter_no),
          rechargedAt: String(r.recharged_at),
          channel: String(r.channel),
          amountPaise: num(r.amount),
        })),
      }
    },
  }
}
