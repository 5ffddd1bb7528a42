import type { Knex } from 'knex'

/**
 * Ease-of-doing-business records (issue 13; shared/eodb/contract.ts, docs/design/issue13-plan.md).
 * Times are epoch milliseconds (bigint) like every other event table, so an injected clock works.
 *
 * `circles`: the electrical circles (shared/eodb/circles.ts is the master list; seeds write it);
 *   `divisions.circle_code` puts each division in one.
 * `feeders`: the 11 kV feeders, with the customers each serves (the denominator of every index)
 *   and urban or rural. `consumers.feeder_code`: the feeder a consumer is supplied from (who gets
 *   a planned shutdown's SMS); `consumers.connected_on`: the connection date (third-party
 *   verification).
 * `outage_events`: one interruption of one feeder: planned or not, start, end (null while the
 *   supply is off), expected restoration, customers affected, cause; `shutdown_id` when it is
 *   the outage of a planned shutdown.
 * `planned_shutdowns` + `planned_shutdown_feeders`: a shutdown announced in advance; a published
 *   one appears on /ShutdownNotices and is sent by SMS. `shutdown_alerts`: one row per SMS a
 *   consumer gets for a shutdown ('published' when it is published, 'eve' the evening before);
 *   its unique key is what keeps "each consumer once" true with several job runners.
 * `service_connections`: the new service connections (applied, released, category, area class),
 *   written by the applications workflow when a new connection is applied for and released,
 *   imported from CSV, or seeded for the history.
 * `ownership_changes` and `land_mutations`: name changes and the e-Panjeeyan land-registration
 *   mutations that reached the utility: when received, when done.
 * `eodb_imports`: one row per CSV import run (what, when, rows accepted and refused).
 *
 * The one writer of each table (issue 26 §3, test/unit/tableOwners.test.ts):
 * Owner of circles: server/services/eodb
 * Owner of feeders: server/services/eodb
 * Owner of planned_shutdowns: server/services/eodb/outageAdmin.ts
 * Owner of planned_shutdown_feeders: server/services/eodb/outageAdmin.ts
 * Owner of shutdown_alerts: server/services/eodb/shutdownAlerts.ts
 * Owner of outage_events: server/services/eodb/outageAdmin.ts
 * Owner of service_connections: server/services/eodb/imports.ts
 * Owner of ownership_changes: server/services/eodb/imports.ts
 * Owner of land_mutations: server/services/eodb/imports.ts
 * Owner of eodb_imports: server/services/eodb/imports.ts
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('circles', (t) => {
    t.string('code', 8).primary()
    t.string('name', 120).notNullable()
    t.string('name_as', 120).notNullable()
    t.string('zone', 16).notNullable().checkIn(['lower', 'central', 'upper'], 'circles_zone_check')
  })

  await knex.schema.alterTable('divisions', (t) => {
    t.string('circle_code', 8).references('code').inTable('circles')
    t.index(['circle_code'], 'divisions_circle_idx')
  })

  await knex.schema.createTable('feeders', (t) => {
    t.string('code', 16).primary()
    t.string('name', 120).notNullable()
    t.string('substation', 120).notNullable()
    t.string('circle_code', 8).notNullable().references('code').inTable('circles')
    t.string('division_code', 3).notNullable().references('code').inTable('divisions')
    t.integer('customers_served').notNullable()
    t.string('area', 8).notNullable().checkIn(['urban', 'rural'], 'feeders_area_check')
    t.check('customers_served >= 0', [], 'feeders_customers_check')
    t.index(['division_code'], 'feeders_division_idx')
    t.index(['circle_code'], 'feeders_circle_idx')
  })

  await knex.schema.alterTable('consumers', (t) => {
    t.string('feeder_code', 16).references('code').inTable('feeders')
    t.string('connected_on', 10)
    t.index(['feeder_code'], 'consumers_feeder_idx')
  })

  await knex.schema.createTable('planned_shutdowns', (t) => {
    t.increments('id').primary()
    t.string('ref', 20).notNullable().unique('planned_shutdowns_ref_uq')
    t.bigInteger('starts_at').notNullable()
    t.bigInteger('ends_at').notNullable()
    t.string('reason', 500).notNullable()
    t.string('reason_as', 500)
    t.string('status', 12).notNullable().checkIn(['published', 'cancelled'], 'planned_shutdowns_status_check')
    t.string('created_by', 64).notNullable()
    t.bigInteger('published_at').notNullable()
    t.bigInteger('cancelled_at')
    t.check('ends_at > starts_at', [], 'planned_shutdowns_span_check')
    t.index(['status', 'starts_at'], 'planned_shutdowns_status_start_idx')
  })

  await knex.schema.createTable('planned_shutdown_feeders', (t) => {
    t.integer('shutdown_id').notNullable().references('id').inTable('planned_shutdowns').onDelete('CASCADE')
    t.string('feeder_code', 16).notNullable().references('code').inTable('feeders')
    t.primary(['shutdown_id', 'feeder_code'])
    t.index(['feeder_code'], 'planned_shutdown_feeders_feeder_idx')
  })

  await knex.schema.createTable('shutdown_alerts', (t) => {
    t.increments('id').primary()
    t.integer('shutdown_id').notNullable().references('id').inTable('planned_shutdowns').onDelete('CASCADE')
    t.string('consumer_no', 12).notNullable()
    t.string('kind', 12).notNullable().checkIn(['published', 'eve'], 'shutdown_alerts_kind_check')
    t.string('mobile', 10).notNullable()
    t.bigInteger('created_at').notNullable()
    t.unique(['shutdown_id', 'consumer_no', 'kind'], { indexName: 'shutdown_alerts_once_uq' })
  })

  await knex.schema.createTable('outage_events', (t) => {
    t.increments('id').primary()
    t.string('feeder_code', 16).notNullable().references('code').inTable('feeders')
    t.boolean('planned').notNullable()
    t.bigInteger('started_at').notNullable()
    t.bigInteger('ended_at')
    t.bigInteger('restore_eta')
    t.integer('customers_affected').notNullable()
    t.string('cause', 300).notNullable()
    t.integer('shutdown_id').references('id').inTable('planned_shutdowns').onDelete('SET NULL')
    t.string('source', 8).notNullable().checkIn(['admin', 'import', 'seed'], 'outage_events_source_check')
    t.string('recorded_by', 64)
    t.bigInteger('created_at').notNullable()
    t.bigInteger('updated_at').notNullable()
    t.check('customers_affected >= 0', [], 'outage_events_customers_check')
    t.check('ended_at is null or ended_at >= started_at', [], 'outage_events_span_check')
    t.index(['started_at', 'feeder_code'], 'outage_events_start_idx')
    t.index(['feeder_code', 'started_at'], 'outage_events_feeder_start_idx')
    t.index(['ended_at'], 'outage_events_end_idx')
  })

  await knex.schema.createTable('service_connections', (t) => {
    t.increments('id').primary()
    t.string('work_no', 12).unique('service_connections_work_uq')
    t.string('consumer_no', 12)
    t.string('category', 12).notNullable().checkIn(['domestic', 'commercial', 'industry', 'other'], 'service_connections_category_check')
    t.string('area_class', 16).notNullable().checkIn(['metro', 'municipal', 'rural', 'hilly'], 'service_connections_area_check')
    t.string('division_code', 3).notNullable().references('code').inTable('divisions')
    t.bigInteger('applied_at').notNullable()
    t.bigInteger('released_at')
    t.string('source', 8).notNullable().checkIn(['workflow', 'import', 'seed'], 'service_connections_source_check')
    t.check('released_at is null or released_at >= applied_at', [], 'service_connections_span_check')
    t.index(['applied_at', 'category'], 'service_connections_applied_idx')
    t.index(['released_at'], 'service_connections_released_idx')
  })

  await knex.schema.createTable('ownership_changes', (t) => {
    t.increments('id').primary()
    t.string('work_no', 12).unique('ownership_changes_work_uq')
    t.string('consumer_no', 12).notNullable()
    t.string('division_code', 3).notNullable().references('code').inTable('divisions')
    t.bigInteger('applied_at').notNullable()
    t.bigInteger('completed_at')
    t.string('source', 8).notNullable().checkIn(['workflow', 'import', 'seed'], 'ownership_changes_source_check')
    t.check('completed_at is null or completed_at >= applied_at', [], 'ownership_changes_span_check')
    t.index(['applied_at'], 'ownership_changes_applied_idx')
  })

  await knex.schema.createTable('land_mutations', (t) => {
    t.increments('id').primary()
    t.string('mutation_ref', 32).notNullable().unique('land_mutations_ref_uq')
    t.string('consumer_no', 12)
    t.string('division_code', 3).notNullable().references('code').inTable('divisions')
    t.bigInteger('received_at').notNullable()
    t.bigInteger('completed_at')
    t.string('source', 8).notNullable().checkIn(['import', 'seed', 'api'], 'land_mutations_source_check')
    t.check('completed_at is null or completed_at >= received_at', [], 'land_mutations_span_check')
    t.index(['received_at'], 'land_mutations_received_idx')
  })

  await knex.schema.createTable('eodb_imports', (t) => {
    t.increments('id').primary()
    t.string('dataset', 24).notNullable()
    t.string('file_name', 200).notNullable()
    t.integer('accepted').notNullable()
    t.integer('refused').notNullable()
    t.bigInteger('imported_at').notNullable()
  })
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['eodb_imports', 'land_mutations', 'ownership_changes', 'service_connections', 'outage_events', 'shutdown_alerts', 'planned_shutdown_feeders', 'planned_shutdowns']) {
    await knex.schema.dropTableIfExists(table)
  }
  await knex.schema.alterTable('consumers', (t) => {
    t.dropIndex(['feeder_code'], 'consumers_feeder_idx')
    t.dropForeign(['feeder_code'])
    t.dropColumn('feeder_code')
    t.dropColumn('connected_on')
  })
  await knex.schema.dropTableIfExists('feeders')
  await knex.schema.alterTable('divisions', (t) => {
    t.dropIndex(['circle_code'], 'divisions_circle_idx')
    t.dropForeign(['circle_code'])
    t.dropColumn('circle_code')
  })
  await knex.schema.dropTableIfExists('circles')
}
