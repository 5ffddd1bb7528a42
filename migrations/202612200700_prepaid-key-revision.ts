import type { Knex } from 'knex'

/**
 * The prepaid consumer master of the DC portal (issue 11 §2, /dcPortal/updatePrepaidConsDetails):
 * each prepaid meter's STS key revision number (KRN, 1–9, IEC 62055-41), which was a constant 1
 * of the vending module until now (server/services/prepaid/vending.ts). Every existing meter
 * keeps 1, so every token already vended still decodes. A recharge remembers the KRN its token
 * was made with (null: no token, or made before this column, i.e. KRN 1), so a token vended
 * before a key change still decodes on the reprint pages. The DC dashboard's "today's
 * recharges" reads recharges by time across consumers: an index on `recharged_at`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('prepaid_meters', (t) => {
    t.integer('key_revision').notNullable().defaultTo(1)
  })
  await knex.schema.alterTable('recharges', (t) => {
    t.integer('key_revision')
    t.index(['recharged_at'], 'recharges_recharged_at_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('recharges', (t) => {
    t.dropIndex(['recharged_at'], 'recharges_recharged_at_idx')
    t.dropColumn('key_revision')
  })
  await knex.schema.alterTable('prepaid_meters', (t) => {
    t.dropColumn('key_revision')
  })
}
