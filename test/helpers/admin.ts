/**
 * Admin sessions for API tests (issue 11): `adminAgent` creates an admin user with the given
 * roles (cost comes from the app's ADMIN_BCRYPT_COST; use '4' in tests) and logs it in, giving
 * the cookie, the CSRF token and request helpers that send both (and the same-origin header
 * every cookie-carrying write needs).
 */
import request from 'supertest'
import type { AdminRole } from '../../shared/admin/roles'
import type { TestApp } from './app'

export const ADMIN_TEST_PASSWORD = 'correct horse battery'
/** what a browser on our pages sends with a cookie-carrying write (server/http/csrf.ts) */
export const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' } as const

export const cookieOf = (res: request.Response) => ((res.headers['set-cookie'] as unknown as string[]) ?? []).map((c) => c.split(';')[0]).join('; ')

export interface AdminAgent {
  userId: string
  cookie: string
  csrf: string
  get(path: string): request.Test
  post(path: string, body?: object): request.Test
  put(path: string, body?: object): request.Test
  patch(path: string, body?: object): request.Test
  delete(path: string): request.Test
  /** a multipart POST (uploads): add .field() and .attach() */
  upload(path: string): request.Test
}

/** Logs in an existing admin user. */
export async function loginAdmin(t: TestApp, userId: string, password = ADMIN_TEST_PASSWORD): Promise<AdminAgent> {
  const res = await request(t.app).post('/api/web/login/admin').set(SAME_ORIGIN).send({ user_id: userId, password })
  if (res.status !== 200) throw new Error(`admin login of ${userId} failed: ${res.status} ${JSON.stringify(res.body)}`)
  const cookie = cookieOf(res)
  const csrf = String(res.body.csrfToken)
  const write = (r: request.Test) => r.set(SAME_ORIGIN).set('Cookie', cookie).set('X-CSRF-Token', csrf)
  return {
    userId,
    cookie,
    csrf,
    get: (path) => request(t.app).get(path).set('Cookie', cookie),
    post: (path, body) => write(request(t.app).post(path)).send(body ?? {}),
    put: (path, body) => write(request(t.app).put(path)).send(body ?? {}),
    patch: (path, body) => write(request(t.app).patch(path)).send(body ?? {}),
    delete: (path) => write(request(t.app).delete(path)),
    upload: (path) => write(request(t.app).post(path)),
  }
}

/** Creates an admin user with `roles` (unless it exists) and logs it in. */
export async function adminAgent(t: TestApp, userId: string, roles: AdminRole[]): Promise<AdminAgent> {
  if (!(await t.services.adminAccounts.byUserId(userId))) {
    await t.services.adminAccounts.create({ userId, name: `Test ${userId}`, password: ADMIN_TEST_PASSWORD, roles })
  }
  return loginAdmin(t, userId)
}

/** A row of audit_log as stored (before and after are JSON text). */
export interface AuditRowDb {
  actor: string
  action: string
  entity: string
  entity_id: string | null
  before_json: string | null
  after_json: string | null
}

/** The audit rows matching `where`, oldest first. */
export const auditRows = (t: TestApp, where: Partial<AuditRowDb>): Promise<AuditRowDb[]> => t.testDb.db('audit_log').where(where).orderBy('id')

/** A stored JSON value (before_json, after_json) read back; null stays null. */
export const auditJson = (s: string | null) => (s == null ? null : JSON.parse(s))
