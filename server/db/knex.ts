import fs from 'node:fs'
import path from 'node:path'
import knexFactory, { type Knex } from 'knex'
import type { Config } from '../config'
import { sqliteClientWithBusyRetry, SYNC_BUSY_MS } from './sqliteClient'
import { unavailableReason, type UnavailableReason } from './unavailable'

export type Db = Knex
export type Dialect = 'sqlite' | 'postgres'

type DbConfig = Pick<Config, 'DATABASE_URL' | 'sqlitePath' | 'DB_POOL_MAX'> &
  Partial<Pick<Config, 'DB_ACQUIRE_TIMEOUT_MS' | 'PG_STATEMENT_TIMEOUT_MS' | 'PG_LOCK_TIMEOUT_MS' | 'SQLITE_BUSY_TIMEOUT_MS'>>

/**
 * Builds the knex handle: PostgreSQL when DATABASE_URL is set, otherwise an embedded SQLite
 * file. The time limits (config.ts; absent: the database's own defaults, 0: none) make a busy
 * database fail fast with a 503 instead of piling requests up (server/db/unavailable.ts).
 */
export function createDb(config: DbConfig): Db {
  if (config.DATABASE_URL) {
    const timeouts: Record<string, number> = {}
    // node-postgres sends these as session settings of every pool connection
    if (config.PG_STATEMENT_TIMEOUT_MS !== undefined) timeouts.statement_timeout = config.PG_STATEMENT_TIMEOUT_MS
    if (config.PG_LOCK_TIMEOUT_MS !== undefined) timeouts.lock_timeout = config.PG_LOCK_TIMEOUT_MS
    return knexFactory({
      client: 'pg',
      connection: { connectionString: config.DATABASE_URL, ...timeouts },
      pool: { min: 0, max: config.DB_POOL_MAX },
      ...(config.DB_ACQUIRE_TIMEOUT_MS !== undefined ? { acquireConnectionTimeout: config.DB_ACQUIRE_TIMEOUT_MS } : {}),
    })
  }
  if (config.sqlitePath !== ':memory:') fs.mkdirSync(path.dirname(config.sqlitePath), { recursive: true })
  // better-sqlite3 waits for a lock synchronously, blocking the event loop: SQLite itself waits
  // at most SYNC_BUSY_MS, the rest of SQLITE_BUSY_TIMEOUT_MS is waited asynchronously (sqliteClient.ts)
  const busyWaitMs = config.SQLITE_BUSY_TIMEOUT_MS ?? 1000
  const syncBusyMs = Math.min(SYNC_BUSY_MS, Math.trunc(busyWaitMs))
  return knexFactory({
    client: sqliteClientWithBusyRetry(busyWaitMs),
    connection: { filename: config.sqlitePath },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: 1,
      afterCreate(conn: { pragma: (s: string) => unknown }, done: (err: Error | null, conn: unknown) => void) {
        // Foreign keys are off by default in SQLite; WAL lets readers run beside the writer.
        conn.pragma('foreign_keys = ON')
        conn.pragma('journal_mode = WAL')
        conn.pragma('synchronous = NORMAL')
        conn.pragma(`busy_timeout = ${syncBusyMs}`)
        done(null, conn)
      },
    },
  })
}

export function dialectOf(db: Db): Dialect {
  // the SQLite client is a class of ours (sqliteClient.ts), PostgreSQL's a name
  const client = String(db.client.config.client)
  return client === 'pg' || client === 'postgres' || client === 'postgresql' ? 'postgres' : 'sqlite'
}

export type Readiness = { ok: true } | { ok: false; reason: UnavailableReason | 'error' }

/** The table /readyz writes its one row to (migrations/202612280610_readiness-probe.ts). */
export const READINESS_TABLE = 'readiness_probe'

/**
 * Can the database serve requests right now? Used by /readyz: within `timeoutMs`, take a
 * pool connection and commit a real write (one row of `readiness_probe` gets the time), so a
 * locked, read-only, full or failing SQLite file (whose errors may come only when a write
 * reaches the disk, at commit), an exhausted PostgreSQL pool, a blocking lock and a read-only
 * or unreachable PostgreSQL all answer "not ready" quickly.
 */
export async function ping(db: Db, timeoutMs = 1000): Promise<Readiness> {
  const postgres = dialectOf(db) === 'postgres'
  const upsert = (q: Knex) => q(READINESS_TABLE).insert({ id: 1, at: Date.now() }).onConflict('id').merge(['at'])
  const probe = async (): Promise<Readiness> => {
    if (!postgres) {
      // one statement is its own transaction; a lock is waited for asynchronously, within this probe's time
      await upsert(db).options({ busyWaitMs: Math.max(0, timeoutMs - 200) })
      return { ok: true }
    }
    await db.transaction(async (trx) => {
      // this probe's own limits, whatever the pool's are
      await trx.raw(`set local lock_timeout = ${Math.max(1, Math.trunc(timeoutMs))}`)
      await trx.raw(`set local statement_timeout = ${Math.max(1, Math.trunc(timeoutMs))}`)
      await upsert(trx)
    })
    return { ok: true }
  }
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<Readiness>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, reason: 'timeout' }), timeoutMs)
  })
  const answer = probe().catch((err: unknown): Readiness => ({ ok: false, reason: unavailableReason(err) ?? 'error' }))
  try {
    return await Promise.race([answer, late])
  } finally {
    clearTimeout(timer)
  }
}
