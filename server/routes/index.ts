import type { Router } from 'express'
import type { Logger } from 'pino'
import type { Config } from '../config'
import type { Services } from '../services'
import { csrfRouter } from '../http/csrf'
import { authRouter } from './auth'
import { billingPublicRouter } from './billingPublic'
import { consumerRouter } from './consumer'
import { contentRouter } from './content'
import { devRouter } from './dev'
import { documentsRouter } from './documents'
import { filesRouter } from './files'
import { hostedGatewayRouter } from './hostedGateway'
import { paymentsRouter } from './payments'
import { remindersRouter } from './reminders'
import { meterReadingRouter } from './meterReading'
import { sandboxPgRouter } from './sandboxPg'
import { upiRouter } from './upi'
import { statementsRouter } from './statements'
import { applicationsRouter } from './applications'
import { adminUsersRouter } from './admin/users'
import { adminDcRouter } from './admin/dc'
import { adminWorkRouter } from './admin/work'
import { adminRulesRouter } from './admin/rules'
import { adminAuditRouter } from './admin/audit'
import { adminContactsRouter } from './admin/contacts'
import { adminTendersRouter } from './admin/tenders'
import { adminContentRouter } from './admin/content'
import { adminOutagesRouter } from './admin/outages'
import { adminLoginRouter, adminSessionRouter } from './admin'
import { applicationFeesRouter } from './applicationFees'
import { complaintsRouter } from './complaints'
import { registrationRouter } from './registration'
import { otsRouter } from './ots'
import { requestsRouter } from './requests'
import { schemesRouter } from './schemes'
import { botRouter } from './bot'
import { eodbRouter } from './eodb'
import { searchRouter } from './search'
import { bbpsRouter } from './bbps'
import { feedsRouter } from './feeds'
import { feedbackRouter } from './feedback'
import { adminFeedbackRouter } from './admin/feedback'
import { securityTxtRouter } from './securityTxt'

/**
 * The admin screens' API routers (issue 11 §2), each mounted on /api/admin after the session
 * layer; each call guarded by `requireAdmin(permission)` (server/http/adminSession.ts).
 */
function adminRouters(deps: RouterDeps): Router[] {
  return [
    adminUsersRouter(deps),
    adminAuditRouter(deps),
    adminContactsRouter(deps),
    adminTendersRouter(deps),
    adminContentRouter(deps),
    adminDcRouter(deps),
    adminWorkRouter(deps),
    adminRulesRouter(deps),
    adminOutagesRouter(deps),
    adminFeedbackRouter(deps),
  ]
}

export interface RouterDeps {
  services: Services
  config: Config
  logger: Logger
}

/** Every API surface, in the order they are mounted. */
export function apiRouters(deps: RouterDeps): Array<{ mount: string; router: Router }> {
  // demo conveniences exist only in demo mode: outside it these paths are not mounted at all
  const demoOnly = deps.config.isDemo
    ? [
        // the sandbox gateway's own checkout pages (outside /api and /website; helmet's CSP applies)
        { mount: '/sandbox-pg', router: sandboxPgRouter(deps) },
        // the OTPs and other messages of the SMS outbox (demo and tests read OTPs there)
        { mount: '/dev', router: devRouter(deps) },
      ]
    : []
  return [
    // a hosted payment gateway's checkout page, return leg and webhook (ADR 014): signed by the
    // gateway, posted from its origin, so before the cross-site check; empty for the sandbox
    { mount: `/api/payments/${deps.services.payments.gateway.name}`, router: hostedGatewayRouter(deps) },
    // the BBPS biller interface (ADR 023): every request signed by the operating unit, no cookie, so before the cross-site check
    { mount: '/api/bbps', router: bbpsRouter(deps) },
    // cookie-authenticated writes must be same-origin (server/http/csrf.ts)
    { mount: '/api', router: csrfRouter() },
    { mount: '/auth', router: csrfRouter() },
    { mount: '/api', router: contentRouter(deps) },
    // spec §7 consumer calls: desktop login, getConsDetails; /auth: login, verify, force logout
    { mount: '/api', router: consumerRouter(deps) },
    { mount: '/auth', router: authRouter(deps) },
    // public bill services: consumer number by old number / meter number / SMS to the registered mobile
    { mount: '/api', router: billingPublicRouter(deps) },
    // payment orders, the gateway's signed callback, payment status (ADR 008)
    { mount: '/api/payments', router: paymentsRouter(deps) },
    ...demoOnly,
    // the bill and receipts as PDFs: /api/bills/:billNo/pdf, /api/receipts/:receiptNo/pdf (ADR 009)
    { mount: '/api', router: documentsRouter(deps) },
    // the UPI QR code of a bill: /api/bills/:billNo/upi-qr (shared/payments/upi.ts)
    { mount: '/api', router: upiRouter(deps) },
    // a signed-in consumer's SMS reminder choice and annual statement PDF (issue 9 §3)
    { mount: '/api', router: remindersRouter(deps) },
    { mount: '/api', router: statementsRouter(deps) },
    // a signed-in postpaid consumer's own meter reading with its photo, for the next bill (issue 14, ADR 025)
    { mount: '/api', router: meterReadingRouter(deps) },
    // the admin login and session (issue 11 §1): its own session middleware, on its paths only
    { mount: '/api', router: adminLoginRouter(deps) },
    // every admin call (/api/admin/…): the session layer first, then one router per screen family
    { mount: '/api/admin', router: adminSessionRouter(deps) },
    ...adminRouters(deps).map((router) => ({ mount: '/api/admin', router })),
    // applications and complaints: forms, status, documents (issue 10)
    { mount: '/api', router: applicationsRouter(deps) },
    // the solar land offer, the surcharge waiver, the voluntary load declaration (issue 10 §3)
    { mount: '/api', router: schemesRouter(deps) },
    // an application's fee through the payment gateway and its acknowledgement PDF (ADR 018)
    { mount: '/api', router: applicationFeesRouter(deps) },
    // the in-house complaint desk: register, rate, reopen (issue 10 §4)
    { mount: '/api', router: complaintsRouter(deps) },
    // consumer registration and the mobile change request; the one-time settlement (issue 10 §3)
    { mount: '/api', router: registrationRouter(deps) },
    { mount: '/api', router: otsRouter(deps) },
    // requests on an existing connection proven by an OTP: changes, TAN, holding number (issue 10 §3)
    { mount: '/api', router: requestsRouter(deps) },
    // the ease-of-doing-business reports as JSON and CSV, and the third-party connection check (issue 13)
    { mount: '/api', router: eodbRouter(deps) },
    { mount: '/api', router: searchRouter(deps) },
    // website feedback (issue 14, GIGW 3.0): stored with a reference, acknowledged by SMS, limited per network
    { mount: '/api', router: feedbackRouter(deps) },
    // where to report a vulnerability (RFC 9116; /SecurityPolicy)
    { mount: '/.well-known', router: securityTxtRouter(deps) },
    // the chat assistant (issue 12): POST /bot/bs/getBotResponse, its own key, Origin and limits (ADR 021)
    { mount: '/bot', router: botRouter(deps) },
    // before the page renderer: the feeds, /website/sitemap.xml and robots.txt (issue 14)
    { mount: '/', router: feedsRouter(deps) },
    // before the page renderer: downloads of uploads/ (never a path outside it)
    { mount: '/website/uploads', router: filesRouter(deps) },
  ]
}
