/**
 * The LT new connection (/ApplyNewConn) and the service cost estimate (/EstimateServiceCost):
 * the forms' schemas and the cost rule both sides apply (issue 10 §3). The rule rows live in
 * the database (service_cost_rules) so the admin area can edit them; the arithmetic is here.
 */
import { z } from 'zod'
import { AREA_CLASSES } from '../rules'
import { choice, decimal, district, email, mobile, mustTick, optionalHoldingNo, personName, pinCode, text } from '../../input/schema'
import { CONNECTION_CATEGORIES, PHASES, type ConnectionCategory } from './rules'

// the choices and the file slots, without zod, for the page (shared/workflow/forms/rules.ts)
export { CONNECTION_CATEGORIES, NEW_CONNECTION_FILES, PHASES, type ConnectionCategory } from './rules'

/** LT supply ends at 50 kW; above 7 kW the supply is three-phase. */
export const LT_MAX_LOAD_KW = 49.9
export const SINGLE_PHASE_MAX_KW = 7

/** The distance from the nearest pole, in metres, that the estimate takes (beyond it: a line extension). */
export const MAX_DISTANCE_M = 1000

const load = decimal({ min: 0.1, max: LT_MAX_LOAD_KW, empty: 'loadEmpty', invalid: 'loadInvalid', range: 'loadRange' })
const distance = decimal({ min: 0, max: MAX_DISTANCE_M, empty: 'distanceEmpty', invalid: 'distanceInvalid', range: 'distanceRange' })

const phaseFitsLoad = (v: { phase: string; loadKw: number }) => v.phase === '3' || v.loadKw <= SINGLE_PHASE_MAX_KW
const phaseProblem = { error: 'phaseForLoad', path: ['phase'] }

/** The estimate's question: category, load, phase and distance. */
export const costEstimateSchema = z
  .object({
    category: choice(CONNECTION_CATEGORIES, 'categoryEmpty'),
    loadKw: load,
    phase: choice(PHASES, 'phaseEmpty'),
    distanceM: distance,
  })
  .refine(phaseFitsLoad, phaseProblem)
export type CostEstimateInput = z.output<typeof costEstimateSchema>

/** The application's text fields (the two documents come as files: identity, occupancy). */
export const newConnectionSchema = z
  .object({
    applicantName: personName,
    guardianName: personName,
    mobile,
    email,
    category: choice(CONNECTION_CATEGORIES, 'categoryEmpty'),
    loadKw: load,
    phase: choice(PHASES, 'phaseEmpty'),
    address: text({ min: 5, max: 300, empty: 'addressEmpty', invalid: 'addressInvalid' }),
    district,
    pinCode,
    holdingNo: optionalHoldingNo,
    areaClass: choice(AREA_CLASSES, 'areaClassEmpty'),
    distanceM: distance,
    declaration: mustTick('declarationRequired'),
  })
  .refine(phaseFitsLoad, phaseProblem)
export type NewConnectionInput = z.output<typeof newConnectionSchema>

/** One row of the cost rule table: what a category and phase pay up to a load. */
export interface CostRule {
  category: ConnectionCategory
  phase: '1' | '3'
  /** the rule applies to loads up to this (kW); the first row whose bound covers the load wins */
  maxLoadKw: number
  applicationFeePaise: number
  connectionChargePaise: number
  securityPerKwPaise: number
  /** the service line beyond `freeMetres`, per metre */
  linePerMetrePaise: number
  freeMetres: number
}

export interface CostLine {
  item: 'applicationFee' | 'connectionCharge' | 'securityDeposit' | 'lineExtension'
  paise: number
}

export interface CostEstimate {
  lines: CostLine[]
  totalPaise: number
  /** the fee paid online with the application (the application fee and the connection charge) */
  payNowPaise: number
}

/** The rule of a category, phase and load (the tightest band that covers the load), or null. */
export function ruleFor(rules: readonly CostRule[], input: Pick<CostEstimateInput, 'category' | 'phase' | 'loadKw'>): CostRule | null {
  return rules.filter((r) => r.category === input.category && r.phase === input.phase && input.loadKw <= r.maxLoadKw).sort((a, b) => a.maxLoadKw - b.maxLoadKw)[0] ?? null
}

/** The estimate: security deposit per kW (whole kW, rounded up), line extension beyond the free metres. */
export function estimateCost(rule: CostRule, input: Pick<CostEstimateInput, 'loadKw' | 'distanceM'>): CostEstimate {
  const lines: CostLine[] = [
    { item: 'applicationFee', paise: rule.applicationFeePaise },
    { item: 'connectionCharge', paise: rule.connectionChargePaise },
    { item: 'securityDeposit', paise: rule.securityPerKwPaise * Math.ceil(input.loadKw) },
    { item: 'lineExtension', paise: rule.linePerMetrePaise * Math.max(0, Math.ceil(input.distanceM) - rule.freeMetres) },
  ]
  const totalPaise = lines.reduce((s, l) => s + l.paise, 0)
  return { lines, totalPaise, payNowPaise: totalPaise }
}
