// npm run seed:bulk -- --consumers N [--chunk N] [--parallel N] [--engine sql|js]
// Adds N synthetic consumers (default 1000) to the configured database (DATABASE_URL for
// PostgreSQL, otherwise the SQLite file): migrations first, the normal seeds when the
// database is empty, then seeds/bulk.ts. Re-runs continue after the highest bulk number.
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { createFileStorage } from '../server/adapters/storage'
import { loadConfig } from '../server/config'
import { createDb } from '../server/db/knex'
import { migrateLatest } from '../server/db/migrate'
import { indianDate } from '#shared/time'
import { seedIfEmpty } from '../seeds'
import { seedBulk } from '../seeds/bulk'

const { values } = parseArgs({
  options: { consumers: { type: 'string', default: '1000' }, chunk: { type: 'string' }, parallel: { type: 'string', default: '1' }, engine: { type: 'string' } },
})
const consumers = Number(values.consumers)
const chunk = values.chunk === undefined ? undefined : Number(values.chunk)
const parallel = Number(values.parallel)
const bad = (n: number | undefined) => n !== undefined && !(Number.isInteger(n) && n > 0)
if (!Number.isInteger(consumers) || consumers < 0 || bad(chunk) || bad(parallel)) {
  console.error('usage: npm run seed:bulk -- --consumers N [--chunk N] [--parallel N] [--engine sql|js]')
  process.exit(2)
}
if (values.engine !== undefined && values.engine !== 'sql' && values.engine !== 'js') {
  console.error('--engine must be sql or js')
  process.exit(2)
}

if (fs.existsSync('.env')) process.loadEnvFile('.env')
const config = loadConfig()
// bulk statements run for minutes: no statement_timeout here (it is for requests)
const db = createDb({ ...config, PG_STATEMENT_TIMEOUT_MS: 0 })
const started = Date.now()
try {
  console.log(`database: ${config.DATABASE_URL ? config.DATABASE_URL.replace(/\/\/[^@/]*@/, '//…@') : config.sqlitePath}`)
  const applied = await migrateLatest(db)
  console.log(`migrations applied: ${applied.length ? applied.join(', ') : 'none (up to date)'}`)
  if (await seedIfEmpty(db, { uploadsPath: config.uploadsPath, storage: createFileStorage(config), stsVendingKey: config.stsVendingKey })) console.log('empty database: demo data seeded')
  const { year, month, day } = indianDate(new Date())
  const today = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
  const r = await seedBulk(db, { consumers, chunk, parallel, today, engine: values.engine as 'sql' | 'js' | undefined, log: (l) => console.log(l) })
  const total = Object.values(r.rows).reduce((a, b) => a + b, 0)
  console.log(
    `done: bulk consumers ${r.from}…${r.to}, ${total} rows (${Object.entries(r.rows)
      .map(([t, n]) => `${t} ${n}`)
      .join(', ')}) ` + `in ${(r.ms / 1000).toFixed(1)} s (${((Date.now() - started) / 1000).toFixed(1)} s with migrations and seeds)`,
  )
} catch (err) {
  console.error(err instanceof Error ? err.message : err)
  process.exitCode = 1
} finally {
  await db.destroy()
}
