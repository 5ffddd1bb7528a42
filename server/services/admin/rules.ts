/**
 * The rule tables of the applications (issue 11 §2: "the rule tables of earlier issues are
 * editable by a super admin", /admin/rules): the service cost table (service_cost_rules: the
 * /EstimateServiceCost estimate and the /ApplyNewConn fee), the one-time settlement schemes
 * (ots_rules) and the deadlines (work_deadline_rules: overrides of the constants of
 * shared/workflow/rules.ts, read by the workflow service whenever it sets a deadline).
 *
 * Every edit is one transaction with its audit row (before, after) and the notice that public
 * content changed (the cached pages showing the schemes and the deadlines clear). The services
 * reading these tables read them at each use, so an edit acts on the next estimate, the next
 * settlement offer and the next deadline set; deadlines already set stay.
 */
import type { AdminCostRule, AdminDeadlineRule, AdminOtsRule, AdminRuleTables } from '#shared/admin/contract'
import { deadlineKeysOf, deadlineRuleKey, defaultDeadlineHours, WORK_KINDS, type WorkKind } from '#shared/workflow/rules'
import type { Db } from '../../db/knex'
import { ConflictError, fieldError, NotFoundError } from '../../errors'
import { num, str, type Row } from '../../db/rows'
import type { ContentBus } from '../contentBus'
import type { AdminActor } from './accounts'
import type { AuditLog } from './audit'

export type CostRuleInput = Omit<AdminCostRule, 'id' | 'category' | 'phase'>
export type OtsRuleInput = Omit<AdminOtsRule, 'code'>

const rupees = (paise: unknown) => num(paise) / 100
const paise = (rupees: number) => Math.round(rupees * 100)

const costOf = (r: Row): AdminCostRule => ({
  id: num(r.id),
  category: String(r.category),
  phase: String(r.phase) as '1' | '3',
  maxLoadKw: num(r.max_load_kw),
  applicationFee: rupees(r.application_fee_paise),
  connectionCharge: rupees(r.connection_charge_paise),
  securityPerKw: rupees(r.security_per_kw_paise),
  linePerMetre: rupees(r.line_per_metre_paise),
  freeMetres: num(r.free_metres),
})

const otsOf = (r: Row): AdminOtsRule => ({
  code: String(r.code),
  minArrearMonths: num(r.min_arrear_months),
  surchargeWaiverPct: num(r.surcharge_waiver_pct),
  maxInstalments: num(r.max_instalments),
  minArrear: rupees(r.min_arrear_paise),
  validFrom: String(r.valid_from),
  validTo: String(r.valid_to),
})

/** Whether `key` is one a kind's deadline rules are kept by. */
export const isDeadlineKey = (kind: string, key: string): kind is WorkKind => (WORK_KINDS as readonly string[]).includes(kind) && deadlineKeysOf(kind as WorkKind).includes(key)

export function createRuleTables(deps: { db: Db; audit: AuditLog; contentBus: Pick<ContentBus, 'changed'>; now?: () => number }) {
  const { db, audit, contentBus } = deps
  const now = deps.now ?? Date.now

  async function deadlines(q: Db = db): Promise<AdminDeadlineRule[]> {
    const rows: Row[] = await q('work_deadline_rules').select('kind', 'rule_key', 'hours', 'updated_at', 'updated_by')
    const byKey = new Map(rows.map((r) => [deadlineRuleKey(r.kind as WorkKind, String(r.rule_key)), r]))
    return WORK_KINDS.flatMap((kind) =>
      deadlineKeysOf(kind).map((key) => {
        const row = byKey.get(deadlineRuleKey(kind, key))
        const defaultHours = defaultDeadlineHours(kind, key)
        const overrideHours = row ? num(row.hours) : null
        return { kind, key, defaultHours, overrideHours, hours: overrideHours ?? defaultHours, updatedAt: row ? num(row.updated_at) : null, updatedBy: row ? str(row.updated_by) : null }
      }),
    )
  }

  const deadlineOf = async (kind: WorkKind, key: string, q: Db = db) => (await deadlines(q)).find((d) => d.kind === kind && d.key === key) as AdminDeadlineRule

  return {
    async tables(): Promise<AdminRuleTables> {
      const [cost, ots, dl] = await Promise.all([db('service_cost_rules').select().orderBy(['category', 'phase', 'max_load_kw']), db('ots_rules').select().orderBy('code'), deadlines()])
      return { costRules: (cost as Row[]).map(costOf), otsRules: (ots as Row[]).map(otsOf), deadlines: dl }
    },

    async costRule(id: number): Promise<AdminCostRule | null> {
      const r: Row | undefined = await db('service_cost_rules').first().where('id', id)
      return r ? costOf(r) : null
    },

    async otsRule(code: string): Promise<AdminOtsRule | null> {
      const r: Row | undefined = await db('ots_rules').first().where('code', code)
      return r ? otsOf(r) : null
    },

    deadline: (kind: WorkKind, key: string) => deadlineOf(kind, key),

    /** Edits a cost rule (money in rupees); another rule of the same category, phase and load limit: 409. */
    async updateCost(id: number, input: CostRuleInput, by: AdminActor): Promise<AdminCostRule> {
      return db.transaction(async (trx) => {
        const r: Row | undefined = await trx('service_cost_rules').first().where('id', id)
        if (!r) throw new NotFoundError('No such cost rule')
        const before = costOf(r)
        const clash = await trx('service_cost_rules').first('id').where({ category: before.category, phase: before.phase, max_load_kw: input.maxLoadKw }).whereNot('id', id)
        if (clash) {
          const message = 'Another rule of this category and phase has this load limit.'
          throw new ConflictError(message, [fieldError('maxLoadKw', message)])
        }
        await trx('service_cost_rules')
          .where('id', id)
          .update({
            max_load_kw: input.maxLoadKw,
            application_fee_paise: paise(input.applicationFee),
            connection_charge_paise: paise(input.connectionCharge),
            security_per_kw_paise: paise(input.securityPerKw),
            line_per_metre_paise: paise(input.linePerMetre),
            free_metres: input.freeMetres,
          })
        const after = costOf((await trx('service_cost_rules').first().where('id', id)) as Row)
        await audit.record({ ...by, action: 'rules.cost.update', entity: 'service_cost_rule', entityId: id, before, after }, trx)
        await contentBus.changed('rules:cost', trx)
        return after
      })
    },

    /** Edits a one-time settlement scheme (the smallest arrear in rupees). */
    async updateOts(code: string, input: OtsRuleInput, by: AdminActor): Promise<AdminOtsRule> {
      return db.transaction(async (trx) => {
        const r: Row | undefined = await trx('ots_rules').first().where('code', code)
        if (!r) throw new NotFoundError('No such settlement scheme')
        const before = otsOf(r)
        await trx('ots_rules')
          .where('code', code)
          .update({
            min_arrear_months: input.minArrearMonths,
            surcharge_waiver_pct: input.surchargeWaiverPct,
            max_instalments: input.maxInstalments,
            min_arrear_paise: paise(input.minArrear),
            valid_from: input.validFrom,
            valid_to: input.validTo,
          })
        const after = otsOf((await trx('ots_rules').first().where('code', code)) as Row)
        await audit.record({ ...by, action: 'rules.ots.update', entity: 'ots_rule', entityId: code, before, after }, trx)
        await contentBus.changed('rules:ots', trx)
        return after
      })
    },

    /** Sets the deadline (hours) of a kind and key: the next deadlines set use it. */
    async setDeadline(kind: WorkKind, key: string, hours: number, by: AdminActor): Promise<AdminDeadlineRule> {
      if (!isDeadlineKey(kind, key)) throw new NotFoundError('No such deadline')
      return db.transaction(async (trx) => {
        const before = await deadlineOf(kind, key, trx)
        const t = now()
        if (before.overrideHours === null) await trx('work_deadline_rules').insert({ kind, rule_key: key, hours, updated_at: t, updated_by: by.actor.slice(0, 32) })
        else
          await trx('work_deadline_rules')
            .where({ kind, rule_key: key })
            .update({ hours, updated_at: t, updated_by: by.actor.slice(0, 32) })
        const after = await deadlineOf(kind, key, trx)
        await audit.record(
          {
            ...by,
            action: 'rules.deadline.set',
            entity: 'work_deadline_rule',
            entityId: deadlineRuleKey(kind, key),
            before: { hours: before.hours, override: before.overrideHours },
            after: { hours: after.hours, override: after.overrideHours },
          },
          trx,
        )
        await contentBus.changed('rules:deadline', trx)
        return after
      })
    },

    /** Drops the override of a kind and key: the constant applies again (nothing to drop: the rule unchanged, no audit row). */
    async resetDeadline(kind: WorkKind, key: string, by: AdminActor): Promise<AdminDeadlineRule> {
      if (!isDeadlineKey(kind, key)) throw new NotFoundError('No such deadline')
      return db.transaction(async (trx) => {
        const before = await deadlineOf(kind, key, trx)
        if (before.overrideHours === null) return before
        await trx('work_deadline_rules').where({ kind, rule_key: key }).delete()
        const after = await deadlineOf(kind, key, trx)
        await audit.record(
          {
            ...by,
            action: 'rules.deadline.reset',
            entity: 'work_deadline_rule',
            entityId: deadlineRuleKey(kind, key),
            before: { hours: before.hours, override: before.overrideHours },
            after: { hours: after.hours, override: after.overrideHours },
          },
          trx,
        )
        await contentBus.changed('rules:deadline', trx)
        return after
      })
    },

    /** The hours of every deadline that applies now, by kind and key (the public pages' deadline lists). */
    async effectiveDeadlines(): Promise<Record<string, number>> {
      const out: Record<string, number> = {}
      for (const d of await deadlines()) if (d.hours !== null) out[deadlineRuleKey(d.kind as WorkKind, d.key)] = d.hours
      return out
    },
  }
}

export type RuleTables = ReturnType<typeof createRuleTables>
