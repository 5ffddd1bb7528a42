/**
 * The bill calculator's form (/KnowYourTariff, a GET form): the query read into a checked
 * input for the tariff engine, or the list of problems, field by field. Pure.
 */
import type { Checked, InputProblem } from '#shared/input/problem'

export const CALC_LIMITS = {
  maxLoadKw: 1000,
  maxUnits: 1_000_000,
  maxReading: 99_999_999,
} as const

export type CalcField = 'category' | 'load' | 'units' | 'previous' | 'current'
export type CalcProblem = 'categoryRequired' | 'loadRequired' | 'loadInvalid' | 'unitsRequired' | 'unitsInvalid' | 'readingRequired' | 'readingInvalid' | 'readingOrder'

export interface CalcQuery {
  category: string
  load: string
  mode: 'units' | 'readings'
  units: string
  previous: string
  current: string
  paid: 'before' | 'after'
}

export interface CalcInput {
  category: string
  connectedLoadKw: number
  previousReading: number
  currentReading: number
  paid: 'before' | 'after'
}

const text = (v: unknown, max = 20) => (typeof v === 'string' ? v.trim().slice(0, max) : '')

/** The form's values as typed (for re-display), with defaults. */
export function readCalcQuery(search: Record<string, string> | undefined): CalcQuery {
  const s = search ?? {}
  return {
    category: text(s.category, 16),
    load: text(s.load),
    mode: s.mode === 'readings' ? 'readings' : 'units',
    units: text(s.units),
    previous: text(s.previous),
    current: text(s.current),
    paid: s.paid === 'after' ? 'after' : 'before',
  }
}

/** Whether the visitor asked for a calculation (any field beyond the category was sent). */
export function wantsCalculation(search: Record<string, string> | undefined): boolean {
  return !!search && ['load', 'units', 'previous', 'current', 'mode'].some((k) => k in search)
}

const WHOLE = /^\d{1,9}$/
const DECIMAL = /^\d{1,4}(\.\d{1,3})?$/

export function checkCalcQuery(q: CalcQuery, categories: readonly string[]): Checked<CalcInput, InputProblem<CalcField, CalcProblem>> {
  const problems: Array<InputProblem<CalcField, CalcProblem>> = []
  if (!categories.includes(q.category)) problems.push({ field: 'category', key: 'categoryRequired' })
  let load = 0
  if (!q.load) problems.push({ field: 'load', key: 'loadRequired' })
  else if (!DECIMAL.test(q.load) || !(Number(q.load) > 0) || Number(q.load) > CALC_LIMITS.maxLoadKw) {
    problems.push({ field: 'load', key: 'loadInvalid' })
  } else load = Number(q.load)
  let previous = 0
  let current = 0
  if (q.mode === 'units') {
    if (!q.units) problems.push({ field: 'units', key: 'unitsRequired' })
    else if (!WHOLE.test(q.units) || Number(q.units) > CALC_LIMITS.maxUnits) problems.push({ field: 'units', key: 'unitsInvalid' })
    else current = Number(q.units)
  } else {
    const reading = (field: 'previous' | 'current', v: string): number | undefined => {
      if (!v) problems.push({ field, key: 'readingRequired' })
      else if (!WHOLE.test(v) || Number(v) > CALC_LIMITS.maxReading) problems.push({ field, key: 'readingInvalid' })
      else return Number(v)
      return undefined
    }
    const p = reading('previous', q.previous)
    const c = reading('current', q.current)
    if (p !== undefined && c !== undefined) {
      if (c < p) problems.push({ field: 'current', key: 'readingOrder' })
      else if (c - p > CALC_LIMITS.maxUnits) problems.push({ field: 'current', key: 'unitsInvalid' })
      previous = p
      current = c
    }
  }
  if (problems.length) return { ok: false, problems }
  return { ok: true, value: { category: q.category, connectedLoadKw: load, previousReading: previous, currentReading: current, paid: q.paid } }
}
