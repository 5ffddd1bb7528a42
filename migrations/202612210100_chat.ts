import type { Knex } from 'knex'

/**
 * The chat assistant (issue 12).
 *
 * `chat_sessions`: one row per OTP-validated chat, bound to the consumer number it was opened
 * for. The token itself is never stored, only its SHA-256 (like consumer_sessions). `mobile`
 * is the registered mobile the OTP went to; `pending_mobile` the new number of a mobile update
 * while its OTP is awaited. Times are epoch milliseconds (bigint) like the other session and
 * OTP tables, so an injected clock works; `ended_at` is set by 'exit' (and by nothing else:
 * idle and absolute expiry follow from the times).
 *
 * `consumer_contact_changes`: one row per change of a consumer's mobile or e-mail, written in
 * the transaction of the change: the old value masked (a mobile's last four digits, an
 * e-mail's first letter and domain), the new value, the channel ('chat') and the chat session.
 *
 * The one writer of each table (issue 26 §3, test/unit/tableOwners.test.ts):
 * Owner of chat_sessions: server/services/chat
 * Owner of consumer_contact_changes: server/services/chat
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('chat_sessions', (t) => {
    t.increments('id').primary()
    t.string('token_hash', 64).notNullable()
    t.string('consumer_no', 12).notNullable()
    t.string('mobile', 10).notNullable()
    t.string('pending_mobile', 10)
    t.bigInteger('created_at').notNullable()
    t.bigInteger('last_seen_at').notNullable()
    t.bigInteger('ended_at')
    t.unique(['token_hash'], { indexName: 'chat_sessions_token_uq' })
    t.index(['consumer_no'], 'chat_sessions_consumer_idx')
  })

  await knex.schema.createTable('consumer_contact_changes', (t) => {
    t.increments('id').primary()
    t.string('consumer_no', 12).notNullable()
    t.string('field', 16).notNullable().checkIn(['mobile', 'email'], 'consumer_contact_changes_field_check')
    t.string('old_value', 200)
    t.string('new_value', 200).notNullable()
    t.string('channel', 16).notNullable()
    t.integer('chat_session_id').references('id').inTable('chat_sessions').onDelete('SET NULL')
    t.bigInteger('changed_at').notNullable()
    t.index(['consumer_no', 'changed_at'], 'consumer_contact_changes_consumer_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('consumer_contact_changes')
  await knex.schema.dropTableIfExists('chat_sessions')
}
