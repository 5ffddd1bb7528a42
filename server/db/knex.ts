import fs from 'node:fs'
import path from 'node:path'
import knexFactory, { type Knex } from 'knex'
import type { Config } from '../config'

export type Db = Knex
export type Dialect = 'sqlite' | 'postgres'

/** Builds the knex handle: PostgreSQL when DATABASE_URL is set, otherwise an embedded SQLite file. */
export function createDb(config: Pick<Config, 'DATABASE_URL' | 'sqlitePath' | 'DB_POOL_MAX'>): Db {
  if (config.DATABASE_URL) {
    return knexFactory({
      client: 'pg',
      connection: config.DATABASE_URL,
      pool: { min: 0, max: config.DB_POOL_MAX },
    })
  }
  if (config.sqlitePath !== ':memory:') fs.mkdirSync(path.dirname(config.sqlitePath), { recursive: true })
  return knexFactory({
    client: 'better-sqlite3',
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
        conn.pragma('busy_timeout = 5000')
        done(null, conn)
      },
    },
  })
}

export function dialectOf(db: Db): Dialect {
  const client = String(db.client.config.client)
  return client === 'pg' || client === 'postgres' || client === 'postgresql' ? 'postgres' : 'sqlite'
}

/** Is the database reachable? Used by /readyz. */
export async function ping(db: Db): Promise<boolean> {
  try {
    await db.raw('select 1')
    return true
  } catch {
    return false
  }
}
