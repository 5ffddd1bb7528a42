import express, { Router } from 'express'
import { z } from 'zod'
import { ADMIN_ROLES, ADMIN_USER_ID } from '#shared/admin/roles'
import { parseUserQuery, PASSWORD_RULE, USERS_PAGE_SIZE } from '#shared/admin/users'
import type { RouterDeps } from '..'
import { ConflictError, fieldError } from '../../errors'
import { adminIn, requireAdmin } from '../../http/adminSession'
import { passwordProblem, type AdminUser } from '../../services/admin/accounts'
import { auditActor } from '../admin'
import { parseInput } from '../../validation/parse'

const password = z.string({ error: 'Give a password.' }).superRefine((v, ctx) => {
  const problem = passwordProblem(v)
  if (problem === 'passwordShort') ctx.addIssue({ code: 'custom', message: `The password is too short. ${PASSWORD_RULE}` })
  if (problem === 'passwordLong') ctx.addIssue({ code: 'custom', message: `The password is too long. ${PASSWORD_RULE}` })
})

const roles = z.array(z.enum(ADMIN_ROLES, { error: 'Choose roles from the list.' }), { error: 'Choose roles from the list.' }).max(ADMIN_ROLES.length)

const createBody = z.object({
  user_id: z.string({ error: 'Give a user id.' }).trim().regex(ADMIN_USER_ID, { error: 'A user id has 3 to 32 letters, digits, dots, dashes or underscores, and starts with a letter or digit.' }),
  name: z.string({ error: 'Give the name.' }).trim().min(2, { error: 'The name must have 2 to 100 characters.' }).max(100, { error: 'The name must have 2 to 100 characters.' }),
  password,
  roles: roles.min(1, { error: 'Choose at least one role.' }),
})

const rolesBody = z.object({ roles })
const passwordBody = z.object({ password })
const userIdParam = z.string().min(1).max(64)

/** What the API shows of an account (never the password hash, nor the row id). */
const view = (u: AdminUser) => ({ userId: u.userId, name: u.name, active: u.active, roles: u.roles, failedCount: u.failedCount, locked: u.locked })

/**
 * Admin users (issue 11 §2 Users), mounted on /api/admin after the session layer; every call
 * needs `users.manage` (changing roles: `roles.manage`), every write the CSRF token:
 *   GET  /api/admin/users?q=&role=&state=&page=   → { users, total, page, pageSize }
 *   POST /api/admin/users { user_id, name, password, roles[] } → 201 { user }
 *   PUT  /api/admin/users/:userId/roles { roles[] }           → { user }
 *   POST /api/admin/users/:userId/deactivate | activate       → { user } (deactivating ends its sessions)
 *   POST /api/admin/users/:userId/password { password }       → { user } (its sessions end)
 *   POST /api/admin/users/:userId/end-sessions                → { user }
 *   POST /api/admin/users/:userId/unlock                      → { user } (a lockout lifted)
 * A change that leaves no active super admin is refused (409). Each write and its audit row
 * (before, after; never a hash) share one transaction (services.adminAccounts).
 */
export function adminUsersRouter({ services }: RouterDeps): Router {
  const router = Router()
  const json = express.json({ limit: '8kb' })
  const idOf = (raw: unknown) => parseInput(userIdParam, String(raw))

  router.get('/users', requireAdmin('users.manage'), async (req, res) => {
    const q = parseUserQuery(req.query as Record<string, unknown>)
    const page = await services.adminAccounts.list({ q: q.q || undefined, role: q.role || undefined, state: q.state || undefined, page: q.page, pageSize: USERS_PAGE_SIZE })
    res.json(page)
  })

  router.post('/users', requireAdmin('users.manage'), json, async (req, res) => {
    const body = parseInput(createBody, req.body ?? {})
    try {
      const user = await services.adminAccounts.create({ userId: body.user_id, name: body.name, password: body.password, roles: body.roles }, auditActor(req, res))
      res.status(201).json({ status: 'success', user: view(user) })
    } catch (err) {
      // the taken id beside its field
      if (err instanceof ConflictError) throw new ConflictError(err.message, [fieldError('user_id', err.message)])
      throw err
    }
  })

  router.put('/users/:userId/roles', requireAdmin('roles.manage'), json, async (req, res) => {
    const body = parseInput(rolesBody, req.body ?? {})
    const user = await services.adminAccounts.setRoles(idOf(req.params.userId), body.roles, auditActor(req, res))
    res.json({ status: 'success', user: view(user) })
  })

  router.post('/users/:userId/deactivate', requireAdmin('users.manage'), async (req, res) => {
    const user = await services.adminAccounts.deactivate(idOf(req.params.userId), auditActor(req, res))
    res.json({ status: 'success', user: view(user), self: user.userId === adminIn(res).userId })
  })

  router.post('/users/:userId/activate', requireAdmin('users.manage'), async (req, res) => {
    const user = await services.adminAccounts.setActive(idOf(req.params.userId), true, auditActor(req, res))
    res.json({ status: 'success', user: view(user) })
  })

  router.post('/users/:userId/password', requireAdmin('users.manage'), json, async (req, res) => {
    const body = parseInput(passwordBody, req.body ?? {})
    const user = await services.adminAccounts.setPassword(idOf(req.params.userId), body.password, auditActor(req, res))
    res.json({ status: 'success', user: view(user) })
  })

  router.post('/users/:userId/end-sessions', requireAdmin('users.manage'), async (req, res) => {
    const user = await services.adminAccounts.endSessions(idOf(req.params.userId), auditActor(req, res))
    res.json({ status: 'success', user: view(user) })
  })

  router.post('/users/:userId/unlock', requireAdmin('users.manage'), async (req, res) => {
    const user = await services.adminAccounts.unlock(idOf(req.params.userId), auditActor(req, res))
    res.json({ status: 'success', user: view(user) })
  })

  return router
}
