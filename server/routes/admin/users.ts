import { Router } from 'express'
import type { RouterDeps } from '..'
import { requireAdmin } from '../../http/adminSession'
import { auditActor } from '../admin'

/**
 * Admin users (issue 11 §2 Users), mounted on /api/admin after the session layer:
 *   POST /api/admin/users/:userId/unlock → a super admin lifts a lockout
 * Every write is recorded in the audit log with the values before and after.
 */
export function adminUsersRouter({ services }: RouterDeps): Router {
  const router = Router()

  router.post('/users/:userId/unlock', requireAdmin('users.manage'), async (req, res) => {
    const userId = String(req.params.userId)
    const before = await services.adminAccounts.byUserId(userId)
    const user = await services.adminAccounts.unlock(userId)
    await services.audit.record({ ...auditActor(req, res), action: 'user.unlock', entity: 'admin_user', entityId: userId, before: before && { failedCount: before.failedCount, locked: before.locked }, after: { failedCount: user.failedCount, locked: user.locked } })
    res.json({ status: 'success', user: { userId: user.userId, name: user.name, roles: user.roles, locked: user.locked } })
  })

  return router
}
