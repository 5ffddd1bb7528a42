import type { PageContextServer } from 'vike/types'
import { ADMIN_HOME_PATH, ADMIN_PAGES } from '#shared/admin/roles'

export interface AdminLoginData {
  title: string
  /** where to go after the login: an admin page of ADMIN_PAGES (never another site) */
  next: string
  expired: boolean
}

export function data(pageContext: PageContextServer): AdminLoginData {
  const q = pageContext.urlParsed.search
  const wanted = (q.next ?? '').split('?')[0]
  return {
    title: 'Admin login',
    next: Object.hasOwn(ADMIN_PAGES, wanted) ? (q.next as string) : ADMIN_HOME_PATH,
    expired: q.expired === '1',
  }
}
