import type { Knex } from 'knex'
import BetterSqlite3Client from 'knex/lib/dialects/better-sqlite3/index.js'
import SqliteTransaction from 'knex/lib/dialects/sqlite3/execution/sqlite-transaction.js'

/**
 * better-sqlite3 is synchronous: while SQLite's own busy handler waits for a lock held by
 * another connection, the whole event loop waits with it (a 1 s busy_timeout froze /healthz
 * for 1 s per blocked statement; issue 27 §7). So SQLite waits only SYNC_BUSY_MS itself, and
 * a statement that still finds the database locked (SQLITE_BUSY) is run again after an
 * asynchronous pause (the loop serves other requests meanwhile), with growing pauses, until
 * the total wait (SQLITE_BUSY_TIMEOUT_MS) is spent; then its SQLITE_BUSY goes up and answers
 * 503 (server/db/unavailable.ts).
 *
 * Only a statement that failed to get the lock is run again, never part of a transaction:
 * a write transaction starts with BEGIN IMMEDIATE, which takes the write lock first (so it is
 * the BEGIN that waits, and no statement inside the transaction can meet SQLITE_BUSY, nor a
 * stale snapshot, SQLITE_BUSY_SNAPSHOT, which is never retried). In WAL mode a COMMIT never
 * waits for readers. A statement outside a transaction is its own transaction and is undone
 * whole when it gets SQLITE_BUSY. This is what SQLite's busy handler did inside the call, only
 * no longer blocking.
 *
 * One query may ask for another total wait with `.options({ busyWaitMs })` (the readiness
 * probe: within its own time limit).
 */

/** How long SQLite's own (blocking) busy handler waits before the statement comes back with SQLITE_BUSY. */
export const SYNC_BUSY_MS = 25

/** The pauses between two tries: 10, 20, 40, 80, then 100 ms. */
export function busyPauseMs(attempt: number): number {
  return Math.min(100, 10 * 2 ** attempt)
}

function isRetryableBusy(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY') && code !== 'SQLITE_BUSY_SNAPSHOT'
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Prepared statements a connection keeps (distinct SQL texts; a page uses a few dozen). */
const STATEMENT_CACHE_SIZE = 2000

type QueryObject = { sql: string; bindings?: unknown[]; options?: { busyWaitMs?: unknown } }

/**
 * knex's better-sqlite3 client with the asynchronous busy wait above, for a total of
 * `busyWaitMs`. knex makes each transaction's client from this class's prototype, so
 * transactions get the same behaviour.
 */
export function sqliteClientWithBusyRetry(busyWaitMs: number) {
  class ImmediateTransaction extends SqliteTransaction {
    begin(conn: unknown) {
      // a read-only transaction (none today) needs no write lock
      if (this.readOnly) return super.begin(conn)
      return this.query(conn, 'BEGIN IMMEDIATE;')
    }
  }

  return class SqliteClient extends BetterSqlite3Client {
    /**
     * Each connection keeps its prepared statements by SQL (issue 28 §1: knex prepared every
     * query anew, a few percent of a page's server time). A statement prepared before a schema
     * change is prepared again by SQLite itself; the cache is emptied when it reaches its size.
     */
    async acquireRawConnection(): Promise<unknown> {
      const connection = (await super.acquireRawConnection()) as { prepare: (sql: string) => unknown }
      const prepare = connection.prepare.bind(connection)
      const statements = new Map<string, unknown>()
      connection.prepare = (sql: string) => {
        let statement = statements.get(sql)
        if (!statement) {
          statement = prepare(sql)
          if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear()
          statements.set(sql, statement)
        }
        return statement
      }
      return connection
    }

    transaction(...args: unknown[]): Knex.Transaction {
      return new ImmediateTransaction(this, ...args) as unknown as Knex.Transaction
    }

    async _query(connection: unknown, obj: QueryObject): Promise<unknown> {
      const asked = obj.options?.busyWaitMs
      const total = typeof asked === 'number' && asked >= 0 ? asked : busyWaitMs
      const deadline = Date.now() + total
      for (let attempt = 0; ; attempt++) {
        try {
          return await super._query(connection, obj)
        } catch (err) {
          const left = deadline - Date.now()
          if (!isRetryableBusy(err) || left <= 0) throw err
          await pause(Math.min(busyPauseMs(attempt), left))
        }
      }
    }
  }
}
