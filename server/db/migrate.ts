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
    const migration = migrations[name]
    return {
      ...migration,
      up: async (knex: Knex) => {
        await withoutTimeouts(knex)
        return migration.up(knex)
      },
      down: migration.down
        ? async (knex: Knex) => {
            await withoutTimeouts(knex)
            return migration.down?.(knex)
          }
        : undefined,
    }
  }
}

/**
 * A migration may build an index on a big table: on PostgreSQL its transaction is exempt from
 * the pool's statement_timeout and lock_timeout (server/db/knex.ts), which are for requests.
 */
async function withoutTimeouts(knex: Knex): Promise<void> {
  const client = String(knex.client.config.client)
  if (client !== 'pg' && client !== 'postgres' && client !== 'postgresql') return
  await knex.raw('set local statement_timeout = 0')
  await knex.raw('set local lock_timeout = 0')
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
