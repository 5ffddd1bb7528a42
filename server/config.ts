import { z } from 'zod'
import path from 'node:path'

/**
 * The only reader of process.env. Every setting has a default that gives a working
 * site on SQLite with no configuration at all; production values come from the environment.
 */
const bool = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .default(fallback)
    .transform((v) => v === 'true' || v === '1')

const schema = z.object({
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
  UPLOADS_DIR: z.string().default('uploads'),
  BUILD_DIR: z.string().default('dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SUPPORT_EMAIL: z.string().email().default('customercare@apdcl.org'),
  SUPPORT_PHONE: z.string().default('1912'),
  PUBLIC_ORIGIN: z.string().url().optional(),
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
  SEED_DEMO_DATA: bool('true'),
  TRUST_PROXY: z.string().default('loopback'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  // SMS and OTP (docs/security.md "OTP and SMS")
  SMS_TRANSPORT: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  SMS_HTTP_TOKEN: z.string().optional().or(z.literal('').transform(() => undefined)),
  SMS_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  SMS_SENDER_ID: z.string().regex(/^[A-Za-z0-9]{6}$/, 'SMS_SENDER_ID must be the 6-character DLT header').default('APDCLT'),
  SMS_TEMPLATE_ID: z.string().regex(/^\d{1,30}$/, 'SMS_TEMPLATE_ID must be the numeric DLT template id').optional().or(z.literal('').transform(() => undefined)),
  OTP_HASH_KEY: z.string().min(32, 'OTP_HASH_KEY must be at least 32 characters').optional().or(z.literal('').transform(() => undefined)),
  /** OTP lifetime; ASVS allows at most 10 minutes */
  OTP_TTL_SECONDS: z.coerce.number().int().min(30).max(600).default(300),
  /** OTPs per mobile per 15 minutes; raise only for automated test runs */
  OTP_MAX_SENDS: z.coerce.number().int().min(1).max(10_000).default(3),
  /** wait before another OTP for the same mobile and purpose; lower only for automated test runs */
  OTP_RESEND_WAIT_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  /** requests per IP per 15 minutes on each OTP and login path; raise only for automated test runs */
  AUTH_IP_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(20),
  // Payments and prepaid credit (docs/design/issue3-contracts.md)
  PAYMENT_GATEWAY: z.enum(['sandbox']).default('sandbox'),
  /** HMAC-SHA256 key of the gateway's callbacks */
  PAYMENT_WEBHOOK_SECRET: z.string().min(32, 'PAYMENT_WEBHOOK_SECRET must be at least 32 characters').optional().or(z.literal('').transform(() => undefined)),
  /** orders still pending this long after creation are settled by the reconciliation job */
  RECONCILE_AFTER_MS: z.coerce.number().int().min(0).default(15 * 60_000),
  /** how often the job runs; 0 turns it off (tests run it by hand) */
  RECONCILE_INTERVAL_MS: z.coerce.number().int().min(0).default(5 * 60_000),
  /** STS vending key, 16 hex digits (a test key: tokens are labelled as test tokens) */
  STS_VENDING_KEY: z.string().regex(/^[0-9A-Fa-f]{16}$/, 'STS_VENDING_KEY must be 16 hex digits').optional().or(z.literal('').transform(() => undefined)),
}).superRefine((c, ctx) => {
  if (c.SMS_TRANSPORT !== 'http') return
  if (!c.SMS_HTTP_URL) ctx.addIssue({ code: 'custom', path: ['SMS_HTTP_URL'], message: 'SMS_HTTP_URL is required when SMS_TRANSPORT=http' })
  if (!c.SMS_TEMPLATE_ID) ctx.addIssue({ code: 'custom', path: ['SMS_TEMPLATE_ID'], message: 'SMS_TEMPLATE_ID (DLT) is required when SMS_TRANSPORT=http' })
  if (c.NODE_ENV === 'production' && !c.OTP_HASH_KEY) {
    ctx.addIssue({ code: 'custom', path: ['OTP_HASH_KEY'], message: 'OTP_HASH_KEY is required in production with SMS_TRANSPORT=http' })
  }
})

/** Used only when OTP_HASH_KEY is unset outside a real deployment (outbox transport or not production). */
export const DEV_OTP_HASH_KEY = 'dev-only-otp-hash-key-not-for-production-use'

/** Used only outside production when PAYMENT_WEBHOOK_SECRET is unset. */
export const DEV_PAYMENT_WEBHOOK_SECRET = 'dev-only-payment-webhook-secret-not-for-production'
/** The standard test vending key shape; tokens issued with it are test tokens. */
export const DEV_STS_VENDING_KEY = '0123456789ABCDEF'

export type Config = z.infer<typeof schema> & {
  isProduction: boolean
  sqlitePath: string
  uploadsPath: string
  buildPath: string
  /** OTP_HASH_KEY, or the development default where that is allowed */
  otpHashKey: string
  paymentWebhookSecret: string
  stsVendingKey: string
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = schema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const c = parsed.data
  return {
    ...c,
    isProduction: c.NODE_ENV === 'production',
    sqlitePath: path.resolve(cwd, c.SQLITE_FILE),
    uploadsPath: path.resolve(cwd, c.UPLOADS_DIR),
    buildPath: path.resolve(cwd, c.BUILD_DIR),
    otpHashKey: c.OTP_HASH_KEY ?? DEV_OTP_HASH_KEY,
    paymentWebhookSecret: c.PAYMENT_WEBHOOK_SECRET ?? DEV_PAYMENT_WEBHOOK_SECRET,
    stsVendingKey: c.STS_VENDING_KEY ?? DEV_STS_VENDING_KEY,
  }
}
