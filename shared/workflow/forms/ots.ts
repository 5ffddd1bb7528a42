/**
 * The one-time settlement (issue 10 §3: /OneTimeSettlement, /OTSStatus, /PrintSOSS): the forms'
 * schemas and the eligibility rule both sides apply. The scheme rows live in the database
 * (ots_rules, the admin area edits them); the arithmetic is here, pure, so the unit tests work
 * it by hand.
 *
 * Arrears from the bills (newest first; money in paise, ADR 006): a bill's `arrears` is what
 * the bill before it left unpaid, carried at its amount after the due date (surcharge
 * included). The unpaid run is the bills before the newest, back to the first one that
 * carried nothing itself. So:
 *   surcharge = the sum of the unpaid bills' own surcharges (at most the arrears),
 *   principal = the newest bill's arrears − surcharge,
 *   age (months) = the newest bill's month − the oldest unpaid bill's month.
 * A scheme applies when it runs today (valid_from ≤ today ≤ valid_to), the arrears are at
 * least its minimum age and the principal at least its minimum; of several, the largest
 * waiver wins (then the most instalments). The offer: the waiver is the scheme's share of the
 * surcharge (rounded to the paisa), payable = principal + surcharge − waiver, in 1..max
 * instalments, the first due 15 days after registration, then one a month; the remainder of
 * the division goes on the first instalment.
 */
import { z } from 'zod'
import { consumerNo, otp } from '../../input/schema'

export interface OtsRule {
  code: string
  minArrearMonths: number
  surchargeWaiverPct: number
  maxInstalments: number
  minArrearPaise: number
  /** ISO dates, inclusive */
  validFrom: string
  validTo: string
}

/** The part of a bill the rule reads. */
export interface OtsBill {
  period: string
  arrears: number
  surcharge: number
}

export interface OtsArrears {
  principalPaise: number
  surchargePaise: number
  /** the month (YYYY-MM) of the oldest unpaid bill */
  since: string
  /** the month of the newest bill (the arrears as it carries them) */
  asOf: string
  ageMonths: number
}

export interface OtsInstalment {
  no: number
  dueDate: string
  paise: number
}

export interface OtsOffer {
  scheme: string
  principalPaise: number
  surchargePaise: number
  waiverPct: number
  waiverPaise: number
  payablePaise: number
  since: string
  asOf: string
  ageMonths: number
  instalments: OtsInstalment[]
}

export type OtsRefusal = 'otsNoArrears' | 'otsNoScheme' | 'otsTooRecent' | 'otsTooSmall'

export type OtsEligibility = { eligible: true; arrears: OtsArrears; rule: OtsRule } | { eligible: false; reason: OtsRefusal; arrears: OtsArrears | null; params?: Record<string, string | number> }

/** Days from registration to the first instalment's due date. */
export const FIRST_INSTALMENT_DAYS = 15

const monthIndex = (period: string) => Number(period.slice(0, 4)) * 12 + Number(period.slice(5, 7)) - 1

/** The arrears the newest bill carries, split into principal and surcharge, with their age; null when it carries none. */
export function arrearsOf(billsNewestFirst: readonly OtsBill[]): OtsArrears | null {
  const newest = billsNewestFirst[0]
  if (!newest || newest.arrears <= 0) return null
  let surcharge = 0
  let oldest = newest
  for (let i = 1; i < billsNewestFirst.length; i++) {
    const b = billsNewestFirst[i]
    surcharge += Math.max(0, b.surcharge)
    oldest = b
    if (b.arrears <= 0) break
  }
  const surchargePaise = Math.min(surcharge, newest.arrears)
  return {
    principalPaise: newest.arrears - surchargePaise,
    surchargePaise,
    since: oldest.period,
    asOf: newest.period,
    ageMonths: Math.max(0, monthIndex(newest.period) - monthIndex(oldest.period)),
  }
}

/** Whether the arrears qualify for a scheme running on `today` (ISO date), and which. */
export function otsEligibility(arrears: OtsArrears | null, rules: readonly OtsRule[], today: string): OtsEligibility {
  if (!arrears || arrears.principalPaise <= 0) return { eligible: false, reason: 'otsNoArrears', arrears }
  const running = rules.filter((r) => r.validFrom <= today && today <= r.validTo)
  if (!running.length) return { eligible: false, reason: 'otsNoScheme', arrears }
  const fits = running
    .filter((r) => arrears.ageMonths >= r.minArrearMonths && arrears.principalPaise >= r.minArrearPaise)
    .sort((a, b) => b.surchargeWaiverPct - a.surchargeWaiverPct || b.maxInstalments - a.maxInstalments || a.code.localeCompare(b.code))
  if (fits[0]) return { eligible: true, arrears, rule: fits[0] }
  const youngest = Math.min(...running.map((r) => r.minArrearMonths))
  if (!running.some((r) => arrears.ageMonths >= r.minArrearMonths)) return { eligible: false, reason: 'otsTooRecent', arrears, params: { months: youngest } }
  const smallest = Math.min(...running.filter((r) => arrears.ageMonths >= r.minArrearMonths).map((r) => r.minArrearPaise))
  return { eligible: false, reason: 'otsTooSmall', arrears, params: { paise: smallest } }
}

/** ISO date `days` after `iso` (UTC calendar arithmetic). */
export function addDaysIso(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** ISO date `months` after `iso`, the day kept (or the month's last day when it has fewer). */
export function addMonthsIso(iso: string, months: number): string {
  const y = Number(iso.slice(0, 4))
  const m = Number(iso.slice(5, 7)) - 1 + months
  const day = Number(iso.slice(8, 10))
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate()
  return new Date(Date.UTC(y, m, Math.min(day, last))).toISOString().slice(0, 10)
}

/** The settlement offer of a scheme in `count` instalments (clamped to 1..the scheme's maximum), registered on `today`. */
export function otsOffer(arrears: OtsArrears, rule: OtsRule, count: number, today: string): OtsOffer {
  const n = Math.min(Math.max(1, Math.trunc(count) || 1), rule.maxInstalments)
  const waiverPaise = Math.round((arrears.surchargePaise * rule.surchargeWaiverPct) / 100)
  const payablePaise = arrears.principalPaise + arrears.surchargePaise - waiverPaise
  const each = Math.floor(payablePaise / n)
  const first = addDaysIso(today, FIRST_INSTALMENT_DAYS)
  const instalments = Array.from({ length: n }, (_, i) => ({
    no: i + 1,
    dueDate: addMonthsIso(first, i),
    paise: i === 0 ? payablePaise - each * (n - 1) : each,
  }))
  return {
    scheme: rule.code,
    principalPaise: arrears.principalPaise,
    surchargePaise: arrears.surchargePaise,
    waiverPct: rule.surchargeWaiverPct,
    waiverPaise,
    payablePaise,
    since: arrears.since,
    asOf: arrears.asOf,
    ageMonths: arrears.ageMonths,
    instalments,
  }
}

/** A number of instalments as a form sends it ('' or absent: one). */
const instalmentCount = z.preprocess(
  (v) => (v == null || v === '' ? '1' : typeof v === 'number' ? String(v) : v),
  z
    .string({ error: 'instalmentsInvalid' })
    .regex(/^\d{1,2}$/, { error: 'instalmentsInvalid' })
    .transform(Number)
    .pipe(z.number().min(1, { error: 'instalmentsInvalid' }).max(24, { error: 'instalmentsInvalid' })),
)

/** /OneTimeSettlement step 1: the consumer number (eligibility is checked, then the OTP goes to its registered mobile). */
export const otsStartSchema = z.object({ consNo: consumerNo })

/** Step 2: the OTP and the number of instalments chosen (1..the scheme's maximum, checked by the server). */
export const otsRegisterSchema = z.object({ consNo: consumerNo, otp, instalments: instalmentCount })
export type OtsRegisterInput = z.output<typeof otsRegisterSchema>

/** /OTSStatus: the consumer number, then the OTP sent to its registered mobile. */
export const otsStatusStartSchema = otsStartSchema
export const otsStatusVerifySchema = z.object({ consNo: consumerNo, otp })
