/**
 * The audit log's filter and its readable differences (issue 11 §4), shared by the page
 * `/admin/audit_log` (a GET form: the filter lives in the query string) and
 * `GET /api/admin/audit`: one reading of the query, the same answers. No React, no server modules.
 */
import type { InputProblem } from '../input/problem'

/** The query parameters of the filter, as the form names them. */
export const AUDIT_QUERY_KEYS = ['actor', 'action', 'entity', 'entity_id', 'from', 'to', 'page'] as const

export interface AuditQuery {
  actor: string
  action: string
  entity: string
  entityId: string
  /** YYYY-MM-DD, India time, inclusive */
  from: string
  /** YYYY-MM-DD, India time, inclusive */
  to: string
  page: number
}

/** The filter's problems in the admin area's English (ADR 020): `{{max}}` from the problem's params. */
export const AUDIT_QUERY_WORDS = {
  tooLong: 'At most {{max}} characters.',
  dateInvalid: 'Give a date as YYYY-MM-DD.',
  pageInvalid: 'The page is a whole number from 1.',
  dateOrder: 'The end date is before the start date.',
} as const

export const AUDIT_PAGE_SIZE = 25

const DATE = /^\d{4}-\d{2}-\d{2}$/
const validDate = (s: string) => DATE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s

/** Epoch ms of the start of an India day (YYYY-MM-DD). */
export const indiaDayStart = (day: string) => Date.parse(`${day}T00:00:00+05:30`)

/**
 * Reads the filter from a query (strings; repeated values: the first). Text fields are trimmed
 * and cut to their column's length; a bad date or page is a problem of that field (the page
 * shows it beside the field and leaves it out of the filter; the API answers 400).
 */
export function parseAuditQuery(search: Record<string, unknown>): { query: AuditQuery; problems: InputProblem<string, keyof typeof AUDIT_QUERY_WORDS>[] } {
  const one = (k: string) => {
    const v = search[k]
    const s = Array.isArray(v) ? v[0] : v
    return typeof s === 'string' ? s.trim() : ''
  }
  const problems: InputProblem<string, keyof typeof AUDIT_QUERY_WORDS>[] = []
  const text = (k: string, max: number) => {
    const v = one(k)
    if (v.length > max) problems.push({ field: k, key: 'tooLong', params: { max } })
    return v.slice(0, max)
  }
  const date = (k: 'from' | 'to') => {
    const v = one(k)
    if (!v) return ''
    if (!validDate(v)) {
      problems.push({ field: k, key: 'dateInvalid' })
      return ''
    }
    return v
  }
  const pageText = one('page')
  let page = 1
  if (pageText) {
    if (/^\d{1,6}$/.test(pageText) && Number(pageText) >= 1) page = Number(pageText)
    else problems.push({ field: 'page', key: 'pageInvalid' })
  }
  const query: AuditQuery = {
    actor: text('actor', 32),
    action: text('action', 64),
    entity: text('entity', 64),
    entityId: text('entity_id', 100),
    from: date('from'),
    to: date('to'),
    page,
  }
  if (query.from && query.to && query.from > query.to) {
    problems.push({ field: 'to', key: 'dateOrder' })
    query.to = ''
  }
  return { query, problems }
}

/** The filter for the audit service: empty fields left out, the dates as India-day bounds (to: the end of its day). */
export function auditFilterOf(q: AuditQuery): { actor?: string; action?: string; entity?: string; entityId?: string; from?: number; to?: number; page: number; pageSize: number } {
  return {
    ...(q.actor ? { actor: q.actor } : {}),
    ...(q.action ? { action: q.action } : {}),
    ...(q.entity ? { entity: q.entity } : {}),
    ...(q.entityId ? { entityId: q.entityId } : {}),
    ...(q.from ? { from: indiaDayStart(q.from) } : {}),
    ...(q.to ? { to: indiaDayStart(q.to) + 86_400_000 } : {}),
    page: q.page,
    pageSize: AUDIT_PAGE_SIZE,
  }
}

/** The query string of a filter (for the pager's links), without the empty fields. */
export function auditQueryString(q: AuditQuery, page = q.page): string {
  const p = new URLSearchParams()
  const pairs: Array<[string, string]> = [
    ['actor', q.actor],
    ['action', q.action],
    ['entity', q.entity],
    ['entity_id', q.entityId],
    ['from', q.from],
    ['to', q.to],
  ]
  for (const [k, v] of pairs) if (v) p.set(k, v)
  if (page > 1) p.set('page', String(page))
  const s = p.toString()
  return s ? `?${s}` : ''
}

/** A value of the log as one line of text: '—' for none, lists joined, objects as JSON. */
export function auditValue(v: unknown): string {
  if (v === null || v === undefined) return '—'
  if (typeof v === 'string') return v === '' ? '""' : v
  if (typeof v === 'number' || typeof v === 'boolean') return String(v)
  if (Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number')) return v.length ? v.join(', ') : '(none)'
  return JSON.stringify(v)
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * What changed between `before` and `after`: one line per key whose value differs (a new
 * record: every key of `after` with a value; a removed one: every key of `before` with one;
 * absent and null are the same). Values that are not objects compare as a whole (key
 * '(value)').
 */
export function auditDiff(before: unknown, after: unknown): Array<{ key: string; before: string; after: string }> {
  if (before == null && after == null) return []
  if ((before == null || isRecord(before)) && (after == null || isRecord(after))) {
    const b = (before ?? {}) as Record<string, unknown>
    const a = (after ?? {}) as Record<string, unknown>
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])]
    return keys
      .filter((k) => JSON.stringify(b[k] ?? null) !== JSON.stringify(a[k] ?? null))
      .map((k) => ({ key: k, before: before == null ? '—' : auditValue(b[k]), after: after == null ? '—' : auditValue(a[k]) }))
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return []
  return [{ key: '(value)', before: auditValue(before), after: auditValue(after) }]
}
