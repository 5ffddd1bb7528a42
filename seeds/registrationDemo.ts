/**
 * Demo consumers of consumer registration and the one-time settlement (issue 10 §3), beside
 * the login demo consumers (seeds/billingDemo.ts, untouched):
 *   - REGISTRATION_DEMO.noMobile: a postpaid connection with no mobile on record, so
 *     /ConsumerRegistration sends the OTP to the new mobile and makes a request, with an identity
 *     document, that an officer approves on the work desk (issue 27 §1);
 *   - REGISTRATION_DEMO.arrears: a postpaid connection whose last 9 bills are unpaid, so its
 *     arrears are 8 months old and qualify for the settlement schemes (ots_rules);
 *   - REGISTRATION_DEMO.lateOnce: a postpaid connection that paid one bill late, 10 months ago
 *     (surcharge included), and every other bill on time, so it qualifies for /SurchargeWaiver.
 * Bills by the tariff engine, like the login demo's: an unpaid bill is carried into the next at
 * its amount after the due date.
 */
import type { Knex } from 'knex'
import { computeBill } from '../server/services/billing/tariff'
import { demoTariff } from '../server/services/billing/tariffs'
import { addDays } from './dates'
import { billRow } from './billing'

export const REGISTRATION_DEMO = {
  noMobile: { consumerNo: '106000000007', name: 'Dipankar Hazarika', address: 'Bhetapara, Guwahati 781028', unpaid: 1 },
  arrears: { consumerNo: '107000000008', mobile: '9000000008', name: 'Nirmali Kalita', address: 'Panbazar, Nalbari 781335', unpaid: 9 },
  lateOnce: { consumerNo: '108000000010', mobile: '9000000010', name: 'Bhaskar Saikia', address: 'Chowkbazar, Sivasagar 785640', unpaid: 0, paidLate: 10 },
} as const

const MONTHS = 12

function monthOf(today: string, delta: number): string {
  const d = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 + delta, 1))
  return d.toISOString().slice(0, 7)
}

/** `unpaid`: the last this many bills are not paid; `paidLate`: the bill this many months back was paid 10 days after its due date, surcharge included. */
async function seedOne(db: Knex, today: string, c: { consumerNo: string; name: string; address: string; unpaid: number; mobile?: string; paidLate?: number }): Promise<void> {
  const division = c.consumerNo.slice(0, 3)
  const [row] = await db('consumers')
    .insert({
      consumer_no: c.consumerNo,
      old_consumer_no: null,
      name: c.name,
      address: c.address,
      mobile: c.mobile ?? null,
      email: null,
      conn_type: 'POSTPAID',
      tariff_category: 'LT-II',
      connected_load_kw: 2,
      phase: 1,
      meter_no: `AP${c.consumerNo.slice(3)}`,
      status: 'ACTIVE',
      division_code: division,
      sub_division: null,
    })
    .returning('id')
  const consumerId = Number(typeof row === 'object' ? row.id : row)
  const tariff = demoTariff('LT-II')
  let reading = 4200
  let carried = 0
  const bills: Array<Record<string, unknown>> = []
  const payments: Array<Record<string, unknown>> = []
  for (let k = MONTHS; k >= 1; k--) {
    const period = monthOf(today, -k)
    const units = 150 + ((k * 37) % 90)
    const charges = computeBill({ previousReading: reading, currentReading: reading + units, connectedLoadKw: 2, arrearsPaise: carried }, tariff)
    const billDate = `${monthOf(today, -k + 1)}-01`
    const dueDate = addDays(billDate, 15)
    const billNo = `${c.consumerNo}${period.replace('-', '')}`
    bills.push(billRow({ billNo, consumerId, period, billDate, dueDate, tariffCode: tariff.code, previousReading: reading, currentReading: reading + units }, charges))
    const late = k === c.paidLate
    const paidOn = late ? addDays(dueDate, 10) : addDays(dueDate, -4)
    if (k > c.unpaid && paidOn <= today) {
      payments.push({
        receipt_no: `R${billNo}`,
        consumer_id: consumerId,
        billNo,
        amount: late ? charges.amountAfterDue : charges.amountBeforeDue,
        paid_at: `${paidOn}T05:30:00.000Z`,
        channel: 'COUNTER',
        txn_id: `SEED${billNo}`,
      })
      carried = 0
    } else if (k > c.unpaid) {
      // due date still ahead: not paid yet, nothing carried
      carried = 0
    } else {
      carried = charges.amountAfterDue
    }
    reading += units
  }
  await db('bills').insert(bills)
  const ids = new Map<string, number>()
  for (const r of await db('bills').select('id', 'bill_no').where('consumer_id', consumerId)) ids.set(String(r.bill_no), Number(r.id))
  if (payments.length) await db('payments').insert(payments.map(({ billNo, ...p }) => ({ ...p, bill_id: ids.get(String(billNo)) })))
}

/** The three demo consumers with their bills; `today` is an ISO date in India. */
export async function seedRegistrationDemo(db: Knex, today: string): Promise<void> {
  await seedOne(db, today, REGISTRATION_DEMO.noMobile)
  await seedOne(db, today, REGISTRATION_DEMO.arrears)
  await seedOne(db, today, REGISTRATION_DEMO.lateOnce)
}
