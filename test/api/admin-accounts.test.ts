import { spawnSync } from 'node:child_process'
import { createDb } from '../../server/db/knex'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { can, ROLE_PERMISSIONS } from '../../shared/adminRoles'
import { createAdminAccounts, delayAfter, INVALID_LOGIN, LOCKOUT_AFTER, passwordProblem } from '../../server/services/admin/accounts'
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db'
import { REPO_ROOT } from '../helpers/server'

const GOOD = 'correct horse battery'

/**
 * Admin accounts of issue 11 §1 on both databases: bcrypt hashes, the password rules, one
 * answer for every failed login (unknown user, wrong password, inactive, no roles), growing
 * delays and the lockout a super admin lifts, roles; and `npm run admin:create`.
 */
describe(`admin accounts (${TEST_DB})`, () => {
  let t: TestDb
  let clock = Date.parse('2026-12-20T04:30:00.000Z')
  const accounts = () => createAdminAccounts({ db: t.db, now: () => clock, cost: 4 })

  beforeAll(async () => {
    t = await createTestDb()
  })
  afterAll(async () => t?.destroy())
  beforeEach(() => {
    clock += 3_600_000
  })

  it('stores a bcrypt hash, never the password, and refuses short, over-long and taken ones', async () => {
    const a = accounts()
    const user = await a.create({ userId: 'asha.das', name: 'Asha Das', password: GOOD, roles: ['content_editor', 'tender_manager'] })
    expect(user).toMatchObject({ userId: 'asha.das', roles: ['content_editor', 'tender_manager'], active: true, failedCount: 0, locked: false })
    const row = await t.db('admin_users').first().where('user_id', 'asha.das')
    expect(String(row.password_hash)).toMatch(/^\$2b\$04\$/)
    expect(JSON.stringify(row)).not.toContain(GOOD)
    expect(passwordProblem('short pass1')).toBe('passwordShort')
    expect(passwordProblem('ক'.repeat(25))).toBe('passwordLong') // 75 bytes in UTF-8
    await expect(a.create({ userId: 'b.bora', name: 'B Bora', password: 'short', roles: [] })).rejects.toThrow(/at least 12/)
    await expect(a.create({ userId: 'b.bora', name: 'B Bora', password: 'x'.repeat(73), roles: [] })).rejects.toThrow(/72 bytes/)
    await expect(a.create({ userId: 'asha.das', name: 'Another', password: GOOD, roles: [] })).rejects.toThrow(/taken/)
    await expect(a.create({ userId: 'x', name: 'Short Id', password: GOOD, roles: [] })).rejects.toThrow(/user id/)
    await expect(a.create({ userId: 'c.nath', name: 'C Nath', password: GOOD, roles: ['root'] })).rejects.toThrow(/Unknown role/)
  })

  it('answers every failed login with the spec words: unknown user, wrong password, inactive, no roles, over-long password', async () => {
    const a = accounts()
    await a.create({ userId: 'dipen.s', name: 'Dipen S', password: GOOD, roles: ['complaint_officer'] })
    await a.create({ userId: 'noroles', name: 'No Roles', password: GOOD, roles: [] })
    expect(await a.login('dipen.s', GOOD)).toMatchObject({ userId: 'dipen.s', roles: ['complaint_officer'] })
    for (const [user, password] of [['nobody.here', GOOD], ['dipen.s', 'wrong password!'], ['noroles', GOOD], ['dipen.s', 'x'.repeat(100)], ['', '']]) {
      await expect(a.login(user, password)).rejects.toMatchObject({ status: 401, message: INVALID_LOGIN })
    }
    await a.setActive('dipen.s', false)
    await expect(a.login('dipen.s', GOOD)).rejects.toMatchObject({ message: INVALID_LOGIN })
  })

  it('makes each try wait longer from the third failure, locks at the tenth until a super admin lifts it', async () => {
    const a = accounts()
    await a.create({ userId: 'eva.k', name: 'Eva K', password: GOOD, roles: ['dc_operator'] })
    expect([0, 1, 2, 3, 4, 5].map(delayAfter)).toEqual([0, 0, 0, 1000, 2000, 4000])
    for (let i = 1; i <= 2; i++) await expect(a.login('eva.k', 'wrong password!')).rejects.toThrow(INVALID_LOGIN)
    // no wait yet: the right password works and clears the count
    expect((await a.login('eva.k', GOOD)).failedCount).toBe(0)
    for (let i = 1; i <= 3; i++) await expect(a.login('eva.k', 'wrong password!')).rejects.toThrow(INVALID_LOGIN)
    // three in a row: the right password is refused for a second, and that try is not counted
    await expect(a.login('eva.k', GOOD)).rejects.toThrow(INVALID_LOGIN)
    expect((await a.byUserId('eva.k'))!.failedCount).toBe(3)
    clock += 1000
    expect((await a.login('eva.k', GOOD)).userId).toBe('eva.k')
    for (let i = 1; i <= LOCKOUT_AFTER; i++) {
      await expect(a.login('eva.k', 'wrong password!')).rejects.toThrow(INVALID_LOGIN)
      clock += delayAfter(i)
    }
    expect(await a.byUserId('eva.k')).toMatchObject({ failedCount: LOCKOUT_AFTER, locked: true })
    clock += 30 * 86_400_000
    await expect(a.login('eva.k', GOOD)).rejects.toThrow(INVALID_LOGIN)
    expect(await a.unlock('eva.k')).toMatchObject({ failedCount: 0, locked: false })
    expect((await a.login('eva.k', GOOD)).userId).toBe('eva.k')
  })

  it('changes roles and passwords; the role table grants each role its permissions only', async () => {
    const a = accounts()
    await a.create({ userId: 'f.ali', name: 'F Ali', password: GOOD, roles: ['content_editor'] })
    expect((await a.setRoles('f.ali', ['super_admin', 'super_admin', 'tender_manager'])).roles).toEqual(['super_admin', 'tender_manager'])
    await a.setPassword('f.ali', 'a new long password')
    await expect(a.login('f.ali', GOOD)).rejects.toThrow(INVALID_LOGIN)
    expect((await a.login('f.ali', 'a new long password')).roles).toEqual(['super_admin', 'tender_manager'])
    expect(can(['super_admin'], 'users.manage')).toBe(true)
    expect(can(['content_editor'], 'users.manage')).toBe(false)
    expect(can(['tender_manager', 'dc_operator'], 'dc.operate')).toBe(true)
    expect(can(['unknown'], 'content.edit')).toBe(false)
    expect(Object.values(ROLE_PERMISSIONS).flat().length).toBeGreaterThan(0)
  })

  it('npm run admin:create makes the first admin from the password on standard input (cost 12), and refuses a short one', async () => {
    if (TEST_DB !== 'sqlite') return
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-admin-'))
    const env = { ...process.env, DEMO_MODE: 'true', NODE_ENV: 'development', SQLITE_FILE: path.join(dir, 'db.sqlite'), DATABASE_URL: '', LOG_LEVEL: 'silent' }
    const run = (args: string[], input: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts', ...args], { cwd: REPO_ROOT, env, input, encoding: 'utf8', timeout: 60_000 })
    try {
      const ok = run(['--user', 'first.admin', '--name', 'First Admin'], `${GOOD}\n`)
      expect(ok.stdout + ok.stderr).toContain('admin user first.admin (First Admin) made with roles super_admin')
      expect(ok.status).toBe(0)
      const db = createDb({ sqlitePath: path.join(dir, 'db.sqlite'), DATABASE_URL: undefined, DB_POOL_MAX: 1 })
      const row = await db('admin_users').first('password_hash').where('user_id', 'first.admin')
      await db.destroy()
      expect(row.password_hash).toMatch(/^\$2b\$12\$/)
      const short = run(['--user', 'second.admin', '--name', 'Second Admin', '--roles', 'content_editor'], 'short\n')
      expect(short.status).toBe(1)
      expect(short.stderr).toContain('at least 12 characters')
      const usage = run([], '')
      expect(usage.status).toBe(2)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
