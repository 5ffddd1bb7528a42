/**
 * The service cost rule table (service_cost_rules, issue 10 §3): read from the database, so
 * the admin area can edit it; the arithmetic is shared/workflow/forms/newConnection.ts, the same for
 * /EstimateServiceCost and the fee of /ApplyNewConn.
 */
import { estimateCost, ruleFor, type CostEstimate, type CostEstimateInput, type CostRule, type ConnectionCategory } from '#shared/workflow/forms/newConnection'
import type { Db } from '../../db/knex'
import { num, type Row } from '../../db/rows'

export function createCostRules(db: Db) {
  async function rules(): Promise<CostRule[]> {
    const rows: Row[] = await db('service_cost_rules').select().orderBy(['category', 'phase', 'max_load_kw'])
    return rows.map((r) => ({
      category: r.category as ConnectionCategory,
      phase: String(r.phase) as '1' | '3',
      maxLoadKw: num(r.max_load_kw),
      applicationFeePaise: num(r.application_fee_paise),
      connectionChargePaise: num(r.connection_charge_paise),
      securityPerKwPaise: num(r.security_per_kw_paise),
      linePerMetrePaise: num(r.line_per_metre_paise),
      freeMetres: num(r.free_metres),
    }))
  }
  return {
    rules,
    /** The estimate of a checked question, or null when no rule covers it. */
    async estimate(input: CostEstimateInput): Promise<CostEstimate | null> {
      const rule = ruleFor(await rules(), input)
      return rule ? estimateCost(rule, input) : null
    },
  }
}

export type CostRules = ReturnType<typeof createCostRules>
