import { describe, expect, it } from 'vitest'
import type { Tariff } from '#shared/billing/contract'
import { computeBill, percentOf, slabCharges, validateTariff } from './tariff'
import { DEMO_TARIFFS } from './tariffs'

const domestic: Tariff = {
  code: 'T-DOM',
  name: 'test domestic',
  slabs: [
    { upTo: 120, ratePaise: 605 },
    { upTo: 240, ratePaise: 775 },
    { upTo: null, ratePaise: 890 },
  ],
  fixedChargePaisePerKw: 6000,
  fppaPaisePerUnit: 35,
  duty: { kind: 'per_unit', paisePerUnit: 15 },
  meterRentPaise: 2000,
  rebateBasisPoints: 100,
  surchargeBasisPoints: 200,
}

const commercial: Tariff = {
  ...domestic,
  code: 'T-COM',
  slabs: [
    { upTo: 200, ratePaise: 880 },
    { upTo: null, ratePaise: 935 },
  ],
  fixedChargePaisePerKw: 18000,
  duty: { kind: 'percent', basisPoints: 500 },
  meterRentPaise: 3000,
}

describe('tariff engine', () => {
  it('splits units across slabs', () => {
    expect(slabCharges(300, domestic.slabs)).toEqual([
      { units: 120, ratePaise: 605, amountPaise: 72_600 },
      { units: 120, ratePaise: 775, amountPaise: 93_000 },
      { units: 60, ratePaise: 890, amountPaise: 53_400 },
    ])
    expect(slabCharges(120, domestic.slabs)).toEqual([{ units: 120, ratePaise: 605, amountPaise: 72_600 }])
    expect(slabCharges(0, domestic.slabs)).toEqual([])
  })

  it('computes a domestic bill with per-unit duty and arrears (hand-computed)', () => {
    // 300 units, 2 kW: energy 72,600 + 93,000 + 53,400 = 219,000; fixed 2 × 6,000 = 12,000;
    // FPPA 300 × 35 = 10,500; duty 300 × 15 = 4,500; rent 2,000 → demand 248,000 paise.
    const b = computeBill({ previousReading: 1000, currentReading: 1300, connectedLoadKw: 2, arrearsPaise: 5000 }, domestic)
    expect(b).toMatchObject({
      units: 300,
      energyCharge: 219_000,
      fixedCharge: 12_000,
      fppaCharge: 10_500,
      electricityDuty: 4_500,
      meterRent: 2_000,
      currentDemand: 248_000,
      arrears: 5_000,
      rebate: 2_480, // 1 % of 248,000
      surcharge: 4_960, // 2 % of 248,000
      amountBeforeDue: 250_520, // 248,000 + 5,000 − 2,480
      amountAfterDue: 257_960, // 248,000 + 5,000 + 4,960
    })
  })

  it('computes a commercial bill with percent duty, fractional load and rounding (hand-computed)', () => {
    // 250 units, 1.5 kW: energy 200 × 880 + 50 × 935 = 222,750; fixed 27,000; FPPA 8,750;
    // duty 5 % of 222,750 = 11,137.5 → 11,138; rent 3,000 → demand 272,638.
    const b = computeBill({ previousReading: 40, currentReading: 290, connectedLoadKw: 1.5 }, commercial)
    expect(b.energyCharge).toBe(222_750)
    expect(b.fixedCharge).toBe(27_000)
    expect(b.fppaCharge).toBe(8_750)
    expect(b.electricityDuty).toBe(11_138)
    expect(b.currentDemand).toBe(272_638)
    expect(b.rebate).toBe(2_726) // 2,726.38
    expect(b.surcharge).toBe(5_453) // 5,452.76
    expect(b.amountBeforeDue).toBe(269_912)
    expect(b.amountAfterDue).toBe(278_091)
  })

  it('applies the multiplying factor and bills a zero-consumption month its fixed part', () => {
    expect(computeBill({ previousReading: 10, currentReading: 20, multiplyingFactor: 5, connectedLoadKw: 1 }, domestic).units).toBe(50)
    const idle = computeBill({ previousReading: 500, currentReading: 500, connectedLoadKw: 1 }, domestic)
    expect(idle.energyCharge).toBe(0)
    expect(idle.currentDemand).toBe(6_000 + 2_000)
  })

  it('refuses bad readings and bad tariffs', () => {
    expect(() => computeBill({ previousReading: 20, currentReading: 10, connectedLoadKw: 1 }, domestic)).toThrow(RangeError)
    expect(() => computeBill({ previousReading: 1.5, currentReading: 10, connectedLoadKw: 1 }, domestic)).toThrow(RangeError)
    expect(() => computeBill({ previousReading: 1, currentReading: 10, connectedLoadKw: 0 }, domestic)).toThrow(RangeError)
    expect(() => validateTariff({ ...domestic, slabs: [{ upTo: 100, ratePaise: 1 }] })).toThrow(/open/)
    expect(() =>
      validateTariff({
        ...domestic,
        slabs: [
          { upTo: 100, ratePaise: 1 },
          { upTo: 50, ratePaise: 1 },
          { upTo: null, ratePaise: 1 },
        ],
      }),
    ).toThrow(/increase/)
  })

  it('rounds percentages to the nearest paisa', () => {
    expect(percentOf(12_345, 100)).toBe(123)
    expect(percentOf(150, 100)).toBe(2) // 1.5 → 2
  })

  it('ships a valid demo schedule', () => {
    expect(DEMO_TARIFFS.map((t) => t.code)).toEqual(['LT-I', 'LT-II', 'LT-III', 'LT-IV'])
    for (const t of DEMO_TARIFFS) expect(() => validateTariff(t)).not.toThrow()
  })
})
