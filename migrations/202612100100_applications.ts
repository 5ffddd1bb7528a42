import type { Knex } from 'knex'
import { WORK_KINDS, WORK_STATES } from '#shared/workflow/rules'

/**
 * Applications and complaints (issue 10): one workflow for both.
 *
 * `work_items`: one row per application (AP…) or complaint ticket (CM…): its kind, state,
 * the applicant's mobile (the status lookup's second half), the consumer number when it
 * concerns one, the form's fields as JSON (`data`), the fee, the deadline shown (`due_at`, epoch
 * ms, null when the state has none), when the escalation job acts next (`escalate_at`), the
 * officer level it has climbed to (`level`, one per escalation), and for complaints the category, urgency, rating and
 * resolution time. `(work_no)` is the lookup; `(escalate_at)` the escalation job's scan.
 *
 * `work_events`: the history, one row per change (state, when, who: consumer, system or an
 * officer id, and a note). `work_files`: the uploaded documents (server-made storage keys
 * under private/, never served by the public files route).
 *
 * `service_cost_rules`: the cost estimate's table (reference data, also in production:
 * the admin area edits it). `ots_rules`: the one-time settlement schemes.
 * `consumers` gains the TAN (Sec 194Q) and the municipal holding number.
 *
 * The one writer of each table (issue 26 §3, test/unit/tableOwners.test.ts):
 * Owner of work_items: server/services/workflow
 * Owner of work_events: server/services/workflow
 * Owner of work_files: server/services/workflow
 * Owner of service_cost_rules: server/services/admin/rules.ts
 * Owner of ots_rules: server/services/admin/rules.ts
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('work_items', (t) => {
    t.increments('id').primary()
    t.string('work_no', 12).notNullable().unique('work_items_no_uq')
    t.string('kind', 24)
      .notNullable()
      .checkIn([...WORK_KINDS], 'work_items_kind_check')
    t.string('state', 24)
      .notNullable()
      .checkIn([...WORK_STATES], 'work_items_state_check')
    t.string('mobile', 10).notNullable()
    t.string('consumer_no', 12)
    t.string('applicant_name', 200).notNullable()
    t.string('locale', 2).notNullable().defaultTo('en')
    t.text('data').notNullable()
    t.string('area_class', 16)
    t.string('district', 40)
    t.integer('fee_paise').notNullable().defaultTo(0)
    t.string('fee_order_id', 64)
    t.string('fee_receipt_no', 64)
    t.bigInteger('fee_paid_at')
    t.string('category', 32)
    t.string('subcategory', 32)
    t.boolean('urgent').notNullable().defaultTo(false)
    t.integer('rating')
    t.integer('reopen_count').notNullable().defaultTo(0)
    t.bigInteger('resolved_at')
    /** the deadline the citizen is shown: the current state's (a new connection: the release deadline) */
    t.bigInteger('due_at')
    /** when the escalation job acts next (null: nothing to escalate: final, the applicant's move, top level) */
    t.bigInteger('escalate_at')
    t.integer('level').notNullable().defaultTo(0)
    t.string('assigned_to', 64)
    t.bigInteger('created_at').notNullable()
    t.bigInteger('updated_at').notNullable()
    t.check('rating is null or rating between 1 and 5', [], 'work_items_rating_check')
    t.index(['mobile'], 'work_items_mobile_idx')
    t.index(['consumer_no', 'kind'], 'work_items_consumer_idx')
    t.index(['escalate_at'], 'work_items_escalate_idx')
    t.index(['kind', 'state', 'created_at'], 'work_items_queue_idx')
  })

  // one open request of a kind per consumer number (a change, a settlement, a scheme): the
  // services check first and word it; this index decides when two arrive at the same instant
  await knex.raw(
    "create unique index work_items_one_open_uq on work_items (consumer_no, kind) where consumer_no is not null and kind <> 'complaint' and state not in ('completed', 'rejected', 'closed')",
  )

  await knex.schema.createTable('work_events', (t) => {
    t.increments('id').primary()
    t.integer('item_id').notNullable().references('id').inTable('work_items').onDelete('CASCADE')
    t.string('state', 24).notNullable()
    t.string('actor_type', 16).notNullable().checkIn(['consumer', 'system', 'officer'], 'work_events_actor_check')
    t.string('actor_id', 64)
    /** what happened: created, state, assigned, note, escalated, paid, rated, reopened */
    t.string('action', 16).notNullable()
    t.string('note', 1000)
    t.bigInteger('at').notNullable()
    t.index(['item_id', 'id'], 'work_events_item_idx')
  })

  await knex.schema.createTable('work_files', (t) => {
    t.increments('id').primary()
    t.integer('item_id').notNullable().references('id').inTable('work_items').onDelete('CASCADE')
    t.string('slot', 24).notNullable()
    t.string('storage_key', 200).notNullable().unique('work_files_key_uq')
    t.string('content_type', 40).notNullable()
    t.integer('bytes').notNullable()
    t.string('sha256', 64).notNullable()
    t.bigInteger('created_at').notNullable()
    t.index(['item_id'], 'work_files_item_idx')
  })

  await knex.schema.createTable('service_cost_rules', (t) => {
    t.increments('id').primary()
    t.string('category', 24).notNullable()
    t.string('phase', 1).notNullable().checkIn(['1', '3'], 'service_cost_rules_phase_check')
    t.double('max_load_kw').notNullable()
    t.integer('application_fee_paise').notNullable()
    t.integer('connection_charge_paise').notNullable()
    t.integer('security_per_kw_paise').notNullable()
    t.integer('line_per_metre_paise').notNullable()
    t.integer('free_metres').notNullable()
    t.unique(['category', 'phase', 'max_load_kw'], { indexName: 'service_cost_rules_uq' })
  })
  // rupees; application fee, connection charge, security deposit per kW, line per metre beyond 30 m
  const R = (category: string, phase: '1' | '3', max: number, app: number, conn: number, sec: number, line: number) => ({
    category,
    phase,
    max_load_kw: max,
    application_fee_paise: app * 100,
    connection_charge_paise: conn * 100,
    security_per_kw_paise: sec * 100,
    line_per_metre_paise: line * 100,
    free_metres: 30,
  })
  await knex('service_cost_rules').insert([
    R('domestic', '1', 2, 50, 500, 300, 150),
    R('domestic', '1', 7, 100, 1000, 400, 150),
    R('domestic', '3', 49.9, 200, 2500, 400, 250),
    R('commercial', '1', 7, 200, 1500, 700, 150),
    R('commercial', '3', 49.9, 300, 3500, 700, 250),
    R('industrial', '1', 7, 300, 2000, 900, 150),
    R('industrial', '3', 49.9, 500, 5000, 900, 250),
    R('agriculture', '1', 7, 50, 500, 150, 100),
    R('agriculture', '3', 49.9, 100, 1500, 150, 200),
    R('institutional', '1', 7, 200, 1500, 600, 150),
    R('institutional', '3', 49.9, 300, 3500, 600, 250),
  ])

  await knex.schema.createTable('ots_rules', (t) => {
    t.increments('id').primary()
    t.string('code', 24).notNullable().unique('ots_rules_code_uq')
    /** arrears at least this many months old qualify */
    t.integer('min_arrear_months').notNullable()
    /** share of the late-payment surcharge waived, percent */
    t.integer('surcharge_waiver_pct').notNullable()
    t.integer('max_instalments').notNullable()
    /** the smallest arrear (principal) the scheme takes, paise */
    t.integer('min_arrear_paise').notNullable()
    t.string('valid_from', 10).notNullable()
    t.string('valid_to', 10).notNullable()
  })
  await knex('ots_rules').insert([
    { code: 'OTS-A', min_arrear_months: 6, surcharge_waiver_pct: 100, max_instalments: 1, min_arrear_paise: 100_000, valid_from: '2026-04-01', valid_to: '2027-03-31' },
    { code: 'OTS-B', min_arrear_months: 3, surcharge_waiver_pct: 50, max_instalments: 6, min_arrear_paise: 50_000, valid_from: '2026-04-01', valid_to: '2027-03-31' },
  ])

  await knex.schema.alterTable('consumers', (t) => {
    t.string('tan', 10)
    t.string('holding_no', 40)
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('consumers', (t) => {
    t.dropColumn('tan')
    t.dropColumn('holding_no')
  })
  await knex.schema.dropTableIfExists('ots_rules')
  await knex.schema.dropTableIfExists('service_cost_rules')
  await knex.schema.dropTableIfExists('work_files')
  await knex.schema.dropTableIfExists('work_events')
  await knex.schema.dropTableIfExists('work_items')
}
