/**
 * The repeat-payment question (issue 7 §2): POST /api/payments/orders answers 409
 * `REPEAT_PAYMENT` when the same bill (consumer and bill) or the same prepaid meter already has
 * an order of the last 30 minutes that is paid or still open, unless the body says
 * `confirmRepeat: true`. The wire contract of that answer, shared by the server and the pages.
 * Texts: shared/locales/{en,as}/payments.json (`repeat.*`).
 */
import { formatPaise, localizeDigits } from '../format'
import { indiaMoment } from '../time'
import type { Locale } from '../locale'

export const REPEAT_PAYMENT_CODE = 'REPEAT_PAYMENT'
/** How long an earlier order of the same bill or meter makes a new one ask first. */
export const REPEAT_WINDOW_MS = 30 * 60_000

/** The earlier order's public facts, as the 409 carries them in `firstPayment`. */
export interface FirstPayment {
  orderId: string
  purpose: 'bill' | 'recharge'
  amountPaise: number
  /** CREATED and PENDING: started, not settled yet */
  status: 'CREATED' | 'PENDING' | 'PAID'
  createdAt: string
  paidAt: string | null
  receiptNo: string | null
}

/** The 409 body: `{ status: 'error', code: 'REPEAT_PAYMENT', message, firstPayment, requestId }`. */
export interface RepeatPaymentAnswer {
  status: 'error'
  code: typeof REPEAT_PAYMENT_CODE
  message: string
  firstPayment: FirstPayment
}

/** The key of the question under `repeat.message` (and the state under `repeat.*`): paid, or started and not settled. */
export const repeatState = (f: Pick<FirstPayment, 'status'>): 'paid' | 'pending' => (f.status === 'PAID' ? 'paid' : 'pending')

/** The interpolation values of the question in `locale`: the amount (₹ 1,234.56) and the India time (hh:mm) it was paid, or started. */
export function repeatValues(f: FirstPayment, locale: Locale): { amount: string; time: string } {
  const at = repeatState(f) === 'paid' && f.paidAt ? f.paidAt : f.createdAt
  const time = indiaMoment(at)?.time ?? ''
  return { amount: formatPaise(f.amountPaise, locale), time: localizeDigits(time, locale) }
}

const isStr = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 64

/** The `firstPayment` of a REPEAT_PAYMENT answer, checked; null for any other answer. */
export function firstPaymentOf(body: unknown): FirstPayment | null {
  const b = body as { code?: unknown; firstPayment?: Record<string, unknown> } | null
  if (!b || b.code !== REPEAT_PAYMENT_CODE || !b.firstPayment || typeof b.firstPayment !== 'object') return null
  const f = b.firstPayment
  if (!isStr(f.orderId) || (f.purpose !== 'bill' && f.purpose !== 'recharge')) return null
  if (typeof f.amountPaise !== 'number' || !Number.isSafeInteger(f.amountPaise)) return null
  if (f.status !== 'CREATED' && f.status !== 'PENDING' && f.status !== 'PAID') return null
  if (!isStr(f.createdAt) || (f.paidAt !== null && !isStr(f.paidAt)) || (f.receiptNo !== null && !isStr(f.receiptNo))) return null
  return {
    orderId: f.orderId,
    purpose: f.purpose,
    amountPaise: f.amountPaise,
    status: f.status,
    createdAt: f.createdAt,
    paidAt: f.paidAt,
    receiptNo: f.receiptNo,
  }
}
