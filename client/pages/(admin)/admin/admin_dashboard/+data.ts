import type { PageContextServer } from 'vike/types'
import { can } from '#shared/admin/roles'
import type { AdminDashboard } from '#shared/admin/contract'
import { requireAdminPage } from '#client/loaders/admin/guard.server'

export interface DashboardData {
  title: string
  /** only the parts the admin's roles may see */
  summary: Partial<AdminDashboard>
}

export async function data(pageContext: PageContextServer): Promise<DashboardData> {
  const admin = requireAdminPage(pageContext)
  const all = await pageContext.services.adminDashboard.summary()
  const may = (p: Parameters<typeof can>[1]) => can(admin.roles, p)
  return {
    title: 'Admin dashboard',
    summary: {
      overdue: may('work.act') ? all.overdue : undefined,
      drafts: may('tenders.edit') || may('tenders.publish') || may('content.edit') ? all.drafts : undefined,
      recentUploads: may('content.edit') || may('tenders.edit') ? all.recentUploads : undefined,
      failedLogins: may('users.manage') ? all.failedLogins : undefined,
    },
  }
}
