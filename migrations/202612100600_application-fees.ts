import type { Knex } from 'knex'

/**
 * Application fees through the payment gateway (issue 10 §3, ADR 018): a payment order may pay
 * the fee of an application (`purpose` 'application', `work_item_id` the application) instead
 * of a bill or a prepaid recharge of a consumer, so `consumer_id` becomes nullable.
 *
 *   - purpose in ('bill', 'recharge', 'application')
 *   - consumer_id null only for an application fee; work_item_id set exactly for one
 *   - at most one order per application that is open (CREATED, PENDING) or PAID: a partial
 *     unique index, so two tabs (or two processes) cannot make two orders for one fee and a
 *     paid fee is never paid again
 *
 * PostgreSQL alters the table in place. SQLite cannot drop a CHECK constraint or a NOT NULL
 * with ALTER TABLE, so there the table is rebuilt (the procedure of sqlite.org/lang_altertable:
 * a new table, the rows copied, the old one dropped, the new one renamed, its indexes made
 * again). No table has a foreign key to payment_orders, so the rebuild touches nothing else.
 */

const PURPOSES_BEFORE = ['bill', 'recharge']
const PURPOSES_AFTER = ['bill', 'recharge', 'application']
const ORDER_STATUSES = ['CREATED', 'PENDING', 'PAID', 'FAILED', 'CANCELLED']

const isPostgres = (knex: Knex) => ['pg', 'postgres', 'postgresql'].includes(String(knex.client.config.client))

/** The table as it is after (or before) this migration; indexes are made by `indexes()`. */
function columns(t: Knex.CreateTableBuilder, purposes: string[], withApplication: boolean) {
  t.increments('id').primary()
  t.string('order_id', 24).notNullable()
  t.string('idempotency_key', 64)
  t.string('request_hash', 64).notNullable()
  t.string('purpose', 16).notNullable().checkIn(purposes, 'payment_orders_purpose_check')
  const consumer = t.integer('consumer_id').references('id').inTable('consumers').onDelete('CASCADE')
  if (!withApplication) consumer.notNullable()
  t.integer('bill_id').references('id').inTable('bills').onDelete('SET NULL')
  if (withApplication) t.integer('work_item_id').references('id').inTable('work_items').onDelete('RESTRICT')
  t.integer('amount').notNullable()
  t.string('locale', 2).notNullable().defaultTo('en')
  t.string('channel', 16).notNullable().defaultTo('web')
  t.string('status', 16).notNullable().defaultTo('CREATED').checkIn(ORDER_STATUSES, 'payment_orders_status_check')
  t.string('gateway', 16).notNullable()
  t.string('gateway_txn_id', 64)
  t.string('created_at', 30).notNullable()
  t.string('updated_at', 30).notNullable()
  t.string('paid_at', 30)
  t.string('receipt_no', 32)
  t.check('amount > 0', [], 'payment_orders_amount_check')
  if (withApplication) t.check(TARGET_CHECK, [], 'payment_orders_target_check')
}

/** An application fee names its application and no consumer; a bill or recharge names its consumer and no application. */
const TARGET_CHECK = "(purpose = 'application' and work_item_id is not null and consumer_id is null) or (purpose <> 'application' and work_item_id is null and consumer_id is not null)"

const COPIED = [
  'id',
  'order_id',
  'idempotency_key',
  'request_hash',
  'purpose',
  'consumer_id',
  'bill_id',
  'amount',
  'locale',
  'channel',
  'status',
  'gateway',
  'gateway_txn_id',
  'created_at',
  'updated_at',
  'paid_at',
  'receipt_no',
]

async function indexes(knex: Knex, withApplication: boolean) {
  await knex.schema.alterTable('payment_orders', (t) => {
    t.unique(['order_id'], { indexName: 'payment_orders_order_id_uq' })
    t.unique(['idempotency_key'], { indexName: 'payment_orders_idempotency_key_uq' })
    t.index(['status', 'created_at'], 'payment_orders_status_created_idx')
    t.index(['consumer_id', 'order_id'], 'payment_orders_consumer_order_idx')
    t.index(['gateway_txn_id'], 'payment_orders_gateway_txn_idx')
  })
  if (withApplication) await applicationIndex(knex)
}

/** One open or paid order per application (both dialects take a partial unique index). */
async function applicationIndex(knex: Knex) {
  await knex.raw(`create unique index payment_orders_application_uq on payment_orders (work_item_id) where work_item_id is not null and status in ('CREATED', 'PENDING', 'PAID')`)
}

/** SQLite: the table rebuilt with the given shape, every row kept. */
async function rebuildSqlite(knex: Knex, purposes: string[], withApplication: boolean) {
  await knex.schema.createTable('payment_orders_next', (t) => columns(t, purposes, withApplication))
  const list = COPIED.map((c) => `"${c}"`).join(', ')
  await knex.raw(`insert into payment_orders_next (${list}) select ${list} from payment_orders`)
  await knex.schema.dropTable('payment_orders')
  await knex.schema.renameTable('payment_orders_next', 'payment_orders')
  await indexes(knex, withApplication)
}

export async function up(knex: Knex): Promise<void> {
  if (isPostgres(knex)) {
    await knex.raw('alter table payment_orders drop constraint payment_orders_purpose_check')
    await knex.raw(`alter table payment_orders add constraint payment_orders_purpose_check check (purpose in (${PURPOSES_AFTER.map((p) => `'${p}'`).join(', ')}))`)
    await knex.raw('alter table payment_orders alter column consumer_id drop not null')
    await knex.schema.alterTable('payment_orders', (t) => {
      t.integer('work_item_id').references('id').inTable('work_items').onDelete('RESTRICT')
    })
    await knex.raw(`alter table payment_orders add constraint payment_orders_target_check check (${TARGET_CHECK})`)
    await applicationIndex(knex)
    return
  }
  await rebuildSqlite(knex, PURPOSES_AFTER, true)
}

export async function down(knex: Knex): Promise<void> {
  // application fees cannot be kept in the old shape: they go (their events and SMS rows are keyed by order id)
  await knex('payment_orders').where('purpose', 'application').del()
  if (isPostgres(knex)) {
    await knex.raw('drop index if exists payment_orders_application_uq')
    await knex.raw('alter table payment_orders drop constraint payment_orders_target_check')
    await knex.schema.alterTable('payment_orders', (t) => t.dropColumn('work_item_id'))
    await knex.raw('alter table payment_orders alter column consumer_id set not null')
    await knex.raw('alter table payment_orders drop constraint payment_orders_purpose_check')
    await knex.raw(`alter table payment_orders add constraint payment_orders_purpose_check check (purpose in (${PURPOSES_BEFORE.map((p) => `'${p}'`).join(', ')}))`)
    return
  }
  await rebuildSqlite(knex, PURPOSES_BEFORE, false)
}
