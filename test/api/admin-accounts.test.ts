import { spawnSync } from 'node:child_process'
import { createDb } from '../../server/db/knex'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { can, ROLE_PERMISSIONS } from '../../shared/admin/roles'
import { CHECK_HOLD_MS, createAdminAccounts, delayAfter, INVALID_LOGIN, LOCK_FIRST_MS, LOCK_MAX_MS, LOCKOUT_AFTER, lockWait, passwordProblem } from '../../server/services/admin/accounts'
import * as adminLoginGuard from '../../migrations/202612280400_admin-login-guard'
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db'
import { REPO_ROOT } from '../helpers/server'

const GOOD = 'correct horse battery'

/**
 * Admin accounts of issue 11 §1 on both databases: bcrypt hashes, the password rules, one
 * answer for every failed login (unknown user, wrong password, inactive, no roles), growing
 * delays and the lockout (issue 27 §5: every try counted before comparing, one check of an
 * account at a time, locks that expire with growing waits, audited and alerted), roles; and
 * `npm run admin:create`.
 */
describe(`admin accounts (${TEST_DB})`, () => {
  let t: TestDb
  let clock = Date.parse('2026-12-20T04:30:00.000Z')
  const warnings: Array<Record<string, unknown>> = []
  const logger = { warn: (obj: Record<string, unknown>) => void warnings.push(obj) } as never
  const accounts = () => createAdminAccounts({ db: t.db, now: () => clock, cost: 4, logger })
  const row = (userId: string) => t.db('admin_users').first().where('user_id', userId)
  const auditOf = (userId: string, action: string) => t.db('audit_log').where({ entity: 'admin_user', entity_id: userId, action }).orderBy('id')

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
    for (const [user, password] of [
      ['nobody.here', GOOD],
      ['dipen.s', 'wrong password!'],
      ['noroles', GOOD],
      ['dipen.s', 'x'.repeat(100)],
      ['', ''],
    ]) {
      await expect(a.login(user, password)).rejects.toMatchObject({ status: 401, message: INVALID_LOGIN })
    }
    await a.setActive('dipen.s', false)
    await expect(a.login('dipen.s', GOOD)).rejects.toMatchObject({ message: INVALID_LOGIN })
  })

  it('makes each try wait longer from the third failure, locks at the tenth; the lock expires, and a super admin can lift it sooner', async () => {
    const a = accounts()
    await a.create({ userId: 'eva.k', name: 'Eva K', password: GOOD, roles: ['dc_operator'] })
    expect([0, 1, 2, 3, 4, 5].map(delayAfter)).toEqual([0, 0, 0, 1000, 2000, 4000])
    for (let i = 1; i <= 2; i++) await expect(a.login('eva.k', 'wrong password!')).rejects.toThrow(INVALID_LOGIN)
    // no wait yet: the right password works and clears the count
    expect((await a.login('eva.k', GOOD)).failedCount).toBe(0)
    for (let i = 1; i <= 3; i++) await expect(a.login('eva.k', 'wrong password!')).rejects.toThrow(INVALID_LOGIN)
    // three in a row: the right password is refused for a second, and that try is counted too
    await expect(a.login('eva.k', GOOD)).rejects.toThrow(INVALID_LOGIN)
    expect((await a.byUserId('eva.k'))!.failedCount).toBe(4)
    clock += delayAfter(4)
    expect((await a.login('eva.k', GOOD)).userId).toBe('eva.k')
    for (let i = 1; i <= LOCKOUT_AFTER; i++) {
      await expect(a.login('eva.k', 'wrong password!')).rejects.toThrow(INVALID_LOGIN)
      clock += delayAfter(i)
    }
    expect(await a.byUserId('eva.k')).toMatchObject({ failedCount: LOCKOUT_AFTER, locked: true })
    // locked for 15 minutes from the tenth failure (the right password too), then it expires by itself
    const lockedAt = Number((await row('eva.k')).last_failed_at)
    expect(Number((await row('eva.k')).locked_until)).toBe(lockedAt + LOCK_FIRST_MS)
    clock = lockedAt + LOCK_FIRST_MS - 1000
    await expect(a.login('eva.k', GOOD)).rejects.toThrow(INVALID_LOGIN)
    clock += 1000
    expect((await a.login('eva.k', GOOD)).userId).toBe('eva.k')
    expect(await a.byUserId('eva.k')).toMatchObject({ failedCount: 0, locked: false })
    // a super admin still lifts a lock at once
    for (let i = 1; i <= LOCKOUT_AFTER; i++) {
      await expect(a.login('eva.k', 'wrong password!')).rejects.toThrow(INVALID_LOGIN)
      clock += delayAfter(i)
    }
    expect((await a.byUserId('eva.k'))!.locked).toBe(true)
    expect(await a.unlock('eva.k')).toMatchObject({ failedCount: 0, locked: false })
    expect((await a.login('eva.k', GOOD)).userId).toBe('eva.k')
  })

  it('each further lock waits twice as long, up to a day; after a lock one wrong try locks again; a good login starts over', async () => {
    const a = accounts()
    await a.create({ userId: 'gita.r', name: 'Gita R', password: GOOD, roles: ['dc_operator'] })
    expect([1, 2, 3, 4, 8, 30].map(lockWait)).toEqual([LOCK_FIRST_MS, 2 * LOCK_FIRST_MS, 4 * LOCK_FIRST_MS, 8 * LOCK_FIRST_MS, LOCK_MAX_MS, LOCK_MAX_MS])
    for (let i = 1; i <= LOCKOUT_AFTER; i++) {
      await expect(a.login('gita.r', 'wrong password!')).rejects.toThrow(INVALID_LOGIN)
      clock += delayAfter(i)
    }
    for (let lock = 1; lock <= 3; lock++) {
      const r = await row('gita.r')
      expect(Number(r.lock_count)).toBe(lock)
      expect(Number(r.locked_until) - Number(r.last_failed_at)).toBe(lockWait(lock))
      clock = Number(r.locked_until)
      // the lock is over: one wrong password locks again, for twice as long
      await expect(a.login('gita.r', 'wrong password!')).rejects.toThrow(INVALID_LOGIN)
    }
    expect(Number((await row('gita.r')).lock_count)).toBe(4)
    clock = Number((await row('gita.r')).locked_until)
    expect((await a.login('gita.r', GOOD)).userId).toBe('gita.r')
    expect(await row('gita.r')).toMatchObject({ failed_count: 0, locked_until: null })
    expect(Number((await row('gita.r')).lock_count)).toBe(0)
  })

  it('counts every one of 200 parallel wrong guesses before comparing, locks, and keeps the right password out', async () => {
    const a = accounts()
    await a.create({ userId: 'hari.p', name: 'Hari P', password: GOOD, roles: ['dc_operator'] })
    warnings.length = 0
    const answers = await Promise.allSettled(Array.from({ length: 200 }, (_, i) => a.login('hari.p', `wrong password ${i}`, { ip: '203.0.113.7' })))
    expect(answers.every((x) => x.status === 'rejected' && (x.reason as Error).message === INVALID_LOGIN)).toBe(true)
    expect(Number((await row('hari.p')).failed_count)).toBe(200)
    expect((await a.byUserId('hari.p'))!.locked).toBe(true)
    // every try is in the audit log with the address; at most one check was in flight at a time
    const failed = await auditOf('hari.p', 'session.login_failed')
    expect(failed).toHaveLength(200)
    expect(failed.every((r: { ip: string; actor: string }) => r.ip === '203.0.113.7' && r.actor === 'anonymous')).toBe(true)
    const reasons = failed.map((r: { after_json: string }) => JSON.parse(r.after_json).reason as string)
    expect(reasons.filter((r: string) => r === 'password').length).toBeLessThanOrEqual(LOCKOUT_AFTER)
    const locks = await auditOf('hari.p', 'session.locked')
    expect(locks).toHaveLength(1)
    expect(warnings).toEqual([expect.objectContaining({ alert: 'admin-locked', userId: 'hari.p', ip: '203.0.113.7', lockCount: 1 })])
    // past any wait of a short count, the right password still does not get in: the lock holds
    clock += 2 * delayAfter(LOCKOUT_AFTER - 1)
    await expect(a.login('hari.p', GOOD)).rejects.toThrow(INVALID_LOGIN)
    clock += LOCK_FIRST_MS
    expect((await a.login('hari.p', GOOD)).userId).toBe('hari.p')
  })

  it('after 60 parallel wrong guesses the right password does not get in once the short waits are over', async () => {
    const a = accounts()
    await a.create({ userId: 'ila.n', name: 'Ila N', password: GOOD, roles: ['dc_operator'] })
    await Promise.allSettled(Array.from({ length: 60 }, () => a.login('ila.n', 'wrong password!')))
    clock += 8_000 // past the wait of a few counted failures (1 s after three, 8 s after six)
    await expect(a.login('ila.n', GOOD)).rejects.toThrow(INVALID_LOGIN)
    expect(await a.byUserId('ila.n')).toMatchObject({ locked: true })
  })

  it('refuses a try while another check of the account is in flight (in any process), counted; the hold ends by itself', async () => {
    const a = accounts()
    const other = accounts() // another process on the same database
    await a.create({ userId: 'jon.b', name: 'Jon B', password: GOOD, roles: ['dc_operator'] })
    // another process is checking a password of jon.b right now
    await t
      .db('admin_users')
      .where('user_id', 'jon.b')
      .update({ checking_until: clock + CHECK_HOLD_MS })
    await expect(other.login('jon.b', GOOD, { ip: '192.0.2.1' })).rejects.toThrow(INVALID_LOGIN)
    expect(Number((await row('jon.b')).failed_count)).toBe(1)
    const [refused] = await auditOf('jon.b', 'session.login_failed')
    expect(refused.ip).toBe('192.0.2.1')
    expect(JSON.parse(refused.after_json)).toEqual({ reason: 'checking', failedCount: 1 })
    // a check that never finished (its process died) holds the account no longer than CHECK_HOLD_MS
    clock += CHECK_HOLD_MS
    expect((await a.login('jon.b', GOOD)).userId).toBe('jon.b')
    expect(await row('jon.b')).toMatchObject({ failed_count: 0, checking_until: null })
  })

  it('migration 202612280400 turns a lock for good into a first lock of 15 minutes, and rolls back', async () => {
    const a = accounts()
    await a.create({ userId: 'kiran.d', name: 'Kiran D', password: GOOD, roles: ['dc_operator'] })
    await t.db.transaction((trx) => adminLoginGuard.down(trx))
    const before = Date.now()
    await t
      .db('admin_users')
      .where('user_id', 'kiran.d')
      .update({ failed_count: LOCKOUT_AFTER, locked_until: before + 100 * 365 * 86_400_000 })
    await t.db.transaction((trx) => adminLoginGuard.up(trx))
    const r = await row('kiran.d')
    expect(Number(r.lock_count)).toBe(1)
    expect(Number(r.locked_until)).toBeGreaterThanOrEqual(before + LOCK_FIRST_MS)
    expect(Number(r.locked_until)).toBeLessThanOrEqual(Date.now() + LOCK_FIRST_MS)
    expect(r.checking_until).toBeNull()
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
