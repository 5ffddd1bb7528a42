import type { Knex } from 'knex'

/**
 * Job leases (issue 8 §4): a scheduled job (reconciliation, later escalations and alerts)
 * runs in one process at a time across every worker and server. The holder renews its row
 * before `expires_at`; a holder that dies stops renewing and another takes the lease over
 * once it has expired. Times are epoch milliseconds (bigint) like the session tables.
 *
 * The one writer of each table (issue 26 §3, test/unit/tableOwners.test.ts):
 * Owner of job_leases: server/services/jobLeases.ts
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('job_leases', (t) => {
    t.string('name', 100).primary()
    t.string('holder', 200).notNullable()
    t.bigInteger('acquired_at').notNullable()
    t.bigInteger('expires_at').notNullable()
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('job_leases')
}
