/**
 * The admin area's frame in Chromium (issue 11 §1, ADR 020): the /AdminLogin page with the
 * spec's messages word for word (spec §4–5), local storage of id, roles and name (spec §3), the
 * page guard (no session → the login page and back, a role without the page's permission → 403,
 * `AS_` → 404), the menu of a role, logout, and axe and the 360 px layout of the login page (with
 * each error) and the dashboard of each role.
 */
import { describe, expect, it } from 'vitest'
import { ADMIN_PAGES, adminPagesFor } from '../../shared/admin/roles'
import { adminSignIn, adminSignInByPage, demoAdmin } from './adminLogin'
import { formSuite } from './formSuite'

const suite = formSuite({ allow: [/status of 40[134]/] })
const { baseUrl, site, open, checks } = suite

describe('the admin login page', () => {
  it('shows the spec messages for an empty user id, an empty password and a refused login; each state passes axe at 360 px', async () => {
    const page = await open('/AdminLogin', 'phone')
    await checks(page, 'login', 'phone')
    await page.click('button[type=submit]')
    await expect.poll(() => page.locator('#admin-user-id-error').textContent()).toBe('User Id can not be empty !')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('admin-user-id')
    await checks(page, 'login: user id empty', 'phone')

    await page.fill('#admin-user-id', 'someone.unknown')
    await page.click('button[type=submit]')
    await expect.poll(() => page.locator('#admin-password-error').textContent()).toBe('Password can not be empty !')
    await checks(page, 'login: password empty', 'phone')

    // an unknown user: the one answer of every failed login (a demo admin's count stays untouched)
    await page.fill('#admin-password', 'not a password of anyone')
    await page.click('button[type=submit]')
    const alert = page.locator('.error-summary[role=alert]')
    await expect.poll(() => alert.textContent()).toBe('Invalid Username or Password !')
    expect(await page.inputValue('#admin-password')).toBe('')
    await checks(page, 'login: refused', 'phone')
  })

  it('logs in by the page: the dashboard, id, roles and name in local storage, only the pages of the role in the menu', async () => {
    const w = await suite.watch('desktop')
    await adminSignInByPage(w.page, baseUrl, 'admin.desk')
    expect(new URL(w.page.url()).pathname).toBe('/website/admin/admin_dashboard')
    const stored = await w.page.evaluate(() => ({
      id: localStorage.getItem('apdcl.admin.userId'),
      roles: localStorage.getItem('apdcl.admin.roles'),
      name: localStorage.getItem('apdcl.admin.userName'),
    }))
    expect(stored).toEqual({ id: 'admin.desk', roles: JSON.stringify(demoAdmin('admin.desk').roles), name: demoAdmin('admin.desk').name })
    const menu = await w.page.locator('#admin-nav-list a').allTextContents()
    expect(menu).toEqual(adminPagesFor(['complaint_officer']).map((p) => p.label))
    await checks(w.page, 'dashboard (desk)', 'desktop')
  })

  it('sends a visitor without a session to the login page and back to the page asked for after it', async () => {
    const w = await suite.watch('desktop')
    const res = await w.page.goto(site('/AdminViewUsers'))
    expect(res?.status()).toBe(200)
    expect(new URL(w.page.url()).pathname).toBe('/website/AdminLogin')
    expect(new URL(w.page.url()).searchParams.get('next')).toBe('/AdminViewUsers')
    await suite.hydrated()
    await w.page.fill('#admin-user-id', 'admin.super')
    await w.page.fill('#admin-password', demoAdmin('admin.super').password)
    await Promise.all([w.page.waitForURL((u) => u.pathname === '/website/AdminViewUsers'), w.page.click('button[type=submit]')])
    expect(new URL(w.page.url()).pathname).toBe('/website/AdminViewUsers')
  })

  it('answers 403 to a role without the page, 404 to an AS_ address, and every page to its role', async () => {
    const w = await suite.watch('desktop')
    await adminSignIn(w.context, baseUrl, 'admin.desk')
    const refused = await w.page.goto(site('/AdminCreateTender'))
    expect(refused?.status()).toBe(403)
    expect(await w.page.locator('h1').textContent()).toBe('This page is not open to your role')
    expect((await w.page.goto(site('/AS_admin/admin_dashboard')))?.status()).toBe(404)
    expect((await w.page.goto(site('/AS_AdminLogin')))?.status()).toBe(404)
    for (const [path, page] of Object.entries(ADMIN_PAGES)) {
      const res = await w.page.goto(site(path))
      expect(res?.status(), path).toBe(page.permission === null || page.permission === 'work.act' ? 200 : 403)
    }
  })

  it('logs out: the session ends on the server and the pages ask for a login again', async () => {
    const w = await suite.watch('phone')
    await adminSignIn(w.context, baseUrl, 'admin.dc')
    await w.page.goto(site('/admin/admin_dashboard'))
    await suite.hydrated()
    await checks(w.page, 'dashboard (dc) at 360 px', 'phone')
    // the phone menu opens from its button
    await w.page.click('.admin-nav__toggle')
    await expect.poll(() => w.page.locator('#admin-nav-list').isVisible()).toBe(true)
    await Promise.all([w.page.waitForURL(/AdminLogin/), w.page.click('text=Log out')])
    const again = await w.page.goto(site('/admin/admin_dashboard'))
    expect(new URL(w.page.url()).pathname).toBe('/website/AdminLogin')
    expect(again?.status()).toBe(200)
    expect(await w.page.evaluate(() => localStorage.getItem('apdcl.admin.userId'))).toBeNull()
  })
})
