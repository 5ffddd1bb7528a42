import type { OrderAnswer, OrderStatus } from '#shared/payments/contract'
import { APPLICATION_NO } from '#shared/workflow/rules'
import { createHash } from 'node:crypto'
import type { Knex } from 'knex'
import type { Logger } from 'pino'
import { z } from 'zod'
import type { PaymentGateway } from '../../adapters/payment/types'
import { ConflictError, NotFoundError } from '../../errors'
import { newOrderId, returnUrl } from './orders'
import { str, type Row } from '../../db/rows'
import { parseInput, problemWords } from '../../validation/parse'

/**
 * The fee of an application paid through the payment gateway (issue 10 §3, ADR 018): one
 * payment order of purpose 'application' for the application (work_items), through the same
 * gateway adapters, the same settling path (settle.ts: callback, return leg, webhook,
 * reconciliation) and the same receipt numbers as bills. When the order is PAID the
 * application moves from 'awaiting payment' to 'submitted' (workflow.markPaid, right after the
 * commit; the reconciliation pass finishes any that a crash left behind).
 *
 * At most one order per application is open or paid (a partial unique index): asking again
 * while one is open answers that order (the payer goes back to the same gateway page, never
 * pays twice); a failed or cancelled order lets a new one be made.
 */

/** Why an order for an application's fee is refused: a problem key of forms.json (409). */
export type FeeProblem = 'feeNotDue' | 'feeAlreadyPaid' | 'feeChanged'

export class ApplicationFeeError extends ConflictError {
  constructor(readonly problem: FeeProblem) {
    super(problemWords(problem), [{ path: 'applNo', message: problemWords(problem), problem }])
  }
}

export const applicationOrderSchema = z.object({
  locale: z.enum(['en', 'as'], { error: "locale must be 'en' or 'as'" }).default('en'),
  /** the fee the page showed the payer; refused (409 feeChanged) when it is not the fee due */
  amountPaise: z
    .number({ error: 'amountPaise must be a whole number of paise' })
    .int('amountPaise must be a whole number of paise')
    .positive('amountPaise must be positive')
    .max(Number.MAX_SAFE_INTEGER)
    .optional(),
})
export type ApplicationOrderInput = z.input<typeof applicationOrderSchema>

/** An application's latest fee order, as the acknowledgement shows it. */
export interface FeeOrder {
  orderId: string
  status: OrderStatus
  amountPaise: number
  createdAt: string
  paidAt: string | null
  receiptNo: string | null
}

export interface ApplicationFeeDeps {
  db: Knex
  gateway: PaymentGateway
  logger: Logger
  now: () => number
  /** workflow.markPaid: 'awaiting payment' → 'submitted' once (a second call does nothing) */
  markPaid?: (workNo: string, payment: { receiptNo: string; orderId: string }) => Promise<unknown>
}

const LIVE: OrderStatus[] = ['CREATED', 'PENDING', 'PAID']

const isUniqueViolation = (err: unknown) => {
  const code = (err as { code?: string })?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}

function toFeeOrder(r: Row): FeeOrder {
  return {
    orderId: String(r.order_id),
    status: r.status as OrderStatus,
    amountPaise: Number(r.amount),
    createdAt: String(r.created_at),
    paidAt: str(r.paid_at),
    receiptNo: str(r.receipt_no),
  }
}

export function createApplicationFees(deps: ApplicationFeeDeps) {
  const { db, gateway, logger, now } = deps

  const answer = async (workNo: string, row: Row, created: boolean): Promise<{ created: boolean; order: OrderAnswer }> => {
    const order = { orderId: String(row.order_id), consumerNo: workNo, amountPaise: Number(row.amount), locale: String(row.locale), channel: String(row.channel), purpose: 'application' }
    const redirectUrl = await gateway.checkoutUrl({
      orderId: order.orderId,
      consumerNo: workNo,
      amountPaise: order.amountPaise,
      locale: order.locale === 'as' ? 'as' : 'en',
      returnUrl: returnUrl(order),
    })
    return { created, order: { orderId: order.orderId, status: row.status as OrderStatus, amountPaise: order.amountPaise, redirectUrl } }
  }

  const liveOrder = (workItemId: number): Promise<Row | undefined> => db('payment_orders').first().where('work_item_id', workItemId).whereIn('status', LIVE).orderBy('id', 'desc')

  /** A paid order whose application still waits for its payment: moves it on (idempotent). */
  async function finish(workNo: string, order: Row): Promise<boolean> {
    if (!deps.markPaid || order.status !== 'PAID' || !order.receipt_no) return false
    try {
      await deps.markPaid(workNo, { receiptNo: String(order.receipt_no), orderId: String(order.order_id) })
      return true
    } catch (err) {
      logger.error({ err, orderId: order.order_id, workNo }, 'application fee paid but the application did not move on (reconciliation retries)')
      return false
    }
  }

  const service = {
    /**
     * The order paying the fee of application `workNo` (the caller has checked that the asker
     * may open it). 201 a new order, 200 the open one again (`created` false); 409 when there is
     * no fee to pay (feeNotDue), it is paid (feeAlreadyPaid) or the page showed another amount
     * (feeChanged); 404 for an unknown number.
     */
    async createOrder(workNo: string, body: unknown): Promise<{ created: boolean; order: OrderAnswer }> {
      const input = parseInput(applicationOrderSchema, body ?? {})
      if (!APPLICATION_NO.test(workNo)) throw new NotFoundError('No such application')
      const item: Row | undefined = await db('work_items').first('id', 'state', 'fee_paise', 'fee_receipt_no').where('work_no', workNo)
      if (!item) throw new NotFoundError('No such application')
      const itemId = Number(item.id)
      const existing = await liveOrder(itemId)
      if (existing?.status === 'PAID') {
        await finish(workNo, existing)
        throw new ApplicationFeeError('feeAlreadyPaid')
      }
      const fee = Number(item.fee_paise)
      if (item.state !== 'awaiting_payment' || fee <= 0) throw new ApplicationFeeError(item.fee_receipt_no ? 'feeAlreadyPaid' : 'feeNotDue')
      if (input.amountPaise !== undefined && input.amountPaise !== fee) throw new ApplicationFeeError('feeChanged')
      // an open order: the payer goes back to it (its gateway page, or the gateway's word that it is done)
      if (existing) return answer(workNo, existing, false)

      const at = new Date(now()).toISOString()
      const row = {
        order_id: newOrderId(),
        idempotency_key: null,
        request_hash: createHash('sha256')
          .update(JSON.stringify(['application', workNo, fee, input.locale]))
          .digest('hex'),
        purpose: 'application',
        consumer_id: null,
        bill_id: null,
        work_item_id: itemId,
        amount: fee,
        locale: input.locale,
        channel: 'web',
        status: 'CREATED',
        gateway: gateway.name,
        created_at: at,
        updated_at: at,
      }
      try {
        await db('payment_orders').insert(row)
      } catch (err) {
        // another tab or process made the order first (the partial unique index): that one
        if (!isUniqueViolation(err)) throw err
        const raced = await liveOrder(itemId)
        if (!raced) throw err
        if (raced.status === 'PAID') throw new ApplicationFeeError('feeAlreadyPaid')
        return answer(workNo, raced, false)
      }
      logger.info({ orderId: row.order_id, workNo, amountPaise: fee }, 'application fee order created')
      return answer(workNo, row, true)
    },

    /** The latest fee order of an application (any state), or null; a paid one also moves a stuck application on. */
    async latest(workNo: string): Promise<FeeOrder | null> {
      const r: Row | undefined = await db('payment_orders as o')
        .join('work_items as w', 'w.id', 'o.work_item_id')
        .first('o.order_id', 'o.status', 'o.amount', 'o.created_at', 'o.paid_at', 'o.receipt_no', 'w.state')
        .where('w.work_no', workNo)
        .orderBy('o.id', 'desc')
      if (!r) return null
      if (r.status === 'PAID' && r.state === 'awaiting_payment') await finish(workNo, r)
      return toFeeOrder(r)
    },

    /** Settlement's hook (after the commit): the paid order's application moves on. */
    async paid(orderId: string): Promise<void> {
      const r: Row | undefined = await db('payment_orders as o')
        .join('work_items as w', 'w.id', 'o.work_item_id')
        .first('o.order_id', 'o.status', 'o.receipt_no', 'w.work_no')
        .where('o.order_id', orderId)
      if (r) await finish(String(r.work_no), r)
    },

    /**
     * The reconciliation pass's sweep: paid fee orders whose application still waits for the
     * payment (the process stopped between the commit and markPaid). Answers how many moved.
     */
    async finishPaid(limit = 200): Promise<number> {
      const rows: Row[] = await db('payment_orders as o')
        .join('work_items as w', 'w.id', 'o.work_item_id')
        .select('o.order_id', 'o.status', 'o.receipt_no', 'w.work_no')
        .where('o.purpose', 'application')
        .andWhere('o.status', 'PAID')
        .andWhere('w.state', 'awaiting_payment')
        .limit(limit)
      let moved = 0
      for (const r of rows) if (await finish(String(r.work_no), r)) moved++
      if (moved) logger.warn({ moved }, 'reconciliation: paid application fees moved their applications on')
      return moved
    },
  }
  return service
}

export type ApplicationFeeService = ReturnType<typeof createApplicationFees>
