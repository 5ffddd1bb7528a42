import type { FileStorage } from '../server/adapters/storage'
import type { Db } from '../server/db/knex'
import { financialYearStart, indianDate } from '#shared/time'
import { seedAbout } from './about'
import { seedBilling } from './billing'
import { seedRegistrationDemo } from './registrationDemo'
import { seedAdminDemo } from './adminDemo'
import { seedCareers } from './careers'
import { seedContacts } from './contacts'
import { createSeedContext } from './context'
import { seedDocuments } from './documents'
import { seedEodb } from './eodb'
import { seedSite } from './site'
import { seedTenders } from './tenders'

export interface SeedOptions {
  uploadsPath: string
  /** where the demo files go instead of uploadsPath (the configured storage, e.g. an S3 bucket) */
  storage?: FileStorage
  /** the date the demo content is computed from (default: now) */
  today?: Date
  /** STS vending key of the seeded keypad tokens (default: the test key, as in server/config.ts) */
  stsVendingKey?: string
}

/** Tables whose rows mean "this database already has content". */
const CONTENT_TABLES = ['tenders', 'documents', 'contacts', 'careers', 'banners', 'gallery_albums']

async function isEmpty(db: Db): Promise<boolean> {
  for (const table of CONTENT_TABLES) {
    const row = await db(table).first('id')
    if (row) return false
  }
  return true
}

/**
 * Fills an empty database with deterministic, bilingual demo content (dates relative to
 * today, so the current financial year always has tenders) and writes its demo files into
 * uploads/. One transaction; returns true if it seeded.
 */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<boolean> {
  if (!(await isEmpty(db))) return false
  const now = opts.today ?? new Date()
  const { year, month, day } = indianDate(now)
  const today = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
  const ctx = await db.transaction(async (trx) => {
    if (!(await isEmpty(trx))) return null
    const ctx = createSeedContext(trx, opts.uploadsPath, today, financialYearStart(now), opts.storage)
    await seedTenders(ctx)
    await seedDocuments(ctx)
    await seedCareers(ctx)
    await seedContacts(ctx)
    await seedAbout(ctx)
    await seedSite(ctx)
    await seedBilling(trx, today, opts.stsVendingKey)
    await seedRegistrationDemo(trx, today)
    // issue 13: circles, feeders, two years of outages and connection records (after every seeded consumer)
    await seedEodb(trx, today, now.getTime())
    await seedAdminDemo(trx, now.getTime())
    return ctx
  })
  if (!ctx) return false
  await ctx.writeFiles()
  return true
}
