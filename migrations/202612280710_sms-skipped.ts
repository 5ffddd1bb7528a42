import type { Knex } from 'knex'

/**
 * The SMS a public form triggered that were not sent because their receiving number had
 * reached its daily cap (issue 27 §13, SMS_FORM_DAILY_CAP; server/services/smsDailyCap.ts):
 * one row each, with what kind it was, never its text. The count itself lives in
 * rate_limit_hits (key `sms-day:<mobile>`). Times are epoch milliseconds.
 *
 * The one writer of each table (issue 26 §3, test/unit/tableOwners.test.ts):
 * Owner of sms_skipped: server/services/smsDailyCap.ts
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sms_skipped', (t) => {
    t.increments('id').primary()
    t.string('mobile', 10).notNullable()
    /** the message's kind: feedbackReceived, workCreated, complaintCreated, … */
    t.string('kind', 40).notNullable()
    t.string('reason', 20).notNullable().defaultTo('daily-cap')
    t.bigInteger('created_at').notNullable()
    t.index(['mobile', 'created_at'], 'sms_skipped_mobile_created_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sms_skipped')
}
