/**
 * Users, contacts and the audit log in Chromium (issue 11 §2 Users and Contacts, §4), against
 * the production build with the demo data: as admin.super, through the pages, create a user with
 * two roles; that user logs in in another browser and sees only the pages of its roles; its
 * password is reset (its session ends) and it is deactivated (its new session ends too); the
 * audit log lists these and filters them by its GET form. A content editor creates a contact
 * with its Assamese name, which /AS_Contact shows at once. axe and the 360 px layout on
 * /AdminUserCreate (with its errors), /AdminViewUsers, the audit log and the contact pages.
 * No demo admin ever gets a wrong password (the lockout would hit the other files).
 */
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { adminPagesFor } from '../../shared/admin/roles'
import { deviceOptions } from '../helpers/browser'
import { adminSignIn } from './adminLogin'
import { formSuite } from './formSuite'

// a refused form call (400), the 403 page of a role without the page
const suite = formSuite({ allow: [/status of 40[0139]/] })
const { baseUrl, site, checks } = suite

const RUN = Date.now().toString(36).slice(-6)
const NEW_USER = `e2e.user.${RUN}`
const FIRST_PASSWORD = 'first passphrase 2026'
const SECOND_PASSWORD = 'second passphrase 2026'

/** Submits an AdminForm and waits for its success line. */
async function submitOk(page: Page, formId: string, pattern: RegExp) {
  await page.click(`#${formId} button[type=submit]:not([disabled])`)
  await expect.poll(() => page.locator(`#${formId} .admin-form__status`).textContent(), { timeout: 15_000 }).toMatch(pattern)
}

/** A second browser (not watched) for the new user. */
async function otherBrowser(): Promise<BrowserContext> {
  return suite.browser().newContext({ ...deviceOptions('desktop'), serviceWorkers: 'block' })
}

describe('admin users through the pages', () => {
  it('refuses an empty and a bad form beside the fields (axe at 360 px), then creates a user with two roles who sees only its pages', async () => {
    const w = await suite.watch('phone')
    await adminSignIn(w.context, baseUrl, 'admin.super')
    await w.page.goto(site('/AdminUserCreate'))
    await suite.hydrated()
    await checks(w.page, 'AdminUserCreate', 'phone')
    await w.page.click('#user-create button[type=submit]:not([disabled])')
    await expect.poll(() => w.page.locator('#user-create-user_id-error').textContent()).toMatch(/user id/)
    expect(await w.page.locator('#user-create-password-error').textContent()).toBe('Give a password.')
    expect(await w.page.locator('#user-create-roles-error').textContent()).toBe('Choose at least one role.')
    expect(await w.page.evaluate(() => document.activeElement?.className)).toBe('error-summary')
    await checks(w.page, 'AdminUserCreate with errors', 'phone')
    // two different passwords: refused in the page, beside the second field
    await w.page.fill('#user-create-user_id', NEW_USER)
    await w.page.fill('#user-create-name', 'E2E Test User')
    await w.page.fill('#user-create-password', FIRST_PASSWORD)
    await w.page.fill('#user-create-password_confirm', 'something else entirely')
    await w.page.check('#user-create-roles-content_editor')
    await w.page.check('#user-create-roles-dc_operator')
    await w.page.click('#user-create button[type=submit]')
    await expect.poll(() => w.page.locator('#user-create-password_confirm-error').textContent()).toBe('The two passwords are not the same.')
    await w.page.fill('#user-create-password_confirm', FIRST_PASSWORD)
    await submitOk(w.page, 'user-create', new RegExp(`User ${NEW_USER.replace(/\./g, '\\.')} \\(E2E Test User\\) was created with the roles content editor and dc operator`))
    await checks(w.page, 'AdminUserCreate created', 'phone')

    // the new user, in its own browser: only the pages of its two roles
    const other = await otherBrowser()
    try {
      await adminSignIn(other, baseUrl, NEW_USER, FIRST_PASSWORD)
      const page = await other.newPage()
      await page.goto(site('/admin/admin_dashboard'))
      expect(await page.locator('#admin-nav-list a').allTextContents()).toEqual(adminPagesFor(['content_editor', 'dc_operator']).map((p) => p.label))
      expect((await page.goto(site('/AdminViewUsers')))?.status()).toBe(403)
      expect((await page.goto(site('/AdminCreateContact')))?.status()).toBe(200)
      expect((await page.goto(site('/dcPortal/dc_dashboard')))?.status()).toBe(200)
    } finally {
      await other.close()
    }
  })

  it('lists users (axe at 360 and 1280 px), resets the new user’s password and deactivates it: its sessions end each time', async () => {
    const other = await otherBrowser()
    try {
      await adminSignIn(other, baseUrl, NEW_USER, FIRST_PASSWORD)
      const theirs = await other.newPage()
      await theirs.goto(site('/admin/admin_dashboard'))
      expect(new URL(theirs.url()).pathname).toBe('/website/admin/admin_dashboard')

      const w = await suite.watch('desktop')
      await adminSignIn(w.context, baseUrl, 'admin.super')
      await w.page.goto(site('/AdminViewUsers'))
      await suite.hydrated()
      await checks(w.page, 'AdminViewUsers', 'desktop')
      // the filter is a GET form: it lands in the address
      await w.page.fill('#users-q', NEW_USER)
      await Promise.all([w.page.waitForURL(/[?&]q=/), w.page.click('form[role=search] button[type=submit]')])
      await suite.hydrated()
      expect(new URL(w.page.url()).searchParams.get('q')).toBe(NEW_USER)
      const rows = w.page.locator('[aria-labelledby=users-table] tbody tr')
      expect(await rows.count()).toBe(1)
      expect(await rows.first().textContent()).toMatch(/content editor, dc operator/)
      await Promise.all([w.page.waitForURL(/[?&]user=/), w.page.click(`a[aria-label="Manage ${NEW_USER}"]`)])
      await suite.hydrated()
      expect(await w.page.locator('#manage').textContent()).toContain(`Manage ${NEW_USER}`)
      await checks(w.page, 'AdminViewUsers manage', 'desktop')

      await w.page.fill('#password-form-password', SECOND_PASSWORD)
      await w.page.fill('#password-form-password_confirm', SECOND_PASSWORD)
      await submitOk(w.page, 'password-form', /password was reset/)
      // the new user's next page: the login page (its session ended)
      await theirs.goto(site('/admin/admin_dashboard'))
      expect(new URL(theirs.url()).pathname).toBe('/website/AdminLogin')
      await adminSignIn(other, baseUrl, NEW_USER, SECOND_PASSWORD)
      await theirs.goto(site('/admin/admin_dashboard'))
      expect(new URL(theirs.url()).pathname).toBe('/website/admin/admin_dashboard')

      // after it worked the page's data reloads: the account now offers Activate
      await w.page.click('#deactivate-form button[type=submit]:not([disabled])')
      await expect.poll(() => w.page.locator('#activate-form').count(), { timeout: 15_000 }).toBe(1)
      expect(await w.page.locator('section[aria-labelledby=manage] > p').first().textContent()).toMatch(/^Deactivated/)
      await theirs.goto(site('/admin/admin_dashboard'))
      expect(new URL(theirs.url()).pathname).toBe('/website/AdminLogin')

      // the same list at 360 px: the table scrolls inside itself, the targets are big enough
      const phone = await suite.browser().newContext({ ...deviceOptions('phone'), serviceWorkers: 'block' })
      try {
        await adminSignIn(phone, baseUrl, 'admin.super')
        const p = await phone.newPage()
        await p.goto(site(`/AdminViewUsers?q=${NEW_USER}&user=${NEW_USER}`))
        await p.waitForFunction(() => !document.querySelector('#activate-form button[disabled]'))
        await checks(p, 'AdminViewUsers at 360 px', 'phone')
      } finally {
        await phone.close()
      }
    } finally {
      await other.close()
    }
  })

  it('shows these changes in the audit log and filters them by user, action and record (axe at 360 px)', async () => {
    const w = await suite.watch('phone')
    await adminSignIn(w.context, baseUrl, 'admin.super')
    await w.page.goto(site(`/admin/audit_log?entity_id=${NEW_USER}`))
    await suite.hydrated()
    const actions = await w.page.locator('[aria-labelledby=audit-table] tbody tr td:nth-child(3)').allTextContents()
    expect(actions).toEqual(expect.arrayContaining(['user.create', 'user.password', 'user.deactivate']))
    const deactivation = w.page.locator('[aria-labelledby=audit-table] tbody tr', { hasText: 'user.deactivate' })
    expect(await deactivation.locator('.audit-diff').textContent()).toMatch(/active: true\s*→?\s*became\s*false/)
    expect(await w.page.locator('[aria-labelledby=audit-table]').textContent()).not.toMatch(/\$2[ab]\$/)
    await checks(w.page, 'audit log', 'phone')

    await w.page.selectOption('#audit-action', 'user.deactivate')
    await Promise.all([w.page.waitForURL(/action=user\.deactivate/), w.page.click('form[role=search] button[type=submit]')])
    await suite.hydrated()
    const url = new URL(w.page.url())
    expect(url.searchParams.get('entity_id')).toBe(NEW_USER)
    expect(await w.page.locator('[aria-labelledby=audit-table] tbody tr').count()).toBe(1)
    expect(await w.page.locator('[aria-labelledby=audit-table] tbody tr td:nth-child(2)').textContent()).toBe('admin.super')

    // a bad date: shown beside its field, the rest of the filter still applies
    await w.page.goto(site(`/admin/audit_log?actor=${NEW_USER}&from=2026-02-31`))
    await suite.hydrated()
    expect(await w.page.locator('#audit-from-error').textContent()).toMatch(/YYYY-MM-DD/)
    expect(await w.page.locator('[aria-labelledby=audit-table] tbody tr td:nth-child(2)').allTextContents()).toEqual(expect.arrayContaining([NEW_USER]))
    await checks(w.page, 'audit log with a bad date', 'phone')
    // nobody else may read it
    const desk = await suite.browser().newContext({ ...deviceOptions('desktop'), serviceWorkers: 'block' })
    try {
      await adminSignIn(desk, baseUrl, 'admin.desk')
      const p = await desk.newPage()
      expect((await p.goto(site('/admin/audit_log')))?.status()).toBe(403)
    } finally {
      await desk.close()
    }
  })
})

describe('admin contacts through the pages', () => {
  it('creates a contact with its Assamese name (shown on /AS_Contact at once), edits it, and passes axe at 360 px', async () => {
    const w = await suite.watch('phone')
    await adminSignIn(w.context, baseUrl, 'admin.content')
    await w.page.goto(site('/AdminCreateContact?type=6'))
    await suite.hydrated()
    await checks(w.page, 'AdminCreateContact', 'phone')
    expect(await w.page.inputValue('#contact-create-type_code')).toBe('6')
    await w.page.fill('#contact-create-name', `E2E Officer ${RUN}`)
    await w.page.fill('#contact-create-name_as', `পৰীক্ষা বিষয়া ${RUN}`)
    await w.page.fill('#contact-create-designation', 'Manager (IRCA)')
    await w.page.fill('#contact-create-office', 'IRCA Cell, Tezpur')
    await w.page.fill('#contact-create-mobile', '12345')
    await w.page.click('#contact-create button[type=submit]')
    await expect.poll(() => w.page.locator('#contact-create-mobile-error').textContent()).toMatch(/10 digits/)
    await checks(w.page, 'AdminCreateContact with errors', 'phone')
    await w.page.fill('#contact-create-mobile', '9435099999')
    await submitOk(w.page, 'contact-create', /was added to IRCA offices/)

    const pub = await w.context.newPage()
    await pub.goto(site('/AS_Contact'))
    expect(await pub.locator('#contact-group-6').locator('xpath=..').textContent()).toContain(`পৰীক্ষা বিষয়া ${RUN}`)
    await pub.goto(site('/Contact'))
    expect(await pub.locator('main').textContent()).toContain(`E2E Officer ${RUN}`)
    await pub.close()

    await Promise.all([w.page.waitForURL(/AdminUpdateContact/), w.page.click('#contact-create .admin-form__status a')])
    await suite.hydrated()
    await checks(w.page, 'AdminUpdateContact edit', 'phone')
    await w.page.fill('#contact-edit-office_as', 'তেজপুৰ আইআৰচিএ কোষ')
    await submitOk(w.page, 'contact-edit', /saved/)
    await w.page.check('#contact-delete-confirm')
    await Promise.all([w.page.waitForURL((u) => !u.searchParams.has('id')), w.page.click('#contact-delete button[type=submit]')])
    await suite.hydrated()
    expect(await w.page.locator('[aria-labelledby=contacts-table]').textContent()).not.toContain(`E2E Officer ${RUN}`)
    await checks(w.page, 'AdminUpdateContact list', 'phone')
  })
})
