/**
 * The outage manager's inputs (issue 13), checked by zod before anything is read or written:
 * JSON from the admin screens (or a form's text: a checkbox 'true' or absent, one feeder or a
 * list, date-times as 'YYYY-MM-DDTHH:mm' in India time). What needs the database or the clock
 * (the feeder exists, the start is in the future) is the service's to check.
 */
import { z } from 'zod'
import { OUTAGE_LIMITS, OUTAGE_MESSAGES as M, parseAdminTime } from '#shared/eodb/outages'

export { feederFilterQuery } from '#shared/eodb/outages'

const HTML_TAG = /<\s*[a-zA-Z!/?]/
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v)
const blankIsNull = (v: unknown) => {
  const s = trimmed(v)
  return s === '' || s === undefined ? null : s
}

const feederCode = (message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(16, { error: M.feederUnknown })

const time = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? v : (parseAdminTime(v) ?? Number.NaN)),
    z.number({ error: M.timeBad(label) }).refine((n) => Number.isFinite(n), { error: M.timeBad(label) }),
  )
const optionalTime = (label: string) => z.preprocess((v) => (blankIsNull(v) === null ? null : v), time(label).nullable())

const text = (message: string, limits: { min: number; max: number }) =>
  z.preprocess(
    trimmed,
    z
      .string({ error: message })
      .min(limits.min, { error: message })
      .max(limits.max, { error: message })
      .refine((s) => !HTML_TAG.test(s), { error: M.plainText }),
  )

const flag = z.preprocess(
  (v) => (v === true || v === 'true' || v === 'on' || v === '1' ? true : v === false || v === 'false' || v === undefined || v === null || v === '' || v === '0' ? false : v),
  z.boolean({ error: M.plannedBad }),
)

export const recordOutageBody = z.object({
  feederCode: feederCode(M.feederMissing),
  planned: flag,
  startedAt: time('start'),
  restoreEta: optionalTime('expected restoration'),
  customersAffected: z.preprocess(
    (v) => {
      const s = blankIsNull(v)
      return typeof s === 'string' && /^\d{1,9}$/.test(s) ? Number(s) : s
    },
    z.number({ error: M.customersBad }).int({ error: M.customersBad }).min(0, { error: M.customersBad }).max(10_000_000, { error: M.customersBad }).nullable(),
  ),
  cause: text(M.causeBad, OUTAGE_LIMITS.cause),
  causeAs: z.preprocess(
    blankIsNull,
    z
      .string({ error: M.causeAsBad })
      .max(OUTAGE_LIMITS.cause.max, { error: M.causeAsBad })
      .refine((s) => !HTML_TAG.test(s), { error: M.plainText })
      .nullable(),
  ),
})
export type RecordOutageInput = z.infer<typeof recordOutageBody>

export const closeOutageBody = z.object({
  endedAt: optionalTime('end')
    .optional()
    .transform((v) => v ?? null),
})
export type CloseOutageInput = z.infer<typeof closeOutageBody>

export const publishShutdownBody = z.object({
  feeders: z.preprocess(
    (v) => (typeof v === 'string' ? [v] : v === undefined || v === null ? [] : v),
    z
      .array(feederCode(M.feedersMissing), { error: M.feedersMissing })
      .min(1, { error: M.feedersMissing })
      .max(OUTAGE_LIMITS.shutdownMaxFeeders, { error: M.feedersTooMany })
      .transform((list) => [...new Set(list)].sort()),
  ),
  startsAt: time('start'),
  endsAt: time('end'),
  reason: text(M.reasonBad, OUTAGE_LIMITS.reason),
  reasonAs: z.preprocess(
    blankIsNull,
    z
      .string({ error: M.reasonAsBad })
      .max(OUTAGE_LIMITS.reason.max, { error: M.reasonAsBad })
      .refine((s) => !HTML_TAG.test(s), { error: M.plainText })
      .nullable(),
  ),
})
export type PublishShutdownInput = z.infer<typeof publishShutdownBody>

/** A numeric id in the address. */
export const idParam = z.preprocess((v) => (typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v), z.number().int().positive())
