import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signBody } from '../../server/adapters/payment'
import { createTestApp, type TestApp } from '../helpers/app'
import { testClock } from '../helpers/consumerAuth'
import { TEST_DB } from '../helpers/db'
import { callbackFor, createOrder, ledgerRows, orderRow, postCallback } from './payments-helpers'

describe(`payments: POST /api/payments/callback (${TEST_DB})`, () => {
  let t: TestApp
  const clock = testClock()
  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: clock.now, env: { AUTH_IP_LIMIT: '1000' } })
  })
  afterAll(async () => t.close())

  const billOrder = (amountPaise = 7_770) => createOrder(t, { purpose: 'bill', consumerNo: '101000000001', amountPaise })

  it('a forged, missing or stale signature is a 401 and changes nothing', async () => {
    const orderId = await billOrder()
    const { raw, signature } = await callbackFor(t, orderId)
    const forged = signBody(raw, 'x'.repeat(40))
    const otherBody = (await callbackFor(t, orderId)).signature
    for (const sig of [undefined, '', forged, otherBody, signature.slice(0, -2), signature.replace('sha256=', 'sha1='), 'sha256=zz']) {
      const res = await postCallback(t, raw, sig)
      expect(res.status, String(sig)).toBe(401)
      expect(res.body).toMatchObject({ status: 'error', message: 'Invalid callback signature' })
    }
    // the body changed after signing (amount raised by the attacker)
    const tampered = raw.replace('"status":"SUCCESS"', '"status":"SUCCESS" ')
    expect((await postCallback(t, tampered, signature)).status).toBe(401)
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'CREATED', paid_at: null, receipt_no: null })
    expect((await ledgerRows(t, orderId)).total).toBe(0)
    expect(await t.testDb.db('payment_events').where('order_id', orderId).first()).toBeUndefined()
  })

  it('a signed body that is not a valid event is a 400; an unknown order a 404', async () => {
    const secret = t.config.paymentWebhookSecret
    const orderId = await billOrder()
    const good = JSON.parse((await callbackFor(t, orderId)).raw)
    const bodies = [
      'not json',
      '[]',
      JSON.stringify({ ...good, status: 'PAID' }),
      JSON.stringify({ ...good, amountPaise: '7770' }),
      JSON.stringify({ ...good, amountPaise: 1.5 }),
      JSON.stringify({ ...good, orderId: 'ORDER1' }),
      JSON.stringify({ ...good, eventId: '' }),
      JSON.stringify({ ...good, occurredAt: 'yesterday' }),
      JSON.stringify({ ...good, gatewayTxnId: undefined }),
    ]
    for (const raw of bodies) {
      const res = await postCallback(t, raw, signBody(raw, secret))
      expect(res.status, raw).toBe(400)
    }
    const unknown = JSON.stringify({ ...good, orderId: 'APDAAAAAAAAAAAAAAAA' })
    expect((await postCallback(t, unknown, signBody(unknown, secret))).status).toBe(404)
    expect((await orderRow(t, orderId)).status).toBe('CREATED')
  })

  it('SUCCESS posts the payment once with a receipt; the same event again and a second SUCCESS change nothing', async () => {
    const orderId = await billOrder(8_880)
    const ev = await callbackFor(t, orderId, { gatewayTxnId: 'GWTXN-0001' })
    const res = await postCallback(t, ev.raw, ev.signature)
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body).toEqual({ status: 'accepted', orderId, orderStatus: 'PAID' })
    const order = await orderRow(t, orderId)
    const paidAt = new Date(clock.now()).toISOString()
    expect(order).toMatchObject({ status: 'PAID', gateway_txn_id: 'GWTXN-0001', paid_at: paidAt, receipt_no: expect.stringMatching(/^RC20261122[A-Z2-7]{8}$/) })
    const { payments } = await ledgerRows(t, orderId)
    expect(payments).toHaveLength(1)
    expect(payments[0]).toMatchObject({ receipt_no: order.receipt_no, amount: 8_880, channel: 'ONLINE', paid_at: paidAt })
    expect(Number(payments[0].bill_id)).toBe(Number(order.bill_id))

    const dup = await postCallback(t, ev.raw, ev.signature)
    expect(dup.status).toBe(200)
    expect(dup.body).toEqual({ status: 'duplicate' })
    const second = await callbackFor(t, orderId)
    expect((await postCallback(t, second.raw, second.signature)).body).toEqual({ status: 'ignored', orderId, orderStatus: 'PAID' })
    const failed = await callbackFor(t, orderId, { status: 'FAILED' })
    expect((await postCallback(t, failed.raw, failed.signature)).body).toEqual({ status: 'ignored', orderId, orderStatus: 'PAID' })
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'PAID', receipt_no: order.receipt_no, gateway_txn_id: 'GWTXN-0001' })
    expect((await ledgerRows(t, orderId)).total).toBe(1)

    // the payment-status call finds it by our order id and by the gateway's txn id
    for (const txnId of [orderId, 'GWTXN-0001']) {
      const s = await request(t.app).get(`/api/payments/status?consNo=101000000001&txnId=${txnId}`)
      expect(s.body).toMatchObject({ orderId, status: 'PAID', paidAt, receiptNo: order.receipt_no, gatewayTxnId: 'GWTXN-0001', amountPaise: 8_880 })
    }
    // and the billing read API shows the payment
    const listed = await t.services.billing.payments('101000000001', 5)
    expect(listed.find((p) => p.txnId === orderId)).toMatchObject({ receiptNo: order.receipt_no, amount: 8_880, channel: 'ONLINE' })
  })

  it('an amount that differs from the order is a 409; nothing posted, and the event may come again corrected', async () => {
    const orderId = await billOrder(10_000)
    const wrong = await callbackFor(t, orderId, { eventId: 'EVT-AMOUNT-1', amountPaise: 1_000 })
    const res = await postCallback(t, wrong.raw, wrong.signature)
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('The amount does not match the payment order')
    expect((await orderRow(t, orderId)).status).toBe('CREATED')
    expect((await ledgerRows(t, orderId)).total).toBe(0)
    const right = await callbackFor(t, orderId, { eventId: 'EVT-AMOUNT-1' })
    expect((await postCallback(t, right.raw, right.signature)).body).toMatchObject({ status: 'accepted', orderStatus: 'PAID' })
  })

  it('concurrent callbacks (repeats and distinct SUCCESS events) post exactly once', async () => {
    const orderId = await billOrder(55_500)
    const one = await callbackFor(t, orderId)
    const events = [one, one, one, ...(await Promise.all([1, 2, 3, 4].map(() => callbackFor(t, orderId))))]
    const answers = await Promise.all(events.map((e) => postCallback(t, e.raw, e.signature)))
    expect(answers.every((a) => a.status === 200)).toBe(true)
    const kinds = answers.map((a) => a.body.status)
    expect(kinds.filter((k) => k === 'accepted')).toHaveLength(1)
    expect(kinds.filter((k) => k === 'duplicate')).toHaveLength(2)
    expect(kinds.filter((k) => k === 'ignored')).toHaveLength(4)
    expect((await ledgerRows(t, orderId)).total).toBe(1)
    expect(Number((await t.testDb.db('payment_events').where('order_id', orderId).count({ n: '*' }).first())?.n)).toBe(5)
  })

  it('FAILED and CANCELLED close the order; a later SUCCESS posts nothing', async () => {
    for (const status of ['FAILED', 'CANCELLED'] as const) {
      const orderId = await billOrder()
      const ev = await callbackFor(t, orderId, { status })
      expect((await postCallback(t, ev.raw, ev.signature)).body).toEqual({ status: 'accepted', orderId, orderStatus: status })
      expect(await orderRow(t, orderId)).toMatchObject({ status, paid_at: null, receipt_no: null })
      const late = await callbackFor(t, orderId)
      expect((await postCallback(t, late.raw, late.signature)).body).toEqual({ status: 'ignored', orderId, orderStatus: status })
      expect((await ledgerRows(t, orderId)).total).toBe(0)
    }
  })

  it('the callback is not subject to the CSRF check (no cookie) and takes only small bodies', async () => {
    const big = 'x'.repeat(20_000)
    expect((await postCallback(t, big, signBody(big, t.config.paymentWebhookSecret))).status).toBe(413)
  })
})
