import { Writable } from 'node:stream'
import pino from 'pino'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'
import { SAME_ORIGIN as SAME } from '../helpers/forms'

const PASSWORD = 'correct horse battery'

/** A logger whose lines the test reads (the lock's alert). */
function capturedLogger() {
  const lines: Array<Record<string, unknown>> = []
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  return { logger: pino({ level: 'warn' }, stream), lines }
}

/**
 * The admin login of spec §3–5 and issue 11 §1 over HTTP, on both databases: the field
 * messages word for word, one answer for every failure, the session cookie (httpOnly,
 * SameSite=Strict, a new id at login, kept in admin_sessions on this database), the CSRF token
 * on writes, the permission guard, and logout.
 */
describe(`admin login: POST /api/web/login/admin (${TEST_DB})`, () => {
  let t: TestApp
  const log = capturedLogger()

  beforeAll(async () => {
    // behind a proxy on loopback: X-Forwarded-For names the client, whose address the audit log keeps
    t = await createTestApp({ env: { ADMIN_BCRYPT_COST: '4', AUTH_IP_LIMIT: '1000', TRUST_PROXY: 'loopback' }, logger: log.logger })
    await t.services.adminAccounts.create({ userId: 'super.one', name: 'Super One', password: PASSWORD, roles: ['super_admin'] })
    await t.services.adminAccounts.create({ userId: 'editor.one', name: 'Editor One', password: PASSWORD, roles: ['content_editor'] })
  })
  afterAll(async () => t.close())

  // what a browser on our pages sends (cookie-carrying writes must be same-origin: server/http/csrf.ts)
  const login = (body: object, cookie?: string) => {
    const r = request(t.app).post('/api/web/login/admin').set(SAME).send(body)
    return cookie ? r.set('Cookie', cookie) : r
  }
  const post = (path: string) => request(t.app).post(path).set(SAME)
  const cookieOf = (res: request.Response) => ((res.headers['set-cookie'] as unknown as string[]) ?? []).map((c) => c.split(';')[0]).join('; ')

  it('answers the spec messages for empty fields, and one answer for an unknown user or a wrong password', async () => {
    expect((await login({ user_id: '', password: PASSWORD }).expect(400)).body.message).toBe('User Id can not be empty !')
    expect((await login({ user_id: 'super.one', password: '' }).expect(400)).body.message).toBe('Password can not be empty !')
    expect((await login({}).expect(400)).body.message).toBe('User Id can not be empty !')
    const unknown = await login({ user_id: 'nobody.at.all', password: PASSWORD }).expect(401)
    const wrong = await login({ user_id: 'super.one', password: 'not the password' }).expect(401)
    expect(unknown.body.message).toBe('Invalid Username or Password !')
    expect(wrong.body.message).toBe(unknown.body.message)
    expect(unknown.headers['set-cookie']).toBeUndefined()
  })

  it('signs in: userId, userName, roles and a CSRF token; an httpOnly SameSite=Strict cookie kept in the database; a new id at each login', async () => {
    const first = await login({ user_id: 'super.one', password: PASSWORD }).expect(200)
    expect(first.body).toMatchObject({ status: 'success', userId: 'super.one', userName: 'Super One', roles: ['super_admin'] })
    expect(first.body.csrfToken).toMatch(/^[\w-]{43}$/)
    const raw = (first.headers['set-cookie'] as unknown as string[]).join(';')
    expect(raw).toMatch(/apdcl\.admin=/)
    expect(raw).toMatch(/HttpOnly/i)
    expect(raw).toMatch(/SameSite=Strict/i)
    expect(Number((await t.testDb.db('admin_sessions').count({ n: '*' }))[0].n)).toBeGreaterThan(0)
    const cookie = cookieOf(first)
    const me = await request(t.app).get('/api/admin/me').set('Cookie', cookie).expect(200)
    expect(me.body).toMatchObject({ userId: 'super.one', csrfToken: first.body.csrfToken })
    // logging in again from that browser gives a new session id (no fixation)
    const again = await login({ user_id: 'super.one', password: PASSWORD }, cookie).expect(200)
    expect(cookieOf(again)).not.toBe(cookie)
    await request(t.app).get('/api/admin/me').set('Cookie', cookie).expect(401)
  })

  it('guards every admin write: no session 401, no or wrong CSRF token 403, a role without the permission 403', async () => {
    const editor = await login({ user_id: 'editor.one', password: PASSWORD }).expect(200)
    const editorCookie = cookieOf(editor)
    await post('/api/admin/users/editor.one/unlock').expect(401)
    await post('/api/admin/users/editor.one/unlock').set('Cookie', editorCookie).expect(403)
    await post('/api/admin/users/editor.one/unlock').set('Cookie', editorCookie).set('X-CSRF-Token', editor.body.csrfToken).expect(403)
    const sup = await login({ user_id: 'super.one', password: PASSWORD }).expect(200)
    const supCookie = cookieOf(sup)
    await post('/api/admin/users/editor.one/unlock').set('Cookie', supCookie).set('X-CSRF-Token', 'x'.repeat(43)).expect(403)
    const ok = await post('/api/admin/users/editor.one/unlock').set('Cookie', supCookie).set('X-CSRF-Token', sup.body.csrfToken).expect(200)
    expect(ok.body.user).toMatchObject({ userId: 'editor.one', locked: false })
    await post('/api/admin/users/nobody.at.all/unlock').set('Cookie', supCookie).set('X-CSRF-Token', sup.body.csrfToken).expect(404)
    // logout needs the token too, then the session is gone
    await post('/api/admin/logout').set('Cookie', supCookie).expect(403)
    await post('/api/admin/logout').set('Cookie', supCookie).set('X-CSRF-Token', sup.body.csrfToken).expect(200)
    await request(t.app).get('/api/admin/me').set('Cookie', supCookie).expect(401)
  })

  it('re-reads the account at every request: a deactivation, a role change or ended sessions act at once; logins and logouts are in the audit log', async () => {
    await t.services.adminAccounts.create({ userId: 'desk.two', name: 'Desk Two', password: PASSWORD, roles: ['complaint_officer', 'content_editor'] })
    const res = await login({ user_id: 'desk.two', password: PASSWORD }).expect(200)
    const cookie = cookieOf(res)
    const me = () => request(t.app).get('/api/admin/me').set('Cookie', cookie)
    expect((await me().expect(200)).body.roles).toEqual(['complaint_officer', 'content_editor'])
    await t.services.adminAccounts.setRoles('desk.two', ['complaint_officer'])
    expect((await me().expect(200)).body.roles).toEqual(['complaint_officer'])
    // the role taken away: its write is refused at once (403), though the session began with it
    await post('/api/admin/users/desk.two/unlock').set('Cookie', cookie).set('X-CSRF-Token', res.body.csrfToken).expect(403)
    await t.services.adminAccounts.setActive('desk.two', false)
    await me().expect(401)
    await t.services.adminAccounts.setActive('desk.two', true)
    await me().expect(200)
    await new Promise((r) => setTimeout(r, 5))
    await t.services.adminAccounts.endSessions('desk.two')
    await me().expect(401)
    // a new login after that works
    const next = await login({ user_id: 'desk.two', password: PASSWORD }).expect(200)
    await request(t.app).get('/api/admin/me').set('Cookie', cookieOf(next)).expect(200)
    const rows = await t.testDb.db('audit_log').where({ actor: 'desk.two' }).orderBy('id')
    expect(rows.map((r: { action: string }) => r.action)).toEqual(['session.login', 'session.login'])
  })

  it('records every failed try and the lock in the audit log with the client address, warns with an alert, and shows the lock on the dashboard (issue 27 §5)', async () => {
    await t.services.adminAccounts.create({ userId: 'guess.me', name: 'Guess Me', password: PASSWORD, roles: ['content_editor'] })
    const ip = '203.0.113.44'
    const tries = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        request(t.app)
          .post('/api/web/login/admin')
          .set(SAME)
          .set('X-Forwarded-For', ip)
          .send({ user_id: 'guess.me', password: `not the password ${i}` }),
      ),
    )
    expect(tries.map((r) => `${r.status} ${r.body.message}`)).toEqual(Array(30).fill('401 Invalid Username or Password !'))
    const failed = await t.testDb.db('audit_log').where({ entity_id: 'guess.me', action: 'session.login_failed' })
    expect(failed).toHaveLength(30)
    expect(failed.every((r: { ip: string }) => r.ip === ip)).toBe(true)
    const locks = await t.testDb.db('audit_log').where({ entity_id: 'guess.me', action: 'session.locked' })
    expect(locks).toHaveLength(1)
    expect(locks[0].ip).toBe(ip)
    expect(log.lines.filter((l) => l.alert === 'admin-locked')).toEqual([expect.objectContaining({ level: 40, userId: 'guess.me', ip, lockCount: 1 })])
    // the right password stays out while the lock lasts
    await login({ user_id: 'guess.me', password: PASSWORD }).expect(401)
    const summary = await t.services.adminDashboard.summary()
    expect(summary.failedLogins[0]).toMatchObject({ userId: 'guess.me', locked: true, failedCount: 31, lockedUntil: expect.any(Number) })
  })
})
