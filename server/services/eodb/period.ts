/**
 * The period filter of every ease-of-doing-business report (shared/eodb/contract.ts): months
 * 'YYYY-MM' in India, from and to both included. Defaults: the last EODB_DEFAULT_MONTHS
 * complete months; only `to`: the EODB_DEFAULT_MONTHS months ending with it; only `from`: up to
 * EODB_DEFAULT_MONTHS months from it, not past the current month. Refused (the first problem,
 * as { ok: false, field, message }): a month not 'YYYY-MM' (badMonth), from after to
 * (rangeOrder), more than EODB_MAX_MONTHS months (rangeTooLong). An empty field counts as
 * absent (a form sent without JavaScript sends every field).
 */
import type { z } from 'zod'
import { EODB_DEFAULT_MONTHS, EODB_MAX_MONTHS, isEodbMessageKey, periodQuery, type Checked, type EodbProblemKey, type Period } from '#shared/eodb/contract'
import { addMonths, monthOfMs, monthsFromTo } from '#shared/eodb/months'

export type Refusal = Extract<Checked<never>, { ok: false }>

export const refuse = (field: string, key: EodbProblemKey): Refusal => ({ ok: false, field, key })

/** A zod issue's message as a problem key (the contract's schemas say keys), else `fallback`. */
const keyOf = (message: string | undefined, fallback: EodbProblemKey): EodbProblemKey => (isEodbMessageKey(message) ? message : fallback)

/** Empty strings become absent; anything else is left for zod. */
function blanksAbsent<T extends object>(query: T): T {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(query ?? {})) out[k] = typeof v === 'string' && v.trim() === '' ? undefined : v
  return out as T
}

/**
 * A report's filter: checked with its zod schema (the first problem refused, with `keys`'
 * key for its field when given, else the schema's), then its period (`checkPeriod`).
 */
export function checkQuery<T extends { from?: string; to?: string }>(
  schema: z.ZodType<T>,
  query: unknown,
  now: number,
  keys: Readonly<Record<string, EodbProblemKey>> = {},
): Checked<{ filter: T; period: Period }> {
  const parsed = schema.safeParse(blanksAbsent((query ?? {}) as object))
  if (!parsed.success) {
    const first = parsed.error.issues[0]
    const field = String(first?.path[0] ?? 'query')
    return refuse(field, keys[field] ?? keyOf(first?.message, 'badMonth'))
  }
  const period = checkPeriod(parsed.data, now)
  return period.ok ? { ok: true, value: { filter: parsed.data, period: period.value } } : period
}

const monthIndex = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7))

/** The period of a report query at `now` (epoch ms). */
export function checkPeriod(query: { from?: unknown; to?: unknown }, now: number): Checked<Period> {
  const parsed = periodQuery.safeParse(blanksAbsent({ from: query.from, to: query.to }))
  if (!parsed.success) {
    const first = parsed.error.issues[0]
    return refuse(String(first?.path[0] ?? 'from'), keyOf(first?.message, 'badMonth'))
  }
  const current = monthOfMs(now)
  const lastComplete = addMonths(current, -1)
  const { from: f, to: t } = parsed.data
  let from: string
  let to: string
  if (f && t) [from, to] = [f, t]
  else if (t) [from, to] = [addMonths(t, 1 - EODB_DEFAULT_MONTHS), t]
  else if (f) {
    const end = addMonths(f, EODB_DEFAULT_MONTHS - 1)
    ;[from, to] = [f, end < current ? end : f > current ? f : current]
  } else [from, to] = [addMonths(lastComplete, 1 - EODB_DEFAULT_MONTHS), lastComplete]
  if (from > to) return refuse('from', 'rangeOrder')
  if (monthIndex(to) - monthIndex(from) + 1 > EODB_MAX_MONTHS) return refuse('to', 'rangeTooLong')
  return { ok: true, value: { from, to, months: monthsFromTo(from, to) } }
}
