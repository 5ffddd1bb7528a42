import type { Knex } from 'knex'

/**
 * Consumer registration (issue 10 §3, /ConsumerRegistration): one row each time a mobile is
 * linked to a consumer number on the website, how it was proven (`otp_on_record`: an OTP to the
 * mobile already on record; `bill_amount`: the exact amount of the last bill, then an OTP to
 * the new mobile), when, and the first login that follows: `first_login_at` is null until
 * the mobile signs in for the first time (that login is answered `type: 'new'`), and
 * `welcomed_at` until the dashboard has shown its welcome once. `(mobile)` is the login's
 * lookup; `(consumer_no)` the registration's.
 *
 * The one writer of each table (issue 26 §3, test/unit/tableOwners.test.ts):
 * Owner of consumer_registrations: server/services/applications/registration.ts
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('consumer_registrations', (t) => {
    t.increments('id').primary()
    t.string('consumer_no', 12).notNullable()
    t.string('mobile', 10).notNullable()
    t.string('method', 16).notNullable().checkIn(['otp_on_record', 'bill_amount'], 'consumer_registrations_method_check')
    t.bigInteger('registered_at').notNullable()
    t.bigInteger('first_login_at')
    t.bigInteger('welcomed_at')
    t.unique(['consumer_no', 'mobile'], { indexName: 'consumer_registrations_uq' })
    t.index(['mobile'], 'consumer_registrations_mobile_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('consumer_registrations')
}
