import type { Logger } from 'pino'
import type { Config } from '../config'
import type { Db } from '../db/knex'
import { createBillingService } from './billing'
import { createSmsService } from '../adapters/sms'
import { createContentService } from './content'
import { createConsumerSessionService } from './consumerSessions'
import { createDocumentService } from './documents'
import { Events } from './events'
import { apiHostsOf, type ApiHosts } from '../../shared/apiHosts'
import { createOtpService } from './otp'
import { createOtpChallengeService } from './otpChallenge'
import { cookieNames } from '../http/cookies'
import { createPaymentService } from './payments'
import { tokenDiagnostics } from './prepaid/lookup'
import { createRateLimitService } from './rateLimit'

/** Site facts the pages need (from configuration, never secrets). */
export interface SiteInfo {
  supportEmail: string
  supportPhone: string
  /** a demonstration site (DEMO_MODE): every page says so */
  demo: boolean
  /** spec §7 base hosts of the API families the pages call ({} = all same origin; shared/apiHosts.ts) */
  apiHosts: ApiHosts
}

export interface ServiceDeps {
  db: Db
  config: Config
  logger: Logger
  events?: Events
  /** the clock of the OTP and rate-limit services (tests move it) */
  now?: () => number
}

/**
 * Every domain service, built once per app. Pages get them through pageContext.services
 * (no HTTP hop to ourselves); routers get them from createApp.
 */
export function createServices(deps: ServiceDeps) {
  const events = deps.events ?? new Events()
  const sms = createSmsService({ db: deps.db, config: deps.config, logger: deps.logger, now: deps.now })
  const site: SiteInfo = { supportEmail: deps.config.SUPPORT_EMAIL, supportPhone: deps.config.SUPPORT_PHONE, demo: deps.config.isDemo, apiHosts: apiHostsOf(deps.config) }
  const billing = createBillingService(deps.db)
  const otp = createOtpService({ db: deps.db, sms, config: deps.config, now: deps.now })
  const rateLimit = createRateLimitService({ db: deps.db, now: deps.now })
  return {
    db: deps.db,
    events,
    site,
    content: createContentService(deps.db, events),
    sms,
    otp,
    rateLimit,
    // proof of work before every OTP send after the first for a mobile or an IP (docs/security.md)
    otpChallenge: createOtpChallengeService({ otp, rateLimit, secret: deps.config.sessionSecret, maxNumber: deps.config.ALTCHA_MAX_NUMBER }),
    // cookie names (`__Host-` in production), for the routes and the pages that read the session
    cookies: cookieNames(deps.config),
    billing,
    consumerSessions: createConsumerSessionService({ db: deps.db, now: deps.now }),
    // STS tokens decoded with the configured vending key (diagnostics on the prepaid pages)
    vending: {
      tokenDiagnostics: (token: string, meterNo: string) => tokenDiagnostics(token, meterNo, deps.config.stsVendingKey),
    },
    payments: createPaymentService({ db: deps.db, config: deps.config, logger: deps.logger, now: deps.now }),
    // the bill and receipts as PDFs (ADR 009), through the same billing reads
    documents: createDocumentService({ db: deps.db, billing, supportPhone: deps.config.SUPPORT_PHONE }),
  }
}

export type Services = ReturnType<typeof createServices>
