/**
 * The consumer session of a page request, resolved once, here, before the page renders
 * (docs/architecture.md "A page request"). The renderer hands it to Vike as
 * `pageContext.consumerSession`; the dashboards' `+guard` turns a missing or refused one into
 * the 401 page, and their `+data` reads the session from it. Pages never parse cookies.
 */
import type { Request } from 'express'
import { SessionInvalidError, type ConsumerSession, type SessionFailure } from '../services/consumerSessions'
import type { Services } from '../services'
import { cookieValue } from './cookies'

/** What the page knows of its visitor: no session cookie, a refused one, or a live session. */
export type PageSession = { state: 'none' } | { state: 'refused'; reason: SessionFailure } | { state: 'active'; session: ConsumerSession }

/**
 * The visitor's session from the httpOnly cookie. No cookie costs nothing (anonymous pages,
 * the page cache); a cookie is checked once (and marks the session seen, like an API call).
 */
export async function pageSessionOf(req: Request, services: Pick<Services, 'cookies' | 'consumerSessions'>): Promise<PageSession> {
  const token = cookieValue(req.headers.cookie, services.cookies.session)
  if (token === undefined) return { state: 'none' }
  try {
    return { state: 'active', session: await services.consumerSessions.authenticate(token) }
  } catch (err) {
    if (err instanceof SessionInvalidError) return { state: 'refused', reason: err.reason }
    throw err
  }
}
