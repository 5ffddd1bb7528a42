import type { Knex } from 'knex'

/**
 * SMS reminders (issue 9 §3). `consumer_reminders`: each consumer's choice, one row per
 * consumer number: days before the due date (postpaid) or a low-balance threshold in paise
 * (prepaid), null = off. `low_balance_round` counts the low-balance alerts armed so far: an
 * alert belongs to one round, and the round moves on (re-arms) once the balance is back at or
 * above the threshold.
 *
 * `sent_reminders`: every reminder the job recorded, one row per (consumer, kind, ref) — the
 * bill number of a due-date reminder, the round of a low-balance alert. The unique key is what
 * makes "once" hold across processes: a runner sends only after its insert went in, and a
 * second runner's insert of the same key does nothing. Times are epoch milliseconds (bigint)
 * like the session tables.
 *
 * The one writer of each table (issue 26 §3, test/unit/tableOwners.test.ts):
 * Owner of consumer_reminders: server/services/reminders
 * Owner of sent_reminders: server/services/reminders
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('consumer_reminders', (t) => {
    t.integer('consumer_id').primary().references('id').inTable('consumers').onDelete('CASCADE')
    t.integer('due_days')
    t.integer('low_balance_paise')
    t.integer('low_balance_round').notNullable().defaultTo(0)
    t.bigInteger('updated_at').notNullable()
    t.check('due_days is null or due_days between 1 and 31', [], 'consumer_reminders_due_days_check')
    t.check('low_balance_paise is null or low_balance_paise > 0', [], 'consumer_reminders_low_balance_check')
  })

  await knex.schema.createTable('sent_reminders', (t) => {
    t.increments('id').primary()
    t.integer('consumer_id').notNullable().references('id').inTable('consumers').onDelete('CASCADE')
    t.string('kind', 16).notNullable().checkIn(['due', 'low_balance'], 'sent_reminders_kind_check')
    /** the bill number (due) or the round (low_balance) */
    t.string('ref', 32).notNullable()
    t.string('mobile', 10).notNullable()
    /** recorded → sent, or failed (the gateway refused; not retried: at most one SMS) */
    t.string('status', 16).notNullable().defaultTo('recorded').checkIn(['recorded', 'sent', 'failed'], 'sent_reminders_status_check')
    t.bigInteger('recorded_at').notNullable()
    t.bigInteger('sent_at')
    t.unique(['consumer_id', 'kind', 'ref'], { indexName: 'sent_reminders_once_uq' })
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sent_reminders')
  await knex.schema.dropTableIfExists('consumer_reminders')
}
