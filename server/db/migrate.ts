import type { Knex } from 'knex'
import { migrations } from '../../migrations'
import type { Db } from './knex'

/**
 * Migrations are listed statically (migrations/index.ts) so the same list works under tsx,
 * vitest and the bundled production server, where knex cannot scan a folder of .ts files.
 */
class StaticMigrationSource implements Knex.MigrationSource<string> {
  async getMigrations() {
    return Object.keys(migrations).sort()
  }
  getMigrationName(name: string) {
    return name
  }
  async getMigration(name: string) {
    return migrations[name]
  }
}

const migrationConfig: Knex.MigratorConfig = {
  migrationSource: new StaticMigrationSource(),
  tableName: 'knex_migrations',
}

export async function migrateLatest(db: Db): Promise<string[]> {
  const [, done] = await db.migrate.latest(migrationConfig)
  return done as string[]
}

export async function rollbackAll(db: Db): Promise<void> {
  await db.migrate.rollback(migrationConfig, true)
}
