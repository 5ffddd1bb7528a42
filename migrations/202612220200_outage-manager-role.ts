import type { Knex } from 'knex'

/**
 * The admin role `outage_manager` (issue 13: outages and planned shutdowns). 202612200100 made
 * the role check of `admin_user_roles` from the ADMIN_ROLES constant of its day, so a database
 * created before this role existed refuses it; this migration widens the check there (a fresh
 * database already has it, and gets the same check again).
 *
 * The lists are written out here, not read from ADMIN_ROLES, so the migration means the same
 * whatever roles come later (each new role brings its own migration).
 *
 * PostgreSQL drops the constraint and adds the wider one. SQLite cannot change a CHECK with
 * ALTER TABLE, so the table is rebuilt (sqlite.org/lang_altertable: a new table, the rows
 * copied, the old one dropped, the new one renamed). No table has a foreign key to
 * `admin_user_roles`, so the rebuild touches nothing else. `down` takes the role from the users
 * holding it, then narrows the check again.
 */
const ROLES_BEFORE = ['super_admin', 'content_editor', 'tender_manager', 'complaint_officer', 'dc_operator']
const ROLES_AFTER = [...ROLES_BEFORE, 'outage_manager']
const CHECK = 'admin_user_roles_role_check'

const isPostgres = (knex: Knex) => ['pg', 'postgres', 'postgresql'].includes(String(knex.client.config.client))

async function roleCheck(knex: Knex, roles: string[]): Promise<void> {
  if (isPostgres(knex)) {
    await knex.raw(`alter table admin_user_roles drop constraint if exists ${CHECK}`)
    // the role names are this file's constants (DDL takes no bound parameters)
    await knex.raw(`alter table admin_user_roles add constraint ${CHECK} check (role in (${roles.map((r) => `'${r}'`).join(', ')}))`)
    return
  }
  await knex.schema.createTable('admin_user_roles_next', (t) => {
    t.integer('admin_user_id').notNullable().references('id').inTable('admin_users').onDelete('CASCADE')
    t.string('role', 32).notNullable().checkIn(roles, CHECK)
    t.primary(['admin_user_id', 'role'])
  })
  await knex.raw('insert into admin_user_roles_next (admin_user_id, role) select admin_user_id, role from admin_user_roles')
  await knex.schema.dropTable('admin_user_roles')
  await knex.schema.renameTable('admin_user_roles_next', 'admin_user_roles')
}

export async function up(knex: Knex): Promise<void> {
  await roleCheck(knex, ROLES_AFTER)
}

export async function down(knex: Knex): Promise<void> {
  await knex('admin_user_roles').where('role', 'outage_manager').delete()
  await roleCheck(knex, ROLES_BEFORE)
}
