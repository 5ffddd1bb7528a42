import type { Knex } from 'knex'
import { dialectOf } from './knex'

export type ColumnType = 'text' | 'integer' | 'bigint' | 'boolean'

/**
 * Inserts many rows a chunk at a time, each chunk as ONE JSON parameter unpacked by the
 * database (SQLite: json_each and ->>; PostgreSQL: json_to_recordset with the column types):
 * several times faster than a multi-row VALUES of thousands of bound parameters, which matters
 * for the seeds that run at every test server start and for the CSV imports (issue 13). `columns`: every column written, with its
 * type; the values are numbers, strings, booleans or null (what JSON carries exactly).
 */
export async function insertJsonRows(db: Knex, table: string, columns: Readonly<Record<string, ColumnType>>, rows: ReadonlyArray<Record<string, unknown>>, size = 5000): Promise<void> {
  const names = Object.keys(columns)
  const postgres = dialectOf(db) === 'postgres'
  const list = names.map((c) => `"${c}"`).join(', ')
  const sql = postgres
    ? `insert into "${table}" (${list}) select ${list} from json_to_recordset(?::json) as x(${names.map((c) => `"${c}" ${columns[c]}`).join(', ')})`
    : `insert into "${table}" (${list}) select ${names.map((c) => `value ->> '${c}'`).join(', ')} from json_each(?)`
  const booleans = names.filter((c) => columns[c] === 'boolean')
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size)
    // SQLite keeps booleans as 0/1
    const json = JSON.stringify(
      !postgres && booleans.length ? chunk.map((r) => ({ ...r, ...Object.fromEntries(booleans.map((c) => [c, r[c] === null || r[c] === undefined ? null : r[c] ? 1 : 0])) })) : chunk,
    )
    await db.raw(sql, [json])
  }
}
