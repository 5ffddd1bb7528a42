import { createHmac, timingSafeEqual } from 'node:crypto'
import Razorpay from 'razorpay'
import type { Logger } from 'pino'
import { z } from 'zod'
import type { Db } from '../../db/knex'
import { coded, ServiceUnavailableError } from '../../errors'
import type { GatewayOrder, GatewayOutcome, GatewayStatus, GatewayVerdict, HostedCheckout, HostedCheckoutOrder, HostedPaymentGateway } from './types'
import { ORDER_ID_RE } from './types'

/** 503 GATEWAY_UNAVAILABLE: Razorpay did not answer; the payer may try again in a moment. */
const gatewayUnreachable = () => coded(new ServiceUnavailableError('The payment gateway could not be reached. Please try again in a moment.', 5), 'GATEWAY_UNAVAILABLE')

/** Razorpay's ids: a prefix and 14 alphanumerics (accept up to 36). */
const RZP_ORDER_ID = /^order_[A-Za-z0-9]{1,36}$/
const RZP_PAYMENT_ID = /^pay_[A-Za-z0-9]{1,36}$/
const EVENT_ID = /^[A-Za-z0-9_.:-]{1,64}$/
const HEX_SHA256 = /^[0-9a-fA-F]{64}$/

/** HMAC-SHA256 (hex) compared in constant time with a hex signature given to us; malformed is false. */
export function hmacMatches(secret: string, data: Buffer | string, givenHex: unknown): boolean {
  if (typeof givenHex !== 'string' || !HEX_SHA256.test(givenHex.trim())) return false
  const expected = createHmac('sha256', secret).update(data).digest()
  const given = Buffer.from(givenHex.trim(), 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

const orderEntity = z.object({ id: z.string().regex(RZP_ORDER_ID), amount: z.number().int() })
const paymentEntity = z.object({
  id: z.string().regex(RZP_PAYMENT_ID),
  order_id: z.string().regex(RZP_ORDER_ID).nullish(),
  amount: z.number().int().nonnegative(),
  status: z.string(),
  created_at: z.number().optional(),
})
type PaymentEntity = z.infer<typeof paymentEntity>
const paymentList = z.object({ items: z.array(paymentEntity) })

/** The webhook body: `event` and the entities it carries (https://razorpay.com/docs/webhooks/payloads/payments/). */
const webhookBody = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: paymentEntity }).optional(),
    order: z.object({ entity: z.object({ id: z.string().regex(RZP_ORDER_ID) }).passthrough() }).optional(),
  }),
})

/**
 * The events that settle an order. payment.failed does not: Razorpay lets the payer try again
 * on the same order, and a later success must not meet an order we already closed ("paid but
 * not reflected"). An order whose every attempt failed is closed by the reconciliation job
 * (fetchStatus) once it is RECONCILE_AFTER_MS old.
 */
const OUTCOME_OF_EVENT: Record<string, GatewayOutcome> = {
  'payment.captured': 'SUCCESS',
  'order.paid': 'SUCCESS',
}

/** A payment's status → ours: captured (or captured and refunded since) is paid; failed is failed. */
function outcomeOf(p: PaymentEntity): GatewayOutcome | 'PENDING' {
  if (p.status === 'captured' || p.status === 'refunded') return 'SUCCESS'
  if (p.status === 'failed') return 'FAILED'
  return 'PENDING'
}

const isoOf = (unixSeconds: number | undefined, fallback: number) => new Date(unixSeconds ? unixSeconds * 1000 : fallback).toISOString()

export interface RazorpayGatewayDeps {
  db: Db
  keyId: string
  keySecret: string
  webhookSecret: string
  /** RAZORPAY_API_URL: Razorpay's origin, or a local fake in tests */
  apiUrl: string
  logger?: Logger
  now?: () => number
  /** time limit of one API call */
  timeoutMs?: number
}

/**
 * Razorpay through its official Node SDK (ADR 014). An order of ours gets one Razorpay order
 * (amount in paise, receipt = our order id), kept in `razorpay_orders`; the payer goes through
 * our page /api/payments/razorpay/checkout/:orderId to Razorpay's hosted checkout; the return
 * leg is signed HMAC-SHA256(order_id|payment_id, key secret), the webhook HMAC-SHA256(raw
 * body, webhook secret). Payments are read back from Razorpay (orders.fetchPayments) before an
 * order is paid, so the amount compared with ours is the amount Razorpay captured.
 */
export class RazorpayGateway implements HostedPaymentGateway {
  readonly name = 'razorpay'
  readonly hosted = true
  readonly formOrigins: string[]
  private readonly client: Razorpay
  private readonly deps: RazorpayGatewayDeps
  private readonly now: () => number
  /** checkoutUrl calls in flight per order id: concurrent replays make one Razorpay order */
  private readonly creating = new Map<string, Promise<string>>()

  constructor(deps: RazorpayGatewayDeps) {
    this.deps = deps
    this.now = deps.now ?? Date.now
    this.formOrigins = [new URL(deps.apiUrl).origin]
    this.client = new Razorpay({ key_id: deps.keyId, key_secret: deps.keySecret })
    // The SDK fixes its base URL to https://api.razorpay.com in an axios instance (dist/api.js);
    // point that instance at RAZORPAY_API_URL and give every call a time limit.
    const rq = (this.client.api as unknown as { rq?: { defaults: { baseURL?: string; timeout?: number } } }).rq
    if (!rq?.defaults) throw new Error('razorpay SDK: its HTTP client was not found (SDK changed?)')
    rq.defaults.baseURL = new URL(deps.apiUrl).origin
    rq.defaults.timeout = deps.timeoutMs ?? 10_000
  }

  private get db() {
    return this.deps.db
  }

  /** Our order's Razorpay order, or undefined. */
  private async mapping(orderId: string): Promise<{ razorpay_order_id: string; amount: number } | undefined> {
    const r = await this.db('razorpay_orders').first('razorpay_order_id', 'amount').where('order_id', orderId)
    return r ? { razorpay_order_id: String(r.razorpay_order_id), amount: Number(r.amount) } : undefined
  }

  private async ourOrderOf(razorpayOrderId: string): Promise<string | undefined> {
    const r = await this.db('razorpay_orders').first('order_id').where('razorpay_order_id', razorpayOrderId)
    return r ? String(r.order_id) : undefined
  }

  /** An SDK call; Razorpay's refusals and network failures become a 503 (never the payer's 4xx). */
  private async call<T>(what: string, fn: () => Promise<unknown>, schema: z.ZodType<T>): Promise<T> {
    let answer: unknown
    try {
      answer = await fn()
    } catch (err) {
      const e = err as { statusCode?: number; error?: { code?: string; description?: string }; message?: string }
      this.deps.logger?.error({ gateway: 'razorpay', call: what, statusCode: e?.statusCode, error: e?.error ?? e?.message }, 'razorpay API call failed')
      throw gatewayUnreachable()
    }
    const parsed = schema.safeParse(answer)
    if (!parsed.success) {
      this.deps.logger?.error({ gateway: 'razorpay', call: what, issues: parsed.error.issues }, 'razorpay API answer not understood')
      throw gatewayUnreachable()
    }
    return parsed.data
  }

  async checkoutUrl(order: GatewayOrder): Promise<string> {
    const url = `/api/payments/razorpay/checkout/${encodeURIComponent(order.orderId)}`
    if (await this.mapping(order.orderId)) return url
    const inFlight = this.creating.get(order.orderId)
    if (inFlight) return inFlight
    const p = this.createRazorpayOrder(order).then(() => url)
    this.creating.set(order.orderId, p)
    try {
      return await p
    } finally {
      this.creating.delete(order.orderId)
    }
  }

  private async createRazorpayOrder(order: GatewayOrder): Promise<void> {
    const created = await this.call(
      'orders.create',
      () =>
        this.client.orders.create({
          amount: order.amountPaise,
          currency: 'INR',
          receipt: order.orderId,
          notes: { consumer_no: order.consumerNo, order_id: order.orderId },
        }),
      orderEntity,
    )
    await this.db('razorpay_orders')
      .insert({ order_id: order.orderId, razorpay_order_id: created.id, amount: created.amount, created_at: new Date(this.now()).toISOString() })
      .onConflict('order_id')
      .ignore()
  }

  private payments(razorpayOrderId: string): Promise<PaymentEntity[]> {
    return this.call('orders.fetchPayments', () => this.client.orders.fetchPayments(razorpayOrderId), paymentList).then((l) => l.items)
  }

  async fetchStatus(orderId: string): Promise<GatewayStatus | null> {
    const m = await this.mapping(orderId)
    if (!m) return null
    const items = await this.payments(m.razorpay_order_id)
    // the payer never tried to pay: as if the gateway never saw the order
    if (items.length === 0) return null
    const newest = [...items].sort((a, b) => (b.created_at ?? 0) - (a.created_at ?? 0))
    const paid = newest.find((p) => outcomeOf(p) === 'SUCCESS')
    const open = newest.find((p) => outcomeOf(p) === 'PENDING')
    const p = paid ?? open ?? newest[0]
    const status = outcomeOf(p)
    return { status, gatewayTxnId: p.id, amountPaise: p.amount, occurredAt: status === 'PENDING' ? null : isoOf(p.created_at, this.now()) }
  }

  /** Razorpay never uses our own callback format (POST /api/payments/callback). */
  verifySignature(): boolean {
    return false
  }

  async checkoutForm(order: HostedCheckoutOrder): Promise<HostedCheckout | null> {
    const m = await this.mapping(order.orderId)
    if (!m) return null
    const fields: Array<[string, string]> = [
      ['key_id', this.deps.keyId],
      ['order_id', m.razorpay_order_id],
      ['amount', String(m.amount)],
      ['currency', 'INR'],
      ['name', order.merchantName],
      ['description', order.description],
      ...(order.contact ? ([['prefill[contact]', order.contact]] as Array<[string, string]>) : []),
      ['notes[consumer_no]', order.consumerNo],
      ['notes[order_id]', order.orderId],
      ['callback_url', order.callbackUrl],
      ['cancel_url', order.cancelUrl],
    ]
    return { action: `${this.formOrigins[0]}/v1/checkout/embedded`, fields }
  }

  /**
   * The return leg (callback_url): `razorpay_signature` = HMAC-SHA256(order_id|payment_id,
   * key secret), and the Razorpay order must be the one made for `orderId`. The payment is then
   * read back from Razorpay: only a captured payment pays the order, for the amount captured.
   */
  async verifyReturn(orderId: string, fields: Record<string, unknown>): Promise<GatewayVerdict> {
    const paymentId = fields.razorpay_payment_id
    const rzpOrderId = fields.razorpay_order_id
    if (typeof paymentId !== 'string' || typeof rzpOrderId !== 'string' || !RZP_PAYMENT_ID.test(paymentId) || !RZP_ORDER_ID.test(rzpOrderId)) {
      // Razorpay's failure return carries error[...] fields and no signature: nothing to settle
      return { kind: 'pending', reason: 'no signed payment in the return' }
    }
    if (!hmacMatches(this.deps.keySecret, `${rzpOrderId}|${paymentId}`, fields.razorpay_signature)) {
      return { kind: 'invalid', reason: 'bad razorpay_signature' }
    }
    const m = ORDER_ID_RE.test(orderId) ? await this.mapping(orderId) : undefined
    if (!m || m.razorpay_order_id !== rzpOrderId) return { kind: 'invalid', reason: 'the Razorpay order is not the one of this order' }
    const p = (await this.payments(rzpOrderId)).find((x) => x.id === paymentId)
    if (!p) return { kind: 'pending', reason: 'Razorpay does not list the payment yet' }
    const status = outcomeOf(p)
    if (status === 'PENDING') return { kind: 'pending', reason: `payment ${p.status}` }
    return {
      kind: 'outcome',
      report: {
        eventId: `rzp:return:${paymentId}:${status}`,
        orderId,
        gatewayTxnId: paymentId,
        status,
        amountPaise: p.amount,
        occurredAt: isoOf(p.created_at, this.now()),
        raw: JSON.stringify({ source: 'return', razorpay_order_id: rzpOrderId, razorpay_payment_id: paymentId, payment: p }),
      },
    }
  }

  /**
   * The webhook: X-Razorpay-Signature = hex HMAC-SHA256(raw body, webhook secret), checked on
   * the exact bytes before parsing. Each X-Razorpay-Event-Id settles once (without the header,
   * the event and payment name it). The entities in a signed body are Razorpay's word.
   */
  async verifyWebhook(rawBody: Buffer, header: (name: string) => string | undefined): Promise<GatewayVerdict> {
    if (!hmacMatches(this.deps.webhookSecret, rawBody, header('x-razorpay-signature'))) {
      return { kind: 'invalid', reason: 'bad X-Razorpay-Signature' }
    }
    let json: unknown
    try {
      json = JSON.parse(rawBody.toString('utf8'))
    } catch {
      return { kind: 'ignored', reason: 'the body is not JSON' }
    }
    const body = webhookBody.safeParse(json)
    if (!body.success) return { kind: 'ignored', reason: 'not a payment or order event' }
    const status = OUTCOME_OF_EVENT[body.data.event]
    const payment = body.data.payload.payment?.entity
    if (!status || !payment) return { kind: 'ignored', reason: `event ${body.data.event} is not used` }
    const rzpOrderId = payment.order_id ?? body.data.payload.order?.entity.id
    const orderId = rzpOrderId ? await this.ourOrderOf(rzpOrderId) : undefined
    if (!orderId) return { kind: 'ignored', reason: 'not an order of ours' }
    const given = header('x-razorpay-event-id')
    const id = given && EVENT_ID.test(given) ? given : `${body.data.event}:${payment.id}`
    return {
      kind: 'outcome',
      report: {
        eventId: `rzp:${id}`,
        orderId,
        gatewayTxnId: payment.id,
        status,
        amountPaise: payment.amount,
        occurredAt: isoOf(payment.created_at, this.now()),
        raw: rawBody.toString('utf8'),
      },
    }
  }
}
