/**
 * The two schemes on a consumer's record (issue 10 §3): the late-payment surcharge waiver
 * (/SurchargeWaiver) and the voluntary load declaration (/VldScheme). Both are proven by an
 * OTP to the registered mobile. Here: the forms' schemas, the schemes' rules and the
 * arithmetic both sides run (eligibility from bills and payments; the extra security deposit
 * from the cost rule table). Money is integer paise.
 *
 * Source of the rules: issue 10 §3 (a waiver for a consumer whose surcharge came from bills
 * now paid in full and who has not defaulted since; a declaration of a higher connected load
 * without penalty while the scheme runs) and the LT limits of the new connection
 * (shared/workflow/forms/newConnection.ts: 49.9 kW, three phase above 7 kW). APDCL announces such
 * schemes by notification for a period; the dates and months below are this site's setting
 * of them for the financial year 2026-27 and change here when a notification does.
 */
import { z } from 'zod'
import type { Bill, Consumer, Payment } from '../../billing/contract'
import { consumerNo, decimal, choice, mustTick, otp } from '../../input/schema'
import { LT_MAX_LOAD_KW, PHASES, SINGLE_PHASE_MAX_KW, type ConnectionCategory, type CostRule, ruleFor } from './newConnection'

/** A scheme's window, India dates (inclusive). */
export interface SchemeWindow {
  validFrom: string
  validTo: string
}

export const SURCHARGE_WAIVER_RULES = {
  validFrom: '2026-04-01',
  validTo: '2027-03-31',
  /** the last this many months (by due date) must be free of default: every bill paid by its due date */
  cleanMonths: 6,
  /** late-paid bills due within this many months count towards the waiver */
  lookbackMonths: 24,
  /** share of the surcharge waived, percent */
  waiverPct: 100,
} as const

export const VLD_RULES = {
  validFrom: '2026-04-01',
  validTo: '2027-03-31',
} as const

export const inWindow = (w: SchemeWindow, today: string) => today >= w.validFrom && today <= w.validTo

/** An India date `months` months from `iso` (the day clamped to the month's length). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number)
  const index = y * 12 + (m - 1) + months
  const year = Math.floor(index / 12)
  const month = index - year * 12 + 1
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`
}

/** The India date of a payment's instant (ISO string). */
const indiaDay = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 10)

/** How a bill was settled: by its due date, after it (surcharge due), not yet (due date ahead), or not at all. */
export type BillStanding = 'onTime' | 'lateSettled' | 'notDue' | 'unpaid'

export interface BillStandingRow {
  billNo: string
  period: string
  dueDate: string
  surchargePaise: number
  standing: BillStanding
}

/**
 * Each bill's standing from the payments linked to it. A bill unpaid at its due date owes
 * the amount after the due date (surcharge included); when that amount was carried into the
 * next bill's arrears, it is settled when the next bill is.
 */
export function billStandings(bills: readonly Bill[], payments: readonly Payment[], today: string): BillStandingRow[] {
  const ordered = [...bills].sort((a, b) => (a.period < b.period ? -1 : a.period > b.period ? 1 : 0))
  const paid = new Map<string, { byDue: number; total: number }>()
  const dueOf = new Map(ordered.map((b) => [b.billNo, b.dueDate]))
  for (const p of payments) {
    if (!p.billNo || !dueOf.has(p.billNo)) continue
    const row = paid.get(p.billNo) ?? { byDue: 0, total: 0 }
    row.total += p.amount
    if (indiaDay(p.paidAt) <= (dueOf.get(p.billNo) as string)) row.byDue += p.amount
    paid.set(p.billNo, row)
  }
  const out: BillStandingRow[] = new Array(ordered.length)
  // newest first, so a carried bill can look at the one it was carried into
  for (let i = ordered.length - 1; i >= 0; i--) {
    const b = ordered[i]
    const { byDue, total } = paid.get(b.billNo) ?? { byDue: 0, total: 0 }
    let standing: BillStanding
    if (byDue >= b.amountBeforeDue) standing = 'onTime'
    else if (b.dueDate >= today && total < b.amountBeforeDue) standing = 'notDue'
    else if (total >= b.amountAfterDue) standing = 'lateSettled'
    else {
      const next = ordered[i + 1]
      const carried = next !== undefined && next.arrears >= b.amountAfterDue - total
      const nextSettled = carried && (out[i + 1].standing === 'onTime' || out[i + 1].standing === 'lateSettled')
      standing = nextSettled ? 'lateSettled' : 'unpaid'
    }
    out[i] = { billNo: b.billNo, period: b.period, dueDate: b.dueDate, surchargePaise: b.surcharge, standing }
  }
  return out
}

export type WaiverRefusal = 'schemeClosed' | 'noBills' | 'duesPending' | 'recentDefault' | 'noSurcharge'

export type WaiverEligibility = { eligible: true; waiverPaise: number; bills: Array<{ billNo: string; period: string; surchargePaise: number }> } | { eligible: false; reason: WaiverRefusal }

/**
 * Whether a consumer may ask for the surcharge waiver today, and how much: the surcharge of
 * the bills paid late (now settled) that fell due between `lookbackMonths` and `cleanMonths`
 * ago. Refused while the scheme is closed, for a consumer without bills (prepaid), with a
 * bill unpaid past its due date, with a bill paid late in the last `cleanMonths` months, or
 * with no surcharge to waive.
 */
export function surchargeWaiverEligibility(bills: readonly Bill[], payments: readonly Payment[], today: string, rules: typeof SURCHARGE_WAIVER_RULES = SURCHARGE_WAIVER_RULES): WaiverEligibility {
  if (!inWindow(rules, today)) return { eligible: false, reason: 'schemeClosed' }
  if (!bills.length) return { eligible: false, reason: 'noBills' }
  const rows = billStandings(bills, payments, today)
  if (rows.some((r) => r.standing === 'unpaid')) return { eligible: false, reason: 'duesPending' }
  const cleanFrom = addMonths(today, -rules.cleanMonths)
  const lookFrom = addMonths(today, -rules.lookbackMonths)
  if (rows.some((r) => r.standing === 'lateSettled' && r.dueDate > cleanFrom)) return { eligible: false, reason: 'recentDefault' }
  const late = rows.filter((r) => r.standing === 'lateSettled' && r.dueDate >= lookFrom && r.dueDate <= cleanFrom && r.surchargePaise > 0)
  const surcharge = late.reduce((s, r) => s + r.surchargePaise, 0)
  const waiverPaise = Math.floor((surcharge * rules.waiverPct) / 100)
  if (waiverPaise <= 0) return { eligible: false, reason: 'noSurcharge' }
  return { eligible: true, waiverPaise, bills: late.map(({ billNo, period, surchargePaise }) => ({ billNo, period, surchargePaise })) }
}

/** The supply category of the cost rule table for an LT tariff code (APDCL's LT tariff schedule). */
export const TARIFF_CONNECTION_CATEGORY: Readonly<Record<string, ConnectionCategory>> = {
  'LT-I': 'domestic', // Jeevan Dhara
  'LT-II': 'domestic', // Domestic A
  'LT-III': 'domestic', // Domestic B
  'LT-IV': 'commercial',
  'LT-V': 'institutional', // general purpose
  'LT-VI': 'institutional', // public lighting
  'LT-VII': 'agriculture',
  'LT-VIII': 'industrial', // small industries, rural
  'LT-IX': 'industrial', // small industries, urban
}

export type VldRefusal = 'schemeClosed' | 'vldNotLive' | 'vldNotLt' | 'vldNotHigher' | 'vldPhaseDown' | 'noCostRule'

/** The quote of a declaration: the load and phase before and after, the deposit to add. */
export interface VldQuote {
  category: ConnectionCategory
  recordedLoadKw: number
  recordedPhase: '1' | '3'
  declaredLoadKw: number
  phase: '1' | '3'
  /** whole kW added (each side rounded up, as the deposit is charged) */
  extraKw: number
  securityPerKwPaise: number
  extraSecurityPaise: number
  /** from single to three phase: the meter and service line change too (a field visit) */
  phaseChange: boolean
}

/** The consumer's side of a declaration: may it declare at all (scheme open, live LT connection)? */
export function vldRecordRefusal(consumer: Pick<Consumer, 'status' | 'tariffCategory'>, today: string): VldRefusal | null {
  if (!inWindow(VLD_RULES, today)) return 'schemeClosed'
  if (consumer.status.toUpperCase() !== 'ACTIVE') return 'vldNotLive'
  if (!TARIFF_CONNECTION_CATEGORY[consumer.tariffCategory]) return 'vldNotLt'
  return null
}

/**
 * The extra security deposit of a declared load: the cost rule of the category, the declared
 * phase and load gives the deposit per kW, charged on the whole kW added.
 */
export function vldQuote(
  consumer: Pick<Consumer, 'connectedLoadKw' | 'phase' | 'tariffCategory'>,
  declared: { declaredLoadKw: number; phase: '1' | '3' },
  rules: readonly CostRule[],
): { ok: true; quote: VldQuote } | { ok: false; refusal: VldRefusal } {
  const category = TARIFF_CONNECTION_CATEGORY[consumer.tariffCategory]
  if (!category) return { ok: false, refusal: 'vldNotLt' }
  const recordedPhase = consumer.phase >= 3 ? '3' : '1'
  if (declared.declaredLoadKw <= consumer.connectedLoadKw) return { ok: false, refusal: 'vldNotHigher' }
  if (recordedPhase === '3' && declared.phase === '1') return { ok: false, refusal: 'vldPhaseDown' }
  const rule = ruleFor(rules, { category, phase: declared.phase, loadKw: declared.declaredLoadKw })
  if (!rule) return { ok: false, refusal: 'noCostRule' }
  const extraKw = Math.max(0, Math.ceil(declared.declaredLoadKw) - Math.ceil(consumer.connectedLoadKw))
  return {
    ok: true,
    quote: {
      category,
      recordedLoadKw: consumer.connectedLoadKw,
      recordedPhase,
      declaredLoadKw: declared.declaredLoadKw,
      phase: declared.phase,
      extraKw,
      securityPerKwPaise: rule.securityPerKwPaise,
      extraSecurityPaise: extraKw * rule.securityPerKwPaise,
      phaseChange: recordedPhase !== declared.phase,
    },
  }
}

/** Step 1 of both schemes: the consumer number (the OTP goes to its registered mobile). */
export const schemeConsumerSchema = z.object({ consNo: consumerNo })

/** Step 2 of the waiver: the OTP and the declaration. */
export const surchargeWaiverSchema = z.object({
  consNo: consumerNo,
  otp,
  declaration: mustTick('declarationRequired'),
})
export type SurchargeWaiverInput = z.output<typeof surchargeWaiverSchema>

const declaredLoad = decimal({ min: 0.1, max: LT_MAX_LOAD_KW, empty: 'loadEmpty', invalid: 'loadInvalid', range: 'loadRange' })

/** The declared load and phase (the quote step: the deposit is shown before the OTP is asked). */
export const vldLoadSchema = z
  .object({
    consNo: consumerNo,
    declaredLoadKw: declaredLoad,
    phase: choice(PHASES, 'phaseEmpty'),
  })
  .refine((v) => v.phase === '3' || v.declaredLoadKw <= SINGLE_PHASE_MAX_KW, { error: 'phaseForLoad', path: ['phase'] })

/** Step 2 of the declaration: the declared load and phase, the OTP and the declaration. */
export const vldSchema = z
  .object({
    consNo: consumerNo,
    declaredLoadKw: declaredLoad,
    phase: choice(PHASES, 'phaseEmpty'),
    otp,
    declaration: mustTick('declarationRequired'),
  })
  .refine((v) => v.phase === '3' || v.declaredLoadKw <= SINGLE_PHASE_MAX_KW, { error: 'phaseForLoad', path: ['phase'] })
export type VldInput = z.output<typeof vldSchema>
