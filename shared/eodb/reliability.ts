/**
 * Reliability indices of a distribution network (issue 13: /EodbSaidiSaifiReport), computed
 * as IEEE 1366 and the Indian regulators do (../shared/DOMAIN.md):
 *   SAIFI = Σ customers interrupted (sustained) / customers served
 *   SAIDI = Σ customer minutes of interruption (sustained) / customers served
 *   CAIDI = SAIDI / SAIFI (the average restoration time of an interrupted customer)
 *   MAIFI = Σ customers interrupted (momentary) / customers served
 * An interruption of 5 minutes or less is momentary; a longer one is sustained. Always divided
 * by the customers SERVED in the scope (every feeder of a division or circle), never by the
 * customers affected. Pure functions: the report's queries feed them, the tests check them on
 * hand-worked data.
 */

/** Interruptions this long or shorter are momentary (IEEE 1366 uses 5 minutes). */
export const MOMENTARY_MAX_MINUTES = 5
const MINUTE_MS = 60_000

export interface Interruption {
  /** epoch ms */
  start: number
  /** epoch ms; null while the supply is still off (counted up to `until`) */
  end: number | null
  customersAffected: number
}

export interface ReliabilityIndices {
  saifi: number
  /** minutes */
  saidi: number
  /** minutes; null when there was no sustained interruption */
  caidi: number | null
  maifi: number
  sustained: number
  momentary: number
  /** Σ customers interrupted by sustained interruptions */
  customerInterruptions: number
  /** Σ customer minutes of sustained interruptions */
  customerMinutes: number
}

/** Minutes an interruption lasted (an open one up to `until`), never below zero. */
export function interruptionMinutes(i: Interruption, until: number): number {
  return Math.max(0, ((i.end ?? until) - i.start) / MINUTE_MS)
}

export const isMomentary = (minutes: number) => minutes <= MOMENTARY_MAX_MINUTES

/** What the indices are computed from: sums over a set of interruptions (a report's SQL gives them per month and scope). */
export interface InterruptionTotals {
  sustained: number
  momentary: number
  /** Σ customers interrupted by sustained interruptions */
  customerInterruptions: number
  /** Σ customer minutes of sustained interruptions */
  customerMinutes: number
  /** Σ customers interrupted by momentary interruptions */
  momentaryCustomers: number
}

/** The four indices of interruption totals over `customersServed` (the formulas at the top of this file). */
export function indicesFromTotals(t: InterruptionTotals, customersServed: number): ReliabilityIndices {
  const { sustained, momentary, customerInterruptions, customerMinutes } = t
  if (!(customersServed > 0)) {
    return { saifi: 0, saidi: 0, caidi: null, maifi: 0, sustained, momentary, customerInterruptions, customerMinutes }
  }
  const saifi = customerInterruptions / customersServed
  const saidi = customerMinutes / customersServed
  return {
    saifi,
    saidi,
    caidi: saifi > 0 ? saidi / saifi : null,
    maifi: t.momentaryCustomers / customersServed,
    sustained,
    momentary,
    customerInterruptions,
    customerMinutes,
  }
}

/**
 * The four indices of a set of interruptions over `customersServed` (the customers of every
 * feeder in the scope). `until` closes interruptions still open (the end of the period, or now).
 */
export function reliabilityIndices(interruptions: readonly Interruption[], customersServed: number, until: number): ReliabilityIndices {
  const t: InterruptionTotals = { sustained: 0, momentary: 0, customerInterruptions: 0, customerMinutes: 0, momentaryCustomers: 0 }
  for (const i of interruptions) {
    const minutes = interruptionMinutes(i, until)
    const customers = Math.max(0, i.customersAffected)
    if (isMomentary(minutes)) {
      t.momentary++
      t.momentaryCustomers += customers
    } else {
      t.sustained++
      t.customerInterruptions += customers
      t.customerMinutes += customers * minutes
    }
  }
  return indicesFromTotals(t, customersServed)
}
