import type { Locale } from '#shared/locale'
import type { Db } from '../../db/knex'
import { randomBase32 } from './ids'
import { signBody, verifyBodySignature } from './signature'
import type { CallbackEvent, GatewayOrder, GatewayOutcome, GatewayStatus, PaymentGateway } from './types'
import { type Row } from '../../db/rows'

/** What the payer chose on the sandbox page. */
export const SANDBOX_ACTIONS = ['pay', 'fail', 'cancel', 'pay-lose-callback'] as const
export type SandboxAction = (typeof SANDBOX_ACTIONS)[number]

const OUTCOME: Record<SandboxAction, GatewayOutcome> = {
  pay: 'SUCCESS',
  fail: 'FAILED',
  cancel: 'CANCELLED',
  'pay-lose-callback': 'SUCCESS',
}

export interface SandboxTransaction {
  gatewayTxnId: string
  orderId: string
  consumerNo: string
  amountPaise: number
  returnUrl: string
  status: 'PENDING' | GatewayOutcome
  callbackDelivered: boolean
  createdAt: string
  completedAt: string | null
}

export type SandboxCompletion =
  | { kind: 'unknown' }
  | { kind: 'final'; transaction: SandboxTransaction }
  | {
      kind: 'completed'
      transaction: SandboxTransaction
      /** the signed callback; null when the payer chose to lose it (reconciliation exercise) */
      callback: { rawBody: string; signature: string } | null
    }

/**
 * The sandbox's checkout page of an order, in the payer's language: `?lang=as` as a hosted
 * gateway takes a language in its redirect (the sandbox's own table keeps no language).
 */
export function sandboxCheckoutPath(orderId: string, locale: Locale): string {
  return `/sandbox-pg/checkout/${encodeURIComponent(orderId)}${locale === 'as' ? '?lang=as' : ''}`
}

function toTransaction(r: Row): SandboxTransaction {
  return {
    gatewayTxnId: String(r.gateway_txn_id),
    orderId: String(r.order_id),
    consumerNo: String(r.consumer_no),
    amountPaise: Number(r.amount),
    returnUrl: String(r.return_url),
    status: r.status as SandboxTransaction['status'],
    callbackDelivered: Boolean(r.callback_delivered),
    createdAt: String(r.created_at),
    completedAt: r.completed_at === null || r.completed_at === undefined ? null : String(r.completed_at),
  }
}

/**
 * The built-in sandbox gateway: its own table (sandbox_pg_transactions), its own checkout page
 * (server/routes/sandboxPg.ts) and callbacks signed with PAYMENT_WEBHOOK_SECRET exactly as a
 * real gateway would sign them. No money moves.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox'
  private readonly db: Db
  private readonly secret: string
  private readonly now: () => number

  constructor(deps: { db: Db; secret: string; now?: () => number }) {
    this.db = deps.db
    this.secret = deps.secret
    this.now = deps.now ?? Date.now
  }

  private iso(): string {
    return new Date(this.now()).toISOString()
  }

  async checkoutUrl(order: GatewayOrder): Promise<string> {
    await this.db('sandbox_pg_transactions')
      .insert({
        gateway_txn_id: 'SBX' + randomBase32(16),
        order_id: order.orderId,
        consumer_no: order.consumerNo,
        amount: order.amountPaise,
        return_url: order.returnUrl,
        status: 'PENDING',
        callback_delivered: false,
        created_at: this.iso(),
      })
      .onConflict('order_id')
      .ignore()
    return sandboxCheckoutPath(order.orderId, order.locale ?? 'en')
  }

  async fetchStatus(orderId: string): Promise<GatewayStatus | null> {
    const t = await this.transaction(orderId)
    if (!t) return null
    return { status: t.status, gatewayTxnId: t.gatewayTxnId, amountPaise: t.amountPaise, occurredAt: t.completedAt }
  }

  verifySignature(rawBody: Buffer, signatureHeader: string | undefined): boolean {
    return verifyBodySignature(rawBody, signatureHeader, this.secret)
  }

  /** The sandbox's own record of an order, or null. */
  async transaction(orderId: string): Promise<SandboxTransaction | null> {
    const r = await this.db('sandbox_pg_transactions').first().where('order_id', orderId)
    return r ? toTransaction(r) : null
  }

  /**
   * The payer pressed a button: the transaction takes its outcome once (a conditional update,
   * so a double submit cannot complete it twice) and the signed callback is built.
   */
  async complete(orderId: string, action: SandboxAction): Promise<SandboxCompletion> {
    const before = await this.transaction(orderId)
    if (!before) return { kind: 'unknown' }
    const status = OUTCOME[action]
    const completedAt = this.iso()
    const n = await this.db('sandbox_pg_transactions').where({ order_id: orderId, status: 'PENDING' }).update({ status, completed_at: completedAt })
    const transaction = (await this.transaction(orderId)) as SandboxTransaction
    if (n === 0) return { kind: 'final', transaction }
    if (action === 'pay-lose-callback') return { kind: 'completed', transaction, callback: null }
    const event: CallbackEvent = {
      eventId: 'EVT' + randomBase32(20),
      orderId,
      gatewayTxnId: transaction.gatewayTxnId,
      status,
      amountPaise: transaction.amountPaise,
      occurredAt: completedAt,
    }
    const rawBody = JSON.stringify(event)
    return { kind: 'completed', transaction, callback: { rawBody, signature: signBody(rawBody, this.secret) } }
  }

  /** Notes that the merchant accepted the callback (a real gateway would retry until then). */
  async markDelivered(orderId: string): Promise<void> {
    await this.db('sandbox_pg_transactions').where('order_id', orderId).update({ callback_delivered: true })
  }
}
