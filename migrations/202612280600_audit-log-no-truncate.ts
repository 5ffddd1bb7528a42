import type { Knex } from 'knex'

/**
 * The audit log stays append-only against TRUNCATE too (issue 27 §11). Row triggers on UPDATE
 * and DELETE (202612200200_admin-audit) do not fire for TRUNCATE, which emptied the log on
 * PostgreSQL; a statement-level BEFORE TRUNCATE trigger refuses it with the same function.
 * SQLite has no TRUNCATE (its `DELETE FROM audit_log` without WHERE fires the row trigger that
 * refuses it), so nothing changes there. DROP TABLE / DROP SCHEMA fire no trigger: the test
 * helpers and a rollback still drop the table.
 */
const isPostgres = (knex: Knex) => ['pg', 'postgres', 'postgresql'].includes(String(knex.client.config.client))

export async function up(knex: Knex): Promise<void> {
  if (!isPostgres(knex)) return
  await knex.raw(`CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`)
}

export async function down(knex: Knex): Promise<void> {
  if (!isPostgres(knex)) return
  await knex.raw('DROP TRIGGER IF EXISTS audit_log_no_truncate ON audit_log')
}
