/**
 * Admin sessions for the Chromium tests (issue 11). The e2e server has the demo data, so the
 * demo admins of seeds/adminDemo.ts exist (one per role, `admin.multi` with two). Never send a
 * wrong password for a demo admin: the lockout would hit the other test files running in
 * parallel; a test of failures creates its own user (through /api/admin/users as admin.super).
 */
import type { BrowserContext, Page } from 'playwright-core'
import { DEMO_ADMINS } from '../../seeds/adminDemo'

export type DemoAdminId = (typeof DEMO_ADMINS)[number]['userId']

export const demoAdmin = (userId: string) => {
  const a = DEMO_ADMINS.find((d) => d.userId === userId)
  if (!a) throw new Error(`no demo admin ${userId}`)
  return a
}

/** Logs `userId` in through the API in this browser context (the cookie lands in the context); resolves with the CSRF token. */
export async function adminSignIn(context: BrowserContext, baseUrl: string, userId: string, password = demoAdmin(userId).password): Promise<string> {
  const res = await context.request.post(`${baseUrl}/api/web/login/admin`, {
    headers: { Origin: baseUrl, 'Content-Type': 'application/json' },
    data: { user_id: userId, password },
  })
  if (!res.ok()) throw new Error(`admin login of ${userId} failed: ${res.status()} ${await res.text()}`)
  return String(((await res.json()) as { csrfToken: string }).csrfToken)
}

/** Logs in through the /AdminLogin page itself, as a person would, and waits for the dashboard (or `next`). */
export async function adminSignInByPage(page: Page, baseUrl: string, userId: string, password = demoAdmin(userId).password): Promise<void> {
  await page.goto(`${baseUrl}/website/AdminLogin`)
  await page.locator('button[type=submit]:not([disabled])').waitFor()
  await page.fill('#admin-user-id', userId)
  await page.fill('#admin-password', password)
  await Promise.all([page.waitForURL(/\/website\/(admin|Admin|dcPortal)(?!Login)/), page.click('button[type=submit]')])
}

/** Calls the admin API from this context with the CSRF token (a write) or without (a read). */
export async function adminApi(context: BrowserContext, baseUrl: string, csrf: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, data?: unknown) {
  const res = await context.request.fetch(`${baseUrl}/api/admin${path}`, {
    method,
    headers: { Origin: baseUrl, 'X-CSRF-Token': csrf, ...(data === undefined ? {} : { 'Content-Type': 'application/json' }) },
    data: data === undefined ? undefined : JSON.stringify(data),
  })
  return { status: res.status(), body: (await res.json().catch(() => ({}))) as Record<string, unknown> }
}
