/** Row mapping and list paging shared by the admin services (tenders, documents and content). */

/** A boolean column: true, 1, '1' or 't' (SQLite and PostgreSQL). */
export const flag = (v: unknown) => v === true || v === 1 || v === '1' || v === 't'

/** SQLite keeps CURRENT_TIMESTAMP as 'YYYY-MM-DD HH:MM:SS' (UTC); PostgreSQL gives a Date. */
export function isoTime(v: unknown): string {
  if (v instanceof Date) return v.toISOString()
  if (typeof v === 'number') return new Date(v).toISOString()
  const s = String(v ?? '')
  const d = new Date(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/.test(s) ? `${s.replace(' ', 'T')}Z` : s)
  return Number.isNaN(d.getTime()) ? s : d.toISOString()
}

export { insertedId } from '../billing/rows'

/** A `like … escape '\'` pattern for words anywhere in a lower-cased column. */
export const likeWords = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** A list's page: 20 rows unless asked (1 to 100), the first page unless asked. */
export function pageOf(filter: { page?: number; pageSize?: number }) {
  const pageSize = Math.min(Math.max(filter.pageSize ?? 20, 1), 100)
  const page = Math.max(filter.page ?? 1, 1)
  return { page, pageSize, offset: (page - 1) * pageSize }
}
