import type { Knex } from 'knex'

/**
 * Payments (ADR 008): our payment orders, the gateway events we accepted (each event id
 * once), and the sandbox gateway's own transactions. Money is integer paise; times are ISO
 * text `YYYY-MM-DDTHH:mm:ss.sssZ` (fixed width, so they compare and sort as text), like the
 * ledger's paid_at (ADR 005, ADR 006).
 *
 * The one writer of each table (issue 26 §3, test/unit/tableOwners.test.ts):
 * Owner of payment_orders: server/services/payments
 * Owner of payment_events: server/services/payments
 * Owner of sandbox_pg_transactions: server/adapters/payment/sandbox.ts
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payment_orders', (t) => {
    t.increments('id').primary()
    /** public id: 'APD' + 16 base32 characters (80 random bits) */
    t.string('order_id', 24).notNullable().unique('payment_orders_order_id_uq')
    /** the client's Idempotency-Key; released (set null) once older than a day */
    t.string('idempotency_key', 64).unique('payment_orders_idempotency_key_uq')
    /** SHA-256 (hex) of the normalised request body the key was first used with */
    t.string('request_hash', 64).notNullable()
    t.string('purpose', 16).notNullable().checkIn(['bill', 'recharge'], 'payment_orders_purpose_check')
    t.integer('consumer_id').notNullable().references('id').inTable('consumers').onDelete('CASCADE')
    t.integer('bill_id').references('id').inTable('bills').onDelete('SET NULL')
    t.integer('amount').notNullable()
    t.string('locale', 2).notNullable().defaultTo('en')
    t.string('channel', 16).notNullable().defaultTo('web')
    t.string('status', 16).notNullable().defaultTo('CREATED').checkIn(['CREATED', 'PENDING', 'PAID', 'FAILED', 'CANCELLED'], 'payment_orders_status_check')
    t.string('gateway', 16).notNullable()
    t.string('gateway_txn_id', 64)
    t.string('created_at', 30).notNullable()
    t.string('updated_at', 30).notNullable()
    t.string('paid_at', 30)
    t.string('receipt_no', 32)
    t.check('amount > 0', [], 'payment_orders_amount_check')
    t.index(['status', 'created_at'], 'payment_orders_status_created_idx')
    t.index(['consumer_id', 'order_id'], 'payment_orders_consumer_order_idx')
    t.index(['gateway_txn_id'], 'payment_orders_gateway_txn_idx')
  })

  await knex.schema.createTable('payment_events', (t) => {
    t.increments('id').primary()
    /** the gateway's event id (or 'recon:<orderId>:<status>' for a reconciliation result) */
    t.string('event_id', 96).notNullable().unique('payment_events_event_id_uq')
    t.string('order_id', 24).notNullable()
    t.string('status', 16).notNullable()
    t.string('received_at', 30).notNullable()
    /** the body exactly as received (a callback) or as fetched (reconciliation) */
    t.text('raw').notNullable()
    t.index(['order_id'], 'payment_events_order_idx')
  })

  await knex.schema.createTable('sandbox_pg_transactions', (t) => {
    t.increments('id').primary()
    t.string('gateway_txn_id', 64).notNullable().unique('sandbox_pg_txn_id_uq')
    t.string('order_id', 24).notNullable().unique('sandbox_pg_order_id_uq')
    t.string('consumer_no', 12).notNullable()
    t.integer('amount').notNullable()
    /** where the payer's browser goes back to (our payment-status page) */
    t.string('return_url', 300).notNullable()
    t.string('status', 16).notNullable().defaultTo('PENDING').checkIn(['PENDING', 'SUCCESS', 'FAILED', 'CANCELLED'], 'sandbox_pg_status_check')
    t.boolean('callback_delivered').notNullable().defaultTo(false)
    t.string('created_at', 30).notNullable()
    t.string('completed_at', 30)
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sandbox_pg_transactions')
  await knex.schema.dropTableIfExists('payment_events')
  await knex.schema.dropTableIfExists('payment_orders')
}
