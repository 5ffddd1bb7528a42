import type { Knex } from 'knex'

/**
 * The SMS after a payment or a recharge (issue 9 §3): one row per paid order, written in the
 * settling transaction (so a paid order always has one, and only the transaction that settled
 * it writes it) and delivered after the commit. Delivering claims the row with a conditional
 * update, so a second settlement attempt, a second process or the retry job never sends it
 * again. The row keeps no text: the token stays in `recharges` and the message is rebuilt
 * from the ledger for each attempt. Times are epoch milliseconds, like job_leases.
 *
 * Orders already paid when this table appears get no SMS (nobody is told twice about an old
 * payment): they simply have no row.
 *
 * The one writer of each table (issue 26 §3, test/unit/tableOwners.test.ts):
 * Owner of payment_sms: server/services/payments/receiptSms.ts
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payment_sms', (t) => {
    t.string('order_id', 24).primary()
    /**
     * due: written with the payment, not yet tried; sending: claimed by one process;
     * sent; failed: the gateway refused or did not answer, retried from next_attempt_at;
     * skipped: no valid registered mobile; abandoned: too many failed attempts
     */
    t.string('state', 12).notNullable().defaultTo('due').checkIn(['due', 'sending', 'sent', 'failed', 'skipped', 'abandoned'], 'payment_sms_state_check')
    t.integer('attempts').notNullable().defaultTo(0)
    t.bigInteger('created_at').notNullable()
    t.bigInteger('next_attempt_at')
    t.bigInteger('claimed_at')
    t.bigInteger('sent_at')
    /** why the last attempt failed (our words: never the message or the gateway's answer) */
    t.string('error', 120)
    t.index(['state', 'next_attempt_at'], 'payment_sms_state_next_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('payment_sms')
}
