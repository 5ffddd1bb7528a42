/**
 * The admin area's refusals in Chromium (issue 11 §5): an expired session (ended by a super admin,
 * or idle past its time) sends the open page to the login with "Your session has ended"; a write
 * without the CSRF token or with a wrong one is refused (403) even from the admin's own page; a
 * locked account is refused with the spec's one message until a super admin lifts the lockout on
 * /AdminViewUsers. The lockout runs on a server of its own, whose database the test reaches (ten
 * real failures would take minutes of growing waits: the count is set as ten failures leave it).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createDb, type Db } from '../../server/db/knex'
import { LOCKOUT_AFTER } from '../../server/services/admin/accounts'
import { startProductionServer, type RunningServer } from '../helpers/server'
import { adminApi, adminSignIn } from './adminLogin'
import { formSuite } from './formSuite'

const suite = formSuite({ allow: [/status of 40[0134]/] })
const { baseUrl, site, checks } = suite
const PASSWORD = 'a long enough e2e password'
const unique = () => Date.now().toString(36).slice(-6)

/** A new admin user made by the demo super admin through the API. */
async function newUser(base: string, roles: string[]): Promise<string> {
  const w = await suite.browser().newContext()
  try {
    const csrf = await adminSignIn(w, base, 'admin.super')
    const userId = `e2e.${unique()}`
    const res = await adminApi(w, base, csrf, 'POST', '/users', { user_id: userId, name: 'E2E Refusals', password: PASSWORD, roles })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return userId
  } finally {
    await w.close()
  }
}

describe('refusals of the admin area in the browser', () => {
  it('an ended session: the next write of the open page goes to the login, which says the session has ended', async () => {
    const userId = await newUser(baseUrl, ['content_editor'])
    const w = await suite.watch('desktop')
    await adminSignIn(w.context, baseUrl, userId, PASSWORD)
    await w.page.goto(site('/AdminCreateContact'))
    await suite.hydrated()
    // a super admin ends the user's sessions from another browser
    const other = await suite.browser().newContext()
    const csrf = await adminSignIn(other, baseUrl, 'admin.super')
    expect((await adminApi(other, baseUrl, csrf, 'POST', `/users/${userId}/end-sessions`)).status).toBe(200)
    await other.close()
    await Promise.all([w.page.waitForURL((u) => u.pathname === '/website/AdminLogin'), w.page.click('#contact-create button[type=submit]')])
    const url = new URL(w.page.url())
    expect(url.searchParams.get('expired')).toBe('1')
    expect(url.searchParams.get('next')).toBe('/AdminCreateContact')
    await suite.hydrated()
    expect(await w.page.locator('.alert--warning').textContent()).toContain('Your session has ended. Please log in again.')
    await checks(w.page, 'login after an ended session', 'desktop')
  })

  it('refuses a write from the admin page without the CSRF token or with a wrong one (403), and takes it with the right one', async () => {
    const w = await suite.watch('desktop')
    await adminSignIn(w.context, baseUrl, 'admin.content')
    await w.page.goto(site('/AdminCreateContact'))
    await suite.hydrated()
    const statuses = await w.page.evaluate(async () => {
      const post = (headers: Record<string, string>) =>
        fetch('/api/admin/contacts', { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json', ...headers }, body: '{}' }).then((r) => r.status)
      const right = (document.getElementById('vike_pageContext')?.textContent ?? '').match(/"csrf":"([^"]+)"/)?.[1] ?? ''
      return { none: await post({}), wrong: await post({ 'X-CSRF-Token': 'x'.repeat(43) }), right: await post({ 'X-CSRF-Token': right }) }
    })
    // with the right token the empty body reaches validation: 400, not 403
    expect(statuses).toEqual({ none: 403, wrong: 403, right: 400 })
  })
})

describe('a locked account', () => {
  let server: RunningServer
  let db: Db
  let tmp: string

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-e2e-admin-lock-'))
    const sqliteFile = path.join(tmp, 'e2e.sqlite')
    server = await startProductionServer({
      buildDir: inject('buildDir'),
      sqliteFile,
      uploadsDir: path.join(tmp, 'uploads'),
      env: { AUTH_IP_LIMIT: '1000000', RECONCILE_INTERVAL_MS: '0', REMINDER_INTERVAL_MS: '0', ESCALATION_INTERVAL_MS: '0' },
    })
    db = createDb({ sqlitePath: sqliteFile, DATABASE_URL: undefined, DB_POOL_MAX: 1 })
  })
  afterAll(async () => {
    await db?.destroy()
    await server?.stop()
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
  })

  it('is refused with the one message, even with the right password, until a super admin lifts the lockout on /AdminViewUsers', async () => {
    const userId = await newUser(server.baseUrl, ['dc_operator'])
    const now = Date.now()
    await db('admin_users')
      .where('user_id', userId)
      .update({ failed_count: LOCKOUT_AFTER, last_failed_at: now, locked_until: now + 365 * 86_400_000 })

    const login = async () => {
      const page = suite.current().page
      await page.goto(`${server.baseUrl}/website/AdminLogin`)
      await suite.hydrated()
      await page.fill('#admin-user-id', userId)
      await page.fill('#admin-password', PASSWORD)
      await page.click('button[type=submit]')
    }
    const w = await suite.watch('phone', true, server.baseUrl)
    await login()
    await expect.poll(() => w.page.locator('.error-summary[role=alert]').textContent()).toBe('Invalid Username or Password !')
    await checks(w.page, 'login of a locked account (360 px)', 'phone')

    // the super admin sees the lock and lifts it
    const sup = await suite.browser().newContext()
    await adminSignIn(sup, server.baseUrl, 'admin.super')
    const page = await sup.newPage()
    await page.goto(`${server.baseUrl}/website/AdminViewUsers?user=${userId}#manage`)
    await page.locator('#unlock-form button[type=submit]:not([disabled])').waitFor()
    await page.click('#unlock-form button[type=submit]')
    // the lockout is lifted on the server; the reloaded page no longer offers to lift it
    await expect.poll(async () => Number((await db('admin_users').first('failed_count').where('user_id', userId)).failed_count)).toBe(0)
    await expect.poll(() => page.locator('#unlock-form').count()).toBe(0)
    await sup.close()

    await Promise.all([w.page.waitForURL((u) => u.pathname === '/website/admin/admin_dashboard'), login()])
  })
})
