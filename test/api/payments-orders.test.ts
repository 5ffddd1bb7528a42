import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROBLEM_EN } from '../../shared/input/fields'
import { MESSAGES } from '../../shared/messages'
import { expectWorded, pageWords } from '../helpers/apiWords'
import { createTestApp, type TestApp } from '../helpers/app'
import { testClock } from '../helpers/consumerAuth'
import { TEST_DB } from '../helpers/db'
import { createOrder, newKey, orderRow, postOrder } from './payments-helpers'

const HOUR = 60 * 60_000

describe(`payments: POST /api/payments/orders and GET /api/payments/status (${TEST_DB})`, () => {
  let t: TestApp
  const clock = testClock()
  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: clock.now, env: { AUTH_IP_LIMIT: '1000' } })
  })
  afterAll(async () => t.close())

  it('a bill order: 201 with a random order id, CREATED, the sandbox checkout URL; no-store', async () => {
    const res = await postOrder(t, { purpose: 'bill', consumerNo: '101000000001', amountPaise: 1_122 })
    expect(res.status).toBe(201)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body).toEqual({
      orderId: expect.stringMatching(/^APD[A-Z2-7]{16}$/),
      status: 'CREATED',
      amountPaise: 1_122,
      redirectUrl: `/sandbox-pg/checkout/${res.body.orderId}`,
    })
    const row = await orderRow(t, res.body.orderId)
    const latest = await t.testDb.db('bills as b').join('consumers as c', 'c.id', 'b.consumer_id').first('b.id').where('c.consumer_no', '101000000001').orderBy('b.period', 'desc')
    expect(row).toMatchObject({ purpose: 'bill', amount: 1_122, status: 'CREATED', locale: 'en', channel: 'web', gateway: 'sandbox' })
    expect(Number(row.bill_id)).toBe(Number(latest.id))
    expect(row.created_at).toBe(new Date(clock.now()).toISOString())
    expect(row.request_hash).toMatch(/^[0-9a-f]{64}$/)
    const sandbox = await t.testDb.db('sandbox_pg_transactions').first().where('order_id', res.body.orderId)
    expect(sandbox).toMatchObject({ consumer_no: '101000000001', amount: 1_122, status: 'PENDING', return_url: `/website/PaymentStatus?consNo=101000000001&txnId=${res.body.orderId}` })
  })

  it('recharge orders for PREPAID and SMART PREPAID (Assamese, mobile app: the return URL says so)', async () => {
    const keypad = await postOrder(t, { purpose: 'recharge', consumerNo: '103000000003', amountPaise: 10_000 })
    expect(keypad.status).toBe(201)
    expect((await orderRow(t, keypad.body.orderId)).bill_id).toBeNull()
    const smart = await postOrder(t, { purpose: 'recharge', consumerNo: '104000000004', amountPaise: 5_000_000, locale: 'as', channel: 'mobile-app' })
    expect(smart.status).toBe(201)
    const sandbox = await t.testDb.db('sandbox_pg_transactions').first().where('order_id', smart.body.orderId)
    expect(sandbox.return_url).toBe(`/website/AS_PaymentStatus?consNo=104000000004&txnId=${smart.body.orderId}&app=1`)
  })

  it('bad input: clear 400s with the right message, nothing stored', async () => {
    const before = await t.testDb.db('payment_orders').count({ n: '*' }).first()
    const ok = { purpose: 'bill', consumerNo: '101000000001', amountPaise: 10_000 }
    const cases: Array<[unknown, string | null, number, string]> = [
      [ok, null, 400, 'The Idempotency-Key header is required (8 to 64 of A-Z a-z 0-9 _ -)'],
      [ok, 'short', 400, 'The Idempotency-Key header must be 8 to 64 of A-Z a-z 0-9 _ -'],
      [ok, 'has spaces in it', 400, 'The Idempotency-Key header must be 8 to 64 of A-Z a-z 0-9 _ -'],
      [ok, 'x'.repeat(65), 400, 'The Idempotency-Key header must be 8 to 64 of A-Z a-z 0-9 _ -'],
      [{}, newKey(), 400, "purpose must be 'bill' or 'recharge'"],
      [{ ...ok, purpose: 'refund' }, newKey(), 400, "purpose must be 'bill' or 'recharge'"],
      [{ ...ok, consumerNo: '' }, newKey(), 400, MESSAGES.numbersOnly],
      [{ ...ok, consumerNo: '10100000000A' }, newKey(), 400, MESSAGES.numbersOnly],
      [{ ...ok, consumerNo: '1010000000' }, newKey(), 400, PROBLEM_EN.consNoLength],
      [{ ...ok, amountPaise: '10000' }, newKey(), 400, 'amountPaise must be a whole number of paise'],
      [{ ...ok, amountPaise: 100.5 }, newKey(), 400, 'amountPaise must be a whole number of paise'],
      [{ ...ok, amountPaise: 99 }, newKey(), 400, 'Bill payment must be between ₹1 and ₹1,00,000'],
      [{ ...ok, amountPaise: 10_000_001 }, newKey(), 400, 'Bill payment must be between ₹1 and ₹1,00,000'],
      [{ ...ok, amountPaise: -5 }, newKey(), 400, 'Bill payment must be between ₹1 and ₹1,00,000'],
      [{ purpose: 'recharge', consumerNo: '103000000003', amountPaise: 9_999 }, newKey(), 400, 'Recharge amount must be between ₹100 and ₹50,000'],
      [{ purpose: 'recharge', consumerNo: '103000000003', amountPaise: 5_000_001 }, newKey(), 400, 'Recharge amount must be between ₹100 and ₹50,000'],
      [{ ...ok, locale: 'fr' }, newKey(), 400, "locale must be 'en' or 'as'"],
      [{ ...ok, channel: 'kiosk' }, newKey(), 400, "channel must be 'web' or 'mobile-app'"],
      // the business rules
      [{ purpose: 'recharge', consumerNo: '101000000001', amountPaise: 10_000 }, newKey(), 400, 'Recharge is only for PREPAID and SMART PREPAID connections'],
      [{ purpose: 'recharge', consumerNo: '102000000002', amountPaise: 10_000 }, newKey(), 400, 'Recharge is only for PREPAID and SMART PREPAID connections'],
      [{ ...ok, consumerNo: '999000000001' }, newKey(), 404, MESSAGES.consumerNotFound],
      [{ ...ok, consumerNo: '103000000003' }, newKey(), 404, 'No bill found for this consumer number'],
    ]
    // the refusals a payer can meet carry a code (and params) a page words in its language
    const CODES: Record<string, string> = {
      'Recharge is only for PREPAID and SMART PREPAID connections': 'NOT_PREPAID',
      [MESSAGES.consumerNotFound]: 'CONSUMER_NOT_FOUND',
      'No bill found for this consumer number': 'NO_BILL',
    }
    const worded = new Set<string>([MESSAGES.numbersOnly, PROBLEM_EN.consNoLength, ...Object.keys(CODES)])
    for (const [body, key, status, message] of cases) {
      const res = await postOrder(t, body, key)
      expect(res.status, JSON.stringify([body, key])).toBe(status)
      expect(res.body).toMatchObject({ status: 'error', code: CODES[message] ?? 'INVALID', message })
      if (/must be between/.test(message)) {
        const purpose = (body as { purpose: string }).purpose
        const [minPaise, maxPaise] = purpose === 'bill' ? [100, 10_000_000] : [10_000, 5_000_000]
        expect(res.body.errors).toEqual([{ path: 'amountPaise', message, code: 'amountOutOfRange', params: { minPaise, maxPaise, purpose } }])
        expectWorded(res.body)
      }
      if (worded.has(message)) expectWorded(res.body)
    }
    const bad = await request(t.app).post('/api/payments/orders').set('Idempotency-Key', newKey()).set('content-type', 'application/json').send('{"purpose":')
    expect(bad.status).toBe(400)
    const big = await request(t.app)
      .post('/api/payments/orders')
      .set('Idempotency-Key', newKey())
      .set('content-type', 'application/json')
      .send(JSON.stringify({ ...ok, pad: 'x'.repeat(5000) }))
    expect(big.status).toBe(413)
    const after = await t.testDb.db('payment_orders').count({ n: '*' }).first()
    expect(Number(after?.n)).toBe(Number(before?.n))
  })

  it('a connection that is not ACTIVE takes no payment (409)', async () => {
    await t.testDb.db('consumers').where('consumer_no', '105000000005').update({ status: 'DISCONNECTED' })
    try {
      const res = await postOrder(t, { purpose: 'bill', consumerNo: '105000000005', amountPaise: 10_000 })
      expect(res.status).toBe(409)
      expect(res.body).toMatchObject({ code: 'CONNECTION_INACTIVE', message: 'This connection is not active: payments are not accepted for it' })
      expectWorded(res.body)
    } finally {
      await t.testDb.db('consumers').where('consumer_no', '105000000005').update({ status: 'ACTIVE' })
    }
  })

  it('idempotency: the same key and body answer the same order (200); another body 409; a day later the key is free', async () => {
    const key = newKey()
    const body = { purpose: 'bill', consumerNo: '105000000005', amountPaise: 250_000 }
    const first = await postOrder(t, body, key)
    expect(first.status).toBe(201)
    const again = await postOrder(t, { ...body, locale: 'en', channel: 'web', extra: 'ignored' }, key)
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
    expect(await t.testDb.db('payment_orders').where('idempotency_key', key).count({ n: '*' }).first()).toMatchObject({ n: expect.anything() })
    expect(Number((await t.testDb.db('payment_orders').where('idempotency_key', key).count({ n: '*' }).first())?.n)).toBe(1)
    expect(Number((await t.testDb.db('sandbox_pg_transactions').where('order_id', first.body.orderId).count({ n: '*' }).first())?.n)).toBe(1)

    for (const other of [
      { ...body, amountPaise: 250_001 },
      { ...body, locale: 'as' },
      { ...body, consumerNo: '101000000001' },
    ]) {
      const res = await postOrder(t, other, key)
      expect(res.status, JSON.stringify(other)).toBe(409)
      expect(res.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message: 'This Idempotency-Key was already used for a different payment' })
      // the page says it in its own (plainer) words
      expect(pageWords(res.body).en).toMatch(/^This payment request was already used/)
      expectWorded(res.body, null)
    }

    // concurrent first uses of one key: one order (confirmed: the same bill was ordered above)
    const key2 = newKey()
    const answers = await Promise.all([1, 2, 3].map(() => postOrder(t, { ...body, confirmRepeat: true }, key2)))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201])
    expect(new Set(answers.map((a) => a.body.orderId)).size).toBe(1)

    clock.advance(25 * HOUR)
    const later = await postOrder(t, body, key)
    expect(later.status).toBe(201)
    expect(later.body.orderId).not.toBe(first.body.orderId)
    expect((await orderRow(t, first.body.orderId)).idempotency_key).toBeNull()
  })

  it('status: the order of that consumer by order id; 404 for another consumer or an unknown id; 400 for bad input', async () => {
    const orderId = await createOrder(t, { purpose: 'bill', consumerNo: '101000000001', amountPaise: 50_000 })
    const res = await request(t.app).get(`/api/payments/status?consNo=101000000001&txnId=${orderId}`)
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body).toEqual({
      orderId,
      purpose: 'bill',
      consumerNo: '101000000001',
      amountPaise: 50_000,
      status: 'CREATED',
      createdAt: new Date(clock.now()).toISOString(),
      paidAt: null,
      receiptNo: null,
      gatewayTxnId: null,
      token: null,
      meterNo: null,
      balancePaise: null,
    })
    const other = await request(t.app).get(`/api/payments/status?consNo=102000000002&txnId=${orderId}`)
    expect(other.status).toBe(404)
    expect(other.body.message).toBe('No payment of this consumer number has that transaction id')
    expect((await request(t.app).get('/api/payments/status?consNo=101000000001&txnId=APDAAAAAAAAAAAAAAAA')).status).toBe(404)
    for (const q of [
      '',
      '?consNo=101000000001',
      `?txnId=${orderId}`,
      `?consNo=abc&txnId=${orderId}`,
      '?consNo=101000000001&txnId=a%20b',
      `?consNo=101000000001&consNo=102000000002&txnId=${orderId}`,
    ]) {
      const bad = await request(t.app).get(`/api/payments/status${q}`)
      expect(bad.status, q).toBe(400)
    }
  })
})

describe(`payments: order creation is rate-limited per IP (${TEST_DB})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { AUTH_IP_LIMIT: '3' } })
  })
  afterAll(async () => t.close())

  it('the fourth order from one address in 15 minutes is a 429 with Retry-After', async () => {
    // confirmed repeats of one bill (the repeat question is payments-repeat.test.ts)
    const body = { purpose: 'bill', consumerNo: '101000000001', amountPaise: 10_000, confirmRepeat: true }
    for (let i = 0; i < 3; i++) {
      expect((await postOrder(t, body)).status).toBe(201)
    }
    const res = await postOrder(t, body)
    expect(res.status).toBe(429)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
  })
})
