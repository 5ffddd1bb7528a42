import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pino, { type Logger } from 'pino'
import { createApp, type App } from '../../server/app'
import { loadConfig, type Config } from '../../server/config'
import { seedIfEmpty } from '../../seeds'
import { createServices } from '../../server/services'
import { createTestDb, type TestDb } from './db'

export interface TestApp extends App {
  testDb: TestDb
  config: Config
  close: () => Promise<void>
}

/**
 * The app on a fresh database (API tests: no page renderer, so no client build is needed).
 * `seed: true` fills it with the demo content.
 */
export async function createTestApp(opts: { seed?: boolean; env?: Record<string, string>; now?: () => number; logger?: Logger } = {}): Promise<TestApp> {
  const testDb = await createTestDb()
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-uploads-'))
  const config = loadConfig({ NODE_ENV: 'test', DEMO_MODE: 'true', LOG_LEVEL: 'silent', UPLOADS_DIR: uploads, ALTCHA_MAX_NUMBER: '1000', UPLOAD_MOBILE_DAILY_LIMIT: '1000', ...opts.env })
  if (opts.seed) await seedIfEmpty(testDb.db, { uploadsPath: config.uploadsPath, stsVendingKey: config.stsVendingKey })
  const logger = opts.logger ?? pino({ level: 'silent' })
  // `now`: one clock for the OTP, rate-limit and session services (tests move it)
  const services = opts.now || opts.logger ? createServices({ db: testDb.db, config, logger, now: opts.now }) : undefined
  const app = await createApp({ config, db: testDb.db, logger, pages: false, services })
  return {
    ...app,
    testDb,
    config,
    async close() {
      await testDb.destroy()
      fs.rmSync(uploads, { recursive: true, force: true })
    },
  }
}
