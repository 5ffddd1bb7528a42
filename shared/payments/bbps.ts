/**
 * The BBPS biller interface (ADR 023, docs/bbps.md): what a Bharat Bill Payment System
 * operating unit (OU) sends us and what we answer. Server to server, never shown to a person:
 * the answers are English JSON with codes. Money is integer paise; instants ISO 8601.
 */
import type { BbpsFetch, BbpsStatus } from '../dashboard/contract'

export type { BbpsStatus }

/** The paths (mounted on /api/bbps). */
export const BBPS_API = {
  billFetch: '/api/bbps/bill-fetch',
  payment: '/api/bbps/payment',
  reconciliation: '/api/bbps/reconciliation',
} as const

/**
 * The headers of every signed request. The signature is the lowercase hex HMAC-SHA256, with the
 * shared key, of `METHOD \n request-target \n timestamp \n ou-id \n raw body`
 * (bbpsCanonical in server/services/bbps/signature.ts; docs/bbps.md has a worked example).
 */
export const BBPS_HEADERS = {
  ouId: 'X-BBPS-OU-Id',
  timestamp: 'X-BBPS-Timestamp',
  signature: 'X-BBPS-Signature',
  /** on an answer to a payment posting: 'true' when it repeats the answer of an earlier request with the same reference */
  replay: 'X-BBPS-Replay',
} as const

/** A request whose timestamp is further than this from our clock (either way) is refused (401). */
export const BBPS_SIGNATURE_WINDOW_SECONDS = 300

/** How late a posting may come after the customer paid (`paidAt`); older ones are settled by hand. */
export const BBPS_MAX_POSTING_DELAY_DAYS = 7

/** The payment modes of BBPS (as the OU reports them; kept on the posting and in the reconciliation file). */
export const BBPS_PAYMENT_MODES = ['INTERNET_BANKING', 'DEBIT_CARD', 'CREDIT_CARD', 'PREPAID_CARD', 'IMPS', 'NEFT', 'UPI', 'WALLET', 'CASH', 'AEPS', 'ACCOUNT_TRANSFER', 'BHARAT_QR', 'USSD'] as const
export type BbpsPaymentMode = (typeof BBPS_PAYMENT_MODES)[number]

/**
 * Why a payment posting was rejected. Each of them is kept with the reference, so the same
 * reference is rejected again the same way; TXN_REF_REUSED (the reference was used with another
 * body) is not kept: the first posting of the reference stands.
 */
export const BBPS_REJECT_REASONS = ['CUSTOMER_NOT_FOUND', 'CONNECTION_INACTIVE', 'PREPAID_CONNECTION', 'BILL_NOT_CURRENT', 'NO_DUES', 'AMOUNT_MISMATCH', 'TXN_REF_REUSED'] as const
export type BbpsRejectReason = (typeof BBPS_REJECT_REASONS)[number]

/** POST /api/bbps/bill-fetch */
export interface BbpsBillFetchRequest {
  consumerNo: string
}

/**
 * The answer to a bill fetch (200 for all three results). BILL DUE: `amountPaise` is what a
 * payment posted today must be, exactly. NO DUES: the newest bill is paid (`amountPaise` 0), the
 * consumer has no bill yet, or a prepaid connection (`reason` PREPAID_CONNECTION: recharged, never
 * billed). CUSTOMER NOT FOUND: no such consumer, or a connection that is not active (`reason`
 * CONNECTION_INACTIVE: not payable online, as on the portal).
 */
export interface BbpsBillFetchAnswer extends Omit<BbpsFetch, 'status'> {
  status: 'success'
  result: BbpsStatus
  /** customerName is masked as every public answer masks it (maskName: 'Ra*** Ku*** D***'); null when not found */
  reason: 'PREPAID_CONNECTION' | 'CONNECTION_INACTIVE' | null
}

/** POST /api/bbps/payment */
export interface BbpsPaymentRequest {
  /** the OU's transaction reference: 6 to 40 of A-Z a-z 0-9 _ -, starting with a letter or digit */
  txnRef: string
  consumerNo: string
  /** the bill number the bill fetch answered */
  billNo: string
  amountPaise: number
  /** when the customer paid the OU, ISO 8601 with an offset */
  paidAt: string
  paymentMode: BbpsPaymentMode
}

/** The answer to an accepted posting (200; the same body again for the same reference and body). */
export interface BbpsPaymentAccepted {
  status: 'success'
  result: 'ACCEPTED'
  txnRef: string
  receiptNo: string
  consumerNo: string
  billNo: string
  amountPaise: number
  paymentMode: BbpsPaymentMode
  /** when the customer paid (the ledger's paid_at), ISO UTC */
  paidAt: string
  /** when we posted it, ISO UTC (its India date is the reconciliation date) */
  postedAt: string
}

/** The fields a rejected posting adds to the error body (`{ status: 'error', code, message, … }`). */
export interface BbpsPaymentRejectedFields {
  result: 'REJECTED'
  reason: BbpsRejectReason
  txnRef: string
  /** AMOUNT_MISMATCH: the amount that would have been accepted */
  expectedAmountPaise?: number
}

/** One line of the reconciliation file. */
export interface BbpsReconciliationRow {
  txnRef: string
  ouId: string
  consumerNo: string
  billNo: string
  amountPaise: number
  paymentMode: string
  paidAt: string
  postedAt: string
  result: 'ACCEPTED' | 'REJECTED'
  reason: BbpsRejectReason | null
  receiptNo: string | null
}

/** GET /api/bbps/reconciliation?date=YYYY-MM-DD&format=json (the CSV file has the same rows). */
export interface BbpsReconciliation {
  status: 'success'
  /** the India date (IST) of `postedAt` */
  date: string
  ouId: string
  accepted: { count: number; totalPaise: number }
  rejected: { count: number }
  rows: BbpsReconciliationRow[]
}
