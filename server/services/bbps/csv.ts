/**
 * The daily reconciliation file of the BBPS postings (ADR 023, docs/bbps.md "Reconciliation"):
 * RFC 4180 with a UTF-8 byte order mark, CRLF line ends, a header row, one row per posting in
 * the order we posted them (server/lib/csv.ts; text cells guarded against formulas).
 */
import type { BbpsReconciliation } from '#shared/payments/bbps'
import { csvNumber, csvRupees, toCsv } from '../../lib/csv'

export const BBPS_CSV_HEADER = ['txn_ref', 'ou_id', 'consumer_no', 'bill_no', 'amount_paise', 'amount_rupees', 'payment_mode', 'paid_at', 'posted_at', 'result', 'reason', 'receipt_no'] as const

export function reconciliationCsv(r: BbpsReconciliation): { filename: string; body: string } {
  const rows = r.rows.map((x) => [x.txnRef, x.ouId, x.consumerNo, x.billNo, csvNumber(x.amountPaise), csvRupees(x.amountPaise), x.paymentMode, x.paidAt, x.postedAt, x.result, x.reason, x.receiptNo])
  return { filename: `bbps-reconciliation-${r.ouId}-${r.date}.csv`, body: toCsv(BBPS_CSV_HEADER, rows) }
}
