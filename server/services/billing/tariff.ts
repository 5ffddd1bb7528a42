/**
 * The tariff engine: pure functions from a meter reading and a tariff to every charge of a
 * monthly bill. All money is integer paise (ADR 006); units are whole kWh.
 */

export interface TariffSlab {
  /** cumulative upper limit of the slab in kWh per month; null for the last, open slab */
  upTo: number | null
  /** energy rate in paise per kWh */
  ratePaise: number
}

export type ElectricityDuty = { kind: 'per_unit'; paisePerUnit: number } | { kind: 'percent'; basisPoints: number }

export interface Tariff {
  code: string
  name: string
  slabs: TariffSlab[]
  /** fixed charge per kW of connected load per month, paise */
  fixedChargePaisePerKw: number
  /** fuel and power purchase price adjustment, paise per kWh */
  fppaPaisePerUnit: number
  /** per kWh, or a percentage (basis points) of the energy charge */
  duty: ElectricityDuty
  /** meter rent per month, paise */
  meterRentPaise: number
  /** rebate for paying by the due date, basis points of the current demand */
  rebateBasisPoints: number
  /** surcharge for paying after the due date, basis points of the current demand */
  surchargeBasisPoints: number
}

export interface MeterReading {
  previousReading: number
  currentReading: number
  /** multiplying factor of the meter (CT meters); default 1 */
  multiplyingFactor?: number
  connectedLoadKw: number
  /** unpaid amount carried from earlier bills, paise; default 0 */
  arrearsPaise?: number
}

export interface SlabCharge {
  units: number
  ratePaise: number
  amountPaise: number
}

export interface BillCharges {
  units: number
  slabs: SlabCharge[]
  energyCharge: number
  fixedCharge: number
  fppaCharge: number
  electricityDuty: number
  meterRent: number
  /** the month's own charges: energy + fixed + FPPA + duty + meter rent */
  currentDemand: number
  arrears: number
  rebate: number
  surcharge: number
  /** currentDemand + arrears − rebate */
  amountBeforeDue: number
  /** currentDemand + arrears + surcharge */
  amountAfterDue: number
}

/** basis points of an amount, rounded to the nearest paisa */
export function percentOf(amountPaise: number, basisPoints: number): number {
  return Math.round((amountPaise * basisPoints) / 10_000)
}

/** Splits units across the slabs, cheapest first. */
export function slabCharges(units: number, slabs: TariffSlab[]): SlabCharge[] {
  const out: SlabCharge[] = []
  let below = 0
  for (const slab of slabs) {
    if (below >= units) break
    const top = slab.upTo === null ? units : Math.min(units, slab.upTo)
    const inSlab = top - below
    if (inSlab > 0) out.push({ units: inSlab, ratePaise: slab.ratePaise, amountPaise: inSlab * slab.ratePaise })
    below = top
    if (slab.upTo === null) break
  }
  if (below < units) throw new RangeError('tariff slabs do not cover all units (last slab must be open)')
  return out
}

export function validateTariff(t: Tariff): void {
  if (t.slabs.length === 0 || t.slabs[t.slabs.length - 1].upTo !== null) {
    throw new RangeError(`tariff ${t.code}: the last slab must be open (upTo null)`)
  }
  let prev = 0
  for (const s of t.slabs.slice(0, -1)) {
    if (s.upTo === null || s.upTo <= prev) throw new RangeError(`tariff ${t.code}: slab limits must increase`)
    prev = s.upTo
  }
}

export function computeBill(reading: MeterReading, tariff: Tariff): BillCharges {
  validateTariff(tariff)
  const mf = reading.multiplyingFactor ?? 1
  const { previousReading, currentReading } = reading
  if (!Number.isInteger(previousReading) || !Number.isInteger(currentReading) || currentReading < previousReading) {
    throw new RangeError('readings must be whole numbers and the current reading not below the previous one')
  }
  if (!(reading.connectedLoadKw > 0)) throw new RangeError('connected load must be positive')
  const units = (currentReading - previousReading) * mf
  const slabs = slabCharges(units, tariff.slabs)
  const energyCharge = slabs.reduce((sum, s) => sum + s.amountPaise, 0)
  const fixedCharge = Math.round(reading.connectedLoadKw * tariff.fixedChargePaisePerKw)
  const fppaCharge = units * tariff.fppaPaisePerUnit
  const electricityDuty =
    tariff.duty.kind === 'per_unit' ? units * tariff.duty.paisePerUnit : percentOf(energyCharge, tariff.duty.basisPoints)
  const meterRent = tariff.meterRentPaise
  const currentDemand = energyCharge + fixedCharge + fppaCharge + electricityDuty + meterRent
  const arrears = reading.arrearsPaise ?? 0
  const rebate = percentOf(currentDemand, tariff.rebateBasisPoints)
  const surcharge = percentOf(currentDemand, tariff.surchargeBasisPoints)
  return {
    units,
    slabs,
    energyCharge,
    fixedCharge,
    fppaCharge,
    electricityDuty,
    meterRent,
    currentDemand,
    arrears,
    rebate,
    surcharge,
    amountBeforeDue: currentDemand + arrears - rebate,
    amountAfterDue: currentDemand + arrears + surcharge,
  }
}
