import type { Knex } from 'knex'

/**
 * The BBPS biller interface (ADR 023, docs/bbps.md): one row per payment posting an operating
 * unit made, accepted or rejected, keyed by its transaction reference (unique: the same
 * reference is answered from this row, never posted twice). An accepted posting also has its
 * row in the ledger (`payments`, channel BBPS, txn_id 'BBPS-' + the reference), written in the
 * same transaction; `payment_id` points at it. Money is integer paise; times ISO text UTC
 * (fixed width, compared as text), like the ledger (ADR 005, ADR 006).
 *
 * The one writer of each table (issue 26 §3, test/unit/tableOwners.test.ts):
 * Owner of bbps_payments: server/services/bbps
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('bbps_payments', (t) => {
    t.increments('id').primary()
    /** the operating unit's transaction reference */
    t.string('txn_ref', 40).notNullable().unique('bbps_payments_txn_ref_uq')
    t.string('ou_id', 40).notNullable()
    /** SHA-256 (hex) of the normalised request body: the same reference with another body is refused */
    t.string('request_hash', 64).notNullable()
    /** as sent (an unknown consumer has no consumer_id) */
    t.string('consumer_no', 12).notNullable()
    t.integer('consumer_id').references('id').inTable('consumers').onDelete('SET NULL')
    t.string('bill_no', 24).notNullable()
    t.integer('bill_id').references('id').inTable('bills').onDelete('SET NULL')
    t.integer('amount').notNullable()
    t.string('payment_mode', 24).notNullable()
    /** when the customer paid the operating unit (its time, ISO UTC) */
    t.string('ou_paid_at', 30).notNullable()
    /** when we answered (ISO UTC): the reconciliation file of an India date lists the postings of that day */
    t.string('posted_at', 30).notNullable()
    t.string('status', 10).notNullable().checkIn(['ACCEPTED', 'REJECTED'], 'bbps_payments_status_check')
    /** why a posting was rejected (shared/payments/bbps.ts BBPS_REJECT_REASONS); null when accepted */
    t.string('reason', 24)
    /** the amount that would have been accepted (an AMOUNT_MISMATCH) */
    t.integer('expected_amount')
    t.string('receipt_no', 32)
    t.integer('payment_id').references('id').inTable('payments').onDelete('SET NULL')
    t.check('amount > 0', [], 'bbps_payments_amount_check')
    t.check("status <> 'ACCEPTED' or receipt_no is not null", [], 'bbps_payments_receipt_check')
    t.index(['posted_at'], 'bbps_payments_posted_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('bbps_payments')
}
