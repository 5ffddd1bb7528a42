import type { Knex } from 'knex'

/**
 * Website feedback (issue 14, GIGW 3.0: /Feedback, /AdminFeedback). One row per message, with
 * its reference (FB and 10 random digits, unique: a clash is drawn again), what the sender
 * typed, the language of the page it came from, and whether the acknowledgement SMS went out.
 * No address of the sender is kept: the per-network limit counts in rate_limit_hits. Times
 * are epoch milliseconds, like job_leases and payment_sms.
 *
 * The one writer of each table (issue 26 §3, test/unit/tableOwners.test.ts):
 * Owner of feedback: server/services/feedback
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('feedback', (t) => {
    t.increments('id').primary()
    t.string('reference', 12).notNullable().unique('feedback_reference_unique')
    t.string('name', 100).notNullable()
    t.string('mobile', 10)
    t.string('email', 200)
    t.string('topic', 20).notNullable()
    t.string('page', 200)
    t.text('message').notNullable()
    t.string('locale', 2).notNullable().checkIn(['en', 'as'], 'feedback_locale_check')
    t.bigInteger('created_at').notNullable()
    /** none: no mobile given; due: written, not yet sent; sent; failed: the gateway refused (the reference was shown on the page) */
    t.string('sms_state', 8).notNullable().defaultTo('none').checkIn(['none', 'due', 'sent', 'failed'], 'feedback_sms_state_check')
    t.bigInteger('sms_sent_at')
    // the admin list: newest first
    t.index(['created_at', 'id'], 'feedback_created_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('feedback')
}
