import type { Knex } from 'knex'

/**
 * Consumer registration's method `officer_check` (issue 27 §1): a consumer without a mobile on
 * record is no longer registered by the amount of the last bill (a public page shows it); the
 * request goes to an officer, whose approval on the work desk links the mobile and records the
 * registration with this method. `bill_amount` stays allowed for the rows made before.
 *
 * PostgreSQL drops the check and adds the wider one. SQLite cannot change a CHECK with ALTER
 * TABLE, so the table is rebuilt (a new table, the rows copied, the old one dropped, the new one
 * renamed, its indexes made again); no table has a foreign key to it. `down` narrows the check
 * again after removing the rows of the new method.
 */
const METHODS_BEFORE = ['otp_on_record', 'bill_amount']
const METHODS_AFTER = [...METHODS_BEFORE, 'officer_check']
const CHECK = 'consumer_registrations_method_check'
const COLUMNS = 'id, consumer_no, mobile, method, registered_at, first_login_at, welcomed_at'

const isPostgres = (knex: Knex) => ['pg', 'postgres', 'postgresql'].includes(String(knex.client.config.client))

async function methodCheck(knex: Knex, methods: string[]): Promise<void> {
  if (isPostgres(knex)) {
    await knex.raw(`alter table consumer_registrations drop constraint if exists ${CHECK}`)
    // the methods are this file's constants (DDL takes no bound parameters)
    await knex.raw(`alter table consumer_registrations add constraint ${CHECK} check (method in (${methods.map((m) => `'${m}'`).join(', ')}))`)
    return
  }
  await knex.schema.createTable('consumer_registrations_next', (t) => {
    t.increments('id').primary()
    t.string('consumer_no', 12).notNullable()
    t.string('mobile', 10).notNullable()
    t.string('method', 16).notNullable().checkIn(methods, CHECK)
    t.bigInteger('registered_at').notNullable()
    t.bigInteger('first_login_at')
    t.bigInteger('welcomed_at')
  })
  await knex.raw(`insert into consumer_registrations_next (${COLUMNS}) select ${COLUMNS} from consumer_registrations`)
  await knex.schema.dropTable('consumer_registrations')
  await knex.schema.renameTable('consumer_registrations_next', 'consumer_registrations')
  await knex.schema.alterTable('consumer_registrations', (t) => {
    t.unique(['consumer_no', 'mobile'], { indexName: 'consumer_registrations_uq' })
    t.index(['mobile'], 'consumer_registrations_mobile_idx')
  })
}

export async function up(knex: Knex): Promise<void> {
  await methodCheck(knex, METHODS_AFTER)
}

export async function down(knex: Knex): Promise<void> {
  await knex('consumer_registrations').where('method', 'officer_check').delete()
  await methodCheck(knex, METHODS_BEFORE)
}
