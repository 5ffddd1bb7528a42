/**
 * The BBPS biller interface (ADR 023, docs/bbps.md): the two calls a Bharat Bill Payment System
 * operating unit (OU) makes of us as a biller, and the daily reconciliation file.
 *
 *   billFetch      consumer number → BILL DUE (amount payable today, bill number, dates, the name
 *                  masked) / NO DUES / CUSTOMER NOT FOUND
 *   postPayment    the OU's payment of a fetched bill → ACCEPTED (posted to the ledger, a receipt
 *                  number) or REJECTED (a reason). Idempotent by the OU's transaction reference.
 *   reconciliation every posting of an India date, with the counts and the accepted total
 *
 * Exactly once: the posting row (`bbps_payments.txn_ref` unique) and the ledger row (`payments`,
 * channel BBPS, txn_id 'BBPS-<ref>', unique too) are written in ONE transaction, which holds the
 * consumer's lock on PostgreSQL (SQLite's single connection serialises transactions anyway), so
 * concurrent postings of one bill see each other's payments and the same reference posts once.
 */
import { createHash } from 'node:crypto'
import type { Knex } from 'knex'
import type { Logger } from 'pino'
import { maskName } from '#shared/billing/input'
import {
  BBPS_MAX_POSTING_DELAY_DAYS,
  BBPS_SIGNATURE_WINDOW_SECONDS,
  type BbpsBillFetchAnswer,
  type BbpsPaymentAccepted,
  type BbpsPaymentMode,
  type BbpsPaymentRejectedFields,
  type BbpsReconciliation,
  type BbpsReconciliationRow,
  type BbpsRejectReason,
} from '#shared/payments/bbps'
import { addDays, indiaDayStart, indiaToday } from '#shared/time'
import { dialectOf } from '../../db/knex'
import { AppError, coded, ConflictError, consumerNotFound, invalidField } from '../../errors'
import { billStateOf } from '../billing/billState'
import { newReceiptNo, postBillPayment } from '../payments/posting'
import { billFetchSchema, paymentSchema, reconciliationQuery, type PaymentInput } from './schemas'
import { verifyBbpsRequest, type ReceivedRequest } from './signature'
import { type Row } from '../../db/rows'
import { parseInput } from '../../validation/parse'

export interface BbpsSettings {
  enabled: boolean
  signingKey: string
  ouId: string
}

export interface BbpsDeps {
  db: Knex
  logger: Logger
  settings: BbpsSettings
  now?: () => number
}

/** The English of each rejection (the `message` of the error answer). */
const REJECT_MESSAGE: Record<Exclude<BbpsRejectReason, 'CUSTOMER_NOT_FOUND'>, string> = {
  CONNECTION_INACTIVE: 'This connection is not active: payments are not accepted for it',
  PREPAID_CONNECTION: 'This is a prepaid connection: it has no bill to pay (recharge it instead)',
  BILL_NOT_CURRENT: 'billNo is not the newest bill of this consumer: fetch the bill again',
  NO_DUES: 'The bill is already paid: nothing is due',
  AMOUNT_MISMATCH: 'amountPaise is not the amount due: only the exact amount of the bill fetch is accepted',
  TXN_REF_REUSED: 'This transaction reference was already used for a different payment',
}

/** The error answer of a rejected posting: a typed error with result, reason and reference added. */
export function rejection(reason: BbpsRejectReason, txnRef: string, expectedAmountPaise?: number | null): AppError {
  const err =
    reason === 'CUSTOMER_NOT_FOUND'
      ? consumerNotFound()
      : reason === 'TXN_REF_REUSED'
        ? coded(new ConflictError(REJECT_MESSAGE[reason]), 'IDEMPOTENCY_KEY_REUSED')
        : reason === 'CONNECTION_INACTIVE'
          ? coded(new ConflictError(REJECT_MESSAGE[reason]), 'CONNECTION_INACTIVE')
          : new ConflictError(REJECT_MESSAGE[reason])
  const extra: BbpsPaymentRejectedFields = { result: 'REJECTED', reason, txnRef }
  if (reason === 'AMOUNT_MISMATCH' && typeof expectedAmountPaise === 'number') extra.expectedAmountPaise = expectedAmountPaise
  err.extra = { ...extra }
  return err
}

/** SHA-256 of the normalised posting (fields in a fixed order, paidAt in UTC, unknown fields dropped). */
function requestHash(p: PaymentInput): string {
  return createHash('sha256')
    .update(JSON.stringify([p.txnRef, p.consumerNo, p.billNo, p.amountPaise, p.paidAt, p.paymentMode]))
    .digest('hex')
}

/** The answer kept in a posting row, rebuilt the same way for the first request and every replay. */
function answerOf(row: Row): BbpsPaymentAccepted {
  if (row.status !== 'ACCEPTED') throw rejection(String(row.reason) as BbpsRejectReason, String(row.txn_ref), row.expected_amount === null ? null : Number(row.expected_amount))
  return {
    status: 'success',
    result: 'ACCEPTED',
    txnRef: String(row.txn_ref),
    receiptNo: String(row.receipt_no),
    consumerNo: String(row.consumer_no),
    billNo: String(row.bill_no),
    amountPaise: Number(row.amount),
    paymentMode: String(row.payment_mode) as BbpsPaymentMode,
    paidAt: String(row.ou_paid_at),
    postedAt: String(row.posted_at),
  }
}

/** Serialises the postings of one consumer until the transaction ends (PostgreSQL; SQLite has one connection). */
async function lockConsumer(trx: Knex.Transaction, consumerNo: string): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`bbps:consumer:${consumerNo}`])
}

function reconciliationRow(r: Row): BbpsReconciliationRow {
  return {
    txnRef: String(r.txn_ref),
    ouId: String(r.ou_id),
    consumerNo: String(r.consumer_no),
    billNo: String(r.bill_no),
    amountPaise: Number(r.amount),
    paymentMode: String(r.payment_mode),
    paidAt: String(r.ou_paid_at),
    postedAt: String(r.posted_at),
    result: r.status === 'ACCEPTED' ? 'ACCEPTED' : 'REJECTED',
    reason: r.reason === null || r.reason === undefined ? null : (String(r.reason) as BbpsRejectReason),
    receiptNo: r.receipt_no === null || r.receipt_no === undefined ? null : String(r.receipt_no),
  }
}

export function createBbpsService(deps: BbpsDeps) {
  const { db, logger, settings } = deps
  const now = deps.now ?? Date.now

  return {
    /** false: every /api/bbps path answers 404 (BBPS_ENABLED, ADR 023) */
    enabled: settings.enabled,
    ouId: settings.ouId,

    /** Throws a 401 unless the request is signed by our operating unit, within the time window. */
    verify(req: ReceivedRequest): void {
      verifyBbpsRequest(req, settings, now())
    },

    /** POST /api/bbps/bill-fetch */
    async billFetch(body: unknown): Promise<BbpsBillFetchAnswer> {
      const { consumerNo } = parseInput(billFetchSchema, body)
      const s = await billStateOf(db, consumerNo, indiaToday(now()))
      const none = { billNo: null, billPeriod: null, billDate: null, dueDate: null, amountPaise: null }
      const base = { status: 'success' as const, consumerNo }
      if (s.kind === 'unknown') return { ...base, result: 'CUSTOMER NOT FOUND', customerName: null, connType: null, ...none, reason: null }
      if (s.kind === 'inactive') return { ...base, result: 'CUSTOMER NOT FOUND', customerName: null, connType: null, ...none, reason: 'CONNECTION_INACTIVE' }
      const who = { customerName: maskName(s.name), connType: s.connType }
      if (s.kind === 'prepaid') return { ...base, result: 'NO DUES', ...who, ...none, reason: 'PREPAID_CONNECTION' }
      if (s.kind === 'nobill') return { ...base, result: 'NO DUES', ...who, ...none, reason: null }
      const details = { billNo: s.bill.billNo, billPeriod: s.bill.period, billDate: s.bill.billDate, dueDate: s.bill.dueDate }
      return { ...base, result: s.payablePaise > 0 ? 'BILL DUE' : 'NO DUES', ...who, ...details, amountPaise: s.payablePaise, reason: null }
    },

    /**
     * POST /api/bbps/payment. Accepted: the answer and `replay` (true when an earlier request
     * with this reference and body was answered the same). Rejected: throws the rejection (kept
     * with the reference, so a replay is rejected the same way); the same reference with another
     * body: 409 TXN_REF_REUSED, nothing kept.
     */
    async postPayment(body: unknown): Promise<{ answer: BbpsPaymentAccepted; replay: boolean }> {
      const input = parseInput(paymentSchema, body)
      const hash = requestHash(input)
      const replayOf = async (): Promise<{ answer: BbpsPaymentAccepted; replay: boolean }> => {
        const row = await db('bbps_payments').first().where('txn_ref', input.txnRef)
        if (!row) throw new Error(`bbps posting ${input.txnRef} vanished`)
        if (row.request_hash !== hash) throw rejection('TXN_REF_REUSED', input.txnRef)
        return { answer: answerOf(row), replay: true }
      }
      if (await db('bbps_payments').first('id').where('txn_ref', input.txnRef)) return replayOf()

      const at = now()
      const paidAtMs = Date.parse(input.paidAt)
      if (paidAtMs > at + BBPS_SIGNATURE_WINDOW_SECONDS * 1000) throw invalidField('paidAt', 'paidAt must not be in the future')
      if (paidAtMs < at - BBPS_MAX_POSTING_DELAY_DAYS * 86_400_000) {
        throw invalidField('paidAt', `paidAt is more than ${BBPS_MAX_POSTING_DELAY_DAYS} days ago: such a payment is reconciled by hand`)
      }
      const postedAt = new Date(at).toISOString()
      // the ledger's paid_at: when the customer paid, never after we heard of it
      const paidAt = new Date(Math.min(paidAtMs, at)).toISOString()

      const outcome = await db.transaction(async (trx) => {
        await lockConsumer(trx, input.consumerNo)
        // the amount due on the day the customer paid (before or after the due date)
        const s = await billStateOf(trx, input.consumerNo, indiaToday(paidAtMs))
        let reason: BbpsRejectReason | null = null
        let expected: number | null = null
        if (s.kind === 'unknown') reason = 'CUSTOMER_NOT_FOUND'
        else if (s.kind === 'inactive') reason = 'CONNECTION_INACTIVE'
        else if (s.kind === 'prepaid') reason = 'PREPAID_CONNECTION'
        else if (s.kind === 'nobill' || s.bill.billNo !== input.billNo) reason = 'BILL_NOT_CURRENT'
        else if (s.payablePaise <= 0) reason = 'NO_DUES'
        else if (s.payablePaise !== input.amountPaise) {
          reason = 'AMOUNT_MISMATCH'
          expected = s.payablePaise
        }
        const row = {
          txn_ref: input.txnRef,
          ou_id: settings.ouId,
          request_hash: hash,
          consumer_no: input.consumerNo,
          consumer_id: s.kind === 'unknown' ? null : s.consumerId,
          bill_no: input.billNo,
          bill_id: s.kind === 'bill' && s.bill.billNo === input.billNo ? s.billId : null,
          amount: input.amountPaise,
          payment_mode: input.paymentMode,
          ou_paid_at: paidAt,
          posted_at: postedAt,
          status: reason ? 'REJECTED' : 'ACCEPTED',
          reason,
          expected_amount: expected,
          receipt_no: reason ? null : newReceiptNo('bill', new Date(at)),
        }
        // the reference once: a concurrent request with it that committed first wins, this one replays
        const inserted = await trx('bbps_payments').insert(row).onConflict('txn_ref').ignore().returning('id')
        if (inserted.length === 0) return null
        if (!reason && s.kind === 'bill' && row.receipt_no) {
          const paymentId = await postBillPayment(trx, {
            receiptNo: row.receipt_no,
            consumerId: s.consumerId,
            billId: s.billId,
            amountPaise: input.amountPaise,
            paidAt,
            channel: 'BBPS',
            txnId: `BBPS-${input.txnRef}`,
          })
          await trx('bbps_payments').where('txn_ref', input.txnRef).update({ payment_id: paymentId })
        }
        return row
      })
      if (!outcome) return replayOf()
      logger.info({ txnRef: input.txnRef, result: outcome.status, reason: outcome.reason, receiptNo: outcome.receipt_no }, 'bbps payment posting')
      return { answer: answerOf(outcome), replay: false }
    },

    /** GET /api/bbps/reconciliation: every posting whose posted time falls on the India date. */
    async reconciliation(query: unknown): Promise<{ format: 'csv' | 'json'; report: BbpsReconciliation }> {
      const { date, format } = parseInput(reconciliationQuery, query)
      if (date > indiaToday(now())) throw invalidField('date', 'date must not be after today (India)')
      const rows: Row[] = await db('bbps_payments')
        .select('txn_ref', 'ou_id', 'consumer_no', 'bill_no', 'amount', 'payment_mode', 'ou_paid_at', 'posted_at', 'status', 'reason', 'receipt_no')
        .where('posted_at', '>=', indiaDayStart(date))
        .andWhere('posted_at', '<', indiaDayStart(addDays(date, 1)))
        .orderBy('posted_at')
        .orderBy('id')
      const list = rows.map(reconciliationRow)
      const accepted = list.filter((r) => r.result === 'ACCEPTED')
      return {
        format,
        report: {
          status: 'success',
          date,
          ouId: settings.ouId,
          accepted: { count: accepted.length, totalPaise: accepted.reduce((sum, r) => sum + r.amountPaise, 0) },
          rejected: { count: list.length - accepted.length },
          rows: list,
        },
      }
    },
  }
}

export type BbpsService = ReturnType<typeof createBbpsService>
