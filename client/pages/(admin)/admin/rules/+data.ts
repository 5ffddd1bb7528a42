import type { PageContextServer } from 'vike/types'
import type { AdminCostRule, AdminDeadlineRule, AdminOtsRule, AdminRuleTables } from '#shared/admin/contract'
import { WORK_KINDS, type WorkKind } from '#shared/workflow/rules'
import { requireAdminPage } from '#client/loaders/admin/guard.server'

export interface RulesData {
  title: string
  tables: AdminRuleTables
  /** the kind whose deadlines are listed (?dkind=, default complaints) */
  deadlineKind: WorkKind
  /** the rule opened for editing (?cost=id, ?ots=code, ?deadline=kind:key), or none */
  editing: { table: 'cost'; rule: AdminCostRule } | { table: 'ots'; rule: AdminOtsRule } | { table: 'deadline'; rule: AdminDeadlineRule } | null
  /** a ?cost, ?ots or ?deadline that named no rule */
  missing: string | null
}

/** /admin/rules (issue 11 §2): the three rule tables, one kind's deadlines, and the rule opened for editing. */
export async function data(pageContext: PageContextServer): Promise<RulesData> {
  requireAdminPage(pageContext)
  const search = pageContext.urlParsed.search
  const tables = await pageContext.services.ruleTables.tables()
  const dkind = (search.dkind ?? '').trim()
  const deadlineKind: WorkKind = (WORK_KINDS as readonly string[]).includes(dkind) ? (dkind as WorkKind) : 'complaint'
  let editing: RulesData['editing'] = null
  let missing: string | null = null
  if (search.cost) {
    const rule = tables.costRules.find((r) => String(r.id) === search.cost.trim())
    if (rule) editing = { table: 'cost', rule }
    else missing = `cost rule ${search.cost.slice(0, 20)}`
  } else if (search.ots) {
    const rule = tables.otsRules.find((r) => r.code === search.ots.trim())
    if (rule) editing = { table: 'ots', rule }
    else missing = `settlement scheme ${search.ots.slice(0, 24)}`
  } else if (search.deadline) {
    const [kind, key] = search.deadline.trim().split(':')
    const rule = tables.deadlines.find((d) => d.kind === kind && d.key === key)
    if (rule) editing = { table: 'deadline', rule }
    else missing = `deadline ${search.deadline.slice(0, 60)}`
  }
  return { title: 'Rule tables', tables, deadlineKind: editing?.table === 'deadline' ? (editing.rule.kind as WorkKind) : deadlineKind, editing, missing }
}
