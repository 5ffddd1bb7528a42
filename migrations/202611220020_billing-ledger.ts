import type { Knex } from 'knex'

/**
 * The billing ledger: monthly bills, payments, prepaid meters and recharges, smart meters'
 * daily readings. Money is integer paise; dates are ISO text (ADR 005, ADR 006).
 *
 * The one writer of each table (issue 26 §3, test/unit/tableOwners.test.ts):
 * Owner of bills: server/services/billing
 * Owner of payments: server/services/payments/posting.ts
 * Owner of prepaid_meters: server/services/billing
 * Owner of recharges: server/services/payments/posting.ts
 * Owner of smart_daily_readings: server/services/billing
 */
export async function up(knex: Knex): Promise<void> {
  const consumerFk = (t: Knex.CreateTableBuilder) => t.integer('consumer_id').notNullable().references('id').inTable('consumers').onDelete('CASCADE')

  await knex.schema.createTable('bills', (t) => {
    t.increments('id').primary()
    t.string('bill_no', 24).notNullable().unique('bills_bill_no_uq')
    consumerFk(t)
    /** billing month, YYYY-MM */
    t.string('period', 7).notNullable()
    t.string('bill_date', 10).notNullable()
    t.string('due_date', 10).notNullable()
    t.string('tariff_category', 16).notNullable()
    t.integer('previous_reading').notNullable()
    t.integer('current_reading').notNullable()
    t.integer('multiplying_factor').notNullable().defaultTo(1)
    t.integer('units').notNullable()
    t.integer('energy_charge').notNullable()
    t.integer('fixed_charge').notNullable()
    t.integer('fppa_charge').notNullable()
    t.integer('electricity_duty').notNullable()
    t.integer('meter_rent').notNullable()
    t.integer('arrears').notNullable().defaultTo(0)
    t.integer('rebate').notNullable().defaultTo(0)
    t.integer('surcharge').notNullable().defaultTo(0)
    t.integer('amount_before_due').notNullable()
    t.integer('amount_after_due').notNullable()
    t.index(['consumer_id', 'period'], 'bills_consumer_period_idx')
  })

  await knex.schema.createTable('payments', (t) => {
    t.increments('id').primary()
    t.string('receipt_no', 32).notNullable().unique('payments_receipt_no_uq')
    consumerFk(t)
    t.integer('bill_id').references('id').inTable('bills').onDelete('SET NULL')
    t.integer('amount').notNullable()
    /** ISO timestamp, UTC */
    t.string('paid_at', 30).notNullable()
    t.string('channel', 32).notNullable()
    t.string('txn_id', 64).notNullable().unique('payments_txn_id_uq')
    t.index(['consumer_id', 'paid_at'], 'payments_consumer_paid_idx')
    t.index(['bill_id'], 'payments_bill_idx')
  })

  await knex.schema.createTable('prepaid_meters', (t) => {
    t.increments('id').primary()
    consumerFk(t)
    t.string('meter_no', 32).notNullable().unique('prepaid_meters_meter_no_uq')
    /** credit balance, paise (may go negative on a smart meter's emergency credit) */
    t.integer('balance').notNullable().defaultTo(0)
    t.string('updated_at', 30).notNullable()
    t.unique(['consumer_id'], { indexName: 'prepaid_meters_consumer_uq' })
  })

  await knex.schema.createTable('recharges', (t) => {
    t.increments('id').primary()
    t.string('receipt_no', 32).notNullable().unique('recharges_receipt_no_uq')
    consumerFk(t)
    t.integer('meter_id').notNullable().references('id').inTable('prepaid_meters').onDelete('CASCADE')
    t.integer('amount').notNullable()
    /** 20-digit STS credit token for keypad meters; null for smart meters (credited directly) */
    t.string('token', 20)
    t.string('recharged_at', 30).notNullable()
    t.string('channel', 32).notNullable()
    t.string('txn_id', 64).notNullable().unique('recharges_txn_id_uq')
    t.index(['consumer_id', 'recharged_at'], 'recharges_consumer_at_idx')
  })

  await knex.schema.createTable('smart_daily_readings', (t) => {
    t.increments('id').primary()
    consumerFk(t)
    /** YYYY-MM-DD, India time */
    t.string('day', 10).notNullable()
    t.double('kwh').notNullable()
    /** prepaid balance at the end of the day, paise; null for smart postpaid */
    t.integer('balance')
    t.unique(['consumer_id', 'day'], { indexName: 'smart_daily_readings_consumer_day_uq' })
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('smart_daily_readings')
  await knex.schema.dropTableIfExists('recharges')
  await knex.schema.dropTableIfExists('prepaid_meters')
  await knex.schema.dropTableIfExists('payments')
  await knex.schema.dropTableIfExists('bills')
}
