import type { Knex } from 'knex'
import type { Logger } from 'pino'
import { maskMobile } from '#shared/billing/input'
import { formatDmyTime, formatToken } from '#shared/format'
import type { SmsTransport } from '../../adapters/sms'
import { smsLocaleOf } from '../smsLanguage'
import { smsAmount, smsMessage, type SmsTemplateIds } from '../smsTemplates'
import { MOBILE_PATTERN } from '#shared/input/fields'
import { type Row } from '../../db/rows'

/**
 * The SMS after every paid order (issue 9 §3): the amount and the receipt number, and for a
 * keypad PREPAID meter the 20-digit STS token itself, so a consumer standing at the meter has it.
 *
 * Exactly once, whatever runs the settlement (a callback, a webhook, the return leg, the
 * reconciliation job, in one process or several):
 *   1. the settling transaction writes the row `payment_sms (order_id, state 'due')` next to
 *      the ledger row (`recordDue`), so only the transaction that moved the order to PAID
 *      writes it, and a paid order always has one;
 *   2. after the commit, `deliver(orderId)` claims the row with a conditional update (due →
 *      sending); one claimant wins on both databases, the others do nothing;
 *   3. the winner rebuilds the text from the ledger, sends it, and marks the row sent, or
 *      failed with a time for the next attempt (the retry job, `retryDue`, claims it the same
 *      way). A failure is logged and never reaches the payment, which is already committed.
 * A claim abandoned by a process that died mid-send is taken again after STALE_CLAIM_MS: the
 * one case where a consumer could get the same SMS twice (the gateway may have delivered it
 * before the process died), which is preferred to a token never sent.
 *
 * In the language of the consumer's mobile (server/services/smsLanguage.ts), looked up when the
 * text is made, at each attempt; each kind and language is one DLT-registered text with its own
 * template id (server/services/smsTemplates.ts; docs/security.md "SMS after a payment"). No
 * text is logged or stored here (the token stays in `recharges`).
 */

export type ReceiptSmsKind = 'paymentReceipt' | 'rechargeToken' | 'rechargeReceipt'

export const RECEIPT_SMS_LIMITS = {
  maxAttempts: 5,
  /** waits before the 2nd, 3rd … attempt */
  backoffMs: [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000],
  /** a claim older than this belongs to a process that died mid-send */
  staleClaimMs: 10 * 60_000,
  /** rows the retry job takes in one pass */
  batch: 100,
} as const

export interface ReceiptSmsDeps {
  db: Knex
  sms: SmsTransport
  logger: Logger
  now: () => number
  /** the DLT template ids (configuration: SMS_TEMPLATE_<KIND> and its _AS twin); undefined: the transport's default */
  templateIds: SmsTemplateIds
}

export type DeliveryResult = 'sent' | 'failed' | 'abandoned' | 'skipped' | 'not-claimed'

export interface ReceiptSmsService {
  /** inside the settling transaction, right after the ledger posting: the order is owed one SMS */
  recordDue(trx: Knex, orderId: string): Promise<void>
  /** after the commit: claims and sends the order's SMS; never throws */
  deliver(orderId: string): Promise<DeliveryResult>
  /** starts `deliver` without waiting (the payer's request does not wait for the SMS gateway) */
  deliverLater(orderId: string): void
  /** resolves when every delivery started by `deliverLater` has finished (tests, shutdown) */
  idle(): Promise<void>
  /** the retry job's pass: due and failed rows whose time has come, and abandoned claims */
  retryDue(): Promise<{ checked: number; sent: number; failed: number }>
}

interface Message {
  kind: ReceiptSmsKind
  mobile: string | null
  text: string
  templateId: string | undefined
}

export function createReceiptSms(deps: ReceiptSmsDeps): ReceiptSmsService {
  const { db, sms, logger, now } = deps
  const inFlight = new Set<Promise<unknown>>()

  /** The message of a paid order, from the order, the consumer and the ledger row. */
  async function messageOf(orderId: string): Promise<Message | null> {
    const o: Row | undefined = await db('payment_orders as o')
      .join('consumers as c', 'c.id', 'o.consumer_id')
      .first('o.purpose', 'o.amount', 'o.paid_at', 'o.receipt_no', 'c.consumer_no', 'c.mobile', 'c.conn_type')
      .where('o.order_id', orderId)
      .andWhere('o.status', 'PAID')
    if (!o || !o.receipt_no || !o.paid_at) return null
    const mobile = typeof o.mobile === 'string' && MOBILE_PATTERN.test(o.mobile) ? o.mobile : null
    // the consumer's language now (a choice made since the payment counts); English without a mobile
    const locale = mobile ? await smsLocaleOf(db, mobile) : 'en'
    const message = (kind: ReceiptSmsKind, values: string[]): Message => ({ kind, mobile, ...smsMessage(deps.templateIds, kind, locale, values) })
    const amount = smsAmount(Number(o.amount))
    const at = formatDmyTime(String(o.paid_at), locale)
    const receiptNo = String(o.receipt_no)
    const consumerNo = String(o.consumer_no)
    if (o.purpose === 'bill') return message('paymentReceipt', [amount, consumerNo, at, receiptNo])
    const r: Row | undefined = await db('recharges as r').join('prepaid_meters as m', 'm.id', 'r.meter_id').first('r.token', 'm.meter_no').where('r.txn_id', orderId)
    // the token in Latin digits, in groups of four, in both languages
    if (r?.token) return message('rechargeToken', [amount, String(r.meter_no), formatToken(String(r.token)), receiptNo])
    return message('rechargeReceipt', [amount, consumerNo, at, receiptNo])
  }

  /** due → sending (or a failed row whose time has come, or an abandoned claim): one claimant wins. */
  async function claim(orderId: string, t: number): Promise<number | null> {
    const n = await db('payment_sms')
      .where('order_id', orderId)
      .andWhere((w) =>
        w
          .where('state', 'due')
          .orWhere((f) => f.where('state', 'failed').andWhere('next_attempt_at', '<=', t))
          .orWhere((s) => s.where('state', 'sending').andWhere('claimed_at', '<', t - RECEIPT_SMS_LIMITS.staleClaimMs)),
      )
      .andWhere('attempts', '<', RECEIPT_SMS_LIMITS.maxAttempts)
      .update({ state: 'sending', claimed_at: t, attempts: db.raw('?? + 1', ['attempts']) })
    if (n !== 1) return null
    const row: Row | undefined = await db('payment_sms').first('attempts').where('order_id', orderId)
    return Number(row?.attempts ?? 1)
  }

  const finish = (orderId: string, fields: Record<string, unknown>) => db('payment_sms').where({ order_id: orderId, state: 'sending' }).update(fields)

  async function deliver(orderId: string): Promise<DeliveryResult> {
    const log = { orderId }
    try {
      const t = now()
      const attempt = await claim(orderId, t)
      if (attempt === null) return 'not-claimed'
      let message: Message | null
      try {
        message = await messageOf(orderId)
      } catch (err) {
        // a value the template cannot take (never expected): nothing to retry
        logger.error({ ...log, err }, 'payment SMS skipped: the message could not be made')
        await finish(orderId, { state: 'skipped', error: 'message could not be made' })
        return 'skipped'
      }
      if (!message || !message.mobile) {
        const why = message ? 'no valid registered mobile' : 'order not paid'
        await finish(orderId, { state: 'skipped', error: why })
        logger.warn({ ...log, why }, 'payment SMS skipped')
        return 'skipped'
      }
      const who = { ...log, kind: message.kind, mobile: maskMobile(message.mobile), attempt }
      try {
        await sms.send({ mobile: message.mobile, text: message.text, templateId: message.templateId })
      } catch (err) {
        const last = attempt >= RECEIPT_SMS_LIMITS.maxAttempts
        const wait = RECEIPT_SMS_LIMITS.backoffMs[Math.min(attempt, RECEIPT_SMS_LIMITS.backoffMs.length) - 1]
        const reason = (err instanceof Error ? err.message : 'send failed').slice(0, 120)
        await finish(orderId, { state: last ? 'abandoned' : 'failed', next_attempt_at: last ? null : now() + wait, error: reason })
        logger[last ? 'error' : 'warn']({ ...who, reason }, last ? 'payment SMS abandoned after the last attempt' : 'payment SMS not sent; the job retries it')
        return last ? 'abandoned' : 'failed'
      }
      await finish(orderId, { state: 'sent', sent_at: now(), error: null })
      logger.info(who, 'payment SMS sent')
      return 'sent'
    } catch (err) {
      // the database failed: the row stays as it is (due, or a claim the job takes over later)
      logger.error({ ...log, err }, 'payment SMS could not be processed')
      return 'failed'
    }
  }

  return {
    async recordDue(trx, orderId) {
      const t = now()
      await trx('payment_sms').insert({ order_id: orderId, state: 'due', attempts: 0, created_at: t, next_attempt_at: t }).onConflict('order_id').ignore()
    },

    deliver,

    deliverLater(orderId) {
      const p = deliver(orderId).finally(() => inFlight.delete(p))
      inFlight.add(p)
    },

    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight])
    },

    async retryDue() {
      const t = now()
      const rows: Row[] = await db('payment_sms')
        .select('order_id')
        .where((w) =>
          w
            .whereIn('state', ['due', 'failed'])
            .andWhere('next_attempt_at', '<=', t)
            .orWhere((s) => s.where('state', 'sending').andWhere('claimed_at', '<', t - RECEIPT_SMS_LIMITS.staleClaimMs)),
        )
        .andWhere('attempts', '<', RECEIPT_SMS_LIMITS.maxAttempts)
        .orderBy('next_attempt_at')
        .limit(RECEIPT_SMS_LIMITS.batch)
      const r = { checked: rows.length, sent: 0, failed: 0 }
      for (const row of rows) {
        const result = await deliver(String(row.order_id))
        if (result === 'sent') r.sent++
        else if (result === 'failed' || result === 'abandoned') r.failed++
      }
      if (r.checked > 0) logger.info(r, `payment SMS retry: ${r.sent} sent, ${r.failed} failed`)
      return r
    },
  }
}
