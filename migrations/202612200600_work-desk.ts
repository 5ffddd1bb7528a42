import type { Knex } from 'knex'
import { WORK_KINDS } from '#shared/workflow/rules'

/**
 * The complaint and application desk and the deadline rule table (issue 11 §2).
 *
 * `work_items.division_code`: the division of the item's consumer number (its first three
 * digits; null when the item names no consumer number), so the desk filters by division with
 * an index instead of a `substr` scan. Filled by the workflow service on create, backfilled here.
 *
 * `work_deadline_rules`: a super admin's overrides of the deadlines of shared/workflow/rules.ts
 * (NEW_CONNECTION_DAYS, COMPLAINT_HOURS, STATE_DEADLINE_HOURS), one row per kind and the key its
 * deadline depends on (`rule_key`: a new connection's area class, a complaint's category, any
 * other application's state), in hours. No row: the constant. The workflow service reads the
 * table when it computes a deadline, so an edit changes the deadlines set from then on.
 *
 * The one writer of each table (issue 26 §3, test/unit/tableOwners.test.ts):
 * Owner of work_deadline_rules: server/services/admin/rules.ts
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('work_items', (t) => {
    t.string('division_code', 3)
    t.index(['division_code', 'state'], 'work_items_division_idx')
  })
  await fillDivisionCodes(knex)

  await knex.schema.createTable('work_deadline_rules', (t) => {
    t.increments('id').primary()
    t.string('kind', 24)
      .notNullable()
      .checkIn([...WORK_KINDS], 'work_deadline_rules_kind_check')
    t.string('rule_key', 32).notNullable()
    t.integer('hours').notNullable()
    t.bigInteger('updated_at').notNullable()
    t.string('updated_by', 32).notNullable()
    t.unique(['kind', 'rule_key'], { indexName: 'work_deadline_rules_uq' })
    t.check('hours between 1 and 2160', [], 'work_deadline_rules_hours_check')
  })
}

/** Sets the division of every item with a consumer number and none yet (the backfill; safe to repeat). */
export async function fillDivisionCodes(knex: Knex): Promise<number> {
  return knex('work_items')
    .whereNotNull('consumer_no')
    .whereNull('division_code')
    .update({ division_code: knex.raw('substr(consumer_no, 1, 3)') })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('work_deadline_rules')
  await knex.schema.alterTable('work_items', (t) => {
    t.dropIndex(['division_code', 'state'], 'work_items_division_idx')
    t.dropColumn('division_code')
  })
}
