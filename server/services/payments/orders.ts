import type { OrderAnswer, OrderStatus } from '#shared/payments/contract'
import { createHash } from 'node:crypto'
import type { Knex } from 'knex'
import { randomBase32 } from '../../adapters/payment/ids'
import type { PaymentGateway } from '../../adapters/payment/types'
import { coded, ConflictError, consumerNotFound, invalidField, NotFoundError } from '../../errors'
import { indiaToday } from '#shared/time'
import { createBillingService } from '../billing'
import { billPaymentStateOf } from '../billing/lookup'
import { stsMeterOf } from '../prepaid/vending'
import { energyRate } from './posting'
import { lockTarget, recentOrder, RepeatPaymentError, type PaymentTarget } from './repeat'
import { createOrderSchema, IDEMPOTENCY_KEY_TTL_MS, idempotencyKeySchema, type CreateOrderInput } from './schemas'
import { type Row } from '../../db/rows'
import { consumerFacts } from '../billing/consumerRecord'
import { parseInput } from '../../validation/parse'

export interface OrderDeps {
  db: Knex
  gateway: PaymentGateway
  now: () => number
}

const keyReused = () => coded(new ConflictError('This Idempotency-Key was already used for a different payment'), 'IDEMPOTENCY_KEY_REUSED')

/** 'APD' + 16 base32 characters: 80 random bits, never guessable or sequential. */
export const newOrderId = () => 'APD' + randomBase32(16)

/**
 * SHA-256 of the normalised body (defaults applied, unknown fields dropped). `confirmRepeat`
 * is left out: it answers a question about the payment, it is not another payment, so the
 * same key confirmed after the question (or replayed without it) is the same order.
 */
function requestHash(input: CreateOrderInput): string {
  const canonical = JSON.stringify([input.purpose, input.consumerNo, input.amountPaise, input.locale, input.channel])
  return createHash('sha256').update(canonical).digest('hex')
}

/**
 * Where the gateway sends the payer back: our payment-status page; for an application fee
 * (ADR 018, `consumerNo` then holds the application number) the application's acknowledgement.
 */
export function returnUrl(o: { consumerNo: string; orderId: string; locale: string; channel: string; purpose?: string }): string {
  if (o.purpose === 'application') return `/website/${o.locale === 'as' ? 'AS_' : ''}PrintAck?${new URLSearchParams({ applNo: o.consumerNo }).toString()}`
  const q = new URLSearchParams({ consNo: o.consumerNo, txnId: o.orderId })
  if (o.channel === 'mobile-app') q.set('app', '1')
  return `/website/${o.locale === 'as' ? 'AS_' : ''}PaymentStatus?${q.toString()}`
}

const isUniqueViolation = (err: unknown) => {
  const code = (err as { code?: string })?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}

/** What the checks of an order found: the consumer and, for a bill, the bill it pays. */
async function checkPayable(db: Knex, input: CreateOrderInput, now: () => number): Promise<{ consumerId: number; billId: number | null }> {
  const consumer = await consumerFacts(db, { consumerNo: input.consumerNo })
  if (!consumer) throw consumerNotFound()
  if (consumer.status !== 'ACTIVE') throw coded(new ConflictError('This connection is not active: payments are not accepted for it'), 'CONNECTION_INACTIVE')
  const consumerId = consumer.id
  if (input.purpose === 'bill') {
    const bill = await createBillingService(db).latestBill(input.consumerNo)
    const row = bill ? await db('bills').first('id').where('bill_no', bill.billNo) : null
    if (!bill || !row) throw coded(new NotFoundError('No bill found for this consumer number'), 'NO_BILL')
    // never more than the bill asks for today (shared/billing/payable.ts): a consumer who paid
    // on time is not asked for the surcharge, and nobody pays twice through a stale page
    const { payablePaise } = await billPaymentStateOf(db, input.consumerNo, bill, indiaToday(now()))
    if (payablePaise <= 0) throw coded(new ConflictError('Nothing is payable on this bill now.'), 'NO_DUES')
    if (input.amountPaise > payablePaise) {
      throw coded(invalidField('amountPaise', 'The amount is more than is payable on this bill now. Please reload the page to see what is payable.'), 'AMOUNT_ABOVE_PAYABLE', { payablePaise })
    }
    return { consumerId, billId: Number(row.id) }
  }
  if (consumer.connType !== 'PREPAID' && consumer.connType !== 'SMART PREPAID') {
    throw coded(invalidField('consumerNo', 'Recharge is only for PREPAID and SMART PREPAID connections'), 'NOT_PREPAID')
  }
  const meter = await db('prepaid_meters').first('meter_no', 'key_revision').where('consumer_id', consumerId)
  if (!meter) throw coded(new ConflictError('No prepaid meter is registered for this consumer number'), 'NO_PREPAID_METER')
  if (consumer.connType === 'PREPAID') {
    // refuse now what could not be vended once paid: the consumer must never pay for nothing
    try {
      stsMeterOf(String(meter.meter_no), Number(meter.key_revision ?? 1))
      await energyRate(db, consumer.tariffCategory)
    } catch {
      throw coded(new ConflictError('Tokens cannot be issued for this meter online; please contact the section office'), 'VENDING_UNAVAILABLE')
    }
  }
  return { consumerId, billId: null }
}

/**
 * POST /api/payments/orders. The same key with the same body answers the same order
 * (`created: false`, 200); with another body a 409. Keys are kept a day (ADR 008). A new order
 * for a bill or meter that has a paid or open order of the last 30 minutes is a 409
 * REPEAT_PAYMENT with that order, unless `confirmRepeat` (./repeat.ts); the check and the
 * insert hold the target's lock, so two tabs racing make one order.
 */
export async function createOrder(deps: OrderDeps, idempotencyKey: unknown, body: unknown): Promise<{ created: boolean; order: OrderAnswer }> {
  const { db, gateway, now } = deps
  const key = parseInput(idempotencyKeySchema, idempotencyKey)
  const input = parseInput(createOrderSchema, body)
  const hash = requestHash(input)

  const answer = async (row: Row, created: boolean) => {
    const order = {
      orderId: String(row.order_id),
      consumerNo: input.consumerNo,
      amountPaise: Number(row.amount),
      locale: String(row.locale),
      channel: String(row.channel),
    }
    const redirectUrl = await gateway.checkoutUrl({ ...order, locale: order.locale === 'as' ? 'as' : 'en', returnUrl: returnUrl(order) })
    return { created, order: { orderId: order.orderId, status: row.status as OrderStatus, amountPaise: order.amountPaise, redirectUrl } }
  }
  const replay = async () => {
    const row = await db('payment_orders').first().where('idempotency_key', key)
    if (!row) return null
    if (String(row.created_at) < new Date(now() - IDEMPOTENCY_KEY_TTL_MS).toISOString()) {
      // older than a day: the key is free again (the old order keeps its row)
      await db('payment_orders').where({ id: row.id, idempotency_key: key }).update({ idempotency_key: null })
      return null
    }
    if (row.request_hash !== hash) throw keyReused()
    return answer(row, false)
  }

  const earlier = await replay()
  if (earlier) return earlier

  const { consumerId, billId } = await checkPayable(db, input, now)
  const at = new Date(now()).toISOString()
  const row = {
    order_id: newOrderId(),
    idempotency_key: key,
    request_hash: hash,
    purpose: input.purpose,
    consumer_id: consumerId,
    bill_id: billId,
    amount: input.amountPaise,
    locale: input.locale,
    channel: input.channel,
    status: 'CREATED',
    gateway: gateway.name,
    created_at: at,
    updated_at: at,
  }
  const target: PaymentTarget = billId === null ? { purpose: 'recharge', consumerId } : { purpose: 'bill', consumerId, billId }
  let keyTaken = false
  try {
    await db.transaction(async (trx) => {
      await lockTarget(trx, target)
      // the same key may have won the lock before us: that is a replay, not a repeat
      if (await trx('payment_orders').first('id').where('idempotency_key', key)) {
        keyTaken = true
        return
      }
      if (!input.confirmRepeat) {
        const first = await recentOrder(trx, target, now())
        if (first) throw new RepeatPaymentError(first)
      }
      await trx('payment_orders').insert(row)
    })
  } catch (err) {
    // the same key raced us: answer as a replay (or 409 for another body)
    if (!isUniqueViolation(err)) throw err
    const raced = await replay()
    if (raced) return raced
    throw err
  }
  if (keyTaken) {
    const raced = await replay()
    if (raced) return raced
    throw keyReused()
  }
  return answer(row, true)
}
