/**
 * The expectations of the e2e tests that read figures: the server seeded its database for
 * today (India); the same seed code for the same day, read through the billing service, gives
 * the figures a page must show (never typed into a test).
 */
import { createBillingService, type BillingService } from '../../server/services/billing'
import { indianDate } from '../../shared/time'
import { seedBilling } from '../../seeds/billing'
import { createTestDb, type TestDb } from '../helpers/db'

export interface Expectations {
  db: TestDb
  billing: BillingService
}

/** A test database seeded for today (India) and the billing service over it; destroy `db` after the file. */
export async function seedExpectations(): Promise<Expectations> {
  const db = await createTestDb()
  const { year, month, day } = indianDate(new Date())
  await seedBilling(db.db, `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`)
  return { db, billing: createBillingService(db.db) }
}
