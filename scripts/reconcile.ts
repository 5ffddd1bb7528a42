// npm run reconcile — one reconciliation pass over the configured database (ADR 008):
// orders still CREATED/PENDING older than RECONCILE_AFTER_MS (or --older-than-ms N) are
// settled from the gateway's answer, then the SMS after payments still due are sent (the
// ones this pass settled too). Safe beside running servers: settling is idempotent and each
// SMS is claimed before it is sent.
import fs from 'node:fs'
import { loadConfig } from '../server/config'
import { createDb } from '../server/db/knex'
import { migrateLatest } from '../server/db/migrate'
import { createLogger } from '../server/http/requestLog'
import { createSmsService } from '../server/adapters/sms'
import { createPaymentService } from '../server/services/payments'

if (fs.existsSync('.env')) process.loadEnvFile('.env')
const config = loadConfig()
const logger = createLogger(config)
const db = createDb(config)
const flag = process.argv.indexOf('--older-than-ms')
const olderThanMs = flag >= 0 ? Number(process.argv[flag + 1]) : config.RECONCILE_AFTER_MS
try {
  if (!Number.isInteger(olderThanMs) || olderThanMs < 0) {
    console.error('usage: tsx scripts/reconcile.ts [--older-than-ms N]')
    process.exitCode = 2
  } else {
    await migrateLatest(db)
    const payments = createPaymentService({ db, config, logger, sms: createSmsService({ db, config, logger }) })
    const result = await payments.reconcile({ olderThanMs })
    await payments.receiptSms?.idle()
    const sms = await payments.receiptSms?.retryDue()
    console.log(JSON.stringify({ ...result, sms }))
    if (result.errors > 0) process.exitCode = 1
  }
} finally {
  await db.destroy()
}
