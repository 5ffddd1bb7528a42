import { createHmac, randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import express from 'express'

/**
 * A small local stand-in for Razorpay's HTTP API, enough for the official Node SDK and the
 * hosted checkout (ADR 014): POST /v1/orders (basic auth key_id:key_secret), GET /v1/orders/:id,
 * GET /v1/orders/:id/payments, and POST /v1/checkout/embedded (a page whose Pay and Fail buttons
 * make a payment and post the browser back to callback_url, signed as Razorpay signs it).
 * Tests read `calls`, make payments with `pay()` and build signed webhooks with `webhook()`.
 */

export interface FakeOrder {
  id: string
  entity: 'order'
  amount: number
  amount_paid: number
  amount_due: number
  currency: string
  receipt: string | null
  notes: Record<string, string>
  status: 'created' | 'attempted' | 'paid'
  attempts: number
  created_at: number
}

export interface FakePayment {
  id: string
  entity: 'payment'
  amount: number
  currency: 'INR'
  status: 'created' | 'authorized' | 'captured' | 'failed'
  order_id: string
  method: 'upi'
  captured: boolean
  created_at: number
  error_code: string | null
}

export interface RazorpayFake {
  url: string
  keyId: string
  keySecret: string
  webhookSecret: string
  /** every API call the fake received (not the checkout page) */
  calls: Array<{ method: string; path: string; body: unknown }>
  orders: Map<string, FakeOrder>
  payments: FakePayment[]
  /** answer the next API calls with this HTTP status (simulates an outage); null: normal */
  failWith: number | null
  orderByReceipt(receipt: string): FakeOrder | undefined
  /** a payment on an order: captured by default; `amount` to simulate a mismatch */
  pay(razorpayOrderId: string, o?: { status?: FakePayment['status']; amount?: number }): FakePayment
  /** the fields the checkout posts to callback_url for a payment, signed with the key secret (or `secret`) */
  returnFields(p: FakePayment, secret?: string): Record<string, string>
  /** a webhook body and its headers, signed with the webhook secret (or `secret`) */
  webhook(event: 'payment.captured' | 'payment.failed' | 'order.paid' | string, p: FakePayment, o?: { eventId?: string | null; secret?: string }): { raw: string; headers: Record<string, string> }
  close(): Promise<void>
}

/** The settings of an app whose gateway is Razorpay, pointed at this fake. */
export function razorpayEnv(fake: Pick<RazorpayFake, 'keyId' | 'keySecret' | 'webhookSecret' | 'url'>): Record<string, string> {
  return {
    PAYMENT_GATEWAY: 'razorpay',
    RAZORPAY_KEY_ID: fake.keyId,
    RAZORPAY_KEY_SECRET: fake.keySecret,
    RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
    RAZORPAY_API_URL: fake.url,
  }
}

const id = (prefix: string) => prefix + randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)
const sign = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex')
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export async function startRazorpayFake(o: { keyId?: string; keySecret?: string; webhookSecret?: string } = {}): Promise<RazorpayFake> {
  const keyId = o.keyId ?? 'rzp_test_FAKE0123456789'
  const keySecret = o.keySecret ?? 'fake-key-secret-0123456789'
  const webhookSecret = o.webhookSecret ?? 'fake-webhook-secret-0123456789'
  const app = express()
  const now = () => Math.floor(Date.now() / 1000)

  const fake: RazorpayFake = {
    url: '',
    keyId,
    keySecret,
    webhookSecret,
    calls: [],
    orders: new Map(),
    payments: [],
    failWith: null,
    orderByReceipt: (receipt) => [...fake.orders.values()].find((x) => x.receipt === receipt),
    pay(razorpayOrderId, p = {}) {
      const order = fake.orders.get(razorpayOrderId)
      if (!order) throw new Error(`fake: no order ${razorpayOrderId}`)
      const status = p.status ?? 'captured'
      const payment: FakePayment = {
        id: id('pay_'),
        entity: 'payment',
        amount: p.amount ?? order.amount,
        currency: 'INR',
        status,
        order_id: order.id,
        method: 'upi',
        captured: status === 'captured',
        created_at: now(),
        error_code: status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
      }
      fake.payments.push(payment)
      order.attempts++
      order.status = status === 'captured' ? 'paid' : 'attempted'
      if (status === 'captured') {
        order.amount_paid = payment.amount
        order.amount_due = Math.max(0, order.amount - payment.amount)
      }
      return payment
    },
    returnFields(p, secret = keySecret) {
      return { razorpay_payment_id: p.id, razorpay_order_id: p.order_id, razorpay_signature: sign(secret, `${p.order_id}|${p.id}`) }
    },
    webhook(event, p, w = {}) {
      const order = fake.orders.get(p.order_id)
      const body = {
        entity: 'event',
        account_id: 'acc_FAKE000000001',
        event,
        contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
        payload: {
          payment: { entity: p },
          ...(event === 'order.paid' && order ? { order: { entity: order } } : {}),
        },
        created_at: now(),
      }
      const raw = JSON.stringify(body)
      const headers: Record<string, string> = { 'content-type': 'application/json', 'x-razorpay-signature': sign(w.secret ?? webhookSecret, raw) }
      const eventId = w.eventId === undefined ? id('evt_') : w.eventId
      if (eventId !== null) headers['x-razorpay-event-id'] = eventId
      return { raw, headers }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }

  const error = (res: express.Response, status: number, description: string) =>
    res.status(status).json({ error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA', metadata: {} } })

  // the hosted checkout (a browser form, no API auth)
  const form = express.urlencoded({ extended: false })
  app.post('/v1/checkout/embedded', form, (req, res) => {
    const b = req.body as Record<string, string>
    const order = fake.orders.get(b.order_id)
    if (b.key_id !== keyId || !order) return void res.status(400).type('html').send('<!doctype html><title>Bad request</title><p>Unknown key or order</p>')
    const hidden = (action: string) =>
      `<form method="post" action="/v1/checkout/embedded/complete"><input type="hidden" name="order_id" value="${esc(order.id)}"><input type="hidden" name="callback_url" value="${esc(b.callback_url ?? '')}"><input type="hidden" name="action" value="${action}"><button type="submit">${action === 'pay' ? 'Pay' : 'Fail'}</button></form>`
    res.type('html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Razorpay checkout</title></head><body><main>
<h1>Fake Razorpay: pay ${order.amount} paise</h1><p>${esc(b.name ?? '')}: ${esc(b.description ?? '')}</p>
${hidden('pay')}${hidden('fail')}<p><a href="${esc(b.cancel_url ?? '')}">Cancel</a></p></main></body></html>`)
  })
  app.post('/v1/checkout/embedded/complete', form, (req, res) => {
    const b = req.body as Record<string, string>
    if (!fake.orders.get(b.order_id)) return void res.status(400).send('unknown order')
    const p = fake.pay(b.order_id, { status: b.action === 'pay' ? 'captured' : 'failed' })
    const fields: Record<string, string> =
      p.status === 'captured'
        ? fake.returnFields(p)
        : { 'error[code]': 'BAD_REQUEST_ERROR', 'error[description]': 'Payment failed', 'error[metadata]': JSON.stringify({ payment_id: p.id, order_id: p.order_id }) }
    res.type('html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Returning</title></head><body>
<form id="back" method="post" action="${esc(b.callback_url)}">${Object.entries(fields)
      .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
      .join('')}<button type="submit">Return to the merchant</button></form>
<script>document.getElementById('back').submit()</script></body></html>`)
  })

  // the API: basic auth with the key pair
  app.use('/v1', express.json(), (req, res, next) => {
    fake.calls.push({ method: req.method, path: req.path, body: req.body })
    const auth = req.get('authorization') ?? ''
    const expected = 'Basic ' + Buffer.from(`${keyId}:${keySecret}`).toString('base64')
    if (auth !== expected) return error(res, 401, 'Authentication failed')
    if (fake.failWith) return error(res, fake.failWith, 'The fake is failing on purpose')
    next()
  })
  app.post('/v1/orders', (req, res) => {
    const b = (req.body ?? {}) as Record<string, unknown>
    if (!Number.isInteger(b.amount) || (b.amount as number) < 100) return error(res, 400, 'The amount must be atleast INR 1.00')
    if (b.currency !== 'INR') return error(res, 400, 'Currency is not supported')
    const order: FakeOrder = {
      id: id('order_'),
      entity: 'order',
      amount: b.amount as number,
      amount_paid: 0,
      amount_due: b.amount as number,
      currency: 'INR',
      receipt: typeof b.receipt === 'string' ? b.receipt : null,
      notes: (b.notes ?? {}) as Record<string, string>,
      status: 'created',
      attempts: 0,
      created_at: now(),
    }
    fake.orders.set(order.id, order)
    res.json(order)
  })
  app.get('/v1/orders/:id', (req, res) => {
    const order = fake.orders.get(req.params.id)
    if (!order) return error(res, 400, 'The id provided does not exist')
    res.json(order)
  })
  app.get('/v1/orders/:id/payments', (req, res) => {
    if (!fake.orders.get(req.params.id)) return error(res, 400, 'The id provided does not exist')
    const items = fake.payments.filter((p) => p.order_id === req.params.id).reverse()
    res.json({ entity: 'collection', count: items.length, items })
  })

  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s))
  })
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return fake
}
