import knexFactory from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rollbackAll } from '../../server/db/migrate'
import { createTestDb, TEST_DB, TEST_PG_URL, type TestDb } from '../helpers/db'

/**
 * Issue 27 §11: the audit log is append-only; row triggers refuse UPDATE and DELETE, and on
 * PostgreSQL a statement trigger refuses TRUNCATE, which the row triggers never saw. SQLite has
 * no TRUNCATE: its `DELETE FROM audit_log` (no WHERE, what SQLite optimises into a truncate)
 * fires the row trigger and is refused.
 */
describe(`audit_log cannot be emptied (${TEST_DB})`, () => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb()
    await t.db('audit_log').insert([
      { at: Date.now(), actor: 'super.one', action: 'user.create', entity: 'admin_user', entity_id: 'a' },
      { at: Date.now(), actor: 'super.one', action: 'user.lock', entity: 'admin_user', entity_id: 'b' },
    ])
  })
  afterAll(async () => t?.destroy())

  const count = async () => Number((await t.db('audit_log').count({ n: '*' }))[0].n)

  it.runIf(TEST_DB === 'postgres')('refuses TRUNCATE (and TRUNCATE … CASCADE, and knex’s truncate)', async () => {
    await expect(t.db.raw('truncate table audit_log')).rejects.toThrow(/append-only/)
    await expect(t.db.raw('truncate audit_log restart identity cascade')).rejects.toThrow(/append-only/)
    await expect(t.db('audit_log').truncate()).rejects.toThrow(/append-only/)
    expect(await count()).toBe(2)
  })

  it('refuses a DELETE of every row', async () => {
    await expect(t.db('audit_log').delete()).rejects.toThrow(/append-only/)
    expect(await count()).toBe(2)
  })

  it('rows can still be added', async () => {
    await t.db('audit_log').insert({ at: Date.now(), actor: 'super.one', action: 'user.unlock', entity: 'admin_user', entity_id: 'b' })
    expect(await count()).toBe(3)
  })
})

describe(`the test helpers and a rollback still drop the audit log (${TEST_DB})`, () => {
  it('rolls every migration back, then drops the database', async () => {
    const t = await createTestDb()
    await t.db('audit_log').insert({ at: Date.now(), actor: 'super.one', action: 'user.create', entity: 'admin_user', entity_id: 'a' })
    await rollbackAll(t.db)
    expect(await t.db.schema.hasTable('audit_log')).toBe(false)
    if (TEST_DB !== 'postgres') return void (await t.destroy())
    const database = new URL(t.pgUrl!).pathname.slice(1)
    await t.destroy()
    const admin = knexFactory({ client: 'pg', connection: TEST_PG_URL, pool: { min: 0, max: 1 } })
    try {
      const { rows } = await admin.raw('select 1 from pg_database where datname = ?', [database])
      expect(rows).toEqual([])
    } finally {
      await admin.destroy()
    }
  })

  it.runIf(TEST_DB === 'postgres')('drops a database whose audit log has rows (DROP fires no trigger)', async () => {
    const t = await createTestDb()
    await t.db('audit_log').insert({ at: Date.now(), actor: 'super.one', action: 'user.create', entity: 'admin_user', entity_id: 'a' })
    const database = new URL(t.pgUrl!).pathname.slice(1)
    await t.destroy()
    const admin = knexFactory({ client: 'pg', connection: TEST_PG_URL, pool: { min: 0, max: 1 } })
    try {
      const { rows } = await admin.raw('select 1 from pg_database where datname = ?', [database])
      expect(rows).toEqual([])
    } finally {
      await admin.destroy()
    }
  })
})
