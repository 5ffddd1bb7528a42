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
})

export type Config = z.infer<typeof schema> & {
  isProduction: boolean
  sqlitePath: string
  uploadsPath: string
  buildPath: string
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
  }
}
