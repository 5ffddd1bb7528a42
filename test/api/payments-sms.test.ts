import pino from 'pino'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatDmyTime, formatToken } from '../../shared/format'
import { SmsDeliveryError, type SmsMessage, type SmsTransport } from '../../server/adapters/sms'
import { createServices } from '../../server/services'
import { createPaymentService } from '../../server/services/payments'
import { RECEIPT_SMS_LIMITS } from '../../server/services/payments/receiptSms'
import { SMS_TEMPLATES } from '../../server/services/smsTemplates'
import { createTestApp, type TestApp } from '../helpers/app'
import { testClock } from '../helpers/consumerAuth'
import { TEST_DB } from '../helpers/db'
import { razorpayEnv, startRazorpayFake, type RazorpayFake } from '../helpers/razorpayFake'
import { callbackFor, createOrder, ledgerRows, orderRow, postCallback, sandboxPost } from './payments-helpers'

const MIN = 60_000
const TEMPLATE_IDS = {
  SMS_TEMPLATE_PAYMENT_RECEIPT: '1107000000000000102',
  SMS_TEMPLATE_RECHARGE_TOKEN: '1107000000000000103',
  SMS_TEMPLATE_RECHARGE_RECEIPT: '1107000000000000104',
}

/** What the registered template of a kind matches: its text with each {#var#} a variable. */
const templateRe = (template: string) =>
  new RegExp(
    '^' +
      template
        .split('{#var#}')
        .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('(.{1,30}?)') +
      '$',
  )

interface OutboxRow {
  mobile: string
  text: string
  template_id: string | null
}

/** The payment SMS stored in the outbox for a mobile (every SMS but the OTPs), oldest first. */
async function paymentSms(t: TestApp, mobile: string): Promise<OutboxRow[]> {
  await t.services.payments.receiptSms!.idle()
  const rows: OutboxRow[] = await t.testDb.db('sms_outbox').select('mobile', 'text', 'template_id').where({ mobile }).orderBy('id')
  return rows.filter((r) => !/\bOTP\b/.test(r.text))
}
const smsRow = (t: TestApp, orderId: string) => t.testDb.db('payment_sms').first().where('order_id', orderId)
const mentioning = (rows: OutboxRow[], receiptNo: string) => rows.filter((r) => r.text.includes(receiptNo))

/** The order (paid) of a ₹11.22 bill payment of 101000000001 at 11:30 on 22 Nov 2026, and its one receipt SMS. */
async function expectBillReceiptSms(t: TestApp, orderId: string) {
  const order = await orderRow(t, orderId)
  expect(order.status).toBe('PAID')
  const sent = mentioning(await paymentSms(t, '9000000001'), order.receipt_no)
  expect(sent).toEqual([
    {
      mobile: '9000000001',
      text: `Payment of Rs 11.22 received for APDCL consumer no 101000000001 on 22 Nov 2026, 11:30. Receipt no ${order.receipt_no}. Thank you. - APDCL`,
      template_id: TEMPLATE_IDS.SMS_TEMPLATE_PAYMENT_RECEIPT,
    },
  ])
  return { order, sent }
}

describe(`the SMS after a payment or a recharge (${TEST_DB})`, () => {
  let t: TestApp
  const clock = testClock(Date.UTC(2026, 10, 22, 6, 0, 0))
  const logLines: string[] = []
  beforeAll(async () => {
    const logger = pino({ level: 'info' }, { write: (l: string) => void logLines.push(l) })
    t = await createTestApp({ seed: true, now: clock.now, logger, env: { AUTH_IP_LIMIT: '1000', ...TEMPLATE_IDS } })
  })
  afterAll(async () => t?.close())

  it('a bill paid through the sandbox: one SMS with the amount, consumer and receipt number, under its own DLT template', async () => {
    const orderId = await createOrder(t, { purpose: 'bill', consumerNo: '101000000001', amountPaise: 1_122 })
    expect((await sandboxPost(t, orderId, 'pay')).status).toBe(303)
    const { order, sent } = await expectBillReceiptSms(t, orderId)
    expect(sent[0].text).toMatch(templateRe(SMS_TEMPLATES.paymentReceipt.en))
    expect(await smsRow(t, orderId)).toMatchObject({ state: 'sent', attempts: 1, error: null })

    // settled again: a repeated callback, another event, then the reconciliation job
    const again = await callbackFor(t, orderId)
    expect((await postCallback(t, again.raw, again.signature)).body.status).toBe('ignored')
    clock.advance(20 * MIN)
    await t.services.payments.reconcile({ olderThanMs: 0 })
    expect(await t.services.payments.receiptSms!.retryDue()).toEqual({ checked: 0, sent: 0, failed: 0 })
    expect(mentioning(await paymentSms(t, '9000000001'), order.receipt_no)).toHaveLength(1)
  })

  it('a keypad recharge: the 20-digit token itself in the SMS, once under concurrent callbacks and reconciliation', async () => {
    const orderId = await createOrder(t, { purpose: 'recharge', consumerNo: '103000000003', amountPaise: 25_000 })
    const events = await Promise.all([1, 2, 3].map(() => callbackFor(t, orderId)))
    const answers = await Promise.all([...events, events[0]].map((e) => postCallback(t, e.raw, e.signature)))
    expect(answers.filter((a) => a.body.status === 'accepted')).toHaveLength(1)
    await t.services.payments.reconcile({ olderThanMs: 0 })
    const order = await orderRow(t, orderId)
    const { recharges } = await ledgerRows(t, orderId)
    expect(recharges).toHaveLength(1)
    const token = String(recharges[0].token)
    expect(token).toMatch(/^\d{20}$/)
    const sent = mentioning(await paymentSms(t, '9000000003'), order.receipt_no)
    expect(sent).toHaveLength(1)
    expect(sent[0].text).toBe(`Recharge of Rs 250.00 for APDCL meter no 04000000003 is done. Token: ${formatToken(token)} Enter it on the meter keypad. Receipt no ${order.receipt_no} - APDCL`)
    expect(sent[0].text.replace(/ /g, '')).toContain(token)
    expect(sent[0].text).toMatch(templateRe(SMS_TEMPLATES.rechargeToken.en))
    expect(sent[0].template_id).toBe(TEMPLATE_IDS.SMS_TEMPLATE_RECHARGE_TOKEN)
  })

  it('a smart prepaid recharge: the amount credited and the receipt number, under the third template', async () => {
    const orderId = await createOrder(t, { purpose: 'recharge', consumerNo: '104000000004', amountPaise: 50_000 })
    expect((await sandboxPost(t, orderId, 'pay')).status).toBe(303)
    const order = await orderRow(t, orderId)
    const sent = mentioning(await paymentSms(t, '9000000004'), order.receipt_no)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ mobile: '9000000004', template_id: TEMPLATE_IDS.SMS_TEMPLATE_RECHARGE_RECEIPT })
    const at = formatDmyTime(order.paid_at, 'en')
    expect(at).toMatch(/^\d{2} Nov 2026, \d{2}:\d{2}$/)
    expect(sent[0].text).toBe(`Recharge of Rs 500.00 credited to the smart meter of APDCL consumer no 104000000004 on ${at}. Receipt no ${order.receipt_no}. - APDCL`)
    expect(sent[0].text).toMatch(templateRe(SMS_TEMPLATES.rechargeReceipt.en))
  })

  it('a lost callback settled by two job runners (two processes) at once: one ledger row, one SMS', async () => {
    await t.testDb.db('payment_orders').whereIn('status', ['CREATED', 'PENDING']).update({ status: 'CANCELLED' })
    const orderId = await createOrder(t, { purpose: 'recharge', consumerNo: '103000000003', amountPaise: 30_000 })
    expect((await sandboxPost(t, orderId, 'pay-lose-callback')).status).toBe(303)
    expect((await orderRow(t, orderId)).status).not.toBe('PAID')
    expect(await smsRow(t, orderId)).toBeUndefined()
    clock.advance(20 * MIN)
    // two more sets of services on the same database: what two worker processes hold
    const runners = [1, 2].map(() => createServices({ db: t.testDb.db, config: t.config, logger: pino({ level: 'silent' }), now: clock.now }))
    const results = await Promise.all(runners.map((s) => s.payments.reconcile({ olderThanMs: 15 * MIN })))
    expect(results.map((r) => r.paid).sort()).toEqual([0, 1])
    // both retry jobs run while the settling runner's delivery is still in flight
    await Promise.all(runners.map((s) => s.payments.receiptSms!.retryDue()))
    await Promise.all(runners.map((s) => s.payments.receiptSms!.idle()))
    const order = await orderRow(t, orderId)
    expect((await ledgerRows(t, orderId)).recharges).toHaveLength(1)
    const sent = mentioning(await paymentSms(t, '9000000003'), order.receipt_no)
    expect(sent).toHaveLength(1)
    expect(sent[0].text).toContain('Token: ')
    expect(await smsRow(t, orderId)).toMatchObject({ state: 'sent', attempts: 1 })
  })

  it('an SMS gateway that fails: the payment stands, the job retries later, once it works the SMS goes once', async () => {
    const delivered: SmsMessage[] = []
    let down = true
    const flaky: SmsTransport = {
      kind: 'http',
      async send(m) {
        if (down) throw new SmsDeliveryError('The SMS gateway did not answer in time')
        delivered.push(m)
      },
    }
    const payments = createPaymentService({ db: t.testDb.db, config: t.config, logger: pino({ level: 'silent' }), now: clock.now, sms: flaky, gateway: t.services.payments.gateway })
    const orderId = await createOrder(t, { purpose: 'bill', consumerNo: '105000000005', amountPaise: 10_000 })
    const ev = await callbackFor(t, orderId)
    expect(await payments.handleCallback(ev.raw, ev.signature)).toMatchObject({ status: 'accepted', orderStatus: 'PAID' })
    await payments.receiptSms!.idle()
    expect((await orderRow(t, orderId)).status).toBe('PAID')
    expect((await ledgerRows(t, orderId)).payments).toHaveLength(1)
    const failed = await smsRow(t, orderId)
    expect(failed).toMatchObject({ state: 'failed', attempts: 1, error: 'The SMS gateway did not answer in time' })
    expect(Number(failed.next_attempt_at)).toBe(clock.now() + RECEIPT_SMS_LIMITS.backoffMs[0])

    // not yet time; then the gateway is back and the time has come
    expect(await payments.receiptSms!.retryDue()).toEqual({ checked: 0, sent: 0, failed: 0 })
    down = false
    clock.advance(RECEIPT_SMS_LIMITS.backoffMs[0])
    expect(await payments.receiptSms!.retryDue()).toEqual({ checked: 1, sent: 1, failed: 0 })
    expect(await payments.receiptSms!.retryDue()).toEqual({ checked: 0, sent: 0, failed: 0 })
    expect(delivered).toHaveLength(1)
    expect(delivered[0]).toMatchObject({ mobile: '9000000005', templateId: TEMPLATE_IDS.SMS_TEMPLATE_PAYMENT_RECEIPT })
    expect(delivered[0].text).toContain((await orderRow(t, orderId)).receipt_no)
    expect(await smsRow(t, orderId)).toMatchObject({ state: 'sent', attempts: 2 })
  })

  it('gives up after the last attempt; a claim left by a process that died is taken over later', async () => {
    const failing: SmsTransport = {
      kind: 'http',
      send: async () => {
        throw new SmsDeliveryError('The SMS gateway refused the message (HTTP 500)')
      },
    }
    const payments = createPaymentService({ db: t.testDb.db, config: t.config, logger: pino({ level: 'silent' }), now: clock.now, sms: failing, gateway: t.services.payments.gateway })
    const orderId = await createOrder(t, { purpose: 'bill', consumerNo: '101000000001', amountPaise: 5_000 })
    const ev = await callbackFor(t, orderId)
    await payments.handleCallback(ev.raw, ev.signature)
    await payments.receiptSms!.idle()
    for (const wait of RECEIPT_SMS_LIMITS.backoffMs) {
      clock.advance(wait)
      await payments.receiptSms!.retryDue()
    }
    expect(await smsRow(t, orderId)).toMatchObject({ state: 'abandoned', attempts: RECEIPT_SMS_LIMITS.maxAttempts, next_attempt_at: null })
    clock.advance(24 * 60 * MIN)
    expect(await payments.receiptSms!.retryDue()).toMatchObject({ checked: 0 })

    // a process claimed an SMS and died before it finished
    const other = await createOrder(t, { purpose: 'bill', consumerNo: '101000000001', amountPaise: 6_000 })
    const ev2 = await callbackFor(t, other)
    await payments.handleCallback(ev2.raw, ev2.signature)
    await payments.receiptSms!.idle()
    await t.testDb.db('payment_sms').where('order_id', other).update({ state: 'sending', claimed_at: clock.now() })
    expect(await t.services.payments.receiptSms!.retryDue()).toMatchObject({ checked: 0 })
    clock.advance(RECEIPT_SMS_LIMITS.staleClaimMs + 1)
    expect(await t.services.payments.receiptSms!.retryDue()).toEqual({ checked: 1, sent: 1, failed: 0 })
    expect(mentioning(await paymentSms(t, '9000000001'), (await orderRow(t, other)).receipt_no)).toHaveLength(1)
  })

  it('a consumer without a valid registered mobile: no SMS, the row says why', async () => {
    await t.testDb.db('consumers').where('consumer_no', '102000000002').update({ mobile: null })
    try {
      const orderId = await createOrder(t, { purpose: 'bill', consumerNo: '102000000002', amountPaise: 7_000 })
      expect((await sandboxPost(t, orderId, 'pay')).status).toBe(303)
      await t.services.payments.receiptSms!.idle()
      expect(await smsRow(t, orderId)).toMatchObject({ state: 'skipped', error: 'no valid registered mobile' })
      expect((await orderRow(t, orderId)).status).toBe('PAID')
    } finally {
      await t.testDb.db('consumers').where('consumer_no', '102000000002').update({ mobile: '9000000002' })
    }
  })

  it('failed and cancelled orders send nothing; no log line carries a token or a whole mobile number', async () => {
    const failed = await createOrder(t, { purpose: 'recharge', consumerNo: '103000000003', amountPaise: 11_000 })
    expect((await sandboxPost(t, failed, 'fail')).status).toBe(303)
    await t.services.payments.receiptSms!.idle()
    expect(await smsRow(t, failed)).toBeUndefined()

    const tokens: string[] = (await t.testDb.db('recharges').whereNotNull('token').select('token')).map((r: { token: string }) => r.token)
    expect(tokens.length).toBeGreaterThan(0)
    const log = logLines.join('')
    expect(log).toContain('payment SMS sent')
    for (const token of tokens) {
      expect(log).not.toContain(token)
      expect(log).not.toContain(formatToken(token))
    }
    expect(log).not.toMatch(/900000000\d/)
  })
})

describe(`the SMS after a payment through Razorpay (${TEST_DB})`, () => {
  let t: TestApp
  let fake: RazorpayFake
  beforeAll(async () => {
    fake = await startRazorpayFake()
    t = await createTestApp({
      seed: true,
      now: testClock().now,
      env: { AUTH_IP_LIMIT: '1000', ...razorpayEnv(fake), ...TEMPLATE_IDS },
    })
  })
  afterAll(async () => {
    await t?.close()
    await fake?.close()
  })

  it('the return leg and the webhook together settle once and send one SMS', async () => {
    const orderId = await createOrder(t, { purpose: 'bill', consumerNo: '101000000001', amountPaise: 1_122 })
    const p = fake.pay(fake.orderByReceipt(orderId)!.id)
    const captured = fake.webhook('payment.captured', p)
    const answers = await Promise.all([
      request(t.app).post(`/api/payments/razorpay/return/${orderId}`).set('Sec-Fetch-Site', 'cross-site').type('form').send(fake.returnFields(p)),
      request(t.app).post('/api/payments/razorpay/webhook').set(captured.headers).send(captured.raw),
      request(t.app).post('/api/payments/razorpay/webhook').set(captured.headers).send(captured.raw),
    ])
    expect(answers.map((a) => a.status)).toEqual([303, 200, 200])
    await expectBillReceiptSms(t, orderId)
  })

  it('a keypad recharge settled by the webhook sends its token', async () => {
    const orderId = await createOrder(t, { purpose: 'recharge', consumerNo: '103000000003', amountPaise: 20_000 })
    const p = fake.pay(fake.orderByReceipt(orderId)!.id)
    const hook = fake.webhook('payment.captured', p)
    expect((await request(t.app).post('/api/payments/razorpay/webhook').set(hook.headers).send(hook.raw)).body).toMatchObject({ status: 'accepted', orderStatus: 'PAID' })
    const order = await orderRow(t, orderId)
    const token = String((await ledgerRows(t, orderId)).recharges[0].token)
    const sent = mentioning(await paymentSms(t, '9000000003'), order.receipt_no)
    expect(sent).toHaveLength(1)
    expect(sent[0].text).toContain(`Token: ${formatToken(token)} `)
    expect(sent[0].template_id).toBe(TEMPLATE_IDS.SMS_TEMPLATE_RECHARGE_TOKEN)
  })
})
