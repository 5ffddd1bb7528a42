import type { PageContextServer } from 'vike/types'
import { requireConsumerSession } from '#client/loaders/dashboard/session.server'

/**
 * Every consumer dashboard (this folder; the parentheses keep it out of the URLs) needs a
 * live consumer session: without one the visitor gets the 401 page that offers the login.
 * Runs on the server only, also for a client-side navigation (the page's data is fetched
 * from the server). The admin area's guard follows the same shape.
 */
export function guard(pageContext: PageContextServer): void {
  requireConsumerSession(pageContext)
}
