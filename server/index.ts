import cluster from 'node:cluster'
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import type { Logger } from 'pino'
import { createFileStorage } from './adapters/storage'
import { createApp } from './app'
import { sharedWorkerEnv, superviseWorkers } from './cluster'
import { ConfigError, loadConfig, type Config } from './config'
import { createDb, type Db } from './db/knex'
import { migrateLatest } from './db/migrate'
import { loadPageBuild } from './http/vikeBuild'
import { createLogger } from './http/requestLog'
import { gracefulShutdown } from './http/shutdown'
import { applyServerLimits } from './http/serverLimits'
import { siteJobs } from './services/jobRegistry'
import { startJobs } from './services/jobs'
import { seedIfEmpty } from '../seeds'

/**
 * Entry: config → db (migrate, seed) → createApp → listen → graceful shutdown. With
 * WEB_CONCURRENCY above 1 (PostgreSQL only) this process is the cluster primary: it migrates
 * and seeds once, then forks the workers that serve (server/cluster.ts, docs/scaling.md).
 */
async function main() {
  if (fs.existsSync('.env')) process.loadEnvFile('.env')
  const config = loadConfig()
  const logger = createLogger(config)
  if (cluster.isPrimary && config.WEB_CONCURRENCY > 1) {
    const db = createDb(config)
    try {
      await prepareDatabase(db, config, logger)
    } finally {
      await db.destroy()
    }
    return runPrimary(config, logger)
  }
  const db = createDb(config)
  if (cluster.isPrimary) await prepareDatabase(db, config, logger)
  await serve(db, config, cluster.isWorker ? logger.child({ worker: cluster.worker?.id }) : logger)
}

/** Migrations and demo data, once per start (in the primary when there are workers). */
async function prepareDatabase(db: Db, config: Config, logger: Logger) {
  const applied = await migrateLatest(db)
  if (applied.length) logger.info({ migrations: applied }, 'migrations applied')
  if (config.isDemo) {
    logger.warn('DEMO MODE: OTPs are readable at /dev/sms-outbox, payments go to the sandbox gateway (no money moves), demo consumers are seeded; never expose this to the public')
  }
  // demo data only ever goes into a demo site (config.ts refuses SEED_DEMO_DATA outside it)
  if (config.isDemo && config.SEED_DEMO_DATA) {
    const storage = createFileStorage(config)
    const seeded = await seedIfEmpty(db, { uploadsPath: config.uploadsPath, storage, stsVendingKey: config.stsVendingKey })
    if (seeded) logger.info('empty database filled with demo data')
  }
}

/** The cluster primary: forks WEB_CONCURRENCY workers, replaces dead ones, stops them on SIGTERM. */
function runPrimary(config: Config, logger: Logger) {
  const env = sharedWorkerEnv(config)
  const supervisor = superviseWorkers({
    count: config.WEB_CONCURRENCY,
    fork: () => cluster.fork(env),
    logger,
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  })
  logger.info({ workers: config.WEB_CONCURRENCY, pid: process.pid }, 'cluster primary started its workers')
  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down the workers')
    void supervisor.stop()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
  void supervisor.done.then((code) => {
    logger.info('bye')
    process.exit(code)
  })
}

/** One serving process: the only one, or a cluster worker (database already prepared). */
async function serve(db: Db, config: Config, logger: Logger) {
  if (config.isProduction) await loadPageBuild(config.buildPath)
  const { app, services } = await createApp({ config, db, logger })
  // hear the other workers' content changes (PostgreSQL LISTEN/NOTIFY; a no-op on SQLite)
  await services.contentBus.listen()
  // every scheduled job, each under its lease (server/services/jobRegistry.ts)
  const jobs = startJobs(siteJobs(services, config), { logger, leases: services.jobLeases })

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
    await jobs.stop()
    // a pass a publish started just now: let it finish (the job sends what is left at its next pass)
    await services.shutdownAlerts.idle()
    // SMS after payments settled just now: let them finish (the retry job sends any left over)
    await services.payments.receiptSms?.idle()
    await gracefulShutdown(server, {
      timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
      logger,
      cleanup: async () => {
        await services.contentBus.close()
        await db.destroy()
      },
    })
    logger.info('bye')
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    // one line per missing or wrong setting, no stack: what an operator needs to fix it
    console.error(['The server refuses to start:', ...err.lines.map((l) => `  - ${l}`), 'For a demonstration site, set DEMO_MODE=true (npm start does).'].join('\n'))
    process.exit(78) // EX_CONFIG
  }
  console.error(err)
  process.exit(1)
})
