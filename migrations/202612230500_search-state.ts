import type { Knex } from 'knex'

/**
 * Site-wide search (issue 14, ADR 024): the index's generation, one row. The search service
 * raises it in the same transaction that writes entries, so it counts committed changes of
 * the index; every process keys its cache of answers on it and so never answers from an index
 * state older than the one it has just read, whichever process indexed the change.
 *
 * The one writer of each table (issue 26 §3, test/unit/tableOwners.test.ts):
 * Owner of search_state: server/services/search
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('search_state', (t) => {
    t.integer('id').primary()
    t.bigInteger('generation').notNullable().defaultTo(0)
  })
  await knex('search_state').insert({ id: 1, generation: 0 })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('search_state')
}
