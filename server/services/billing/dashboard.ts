/**
 * Composed reads for the consumer dashboards (issue 3 §4): what one screen needs of one
 * consumer, in one call, from the billing service plus the division names. Money stays in
 * integer paise; dates stay ISO text. No access control here: the page checks that the
 * consumer belongs to the session's mobile before calling.
 */
import type { Bill, Consumer, Payment } from '#shared/billing/contract'
import type { Knex } from 'knex'
import { isPostpaid, isSmart } from '#shared/constants'
import { indiaToday } from '#shared/time'
import { countedFor, payableOf } from '#shared/billing/payable'
import {
  HISTORY_MONTHS,
  DAILY_DAYS,
  type Profile,
  type BillRow,
  type CurrentBill,
  type DailyPoint,
  type PostpaidDashboard,
  type PrepaidDashboard,
  type ConsumerCard,
  type BbpsFetch,
} from '#shared/dashboard/contract'
import type { BillingService } from './index'
import type { YearOnYear } from '#shared/dashboard/insights'
import { readYearOnYear } from './yearOnYear'
import { billStateOf } from './billState'

export interface DashboardDeps {
  db: Knex
  billing: BillingService
  /** the clock (tests move it) */
  now?: () => number
}

function paidByBill(payments: Payment[]): Map<string, number> {
  const paid = new Map<string, number>()
  for (const p of payments) if (p.billNo) paid.set(p.billNo, (paid.get(p.billNo) ?? 0) + p.amount)
  return paid
}

function billRow(b: Bill, paid: Map<string, number>): BillRow {
  return {
    billNo: b.billNo,
    period: b.period,
    billDate: b.billDate,
    dueDate: b.dueDate,
    units: b.units,
    amountBeforeDuePaise: b.amountBeforeDue,
    amountAfterDuePaise: b.amountAfterDue,
    paid: (paid.get(b.billNo) ?? 0) >= b.amountBeforeDue,
  }
}

/**
 * The newest bill with what was paid for it and what is payable today: the one rule of
 * shared/billing/payable.ts, over the payments linked to it or made on or after its bill date.
 */
export function currentBillOf(bill: Bill, payments: Payment[], today: string): CurrentBill {
  const s = payableOf(bill, countedFor(bill, payments), today)
  const settled = s.status === 'paid' || s.status === 'overpaid'
  return {
    ...billRow(bill, paidByBill(payments)),
    paid: settled,
    previousReading: bill.previousReading,
    currentReading: bill.currentReading,
    arrearsPaise: bill.arrears,
    paidPaise: s.paidPaise,
    payableNowPaise: s.payablePaise,
    surchargePaise: s.surchargePaise,
    overdue: s.afterDueDate && !settled,
  }
}

export function createDashboardReads(deps: DashboardDeps) {
  const { db, billing } = deps
  const today = () => indiaToday(deps.now?.())

  async function profile(c: Consumer): Promise<Profile> {
    const [division, tariff] = await Promise.all([db('divisions').first('name').where('code', c.divisionCode), db('tariff_categories').first('name').where('code', c.tariffCategory)])
    return {
      consumerNo: c.consumerNo,
      oldConsumerNo: c.oldConsumerNo,
      name: c.name,
      address: c.address,
      connType: c.connType,
      tariffCategory: c.tariffCategory,
      tariffName: tariff ? String(tariff.name) : null,
      connectedLoadKw: c.connectedLoadKw,
      phase: c.phase,
      meterNo: c.meterNo,
      status: c.status,
      divisionCode: c.divisionCode,
      divisionName: division ? String(division.name) : null,
      subDivision: c.subDivision,
    }
  }

  async function daily(consumerNo: string): Promise<DailyPoint[]> {
    const rows = await billing.dailyReadings(consumerNo, DAILY_DAYS)
    return rows.map((r) => ({ day: r.day, kwh: r.kwh, balancePaise: r.balance }))
  }

  return {
    profile,

    /** This month against the same month last year (issue 9 §3); null for a keypad prepaid meter. */
    yearOnYear(c: Consumer): Promise<YearOnYear | null> {
      return readYearOnYear(db, c)
    },

    async postpaid(c: Consumer): Promise<PostpaidDashboard> {
      const [prof, bills, payments, days] = await Promise.all([
        profile(c),
        billing.bills(c.consumerNo, HISTORY_MONTHS),
        billing.payments(c.consumerNo, HISTORY_MONTHS + 6),
        isSmart(c.connType) ? daily(c.consumerNo) : Promise.resolve([]),
      ])
      const paid = paidByBill(payments)
      return {
        profile: prof,
        currentBill: bills[0] ? currentBillOf(bills[0], payments, today()) : null,
        bills: bills.map((b) => billRow(b, paid)),
        payments: payments.map((p) => ({ receiptNo: p.receiptNo, billNo: p.billNo, amountPaise: p.amount, paidAt: p.paidAt, channel: p.channel })),
        monthlyUnits: bills.map((b) => ({ period: b.period, units: b.units })).reverse(),
        daily: days,
      }
    },

    async prepaid(c: Consumer): Promise<PrepaidDashboard> {
      const [prof, meter, recharges, days] = await Promise.all([
        profile(c),
        billing.prepaidMeter(c.consumerNo),
        billing.recharges(c.consumerNo, HISTORY_MONTHS),
        isSmart(c.connType) ? daily(c.consumerNo) : Promise.resolve([]),
      ])
      return {
        profile: prof,
        meterNo: meter?.meterNo ?? c.meterNo,
        balancePaise: meter ? meter.balance : null,
        balanceUpdatedAt: meter?.updatedAt ?? null,
        recharges: recharges.map((r) => ({
          receiptNo: r.receiptNo,
          meterNo: r.meterNo,
          amountPaise: r.amount,
          token: r.token,
          rechargedAt: r.rechargedAt,
          channel: r.channel,
        })),
        daily: days,
      }
    },

    /** One card per consumer number of a mobile: amount due (postpaid) or balance (prepaid). */
    async cards(consumers: Consumer[]): Promise<ConsumerCard[]> {
      const t = today()
      return Promise.all(
        consumers.map(async (c): Promise<ConsumerCard> => {
          const base = { consumerNo: c.consumerNo, name: c.name, connType: c.connType, status: c.status }
          if (isPostpaid(c.connType)) {
            const [bill, payments] = await Promise.all([billing.latestBill(c.consumerNo), billing.payments(c.consumerNo, 6)])
            const cur = bill ? currentBillOf(bill, payments, t) : null
            return { ...base, amountDuePaise: cur ? cur.payableNowPaise : null, dueDate: cur?.dueDate ?? null, balancePaise: null }
          }
          const meter = await billing.prepaidMeter(c.consumerNo)
          return { ...base, amountDuePaise: null, dueDate: null, balancePaise: meter ? meter.balance : null }
        }),
      )
    },

    /**
     * The BBPS bill fetch of a consumer's own number, as the biller answers it (billState.ts):
     * BILL DUE with the amount payable today and the due date; NO DUES when the newest bill is
     * paid, the connection is prepaid or has no bill; CUSTOMER NOT FOUND for an unknown number or
     * a connection that is not active. The consumer sees their own name in full.
     */
    async bbpsFetch(consumerNo: string): Promise<BbpsFetch> {
      const s = await billStateOf(db, consumerNo, today())
      const none = { billNo: null, billPeriod: null, billDate: null, dueDate: null, amountPaise: null }
      if (s.kind === 'unknown' || s.kind === 'inactive') return { status: 'CUSTOMER NOT FOUND', consumerNo, customerName: null, connType: null, ...none }
      const who = { consumerNo, customerName: s.name, connType: s.connType }
      if (s.kind !== 'bill') return { status: 'NO DUES', ...who, ...none }
      const details = { billNo: s.bill.billNo, billPeriod: s.bill.period, billDate: s.bill.billDate, dueDate: s.bill.dueDate }
      if (s.payablePaise <= 0) return { status: 'NO DUES', ...who, ...details, amountPaise: 0 }
      return { status: 'BILL DUE', ...who, ...details, amountPaise: s.payablePaise }
    },
  }
}

export type DashboardReads = ReturnType<typeof createDashboardReads>
