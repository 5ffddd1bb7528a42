import { createHash, randomBytes } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import fs from 'node:fs'
import knexFactory, { type Knex } from 'knex'
import type { Db } from '../../server/db/knex'
import { createDb } from '../../server/db/knex'
import { migrateLatest } from '../../server/db/migrate'
import { migrations } from '../../migrations'

/** Which database the API suite runs on: TEST_DB=postgres (scripts/test.mjs runs both). */
export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite'
export const TEST_PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

export interface TestDb {
  db: Db
  dialect: 'sqlite' | 'postgres'
  sqlitePath?: string
  /** PostgreSQL: the connection string of this test's own database */
  pgUrl?: string
  destroy: () => Promise<void>
}

/**
 * The migrations this checkout holds, as a short hash: a template database is migrated once
 * for them and copied for every test file (migrating each test's database took 1.7 s on
 * PostgreSQL, a quarter of the API pass; a copy takes a fraction of that).
 */
const MIGRATIONS_KEY = createHash('sha256').update(Object.keys(migrations).sort().join('\n')).digest('hex').slice(0, 12)

/** `url` with another database name */
function withDatabase(url: string, database: string): string {
  const u = new URL(url)
  u.pathname = '/' + database
  return u.toString()
}

const pgAdmin = () => knexFactory({ client: 'pg', connection: TEST_PG_URL, pool: { min: 0, max: 1 } })

/**
 * The PostgreSQL template of this checkout's migrations, made once on the server (the first
 * test process to need it makes it under an advisory lock; the others wait, then reuse it).
 * Built under a temporary name and renamed when complete, so a killed run never leaves a
 * half-migrated template behind. Templates of other migration sets are dropped.
 */
let pgTemplate: Promise<string> | undefined
function pgTemplateDatabase(): Promise<string> {
  return (pgTemplate ??= (async () => {
    const name = `apdcl_tmpl_${MIGRATIONS_KEY}`
    const admin = pgAdmin()
    // CREATE DATABASE cannot run inside a transaction: a session-level advisory lock instead
    await admin.raw('select pg_advisory_lock(hashtext(?))', ['apdcl-test-template'])
    try {
      if ((await admin.raw('select 1 from pg_database where datname = ?', [name])).rows.length) return name
      const building = `${name}_building_${randomBytes(3).toString('hex')}`
      await admin.raw(`create database "${building}"`)
      const db = knexFactory({ client: 'pg', connection: withDatabase(TEST_PG_URL, building), pool: { min: 0, max: 1 } })
      try {
        await migrateLatest(db as unknown as Db)
      } finally {
        await db.destroy()
      }
      await admin.raw(`alter database "${building}" rename to "${name}"`)
      // templates of other migration sets, and builds a killed run left
      const stale = await admin.raw(`select datname from pg_database where datname like 'apdcl\\_tmpl\\_%' and datname <> ?`, [name])
      for (const row of stale.rows as Array<{ datname: string }>) {
        await admin.raw(`drop database if exists "${row.datname}"`).catch(() => undefined)
      }
      return name
    } finally {
      await admin.raw('select pg_advisory_unlock(hashtext(?))', ['apdcl-test-template']).catch(() => undefined)
      await admin.destroy()
    }
  })())
}

/** The SQLite template of this process: migrated once, then copied for each test database. */
let sqliteTemplate: Promise<string> | undefined
function sqliteTemplateFile(): Promise<string> {
  return (sqliteTemplate ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-tmpl-'))
    const file = path.join(dir, 'template.sqlite')
    const db = createDb({ sqlitePath: file, DATABASE_URL: undefined, DB_POOL_MAX: 1 })
    try {
      await migrateLatest(db)
    } finally {
      await db.destroy()
    }
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
    return file
  })())
}

/**
 * A fresh, migrated database for one test file: its own SQLite file, or its own PostgreSQL
 * database, both copied from a template migrated once (and dropped afterwards), so test
 * files never see each other's rows.
 */
export async function createTestDb(): Promise<TestDb> {
  if (TEST_DB === 'postgres') {
    const template = await pgTemplateDatabase()
    const name = 't_' + randomBytes(6).toString('hex')
    const admin = pgAdmin()
    try {
      await admin.raw(`create database "${name}" template "${template}"`)
      // a test database need not survive a power cut: its commits do not wait for the WAL's
      // fsync (every session of it, the app's pools too; what is committed is still seen by all)
      await admin.raw(`alter database "${name}" set synchronous_commit to off`)
    } finally {
      await admin.destroy()
    }
    const pgUrl = withDatabase(TEST_PG_URL, name)
    const db = knexFactory({ client: 'pg', connection: pgUrl, pool: { min: 0, max: 5 } }) as Knex as Db
    return {
      db,
      dialect: 'postgres',
      pgUrl,
      async destroy() {
        // a query the app still has in flight (a background page refresh) ends before the pool does
        await db.raw('select 1').catch(() => undefined)
        await db.destroy()
        const drop = pgAdmin()
        await drop.raw(`drop database if exists "${name}" with (force)`).catch(() => undefined)
        await drop.destroy()
      },
    }
  }
  const template = await sqliteTemplateFile()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-test-'))
  const sqlitePath = path.join(dir, 'test.sqlite')
  fs.copyFileSync(template, sqlitePath)
  const db = createDb({ sqlitePath, DATABASE_URL: undefined, DB_POOL_MAX: 1 })
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
