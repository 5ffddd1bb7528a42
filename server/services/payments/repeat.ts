import type { ErrorCode } from '#shared/errors'
import type { Knex } from 'knex'
import en from '#shared/locales/en/payments.json'
import { REPEAT_PAYMENT_CODE, REPEAT_WINDOW_MS, repeatState, repeatValues, type FirstPayment } from '#shared/payments/repeat'
import { dialectOf } from '../../db/knex'
import { ConflictError } from '../../errors'
import { str, type Row } from '../../db/rows'

/**
 * The repeat-payment question (issue 7 §2, ADR 008): a second order for the same bill or the
 * same prepaid meter within 30 minutes of one that is paid or still open is refused with a 409
 * `REPEAT_PAYMENT` carrying the first order, until the payer confirms (`confirmRepeat: true`).
 */

/** What a payment is for: a bill of a consumer, or a consumer's prepaid meter (one per consumer). */
export type PaymentTarget = { purpose: 'bill'; consumerId: number; billId: number } | { purpose: 'recharge'; consumerId: number }

export class RepeatPaymentError extends ConflictError {
  code: ErrorCode = REPEAT_PAYMENT_CODE
  constructor(readonly firstPayment: FirstPayment) {
    const { amount, time } = repeatValues(firstPayment, 'en')
    const text = en.repeat.message[firstPayment.purpose][repeatState(firstPayment)]
    super(text.replace('{{amount}}', amount).replace('{{time}}', time))
    this.extra = { firstPayment }
  }
}

/**
 * Serialises order creation per target until the transaction ends: on PostgreSQL an advisory
 * transaction lock keyed by the target; SQLite has one connection, so its transactions run one
 * after another anyway.
 */
export async function lockTarget(trx: Knex.Transaction, target: PaymentTarget): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return
  const key = target.purpose === 'bill' ? `pay:bill:${target.billId}` : `pay:recharge:${target.consumerId}`
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [key])
}

/**
 * The earlier order of this target created within the window that is paid or still open
 * (CREATED, PENDING): a paid one first, else the newest. Null when there is none.
 */
export async function recentOrder(db: Knex, target: PaymentTarget, now: number): Promise<FirstPayment | null> {
  const since = new Date(now - REPEAT_WINDOW_MS).toISOString()
  const q = db('payment_orders')
    .select('order_id', 'purpose', 'amount', 'status', 'created_at', 'paid_at', 'receipt_no')
    .where('consumer_id', target.consumerId)
    .andWhere('purpose', target.purpose)
    .whereIn('status', ['CREATED', 'PENDING', 'PAID'])
    .andWhere('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .limit(20)
  if (target.purpose === 'bill') q.andWhere('bill_id', target.billId)
  const rows: Row[] = await q
  const row = rows.find((r) => r.status === 'PAID') ?? rows[0]
  if (!row) return null
  return {
    orderId: String(row.order_id),
    purpose: row.purpose as FirstPayment['purpose'],
    amountPaise: Number(row.amount),
    status: row.status as FirstPayment['status'],
    createdAt: String(row.created_at),
    paidAt: str(row.paid_at),
    receiptNo: str(row.receipt_no),
  }
}
