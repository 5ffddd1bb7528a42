import { FINAL_STATES, OFFICER_LEVELS } from '#shared/workflow/rules'
import type { Db } from '../../db/knex'
import { num, type Row } from '../../db/rows'
import { isLocked } from './accounts'
import type { AdminDashboard } from '#shared/admin/contract'

export type { AdminDashboard }

/** The dashboard's reads: counts and short lists, each one indexed query. */
export function createAdminDashboard(deps: { db: Db; now?: () => number }) {
  const { db } = deps
  const now = deps.now ?? Date.now
  return {
    async summary(): Promise<AdminDashboard> {
      const t = now()
      const open = () =>
        db('work_items')
          .where('due_at', '<', t)
          .whereNotIn('state', [...FINAL_STATES])
      const [complaints] = await open().clone().where('kind', 'complaint').count({ n: '*' })
      const [applications] = await open().clone().whereNot('kind', 'complaint').count({ n: '*' })
      const oldest: Row[] = await open().select('work_no', 'kind', 'state', 'due_at', 'level').orderBy('due_at', 'asc').limit(10)
      const draftTenders: Row[] = await db('tenders').select('id', 'tender_no', 'description', 'updated_at').where('published', false).orderBy('updated_at', 'desc').limit(10)
      const [draftDocs] = await db('documents').where('published', false).count({ n: '*' })
      const uploads: Row[] = await db('documents').select('id', 'category', 'name', 'created_at').whereNotNull('file_location').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(10)
      // locked accounts first (the super admins' alert), then by failed tries
      const failed: Row[] = await db('admin_users')
        .select('user_id', 'name', 'failed_count', 'locked_until', 'last_failed_at')
        .where((w) => w.where('failed_count', '>', 0).orWhere('locked_until', '>', t))
        .orderByRaw('case when locked_until > ? then 0 else 1 end', [t])
        .orderBy('failed_count', 'desc')
        .limit(20)
      return {
        overdue: {
          complaints: num(complaints.n),
          applications: num(applications.n),
          oldest: oldest.map((r) => ({ workNo: String(r.work_no), kind: String(r.kind), state: String(r.state), dueAt: num(r.due_at), level: OFFICER_LEVELS[num(r.level)] ?? String(r.level) })),
        },
        drafts: {
          tenders: draftTenders.map((r) => ({ id: num(r.id), tenderNo: String(r.tender_no), description: String(r.description), updatedAt: new Date(r.updated_at as string).toISOString() })),
          documents: num(draftDocs.n),
        },
        recentUploads: uploads.map((r) => ({ id: num(r.id), category: String(r.category), name: String(r.name), createdAt: new Date(r.created_at as string).toISOString() })),
        failedLogins: failed.map((r) => ({
          userId: String(r.user_id),
          name: String(r.name),
          failedCount: num(r.failed_count),
          locked: isLocked(r, t),
          lockedUntil: isLocked(r, t) ? num(r.locked_until) : null,
          lastFailedAt: r.last_failed_at == null ? null : num(r.last_failed_at),
        })),
      }
    },
  }
}

export type AdminDashboardService = ReturnType<typeof createAdminDashboard>
