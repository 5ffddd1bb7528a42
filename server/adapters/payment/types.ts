import { z } from 'zod'
import type { Locale } from '#shared/locale'

/** Our order id: 'APD' + 16 characters of RFC 4648 base32 (80 random bits). */
export const ORDER_ID_RE = /^APD[A-Z2-7]{16}$/
/** Gateway transaction ids, event ids: what a gateway may send us (letters, digits, _ - . :). */
const GATEWAY_ID_RE = /^[A-Za-z0-9_.:-]{1,64}$/

export const GATEWAY_OUTCOMES = ['SUCCESS', 'FAILED', 'CANCELLED'] as const
export type GatewayOutcome = (typeof GATEWAY_OUTCOMES)[number]

/**
 * The body of a gateway callback (docs/design/issue3-contracts.md), signed as a whole:
 * `X-Pg-Signature: sha256=<hex HMAC-SHA256 of the raw body>`.
 */
export const callbackEventSchema = z.object({
  eventId: z.string().regex(GATEWAY_ID_RE, 'eventId must be 1..64 letters, digits or _ - . :'),
  orderId: z.string().regex(ORDER_ID_RE, 'orderId is not one of our order ids'),
  gatewayTxnId: z.string().regex(GATEWAY_ID_RE, 'gatewayTxnId must be 1..64 letters, digits or _ - . :'),
  status: z.enum(GATEWAY_OUTCOMES, { error: "status must be 'SUCCESS', 'FAILED' or 'CANCELLED'" }),
  amountPaise: z.number().int('amountPaise must be a whole number of paise').positive('amountPaise must be positive').max(Number.MAX_SAFE_INTEGER),
  occurredAt: z.iso.datetime({ error: 'occurredAt must be an ISO date-time' }),
})
export type CallbackEvent = z.infer<typeof callbackEventSchema>

/** What we tell a gateway about an order when we send the payer there. */
export interface GatewayOrder {
  orderId: string
  consumerNo: string
  amountPaise: number
  /** where the gateway sends the payer's browser back to */
  returnUrl: string
  /** the payer's language (the order's): a gateway page that can speak it does; default English */
  locale?: Locale
}

/** A gateway's answer about an order (reconciliation). */
export interface GatewayStatus {
  /** PENDING: the payer is at the gateway and has not finished */
  status: GatewayOutcome | 'PENDING'
  gatewayTxnId: string
  amountPaise: number
  /** when the outcome happened (ISO); null while PENDING */
  occurredAt: string | null
}

/**
 * The seam to a payment gateway (ADR 008, ADR 014): the sandbox and Razorpay. Another gateway
 * adds a file beside them and a value of PAYMENT_GATEWAY; one with a hosted page, a return leg
 * and a webhook of its own implements HostedPaymentGateway below.
 */
export interface PaymentGateway {
  readonly name: string
  /** Registers the order with the gateway (idempotent per order id) and answers where to send the payer. */
  checkoutUrl(order: GatewayOrder): Promise<string>
  /** The gateway's view of an order, or null when the payer never reached it. */
  fetchStatus(orderId: string): Promise<GatewayStatus | null>
  /**
   * Is `signatureHeader` the signature of exactly these bytes in our own callback format
   * (POST /api/payments/callback)? Constant time. A gateway with its own webhook answers false.
   */
  verifySignature(rawBody: Buffer, signatureHeader: string | undefined): boolean
}

/**
 * An outcome a gateway reported in its own format (a return leg or a webhook), already
 * verified by the adapter and turned into ours; settled through the one settling path.
 */
export interface GatewayReport {
  /** unique per report: a repeat of the same id changes nothing */
  eventId: string
  orderId: string
  gatewayTxnId: string
  status: GatewayOutcome
  amountPaise: number
  /**
   * when the payer paid, as the gateway says (ISO): a bill payment counts on that day, however
   * late its report comes (shared/billing/payable.ts); absent, the time of the report
   */
  occurredAt?: string
  /** what the gateway sent, for audit */
  raw: string
}

/**
 * What the adapter concluded from a return leg or webhook: an outcome to settle, nothing yet
 * (`pending`: the payer is still at the gateway or the payment is not captured yet), something
 * that is not about one of our orders or not an outcome (`ignored`), or a forgery (`invalid`).
 */
export type GatewayVerdict = { kind: 'outcome'; report: GatewayReport } | { kind: 'pending' | 'ignored' | 'invalid'; reason: string }

/** A hidden form that takes the payer's browser to the gateway's hosted page. */
export interface HostedCheckout {
  /** the gateway's form target (its origin must be in the CSP form-action) */
  action: string
  fields: Array<[name: string, value: string]>
}

/** What our checkout page tells the gateway about an order. */
export interface HostedCheckoutOrder {
  orderId: string
  consumerNo: string
  amountPaise: number
  /** the merchant name and the description shown on the gateway's page */
  merchantName: string
  description: string
  /** the consumer's mobile, prefilled on the gateway's page */
  contact: string | null
  /** absolute URLs of ours: the payer's browser comes back there */
  callbackUrl: string
  cancelUrl: string
}

/**
 * A real gateway with a hosted payment page, its own return leg and its own webhook (Razorpay
 * today; PayU and BillDesk have the same three parts). Mounted under /api/payments/<name>
 * (server/routes/hostedGateway.ts): GET /checkout/:orderId, POST /return/:orderId,
 * GET|POST /cancel/:orderId, POST /webhook.
 */
export interface HostedPaymentGateway extends PaymentGateway {
  readonly hosted: true
  /** origins the payer's browser posts to (CSP form-action) */
  readonly formOrigins: string[]
  /** the form to the hosted page, or null when the gateway has no order of ours by that id */
  checkoutForm(order: HostedCheckoutOrder): Promise<HostedCheckout | null>
  /** the payer's browser came back to /return/:orderId with these form fields */
  verifyReturn(orderId: string, fields: Record<string, unknown>): Promise<GatewayVerdict>
  /** the gateway's webhook: verified on the raw bytes before any parsing */
  verifyWebhook(rawBody: Buffer, header: (name: string) => string | undefined): Promise<GatewayVerdict>
}

export function isHostedGateway(g: PaymentGateway): g is HostedPaymentGateway {
  return (g as Partial<HostedPaymentGateway>).hosted === true
}
