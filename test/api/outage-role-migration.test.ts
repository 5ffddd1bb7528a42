import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as outageRole from '../../migrations/202612220200_outage-manager-role'
import { ADMIN_ROLES } from '../../shared/admin/roles'
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db'

/**
 * Migration 202612220200 (issue 13): a database made before the role `outage_manager` existed
 * refuses it (its role check came from the ADMIN_ROLES of its day); migrating up widens the
 * check and keeps every user's roles; down takes the role away and narrows the check again.
 */
describe(`the outage manager role migration (${TEST_DB})`, () => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb()
  })
  afterAll(async () => t?.destroy())

  const user = async (userId: string) => {
    const [row] = await t
      .db('admin_users')
      .insert({ user_id: userId, name: userId, password_hash: 'x', active: true, failed_count: 0, password_changed_at: 1, created_at: 1, updated_at: 1 })
      .returning('id')
    return Number(typeof row === 'object' ? (row as { id: number }).id : row)
  }
  const roles = async () =>
    (await t.db('admin_user_roles as r').join('admin_users as u', 'u.id', 'r.admin_user_id').select('u.user_id', 'r.role').orderBy(['u.user_id', 'r.role'])) as Array<{ user_id: string; role: string }>
  const grant = (id: number, role: string) => t.db('admin_user_roles').insert({ admin_user_id: id, role })

  it('a fresh database takes every role of ADMIN_ROLES and no other', async () => {
    const id = await user('fresh.all')
    for (const role of ADMIN_ROLES) await grant(id, role)
    await expect(grant(id, 'bogus_role')).rejects.toThrow()
    expect((await roles()).filter((r) => r.user_id === 'fresh.all').map((r) => r.role)).toEqual([...ADMIN_ROLES].sort())
  })

  it('migrating up from the database before it widens the check and keeps the rows', async () => {
    // the database as it was before this migration (the role taken from whoever had it)
    await t.db.transaction((trx) => outageRole.down(trx))
    expect((await roles()).some((r) => r.role === 'outage_manager')).toBe(false)
    const a = await user('old.super')
    const b = await user('old.multi')
    await grant(a, 'super_admin')
    await grant(b, 'content_editor')
    await grant(b, 'tender_manager')
    await expect(grant(b, 'outage_manager')).rejects.toThrow()
    const before = await roles()
    expect(before.length).toBeGreaterThanOrEqual(3 + ADMIN_ROLES.length - 1)

    await t.db.transaction((trx) => outageRole.up(trx))
    expect(await roles()).toEqual(before)
    await grant(b, 'outage_manager')
    await expect(grant(a, 'bogus_role')).rejects.toThrow()
    expect((await roles()).filter((r) => r.user_id === 'old.multi').map((r) => r.role)).toEqual(['content_editor', 'outage_manager', 'tender_manager'])
    // the key and the foreign key still hold: one role once; a deleted user takes its roles along
    await expect(grant(b, 'outage_manager')).rejects.toThrow()
    await t.db('admin_users').where('id', b).delete()
    expect((await roles()).filter((r) => r.user_id === 'old.multi')).toEqual([])
    expect(await t.db('admin_user_roles').where('admin_user_id', b)).toEqual([])
  })
})
