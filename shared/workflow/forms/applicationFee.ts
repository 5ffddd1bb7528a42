/** Paying an application's fee from its acknowledgement (/PrintAck, issue 10 §3): the application and the fee the page showed. */
import { z } from 'zod'
import { APPLICATION_NO } from '../rules'

export const feePaymentSchema = z.object({
  applNo: z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : ''), z.string().min(1, { error: 'applNoEmpty' }).regex(APPLICATION_NO, { error: 'applNoInvalid' })),
  /** paise, as the page showed it; the server refuses another amount (feeChanged) */
  amountPaise: z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,12}$/.test(v.trim()) ? Number(v.trim()) : v),
    z.number({ error: 'invalid' }).int({ error: 'invalid' }).positive({ error: 'invalid' }),
  ),
})
export type FeePayment = z.output<typeof feePaymentSchema>
