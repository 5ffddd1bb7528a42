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

export type Config = z.infer<typeof schema> & {
  isProduction: boolean
  sqlitePath: string
  uploadsPath: string
  buildPath: string
  /** OTP_HASH_KEY, or the development default where that is allowed */
  otpHashKey: string
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
  }
}
