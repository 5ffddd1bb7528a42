import type { Knex } from 'knex'

/**
 * The outage records in Assamese (issue 23 §3: no English on an Assamese page), like
 * `planned_shutdowns.reason_as`:
 * - `feeders.name_as`, `feeders.substation_as`: the feeder's and its substation's names as the
 *   Assamese pages show them (/AS_EodbOutageDashboard, /AS_ShutdownNotices);
 * - `outage_events.cause_as`: the cause in Assamese, given by the outage manager (or a CSV
 *   import's `cause_as` column) beside the English one.
 * Null for the rows already there: an Assamese page then shows the English text, marked
 * lang="en", until someone gives the Assamese.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('feeders', (t) => {
    t.string('name_as', 120).nullable()
    t.string('substation_as', 120).nullable()
  })
  await knex.schema.alterTable('outage_events', (t) => {
    t.string('cause_as', 300).nullable()
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('outage_events', (t) => {
    t.dropColumn('cause_as')
  })
  await knex.schema.alterTable('feeders', (t) => {
    t.dropColumn('substation_as')
    t.dropColumn('name_as')
  })
}
