import type { OrderStatus } from '#shared/payments/contract'
import type { Knex } from 'knex'
import type { Logger } from 'pino'
import en from '#shared/locales/en/gateway.json'
import as from '#shared/locales/as/gateway.json'
import { formatPaise } from '#shared/format'
import type { GatewayVerdict, HostedCheckout, HostedPaymentGateway } from '../../adapters/payment/types'
import { ORDER_ID_RE } from '../../adapters/payment/types'
import { AppError, NotFoundError, UnauthorizedError } from '../../errors'
import { returnUrl } from './orders'
import type { CallbackAnswer } from './schemas'
import { settle, type SettleDeps } from './settle'
import { MOBILE_PATTERN } from '#shared/input/fields'
import { type Row } from '../../db/rows'

/**
 * The parts of a hosted gateway (Razorpay; ADR 014) around the adapter: our checkout page's
 * data, the return leg and the webhook. Every outcome goes through settle() (exactly once).
 */

export type CheckoutLabels = (typeof en)['checkout']
const LABELS: Record<'en' | 'as', CheckoutLabels> = { en: en.checkout, as: as.checkout }

export interface OrderRef {
  orderId: string
  consumerNo: string
  locale: 'en' | 'as'
  channel: string
  /** 'application': an application's fee (ADR 018); `consumerNo` is then the application number */
  purpose: 'bill' | 'recharge' | 'application'
  amountPaise: number
  status: OrderStatus
  mobile: string | null
}

export type CheckoutPage =
  | { kind: 'form'; order: OrderRef; form: HostedCheckout; labels: CheckoutLabels; amountText: string }
  /** the order is settled (or the gateway does not know it): the payer goes to the status page */
  | { kind: 'closed'; redirectUrl: string }

async function orderRef(db: Knex, orderId: unknown): Promise<OrderRef | null> {
  if (typeof orderId !== 'string' || !ORDER_ID_RE.test(orderId)) return null
  // a bill or recharge names its consumer; an application fee its application (ADR 018)
  const r: Row | undefined = await db('payment_orders as o')
    .leftJoin('consumers as c', 'c.id', 'o.consumer_id')
    .leftJoin('work_items as w', 'w.id', 'o.work_item_id')
    .first('o.order_id', 'o.locale', 'o.channel', 'o.purpose', 'o.amount', 'o.status', 'c.consumer_no', 'c.mobile', { work_no: 'w.work_no', work_mobile: 'w.mobile' })
    .where('o.order_id', orderId)
  if (!r) return null
  const application = r.purpose === 'application'
  const mobile = application ? r.work_mobile : r.mobile
  return {
    orderId: String(r.order_id),
    consumerNo: String(application ? r.work_no : r.consumer_no),
    locale: r.locale === 'as' ? 'as' : 'en',
    channel: String(r.channel),
    purpose: application ? 'application' : r.purpose === 'recharge' ? 'recharge' : 'bill',
    amountPaise: Number(r.amount),
    status: r.status as OrderStatus,
    mobile: typeof mobile === 'string' && MOBILE_PATTERN.test(mobile) ? mobile : null,
  }
}

const isOpen = (s: OrderStatus) => s === 'CREATED' || s === 'PENDING'

export interface HostedDeps {
  db: Knex
  gateway: HostedPaymentGateway
  logger: Logger
  settleDeps: SettleDeps
}

/** GET /api/payments/<gateway>/checkout/:orderId: the form to the gateway's page. `origin`: ours, absolute. */
export async function checkoutPage(deps: HostedDeps, orderId: unknown, origin: string): Promise<CheckoutPage> {
  const order = await orderRef(deps.db, orderId)
  if (!order) throw new NotFoundError('No such payment order')
  const back = returnUrl(order)
  if (!isOpen(order.status)) return { kind: 'closed', redirectUrl: back }
  const labels = LABELS[order.locale]
  const base = `${origin}/api/payments/${deps.gateway.name}`
  const form = await deps.gateway.checkoutForm({
    orderId: order.orderId,
    consumerNo: order.consumerNo,
    amountPaise: order.amountPaise,
    merchantName: labels.merchantName,
    description: labels.description[order.purpose].replace('{{consumerNo}}', order.consumerNo).replace('{{applNo}}', order.consumerNo),
    contact: order.mobile,
    callbackUrl: `${base}/return/${order.orderId}`,
    cancelUrl: `${base}/cancel/${order.orderId}`,
  })
  if (!form) return { kind: 'closed', redirectUrl: back }
  return { kind: 'form', order, form, labels, amountText: formatPaise(order.amountPaise, order.locale, { nbsp: true }) }
}

/** Settles a verified outcome; an amount mismatch or unknown order is refused and logged (nothing posted). */
async function settleVerdict(deps: HostedDeps, v: GatewayVerdict, source: string): Promise<CallbackAnswer | { status: 'ignored' | 'pending' }> {
  if (v.kind === 'invalid') {
    deps.logger.warn({ gateway: deps.gateway.name, source, reason: v.reason }, 'payment gateway message refused: not authentic')
    throw new UnauthorizedError('Invalid payment gateway signature')
  }
  if (v.kind !== 'outcome') {
    deps.logger.info({ gateway: deps.gateway.name, source, reason: v.reason }, 'payment gateway message: nothing to settle')
    return { status: v.kind === 'pending' ? 'pending' : 'ignored' }
  }
  return settle(deps.settleDeps, v.report)
}

/**
 * The payer's browser back from the gateway (POST /return/:orderId). Whatever happens the
 * browser goes on to our status page, which shows the order as it is: a forged or failed
 * return settles nothing, and the webhook or reconciliation settles what the return missed.
 */
export async function handleReturn(deps: HostedDeps, orderId: unknown, fields: Record<string, unknown>): Promise<{ redirectUrl: string; settled: CallbackAnswer | { status: string } }> {
  const order = await orderRef(deps.db, orderId)
  if (!order) throw new NotFoundError('No such payment order')
  let settled: CallbackAnswer | { status: string }
  try {
    settled = await settleVerdict(deps, await deps.gateway.verifyReturn(order.orderId, fields), 'return')
  } catch (err) {
    if (!(err instanceof AppError) || err.status >= 500) {
      // the gateway or the database failed: the payer still sees the status page
      deps.logger.error({ err, orderId: order.orderId }, 'payment return not settled (reconciliation will)')
      settled = { status: 'error' }
    } else {
      if (err.status !== 401) deps.logger.warn({ orderId: order.orderId, err: err.message }, 'payment return refused')
      settled = { status: 'refused' }
    }
  }
  return { redirectUrl: returnUrl(order), settled }
}

/** GET|POST /cancel/:orderId: the payer left the gateway's page; the order stays open for reconciliation. */
export async function handleCancel(deps: HostedDeps, orderId: unknown): Promise<{ redirectUrl: string }> {
  const order = await orderRef(deps.db, orderId)
  if (!order) throw new NotFoundError('No such payment order')
  return { redirectUrl: returnUrl(order) }
}

/**
 * POST /webhook: 401 when not authentic, 409 for an amount that is not the order's (nothing
 * kept), else 200 with what happened (accepted, duplicate, ignored).
 */
export async function handleWebhook(deps: HostedDeps, rawBody: Buffer, header: (name: string) => string | undefined): Promise<CallbackAnswer | { status: 'ignored' | 'pending' }> {
  return settleVerdict(deps, await deps.gateway.verifyWebhook(rawBody, header), 'webhook')
}
