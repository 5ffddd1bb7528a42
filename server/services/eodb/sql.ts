import type { Knex } from 'knex'
import { monthEndMs } from '#shared/eodb/months'
import type { Row } from '../../db/rows'

/**
 * The month index (0 = the period's first month) of an epoch-ms column, as a CASE over the
 * months' end bounds computed in JS: the same on SQLite and PostgreSQL, no date functions.
 * Only for values inside the period (the query's WHERE keeps them there).
 */
export function monthBucket(column: string, months: readonly string[]): { sql: string; bindings: number[] } {
  return {
    sql: `case ${months.map((_, i) => `when ${column} < ? then ${i}`).join(' ')} end`,
    bindings: months.map((m) => monthEndMs(m)),
  }
}

/** An integer we computed, written into SQL (never user input). */
export function sqlInt(n: number): string {
  if (!Number.isSafeInteger(n)) throw new RangeError(`not an integer: ${n}`)
  return String(n)
}

/** The rows of a knex.raw select on either database. */
export async function rawRows(db: Knex, sql: string, bindings: readonly unknown[]): Promise<Row[]> {
  const result = await db.raw(sql, bindings as Knex.RawBinding[])
  return Array.isArray(result) ? result : result.rows
}
