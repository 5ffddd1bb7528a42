import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import { createApp } from './app'
import { ConfigError, loadConfig } from './config'
import { createDb } from './db/knex'
import { migrateLatest } from './db/migrate'
import { loadPageBuild } from './http/vikeBuild'
import { createLogger } from './http/requestLog'
import { gracefulShutdown } from './http/shutdown'
import { applyServerLimits } from './http/serverLimits'
import { startReconcileJob } from './services/payments/job'
import { seedIfEmpty } from '../seeds'

/** Entry: config → db (migrate, seed) → createApp → listen → graceful shutdown. */
async function main() {
  if (fs.existsSync('.env')) process.loadEnvFile('.env')
  const config = loadConfig()
  const logger = createLogger(config)

  const db = createDb(config)
  const applied = await migrateLatest(db)
  if (applied.length) logger.info({ migrations: applied }, 'migrations applied')
  if (config.isDemo) {
    logger.warn(
      'DEMO MODE: OTPs are readable at /dev/sms-outbox, payments go to the sandbox gateway (no money moves), demo consumers are seeded; never expose this to the public',
    )
  }
  // demo data only ever goes into a demo site (config.ts refuses SEED_DEMO_DATA outside it)
  if (config.isDemo && config.SEED_DEMO_DATA) {
    const seeded = await seedIfEmpty(db, { uploadsPath: config.uploadsPath, stsVendingKey: config.stsVendingKey })
    if (seeded) logger.info('empty database filled with demo data')
  }

  if (config.isProduction) await loadPageBuild(config.buildPath)
  const { app, services } = await createApp({ config, db, logger })
  // settles payment orders whose callback never came (ADR 008); 0 turns it off
  const reconcileJob = startReconcileJob({
    payments: services.payments,
    intervalMs: config.RECONCILE_INTERVAL_MS,
    olderThanMs: config.RECONCILE_AFTER_MS,
    logger,
  })

  const server = app.listen(config.PORT, config.HOST, () => {
    const { port } = server.address() as AddressInfo
    logger.info({ port, db: config.DATABASE_URL ? 'postgres' : 'sqlite' }, `listening on http://localhost:${port}/website/`)
  })
  server.keepAliveTimeout = 65_000
  applyServerLimits(server, config)

  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'shutting down: finishing requests in flight')
    await reconcileJob.stop()
    await gracefulShutdown(server, { timeoutMs: config.SHUTDOWN_TIMEOUT_MS, logger, cleanup: () => db.destroy() })
    logger.info('bye')
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    // one line per missing or wrong setting, no stack: what an operator needs to fix it
    // eslint-disable-next-line no-console
    console.error(['The server refuses to start:', ...err.lines.map((l) => `  - ${l}`), 'For a demonstration site, set DEMO_MODE=true (npm start does).'].join('\n'))
    process.exit(78) // EX_CONFIG
  }
  // eslint-disable-next-line no-console
  console.error(err)
  process.exit(1)
})
