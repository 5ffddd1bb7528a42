import type { Knex } from 'knex'

/**
 * SMS outbox, OTP challenges and database-backed rate-limit counters (issue 3 §2).
 * Times are epoch milliseconds (bigint) so an injected clock and both dialects agree.
 *
 * The one writer of each table (issue 26 §3, test/unit/tableOwners.test.ts):
 * Owner of sms_outbox: server/adapters/sms
 * Owner of otp_challenges: server/services/otp.ts
 * Owner of rate_limit_hits: server/services/rateLimit.ts
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sms_outbox', (t) => {
    t.increments('id').primary()
    t.string('mobile', 10).notNullable()
    t.string('text', 500).notNullable()
    t.string('template_id', 30)
    t.bigInteger('created_at').notNullable()
    t.index(['mobile', 'created_at'], 'sms_outbox_mobile_idx')
  })

  await knex.schema.createTable('otp_challenges', (t) => {
    t.increments('id').primary()
    t.string('mobile', 10).notNullable()
    t.string('purpose', 32).notNullable()
    t.string('code_hash', 64).notNullable()
    t.bigInteger('created_at').notNullable()
    t.bigInteger('expires_at').notNullable()
    t.integer('attempts').notNullable().defaultTo(0)
    t.bigInteger('consumed_at')
    t.bigInteger('voided_at')
    t.index(['mobile', 'purpose', 'created_at'], 'otp_challenges_mobile_idx')
    t.index(['mobile', 'created_at'], 'otp_challenges_sends_idx')
  })

  await knex.schema.createTable('rate_limit_hits', (t) => {
    t.string('key', 200).notNullable()
    t.integer('window_ms').notNullable()
    t.bigInteger('window_start').notNullable()
    t.integer('count').notNullable().defaultTo(0)
    t.unique(['key', 'window_ms', 'window_start'], { indexName: 'rate_limit_hits_key_uq' })
    t.index(['window_start'], 'rate_limit_hits_window_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('rate_limit_hits')
  await knex.schema.dropTableIfExists('otp_challenges')
  await knex.schema.dropTableIfExists('sms_outbox')
}
