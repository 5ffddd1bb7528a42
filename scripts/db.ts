// npm run db:migrate | db:seed | db:reset — operates on the configured database.
import fs from 'node:fs'
import { createFileStorage } from '../server/adapters/storage'
import { loadConfig } from '../server/config'
import { createDb } from '../server/db/knex'
import { migrateLatest, rollbackAll } from '../server/db/migrate'
import { seedIfEmpty } from '../seeds'

if (fs.existsSync('.env')) process.loadEnvFile('.env')
const config = loadConfig()
const db = createDb(config)
const command = process.argv[2]
try {
  if (command === 'reset') {
    await rollbackAll(db)
    console.log('rolled back every migration')
  }
  if (command === 'migrate' || command === 'reset' || command === 'seed') {
    const applied = await migrateLatest(db)
    console.log(`migrations applied: ${applied.length ? applied.join(', ') : 'none (up to date)'}`)
  }
  if (command === 'seed' || command === 'reset') {
    const seeded = await seedIfEmpty(db, { uploadsPath: config.uploadsPath, storage: createFileStorage(config), stsVendingKey: config.stsVendingKey })
    console.log(seeded ? 'demo data seeded' : 'database not empty: seeds skipped')
  }
  if (!['migrate', 'seed', 'reset'].includes(command ?? '')) {
    console.error('usage: tsx scripts/db.ts migrate|seed|reset')
    process.exitCode = 2
  }
} finally {
  await db.destroy()
}
