import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tokenIdentifier } from '../../server/services/prepaid/sts'
import { decodeVendedToken, kWhForAmount } from '../../server/services/prepaid/vending'
import { createTestApp, type TestApp } from '../helpers/app'
import { testClock } from '../helpers/consumerAuth'
import { expectWorded } from '../helpers/apiWords'
import { TEST_DB } from '../helpers/db'
import { callbackFor, createOrder, ledgerRows, orderRow, postCallback, sandboxPost } from './payments-helpers'

const MIN = 60_000

describe(`payments: prepaid recharges — STS tokens and smart balances (${TEST_DB})`, () => {
  let t: TestApp
  const clock = testClock(Date.UTC(2026, 10, 22, 6, 0, 42))
  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: clock.now, env: { AUTH_IP_LIMIT: '1000' } })
  })
  afterAll(async () => t.close())

  it('a keypad PREPAID recharge issues a 20-digit STS token that decodes to the amount and the paid time', async () => {
    const orderId = await createOrder(t, { purpose: 'recharge', consumerNo: '103000000003', amountPaise: 25_000 })
    expect((await sandboxPost(t, orderId, 'pay')).status).toBe(303)
    const order = await orderRow(t, orderId)
    expect(order).toMatchObject({ status: 'PAID', receipt_no: expect.stringMatching(/^RP20261122[A-Z2-7]{8}$/) })
    const { recharges, payments } = await ledgerRows(t, orderId)
    expect(payments).toHaveLength(0)
    expect(recharges).toHaveLength(1)
    const r = recharges[0]
    expect(r).toMatchObject({ receipt_no: order.receipt_no, amount: 25_000, channel: 'ONLINE', recharged_at: order.paid_at, token: expect.stringMatching(/^\d{20}$/) })

    const meter = await t.services.billing.prepaidMeter('103000000003')
    expect(meter?.meterNo).toBe('04000000003')
    const tariff = await t.services.billing.tariff('LT-II')
    const rate = tariff!.slabs[0].ratePaise
    const decoded = decodeVendedToken(r.token, meter!.meterNo, t.config.stsVendingKey)
    expect(decoded.kWh).toBe(kWhForAmount(25_000, rate)) // 250 / 6.05 = 41.32… → 41.4 kWh
    expect(decoded.kWh).toBe(41.4)
    expect(decoded.tid).toBe(tokenIdentifier(new Date(order.paid_at)))
    expect(decoded.date.toISOString()).toBe('2026-11-22T06:00:00.000Z')
    // the balance of a keypad meter lives in the meter; ours is not touched
    expect((await t.services.billing.prepaidMeter('103000000003'))?.balance).toBe(meter!.balance)

    const s = await request(t.app).get(`/api/payments/status?consNo=103000000003&txnId=${orderId}`)
    expect(s.status).toBe(200)
    expect(s.body).toMatchObject({ purpose: 'recharge', status: 'PAID', token: r.token, meterNo: '04000000003', balancePaise: null, receiptNo: order.receipt_no })
    // the dashboards' read API lists it with its token (the voucher to reprint)
    const listed = await t.services.billing.recharges('103000000003', 5)
    expect(listed[0]).toMatchObject({ txnId: orderId, token: r.token, receiptNo: order.receipt_no })
  })

  it('a repeated callback issues no second token', async () => {
    const orderId = await createOrder(t, { purpose: 'recharge', consumerNo: '103000000003', amountPaise: 10_000 })
    const ev = await callbackFor(t, orderId)
    expect((await postCallback(t, ev.raw, ev.signature)).body.status).toBe('accepted')
    expect((await postCallback(t, ev.raw, ev.signature)).body).toEqual({ status: 'duplicate' })
    const second = await callbackFor(t, orderId)
    expect((await postCallback(t, second.raw, second.signature)).body.status).toBe('ignored')
    expect((await ledgerRows(t, orderId)).recharges).toHaveLength(1)
  })

  it('a SMART PREPAID recharge credits the balance exactly once (no token), also under concurrent callbacks', async () => {
    const before = (await t.services.billing.prepaidMeter('104000000004'))!.balance
    const orderId = await createOrder(t, { purpose: 'recharge', consumerNo: '104000000004', amountPaise: 50_000 })
    const events = await Promise.all([1, 2, 3].map(() => callbackFor(t, orderId)))
    const answers = await Promise.all([...events, events[0]].map((e) => postCallback(t, e.raw, e.signature)))
    expect(answers.filter((a) => a.body.status === 'accepted')).toHaveLength(1)
    const after = await t.services.billing.prepaidMeter('104000000004')
    expect(after!.balance).toBe(before + 50_000)
    expect(after!.updatedAt).toBe((await orderRow(t, orderId)).paid_at)
    const { recharges } = await ledgerRows(t, orderId)
    expect(recharges).toHaveLength(1)
    expect(recharges[0].token).toBeNull()

    const s = await request(t.app).get(`/api/payments/status?consNo=104000000004&txnId=${orderId}`)
    expect(s.body).toMatchObject({ status: 'PAID', token: null, meterNo: after!.meterNo, balancePaise: before + 50_000 })
    // another consumer — even of the same mobile — cannot read it
    expect((await request(t.app).get(`/api/payments/status?consNo=105000000006&txnId=${orderId}`)).status).toBe(404)
  })

  it('a lost smart-prepaid callback is credited once by reconciliation', async () => {
    await t.testDb.db('payment_orders').whereIn('status', ['CREATED', 'PENDING']).update({ status: 'CANCELLED' })
    const before = (await t.services.billing.prepaidMeter('105000000006'))!.balance
    const orderId = await createOrder(t, { purpose: 'recharge', consumerNo: '105000000006', amountPaise: 20_000 })
    expect((await sandboxPost(t, orderId, 'pay-lose-callback')).status).toBe(303)
    expect((await t.services.billing.prepaidMeter('105000000006'))!.balance).toBe(before)
    clock.advance(20 * MIN)
    expect(await t.services.payments.reconcile({ olderThanMs: 15 * MIN })).toMatchObject({ checked: 1, paid: 1 })
    expect(await t.services.payments.reconcile({ olderThanMs: 0 })).toMatchObject({ checked: 0, paid: 0 })
    expect((await t.services.billing.prepaidMeter('105000000006'))!.balance).toBe(before + 20_000)
  })

  it('a keypad meter whose number cannot take STS tokens is refused before payment (409)', async () => {
    const consumerId = (await t.testDb.db('consumers').first('id').where('consumer_no', '103000000003')).id
    const meter = await t.testDb.db('prepaid_meters').first('meter_no').where('consumer_id', consumerId)
    await t.testDb.db('prepaid_meters').where('consumer_id', consumerId).update({ meter_no: 'KP-000003' })
    try {
      const res = await request(t.app).post('/api/payments/orders').set('Idempotency-Key', 'bad-meter-1').send({ purpose: 'recharge', consumerNo: '103000000003', amountPaise: 10_000 })
      expect(res.status).toBe(409)
      expect(res.body).toMatchObject({ code: 'VENDING_UNAVAILABLE', message: 'Tokens cannot be issued for this meter online; please contact the section office' })
      expectWorded(res.body)
    } finally {
      await t.testDb.db('prepaid_meters').where('consumer_id', consumerId).update({ meter_no: meter.meter_no })
    }
  })
})
