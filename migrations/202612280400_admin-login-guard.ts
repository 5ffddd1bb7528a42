import type { Knex } from 'knex'

/**
 * The admin lockout of issue 27 §5 (server/services/admin/accounts.ts). `checking_until`: a
 * password check of the account is in flight until then (set in the transaction that counts
 * the try, so a second check of the same account, in any process, is refused meanwhile).
 * `lock_count`: the locks since the last good login; each lock waits twice as long as the one
 * before (15 minutes, 30, 60 … at most a day) instead of lasting until a super admin lifts it.
 *
 * A lock of the old kind (`locked_until` about a century ahead) becomes a first lock of 15
 * minutes from the migration, so no account stays shut for good. `down` drops the columns;
 * a lock then lasts until its `locked_until`, as the old code reads it.
 */
const FIRST_LOCK_MS = 15 * 60_000

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('admin_users', (t) => {
    t.bigInteger('checking_until')
    t.integer('lock_count').notNullable().defaultTo(0)
  })
  const t = Date.now()
  await knex('admin_users')
    .where('locked_until', '>', t + FIRST_LOCK_MS)
    .update({ locked_until: t + FIRST_LOCK_MS, lock_count: 1 })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('admin_users', (t) => {
    t.dropColumn('lock_count')
    t.dropColumn('checking_until')
  })
}
