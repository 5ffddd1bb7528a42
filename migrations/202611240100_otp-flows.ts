import type { Knex } from 'knex'

/**
 * OTP send budgets (docs/security.md, "OTP sends"): each send records the budget it was
 * counted against ('public': the mobile's shared cap; 'flow': the resend budget of the
 * browser that started the flow) and the hash of that browser's flow token.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('otp_challenges', (t) => {
    t.string('budget', 8).notNullable().defaultTo('public')
    t.string('flow_hash', 64)
    t.index(['mobile', 'flow_hash', 'created_at'], 'otp_challenges_flow_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('otp_challenges', (t) => {
    t.dropIndex(['mobile', 'flow_hash', 'created_at'], 'otp_challenges_flow_idx')
  })
  await knex.schema.alterTable('otp_challenges', (t) => {
    t.dropColumn('flow_hash')
    t.dropColumn('budget')
  })
}
