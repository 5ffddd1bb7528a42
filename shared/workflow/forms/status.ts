/** The status lookup (/CheckApplStatus, /ComplaintStatus): an application or complaint number and the applicant's mobile. */
import { z } from 'zod'
import { APPLICATION_NO, COMPLAINT_NO } from '../rules'
import { mobile } from '../../input/schema'
import { normalizeDigits } from '../../input/fields'

export const statusLookupSchema = z.object({
  applNo: z.preprocess(
    (v) => (typeof v === 'string' ? normalizeDigits(v).toUpperCase() : ''),
    z
      .string()
      .min(1, { error: 'applNoEmpty' })
      .refine((s) => APPLICATION_NO.test(s) || COMPLAINT_NO.test(s), { error: 'applNoInvalid' }),
  ),
  mobile,
})
