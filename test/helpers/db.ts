import { randomBytes } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import fs from 'node:fs'
import knexFactory from 'knex'
import type { Db } from '../../server/db/knex'
import { createDb } from '../../server/db/knex'
import { migrateLatest } from '../../server/db/migrate'

/** Which database the API suite runs on: TEST_DB=postgres (scripts/test.mjs runs both). */
export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite'
export const TEST_PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

export interface TestDb {
  db: Db
  dialect: 'sqlite' | 'postgres'
  sqlitePath?: string
  destroy: () => Promise<void>
}

/**
 * A fresh, migrated database for one test file: its own SQLite file, or its own PostgreSQL
 * schema (dropped afterwards), so test files never see each other's rows.
 */
export async function createTestDb(): Promise<TestDb> {
  if (TEST_DB === 'postgres') {
    const schema = 't_' + randomBytes(6).toString('hex')
    const admin = knexFactory({ client: 'pg', connection: TEST_PG_URL, pool: { min: 0, max: 1 } })
    await admin.raw(`create schema "${schema}"`)
    await admin.destroy()
    const db = knexFactory({ client: 'pg', connection: TEST_PG_URL, searchPath: [schema], pool: { min: 0, max: 5 } })
    await migrateLatest(db)
    return {
      db,
      dialect: 'postgres',
      async destroy() {
        await db.raw(`drop schema "${schema}" cascade`).catch(() => undefined)
        await db.destroy()
      },
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-test-'))
  const sqlitePath = path.join(dir, 'test.sqlite')
  const db = createDb({ sqlitePath, DATABASE_URL: undefined, DB_POOL_MAX: 1 })
  await migrateLatest(db)
  return {
    db,
    dialect: 'sqlite',
    sqlitePath,
    async destroy() {
      await db.destroy()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
