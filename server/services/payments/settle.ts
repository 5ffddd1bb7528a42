import type { OrderStatus } from '#shared/payments/contract'
import type { Knex } from 'knex'
import type { Logger } from 'pino'
import type { GatewayOutcome, GatewayReport } from '../../adapters/payment/types'
import { ConflictError, NotFoundError } from '../../errors'
import { newReceiptNo, postPaidOrder } from './posting'
import type { ReceiptSmsService } from './receiptSms'
import type { CallbackAnswer } from './schemas'

export interface SettleDeps {
  db: Knex
  logger: Logger
  now: () => number
  vendingKey: string
  /** the SMS after a payment: recorded with the posting, sent after the commit */
  receiptSms?: Pick<ReceiptSmsService, 'recordDue' | 'deliverLater'>
  /**
   * An application's fee was paid (ADR 018): after the commit, the application moves on
   * (workflow.markPaid, idempotent; its SMS is the one the applicant gets). Never throws: a
   * failure is logged and the reconciliation pass finishes it.
   */
  applicationPaid?: (orderId: string) => Promise<void>
}

/** One outcome reported by the gateway: a callback, a webhook, or what reconciliation fetched. */
export type GatewayEvent = GatewayReport

const OPEN: OrderStatus[] = ['CREATED', 'PENDING']
const FINAL_OF: Record<Exclude<GatewayOutcome, 'SUCCESS'>, OrderStatus> = { FAILED: 'FAILED', CANCELLED: 'CANCELLED' }

/**
 * The one path by which an order is settled, in ONE transaction:
 *   1. the event id is recorded (`on conflict do nothing`): seen before → 'duplicate', nothing changes;
 *   2. the amount must be the order's (else 409, and the event is not kept);
 *   3. a conditional update `status in ('CREATED','PENDING')` moves the order; only the
 *      transaction whose update changed the row posts to the ledger, so concurrent callbacks
 *      cannot post twice, and a PAID order never moves again.
 * The same transaction records that the order is owed its SMS; the SMS itself goes after the
 * commit (receiptSms.ts), so a slow or failing SMS gateway never holds or undoes a payment.
 */
export async function settle(deps: SettleDeps, ev: GatewayEvent): Promise<CallbackAnswer> {
  const { db, logger, now } = deps
  const result = await db.transaction(async (trx) => {
    const at = new Date(now())
    const iso = at.toISOString()
    const inserted = await trx('payment_events')
      .insert({ event_id: ev.eventId, order_id: ev.orderId, status: ev.status, received_at: iso, raw: ev.raw })
      .onConflict('event_id')
      .ignore()
      .returning('id')
    if (inserted.length === 0) return { status: 'duplicate' } as const

    const order = await trx('payment_orders').first().where('order_id', ev.orderId)
    if (!order) throw new NotFoundError('No such payment order')
    if (Number(order.amount) !== ev.amountPaise) {
      throw new ConflictError('The amount does not match the payment order')
    }

    let moved: number
    let next: OrderStatus
    if (ev.status === 'SUCCESS') {
      next = 'PAID'
      const receiptNo = newReceiptNo(String(order.purpose), at)
      moved = await settleUpdate(trx, ev.orderId).update({
        status: 'PAID',
        gateway_txn_id: ev.gatewayTxnId,
        paid_at: iso,
        receipt_no: receiptNo,
        updated_at: iso,
      })
      // an application fee (ADR 018) posts nothing to a consumer's ledger and owes no receipt
      // SMS: the order (PAID, its receipt number) is the record, the application moves on
      // after the commit and its SMS says so
      if (moved === 1 && order.purpose !== 'application') {
        await postPaidOrder(
          trx,
          {
            order_id: String(order.order_id),
            purpose: String(order.purpose),
            consumer_id: Number(order.consumer_id),
            bill_id: order.bill_id === null ? null : Number(order.bill_id),
            amount: Number(order.amount),
          },
          // a bill payment counts on the day the payer paid (shared/billing/payable.ts), not the
          // day its report reached us: a bill paid on time owes no surcharge
          { paidAt: order.purpose === 'bill' ? payerTime(ev.occurredAt, String(order.created_at), iso) : iso, receiptNo },
          deps.vendingKey,
        )
        await deps.receiptSms?.recordDue(trx, String(order.order_id))
      }
    } else {
      next = FINAL_OF[ev.status]
      moved = await settleUpdate(trx, ev.orderId).update({ status: next, gateway_txn_id: ev.gatewayTxnId, updated_at: iso })
    }
    if (moved === 1) return { status: 'accepted', orderId: ev.orderId, orderStatus: next, purpose: String(order.purpose) } as const
    const current = await trx('payment_orders').first('status').where('order_id', ev.orderId)
    return { status: 'ignored', orderId: ev.orderId, orderStatus: String(current?.status) as OrderStatus, from: String(order.status) } as const
  })

  if (result.status === 'duplicate') {
    logger.info({ eventId: ev.eventId, orderId: ev.orderId }, 'payment event already seen: nothing changed')
    return result
  }
  if (result.status === 'ignored') {
    const lvl = ev.status === 'SUCCESS' && result.orderStatus !== 'PAID' ? 'warn' : 'info'
    logger[lvl](
      { eventId: ev.eventId, orderId: ev.orderId, event: ev.status, orderStatus: result.orderStatus },
      lvl === 'warn' ? 'gateway reports success for a closed order: refund by hand' : 'payment event for a settled order: nothing changed',
    )
    return { status: 'ignored', orderId: result.orderId, orderStatus: result.orderStatus }
  }
  logger.info({ eventId: ev.eventId, orderId: ev.orderId, orderStatus: result.orderStatus }, 'payment order settled')
  if (result.orderStatus === 'PAID') {
    if (result.purpose === 'application') await deps.applicationPaid?.(ev.orderId)
    else deps.receiptSms?.deliverLater(ev.orderId)
  }
  return { status: result.status, orderId: result.orderId, orderStatus: result.orderStatus }
}

/** When the payer paid: the gateway's time, never before the order was made nor after now. */
export function payerTime(occurredAt: string | undefined, orderCreatedAt: string, now: string): string {
  const t = occurredAt ? Date.parse(occurredAt) : NaN
  if (!Number.isFinite(t)) return now
  const from = Date.parse(orderCreatedAt)
  const to = Date.parse(now)
  return new Date(Math.min(to, Number.isFinite(from) ? Math.max(from, t) : t)).toISOString()
}

function settleUpdate(trx: Knex.Transaction, orderId: string) {
  return trx('payment_orders').where('order_id', orderId).whereIn('status', OPEN)
}
