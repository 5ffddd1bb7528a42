import type { Knex } from 'knex'

/**
 * The admin audit log (issue 11 §4): one row per admin write, with who, when, what and the
 * values before and after (JSON text). Append-only: the application has no call that changes
 * or deletes a row, and the database refuses it too (a trigger on both databases).
 * `admin_users.sessions_after`: sessions started before this time (epoch ms) are ended, so a
 * super admin can end a user's sessions without reading the session store.
 */
const isPostgres = (knex: Knex) => ['pg', 'postgres', 'postgresql'].includes(String(knex.client.config.client))

/**
 * The one writer of each table (issue 26 §3, test/unit/tableOwners.test.ts):
 * Owner of audit_log: server/services/admin/audit.ts
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('audit_log', (t) => {
    t.increments('id').primary()
    t.bigInteger('at').notNullable()
    t.string('actor', 32).notNullable()
    t.string('action', 64).notNullable()
    t.string('entity', 64).notNullable()
    t.string('entity_id', 100)
    t.text('before_json')
    t.text('after_json')
    t.string('ip', 64)
    t.index(['at'], 'audit_log_at_idx')
    t.index(['actor', 'at'], 'audit_log_actor_idx')
    t.index(['entity', 'entity_id'], 'audit_log_entity_idx')
  })
  if (isPostgres(knex)) {
    await knex.raw(`CREATE FUNCTION audit_log_append_only() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'audit_log is append-only'; END; $$ LANGUAGE plpgsql`)
    await knex.raw(`CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`)
  } else {
    await knex.raw(`CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`)
    await knex.raw(`CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`)
  }
  await knex.schema.alterTable('admin_users', (t) => {
    t.bigInteger('sessions_after').notNullable().defaultTo(0)
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('admin_users', (t) => {
    t.dropColumn('sessions_after')
  })
  await knex.schema.dropTableIfExists('audit_log')
  if (isPostgres(knex)) {
    await knex.raw('DROP FUNCTION IF EXISTS audit_log_append_only()')
  }
}
