/**
 * The consumer session of a dashboard page, read on the server from the httpOnly cookie
 * (docs/design/issue3-contracts.md "Consumer session on the server"). The dashboard trusts
 * the session, never the query string: ?mobile= is ignored, ?consNo= only selects among the
 * session's own consumer numbers.
 */
import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { ConnType } from '../../../shared/constants'
import { DASHBOARD_HOME, dashboardPath } from '../../../shared/dashboards'
import { cookieValue } from '../../../server/http/cookies'
import type { Consumer } from '../../../server/services/billing'
import { createDashboardReads, type DashboardReads } from '../../../server/services/billing/dashboard'
import { SessionInvalidError, type ConsumerSession } from '../../../server/services/consumerSessions'
import type { NotFoundReason } from '../../pages/_error/+Page'
import { hrefFor } from '../layout/paths'
import type { LoginRequiredReason } from './loginReason'
import type { SessionStrip } from './types'

export { cookieValue }

/**
 * A SessionInvalidError, recognised by its code: the page bundle and the server bundle each
 * carry a copy of the class, so `instanceof` cannot be trusted across them.
 */
function isSessionInvalid(err: unknown): err is SessionInvalidError {
  return err instanceof SessionInvalidError || (err as { code?: unknown } | null)?.code === 'SESSION_INVALID'
}

/**
 * The live session of the page's visitor. No cookie → 401 "please log in"; a refused cookie
 * (unknown, revoked, idle, expired) → 401 with 'Session Expired, Please log in again'.
 */
export async function consumerSessionFromPage(pageContext: PageContextServer): Promise<ConsumerSession> {
  const headers = (pageContext.headersOriginal ?? {}) as Record<string, string | string[] | undefined>
  const token = cookieValue(headers.cookie, pageContext.services.cookies.session)
  try {
    return await pageContext.services.consumerSessions.authenticate(token)
  } catch (err) {
    if (!isSessionInvalid(err)) throw err
    const reason: LoginRequiredReason = { loginRequired: true, expired: err.reason !== 'missing' }
    throw render(401, reason as unknown as string)
  }
}

const CONSUMER_NOT_FOUND: NotFoundReason = {
  titleKey: 'messages:consumerNotFound',
  textKey: 'dashboard:notFound.text',
  back: { route: DASHBOARD_HOME, labelKey: 'dashboard:strip.allConsumers' },
}

/** Masks a mobile for display: 9000000005 → 90XXXXXX05. */
export function maskMobile(mobile: string): string {
  return mobile.length > 4 ? mobile.slice(0, 2) + 'X'.repeat(mobile.length - 4) + mobile.slice(-2) : mobile
}


export interface DashboardContext {
  session: ConsumerSession
  consumers: Consumer[]
  consumer: Consumer | null
  reads: DashboardReads
  strip: SessionStrip
}

function stripOf(session: ConsumerSession, consumers: Consumer[], selected: Consumer | null): SessionStrip {
  return {
    maskedMobile: maskMobile(session.mobile),
    consumers: consumers.map((c) => ({ consumerNo: c.consumerNo, connType: c.connType, name: c.name })),
    selected: selected?.consumerNo ?? null,
  }
}

/**
 * The session, its consumers and the selected one. `accepts` lists the connection types the
 * page shows (undefined: any). ?consNo= of another mobile → 404 'Consumer Not Found'; of
 * another type → 302 to its own dashboard. Without ?consNo= the first consumer of an accepted
 * type is shown; a mobile without one is sent to the overview of its consumer numbers.
 */
export async function dashboardContext(pageContext: PageContextServer, accepts?: readonly ConnType[]): Promise<DashboardContext> {
  const session = await consumerSessionFromPage(pageContext)
  const { services, locale = 'en' } = pageContext
  const consumers = await services.billing.consumersByMobile(session.mobile)
  const reads = createDashboardReads({ db: services.db, billing: services.billing })
  const wanted = pageContext.urlParsed.search.consNo
  const fits = (c: Consumer) => !accepts || accepts.includes(c.connType)
  let consumer: Consumer | null
  if (wanted !== undefined) {
    consumer = consumers.find((c) => c.consumerNo === wanted) ?? null
    if (!consumer) throw render(404, CONSUMER_NOT_FOUND as unknown as string)
    if (!fits(consumer)) throw redirect(hrefFor(`${dashboardPath(consumer.connType)}?consNo=${consumer.consumerNo}`, locale), 302)
  } else {
    consumer = consumers.find(fits) ?? null
    if (!consumer && accepts) throw redirect(hrefFor(DASHBOARD_HOME, locale), 302)
  }
  return { session, consumers, consumer, reads, strip: stripOf(session, consumers, consumer) }
}
