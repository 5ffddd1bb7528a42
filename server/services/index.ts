import type { Logger } from 'pino'
import type { Config } from '../config'
import type { Db } from '../db/knex'
import { createBillingService } from './billing'
import { createSmsService } from '../adapters/sms'
import { createContentService } from './content'
import { createConsumerSessionService } from './consumerSessions'
import { createDocumentService } from './documents'
import { Events } from './events'
import { createOtpService } from './otp'
import { createPaymentService } from './payments'
import { tokenDiagnostics } from './prepaid/lookup'
import { createRateLimitService } from './rateLimit'

/** Site facts the pages need (from configuration, never secrets). */
export interface SiteInfo {
  supportEmail: string
  supportPhone: string
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
  const site: SiteInfo = { supportEmail: deps.config.SUPPORT_EMAIL, supportPhone: deps.config.SUPPORT_PHONE }
  const billing = createBillingService(deps.db)
  return {
    db: deps.db,
    events,
    site,
    content: createContentService(deps.db, events),
    sms,
    otp: createOtpService({ db: deps.db, sms, config: deps.config, now: deps.now }),
    rateLimit: createRateLimitService({ db: deps.db, now: deps.now }),
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
