/**
 * What a bill asks for at a given moment: the one rule of both sides (issue 23 §1,
 * docs/billing-payable.md). Amounts are paise; days are India dates (YYYY-MM-DD).
 *
 * - Up to and on the due date a bill asks for its amount before the due date, less every
 *   payment counted for it.
 * - After the due date the late-payment surcharge (the bill's after-due amount less its
 *   before-due amount) applies only to what was still unpaid when the due date passed, in
 *   proportion, rounded down to the paisa (in the consumer's favour). A bill paid in full by
 *   its due date never owes a surcharge, however late the payment is posted: a payment counts
 *   on the day the consumer paid (`paidOn`), not the day it reached the ledger.
 * - Part payments add up: paid before the due date they lower the amount the surcharge
 *   applies to; paid after it they lower what is payable, surcharge included.
 * - More paid than due is a credit, carried by the billing system into the next bill; nothing
 *   is payable and the bill shows the credit.
 * - Several open bills: every bill carries the unpaid amount of the ones before it as arrears,
 *   so only the newest bill is payable; the caller counts for it the payments linked to it and
 *   those made on or after its bill date.
 */
import { indiaMoment } from '../time'

export interface PayableBill {
  dueDate: string
  amountBeforeDue: number
  amountAfterDue: number
}

export interface CountedPayment {
  /** paise */
  amount: number
  /** the India day the consumer paid */
  paidOn: string
}

export type PayableStatus = 'unpaid' | 'partPaid' | 'paid' | 'overpaid'

export interface Payable {
  /** past the due date on `today` */
  afterDueDate: boolean
  /** every payment counted for the bill */
  paidPaise: number
  /** what was paid on or before the due date */
  paidByDuePaise: number
  /** the part of the before-due amount still unpaid when the due date passed (0 before it) */
  unpaidAtDuePaise: number
  /** the surcharge owed (0 up to the due date) */
  surchargePaise: number
  /** what the bill asks for in all on `today`: before-due amount plus the surcharge owed */
  duePaise: number
  /** what is still to pay on `today` */
  payablePaise: number
  /** paid beyond what is due, carried into the next bill */
  creditPaise: number
  status: PayableStatus
}

const sum = (payments: readonly CountedPayment[]) => payments.reduce((total, p) => total + p.amount, 0)

/** What `bill` asks for on `today`, given the payments counted for it. */
export function payableOf(bill: PayableBill, payments: readonly CountedPayment[], today: string): Payable {
  const before = Math.max(0, bill.amountBeforeDue)
  const fullSurcharge = Math.max(0, bill.amountAfterDue - before)
  const afterDueDate = today > bill.dueDate
  const paidPaise = sum(payments)
  const paidByDuePaise = sum(payments.filter((p) => p.paidOn <= bill.dueDate))
  const unpaidAtDuePaise = afterDueDate ? Math.max(0, before - paidByDuePaise) : 0
  const surchargePaise = afterDueDate && before > 0 ? Math.floor((fullSurcharge * unpaidAtDuePaise) / before) : afterDueDate ? fullSurcharge : 0
  const duePaise = before + surchargePaise
  const payablePaise = Math.max(0, duePaise - paidPaise)
  const creditPaise = Math.max(0, paidPaise - duePaise)
  const status: PayableStatus = paidPaise === 0 && duePaise > 0 ? 'unpaid' : payablePaise > 0 ? 'partPaid' : creditPaise > 0 ? 'overpaid' : 'paid'
  return { afterDueDate, paidPaise, paidByDuePaise, unpaidAtDuePaise, surchargePaise, duePaise, payablePaise, creditPaise, status }
}

/** A payment of the ledger as the billing contract carries it. */
export interface LedgerPayment {
  /** paise */
  amount: number
  /** when the consumer paid (ISO timestamp or date) */
  paidAt: string
  /** the bill it was made against, when known */
  billNo: string | null
}

/** The India day of a ledger timestamp. */
const dayOf = (paidAt: string) => indiaMoment(paidAt)?.day ?? paidAt.slice(0, 10)

/**
 * The payments counted for `bill` (the newest bill of a consumer): those made against it, and
 * those made on or after its bill date (against an older bill, whose unpaid amount the newest
 * carries as arrears, or against none).
 */
export function countedFor(bill: { billNo: string; billDate: string }, payments: readonly LedgerPayment[]): CountedPayment[] {
  return payments
    .map((p) => ({ p, paidOn: dayOf(p.paidAt) }))
    .filter(({ p, paidOn }) => p.billNo === bill.billNo || paidOn >= bill.billDate)
    .map(({ p, paidOn }) => ({ amount: p.amount, paidOn }))
}
