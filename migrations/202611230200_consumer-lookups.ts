import type { Knex } from 'knex'

/**
 * Indexes of the public lookups (server/services/billing/lookup.ts): a consumer by its old
 * consumer number (/KnowConsNo) and by its meter number (/KnowConsNoPrepaid). Payments and
 * recharges by receipt number or transaction id already have unique indexes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('consumers', (t) => {
    t.index(['old_consumer_no'], 'consumers_old_consumer_no_idx')
    t.index(['meter_no'], 'consumers_meter_no_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('consumers', (t) => {
    t.dropIndex(['old_consumer_no'], 'consumers_old_consumer_no_idx')
    t.dropIndex(['meter_no'], 'consumers_meter_no_idx')
  })
}
