import { randomBytes } from 'node:crypto'
import request from 'supertest'
import { expect } from 'vitest'
import { signBody } from '../../server/adapters/payment'
import type { TestApp } from '../helpers/app'

/** Shared steps of the payments API tests (test/api/payments-*.test.ts). */

export const newKey = () => 'k-' + randomBytes(9).toString('base64url')

export interface OrderBody {
  purpose: 'bill' | 'recharge'
  consumerNo: string
  amountPaise: number
  locale?: 'en' | 'as'
  channel?: 'web' | 'mobile-app'
  confirmRepeat?: boolean
}

export function postOrder(t: TestApp, body: unknown, key: string | null = newKey()) {
  const r = request(t.app).post('/api/payments/orders')
  if (key !== null) r.set('Idempotency-Key', key)
  return r.send(body as object)
}

/**
 * Creates an order and answers its id (201 expected). Confirmed as a repeat unless the body
 * says otherwise: the files using it test what follows an order, and pay the same demo bill or
 * meter many times in a row (the question itself: payments-repeat.test.ts).
 */
export async function createOrder(t: TestApp, body: OrderBody): Promise<string> {
  const res = await postOrder(t, { confirmRepeat: true, ...body })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.orderId as string
}

export interface EventOverrides {
  eventId?: string
  status?: 'SUCCESS' | 'FAILED' | 'CANCELLED'
  amountPaise?: number
  gatewayTxnId?: string
  /** when the payer paid, as the gateway says (default: now) */
  occurredAt?: string
}

/** A signed callback body for an order (the amount of the order unless overridden). */
export async function callbackFor(t: TestApp, orderId: string, o: EventOverrides = {}) {
  const order = await t.testDb.db('payment_orders').first('amount').where('order_id', orderId)
  const raw = JSON.stringify({
    eventId: o.eventId ?? 'EVT' + randomBytes(8).toString('hex'),
    orderId,
    gatewayTxnId: o.gatewayTxnId ?? 'SBXTEST' + orderId.slice(3, 11),
    status: o.status ?? 'SUCCESS',
    amountPaise: o.amountPaise ?? Number(order?.amount ?? 100),
    occurredAt: o.occurredAt ?? new Date().toISOString(),
  })
  return { raw, signature: signBody(raw, t.config.paymentWebhookSecret) }
}

export function postCallback(t: TestApp, raw: string, signature?: string) {
  const r = request(t.app).post('/api/payments/callback').set('content-type', 'application/json')
  if (signature !== undefined) r.set('X-Pg-Signature', signature)
  return r.send(raw)
}

/** Rows the ledger holds for an order (payments or recharges with txn_id = order id). */
export async function ledgerRows(t: TestApp, orderId: string) {
  const payments = await t.testDb.db('payments').select().where('txn_id', orderId)
  const recharges = await t.testDb.db('recharges').select().where('txn_id', orderId)
  return { payments, recharges, total: payments.length + recharges.length }
}

export async function orderRow(t: TestApp, orderId: string) {
  return t.testDb.db('payment_orders').first().where('order_id', orderId)
}

/** The payer presses a button on the sandbox page. */
export function sandboxPost(t: TestApp, orderId: string, action: string) {
  return request(t.app).post(`/sandbox-pg/checkout/${orderId}`).type('form').send({ action })
}
