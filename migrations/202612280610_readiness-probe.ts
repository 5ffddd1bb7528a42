import type { Knex } from 'knex'

/**
 * The readiness probe's table (issue 27 §7): /readyz upserts its one row (id 1) with the time
 * and commits, on both databases (server/db/knex.ts `ping`), so a database that takes a write
 * but cannot commit it (a read-only or full disk, an I/O error) is "not ready".
 *
 * The one writer of each table (issue 26 §3, test/unit/tableOwners.test.ts):
 * Owner of readiness_probe: server/db/knex.ts
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('readiness_probe', (t) => {
    t.integer('id').primary()
    t.bigInteger('at').notNullable()
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('readiness_probe')
}
