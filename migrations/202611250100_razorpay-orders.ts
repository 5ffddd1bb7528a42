import type { Knex } from 'knex'

/**
 * Razorpay (ADR 014): the Razorpay order made for each of our payment orders, so that asking
 * for the checkout again (an idempotent replay) reuses it, and a return leg or webhook that
 * names a Razorpay order finds ours. One row per order of ours, one per Razorpay order.
 *
 * The one writer of each table (issue 26 §3, test/unit/tableOwners.test.ts):
 * Owner of razorpay_orders: server/adapters/payment/razorpay.ts
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('razorpay_orders', (t) => {
    t.increments('id').primary()
    t.string('order_id', 24).notNullable().unique('razorpay_orders_order_id_uq')
    /** Razorpay's id, 'order_' + 14 characters */
    t.string('razorpay_order_id', 40).notNullable().unique('razorpay_orders_rzp_id_uq')
    /** paise, as sent to Razorpay */
    t.integer('amount').notNullable()
    t.string('created_at', 30).notNullable()
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('razorpay_orders')
}
