/**
 * The consumer session of a dashboard page. The server resolves it once from the httpOnly
 * cookie (server/http/pageSession.ts) and hands it over as `pageContext.consumerSession`; the
 * dashboards' `+guard` (pages/(dashboards)/+guard.server.ts) stops a visitor without a live
 * one. The dashboard trusts the session, never the query string: ?mobile= is ignored,
 * ?consNo= only selects among the session's own consumer numbers.
 */
import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { maskMobile } from '#shared/billing/input'
import type { ConnType } from '#shared/constants'
import type { Consumer } from '#shared/billing/contract'
import { DASHBOARD_HOME, dashboardPath } from '#shared/dashboard/routes'
import type { NotFoundReason } from '#client/pages/_error/+Page'
import { hrefFor } from '#client/components/layout/paths'
import type { LoginRequiredReason } from '#client/components/dashboard/loginReason'
import type { SessionStrip } from '#client/components/dashboard/types'

type ConsumerSession = Extract<PageContextServer['consumerSession'], { state: 'active' }>['session']

/**
 * The live session of the page's visitor. No cookie → 401 "please log in"; a refused cookie
 * (unknown, revoked, idle, expired) → 401 with 'Session Expired, Please log in again'.
 * The one rule of the dashboards' guard; +data calls it too, so a hook never runs without one.
 */
export function requireConsumerSession(pageContext: PageContextServer): ConsumerSession {
  const s = pageContext.consumerSession
  if (s?.state === 'active') return s.session
  const reason: LoginRequiredReason = { loginRequired: true, expired: s?.state === 'refused' && s.reason !== 'missing' }
  throw render(401, reason as unknown as string)
}

const CONSUMER_NOT_FOUND: NotFoundReason = {
  titleKey: 'messages:consumerNotFound',
  textKey: 'dashboard:notFound.text',
  back: { route: DASHBOARD_HOME, labelKey: 'dashboard:strip.allConsumers' },
}

export interface DashboardContext {
  session: ConsumerSession
  consumers: Consumer[]
  consumer: Consumer | null
  reads: PageContextServer['services']['dashboard']
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
  const session = requireConsumerSession(pageContext)
  const { services, locale = 'en' } = pageContext
  const consumers = await services.billing.consumersByMobile(session.mobile)
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
  // a dashboard opened in a language (its language switch is the consumer's choice there) is the language of the mobile's SMS from now on
  await services.smsLanguage.record(session.mobile, locale)
  // the first dashboard after a registration welcomes the new user, once (consumer_registrations.welcomed_at)
  const welcome = await services.registration.takeWelcome(session.mobile)
  return { session, consumers, consumer, reads: services.dashboard, strip: { ...stripOf(session, consumers, consumer), ...(welcome ? { welcome } : {}) } }
}
