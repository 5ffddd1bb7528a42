import { z } from 'zod'
import { consumerNoField } from '../../validation/fields'
import { PURPOSES, type OrderStatus } from '#shared/payments/contract'

/** Amount limits in paise (docs/design/issue3-contracts.md). */
export const PAYMENT_LIMITS = {
  bill: { min: 100, max: 10_000_000 },
  recharge: { min: 10_000, max: 5_000_000 },
} as const

/** How long an Idempotency-Key holds its order; after that the key may be used afresh. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000
/** An order the gateway never saw is cancelled once this old (reconciliation). */
export const ABANDONED_AFTER_MS = 24 * 60 * 60_000

export const idempotencyKeySchema = z
  .string({ error: 'The Idempotency-Key header is required (8 to 64 of A-Z a-z 0-9 _ -)' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'The Idempotency-Key header must be 8 to 64 of A-Z a-z 0-9 _ -')

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`

export const createOrderSchema = z
  .object({
    purpose: z.enum(PURPOSES, { error: "purpose must be 'bill' or 'recharge'" }),
    consumerNo: consumerNoField,
    amountPaise: z.number({ error: 'amountPaise must be a whole number of paise' }).int('amountPaise must be a whole number of paise').max(Number.MAX_SAFE_INTEGER, 'amountPaise is too large'),
    locale: z.enum(['en', 'as'], { error: "locale must be 'en' or 'as'" }).default('en'),
    channel: z.enum(['web', 'mobile-app'], { error: "channel must be 'web' or 'mobile-app'" }).default('web'),
    /** the payer saw the REPEAT_PAYMENT question (shared/payments/repeat.ts) and pays again; not part of the request hash */
    confirmRepeat: z.boolean({ error: 'confirmRepeat must be true or false' }).default(false),
  })
  .superRefine((o, ctx) => {
    const { min, max } = PAYMENT_LIMITS[o.purpose]
    if (o.amountPaise < min || o.amountPaise > max) {
      const what = o.purpose === 'bill' ? 'Bill payment' : 'Recharge amount'
      ctx.addIssue({
        code: 'custom',
        path: ['amountPaise'],
        message: `${what} must be between ${rupees(min)} and ${rupees(max)}`,
        // errors[].code and params: the page words it in its language (docs/messages.md)
        params: { code: 'amountOutOfRange', minPaise: min, maxPaise: max, purpose: o.purpose },
      })
    }
  })
export type CreateOrderInput = z.infer<typeof createOrderSchema>

export const statusQuerySchema = z.object({
  consNo: consumerNoField,
  txnId: z
    .string({ error: 'txnId is required' })
    .trim()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'txnId must be 1 to 64 letters, digits or _ - . :'),
})

/** Answer of handleCallback (and POST /api/payments/callback). */
export type CallbackAnswer = { status: 'duplicate' } | { status: 'accepted' | 'ignored'; orderId: string; orderStatus: OrderStatus }

export interface ReconcileResult {
  checked: number
  paid: number
  failed: number
  cancelled: number
  pending: number
  unchanged: number
  errors: number
}
