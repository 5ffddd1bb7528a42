/**
 * The EoDB reports' query string (?from=&to=&circle=&division=&category=), the same on the
 * server (+data) and in the browser (the filter form's own check before it leaves): the
 * non-empty values, Assamese digits read as Latin ones, checked with the contract's schemas
 * (shared/eodb/contract.ts) and the period rules; a refusal is the contract's problem key
 * (EODB_MESSAGES) and the field it belongs to. Pure functions.
 */
import type { z } from 'zod'
import { EODB_MAX_MONTHS, isEodbMessageKey, type EodbProblemKey } from '#shared/eodb/contract'
import type { InputProblem } from '#shared/input/problem'
import { addMonths, monthsFromTo } from '#shared/eodb/months'

/** A refused filter or form field: which field, and the problem's key (the contract's). */
export type EodbProblem = InputProblem<string, EodbProblemKey>

/** The two turnaround reports' routes. */
export const TURNAROUND_ROUTES = { ownership: '/EodbOwnershipChange', mutation: '/EodbePanjeeyanMutationReport' } as const

const AS_DIGIT = /[০-৯]/g
/** '২০২৬-০৪' → '2026-04' (a month typed on an Assamese keyboard). */
export const latinDigits = (s: string) => s.replace(AS_DIGIT, (d) => String(d.charCodeAt(0) - 0x09e6))

/** The named parameters that carry a value, trimmed, with Latin digits. */
export function pickQuery(search: Record<string, string | undefined>, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (const name of names) {
    const v = latinDigits((search[name] ?? '').trim())
    if (v) out[name] = v.slice(0, 40)
  }
  return out
}

/** The key a field falls back to when the schema's own message is not one of the contract's keys. */
const FIELD_KEY: Record<string, EodbProblemKey> = {
  from: 'badMonth',
  to: 'badMonth',
  circle: 'badCircle',
  division: 'badDivision',
  category: 'badCategory',
}

/**
 * The query through `schema`, then the period's order and length: the value, or the first
 * problem. The services check again (and know the circles and divisions); this check is what
 * the browser can tell before the page is asked for.
 */
export function checkReportQuery<S extends z.ZodType>(schema: S, raw: Record<string, string>): { ok: true; value: z.output<S> } | ({ ok: false } & EodbProblem) {
  const r = schema.safeParse(raw)
  if (!r.success) {
    const issue = r.error.issues[0]
    const field = String(issue?.path[0] ?? 'from')
    return { ok: false, field, key: isEodbMessageKey(issue?.message) ? issue.message : (FIELD_KEY[field] ?? 'badMonth') }
  }
  const { from, to } = raw
  if (from && to) {
    if (from > to) return { ok: false, field: 'from', key: 'rangeOrder' }
    if (monthsFromTo(from, to).length > EODB_MAX_MONTHS) return { ok: false, field: 'from', key: 'rangeTooLong' }
  }
  return { ok: true, value: r.data }
}

/** `path` with the query's values (in a stable order), or the path alone. */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) if (v) search.set(k, v)
  const qs = search.toString()
  return qs ? `${path}?${qs}` : path
}

/** Five years of months in the filters' lists. */
export const MONTHS_OFFERED = 60
export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

/**
 * The months a period may start or end with, newest first: MONTHS_OFFERED up to this month,
 * and the month of the query when it lies outside them (a link from elsewhere, or a typo the
 * page refuses: it stays selected so the summary's link lands on it).
 */
export function monthOptions(thisMonth: string, current: string): string[] {
  const months = monthsFromTo(addMonths(thisMonth, 1 - MONTHS_OFFERED), thisMonth).reverse()
  return current && !months.includes(current) ? [current, ...months] : months
}
