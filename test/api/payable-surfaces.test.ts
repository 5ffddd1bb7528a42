/**
 * Issue 23 §1: what a bill asks for, the same on every surface. Each scenario gets a consumer
 * of its own with one bill (dated from the real today, as the pages read the real date: bill
 * date 27 days ago, due 12 days ago) and the payments of the scenario; then every surface is
 * asked what is payable today, and the test fails when any two disagree or the rule's answer
 * (shared/billing/payable.ts) is not theirs:
 *   - /PayBill and /ViewBill (their +data read billingLookups.billPaymentState),
 *   - the UPI link, its QR code and the bill PDF's slip (upi.payableNow, the QR endpoint),
 *   - the dashboards and the chat's bill answer (dashboard.postpaid → currentBill),
 *   - the BBPS bill fetch (signed call),
 *   - payment order creation (more than payable refused, exactly payable accepted, nothing
 *     payable: NO_DUES).
 */
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, indiaToday } from '#shared/time'
import { payableOf } from '#shared/billing/payable'
import { signBbps } from '../../server/services/bbps/signature'
import { billUpiQrUrl } from '#shared/content/documentLinks'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'
import { callbackFor, createOrder, ledgerRows, postCallback, postOrder } from './payments-helpers'

const TODAY = indiaToday()
const BILL_DATE = addDays(TODAY, -27)
const DUE = addDays(TODAY, -12)
const BEFORE = 146_396
const AFTER = 150_833
const SURCHARGE = AFTER - BEFORE

type Pay = { amount: number; on: string; channel: 'ONLINE' | 'BBPS' | 'COUNTER'; linked?: boolean }
const scenarios: Array<{ name: string; payments: Pay[]; payable: number }> = [
  { name: 'no payment', payments: [], payable: AFTER },
  { name: 'paid in full before the due date (gateway)', payments: [{ amount: BEFORE, on: addDays(DUE, -4), channel: 'ONLINE' }], payable: 0 },
  { name: 'paid in full on the due date (BBPS, not linked to the bill)', payments: [{ amount: BEFORE, on: DUE, channel: 'BBPS', linked: false }], payable: 0 },
  { name: 'paid in full after the due date, surcharge included', payments: [{ amount: AFTER, on: addDays(DUE, 3), channel: 'ONLINE' }], payable: 0 },
  { name: 'paid the before-due amount after the due date', payments: [{ amount: BEFORE, on: addDays(DUE, 3), channel: 'COUNTER' }], payable: SURCHARGE },
  { name: 'half paid before the due date', payments: [{ amount: BEFORE / 2, on: addDays(DUE, -2), channel: 'ONLINE' }], payable: BEFORE / 2 + Math.floor(SURCHARGE / 2) },
  {
    name: 'half before, the rest with its surcharge after',
    payments: [
      { amount: BEFORE / 2, on: addDays(DUE, -2), channel: 'ONLINE' },
      { amount: BEFORE / 2 + Math.floor(SURCHARGE / 2), on: addDays(DUE, 2), channel: 'BBPS' },
    ],
    payable: 0,
  },
  { name: 'overpaid', payments: [{ amount: 200_000, on: addDays(DUE, -1), channel: 'ONLINE' }], payable: 0 },
  // settled by reconciliation days later: the ledger carries the time the consumer paid
  { name: 'paid on time, settled by reconciliation after the due date', payments: [{ amount: BEFORE, on: addDays(DUE, -1), channel: 'ONLINE' }], payable: 0 },
]

describe(`one payable amount on every surface (${TEST_DB})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: () => Date.now(), env: { AUTH_IP_LIMIT: '1000' } })
  })
  afterAll(async () => t.close())

  const db = () => t.testDb.db

  /** A consumer of its own (a copy of 101000000001 under another number) with one bill and the payments. */
  async function consumerWith(i: number, payments: Pay[]): Promise<{ consumerNo: string; billNo: string }> {
    const consumerNo = `1010000009${String(i).padStart(2, '0')}`
    const base = await db()('consumers').first().where('consumer_no', '101000000001')
    const { id: _id, ...rest } = base
    const [row] = await db()('consumers')
      .insert({ ...rest, consumer_no: consumerNo, old_consumer_no: null, mobile: null, meter_no: `SURF${i}` })
      .returning('id')
    const consumerId = Number(typeof row === 'object' ? row.id : row)
    const template = await db()('bills').first().where('consumer_id', base.id).orderBy('period', 'desc')
    const { id: _b, ...bill } = template
    const billNo = `${consumerNo}${BILL_DATE.slice(0, 7).replace('-', '')}`
    const [b] = await db()('bills')
      .insert({ ...bill, bill_no: billNo, consumer_id: consumerId, bill_date: BILL_DATE, due_date: DUE, amount_before_due: BEFORE, amount_after_due: AFTER })
      .returning('id')
    const billId = Number(typeof b === 'object' ? b.id : b)
    for (const [k, p] of payments.entries()) {
      await db()('payments').insert({
        receipt_no: `RSURF${i}${k}`,
        consumer_id: consumerId,
        bill_id: p.linked === false ? null : billId,
        amount: p.amount,
        paid_at: `${p.on}T06:00:00.000Z`,
        channel: p.channel,
        txn_id: `SURF${i}-${k}`,
      })
    }
    return { consumerNo, billNo }
  }

  function bbpsFetch(consumerNo: string) {
    const raw = JSON.stringify({ consumerNo })
    const ts = String(Math.floor(Date.now() / 1000))
    const target = '/api/bbps/bill-fetch'
    const sig = signBbps(t.config.bbps.signingKey, { method: 'POST', target, timestamp: ts, ouId: t.config.bbps.ouId, body: raw })
    return request(t.app).post(target).set('content-type', 'application/json').set('X-BBPS-OU-Id', t.config.bbps.ouId).set('X-BBPS-Timestamp', ts).set('X-BBPS-Signature', sig).send(raw)
  }

  it.each(scenarios.map((s, i) => [s.name, s, i] as const))('%s', async (_name, s, i) => {
    const { consumerNo, billNo } = await consumerWith(i, s.payments)
    const services = t.services!
    const bill = (await services.billing.latestBill(consumerNo))!
    expect(bill.billNo).toBe(billNo)

    // the rule itself, on the scenario's payments
    const rule = payableOf(
      bill,
      s.payments.map((p) => ({ amount: p.amount, paidOn: p.on })),
      TODAY,
    ).payablePaise
    expect(rule, 'the rule').toBe(s.payable)

    const surfaces: Record<string, number> = {}
    // /PayBill and /ViewBill
    const state = await services.billingLookups.billPaymentState(consumerNo, bill, TODAY)
    surfaces.payBillAndViewBill = state.payablePaise
    expect(state.paid).toBe(s.payable === 0)
    // the UPI link, its QR code and the bill PDF's slip
    surfaces.upi = (await services.upi.payableNow(consumerNo, bill))?.amountPaise ?? 0
    // the dashboards and the chat's bill answer
    const consumer = (await services.billing.consumer(consumerNo))!
    const cur = (await services.dashboard.postpaid(consumer)).currentBill!
    surfaces.dashboardAndChat = cur.payableNowPaise
    expect(cur.paid).toBe(s.payable === 0)
    // the BBPS bill fetch
    const fetched = await bbpsFetch(consumerNo)
    expect(fetched.status).toBe(200)
    surfaces.bbps = fetched.body.result === 'NO DUES' ? 0 : fetched.body.amountPaise
    expect(fetched.body.result).toBe(s.payable > 0 ? 'BILL DUE' : 'NO DUES')

    expect(surfaces).toEqual({ payBillAndViewBill: s.payable, upi: s.payable, dashboardAndChat: s.payable, bbps: s.payable })

    // a payment order: never more than is payable
    if (s.payable > 0) {
      const over = await postOrder(t, { purpose: 'bill', consumerNo, amountPaise: s.payable + 1 })
      expect(over.status).toBe(400)
      expect(over.body).toMatchObject({ code: 'AMOUNT_ABOVE_PAYABLE', params: { payablePaise: s.payable } })
      const qrOver = await request(t.app).get(billUpiQrUrl(billNo, consumerNo, s.payable + 1))
      expect(qrOver.status).toBe(400)
      expect((await request(t.app).get(billUpiQrUrl(billNo, consumerNo, s.payable))).status).toBe(200)
      const exact = await postOrder(t, { purpose: 'bill', consumerNo, amountPaise: s.payable })
      expect(exact.status, JSON.stringify(exact.body)).toBe(201)
    } else {
      const none = await postOrder(t, { purpose: 'bill', consumerNo, amountPaise: 100 })
      expect(none.status).toBe(409)
      expect(none.body).toMatchObject({ code: 'NO_DUES', message: 'Nothing is payable on this bill now.' })
      expect((await request(t.app).get(billUpiQrUrl(billNo, consumerNo, 100))).status).toBe(400)
    }
  })

  it('paid on time through the gateway, its report reaching us after the due date: paid on every surface', async () => {
    const { consumerNo } = await consumerWith(40, [])
    const services = t.services!
    const orderId = await createOrder(t, { purpose: 'bill', consumerNo, amountPaise: BEFORE })
    // the payer was at the gateway the day before the due date; the callback (or the
    // reconciliation) comes days later
    const paidOn = addDays(DUE, -1)
    await db()('payment_orders')
      .where('order_id', orderId)
      .update({ created_at: `${paidOn}T05:00:00.000Z` })
    const { raw, signature } = await callbackFor(t, orderId, { occurredAt: `${paidOn}T05:10:00.000Z` })
    expect((await postCallback(t, raw, signature)).status).toBe(200)
    const [row] = (await ledgerRows(t, orderId)).payments
    expect(String(row.paid_at)).toBe(`${paidOn}T05:10:00.000Z`)

    const bill = (await services.billing.latestBill(consumerNo))!
    expect(await services.billingLookups.billPaymentState(consumerNo, bill, TODAY)).toMatchObject({ payablePaise: 0, surchargePaise: 0, paid: true })
    expect(await services.upi.payableNow(consumerNo, bill)).toBeNull()
    expect((await services.dashboard.postpaid((await services.billing.consumer(consumerNo))!)).currentBill).toMatchObject({ payableNowPaise: 0, paid: true })
    expect((await bbpsFetch(consumerNo)).body.result).toBe('NO DUES')
    expect((await postOrder(t, { purpose: 'bill', consumerNo, amountPaise: 100 })).body.code).toBe('NO_DUES')
  })

  it('a gateway time before the order was made or after now is not believed', async () => {
    const { payerTime } = await import('../../server/services/payments/settle')
    const made = '2026-11-10T05:00:00.000Z'
    const now = '2026-11-20T05:00:00.000Z'
    expect(payerTime('2026-11-12T05:00:00.000Z', made, now)).toBe('2026-11-12T05:00:00.000Z')
    expect(payerTime('2026-11-01T05:00:00.000Z', made, now)).toBe(made)
    expect(payerTime('2026-12-01T05:00:00.000Z', made, now)).toBe(now)
    expect(payerTime(undefined, made, now)).toBe(now)
    expect(payerTime('not a time', made, now)).toBe(now)
  })
})
