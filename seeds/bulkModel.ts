import type { Tariff } from '#shared/billing/contract'
import type { Knex } from 'knex'
import type { ConnType } from '#shared/constants'
import { computeBill } from '../server/services/billing/tariff'
import { createBillingService } from '../server/services/billing'
import { addDays } from './dates'

/**
 * The synthetic consumers of `npm run seed:bulk`: every attribute of bulk consumer `k`
 * (0, 1, 2, …) is a pure function of `k`, so the rows can be built row by row here (with the
 * tariff engine) or set-wise in SQL (seeds/bulkSql.ts) and come out identical. All arithmetic
 * is integer, so JavaScript and PostgreSQL agree to the paisa.
 */

/** Last nine digits of bulk consumer k: 5xxxxxxxx, a range the demo consumers never use. */
export const BULK_NO_BASE = 500_000_000
export const BULK_MAX_CONSUMERS = 100_000_000
/** Mobiles 7000000000 + …: outside the demo logins (9000000001…). */
export const BULK_MOBILE_BASE = 7_000_000_000
export const BULK_BILL_MONTHS = 24
/** Daily readings are kept for the last 90 days per smart meter (volume: 90 rows each). */
export const BULK_READING_DAYS = 90
/** Prepaid recharges on these days of the reading window. */
export const BULK_RECHARGE_DAYS = [0, 30, 60] as const
export const BULK_CHANNELS = ['ONLINE', 'UPI', 'BBPS', 'COUNTER'] as const
/** paise a smart prepaid meter deducts per kWh (7 paise per 10 Wh) */
export const PAISE_PER_KWH = 700

/**
 * In each block of ten consumers: five mobiles with one consumer, one with two, one with
 * three (seven mobiles per ten consumers).
 */
export const MOBILE_SLOTS = [0, 1, 2, 3, 4, 5, 5, 6, 6, 6] as const

/** Connection-type mix: cumulative percentages. */
export const CONN_MIX: ReadonlyArray<readonly [ConnType, number]> = [
  ['POSTPAID', 70],
  ['SMART POSTPAID', 75],
  ['PREPAID', 85],
  ['SMART PREPAID', 100],
]
/** Tariff-category weights (categories not listed weigh 2). */
const CATEGORY_WEIGHTS: Record<string, number> = { 'LT-I': 8, 'LT-II': 70, 'LT-III': 10, 'LT-IV': 12 }

/** Hash salts, one per attribute; `units` + month index and `day` + day index. */
export const SALT = {
  division: 1,
  connType: 2,
  category: 3,
  load: 4,
  unpaid: 5,
  reading: 6,
  first: 7,
  last: 8,
  house: 9,
  ward: 10,
  email: 11,
  subDivision: 12,
  balance: 13,
  keypadUse: 14,
  units: 100,
  day: 1000,
} as const

const P = 2_147_483_647
/**
 * Three rounds of the MINSTD (Lehmer) generator over k and a salt, shifted right 4 bits.
 * Every intermediate stays below 2^53, so Number arithmetic is exact; seeds/bulkSql.ts
 * writes the same formula in bigint SQL.
 */
export function bulkHash(k: number, salt: number): number {
  let x = (k * 48271 + salt * 7919 + 1) % P
  x = (x * 48271) % P
  x = (x * 48271) % P
  return Math.floor(x / 16)
}

export function bulkMobile(k: number): string {
  return String(BULK_MOBILE_BASE + 7 * Math.floor(k / 10) + MOBILE_SLOTS[k % 10])
}

export function bulkConsumerNo(divisionCode: string, k: number): string {
  return divisionCode + String(BULK_NO_BASE + k)
}

/** Bulk index of a consumer number, or null when it is not a bulk number. */
export function bulkIndexOf(consumerNo: string): number | null {
  const tail = Number(consumerNo.slice(3))
  return consumerNo.length === 12 && tail >= BULK_NO_BASE ? tail - BULK_NO_BASE : null
}

/** Connected load in half-kW steps and the monthly units base, by tariff category. */
export function categoryRule(code: string): { minHalves: number; spreadHalves: number; baseUnits: number; unitsPerHalf: number } {
  if (code === 'LT-I') return { minHalves: 1, spreadHalves: 1, baseUnits: 90, unitsPerHalf: 30 }
  if (code === 'LT-IV') return { minHalves: 4, spreadHalves: 17, baseUnits: 420, unitsPerHalf: 0 }
  return { minHalves: 2, spreadHalves: 9, baseUnits: 90, unitsPerHalf: 30 }
}

export const FIRST_NAMES = [
  'Ranjit',
  'Mridula',
  'Pranjal',
  'Anita',
  'Bikash',
  'Nilima',
  'Dipankar',
  'Rupjyoti',
  'Jahnavi',
  'Hemanta',
  'Pallabi',
  'Abdul',
  'Rashmi',
  'Bhaskar',
  'Karabi',
  'Manash',
  'Parishmita',
  'Utpal',
  'Junmoni',
  'Diganta',
]
export const SURNAMES = [
  'Bora',
  'Saikia',
  'Gogoi',
  'Das',
  'Kalita',
  'Sarma',
  'Baruah',
  'Hazarika',
  'Deka',
  'Nath',
  'Phukan',
  'Choudhury',
  'Ahmed',
  'Borthakur',
  'Bhuyan',
  'Medhi',
  'Talukdar',
  'Rahman',
  'Mahanta',
  'Konwar',
]

export interface BulkMonth {
  /** 1 = oldest … 24 = the current bill */
  j: number
  period: string
  billDate: string
  dueDate: string
  /** seasonal factor in percent: 130 April–September, 85 otherwise */
  season: number
}

export interface BulkDay {
  d: number
  day: string
  /** recharges credited up to and including this day, paise */
  cumRecharge: number
}

export interface BulkContext {
  today: string
  divisions: Array<{ code: string; town: string; subDivisions: string[] }>
  tariffs: Map<string, Tariff>
  /** cumulative weights: pick the first with h % total < upTo */
  categories: Array<{ code: string; upTo: number }>
  categoryTotal: number
  months: BulkMonth[]
  days: BulkDay[]
}

function monthOf(today: string, delta: number): string {
  const d = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 + delta, 1))
  return d.toISOString().slice(0, 7)
}

export const rechargeAmount = (day: number) => (day % 60 === 0 ? 100_000 : 50_000)

/** The calendar of the bulk data (24 bill months, 90 reading days ending yesterday), from `today`. */
export function bulkCalendar(today: string): { months: BulkMonth[]; days: BulkDay[] } {
  const months: BulkMonth[] = []
  for (let back = BULK_BILL_MONTHS; back >= 1; back--) {
    const period = monthOf(today, -back)
    const firstOfNext = `${monthOf(today, -back + 1)}-01`
    // the current bill a few days before today (not yet due), as the demo seeds do
    const billDate = back === 1 && addDays(today, -5) > firstOfNext ? addDays(today, -5) : firstOfNext
    const month = Number(period.slice(5, 7))
    months.push({ j: BULK_BILL_MONTHS + 1 - back, period, billDate, dueDate: addDays(billDate, 15), season: month >= 4 && month <= 9 ? 130 : 85 })
  }
  const first = addDays(today, -BULK_READING_DAYS)
  const days: BulkDay[] = []
  for (let d = 0; d < BULK_READING_DAYS; d++) {
    const cumRecharge = BULK_RECHARGE_DAYS.filter((r) => r <= d).reduce((s: number, r) => s + rechargeAmount(r), 0)
    days.push({ d, day: addDays(first, d), cumRecharge })
  }
  return { months, days }
}

/** Divisions and tariffs as the database holds them (the normal seeds must have run). */
export async function loadBulkContext(db: Knex, today: string): Promise<BulkContext> {
  const divRows: Array<{ code: string; name: string; sub_divisions: string }> = await db('divisions').select('code', 'name', 'sub_divisions').orderBy('code')
  if (!divRows.length) throw new Error('no divisions in the database: run the normal seeds first (npm run db:seed)')
  const codes: string[] = (await db('tariff_categories').select('code').orderBy('code')).map((r: { code: string }) => String(r.code))
  if (!codes.length) throw new Error('no tariff categories in the database: run the normal seeds first')
  const billing = createBillingService(db)
  const tariffs = new Map<string, Tariff>()
  for (const code of codes) tariffs.set(code, (await billing.tariff(code))!)
  let total = 0
  const categories = codes.map((code) => ({ code, upTo: (total += CATEGORY_WEIGHTS[code] ?? 2) }))
  return {
    today,
    divisions: divRows.map((r) => ({
      code: String(r.code),
      town: String(r.name).split(' Electrical Division')[0],
      subDivisions: String(r.sub_divisions).split('|'),
    })),
    tariffs,
    categories,
    categoryTotal: total,
    ...bulkCalendar(today),
  }
}

export interface BulkAttributes {
  k: number
  consumerNo: string
  mobile: string
  connType: ConnType
  tariffCategory: string
  /** connected load in half kW */
  loadHalves: number
  /** how many of the newest bills are unpaid (1 or 2) */
  unpaidBills: number
}

export function bulkAttributes(k: number, ctx: BulkContext): BulkAttributes & { division: BulkContext['divisions'][number] } {
  const division = ctx.divisions[bulkHash(k, SALT.division) % ctx.divisions.length]
  const c = bulkHash(k, SALT.connType) % 100
  const connType = CONN_MIX.find(([, upTo]) => c < upTo)![0]
  const t = bulkHash(k, SALT.category) % ctx.categoryTotal
  const tariffCategory = ctx.categories.find((x) => t < x.upTo)!.code
  const rule = categoryRule(tariffCategory)
  return {
    k,
    division,
    consumerNo: bulkConsumerNo(division.code, k),
    mobile: bulkMobile(k),
    connType,
    tariffCategory,
    loadHalves: rule.minHalves + (bulkHash(k, SALT.load) % rule.spreadHalves),
    unpaidBills: bulkHash(k, SALT.unpaid) % 10 === 0 ? 2 : 1,
  }
}

export function meterPrefix(connType: ConnType): string {
  return connType.startsWith('SMART') ? 'SM' : connType === 'PREPAID' ? '04' : 'AP'
}

type Row = Record<string, string | number | null>

export interface BulkRows {
  consumer: Row
  bills: Row[]
  /** payments of the paid bills, keyed by bill_no (the bill id is known only after insert) */
  payments: Array<Row & { bill_no: string }>
  meter: Row | null
  recharges: Row[]
  readings: Row[]
}

/** Every row of bulk consumer k, bills computed by the tariff engine. */
export function bulkRows(k: number, ctx: BulkContext): BulkRows {
  const a = bulkAttributes(k, ctx)
  const { consumerNo, connType, loadHalves: lh } = a
  const h = (salt: number) => bulkHash(k, salt)
  const consumer: Row = {
    consumer_no: consumerNo,
    old_consumer_no: `${a.division.code}/B${String(k).padStart(8, '0')}`,
    name: `${FIRST_NAMES[h(SALT.first) % FIRST_NAMES.length]} ${SURNAMES[h(SALT.last) % SURNAMES.length]}`,
    address: `House ${1 + (h(SALT.house) % 300)}, Ward ${1 + (h(SALT.ward) % 20)}, ${a.division.town}`,
    mobile: a.mobile,
    email: h(SALT.email) % 5 === 0 ? `c${k}@example.in` : null,
    conn_type: connType,
    tariff_category: a.tariffCategory,
    connected_load_kw: lh / 2,
    phase: lh > 8 ? 3 : 1,
    meter_no: meterPrefix(connType) + consumerNo.slice(3),
    status: 'ACTIVE',
    division_code: a.division.code,
    sub_division: a.division.subDivisions[h(SALT.subDivision) % a.division.subDivisions.length],
  }
  const out: BulkRows = { consumer, bills: [], payments: [], meter: null, recharges: [], readings: [] }

  if (connType === 'POSTPAID' || connType === 'SMART POSTPAID') {
    const tariff = ctx.tariffs.get(a.tariffCategory)!
    const rule = categoryRule(a.tariffCategory)
    const base = rule.baseUnits + rule.unitsPerHalf * lh
    let reading = 1000 + (h(SALT.reading) % 9000)
    let carried = 0
    for (const m of ctx.months) {
      const units = Math.floor((base * m.season * (85 + (h(SALT.units + m.j) % 31))) / 10_000)
      const ch = computeBill({ previousReading: reading, currentReading: reading + units, connectedLoadKw: lh / 2, arrearsPaise: carried }, tariff)
      const billNo = consumerNo + m.period.replace('-', '')
      out.bills.push({
        bill_no: billNo,
        period: m.period,
        bill_date: m.billDate,
        due_date: m.dueDate,
        tariff_category: tariff.code,
        previous_reading: reading,
        current_reading: reading + units,
        multiplying_factor: 1,
        units: ch.units,
        energy_charge: ch.energyCharge,
        fixed_charge: ch.fixedCharge,
        fppa_charge: ch.fppaCharge,
        electricity_duty: ch.electricityDuty,
        meter_rent: ch.meterRent,
        arrears: ch.arrears,
        rebate: ch.rebate,
        surcharge: ch.surcharge,
        amount_before_due: ch.amountBeforeDue,
        amount_after_due: ch.amountAfterDue,
      })
      const paid = m.j <= BULK_BILL_MONTHS - a.unpaidBills
      if (paid) {
        out.payments.push({
          bill_no: billNo,
          receipt_no: `R${billNo}`,
          amount: ch.amountBeforeDue,
          paid_at: `${addDays(m.dueDate, -(3 + ((k + m.j) % 5)))}T05:${String(10 + (k % 40)).padStart(2, '0')}:00.000Z`,
          channel: BULK_CHANNELS[(k + m.j) % 4],
          txn_id: `BULK${billNo}`,
        })
      }
      carried = paid ? 0 : ch.amountAfterDue
      reading += units
    }
  }

  const start = 40_000 + (h(SALT.balance) % 20_000)
  if (connType === 'SMART POSTPAID' || connType === 'SMART PREPAID') {
    let used = 0
    for (const day of ctx.days) {
      const r = 60 + (h(SALT.day + day.d) % 80)
      const wh = connType === 'SMART PREPAID' ? 3000 + Math.floor((lh * 750 * r) / 100) : 4000 + Math.floor((lh * 600 * r) / 100)
      used += Math.floor((wh * 7) / 10)
      out.readings.push({ day: day.day, kwh: wh / 1000, balance: connType === 'SMART PREPAID' ? start + day.cumRecharge - used : null })
    }
  }
  if (connType === 'PREPAID' || connType === 'SMART PREPAID') {
    const recharged = ctx.days[ctx.days.length - 1].cumRecharge
    const keypadDaily = Math.floor(((4000 + (h(SALT.keypadUse) % 3000)) * 7) / 10)
    const balance = connType === 'SMART PREPAID' ? Number(out.readings.at(-1)!.balance) : start + recharged - BULK_READING_DAYS * keypadDaily
    out.meter = { meter_no: String(consumer.meter_no), balance, updated_at: `${ctx.today}T00:00:00.000Z` }
    BULK_RECHARGE_DAYS.forEach((rd, n) => {
      const day = ctx.days[rd].day
      const ymd = day.replace(/-/g, '')
      out.recharges.push({
        receipt_no: `P${consumerNo}${ymd}`,
        amount: rechargeAmount(rd),
        token: null,
        recharged_at: `${day}T04:${15 + n}:00.000Z`,
        channel: BULK_CHANNELS[(k + n) % 4],
        txn_id: `BULKP${consumerNo}${ymd}`,
      })
    })
  }
  return out
}
