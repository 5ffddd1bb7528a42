import type { Tariff } from '#shared/billing/contract'
import type { Knex } from 'knex'
import { DIVISION_CODE_LIST, zoneOfDivision } from '#shared/billing/divisionCodes'
import { circleOfDivision } from '#shared/eodb/circles'
import { computeBill } from '../server/services/billing/tariff'
import { DEMO_TARIFFS, demoTariff } from '../server/services/billing/tariffs'
import { vendCreditToken } from '../server/services/prepaid/vending'
import { DEV_STS_VENDING_KEY } from '../server/config'
import { DEMO_BILL_MONTHS, DEMO_CONSUMERS, DEMO_READING_DAYS, seededRandom, type DemoConsumer } from './billingDemo'
import { addDays } from './dates'
import { place } from './places'

const CHANNELS = ['ONLINE', 'UPI', 'BBPS', 'COUNTER']
/** a rough all-in rate a smart prepaid meter deducts per kWh, paise */
const SMART_PREPAID_PAISE_PER_KWH = 700

export async function insertChunked(db: Knex, table: string, rows: object[], size = 200): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await db(table).insert(rows.slice(i, i + size))
}

/** YYYY-MM of `today`'s month shifted by `delta` months */
function monthOf(today: string, delta: number): string {
  const y = Number(today.slice(0, 4))
  const m = Number(today.slice(5, 7)) - 1 + delta
  const d = new Date(Date.UTC(y, m, 1))
  return d.toISOString().slice(0, 7)
}

export function divisionRows() {
  return DIVISION_CODE_LIST.map((code, i) => {
    const [town] = place(i)
    return {
      code,
      name: `${town} Electrical Division ${Math.floor(i / 16) + 1}`,
      zone: `${zoneOfDivision(code)} Zone`,
      // the circle of shared/eodb/circles.ts (seeds/eodb.ts sets divisions.circle_code to the same one)
      circle: circleOfDivision(code)!.name,
      sub_divisions: [`${town} Sub-Division I`, `${town} Sub-Division II`].join('|'),
    }
  })
}

function tariffRows(tariffs: readonly Tariff[]) {
  const categories = tariffs.map((t) => ({
    code: t.code,
    name: t.name,
    fixed_charge_per_kw: t.fixedChargePaisePerKw,
    fppa_per_unit: t.fppaPaisePerUnit,
    duty_kind: t.duty.kind,
    duty_value: t.duty.kind === 'percent' ? t.duty.basisPoints : t.duty.paisePerUnit,
    meter_rent: t.meterRentPaise,
    rebate_bp: t.rebateBasisPoints,
    surcharge_bp: t.surchargeBasisPoints,
  }))
  const slabs = tariffs.flatMap((t) => t.slabs.map((s, seq) => ({ category_code: t.code, seq, up_to_units: s.upTo, rate_per_unit: s.ratePaise })))
  return { categories, slabs }
}

function meterNoOf(c: DemoConsumer): string {
  return (c.connType.startsWith('SMART') ? 'SM' : c.connType === 'PREPAID' ? '04' : 'AP') + c.consumerNo.slice(3)
}

/** 24 monthly bills computed by the tariff engine; the newest `unpaidBills` stay unpaid, the rest are paid before due. */
async function seedBills(db: Knex, consumerId: number, c: DemoConsumer, today: string): Promise<void> {
  const tariff = demoTariff(c.tariffCategory)
  const rand = seededRandom(c.consumerNo)
  const unpaid = c.unpaidBills ?? 1
  const base = c.tariffCategory === 'LT-IV' ? 420 : 90 + 60 * c.connectedLoadKw
  let reading = 1000 + Math.floor(rand() * 9000)
  let carried = 0
  const bills: Array<Record<string, unknown>> = []
  const paidPeriods: Array<{ billNo: string; period: string; amount: number; dueDate: string }> = []
  for (let k = DEMO_BILL_MONTHS; k >= 1; k--) {
    const period = monthOf(today, -k)
    const month = Number(period.slice(5, 7))
    const season = month >= 4 && month <= 9 ? 1.3 : 0.85
    const units = Math.round(base * season * (0.85 + 0.3 * rand()))
    const charges = computeBill({ previousReading: reading, currentReading: reading + units, connectedLoadKw: c.connectedLoadKw, arrearsPaise: carried }, tariff)
    // bills are issued on the 1st; the current one a few days before today, so it is not yet due
    const firstOfMonth = `${monthOf(today, -k + 1)}-01`
    const billDate = k === 1 && addDays(today, -5) > firstOfMonth ? addDays(today, -5) : firstOfMonth
    const dueDate = addDays(billDate, 15)
    const billNo = `${c.consumerNo}${period.replace('-', '')}`
    bills.push(billRow({ billNo, consumerId, period, billDate, dueDate, tariffCode: tariff.code, previousReading: reading, currentReading: reading + units }, charges))
    if (k > unpaid) {
      paidPeriods.push({ billNo, period, amount: charges.amountBeforeDue, dueDate })
      carried = 0
    } else {
      carried = charges.amountAfterDue // unpaid: carried into the next bill, surcharge included
    }
    reading += units
  }
  await insertChunked(db, 'bills', bills)
  const ids = new Map<string, number>()
  for (const r of await db('bills').select('id', 'bill_no').where('consumer_id', consumerId)) ids.set(String(r.bill_no), Number(r.id))
  await insertChunked(
    db,
    'payments',
    paidPeriods.map((p, i) => ({
      receipt_no: `R${p.billNo}`,
      consumer_id: consumerId,
      bill_id: ids.get(p.billNo),
      amount: p.amount,
      paid_at: `${addDays(p.dueDate, -3 - (i % 5))}T05:${String(10 + (i % 40)).padStart(2, '0')}:00.000Z`,
      channel: CHANNELS[i % CHANNELS.length],
      txn_id: `SEED${p.billNo}`,
    })),
  )
}

/**
 * Prepaid meter with a balance and recharges; smart prepaid meters also get daily readings
 * that use the credit, keypad meters get the STS token of each recharge (vending key of the
 * deployment, so /ReprintVoucher shows tokens the meter accepts).
 */
async function seedPrepaid(db: Knex, consumerId: number, c: DemoConsumer, today: string, vendingKey: string): Promise<void> {
  const rand = seededRandom(c.consumerNo + 'p')
  const smart = c.connType === 'SMART PREPAID'
  const firstDay = addDays(today, -DEMO_READING_DAYS)
  const [meter] = await db('prepaid_meters')
    .insert({ consumer_id: consumerId, meter_no: meterNoOf(c), balance: 0, updated_at: `${today}T00:00:00.000Z` })
    .returning('id')
  const meterId = Number(typeof meter === 'object' ? meter.id : meter)
  const recharges: Array<Record<string, unknown>> = []
  const readings: Array<Record<string, unknown>> = []
  let balance = 40_000 + Math.floor(rand() * 20_000)
  for (let d = 0; d < DEMO_READING_DAYS; d++) {
    const day = addDays(firstDay, d)
    if (d % 15 === 0) {
      const amount = (d % 30 === 0 ? 1000 : 500) * 100
      const n = recharges.length
      const rechargedAt = `${day}T04:${String(15 + n).padStart(2, '0')}:00.000Z`
      const token = smart
        ? null
        : vendCreditToken({
            meterNo: meterNoOf(c),
            amountPaise: amount,
            ratePaisePerKwh: demoTariff(c.tariffCategory).slabs[0].ratePaise,
            vendingKey,
            paidAt: new Date(rechargedAt),
            random: Math.floor(rand() * 16),
          }).token
      recharges.push({
        receipt_no: `P${c.consumerNo}${day.replace(/-/g, '')}`,
        consumer_id: consumerId,
        meter_id: meterId,
        amount,
        token,
        recharged_at: rechargedAt,
        channel: CHANNELS[n % CHANNELS.length],
        txn_id: `SEEDP${c.consumerNo}${day.replace(/-/g, '')}`,
      })
      balance += amount
    }
    if (smart) {
      const kwh = Math.round((3 + c.connectedLoadKw * 1.5 * (0.6 + 0.8 * rand())) * 1000) / 1000
      balance -= Math.round(kwh * SMART_PREPAID_PAISE_PER_KWH)
      readings.push({ consumer_id: consumerId, day, kwh, balance })
    } else {
      balance -= Math.round((4 + 3 * rand()) * SMART_PREPAID_PAISE_PER_KWH)
    }
  }
  await insertChunked(db, 'recharges', recharges)
  await insertChunked(db, 'smart_daily_readings', readings)
  await db('prepaid_meters').where('id', meterId).update({ balance })
}

/** Daily consumption of a smart postpaid meter (no balance). */
async function seedSmartPostpaidReadings(db: Knex, consumerId: number, c: DemoConsumer, today: string): Promise<void> {
  const rand = seededRandom(c.consumerNo + 'd')
  const firstDay = addDays(today, -DEMO_READING_DAYS)
  const rows = Array.from({ length: DEMO_READING_DAYS }, (_, d) => ({
    consumer_id: consumerId,
    day: addDays(firstDay, d),
    kwh: Math.round((4 + c.connectedLoadKw * 1.2 * (0.6 + 0.8 * rand())) * 1000) / 1000,
    balance: null,
  }))
  await insertChunked(db, 'smart_daily_readings', rows)
}

/**
 * The billing system's demo data: divisions, the tariff schedule and the demo consumers with
 * their bills, payments, prepaid credit and smart-meter readings. `today` is an ISO date in
 * India; everything is computed from it, so the data is deterministic for a given day.
 */
export async function seedBilling(db: Knex, today: string, vendingKey: string = DEV_STS_VENDING_KEY): Promise<void> {
  await insertChunked(db, 'divisions', divisionRows())
  const { categories, slabs } = tariffRows(DEMO_TARIFFS)
  await db('tariff_categories').insert(categories)
  await db('tariff_slabs').insert(slabs)
  for (const [i, c] of DEMO_CONSUMERS.entries()) {
    const divisionCode = c.consumerNo.slice(0, 3)
    const [town] = place(DIVISION_CODE_LIST.indexOf(divisionCode))
    const [row] = await db('consumers')
      .insert({
        consumer_no: c.consumerNo,
        old_consumer_no: `${divisionCode}/${String(4100 + i * 37).padStart(6, '0')}`,
        name: c.name,
        address: c.address,
        mobile: c.mobile,
        email: c.email,
        conn_type: c.connType,
        tariff_category: c.tariffCategory,
        connected_load_kw: c.connectedLoadKw,
        phase: c.connectedLoadKw > 4 ? 3 : 1,
        meter_no: meterNoOf(c),
        status: 'ACTIVE',
        division_code: divisionCode,
        sub_division: `${town} Sub-Division I`,
      })
      .returning('id')
    const consumerId = Number(typeof row === 'object' ? row.id : row)
    if (c.connType === 'POSTPAID' || c.connType === 'SMART POSTPAID') await seedBills(db, consumerId, c, today)
    if (c.connType === 'SMART POSTPAID') await seedSmartPostpaidReadings(db, consumerId, c, today)
    if (c.connType === 'PREPAID' || c.connType === 'SMART PREPAID') await seedPrepaid(db, consumerId, c, today, vendingKey)
  }
}

/** A `bills` row of the demo data: the bill's identity and readings, and its charges as computeBill gave them. */
export function billRow(
  b: { billNo: string; consumerId: number; period: string; billDate: string; dueDate: string; tariffCode: string; previousReading: number; currentReading: number },
  charges: ReturnType<typeof computeBill>,
): Record<string, unknown> {
  return {
    bill_no: b.billNo,
    consumer_id: b.consumerId,
    period: b.period,
    bill_date: b.billDate,
    due_date: b.dueDate,
    tariff_category: b.tariffCode,
    previous_reading: b.previousReading,
    current_reading: b.currentReading,
    multiplying_factor: 1,
    units: charges.units,
    energy_charge: charges.energyCharge,
    fixed_charge: charges.fixedCharge,
    fppa_charge: charges.fppaCharge,
    electricity_duty: charges.electricityDuty,
    meter_rent: charges.meterRent,
    arrears: charges.arrears,
    rebate: charges.rebate,
    surcharge: charges.surcharge,
    amount_before_due: charges.amountBeforeDue,
    amount_after_due: charges.amountAfterDue,
  }
}
