import { z } from 'zod'

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
 * The seam to a payment gateway (ADR 008). The sandbox is the only implementation today; a
 * real gateway adds a file beside it and a value of PAYMENT_GATEWAY.
 */
export interface PaymentGateway {
  readonly name: string
  /** Registers the order with the gateway (idempotent per order id) and answers where to send the payer. */
  checkoutUrl(order: GatewayOrder): Promise<string>
  /** The gateway's view of an order, or null when the payer never reached it. */
  fetchStatus(orderId: string): Promise<GatewayStatus | null>
  /** Is `signatureHeader` the gateway's signature of exactly these bytes? Constant time. */
  verifySignature(rawBody: Buffer, signatureHeader: string | undefined): boolean
}
