import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app'
import { testClock } from '../helpers/consumerAuth'
import { TEST_DB } from '../helpers/db'
import { callbackFor, newKey, orderRow, postCallback, postOrder } from './payments-helpers'

/**
 * Issue 7 §2: two tabs with two idempotency keys paid the same bill twice. A second order for
 * the same bill (consumer and bill) or the same prepaid meter within 30 minutes of one that is
 * paid or still open asks first: 409 REPEAT_PAYMENT with the first order, until the body says
 * `confirmRepeat: true`.
 */

const MIN = 60_000
const POSTPAID = '101000000001'
const OTHER_POSTPAID = '102000000002'
const KEYPAD = '103000000003'
const SMART = '104000000004'
const bill = (consumerNo = POSTPAID, amountPaise = 1_122) => ({ purpose: 'bill', consumerNo, amountPaise })
const recharge = (consumerNo = KEYPAD, amountPaise = 50_000) => ({ purpose: 'recharge', consumerNo, amountPaise })
/** hh:mm in India of a clock reading */
const indiaTime = (t: number) => new Date(t + 330 * MIN).toISOString().slice(11, 16)

describe(`payments: a second payment of the same bill or meter within 30 minutes asks first (${TEST_DB})`, () => {
  let t: TestApp
  const clock = testClock()
  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: clock.now, env: { AUTH_IP_LIMIT: '1000' } })
  })
  afterAll(async () => t.close())
  // every test starts with no order of the last 30 minutes
  beforeEach(() => clock.advance(31 * MIN))

  async function settle(orderId: string, status: 'SUCCESS' | 'FAILED' | 'CANCELLED') {
    const { raw, signature } = await callbackFor(t, orderId, { status })
    const res = await postCallback(t, raw, signature)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
  }

  it('the same bill again without confirmation: 409 REPEAT_PAYMENT with the first, still open, order; nothing stored', async () => {
    const first = await postOrder(t, bill())
    expect(first.status).toBe(201)
    const startedAt = clock.now()
    clock.advance(5 * MIN)
    const before = Number((await t.testDb.db('payment_orders').count({ n: '*' }).first())?.n)
    const again = await postOrder(t, bill(POSTPAID, 99_900))
    expect(again.status).toBe(409)
    expect(again.headers['cache-control']).toBe('no-store')
    expect(again.body).toMatchObject({
      status: 'error',
      code: 'REPEAT_PAYMENT',
      message: `A payment of ₹ 11.22 for this bill was started at ${indiaTime(startedAt)} and is not complete yet. Pay again?`,
      firstPayment: {
        orderId: first.body.orderId,
        purpose: 'bill',
        amountPaise: 1_122,
        status: 'CREATED',
        createdAt: new Date(startedAt).toISOString(),
        paidAt: null,
        receiptNo: null,
      },
    })
    expect(Number((await t.testDb.db('payment_orders').count({ n: '*' }).first())?.n)).toBe(before)
  })

  it('a paid first order: the question says when it was paid and gives its receipt number; with confirmation → 201', async () => {
    const first = await postOrder(t, bill(POSTPAID, 10_000))
    expect(first.status).toBe(201)
    clock.advance(2 * MIN)
    await settle(first.body.orderId, 'SUCCESS')
    const paid = await orderRow(t, first.body.orderId)
    expect(paid.status).toBe('PAID')
    clock.advance(20 * MIN)

    const key = newKey()
    const again = await postOrder(t, bill(POSTPAID, 10_000), key)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(`A payment of ₹ 100.00 for this bill was made at ${indiaTime(Date.parse(String(paid.paid_at)))}. Pay again?`)
    expect(again.body.firstPayment).toEqual({
      orderId: first.body.orderId,
      purpose: 'bill',
      amountPaise: 10_000,
      status: 'PAID',
      createdAt: String(paid.created_at),
      paidAt: String(paid.paid_at),
      receiptNo: String(paid.receipt_no),
    })
    expect(again.body.firstPayment.receiptNo).toMatch(/^RC/)

    // the payer says yes: the same key, now confirmed, makes the order
    const confirmed = await postOrder(t, { ...bill(POSTPAID, 10_000), confirmRepeat: true }, key)
    expect(confirmed.status).toBe(201)
    expect(confirmed.body.orderId).not.toBe(first.body.orderId)
    // replays of either key answer their own order, with or without the confirmation
    for (const body of [bill(POSTPAID, 10_000), { ...bill(POSTPAID, 10_000), confirmRepeat: true }]) {
      const replay = await postOrder(t, body, key)
      expect(replay.status).toBe(200)
      expect(replay.body.orderId).toBe(confirmed.body.orderId)
    }
    // a third order asks again (a paid one is shown first)
    const third = await postOrder(t, bill(POSTPAID, 10_000))
    expect(third.status).toBe(409)
    expect(third.body.firstPayment.orderId).toBe(first.body.orderId)
  })

  it('an idempotent replay of the first order is still the same order (200), not a question', async () => {
    const key = newKey()
    const first = await postOrder(t, bill(), key)
    expect(first.status).toBe(201)
    clock.advance(MIN)
    const replay = await postOrder(t, bill(), key)
    expect(replay.status).toBe(200)
    expect(replay.body).toEqual(first.body)
  })

  it.each(['FAILED', 'CANCELLED'] as const)('a %s first order asks nothing', async (status) => {
    const first = await postOrder(t, bill())
    expect(first.status).toBe(201)
    await settle(first.body.orderId, status)
    expect((await orderRow(t, first.body.orderId)).status).toBe(status)
    clock.advance(MIN)
    const again = await postOrder(t, bill())
    expect(again.status, JSON.stringify(again.body)).toBe(201)
  })

  it('30 minutes after the first order the question is not asked any more', async () => {
    const first = await postOrder(t, bill())
    expect(first.status).toBe(201)
    clock.advance(30 * MIN - 1)
    expect((await postOrder(t, bill())).status).toBe(409)
    clock.advance(1)
    const later = await postOrder(t, bill())
    expect(later.status, JSON.stringify(later.body)).toBe(201)
  })

  it('another consumer, another bill of the same consumer, another meter: no question', async () => {
    expect((await postOrder(t, bill(POSTPAID))).status).toBe(201)
    expect((await postOrder(t, bill(OTHER_POSTPAID))).status).toBe(201)
    expect((await postOrder(t, recharge(KEYPAD))).status).toBe(201)
    expect((await postOrder(t, recharge(SMART))).status).toBe(201)

    // a new bill of the same consumer is another bill
    const db = t.testDb.db
    const latest = await db('bills as b').join('consumers as c', 'c.id', 'b.consumer_id').first('b.*').where('c.consumer_no', POSTPAID).orderBy('b.period', 'desc')
    const { id: _id, ...copy } = latest as Record<string, unknown>
    await db('bills').insert({ ...copy, bill_no: `${String(copy.bill_no).slice(0, 20)}NEXT`, period: '2099-01' })
    try {
      const next = await postOrder(t, bill(POSTPAID))
      expect(next.status, JSON.stringify(next.body)).toBe(201)
      expect((await postOrder(t, bill(POSTPAID))).status).toBe(409)
    } finally {
      await db('payment_orders').whereIn('bill_id', db('bills').select('id').where('period', '2099-01')).del()
      await db('bills').where('period', '2099-01').del()
    }
  })

  it('the same meter again: 409 with the recharge; confirmed → 201', async () => {
    const first = await postOrder(t, { ...recharge(SMART, 20_000), locale: 'as', channel: 'mobile-app' })
    expect(first.status).toBe(201)
    const startedAt = clock.now()
    clock.advance(MIN)
    const again = await postOrder(t, recharge(SMART, 30_000))
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('REPEAT_PAYMENT')
    expect(again.body.message).toBe(`A recharge of ₹ 200.00 for this meter was started at ${indiaTime(startedAt)} and is not complete yet. Pay again?`)
    expect(again.body.firstPayment).toMatchObject({ orderId: first.body.orderId, purpose: 'recharge', amountPaise: 20_000, status: 'CREATED' })
    expect((await postOrder(t, { ...recharge(SMART, 30_000), confirmRepeat: true })).status).toBe(201)
    // a bill order of a consumer is not a recharge of its meter (and the other way round)
    expect((await postOrder(t, bill(POSTPAID))).status).toBe(201)
  })

  it('confirmRepeat must be a boolean', async () => {
    for (const confirmRepeat of ['yes', 1, null]) {
      const res = await postOrder(t, { ...bill(), confirmRepeat })
      expect(res.status, String(confirmRepeat)).toBe(400)
      expect(res.body.message).toBe('confirmRepeat must be true or false')
    }
    expect((await postOrder(t, { ...bill(), confirmRepeat: false })).status).toBe(201)
  })

  it('two tabs at once with two keys for the same bill or meter: one order, the other is asked', async () => {
    for (const body of [bill(OTHER_POSTPAID), recharge(KEYPAD)]) {
      const answers = await Promise.all([1, 2, 3, 4].map(() => postOrder(t, body)))
      expect(answers.map((a) => a.status).sort(), JSON.stringify(answers.map((a) => a.body))).toEqual([201, 409, 409, 409])
      const created = answers.find((a) => a.status === 201)!
      for (const a of answers.filter((x) => x.status === 409)) expect(a.body.firstPayment.orderId).toBe(created.body.orderId)
    }
  })
})
