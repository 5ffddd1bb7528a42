import type { Knex } from 'knex'

/**
 * Self meter reading (issue 14, ADR 025). One row per consumer and billing cycle (the month of
 * the bill the reading is for, as bills.period): a second reading in the same cycle replaces
 * the first (the route discards the first one's photo once the new row is committed). The
 * photo lives under `photo_key` in the private part of the file storage, never served
 * publicly. `confirmed_implausible`: the consumer confirmed a reading lower than the last one
 * or far above the usual use (`reason`). `mobile`: the session's mobile that sent it. Times
 * are epoch milliseconds, like the other tables of issue 14.
 *
 * The one writer of each table (issue 26 §3, test/unit/tableOwners.test.ts):
 * Owner of meter_readings: server/services/meterReading
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('meter_readings', (t) => {
    t.increments('id').primary()
    t.string('cons_no', 12).notNullable().references('consumer_no').inTable('consumers').onDelete('CASCADE')
    /** YYYY-MM: the period of the bill the reading is for */
    t.string('cycle', 7).notNullable()
    /** kWh, at most one decimal, 0 to 999999 */
    t.decimal('reading', 8, 1).notNullable()
    t.string('photo_key', 200).notNullable()
    t.string('photo_type', 16).notNullable().checkIn(['image/jpeg', 'image/png'], 'meter_readings_photo_type_check')
    t.integer('photo_bytes').notNullable()
    t.boolean('confirmed_implausible').notNullable().defaultTo(false)
    t.string('reason', 8).checkIn(['lower', 'high'], 'meter_readings_reason_check')
    t.string('mobile', 10).notNullable()
    t.bigInteger('created_at').notNullable()
    t.unique(['cons_no', 'cycle'], { indexName: 'meter_readings_cons_cycle_uq' })
    t.check('reading >= 0 and reading <= 999999', [], 'meter_readings_reading_check')
    t.check('(confirmed_implausible and reason is not null) or (not confirmed_implausible and reason is null)', [], 'meter_readings_reason_flag_check')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('meter_readings')
}
