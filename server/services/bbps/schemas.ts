import { z } from 'zod'
import { checkConsumerNo, PROBLEM_EN } from '#shared/input/fields'
import { BBPS_PAYMENT_MODES } from '#shared/payments/bbps'
import { PAYMENT_LIMITS } from '../payments/schemas'

/** The zod schemas of the BBPS requests (ADR 023): a mistake is a 400 naming the field. */

/** A consumer number, checked as every form checks it (shared/billing/input.ts): 12 digits, a known division code. */
export const bbpsConsumerNo = z.string({ error: PROBLEM_EN.consNoEmpty }).transform((raw, ctx) => {
  const r = checkConsumerNo(raw)
  if (r.ok) return r.value
  ctx.addIssue({ code: 'custom', message: PROBLEM_EN[r.key] })
  return z.NEVER
})

export const billFetchSchema = z.object({ consumerNo: bbpsConsumerNo })

export const TXN_REF_RULE = 'txnRef must be 6 to 40 of A-Z a-z 0-9 _ -, starting with a letter or digit'

export const paymentSchema = z.object({
  txnRef: z.string({ error: TXN_REF_RULE }).regex(/^[A-Za-z0-9][A-Za-z0-9_-]{5,39}$/, TXN_REF_RULE),
  consumerNo: bbpsConsumerNo,
  billNo: z.string({ error: 'billNo is required (the bill number of the bill fetch)' }).regex(/^[A-Za-z0-9]{1,24}$/, 'billNo must be 1 to 24 letters and digits (the bill number of the bill fetch)'),
  amountPaise: z
    .number({ error: 'amountPaise must be a whole number of paise' })
    .int('amountPaise must be a whole number of paise')
    .min(1, 'amountPaise must be at least 1')
    .max(PAYMENT_LIMITS.bill.max, `amountPaise must be at most ${PAYMENT_LIMITS.bill.max}`),
  paidAt: z
    .string({ error: 'paidAt is required (ISO 8601 with an offset, e.g. 2026-11-24T10:15:00+05:30)' })
    .datetime({ offset: true, error: 'paidAt must be ISO 8601 with an offset, e.g. 2026-11-24T10:15:00+05:30' })
    .transform((v) => new Date(v).toISOString()),
  paymentMode: z.enum(BBPS_PAYMENT_MODES, { error: `paymentMode must be one of ${BBPS_PAYMENT_MODES.join(', ')}` }),
})
export type PaymentInput = z.infer<typeof paymentSchema>

export const reconciliationQuery = z.object({
  date: z
    .string({ error: 'date is required (YYYY-MM-DD, a date in India)' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD (a date in India)')
    .refine((d) => {
      const t = Date.parse(`${d}T00:00:00Z`)
      return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === d
    }, 'date must be a real calendar date (YYYY-MM-DD)'),
  format: z.enum(['csv', 'json'], { error: "format must be 'csv' or 'json'" }).default('csv'),
})
