import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app'
import { testClock } from '../helpers/consumerAuth'
import { TEST_DB } from '../helpers/db'
import { startRazorpayFake, type FakePayment, type RazorpayFake } from '../helpers/razorpayFake'
import { callbackFor, createOrder, ledgerRows, newKey, orderRow, postCallback, postOrder } from './payments-helpers'
import { expectWorded } from '../helpers/apiWords'

const MIN = 60_000
const BILL = { purpose: 'bill', consumerNo: '101000000001', amountPaise: 1_122 } as const

/** The hidden fields and action of our checkout page's form. */
function formOf(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form id="gateway-checkout" method="post" action="([^"]+)"/.exec(html)?.[1] ?? ''
  const fields: Record<string, string> = {}
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[m[1].replace(/&#91;|&#93;/g, (c) => (c === '&#91;' ? '[' : ']'))] = m[2]
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
  }
  return { action: action.replace(/&amp;/g, '&'), fields }
}

describe(`payments through Razorpay, against a local fake of its API (${TEST_DB})`, () => {
  let t: TestApp
  let fake: RazorpayFake
  const clock = testClock()

  beforeAll(async () => {
    fake = await startRazorpayFake()
    t = await createTestApp({
      seed: true,
      now: clock.now,
      env: {
        AUTH_IP_LIMIT: '1000',
        PAYMENT_GATEWAY: 'razorpay',
        RAZORPAY_KEY_ID: fake.keyId,
        RAZORPAY_KEY_SECRET: fake.keySecret,
        RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
        RAZORPAY_API_URL: fake.url,
      },
    })
  })
  afterAll(async () => {
    await t?.close()
    await fake?.close()
  })

  /** A new order and the Razorpay order the fake made for it. */
  async function newOrder(body: { purpose: 'bill' | 'recharge'; consumerNo: string; amountPaise: number; locale?: 'en' | 'as' } = BILL) {
    const orderId = await createOrder(t, body)
    const rzp = fake.orderByReceipt(orderId)
    expect(rzp, 'a Razorpay order for ' + orderId).toBeDefined()
    return { orderId, rzpOrderId: rzp!.id }
  }
  const postReturn = (orderId: string, fields: Record<string, string>) =>
    // from Razorpay's page: a cross-site form post, which may carry a Lax cookie of ours
    request(t.app).post(`/api/payments/razorpay/return/${orderId}`).set('Sec-Fetch-Site', 'cross-site').type('form').send(fields)
  const postWebhook = (w: { raw: string; headers: Record<string, string> }) => request(t.app).post('/api/payments/razorpay/webhook').set(w.headers).send(w.raw)
  const statusUrl = (orderId: string, consumerNo = BILL.consumerNo) => `/website/PaymentStatus?consNo=${consumerNo}&txnId=${orderId}`

  it('an order makes one Razorpay order (paise, INR, receipt = our order id), once per idempotency key', async () => {
    const key = newKey()
    const calls = fake.calls.length
    const first = await postOrder(t, { ...BILL, confirmRepeat: true }, key)
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    const orderId = first.body.orderId as string
    expect(first.body.redirectUrl).toBe(`/api/payments/razorpay/checkout/${orderId}`)
    const again = await postOrder(t, { ...BILL, confirmRepeat: true }, key)
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
    const creates = fake.calls.slice(calls).filter((c) => c.method === 'POST' && c.path === '/orders')
    expect(creates).toEqual([{ method: 'POST', path: '/orders', body: { currency: 'INR', amount: 1_122, receipt: orderId, notes: { consumer_no: BILL.consumerNo, order_id: orderId } } }])
    const row = await t.testDb.db('razorpay_orders').first().where('order_id', orderId)
    expect(row).toMatchObject({ razorpay_order_id: fake.orderByReceipt(orderId)!.id, amount: 1_122 })
    expect((await orderRow(t, orderId)).gateway).toBe('razorpay')
  })

  it('Razorpay unreachable: 503 (never a 4xx for the payer), and the same key works once it is back', async () => {
    const key = newKey()
    fake.failWith = 500
    try {
      const res = await postOrder(t, { ...BILL, confirmRepeat: true }, key)
      expect(res.status).toBe(503)
      expect(res.body).toMatchObject({ code: 'GATEWAY_UNAVAILABLE', params: { retryAfterSeconds: 5 } })
      expectWorded(res.body)
    } finally {
      fake.failWith = null
    }
    const res = await postOrder(t, { ...BILL, confirmRepeat: true }, key)
    expect(res.status).toBe(200)
    expect(fake.orderByReceipt(res.body.orderId)).toBeDefined()
  })

  it("the checkout page posts to the hosted checkout by a nonce'd script, with a button without it; CSP allows the form", async () => {
    const { orderId, rzpOrderId } = await newOrder()
    const res = await request(t.app).get(`/api/payments/razorpay/checkout/${orderId}`)
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toMatch(new RegExp(`form-action 'self' ${fake.url.replace(/[.]/g, '\\.')}(;|$)`))
    const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(csp)?.[1]
    expect(res.text).toContain(`<script nonce="${nonce}">`)
    expect(res.text).toMatch(/<button type="submit">Continue to Razorpay<\/button>/)
    const { action, fields } = formOf(res.text)
    expect(action).toBe(`${fake.url}/v1/checkout/embedded`)
    expect(fields).toMatchObject({
      key_id: fake.keyId,
      order_id: rzpOrderId,
      amount: '1122',
      currency: 'INR',
      name: 'APDCL',
      description: `Electricity bill, consumer number ${BILL.consumerNo}`,
      'prefill[contact]': '9000000001',
      callback_url: expect.stringMatching(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/api/payments/razorpay/return/${orderId}$`)),
      cancel_url: expect.stringMatching(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/api/payments/razorpay/cancel/${orderId}$`)),
    })

    // Assamese: the page speaks Assamese only
    const as = await newOrder({ purpose: 'recharge', consumerNo: '104000000004', amountPaise: 20_000, locale: 'as' })
    const asPage = await request(t.app).get(`/api/payments/razorpay/checkout/${as.orderId}`)
    expect(asPage.text).toContain('<html lang="as">')
    const visible = asPage.text.replace(/<script[\s\S]*?<\/script>|<[^>]+>/g, ' ').replaceAll(as.orderId, '')
    expect(visible).not.toMatch(/[A-Za-z]{3,}/)

    expect((await request(t.app).get('/api/payments/razorpay/checkout/APDAAAAAAAAAAAAAAAA')).status).toBe(404)
  })

  it('the whole trip: our page → the hosted checkout → Pay → the return leg settles once and goes to the status page', async () => {
    const { orderId } = await newOrder()
    const page = formOf((await request(t.app).get(`/api/payments/razorpay/checkout/${orderId}`)).text)
    const hosted = await fetch(page.action, { method: 'POST', body: new URLSearchParams(page.fields) })
    expect(hosted.status).toBe(200)
    const html = await hosted.text()
    const payForm = [...html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)].find((m) => m[2].includes('value="pay"'))!
    const done = await fetch(fake.url + payForm[1], {
      method: 'POST',
      body: new URLSearchParams([...payForm[2].matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2].replace(/&#38;/g, '&')])),
    })
    const back = await done.text()
    const target = new URL(/action="([^"]+)"/.exec(back)![1].replace(/&#38;/g, '&'))
    const fields = Object.fromEntries([...back.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]))
    expect(target.pathname).toBe(`/api/payments/razorpay/return/${orderId}`)

    const res = await postReturn(orderId, fields)
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe(statusUrl(orderId))
    const row = await orderRow(t, orderId)
    expect(row).toMatchObject({ status: 'PAID', gateway_txn_id: fields.razorpay_payment_id })
    expect((await ledgerRows(t, orderId)).total).toBe(1)
    // the same return again (back button, double submit): nothing more
    expect((await postReturn(orderId, fields)).status).toBe(303)
    expect((await ledgerRows(t, orderId)).total).toBe(1)
    const status = await request(t.app).get('/api/payments/status').query({ consNo: BILL.consumerNo, txnId: fields.razorpay_payment_id })
    expect(status.body).toMatchObject({ orderId, status: 'PAID', receiptNo: expect.stringMatching(/^RC/) })
  })

  it("a return leg with a bad signature, another order's payment or a wrong amount posts nothing", async () => {
    const a = await newOrder()
    const b = await newOrder()
    const paidB = fake.pay(b.rzpOrderId)
    // bad signature: signed with another secret, or altered
    const forged = fake.returnFields(fake.pay(a.rzpOrderId), 'not-the-key-secret-at-all')
    expect((await postReturn(a.orderId, forged)).headers.location).toBe(statusUrl(a.orderId))
    const altered = { ...fake.returnFields(paidB), razorpay_order_id: a.rzpOrderId }
    await postReturn(a.orderId, altered)
    await postReturn(a.orderId, { ...fake.returnFields(paidB), razorpay_signature: 'zz' })
    // a genuine payment of order B, presented as order A's
    const foreign = await postReturn(a.orderId, fake.returnFields(paidB))
    expect(foreign.status).toBe(303)
    // a payment of an amount that is not the order's (signed, captured)
    const c = await newOrder()
    await postReturn(c.orderId, fake.returnFields(fake.pay(c.rzpOrderId, { amount: 100 })))
    // Razorpay's failure return (no signature): nothing either
    await postReturn(a.orderId, { 'error[code]': 'BAD_REQUEST_ERROR', 'error[description]': 'Payment failed' })
    for (const o of [a, b, c]) {
      expect((await orderRow(t, o.orderId)).status, o.orderId).toBe('CREATED')
      expect((await ledgerRows(t, o.orderId)).total).toBe(0)
    }
    const events = await t.testDb.db('payment_events').whereIn('order_id', [a.orderId, b.orderId, c.orderId]).count({ n: '*' }).first()
    expect(Number(events?.n)).toBe(0)
    // unknown order: 404
    expect((await postReturn('APDAAAAAAAAAAAAAAAA', fake.returnFields(paidB))).status).toBe(404)
  })

  it('cancel goes back to the status page and leaves the order open', async () => {
    const { orderId } = await newOrder()
    const res = await request(t.app).get(`/api/payments/razorpay/cancel/${orderId}`)
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe(statusUrl(orderId))
    expect((await orderRow(t, orderId)).status).toBe('CREATED')
  })

  it('the webhook: signed on the raw body, each event id once, a paid order never moves back, amount checked', async () => {
    const { orderId, rzpOrderId } = await newOrder()
    const p = fake.pay(rzpOrderId)
    const good = fake.webhook('payment.captured', p, { eventId: 'evt_Captured000001' })

    const forged = fake.webhook('payment.captured', p, { secret: 'another-webhook-secret-123' })
    expect((await postWebhook(forged)).status).toBe(401)
    // a byte changed after signing
    const tampered = { raw: good.raw.replace(`"amount":${p.amount}`, `"amount":${p.amount} `), headers: good.headers }
    expect((await postWebhook(tampered)).status).toBe(401)
    const unsigned = { raw: good.raw, headers: { 'content-type': 'application/json' } }
    expect((await postWebhook(unsigned)).status).toBe(401)
    expect((await orderRow(t, orderId)).status).toBe('CREATED')

    const res = await postWebhook(good)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ status: 'accepted', orderId, orderStatus: 'PAID' })
    expect((await postWebhook(good)).body).toEqual({ status: 'duplicate' })
    // order.paid for the same payment, then a late payment.failed: nothing moves
    expect((await postWebhook(fake.webhook('order.paid', p))).body).toMatchObject({ status: 'ignored', orderStatus: 'PAID' })
    const failed = fake.webhook('payment.failed', { ...p, id: 'pay_LateFailure0001', status: 'failed' } as FakePayment)
    expect((await postWebhook(failed)).body).toEqual({ status: 'ignored' })
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'PAID', gateway_txn_id: p.id })
    expect((await ledgerRows(t, orderId)).total).toBe(1)

    // payment.failed leaves the order open (the payer may try again on it: a later capture must
    // still settle it); events we do not use and foreign orders are 200 'ignored'
    const f = await newOrder()
    const fp = fake.pay(f.rzpOrderId, { status: 'failed' })
    expect((await postWebhook(fake.webhook('payment.failed', fp))).body).toEqual({ status: 'ignored' })
    expect((await orderRow(t, f.orderId)).status).toBe('CREATED')
    const retry = fake.pay(f.rzpOrderId)
    expect((await postWebhook(fake.webhook('payment.captured', retry))).body).toEqual({ status: 'accepted', orderId: f.orderId, orderStatus: 'PAID' })
    expect((await postWebhook(fake.webhook('payment.authorized', fp))).body).toEqual({ status: 'ignored' })
    expect((await postWebhook(fake.webhook('payment.captured', { ...fp, order_id: 'order_NotOurs00000001' } as FakePayment))).body).toEqual({ status: 'ignored' })

    // an amount that is not the order's: refused (409), nothing kept, the order stays open
    const m = await newOrder()
    const short = fake.pay(m.rzpOrderId, { amount: 500 })
    expect((await postWebhook(fake.webhook('payment.captured', short, { eventId: 'evt_Short000000001' }))).status).toBe(409)
    expect((await orderRow(t, m.orderId)).status).toBe('CREATED')
    expect(await t.testDb.db('payment_events').first().where('event_id', 'rzp:evt_Short000000001')).toBeUndefined()

    // without an event id header, the event and payment name the delivery: a replay is still a duplicate
    const n = await newOrder()
    const np = fake.pay(n.rzpOrderId)
    const noId = fake.webhook('order.paid', np, { eventId: null })
    expect((await postWebhook(noId)).body).toMatchObject({ status: 'accepted', orderStatus: 'PAID' })
    expect((await postWebhook(noId)).body).toEqual({ status: 'duplicate' })
  })

  it('the webhook and the return leg arriving together post the payment exactly once', async () => {
    for (let i = 0; i < 3; i++) {
      const { orderId, rzpOrderId } = await newOrder()
      const p = fake.pay(rzpOrderId)
      const captured = fake.webhook('payment.captured', p)
      const answers = await Promise.all([
        postReturn(orderId, fake.returnFields(p)),
        postWebhook(captured),
        postWebhook(captured),
        postWebhook(fake.webhook('order.paid', p)),
        postReturn(orderId, fake.returnFields(p)),
      ])
      expect(answers.map((a) => a.status)).toEqual([303, 200, 200, 200, 303])
      expect((await orderRow(t, orderId)).status).toBe('PAID')
      expect((await ledgerRows(t, orderId)).total).toBe(1)
    }
  })

  it('reconciliation asks Razorpay (orders.fetchPayments): a paid order whose return never came is settled', async () => {
    clock.advance(24 * 60 * MIN + MIN) // earlier tests' open orders are now a day old
    const paid = await newOrder()
    const p = fake.pay(paid.rzpOrderId)
    const failed = await newOrder()
    fake.pay(failed.rzpOrderId, { status: 'failed' })
    const open = await newOrder()
    fake.pay(open.rzpOrderId, { status: 'authorized' })
    const untouched = await newOrder()

    const gateway = t.services.payments.gateway
    expect(await gateway.fetchStatus(paid.orderId)).toMatchObject({ status: 'SUCCESS', gatewayTxnId: p.id, amountPaise: BILL.amountPaise })
    expect(await gateway.fetchStatus(open.orderId)).toMatchObject({ status: 'PENDING', occurredAt: null })
    expect(await gateway.fetchStatus(untouched.orderId)).toBeNull()
    expect(await gateway.fetchStatus('APDAAAAAAAAAAAAAAAA')).toBeNull()

    clock.advance(16 * MIN)
    const r = await t.services.payments.reconcile({ olderThanMs: 15 * MIN, limit: 5000 })
    expect(r.paid).toBeGreaterThanOrEqual(1)
    expect(await orderRow(t, paid.orderId)).toMatchObject({ status: 'PAID', gateway_txn_id: p.id })
    expect((await ledgerRows(t, paid.orderId)).total).toBe(1)
    expect((await orderRow(t, failed.orderId)).status).toBe('FAILED')
    expect((await orderRow(t, open.orderId)).status).toBe('PENDING')
    expect((await orderRow(t, untouched.orderId)).status).toBe('CREATED')
    // the return arriving late changes nothing
    expect((await postReturn(paid.orderId, fake.returnFields(p))).status).toBe(303)
    expect((await ledgerRows(t, paid.orderId)).total).toBe(1)
  })

  it('the sandbox is not the gateway: its pages are absent and its callback format is refused', async () => {
    expect((await request(t.app).get('/sandbox-pg/checkout/APDAAAAAAAAAAAAAAAA')).status).toBe(404)
    const { orderId } = await newOrder()
    const { raw, signature } = await callbackFor(t, orderId)
    expect((await postCallback(t, raw, signature)).status).toBe(401)
    expect((await orderRow(t, orderId)).status).toBe('CREATED')
  })
})
