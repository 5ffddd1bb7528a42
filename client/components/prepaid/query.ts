/**
 * The query strings of the prepaid pages, parsed with zod on the server (+data). A field is
 * either absent (the empty form), valid, or wrong with an i18n key for its message.
 */
import { z } from 'zod'
import type { InputProblem } from '#shared/input/problem'
import { consumerNoError, meterNoError, normalizeDigits, receiptNoError, txnIdError } from './validate'

/** A query value: the first one when repeated, absent when missing, cut at 200 characters. */
const queryValue = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (Array.isArray(v) ? v[0] : v)?.slice(0, 200))

function checked(check: (raw: string) => string | null, normalize: (raw: string) => string) {
  return queryValue
    .superRefine((v, ctx) => {
      if (v === undefined) return
      const key = check(v)
      if (key) ctx.addIssue({ code: 'custom', message: key })
    })
    .transform((v) => (v === undefined ? undefined : normalize(v)))
}

export const FIELD_SCHEMAS = {
  consNo: checked(consumerNoError, normalizeDigits),
  txnId: checked(txnIdError, (v) => v.trim()),
  meterNo: checked(meterNoError, (v) => v.replace(/[\s-]/g, '').toUpperCase()),
  receiptNo: checked(receiptNoError, (v) => v.trim()),
} as const

export type QueryField = keyof typeof FIELD_SCHEMAS

export interface ParsedQuery<F extends QueryField> {
  /** true when none of the fields was sent (the first view of the form) */
  empty: boolean
  /** what the visitor typed, to put back in the form */
  raw: Record<F, string>
  /** normalised values of the valid fields */
  values: Partial<Record<F, string>>
  errors: InputProblem[]
}

/**
 * Parses the page's query: each of `fields` is required once the form is submitted (any of
 * them present), so a form sent with one box empty says which one.
 */
export function parseQuery<F extends QueryField>(search: Record<string, unknown>, fields: readonly F[]): ParsedQuery<F> {
  const raw = {} as Record<F, string>
  const values: Partial<Record<F, string>> = {}
  const errors: InputProblem[] = []
  const present = fields.some((f) => search[f] !== undefined)
  for (const f of fields) {
    const input = search[f] ?? (present ? '' : undefined)
    const r = FIELD_SCHEMAS[f].safeParse(input)
    raw[f] = typeof input === 'string' ? input.slice(0, 200) : Array.isArray(input) ? String(input[0] ?? '').slice(0, 200) : ''
    if (r.success) {
      if (r.data !== undefined) values[f] = r.data
    } else {
      const key = r.error.issues[0]?.message ?? ''
      errors.push({ field: f, key: /^[a-z]+:[A-Za-z.]+$/.test(key) ? key : 'prepaid:errors.invalid' })
    }
  }
  return { empty: !present, raw, values, errors }
}

/** The `app=1` flag of the mobile app's web view. */
export const isAppView = (search: Record<string, unknown>) => search.app === '1'
