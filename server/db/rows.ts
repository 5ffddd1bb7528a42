/**
 * Reading rows the same way on SQLite and PostgreSQL, for every service: column values,
 * inserted ids, booleans, timestamps, LIKE patterns and list pages. A feature's own row
 * mappers (toBill, toTender…) live with the feature and build on these.
 */

/** A row as the driver gives it. */
export type Row = Record<string, unknown>

export const num = (v: unknown) => Number(v)
export const str = (v: unknown) => (v === null || v === undefined ? null : String(v))

/** The id of a row inserted with returning('id'): [{ id }] on PostgreSQL and SQLite ([id] from older drivers). */
export function insertedId(result: unknown[]): number {
  const first = result[0] as { id?: number } | number
  return Number(typeof first === 'object' ? first.id : first)
}

/** A boolean column: true, 1, '1' or 't' (SQLite answers 0/1, PostgreSQL true/false). */
export const flag = (v: unknown) => v === true || v === 1 || v === '1' || v === 't'

/** SQLite keeps CURRENT_TIMESTAMP as 'YYYY-MM-DD HH:MM:SS' (UTC); PostgreSQL gives a Date. */
export function isoTime(v: unknown): string {
  if (v instanceof Date) return v.toISOString()
  if (typeof v === 'number') return new Date(v).toISOString()
  const s = String(v ?? '')
  const d = new Date(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/.test(s) ? `${s.replace(' ', 'T')}Z` : s)
  return Number.isNaN(d.getTime()) ? s : d.toISOString()
}

/**
 * A `like … escape '\'` pattern for words anywhere in a lower-cased column: LIKE's wildcards
 * are escaped, so a search for "50%" matches the text, not a pattern.
 */
export const likeWords = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** A list's page: `size` rows unless asked (1 to `max`), the first page unless asked. */
export function pageOf(filter: { page?: number; pageSize?: number }, size = 20, max = 100) {
  const pageSize = Math.min(Math.max(filter.pageSize ?? size, 1), max)
  const page = Math.max(filter.page ?? 1, 1)
  return { page, pageSize, offset: (page - 1) * pageSize }
}
