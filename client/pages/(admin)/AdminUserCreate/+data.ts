import type { PageContextServer } from 'vike/types'
import { requireAdminPage } from '#client/loaders/admin/guard.server'

export interface UserCreateData {
  title: string
}

/** /AdminUserCreate (issue 11 §2 Users): the form needs no data, only the guard. */
export async function data(pageContext: PageContextServer): Promise<UserCreateData> {
  requireAdminPage(pageContext)
  return { title: 'Create an admin user' }
}
