// npm run import:outages FILE | import:connections FILE | import:ownership FILE | import:mutations FILE
// (tsx scripts/import-eodb.ts DATASET FILE): imports one CSV file of ease-of-doing-business
// records into the configured database (DATABASE_URL for PostgreSQL, otherwise the SQLite file),
// migrations first. Columns, formats and the policy in docs/eodb-import.md: every row is checked,
// refused rows are printed as 'line N: field: message', the valid rows go in one transaction
// (none when more than 10 % are refused). Exit code 0: every row imported; 1: a row or the file
// was refused; 2: wrong usage.
import fs from 'node:fs'
import path from 'node:path'
import { loadConfig } from '../server/config'
import { createDb } from '../server/db/knex'
import { migrateLatest } from '../server/db/migrate'
import { formatImportError, IMPORT_DATASETS, importEodbCsv, type ImportDataset } from '../server/services/eodb/imports'

const [dataset, file] = process.argv.slice(2)
if (!(IMPORT_DATASETS as readonly string[]).includes(dataset ?? '') || !file) {
  console.error(`usage: npm run import:${IMPORT_DATASETS.join('|import:')} FILE`)
  process.exit(2)
}
if (!fs.existsSync(file)) {
  console.error(`no such file: ${file}`)
  process.exit(2)
}

if (fs.existsSync('.env')) process.loadEnvFile('.env')
const config = loadConfig()
const db = createDb(config)
try {
  await migrateLatest(db)
  const r = await importEodbCsv(db, dataset as ImportDataset, fs.readFileSync(file, 'utf8'), { fileName: path.basename(file) })
  for (const e of r.errors) console.error(formatImportError(e))
  if (r.fileRefused) console.error(`file refused: ${r.fileRefused}`)
  console.log(`${r.dataset}: ${r.rows} rows, ${r.accepted} imported, ${r.refused} refused (import ${r.importId})`)
  if (r.refused > 0 || r.fileRefused) process.exitCode = 1
} catch (err) {
  console.error(err instanceof Error ? err.message : err)
  process.exitCode = 1
} finally {
  await db.destroy()
}
