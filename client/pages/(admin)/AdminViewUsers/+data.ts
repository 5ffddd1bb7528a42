import type { PageContextServer } from 'vike/types'
import { parseUserQuery, USERS_PAGE_SIZE, type UserQuery } from '#shared/admin/users'
import type { AdminUserPage } from '#shared/admin/contract'
import { requireAdminPage } from '#client/loaders/admin/guard.server'

export interface ViewUsersData {
  title: string
  query: UserQuery
  list: AdminUserPage
  /** the user opened with ?user= (its actions), null when none or unknown */
  selected: { userId: string; name: string; active: boolean; roles: string[]; failedCount: number; locked: boolean } | null
  /** ?user= named nobody */
  missing: string | null
  me: string
}

/** /AdminViewUsers (issue 11 §2 Users): the list (?q, ?role, ?state, ?page) and one user's actions (?user=). */
export async function data(pageContext: PageContextServer): Promise<ViewUsersData> {
  const admin = requireAdminPage(pageContext)
  const search = pageContext.urlParsed.search
  const query = parseUserQuery(search)
  const wanted = (search.user ?? '').trim().slice(0, 64)
  const accounts = pageContext.services.adminAccounts
  const [list, user] = await Promise.all([
    accounts.list({ q: query.q || undefined, role: query.role || undefined, state: query.state || undefined, page: query.page, pageSize: USERS_PAGE_SIZE }),
    wanted ? accounts.byUserId(wanted) : Promise.resolve(null),
  ])
  return {
    title: 'Admin users',
    query,
    list,
    selected: user ? { userId: user.userId, name: user.name, active: user.active, roles: user.roles, failedCount: user.failedCount, locked: user.locked } : null,
    missing: wanted && !user ? wanted : null,
    me: admin.userId,
  }
}
