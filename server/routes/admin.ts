import express, { Router } from 'express'
import { z } from 'zod'
import type { RouterDeps } from '.'
import { adminCookieName, adminSessions, adminOf, dropExpiredAdminSessions, endAdminSession, requireAdmin, startAdminSession } from '../http/adminSession'
import { parse } from '../validation/parse'
import { ipLimit } from './consumerInput'

/** Spec §4–5: the admin login's field messages, word for word. */
export const ADMIN_LOGIN_MESSAGES = { userIdEmpty: 'User Id can not be empty !', passwordEmpty: 'Password can not be empty !' } as const

const loginBody = z.object({
  user_id: z.preprocess((v) => (typeof v === 'string' ? v.trim() : ''), z.string().min(1, { error: ADMIN_LOGIN_MESSAGES.userIdEmpty }).max(64, { error: 'Invalid Username or Password !' })),
  password: z.preprocess((v) => (typeof v === 'string' ? v : ''), z.string().min(1, { error: ADMIN_LOGIN_MESSAGES.passwordEmpty }).max(1024, { error: 'Invalid Username or Password !' })),
})

/**
 * The admin login and session calls (issue 11 §1; spec §3 admin login result):
 *   POST /api/web/login/admin { user_id, password } → { userId, userName, roles, csrfToken }; the
 *        session cookie (a new id). Every failure: 401 'Invalid Username or Password !'.
 *   GET  /api/admin/me      → the same, for a live session (401 otherwise)
 *   POST /api/admin/logout  → ends the session (CSRF token required)
 *   POST /api/admin/users/:userId/unlock → a super admin lifts a lockout
 * The session middleware runs on these paths only (server/http/adminSession.ts).
 */
export function adminRouter({ services, config }: RouterDeps): Router {
  const router = Router()
  const { middleware } = adminSessions({ db: services.db, config })
  const json = express.json({ limit: '4kb' })
  const answer = (a: { userId: string; name: string; roles: string[]; csrf: string }) => ({ status: 'success', userId: a.userId, userName: a.name, roles: a.roles, csrfToken: a.csrf })

  router.post('/web/login/admin', ipLimit(services, 'admin-login', config), json, middleware, async (req, res) => {
    const { user_id, password } = parse(loginBody, req.body ?? {})
    const user = await services.adminAccounts.login(user_id, password)
    const csrf = await startAdminSession(req, user)
    await dropExpiredAdminSessions(services.db)
    res.setHeader('Cache-Control', 'no-store')
    res.json(answer({ userId: user.userId, name: user.name, roles: user.roles, csrf }))
  })

  router.use('/admin', middleware)

  router.get('/admin/me', requireAdmin(), (req, res) => {
    const admin = adminOf(req)!
    res.setHeader('Cache-Control', 'no-store')
    res.json(answer({ ...admin, csrf: admin.csrf }))
  })

  router.post('/admin/logout', requireAdmin(), async (req, res) => {
    await endAdminSession(req)
    res.clearCookie(adminCookieName(config), { path: '/', httpOnly: true, sameSite: 'strict', secure: config.isProduction })
    res.json({ status: 'success' })
  })

  router.post('/admin/users/:userId/unlock', requireAdmin('users.manage'), async (req, res) => {
    const user = await services.adminAccounts.unlock(String(req.params.userId))
    res.json({ status: 'success', user: { userId: user.userId, name: user.name, roles: user.roles, locked: user.locked } })
  })

  return router
}
