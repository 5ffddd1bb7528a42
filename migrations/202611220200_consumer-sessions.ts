import type { Knex } from 'knex'

/**
 * Consumer sessions (issue 3 §3): the token itself is never stored, only its SHA-256.
 * Times are epoch milliseconds (bigint) like the OTP tables, so an injected clock works.
 *
 * The one writer of each table (issue 26 §3, test/unit/tableOwners.test.ts):
 * Owner of consumer_sessions: server/services/consumerSessions.ts
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('consumer_sessions', (t) => {
    t.increments('id').primary()
    t.string('mobile', 10).notNullable()
    t.string('token_hash', 64).notNullable()
    t.bigInteger('created_at').notNullable()
    t.bigInteger('last_seen_at').notNullable()
    t.bigInteger('expires_at').notNullable()
    t.bigInteger('revoked_at')
    t.string('user_agent', 300)
    t.string('ip', 64)
    t.unique(['token_hash'], { indexName: 'consumer_sessions_token_uq' })
    t.index(['mobile'], 'consumer_sessions_mobile_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('consumer_sessions')
}
