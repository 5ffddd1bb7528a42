import type { Logger } from 'pino'
import type { Config } from '../config'
import type { Db } from '../db/knex'
import { createBillingService } from './billing'
import { createDashboardReads } from './billing/dashboard'
import { createBillingLookups } from './billing/lookup'
import { createSmsService } from '../adapters/sms'
import { createFileStorage, type FileStorage } from '../adapters/storage'
import { createContentService } from './content'
import { createConsumerSessionService } from './consumerSessions'
import { createContentBus, type ContentBus } from './contentBus'
import { createDocumentService } from './documents'
import { createAckDocuments } from './documents/acknowledgement'
import { createStatementService } from './documents/statements'
import { Events } from './events'
import { createJobLeases, type JobLeases } from './jobLeases'
import { apiHostsOf } from '#shared/apiHosts'
import type { SiteInfo } from '#shared/site'
import { createOtpService } from './otp'
import { createOtpChallengeService } from './otpChallenge'
import { createOtpSendService } from './otpSend'
import { cookieNames } from '../http/cookies'
import { createPaymentService } from './payments'
import { createPrepaidLookup, tokenDiagnostics } from './prepaid/lookup'
import { createRateLimitService } from './rateLimit'
import { withSmsDailyCap } from './smsDailyCap'
import { createSmsLanguageService } from './smsLanguage'
import { createUpiService } from './upi'
import { createReminderService } from './reminders'
import { createUploadService } from './uploads'
import { createWorkflowService } from './workflow'
import { createAuditLog } from './admin/audit'
import { createPrepaidPortal } from './admin/prepaidPortal'
import { createAdminDashboard } from './admin/dashboard'
import { createCostRules } from './workflow/costRules'
import { createApplicationService } from './applications'
import { createRequestService } from './applications/requests'
import { createRegistrationService } from './applications/registration'
import { createOtsService } from './applications/ots'
import { createWorkAccess } from './workAccess'
import { createAdminAccounts } from './admin/accounts'
import { createAdminContacts } from './admin/contacts'
import { createAdminTenders } from './admin/tenders'
import { createAdminContent } from './admin/content'
import { createWorkDesk } from './admin/workDesk'
import { createRuleTables } from './admin/rules'
import { createChatService } from './chat'
import { createEodbReports } from './eodb'
import { createSearchService } from './search'
import { createDownloadService } from './downloads'
import { createShutdownAlerts } from './eodb/shutdownAlerts'
import { createOutageAdmin } from './eodb/outageAdmin'
import { createBbpsService } from './bbps'
import { createFeedService } from './feeds'
import { createFeedbackService } from './feedback'
import { createMeterReadingService } from './meterReading/index'

export interface ServiceDeps {
  db: Db
  config: Config
  logger: Logger
  events?: Events
  /** content changes across processes (default: LISTEN/NOTIFY on PostgreSQL, the events on SQLite) */
  contentBus?: ContentBus
  /** leases of the scheduled jobs (default: job_leases on this database) */
  jobLeases?: JobLeases
  /** where uploaded files live (default: from config, STORAGE) */
  storage?: FileStorage
  /** the clock of the OTP and rate-limit services (tests move it) */
  now?: () => number
}

/**
 * Every domain service, built once per app. Pages get them through pageContext.services
 * (no HTTP hop to ourselves); routers get them from createApp.
 */
export function createServices(deps: ServiceDeps) {
  const events = deps.events ?? new Events()
  const rateLimit = createRateLimitService({ db: deps.db, now: deps.now })
  // the one SMS path; what public forms send is capped per receiving number and day (issue 27 §13)
  const sms = withSmsDailyCap(createSmsService({ db: deps.db, config: deps.config, logger: deps.logger, now: deps.now }), {
    db: deps.db,
    rateLimit,
    limit: deps.config.SMS_FORM_DAILY_CAP,
    logger: deps.logger,
    now: deps.now,
  })
  const site: SiteInfo = {
    supportEmail: deps.config.SUPPORT_EMAIL,
    securityEmail: deps.config.SECURITY_EMAIL,
    supportPhone: deps.config.SUPPORT_PHONE,
    demo: deps.config.isDemo,
    upi: deps.config.upiPayee,
    ...(deps.config.PUBLIC_ORIGIN ? { publicOrigin: new URL(deps.config.PUBLIC_ORIGIN).origin } : {}),
    apiHosts: apiHostsOf(deps.config),
    ...(deps.config.COMPLAINTS_URL ? { complaintsUrl: deps.config.COMPLAINTS_URL } : {}),
    chatKey: deps.config.botApiKey,
    canonicalOrigin: deps.config.publicOrigin,
  }
  const billing = createBillingService(deps.db)
  const otp = createOtpService({ db: deps.db, sms, config: deps.config, now: deps.now })
  // proof of work before every OTP send after the first for a mobile or an IP (docs/security.md)
  const otpChallenge = createOtpChallengeService({ otp, rateLimit, secret: deps.config.sessionSecret, maxNumber: deps.config.ALTCHA_MAX_NUMBER })
  // the one OTP send of the login, the desktop login, the bot and every form step (the channel a parameter)
  const otpSend = createOtpSendService({ otp, otpChallenge, rateLimit, config: deps.config, logger: deps.logger })
  const billingLookups = createBillingLookups(deps.db, billing)
  const dashboard = createDashboardReads({ db: deps.db, billing, now: deps.now })
  // the bills' UPI QR codes and links, with the configured payee
  const storage = deps.storage ?? createFileStorage(deps.config)
  const uploads = createUploadService(storage, {
    db: deps.db,
    uploadsPath: deps.config.uploadsPath,
    now: deps.now,
    logger: deps.logger,
    rateLimit,
    mobileDailyLimit: deps.config.UPLOAD_MOBILE_DAILY_LIMIT,
  })
  const workflow = createWorkflowService({ db: deps.db, sms, config: deps.config, logger: deps.logger, uploads, now: deps.now })
  const costRules = createCostRules(deps.db)
  const upi = createUpiService({ db: deps.db, billing, lookups: billingLookups, payee: deps.config.upiPayee, now: deps.now })
  // the admin services write through these two: the audit row and the cache-clearing notice in the write's transaction
  const contentBus = deps.contentBus ?? createContentBus({ db: deps.db, events, logger: deps.logger })
  const audit = createAuditLog({ db: deps.db, now: deps.now })
  const shutdownAlerts = createShutdownAlerts({ db: deps.db, sms, config: deps.config, logger: deps.logger, now: deps.now })
  const content = createContentService(deps.db, events)
  // consumer registration; its requests without a mobile on record link the mobile when the desk approves them
  const registration = createRegistrationService({ db: deps.db, billing, otp, otpSend, workflow, uploads, now: deps.now ?? Date.now })
  const outageAdmin = createOutageAdmin({ db: deps.db, audit, contentBus, alerts: shutdownAlerts, now: deps.now })
  return {
    db: deps.db,
    events,
    // tells every worker and server that content changed (their caches clear): issue 8 §4
    contentBus,
    // one process at a time runs each scheduled job (server/services/jobs.ts)
    jobLeases: deps.jobLeases ?? createJobLeases({ db: deps.db }),
    // uploaded files: the uploads folder or an S3 bucket (server/adapters/storage)
    storage,
    // checked uploads (type by the bytes) in the private part of the storage (issue 10 §2)
    uploads,
    // applications and complaints: states, history, deadlines, escalation, SMS (issue 10 §1)
    workflow,
    // the service cost rule table (/EstimateServiceCost, the fee of /ApplyNewConn)
    costRules,
    // each application and complaint form's action (the JSON API and the forms without JavaScript call the same)
    // admin users: bcrypt passwords, roles, failed logins and lockouts (issue 11 §1)
    adminAccounts: createAdminAccounts({ db: deps.db, now: deps.now, cost: deps.config.ADMIN_BCRYPT_COST, audit, logger: deps.logger }),
    // every admin write with who, when, what, before and after; append-only (issue 11 §4)
    audit,
    // contacts of types 1–8 (issue 11 §2): create, edit, reorder, delete, each audited
    adminContacts: createAdminContacts({ db: deps.db, audit, contentBus, now: deps.now }),
    // tenders and their documents: drafts, PDF documents on public keys, publish/unpublish (issue 11 §2), each audited
    adminTenders: createAdminTenders({ db: deps.db, audit, contentBus, storage, now: deps.now }),
    // documents of the 20 categories, marquee and news (sanitized HTML), banners, gallery, careers (issue 11 §2), each audited
    adminContent: createAdminContent({ db: deps.db, audit, contentBus, storage, now: deps.now }),
    // the prepaid DC portal (issue 11 §2): prepaid figures by division, low balances, today's recharges, the consumer master
    dcPortal: createPrepaidPortal({ db: deps.db, audit, now: deps.now }),
    // the complaint and application desk (issue 11 §2): the queue, one item, assign / move / note, each audited
    workDesk: createWorkDesk({ db: deps.db, workflow, audit, onApproved: registration.linkOnApproval, now: deps.now }),
    // the rule tables (cost estimate, settlement schemes, deadlines) a super admin edits (issue 11 §2), each audited
    ruleTables: createRuleTables({ db: deps.db, audit, contentBus, now: deps.now }),
    // what the admin dashboard shows: overdue work, drafts, recent uploads, failed logins
    adminDashboard: createAdminDashboard({ db: deps.db, now: deps.now }),
    // which applications a browser made or proved (a signed cookie), for the acknowledgement and the documents
    workAccess: createWorkAccess(deps.config.sessionSecret, deps.now),
    applications: createApplicationService({ workflow, uploads, costRules, billing, otp, otpSend, now: deps.now ?? Date.now }),
    // the requests on an existing connection proven by an OTP: changes, TAN, holding number (issue 10 §3)
    requests: createRequestService({ db: deps.db, workflow, uploads, billing, otp, otpSend, now: deps.now ?? Date.now }),
    // consumer registration (a mobile linked to a consumer number) and its first login; the mobile change request
    registration,
    // the one-time settlement: eligibility from the arrears, registration, status (issue 10 §3)
    ots: createOtsService({ db: deps.db, billing, otp, otpSend, workflow, now: deps.now ?? Date.now }),
    site,
    content,
    // the RSS and Atom feeds, the sitemap and robots.txt (issue 14), rewritten when content changes
    feeds: createFeedService({ content, shutdowns: outageAdmin, events, origin: deps.config.publicOrigin, demo: deps.config.isDemo, now: deps.now }),
    sms,
    // the language of each mobile's SMS: its consumer's last choice (sign-in, dashboard, forms; issue 23 §4)
    smsLanguage: createSmsLanguageService({ db: deps.db, now: deps.now }),
    otp,
    rateLimit,
    otpChallenge,
    otpSend,
    // cookie names (`__Host-` in production), for the routes and the pages that read the session
    cookies: cookieNames(deps.config),
    billing,
    // the public bill services' reads: consumer by old number or meter, receipts, tariffs, the bill calculator
    billingLookups,
    upi,
    // what each consumer dashboard shows of one consumer (issue 3 §4)
    dashboard,
    // the public prepaid pages' reads (accounts, recharges, daily readings)
    prepaid: createPrepaidLookup({ db: deps.db, billing }),
    consumerSessions: createConsumerSessionService({ db: deps.db, now: deps.now }),
    // STS tokens decoded with the configured vending key (diagnostics on the prepaid pages)
    vending: {
      tokenDiagnostics: (token: string, meterNo: string, keyRevision?: number) => tokenDiagnostics(token, meterNo, deps.config.stsVendingKey, keyRevision),
    },
    // the SMS after each payment and recharge goes through the same transport as the OTPs
    // an application's fee paid through the same gateway moves the application on (ADR 018)
    // the BBPS biller interface: bill fetch, payment posting into the same ledger, the daily reconciliation (ADR 023)
    bbps: createBbpsService({ db: deps.db, logger: deps.logger, settings: deps.config.bbps, now: deps.now }),
    payments: createPaymentService({ db: deps.db, config: deps.config, logger: deps.logger, now: deps.now, sms, applicationPaid: (workNo, paid) => workflow.markPaid(workNo, paid) }),
    // the bill and receipts as PDFs (ADR 009), through the same billing reads
    documents: createDocumentService({ db: deps.db, billing, supportPhone: deps.config.SUPPORT_PHONE, upi }),
    // the acknowledgement of an application or complaint as a PDF (issue 10 §3, ADR 018)
    ackDocuments: createAckDocuments({ supportPhone: deps.config.SUPPORT_PHONE }),
    // SMS reminders before the due date and below a prepaid balance (issue 9 §3): the choice and the job's pass
    reminders: createReminderService({ db: deps.db, sms, config: deps.config, logger: deps.logger, now: deps.now }),
    // the SMS of planned shutdowns (issue 13): when published and the evening before, each consumer once; the job's pass
    shutdownAlerts,
    // outages and planned shutdowns the outage manager records and publishes (issue 13), each audited; /ShutdownNotices reads its shutdowns
    outageAdmin,
    // the annual statement of bills and payments (or recharges) of a financial year, as a PDF (issue 9 §3)
    statements: createStatementService({ db: deps.db, supportPhone: deps.config.SUPPORT_PHONE, now: deps.now }),
    // the ease-of-doing-business reports: reliability indices, outages now, new connections, turnaround, verification (issue 13)
    eodb: createEodbReports({ db: deps.db, now: deps.now, events, rateLimit }),
    // site-wide search over tenders, documents, careers and the editorial pages (issue 14, ADR 024)
    search: createSearchService({ db: deps.db, logger: deps.logger, events, now: deps.now }),
    // the size shown beside each download link and the name a download is saved under (issue 24 §5)
    downloads: createDownloadService({ db: deps.db, storage, events, logger: deps.logger }),
    // self meter reading (issue 14, ADR 025): the cycle, the checks against the bills, one reading per cycle with its private photo
    meterReadings: createMeterReadingService({ db: deps.db, uploads, now: deps.now }),
    // website feedback (issue 14, GIGW 3.0): stored with a reference, acknowledged by SMS; the admin list
    feedback: createFeedbackService({ db: deps.db, sms, config: deps.config, logger: deps.logger, now: deps.now }),
    // the chat assistant's answers, its sessions after the OTP and the contact updates (issue 12, ADR 021)
    chat: createChatService({
      db: deps.db,
      billing,
      dashboard,
      workflow,
      complaintsUrl: deps.config.COMPLAINTS_URL,
      billingOrigin: apiHostsOf(deps.config).billing,
      now: deps.now,
    }),
  }
}

export type Services = ReturnType<typeof createServices>

/** What pages get (pageContext.services): every service, never the database handle. */
export type PageServices = Omit<Services, 'db'>

export function pageServicesOf(services: Services): PageServices {
  const { db: _db, ...forPages } = services
  return forPages
}
