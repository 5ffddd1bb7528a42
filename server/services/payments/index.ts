import type { OrderAnswer, OrderStatus, PaymentStatusAnswer, Purpose } from '#shared/payments/contract'
import type { Logger } from 'pino'
import type { Config } from '../../config'
import type { SmsTransport } from '../../adapters/sms'
import type { Db } from '../../db/knex'
import { createPaymentGateway } from '../../adapters/payment'
import { callbackEventSchema, isHostedGateway, type PaymentGateway } from '../../adapters/payment/types'
import { InvalidError, NotFoundError, UnauthorizedError } from '../../errors'
import { checkoutPage, handleCancel, handleReturn, handleWebhook, type HostedDeps } from './hosted'
import { createApplicationFees, type ApplicationFeeService } from './applicationFees'
import { createOrder } from './orders'
import { createReceiptSms, type ReceiptSmsService } from './receiptSms'
import type { SmsTemplateIds } from '../smsTemplates'
import { ABANDONED_AFTER_MS, statusQuerySchema, type CallbackAnswer, type ReconcileResult } from './schemas'
import { settle } from './settle'
import { str, type Row } from '../../db/rows'
import { parseInput } from '../../validation/parse'

export * from './schemas'
export { ApplicationFeeError, type FeeOrder, type ApplicationFeeService } from './applicationFees'
export { returnUrl } from './orders'

export interface PaymentService {
  /** the configured gateway (the sandbox router needs the sandbox itself) */
  gateway: PaymentGateway
  /** POST /api/payments/orders: `created` false for an idempotent replay */
  createOrder(idempotencyKey: unknown, body: unknown): Promise<{ created: boolean; order: OrderAnswer }>
  /** a gateway callback, exactly as received: 401 bad signature, 400 bad body, 404 unknown order, 409 amount */
  handleCallback(rawBody: Buffer | string, signatureHeader: string | undefined): Promise<CallbackAnswer>
  /** an order of this consumer by our order id or the gateway's txn id; 404 otherwise */
  status(consumerNo: unknown, txnId: unknown): Promise<PaymentStatusAnswer>
  /** asks the gateway about orders still open and older than `olderThanMs`, settling them */
  reconcile(opts: { olderThanMs: number; limit?: number }): Promise<ReconcileResult>
  /** the SMS after each paid order (receiptSms.ts); null without an SMS transport */
  receiptSms: ReceiptSmsService | null
  /** the fee of an application paid through the same gateway and settlement (ADR 018) */
  applicationFees: ApplicationFeeService
  /** a gateway with its own hosted page, return leg and webhook (Razorpay, ADR 014); null for the sandbox */
  hosted: {
    checkoutPage(orderId: unknown, origin: string): ReturnType<typeof checkoutPage>
    handleReturn(orderId: unknown, fields: Record<string, unknown>): ReturnType<typeof handleReturn>
    handleCancel(orderId: unknown): ReturnType<typeof handleCancel>
    handleWebhook(rawBody: Buffer, header: (name: string) => string | undefined): ReturnType<typeof handleWebhook>
  } | null
}

export interface PaymentServiceDeps {
  db: Db
  config: Pick<Config, 'PAYMENT_GATEWAY' | 'paymentWebhookSecret' | 'stsVendingKey' | 'isProduction'> &
    Partial<Pick<Config, 'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET' | 'RAZORPAY_WEBHOOK_SECRET' | 'RAZORPAY_API_URL'>> &
    SmsTemplateIds
  logger: Logger
  /** where the SMS after a payment goes (the configured transport); none: no SMS */
  sms?: SmsTransport
  now?: () => number
  /** another gateway (tests) */
  gateway?: PaymentGateway
  /** an application's fee was paid: workflow.markPaid (ADR 018); none: applications do not move */
  applicationPaid?: (workNo: string, payment: { receiptNo: string; orderId: string }) => Promise<unknown>
}

export function createPaymentService(deps: PaymentServiceDeps): PaymentService {
  const { db, logger } = deps
  const now = deps.now ?? Date.now
  const gateway = deps.gateway ?? createPaymentGateway({ db, config: deps.config, logger, now })
  const receiptSms = deps.sms
    ? createReceiptSms({
        db,
        sms: deps.sms,
        logger,
        now,
        templateIds: deps.config,
      })
    : null
  const applicationFees = createApplicationFees({ db, gateway, logger, now, markPaid: deps.applicationPaid })
  const settleDeps = { db, logger, now, vendingKey: deps.config.stsVendingKey, receiptSms: receiptSms ?? undefined, applicationPaid: applicationFees.paid }
  const hostedDeps: HostedDeps | null = isHostedGateway(gateway) ? { db, gateway, logger, settleDeps } : null

  return {
    gateway,
    receiptSms,
    applicationFees,

    hosted: hostedDeps && {
      checkoutPage: (orderId, origin) => checkoutPage(hostedDeps, orderId, origin),
      handleReturn: (orderId, fields) => handleReturn(hostedDeps, orderId, fields),
      handleCancel: (orderId) => handleCancel(hostedDeps, orderId),
      handleWebhook: (rawBody, header) => handleWebhook(hostedDeps, rawBody, header),
    },

    createOrder: (key, body) => createOrder({ db, gateway, now }, key, body),

    async handleCallback(rawBody, signatureHeader) {
      const raw = Buffer.isBuffer(rawBody) ? rawBody : Buffer.from(String(rawBody ?? ''), 'utf8')
      if (!gateway.verifySignature(raw, signatureHeader)) {
        logger.warn({ bytes: raw.length }, 'payment callback refused: bad signature')
        throw new UnauthorizedError('Invalid callback signature')
      }
      let json: unknown
      try {
        json = JSON.parse(raw.toString('utf8'))
      } catch {
        throw new InvalidError('The callback body is not JSON')
      }
      const ev = parseInput(callbackEventSchema, json)
      return settle(settleDeps, { ...ev, raw: raw.toString('utf8') })
    },

    async status(consumerNo, txnId) {
      const q = parseInput(statusQuerySchema, { consNo: consumerNo, txnId })
      const o = await db('payment_orders as o')
        .join('consumers as c', 'c.id', 'o.consumer_id')
        .first('o.*', 'c.consumer_no', 'c.conn_type')
        .where('c.consumer_no', q.consNo)
        .andWhere((w) => w.where('o.order_id', q.txnId).orWhere('o.gateway_txn_id', q.txnId))
      if (!o) throw new NotFoundError('No payment of this consumer number has that transaction id')
      let token: string | null = null
      let meterNo: string | null = null
      let balancePaise: number | null = null
      if (o.purpose === 'recharge') {
        const meter: Row | undefined = await db('prepaid_meters').first('meter_no', 'balance').where('consumer_id', o.consumer_id)
        meterNo = str(meter?.meter_no)
        if (o.conn_type === 'SMART PREPAID' && meter) balancePaise = Number(meter.balance)
        if (o.status === 'PAID') {
          const r: Row | undefined = await db('recharges').first('token').where('txn_id', o.order_id)
          token = str(r?.token)
        }
      }
      return {
        orderId: String(o.order_id),
        purpose: o.purpose as Purpose,
        consumerNo: String(o.consumer_no),
        amountPaise: Number(o.amount),
        status: o.status as OrderStatus,
        createdAt: String(o.created_at),
        paidAt: str(o.paid_at),
        receiptNo: str(o.receipt_no),
        gatewayTxnId: str(o.gateway_txn_id),
        token,
        meterNo,
        balancePaise,
      }
    },

    async reconcile({ olderThanMs, limit = 500 }) {
      const t = now()
      const cutoff = new Date(t - Math.max(0, olderThanMs)).toISOString()
      const abandonedBefore = new Date(t - ABANDONED_AFTER_MS).toISOString()
      const rows: Row[] = await db('payment_orders')
        .select('order_id', 'status', 'created_at')
        .whereIn('status', ['CREATED', 'PENDING'])
        .where('created_at', '<=', cutoff)
        .orderBy('created_at')
        .limit(Math.min(Math.max(1, Math.trunc(limit)), 5000))
      const r: ReconcileResult = { checked: 0, paid: 0, failed: 0, cancelled: 0, pending: 0, unchanged: 0, errors: 0 }
      for (const row of rows) {
        r.checked++
        const orderId = String(row.order_id)
        try {
          const gs = await gateway.fetchStatus(orderId)
          if (!gs || gs.status === 'PENDING') {
            if (!gs && String(row.created_at) <= abandonedBefore) {
              // the payer never reached the gateway: nothing was paid, close the order
              const n = await db('payment_orders')
                .where('order_id', orderId)
                .whereIn('status', ['CREATED', 'PENDING'])
                .update({ status: 'CANCELLED', updated_at: new Date(now()).toISOString() })
              if (n) r.cancelled++
              else r.unchanged++
            } else if (gs && row.status === 'CREATED') {
              await db('payment_orders')
                .where({ order_id: orderId, status: 'CREATED' })
                .update({ status: 'PENDING', gateway_txn_id: gs.gatewayTxnId, updated_at: new Date(now()).toISOString() })
              r.pending++
            } else {
              r.unchanged++
            }
            continue
          }
          const answer = await settle(settleDeps, {
            eventId: `recon:${orderId}:${gs.status}`,
            orderId,
            gatewayTxnId: gs.gatewayTxnId,
            status: gs.status,
            amountPaise: gs.amountPaise,
            occurredAt: gs.occurredAt ?? undefined,
            raw: JSON.stringify({ source: 'reconciliation', gateway: gateway.name, ...gs }),
          })
          if (answer.status !== 'accepted') r.unchanged++
          else if (answer.orderStatus === 'PAID') r.paid++
          else if (answer.orderStatus === 'FAILED') r.failed++
          else r.cancelled++
        } catch (err) {
          r.errors++
          logger.error({ err, orderId }, 'reconciliation could not settle an order')
        }
      }
      // paid application fees whose application did not move on (a crash after the commit)
      try {
        await applicationFees.finishPaid()
      } catch (err) {
        logger.error({ err }, 'reconciliation could not finish paid application fees')
      }
      logger[r.checked > 0 ? 'info' : 'debug']({ ...r, olderThanMs }, `reconciliation: ${r.checked} open orders checked, ${r.paid} paid, ${r.failed + r.cancelled} closed`)
      return r
    },
  }
}
