/**
 * The tariff engine: pure functions from a meter reading and a tariff to every charge of a
 * monthly bill. All money is integer paise (ADR 006); units are whole kWh.
 */

import type { TariffSlab, Tariff, MeterReading, SlabCharge, BillCharges } from '#shared/billing/contract'

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
  const electricityDuty = tariff.duty.kind === 'per_unit' ? units * tariff.duty.paisePerUnit : percentOf(energyCharge, tariff.duty.basisPoints)
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
