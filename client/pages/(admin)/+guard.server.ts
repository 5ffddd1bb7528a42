import type { PageContextServer } from 'vike/types'
import { requireAdminPage } from '#client/loaders/admin/guard.server'

/**
 * Every admin page (this folder) needs a live admin session holding the page's permission
 * (shared/admin/roles.ts ADMIN_PAGES): without a session the visitor goes to /AdminLogin, with
 * the wrong role gets the 403 page. Runs on the server only, also for client-side navigation.
 */
export function guard(pageContext: PageContextServer): void {
  requireAdminPage(pageContext)
}
