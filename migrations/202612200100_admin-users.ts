import type { Knex } from 'knex'
import { ADMIN_ROLES } from '#shared/admin/roles'

/**
 * Admin users (issue 11 §1). `admin_users`: the user id, the name, the bcrypt hash (cost 12),
 * whether the account is active, and the failed logins counted in the database: the count
 * since the last good login, when the last one happened and until when the account must wait
 * (growing delays; past the lockout count `locked_until` is far ahead until a super admin
 * lifts it). `admin_user_roles`: the roles of each user (several allowed). Times are epoch ms.
 * `admin_sessions`: the admin sessions of express-session (connect-session-knex's columns).
 *
 * The one writer of each table (issue 26 §3, test/unit/tableOwners.test.ts):
 * Owner of admin_users: server/services/admin/accounts.ts
 * Owner of admin_user_roles: server/services/admin/accounts.ts
 * Owner of admin_sessions: server/http/adminSession.ts
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('admin_users', (t) => {
    t.increments('id').primary()
    t.string('user_id', 32).notNullable().unique('admin_users_user_id_uq')
    t.string('name', 100).notNullable()
    t.string('password_hash', 100).notNullable()
    t.boolean('active').notNullable().defaultTo(true)
    t.integer('failed_count').notNullable().defaultTo(0)
    t.bigInteger('last_failed_at')
    t.bigInteger('locked_until')
    t.bigInteger('password_changed_at').notNullable()
    t.bigInteger('created_at').notNullable()
    t.bigInteger('updated_at').notNullable()
  })
  await knex.schema.createTable('admin_user_roles', (t) => {
    t.integer('admin_user_id').notNullable().references('id').inTable('admin_users').onDelete('CASCADE')
    t.string('role', 32)
      .notNullable()
      .checkIn([...ADMIN_ROLES], 'admin_user_roles_role_check')
    t.primary(['admin_user_id', 'role'])
  })
  // express-session's store on this database (connect-session-knex, createTable off): its own shape
  await knex.schema.createTable('admin_sessions', (t) => {
    t.string('sid').primary()
    t.json('sess').notNullable()
    t.timestamp('expired').notNullable().index('admin_sessions_expired_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('admin_sessions')
  await knex.schema.dropTableIfExists('admin_user_roles')
  await knex.schema.dropTableIfExists('admin_users')
}
