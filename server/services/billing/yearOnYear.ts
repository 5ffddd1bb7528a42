/**
 * This month against the same month last year (issue 9 §3), for the postpaid dashboards (the
 * newest bill and the bill of the same month a year before) and the smart prepaid dashboard
 * (the days of this month so far, from the smart meter's daily readings, and the same days a
 * year before). Pure computations first (unit-tested), then the reads.
 */
import type { Knex } from 'knex'
import type { Bill, Consumer } from '#shared/billing/contract'
import type { YearOnYear, YearOnYearChange, YearOnYearSide } from '#shared/dashboard/insights'
import { isPostpaid, isSmart } from '#shared/constants'
import { addDays, indiaDayStart } from '#shared/time'
import { num, type Row } from '../../db/rows'
import { BILL_COLUMNS, toBill } from './rows'

/** 'YYYY-MM' a year earlier. */
export function periodYearBefore(period: string): string {
  return `${Number(period.slice(0, 4)) - 1}${period.slice(4, 7)}`
}

/** 'YYYY-MM-DD' a year earlier; 29 February becomes 28 February. */
export function dayYearBefore(day: string): string {
  const year = Number(day.slice(0, 4)) - 1
  const month = Number(day.slice(5, 7))
  const lastOfMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `${year}-${day.slice(5, 7)}-${String(Math.min(Number(day.slice(8, 10)), lastOfMonth)).padStart(2, '0')}`
}

/** The change from `last` to `current` in whole percent, rounded half away from zero; null when `last` is 0. */
export function percentChange(current: number, last: number): number | null {
  if (last === 0) return null
  const p = ((current - last) / last) * 100
  return Math.sign(p) * Math.round(Math.abs(p))
}

/** The comparison of two sides; no change without last year's side. */
export function compareYears(basis: YearOnYear['basis'], current: YearOnYearSide | null, lastYear: YearOnYearSide | null): YearOnYear {
  const change: YearOnYearChange | null = current && lastYear ? { kwhPercent: percentChange(current.kwh, lastYear.kwh), amountPercent: percentChange(current.amountPaise, lastYear.amountPaise) } : null
  return { basis, current, lastYear, change }
}

/** A bill's own charges for its month: energy, fixed, FPPA, duty and meter rent (arrears, rebate and surcharge left out). */
export function monthCharges(b: Pick<Bill, 'energyCharge' | 'fixedCharge' | 'fppaCharge' | 'electricityDuty' | 'meterRent'>): number {
  return b.energyCharge + b.fixedCharge + b.fppaCharge + b.electricityDuty + b.meterRent
}

/** One side of a bill comparison. */
export function billSide(b: Pick<Bill, 'period' | 'units' | 'energyCharge' | 'fixedCharge' | 'fppaCharge' | 'electricityDuty' | 'meterRent'>): YearOnYearSide {
  return { period: b.period, days: null, kwh: b.units, amountPaise: monthCharges(b) }
}

/**
 * The days compared for smart prepaid: the 1st of the newest reading's month up to that
 * reading, and the same days a year before.
 */
export function readingWindows(newestDay: string): { current: { from: string; to: string }; lastYear: { from: string; to: string } } {
  const from = `${newestDay.slice(0, 8)}01`
  return { current: { from, to: newestDay }, lastYear: { from: dayYearBefore(from), to: dayYearBefore(newestDay) } }
}

/** kWh rounded to 3 decimals (sums of doubles). */
const kwh3 = (n: number) => Math.round(n * 1000) / 1000

/** The comparison a dashboard shows for consumer `c`, or null for a keypad prepaid meter (no readings, no bills). */
export async function readYearOnYear(db: Knex, c: Pick<Consumer, 'consumerNo' | 'connType'>): Promise<YearOnYear | null> {
  // a fresh subquery each time: a query builder is not reused across queries
  const idOf = () => db('consumers').select('id').where('consumer_no', c.consumerNo)
  if (isPostpaid(c.connType)) {
    const bill = (period?: string) => {
      const q = db('bills as b')
        .join('consumers as c', 'c.id', 'b.consumer_id')
        .first(['c.consumer_no', ...BILL_COLUMNS])
        .where('c.consumer_no', c.consumerNo)
      return (period ? q.andWhere('b.period', period) : q).orderBy('b.period', 'desc').orderBy('b.id', 'desc')
    }
    const newest: Row | undefined = await bill()
    if (!newest) return compareYears('bill', null, null)
    const before: Row | undefined = await bill(periodYearBefore(String(newest.period)))
    const side = (r: Row) => billSide(toBill(r))
    return compareYears('bill', side(newest), before ? side(before) : null)
  }
  if (!isSmart(c.connType)) return null
  const latest: Row | undefined = await db('smart_daily_readings').first('day').where('consumer_id', idOf()).orderBy('day', 'desc')
  if (!latest) return compareYears('readings', null, null)
  const windows = readingWindows(String(latest.day))
  const sideOf = async (w: { from: string; to: string }): Promise<YearOnYearSide | null> => {
    const [readings, recharged] = await Promise.all([
      db('smart_daily_readings').where('consumer_id', idOf()).whereBetween('day', [w.from, w.to]).sum({ kwh: 'kwh' }).count({ n: '*' }).first(),
      db('recharges')
        .where('consumer_id', idOf())
        .where('recharged_at', '>=', indiaDayStart(w.from))
        .where('recharged_at', '<', indiaDayStart(addDays(w.to, 1)))
        .sum({ amount: 'amount' })
        .first(),
    ])
    if (!readings || num(readings.n) === 0) return null
    return { period: w.from.slice(0, 7), days: w, kwh: kwh3(num(readings.kwh)), amountPaise: num(recharged?.amount ?? 0) }
  }
  const [current, lastYear] = await Promise.all([sideOf(windows.current), sideOf(windows.lastYear)])
  return compareYears('readings', current, lastYear)
}
