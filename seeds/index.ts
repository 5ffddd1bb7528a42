import type { Db } from '../server/db/knex'

export interface SeedOptions {
  uploadsPath: string
}

/** Fills an empty database with deterministic, bilingual demo content. Returns true if it seeded. */
export async function seedIfEmpty(_db: Db, _opts: SeedOptions): Promise<boolean> {
  return false
}
