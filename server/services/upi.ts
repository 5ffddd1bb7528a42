import type { Knex } from 'knex'
import QRCode from 'qrcode'
import type { Bill } from '#shared/billing/contract'
import { indiaToday } from '#shared/time'
import { upiPayUrl, type UpiBillPayment, type UpiPayee } from '#shared/payments/upi'
import { consumerNotFound, InvalidError } from '../errors'
import type { BillingService } from './billing'
import type { BillingLookups } from './billing/lookup'

/**
 * UPI on the bills (issue 9 §3): the QR code a UPI app scans, drawn on the server (`qrcode`),
 * as a PNG for the pages and as a module matrix the bill PDF draws in vectors. The link in it
 * is shared/payments/upi.ts's, with the configured payee (config.upiPayee).
 */

/** Error correction M (15 %): survives a printed bill's creases without growing the code much. */
const QR_OPTIONS = { errorCorrectionLevel: 'M' } as const
/** The quiet zone the QR standard asks for, in modules. */
export const QR_MARGIN = 4

/** The QR code of `text` as a PNG, 8 pixels a module: shown at 176 CSS px, it stays sharp up to 2x screens. */
export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...QR_OPTIONS, type: 'png', margin: QR_MARGIN, scale: 8, color: { dark: '#000000ff', light: '#ffffffff' } })
}

/** The modules of the QR code of `text` (no quiet zone): `dark(x, y)`, 0 ≤ x, y < size. */
export function qrMatrix(text: string): { size: number; dark: (x: number, y: number) => boolean } {
  const { modules } = QRCode.create(text, QR_OPTIONS)
  return { size: modules.size, dark: (x, y) => Boolean(modules.get(y, x)) }
}

export interface UpiService {
  payee: UpiPayee
  /**
   * The PNG of the link paying `amountPaise` against bill `billNo` of consumer `consumerNo`:
   * 404 unless the bill is that consumer's, 400 for an amount above what the bill can ask.
   */
  billQrPng(consumerNo: string, billNo: string, amountPaise: number): Promise<Buffer>
  /** What a UPI app would pay today for `bill` (the consumer's latest, unpaid), or null: nothing to pay. */
  payableNow(consumerNo: string, bill: Bill): Promise<UpiBillPayment | null>
  /** The consumer number a bill number (a UPI link's `tr`) belongs to, or null (the sandbox's stand-in for a UPI app). */
  consumerOfBill(billNo: string): Promise<string | null>
  /** The bill a bill payment order pays, or null for a recharge or an unknown order (the sandbox checkout's QR code). */
  billOfOrder(orderId: string): Promise<string | null>
}

export function createUpiService(deps: { db: Knex; billing: Pick<BillingService, 'bills'>; lookups: Pick<BillingLookups, 'billPaymentState'>; payee: UpiPayee; now?: () => number }): UpiService {
  const { billing, lookups, payee } = deps
  return {
    payee,

    async billQrPng(consumerNo, billNo, amountPaise) {
      // the last six bills: a QR code is for a bill the pages still show
      const bill = (await billing.bills(consumerNo, 6)).find((b) => b.billNo === billNo)
      if (!bill) throw consumerNotFound()
      // never more than the bill asks for today (shared/billing/payable.ts)
      const now = await this.payableNow(consumerNo, bill)
      if (!now || amountPaise > now.amountPaise) throw new InvalidError('The amount is more than this bill asks for')
      return qrPng(upiPayUrl(payee, { consumerNo, billNo, amountPaise }))
    },

    async payableNow(consumerNo, bill) {
      const latest = (await billing.bills(consumerNo, 1))[0]
      if (!latest || latest.billNo !== bill.billNo) return null
      const state = await lookups.billPaymentState(consumerNo, bill, indiaToday(deps.now?.()))
      if (state.paid || state.payablePaise <= 0) return null
      return { consumerNo, billNo: bill.billNo, amountPaise: state.payablePaise }
    },

    async consumerOfBill(billNo) {
      const row = await deps.db('bills as b').join('consumers as c', 'c.id', 'b.consumer_id').first('c.consumer_no').where('b.bill_no', billNo)
      return row ? String(row.consumer_no) : null
    },

    async billOfOrder(orderId) {
      const row = await deps.db('payment_orders as o').join('bills as b', 'b.id', 'o.bill_id').first('b.bill_no').where('o.order_id', orderId).andWhere('o.purpose', 'bill')
      return row ? String(row.bill_no) : null
    },
  }
}
