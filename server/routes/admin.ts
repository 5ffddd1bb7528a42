import express, { Router, type Request, type Response } from 'express'
import { z } from 'zod'
import type { RouterDeps } from '.'
import { adminCookieName, adminIn, adminSessionLayer, adminSessionsOf, dropExpiredAdminSessions, endAdminSession, requireAdmin, startAdminSession } from '../http/adminSession'
import { ipLimit } from '../http/limits'

import { ADMIN_LOGIN_MESSAGES } from '#shared/admin/login'
import { parseInput } from '../validation/parse'

const loginBody = z.object({
  user_id: z.preprocess((v) => (typeof v === 'string' ? v.trim() : ''), z.string().min(1, { error: ADMIN_LOGIN_MESSAGES.userIdEmpty }).max(64, { error: ADMIN_LOGIN_MESSAGES.invalid })),
  password: z.preprocess((v) => (typeof v === 'string' ? v : ''), z.string().min(1, { error: ADMIN_LOGIN_MESSAGES.passwordEmpty }).max(1024, { error: ADMIN_LOGIN_MESSAGES.invalid })),
})

const answer = (a: { userId: string; name: string; roles: string[]; csrf: string }) => ({ status: 'success', userId: a.userId, userName: a.name, roles: a.roles, csrfToken: a.csrf })

/** Who did an admin write, for the audit log: the admin's user id and the request's address. */
export const auditActor = (req: Request, res: Response) => ({ actor: adminIn(res).userId, ip: req.ip ?? null })

/**
 * The admin login (spec §3 admin login result), mounted on /api:
 *   POST /api/web/login/admin { user_id, password } → { userId, userName, roles, csrfToken }; the
 *        session cookie (a new id). Every failure: 401 ADMIN_LOGIN_MESSAGES.invalid.
 */
export function adminLoginRouter({ services, config }: RouterDeps): Router {
  const router = Router()
  const { middleware } = adminSessionsOf(services, config)
  router.post('/web/login/admin', ipLimit(services, 'admin-login', config), express.json({ limit: '4kb' }), middleware, async (req, res) => {
    const { user_id, password } = parseInput(loginBody, req.body ?? {})
    const user = await services.adminAccounts.login(user_id, password, { ip: req.ip ?? null })
    const csrf = await startAdminSession(req, user)
    await dropExpiredAdminSessions(services.db)
    await services.audit.record({ actor: user.userId, action: 'session.login', entity: 'admin_user', entityId: user.userId, ip: req.ip ?? null })
    res.setHeader('Cache-Control', 'no-store')
    res.json(answer({ userId: user.userId, name: user.name, roles: user.roles, csrf }))
  })
  return router
}

/**
 * Mounted on /api/admin before every other admin router: the admin session layer (the cookie,
 * then the admin checked against the database, in `res.locals.admin`), then
 *   GET  /api/admin/me      → { userId, userName, roles, csrfToken } for a live session (401 otherwise)
 *   POST /api/admin/logout  → ends the session (CSRF token required)
 * Every admin router after it guards each call with `requireAdmin(permission)`.
 */
export function adminSessionRouter({ services, config }: RouterDeps): Router {
  const router = Router()
  router.use(adminSessionLayer(services, config))
  // no admin answer is ever stored by a browser or a proxy
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store')
    next()
  })

  router.get('/me', requireAdmin(), (_req, res) => {
    res.json(answer(adminIn(res)))
  })

  router.post('/logout', requireAdmin(), async (req, res) => {
    const { actor, ip } = auditActor(req, res)
    await endAdminSession(req)
    await services.audit.record({ actor, action: 'session.logout', entity: 'admin_user', entityId: actor, ip })
    res.clearCookie(adminCookieName(config), { path: '/', httpOnly: true, sameSite: 'strict', secure: config.isProduction })
    res.json({ status: 'success' })
  })

  return router
}
