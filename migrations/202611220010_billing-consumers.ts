import type { Knex } from 'knex'
import { CONNECTION_TYPES } from '#shared/constants'

/**
 * The billing system's master data: divisions, the tariff schedule and consumers.
 * Money is integer paise everywhere (ADR 006).
 *
 * The one writer of each table (issue 26 §3, test/unit/tableOwners.test.ts):
 * Owner of divisions: server/services/billing
 * Owner of tariff_categories: server/services/billing
 * Owner of tariff_slabs: server/services/billing
 * Owner of consumers: server/services/billing
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('divisions', (t) => {
    t.string('code', 3).primary()
    t.string('name', 200).notNullable()
    t.string('zone', 100).notNullable()
    t.string('circle', 200).notNullable()
    /** sub-division names, pipe-separated as in the legacy API */
    t.text('sub_divisions').notNullable()
  })

  await knex.schema.createTable('tariff_categories', (t) => {
    t.string('code', 16).primary()
    t.string('name', 200).notNullable()
    t.integer('fixed_charge_per_kw').notNullable()
    t.integer('fppa_per_unit').notNullable()
    t.string('duty_kind', 16).notNullable().checkIn(['per_unit', 'percent'], 'tariff_categories_duty_kind_check')
    /** paise per unit, or basis points of the energy charge */
    t.integer('duty_value').notNullable()
    t.integer('meter_rent').notNullable().defaultTo(0)
    t.integer('rebate_bp').notNullable().defaultTo(0)
    t.integer('surcharge_bp').notNullable().defaultTo(0)
  })

  await knex.schema.createTable('tariff_slabs', (t) => {
    t.increments('id').primary()
    t.string('category_code', 16).notNullable().references('code').inTable('tariff_categories').onDelete('CASCADE')
    t.integer('seq').notNullable()
    /** cumulative upper limit in kWh; null for the last, open slab */
    t.integer('up_to_units')
    t.integer('rate_per_unit').notNullable()
    t.unique(['category_code', 'seq'], { indexName: 'tariff_slabs_category_seq_uq' })
  })

  await knex.schema.createTable('consumers', (t) => {
    t.increments('id').primary()
    t.string('consumer_no', 12).notNullable().unique('consumers_consumer_no_uq')
    t.string('old_consumer_no', 20)
    t.string('name', 200).notNullable()
    t.string('address', 500).notNullable()
    t.string('mobile', 10)
    t.string('email', 200)
    t.string('conn_type', 16)
      .notNullable()
      .checkIn([...CONNECTION_TYPES], 'consumers_conn_type_check')
    t.string('tariff_category', 16).notNullable().references('code').inTable('tariff_categories')
    t.double('connected_load_kw').notNullable()
    t.integer('phase').notNullable().defaultTo(1)
    t.string('meter_no', 32)
    t.string('status', 16).notNullable().defaultTo('ACTIVE').checkIn(['ACTIVE', 'DISCONNECTED', 'CLOSED'], 'consumers_status_check')
    t.string('division_code', 3).notNullable().references('code').inTable('divisions')
    t.string('sub_division', 200)
    t.check('phase in (1, 3)', [], 'consumers_phase_check')
    t.check('length(consumer_no) = 12 and substr(consumer_no, 1, 3) = division_code', [], 'consumers_no_division_check')
    t.index(['mobile'], 'consumers_mobile_idx')
    t.index(['division_code'], 'consumers_division_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('consumers')
  await knex.schema.dropTableIfExists('tariff_slabs')
  await knex.schema.dropTableIfExists('tariff_categories')
  await knex.schema.dropTableIfExists('divisions')
}
