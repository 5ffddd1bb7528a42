import { z } from 'zod'
import os from 'node:os'
import path from 'node:path'
import { parseApiHost } from '#shared/apiHosts'
import { COMPLAINT_DESK } from '#shared/links'

/**
 * The only reader of process.env. In demo mode (DEMO_MODE=true, what `npm start` sets) every
 * setting has a default that gives a working site on SQLite; outside it the server refuses to
 * start until the real SMS transport, payment gateway, secrets and proxy setting are given.
 */
const bool = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .default(fallback)
    .transform((v) => v === 'true' || v === '1')

const optionalString = (re?: RegExp, message?: string) => (re ? z.string().regex(re, message) : z.string().min(1)).optional().or(z.literal('').transform(() => undefined))

/** An optional origin URL ('' = unset); anything else (a path, another scheme) stops the boot. */
const apiHostSetting = z
  .string()
  .optional()
  .transform((v, ctx) => {
    try {
      return parseApiHost(v)
    } catch (e) {
      ctx.addIssue({ code: 'custom', message: (e as Error).message })
      return z.NEVER
    }
  })

/** A numeric DLT template id ('' = unset). */
const dltTemplateId = (name: string) =>
  z
    .string()
    .regex(/^\d{1,30}$/, `${name} must be the numeric DLT template id`)
    .optional()
    .or(z.literal('').transform(() => undefined))

/**
 * Every kind of SMS and the two settings holding its DLT template ids: the English text's and
 * the Assamese text's (issue 23 §4; the texts: server/services/smsTemplates.ts). Each is
 * required with SMS_TRANSPORT=http: a DLT gateway delivers a text only under the id it was
 * registered with, and every kind goes in the language its consumer chose
 * (server/services/smsLanguage.ts). The OTP's English id keeps its first name, SMS_TEMPLATE_ID.
 */
export const SMS_TEMPLATE_SETTINGS = {
  otp: { en: 'SMS_TEMPLATE_ID', as: 'SMS_TEMPLATE_OTP_AS' },
  paymentReceipt: { en: 'SMS_TEMPLATE_PAYMENT_RECEIPT', as: 'SMS_TEMPLATE_PAYMENT_RECEIPT_AS' },
  rechargeToken: { en: 'SMS_TEMPLATE_RECHARGE_TOKEN', as: 'SMS_TEMPLATE_RECHARGE_TOKEN_AS' },
  rechargeReceipt: { en: 'SMS_TEMPLATE_RECHARGE_RECEIPT', as: 'SMS_TEMPLATE_RECHARGE_RECEIPT_AS' },
  dueReminder: { en: 'SMS_TEMPLATE_DUE_REMINDER', as: 'SMS_TEMPLATE_DUE_REMINDER_AS' },
  lowBalance: { en: 'SMS_TEMPLATE_LOW_BALANCE', as: 'SMS_TEMPLATE_LOW_BALANCE_AS' },
  workCreated: { en: 'SMS_TEMPLATE_WORK_CREATED', as: 'SMS_TEMPLATE_WORK_CREATED_AS' },
  workState: { en: 'SMS_TEMPLATE_WORK_STATE', as: 'SMS_TEMPLATE_WORK_STATE_AS' },
  workEscalated: { en: 'SMS_TEMPLATE_WORK_ESCALATED', as: 'SMS_TEMPLATE_WORK_ESCALATED_AS' },
  complaintCreated: { en: 'SMS_TEMPLATE_COMPLAINT_CREATED', as: 'SMS_TEMPLATE_COMPLAINT_CREATED_AS' },
  shutdownPublished: { en: 'SMS_TEMPLATE_SHUTDOWN_PUBLISHED', as: 'SMS_TEMPLATE_SHUTDOWN_PUBLISHED_AS' },
  shutdownEve: { en: 'SMS_TEMPLATE_SHUTDOWN_EVE', as: 'SMS_TEMPLATE_SHUTDOWN_EVE_AS' },
  feedbackReceived: { en: 'SMS_TEMPLATE_FEEDBACK_RECEIVED', as: 'SMS_TEMPLATE_FEEDBACK_RECEIVED_AS' },
  consumerNumbers: { en: 'SMS_TEMPLATE_CONSUMER_NUMBERS', as: 'SMS_TEMPLATE_CONSUMER_NUMBERS_AS' },
} as const

export type SmsKind = keyof typeof SMS_TEMPLATE_SETTINGS
export type SmsTemplateSetting = (typeof SMS_TEMPLATE_SETTINGS)[SmsKind]['en' | 'as']

/** Every template setting, in the table's order (English, then Assamese, kind by kind): what SMS_TRANSPORT=http requires. */
export const SMS_TEMPLATE_SETTING_NAMES: readonly SmsTemplateSetting[] = Object.values(SMS_TEMPLATE_SETTINGS).flatMap((s) => [s.en, s.as])

const schema = z
  .object({
    /**
     * Demo mode holds every demo convenience (docs/decisions/013-demo-and-production-modes.md):
     * the readable SMS outbox, the sandbox gateway, demo data, development secrets. `npm start`
     * turns it on; without it the server refuses to start until the real settings are given.
     */
    DEMO_MODE: bool('false'),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    SQLITE_FILE: z.string().default('data/apdcl.sqlite'),
    DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    /** how long a query waits for a PostgreSQL pool connection before it fails (a 503) */
    DB_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
    /** PostgreSQL statement_timeout and lock_timeout of every pool connection (0: none) */
    PG_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    PG_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(3_000),
    /** how long a SQLite statement waits for a lock held elsewhere before it fails (a 503): SQLite waits 25 ms itself, the rest asynchronously (server/db/sqliteClient.ts) */
    SQLITE_BUSY_TIMEOUT_MS: z.coerce.number().int().min(0).max(10_000).default(1_000),
    /** HTTP server limits (server/http/serverLimits.ts) */
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(15_000),
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(30_000),
    HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(2_000),
    UPLOADS_DIR: z.string().default('uploads'),
    /**
     * Where uploaded files live (server/adapters/storage): 'local' (UPLOADS_DIR, one server)
     * or 's3' (S3-compatible object storage, what several servers share; docs/scaling.md).
     */
    STORAGE: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: optionalString(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a valid bucket name'),
    /** an S3-compatible service's endpoint (MinIO, Ceph, a local stand-in); unset: AWS */
    S3_ENDPOINT: z
      .string()
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    S3_REGION: z.string().min(1).default('ap-south-1'),
    /** unset: the SDK's own credential chain (instance role, AWS_* variables) */
    S3_ACCESS_KEY_ID: optionalString(),
    S3_SECRET_ACCESS_KEY: optionalString(),
    /** bucket in the path (most S3-compatible services) instead of the host name */
    S3_FORCE_PATH_STYLE: bool('false'),
    /** key prefix inside the bucket (e.g. 'uploads/'); '' = the bucket's root */
    S3_PREFIX: z
      .string()
      .regex(/^([A-Za-z0-9._-]+\/)*$/, "S3_PREFIX must be empty or end with '/'")
      .default(''),
    /**
     * Worker processes (server/cluster.ts): 1 = this process serves alone; 'auto' = one per
     * CPU core. More than one needs PostgreSQL (docs/scaling.md).
     */
    WEB_CONCURRENCY: z
      .string()
      .default('1')
      .transform((v, ctx) => {
        const t = v.trim()
        if (t === '') return 1
        if (t === 'auto') return Math.max(1, os.availableParallelism())
        const n = Number(t)
        if (Number.isInteger(n) && n >= 1 && n <= 64) return n
        ctx.addIssue({ code: 'custom', message: "WEB_CONCURRENCY must be a whole number from 1 to 64, or 'auto'" })
        return z.NEVER
      }),
    BUILD_DIR: z.string().default('dist'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SUPPORT_EMAIL: z.string().email().default('customercare@apdcl.org'),
    /** where vulnerabilities are reported (the /SecurityPolicy page and /.well-known/security.txt say it) */
    SECURITY_EMAIL: z.string().email().default('security@apdcl.org'),
    SUPPORT_PHONE: z.string().default('1912'),
    /**
     * The site's public origin (https://www.apdcl.org): absolute links in the canonical and
     * hreflang links of every page, the feeds, the sitemap and robots.txt. Required outside demo
     * mode; a demo defaults to http://localhost:PORT (set it when the demo is reached elsewhere).
     */
    PUBLIC_ORIGIN: apiHostSetting,
    /** spec §7 base hosts: the origin of each API family the pages call (shared/apiHosts.ts); unset = same origin */
    COMMON_API_HOST: apiHostSetting,
    BILLING_API_HOST: apiHostSetting,
    REST_API_HOST: apiHostSetting,
    APP_BACKEND_HOST: apiHostSetting,
    BOT_HOST: apiHostSetting,
    /**
     * The chat assistant's static API key (spec §6: 'Chat calls carry a static API key header'):
     * the legacy choice, kept as the spec has it. The pages must carry it, so it is no secret;
     * the bot also checks Origin, and every answer about a consumer needs the OTP (ADR 021).
     * Required outside demo mode (a demo key otherwise).
     */
    BOT_API_KEY: optionalString(/^[\x21-\x7e]{24,200}$/, 'BOT_API_KEY must be 24 to 200 printable characters without spaces'),
    /**
     * The origins allowed to frame the chat page (/ChatBot, /AS_ChatBot), comma separated
     * (e.g. https://www.apdcl.org,https://app.apdcl.org); every other page is never framed
     * (frame-ancestors 'none'). Unset: only our own origin frames it.
     */
    CHAT_FRAME_ORIGINS: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const list = (v ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
        try {
          return list.map((o) => {
            const origin = parseApiHost(o)
            if (!origin) throw new Error('empty')
            return origin
          })
        } catch {
          ctx.addIssue({ code: 'custom', message: 'CHAT_FRAME_ORIGINS must be a comma list of origins such as https://www.apdcl.org (no paths)' })
          return z.NEVER
        }
      }),
    PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
    /** memory the anonymous page cache may hold; the least recently used pages go first */
    PAGE_CACHE_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(0)
      .default(32 * 1024 * 1024),
    /** fill an empty database with the demo content at start (demo mode only; default on there) */
    SEED_DEMO_DATA: z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
    /**
     * Express 'trust proxy': which hops may set X-Forwarded-For (docs/security.md, "Client
     * addresses"). 'false' when clients connect directly; the proxies' addresses or CIDRs (or a
     * hop count) behind a load balancer. Required outside demo mode; demo default 'false' (clients connect directly).
     */
    TRUST_PROXY: optionalString(),
    /** secret of the server-side signatures (proof-of-work challenges, later admin sessions); 32+ characters */
    SESSION_SECRET: optionalString(/^.{32,}$/s, 'SESSION_SECRET must be at least 32 characters'),
    /** proof-of-work difficulty of the OTP challenge (largest number tried; about 0.1–0.5 s on a cheap phone) */
    ALTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
    // SMS and OTP (docs/security.md "OTP and SMS")
    /** 'outbox' (demo: messages kept in a table, read at /dev/sms-outbox) or 'http' (a DLT gateway) */
    SMS_TRANSPORT: z
      .enum(['outbox', 'http'])
      .optional()
      .or(z.literal('').transform(() => undefined)),
    SMS_HTTP_URL: z
      .string()
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    SMS_HTTP_TOKEN: z
      .string()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    SMS_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    SMS_SENDER_ID: z
      .string()
      .regex(/^[A-Za-z0-9]{6}$/, 'SMS_SENDER_ID must be the 6-character DLT header')
      .default('APDCLT'),
    /** the DLT template id of the OTP's English text (the transport's default for a message without its own) */
    SMS_TEMPLATE_ID: dltTemplateId('SMS_TEMPLATE_ID'),
    /**
     * The DLT template ids of every other text (SMS_TEMPLATE_SETTINGS above; the texts in
     * server/services/smsTemplates.ts): one per kind and language, each required with SMS_TRANSPORT=http.
     */
    SMS_TEMPLATE_OTP_AS: dltTemplateId('SMS_TEMPLATE_OTP_AS'),
    SMS_TEMPLATE_PAYMENT_RECEIPT: dltTemplateId('SMS_TEMPLATE_PAYMENT_RECEIPT'),
    SMS_TEMPLATE_PAYMENT_RECEIPT_AS: dltTemplateId('SMS_TEMPLATE_PAYMENT_RECEIPT_AS'),
    SMS_TEMPLATE_RECHARGE_TOKEN: dltTemplateId('SMS_TEMPLATE_RECHARGE_TOKEN'),
    SMS_TEMPLATE_RECHARGE_TOKEN_AS: dltTemplateId('SMS_TEMPLATE_RECHARGE_TOKEN_AS'),
    SMS_TEMPLATE_RECHARGE_RECEIPT: dltTemplateId('SMS_TEMPLATE_RECHARGE_RECEIPT'),
    SMS_TEMPLATE_RECHARGE_RECEIPT_AS: dltTemplateId('SMS_TEMPLATE_RECHARGE_RECEIPT_AS'),
    SMS_TEMPLATE_DUE_REMINDER: dltTemplateId('SMS_TEMPLATE_DUE_REMINDER'),
    SMS_TEMPLATE_DUE_REMINDER_AS: dltTemplateId('SMS_TEMPLATE_DUE_REMINDER_AS'),
    SMS_TEMPLATE_LOW_BALANCE: dltTemplateId('SMS_TEMPLATE_LOW_BALANCE'),
    SMS_TEMPLATE_LOW_BALANCE_AS: dltTemplateId('SMS_TEMPLATE_LOW_BALANCE_AS'),
    SMS_TEMPLATE_WORK_CREATED: dltTemplateId('SMS_TEMPLATE_WORK_CREATED'),
    SMS_TEMPLATE_WORK_CREATED_AS: dltTemplateId('SMS_TEMPLATE_WORK_CREATED_AS'),
    SMS_TEMPLATE_WORK_STATE: dltTemplateId('SMS_TEMPLATE_WORK_STATE'),
    SMS_TEMPLATE_WORK_STATE_AS: dltTemplateId('SMS_TEMPLATE_WORK_STATE_AS'),
    SMS_TEMPLATE_WORK_ESCALATED: dltTemplateId('SMS_TEMPLATE_WORK_ESCALATED'),
    SMS_TEMPLATE_WORK_ESCALATED_AS: dltTemplateId('SMS_TEMPLATE_WORK_ESCALATED_AS'),
    SMS_TEMPLATE_COMPLAINT_CREATED: dltTemplateId('SMS_TEMPLATE_COMPLAINT_CREATED'),
    SMS_TEMPLATE_COMPLAINT_CREATED_AS: dltTemplateId('SMS_TEMPLATE_COMPLAINT_CREATED_AS'),
    SMS_TEMPLATE_SHUTDOWN_PUBLISHED: dltTemplateId('SMS_TEMPLATE_SHUTDOWN_PUBLISHED'),
    SMS_TEMPLATE_SHUTDOWN_PUBLISHED_AS: dltTemplateId('SMS_TEMPLATE_SHUTDOWN_PUBLISHED_AS'),
    SMS_TEMPLATE_SHUTDOWN_EVE: dltTemplateId('SMS_TEMPLATE_SHUTDOWN_EVE'),
    SMS_TEMPLATE_SHUTDOWN_EVE_AS: dltTemplateId('SMS_TEMPLATE_SHUTDOWN_EVE_AS'),
    SMS_TEMPLATE_FEEDBACK_RECEIVED: dltTemplateId('SMS_TEMPLATE_FEEDBACK_RECEIVED'),
    SMS_TEMPLATE_FEEDBACK_RECEIVED_AS: dltTemplateId('SMS_TEMPLATE_FEEDBACK_RECEIVED_AS'),
    SMS_TEMPLATE_CONSUMER_NUMBERS: dltTemplateId('SMS_TEMPLATE_CONSUMER_NUMBERS'),
    SMS_TEMPLATE_CONSUMER_NUMBERS_AS: dltTemplateId('SMS_TEMPLATE_CONSUMER_NUMBERS_AS'),
    /** bcrypt cost of admin passwords: 12 (issue 11 §1); tests may lower it in demo mode, never outside it */
    ADMIN_BCRYPT_COST: z.coerce.number().int().min(4).max(15).default(12),
    /** how often the escalation job looks for items past their deadline (ms; 0 = off) */
    ESCALATION_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(5 * 60_000),
    /** how often the sweep of orphan and temporary upload files runs (ms; 0 = off; issue 27 §6) */
    UPLOAD_SWEEP_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(15 * 60_000),
    /** forms with files a mobile may send a day (public forms; issue 27 §6; only automated test runs raise it) */
    UPLOAD_MOBILE_DAILY_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(5),
    /**
     * Where the complaint links of the home page's side menu and the chat assistant go: the
     * outside grievance site by default, or the in-house desk ('/RegisterComplaint', issue 10 §4),
     * which is also the default in demo mode (issue 24 §2: a demonstration has no outside site)
     */
    COMPLAINTS_URL: z
      .string()
      .max(500)
      .refine((v) => /^\/(?!\/)/.test(v) || /^https?:\/\/[^\s]+$/.test(v), 'COMPLAINTS_URL must be a route like /RegisterComplaint or an http(s) URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    OTP_HASH_KEY: z
      .string()
      .min(32, 'OTP_HASH_KEY must be at least 32 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** OTP lifetime; ASVS allows at most 10 minutes */
    OTP_TTL_SECONDS: z.coerce.number().int().min(30).max(600).default(300),
    /** OTPs per mobile per 15 minutes; raise only for automated test runs */
    OTP_MAX_SENDS: z.coerce.number().int().min(1).max(10_000).default(3),
    /** wait before another OTP for the same mobile and purpose; lower only for automated test runs */
    OTP_RESEND_WAIT_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
    /** requests per IP per 15 minutes on each OTP and login path; raise only for automated test runs */
    AUTH_IP_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(20),
    /**
     * SMS a public form may send to one number a day (acknowledgements of feedback, complaints,
     * applications; server/services/smsDailyCap.ts): past it they are skipped, the form still
     * succeeds. OTPs, receipts, reminders and officers' decisions are not counted. Raise only for automated test runs.
     */
    SMS_FORM_DAILY_CAP: z.coerce.number().int().min(1).max(1_000_000).default(10),
    // Payments and prepaid credit (docs/design/issue3-contracts.md)
    /** 'sandbox' (demo: no money moves) or 'razorpay' */
    PAYMENT_GATEWAY: z
      .enum(['sandbox', 'razorpay'])
      .optional()
      .or(z.literal('').transform(() => undefined)),
    RAZORPAY_KEY_ID: optionalString(/^rzp_(test|live)_[A-Za-z0-9]{6,}$/, 'RAZORPAY_KEY_ID must look like rzp_live_… or rzp_test_…'),
    RAZORPAY_KEY_SECRET: optionalString(/^.{16,}$/s, 'RAZORPAY_KEY_SECRET must be at least 16 characters'),
    /** the webhook secret set in Razorpay's dashboard (X-Razorpay-Signature) */
    RAZORPAY_WEBHOOK_SECRET: optionalString(/^.{16,}$/s, 'RAZORPAY_WEBHOOK_SECRET must be at least 16 characters'),
    /** Razorpay's API origin (tests point it at a local fake) */
    RAZORPAY_API_URL: z.string().url().default('https://api.razorpay.com'),
    /** HMAC-SHA256 key of the sandbox gateway's callbacks (demo) */
    PAYMENT_WEBHOOK_SECRET: z
      .string()
      .min(32, 'PAYMENT_WEBHOOK_SECRET must be at least 32 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** orders still pending this long after creation are settled by the reconciliation job */
    RECONCILE_AFTER_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(15 * 60_000),
    /** how often the job runs; 0 turns it off (tests run it by hand) */
    RECONCILE_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(5 * 60_000),
    /** how often the reminder job looks for due dates and low balances to remind of; 0 turns it off */
    REMINDER_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(15 * 60_000),
    /** how often the planned-shutdown SMS job looks for alerts to send (publishing also starts a pass at once); 0 = off */
    SHUTDOWN_ALERT_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(5 * 60_000),
    /** STS vending key, 16 hex digits (a test key: tokens are labelled as test tokens) */
    STS_VENDING_KEY: z
      .string()
      .regex(/^[0-9A-Fa-f]{16}$/, 'STS_VENDING_KEY must be 16 hex digits')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** the payee of the bills' UPI QR codes and upi://pay links (APDCL's collecting UPI id and name); required outside demo mode */
    UPI_PAYEE_VPA: optionalString(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/, 'UPI_PAYEE_VPA must be a UPI id such as apdcl@bank'),
    UPI_PAYEE_NAME: optionalString(/^[A-Za-z0-9 .&()-]{2,50}$/, 'UPI_PAYEE_NAME must be 2 to 50 letters, digits, spaces or . & ( ) -'),
    /**
     * The BBPS biller interface (/api/bbps, ADR 023, docs/bbps.md): on by default in demo mode
     * (with the demo key), off otherwise until BBPS_ENABLED=true with the operating unit's key and id.
     */
    BBPS_ENABLED: z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .or(z.literal('').transform(() => undefined))
      .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
    /** HMAC-SHA256 key shared with the BBPS operating unit (32 to 256 printable characters) */
    BBPS_SIGNING_KEY: optionalString(/^[\x21-\x7e]{32,256}$/, 'BBPS_SIGNING_KEY must be 32 to 256 printable characters without spaces'),
    /** the operating unit's id it sends in X-BBPS-OU-Id */
    BBPS_OU_ID: optionalString(/^[A-Za-z0-9_-]{2,40}$/, 'BBPS_OU_ID must be 2 to 40 letters, digits, _ or -'),
  })
  .superRefine((c, ctx) => {
    const need = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    if (c.SMS_TRANSPORT === 'http') {
      if (!c.SMS_HTTP_URL) need('SMS_HTTP_URL', 'SMS_HTTP_URL is required when SMS_TRANSPORT=http')
      // every kind in both languages: a DLT gateway refuses a text under another text's id
      for (const name of SMS_TEMPLATE_SETTING_NAMES) {
        if (!c[name]) need(name, `${name} (DLT) is required when SMS_TRANSPORT=http`)
      }
    }
    if (c.PAYMENT_GATEWAY === 'razorpay') {
      if (!c.RAZORPAY_KEY_ID) need('RAZORPAY_KEY_ID', 'RAZORPAY_KEY_ID is required when PAYMENT_GATEWAY=razorpay')
      if (!c.RAZORPAY_KEY_SECRET) need('RAZORPAY_KEY_SECRET', 'RAZORPAY_KEY_SECRET is required when PAYMENT_GATEWAY=razorpay')
      if (!c.RAZORPAY_WEBHOOK_SECRET) need('RAZORPAY_WEBHOOK_SECRET', 'RAZORPAY_WEBHOOK_SECRET is required when PAYMENT_GATEWAY=razorpay')
    }
    if (c.WEB_CONCURRENCY > 1 && !c.DATABASE_URL) {
      need(
        'WEB_CONCURRENCY',
        'WEB_CONCURRENCY above 1 (several worker processes) needs PostgreSQL (DATABASE_URL): a SQLite file takes one writer and cannot tell the other workers that content changed',
      )
    }
    if (c.STORAGE === 's3' && !c.S3_BUCKET) need('S3_BUCKET', 'S3_BUCKET is required when STORAGE=s3')
    if (!c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY) {
      need('S3_ACCESS_KEY_ID', 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither: the SDK finds credentials itself)')
    }
    if (c.BBPS_ENABLED && !c.DEMO_MODE) {
      if (!c.BBPS_SIGNING_KEY) need('BBPS_SIGNING_KEY', 'BBPS_SIGNING_KEY (the key shared with the BBPS operating unit, 32+ characters) is required when BBPS_ENABLED=true outside demo mode')
      if (!c.BBPS_OU_ID) need('BBPS_OU_ID', 'BBPS_OU_ID (the BBPS operating unit id) is required when BBPS_ENABLED=true outside demo mode')
    }
    if (c.DEMO_MODE) return
    // production: every demo convenience is refused, every real setting required (one line each)
    if (c.SMS_TRANSPORT !== 'http') need('SMS_TRANSPORT', 'SMS_TRANSPORT=http (a DLT SMS gateway) is required outside demo mode; the outbox is a demo convenience')
    if (c.PAYMENT_GATEWAY !== 'razorpay') need('PAYMENT_GATEWAY', 'PAYMENT_GATEWAY=razorpay (a real gateway) is required outside demo mode; the sandbox is a demo convenience')
    if (!c.OTP_HASH_KEY) need('OTP_HASH_KEY', 'OTP_HASH_KEY (32+ random characters) is required outside demo mode')
    if (!c.SESSION_SECRET) need('SESSION_SECRET', 'SESSION_SECRET (32+ random characters) is required outside demo mode')
    if (!c.STS_VENDING_KEY) need('STS_VENDING_KEY', 'STS_VENDING_KEY (the licensed vending key) is required outside demo mode')
    if (!c.UPI_PAYEE_VPA) need('UPI_PAYEE_VPA', 'UPI_PAYEE_VPA (the UPI id that collects bill payments) is required outside demo mode')
    if (!c.UPI_PAYEE_NAME) need('UPI_PAYEE_NAME', 'UPI_PAYEE_NAME (the payee name UPI apps show) is required outside demo mode')
    if (!c.TRUST_PROXY) need('TRUST_PROXY', "TRUST_PROXY is required outside demo mode: 'false' when clients connect directly, else the proxies' addresses (see README)")
    if (c.SEED_DEMO_DATA) need('SEED_DEMO_DATA', 'SEED_DEMO_DATA: demo data is seeded only in demo mode (DEMO_MODE=true)')
    if (!c.BOT_API_KEY) need('BOT_API_KEY', 'BOT_API_KEY (the chat assistant key, 32+ random characters) is required outside demo mode')
    if (c.ADMIN_BCRYPT_COST < 12) need('ADMIN_BCRYPT_COST', 'ADMIN_BCRYPT_COST below 12 is refused outside demo mode')
    if (!c.PUBLIC_ORIGIN)
      need('PUBLIC_ORIGIN', "PUBLIC_ORIGIN (the site's public origin, e.g. https://www.apdcl.org) is required outside demo mode: canonical links, feeds and the sitemap are absolute")
    // no secret may be a value published in this repository, and those we choose are 32+ bytes (issue 27 §10)
    for (const name of SECRET_SETTINGS) {
      const value = c[name]
      if (!value) continue
      if (PUBLISHED_SECRET_VALUES.some((p) => p.toLowerCase() === value.toLowerCase())) {
        need(name, `${name} is a development value published in this repository; outside demo mode set a secret of your own (openssl rand -hex 32)`)
      } else if (CHOSEN_SECRETS.has(name) && Buffer.byteLength(value, 'utf8') < MIN_SECRET_BYTES) {
        need(name, `${name} must be at least ${MIN_SECRET_BYTES} bytes outside demo mode (openssl rand -hex 32)`)
      }
    }
  })

/** Used only in demo mode when OTP_HASH_KEY is unset. */
export const DEV_OTP_HASH_KEY = 'dev-only-otp-hash-key-not-for-production-use'

/** Used only in demo mode when PAYMENT_WEBHOOK_SECRET is unset. */
export const DEV_PAYMENT_WEBHOOK_SECRET = 'dev-only-payment-webhook-secret-not-for-production'
/** The standard test vending key shape; tokens issued with it are test tokens. */
export const DEV_STS_VENDING_KEY = '0123456789ABCDEF'
/**
 * The UPI payee of a demo site: not a real UPI id (no payment service provider answers to the
 * handle 'example'), so a UPI app scanning a demo QR code moves no money.
 */
export const DEV_UPI_PAYEE = { vpa: 'apdcl.demo@example', name: 'APDCL DEMO' } as const
/** Used only in demo mode when BOT_API_KEY is unset. */
export const DEV_BOT_API_KEY = 'dev-only-chat-assistant-key-not-for-production'
/** The BBPS operating unit's key and id in demo mode when unset (documented in docs/bbps.md: public, never for production). */
export const DEV_BBPS_SIGNING_KEY = 'dev-only-bbps-signing-key-not-for-production'
export const DEV_BBPS_OU_ID = 'DEMO-OU'
/** Used only in demo mode when SESSION_SECRET is unset. */
export const DEV_SESSION_SECRET = 'dev-only-session-secret-not-for-production-use'

/**
 * Every secret setting (docs/security.md "Configuration and secrets"). Outside demo mode none
 * may be one of PUBLISHED_SECRET_VALUES. Those we choose ourselves must be 32+ bytes; the others
 * have a length their issuer fixes (Razorpay's 24-character key secret, the 16 hex digits of
 * the STS key, the SMS gateway's token, the storage provider's key) and are only checked against the list.
 */
const CHOSEN_SECRET_SETTINGS = ['SESSION_SECRET', 'OTP_HASH_KEY', 'BOT_API_KEY', 'PAYMENT_WEBHOOK_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'BBPS_SIGNING_KEY'] as const
export const SECRET_SETTINGS = [...CHOSEN_SECRET_SETTINGS, 'RAZORPAY_KEY_SECRET', 'STS_VENDING_KEY', 'SMS_HTTP_TOKEN', 'S3_SECRET_ACCESS_KEY'] as const
const CHOSEN_SECRETS: ReadonlySet<(typeof SECRET_SETTINGS)[number]> = new Set(CHOSEN_SECRET_SETTINGS)
const MIN_SECRET_BYTES = 32

/**
 * The secret values anyone can read in this repository, refused (in any letter case) for every
 * secret setting outside demo mode: the development defaults above (also named in the README,
 * .env.example and docs/bbps.md), the defaults of the test stand-ins for outside parties
 * (test/helpers/razorpayFake.ts; s3rver's fixed credentials, MinIO's default one). Values made
 * up by single tests are not listed: the tests' production environment
 * (test/helpers/productionEnv.ts) draws random secrets on every run, so it publishes none.
 */
export const PUBLISHED_SECRET_VALUES: readonly string[] = [
  DEV_SESSION_SECRET,
  DEV_OTP_HASH_KEY,
  DEV_BOT_API_KEY,
  DEV_PAYMENT_WEBHOOK_SECRET,
  DEV_BBPS_SIGNING_KEY,
  DEV_STS_VENDING_KEY,
  'fake-key-secret-0123456789',
  'fake-webhook-secret-0123456789',
  'S3RVER',
  'minioadmin',
]

/** A configuration the server refuses to start with; `lines` says what is wrong, one item a line. */
export class ConfigError extends Error {
  constructor(public readonly lines: string[]) {
    super(`Invalid configuration:\n${lines.map((l) => `  ${l}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

type Parsed = z.infer<typeof schema>
export type Config = Omit<Parsed, 'SMS_TRANSPORT' | 'PAYMENT_GATEWAY' | 'SEED_DEMO_DATA' | 'TRUST_PROXY' | 'BBPS_ENABLED'> & {
  SMS_TRANSPORT: 'outbox' | 'http'
  PAYMENT_GATEWAY: 'sandbox' | 'razorpay'
  SEED_DEMO_DATA: boolean
  /** the Express 'trust proxy' value, parsed (see trustProxySetting) */
  TRUST_PROXY: boolean | number | string
  isProduction: boolean
  isDemo: boolean
  sessionSecret: string
  sqlitePath: string
  uploadsPath: string
  buildPath: string
  /** OTP_HASH_KEY, or the development default where that is allowed */
  otpHashKey: string
  /** BOT_API_KEY, or the demo key where that is allowed */
  botApiKey: string
  paymentWebhookSecret: string
  stsVendingKey: string
  /** UPI_PAYEE_VPA and UPI_PAYEE_NAME, or the demo payee where that is allowed */
  upiPayee: { vpa: string; name: string }
  /** PUBLIC_ORIGIN, or http://localhost:PORT in demo mode: the origin of every absolute link (canonical, feeds, sitemap) */
  publicOrigin: string
  /** the BBPS biller interface (ADR 023): off unless enabled; then the key and the operating unit's id */
  bbps: { enabled: boolean; signingKey: string; ouId: string }
  BBPS_ENABLED: boolean
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = schema.safeParse(env)
  if (!parsed.success) {
    // one line a setting: its format's refusal comes first and stands for the rules after it
    const named = new Set<string>()
    const first = parsed.error.issues.filter((i) => {
      const name = i.path.join('.')
      if (name && named.has(name)) return false
      named.add(name)
      return true
    })
    throw new ConfigError(first.map((i) => `${i.path.join('.')}: ${i.message}`))
  }
  const c = parsed.data
  const demo = c.DEMO_MODE
  const bbpsEnabled = c.BBPS_ENABLED ?? demo
  return {
    ...c,
    SMS_TRANSPORT: c.SMS_TRANSPORT ?? 'outbox',
    PAYMENT_GATEWAY: c.PAYMENT_GATEWAY ?? 'sandbox',
    SEED_DEMO_DATA: demo && c.SEED_DEMO_DATA !== false,
    TRUST_PROXY: trustProxySetting(c.TRUST_PROXY ?? 'false'),
    isProduction: c.NODE_ENV === 'production',
    isDemo: demo,
    sessionSecret: c.SESSION_SECRET ?? DEV_SESSION_SECRET,
    sqlitePath: path.resolve(cwd, c.SQLITE_FILE),
    uploadsPath: path.resolve(cwd, c.UPLOADS_DIR),
    buildPath: path.resolve(cwd, c.BUILD_DIR),
    otpHashKey: c.OTP_HASH_KEY ?? DEV_OTP_HASH_KEY,
    botApiKey: c.BOT_API_KEY ?? DEV_BOT_API_KEY,
    paymentWebhookSecret: c.PAYMENT_WEBHOOK_SECRET ?? DEV_PAYMENT_WEBHOOK_SECRET,
    stsVendingKey: c.STS_VENDING_KEY ?? DEV_STS_VENDING_KEY,
    upiPayee: { vpa: c.UPI_PAYEE_VPA ?? DEV_UPI_PAYEE.vpa, name: c.UPI_PAYEE_NAME ?? DEV_UPI_PAYEE.name },
    publicOrigin: c.PUBLIC_ORIGIN ?? `http://localhost:${c.PORT}`,
    COMPLAINTS_URL: c.COMPLAINTS_URL ?? (demo ? COMPLAINT_DESK.register : undefined),
    BBPS_ENABLED: bbpsEnabled,
    bbps: bbpsEnabled ? { enabled: true, signingKey: c.BBPS_SIGNING_KEY ?? DEV_BBPS_SIGNING_KEY, ouId: c.BBPS_OU_ID ?? DEV_BBPS_OU_ID } : { enabled: false, signingKey: '', ouId: '' },
  }
}

/**
 * TRUST_PROXY as Express takes it: 'false'/'true', a hop count, or a comma list of
 * addresses, CIDRs and the names loopback, linklocal, uniquelocal. 'true' (trust every hop)
 * is refused: anyone could then pick their own address and escape the per-IP limits.
 */
export function trustProxySetting(value: string): boolean | number | string {
  const v = value.trim()
  if (v === 'false' || v === '0' || v === 'none') return false
  if (v === 'true') throw new ConfigError(["TRUST_PROXY: 'true' trusts any client's X-Forwarded-For; name the proxies' addresses or a hop count"])
  if (/^\d+$/.test(v)) return Number(v)
  return v
}
