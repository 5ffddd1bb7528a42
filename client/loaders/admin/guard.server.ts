import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { ADMIN_LOGIN_PATH, ADMIN_PAGES, can, type AdminPageSession } from '#shared/admin/roles'
import { BASE_PATH } from '#shared/locale'

/**
 * The one rule of the admin pages: English only (an `AS_` address is a 404), a live admin
 * session (else the login page, with the way back), and the page's permission (else 403).
 * The server resolved the session (server/http/adminSession.ts); the API checks the same
 * permissions on every call.
 */
export function requireAdminPage(pageContext: PageContextServer): AdminPageSession {
  if (pageContext.locale !== 'en') throw render(404)
  const path = pageContext.urlPathname
  const page = ADMIN_PAGES[path]
  if (!page) throw render(404)
  const admin = pageContext.adminSession
  if (!admin) {
    const back = path + (pageContext.urlParsed.searchOriginal ?? '')
    throw redirect(`${BASE_PATH}${ADMIN_LOGIN_PATH}?next=${encodeURIComponent(back)}`, 302)
  }
  if (page.permission && !can(admin.roles, page.permission)) throw render(403, 'This page needs a role you do not hold.')
  return admin
}
