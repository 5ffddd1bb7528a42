import type { Tariff } from '#shared/billing/contract'

/**
 * The demo tariff schedule the seeds load into tariff_categories / tariff_slabs. Shaped like
 * the Assam LT schedule (categories, slabs, fixed charge per kW, FPPA, duty, rebate,
 * surcharge); the figures are illustrative demo values, not the regulator's order.
 */
export const DEMO_TARIFFS: readonly Tariff[] = [
  {
    code: 'LT-I',
    name: 'Jeevan Dhara',
    slabs: [{ upTo: null, ratePaise: 545 }],
    fixedChargePaisePerKw: 4000,
    fppaPaisePerUnit: 30,
    duty: { kind: 'per_unit', paisePerUnit: 10 },
    meterRentPaise: 0,
    rebateBasisPoints: 100,
    surchargeBasisPoints: 200,
  },
  {
    code: 'LT-II',
    name: 'Domestic A',
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
  },
  {
    code: 'LT-III',
    name: 'Domestic B',
    slabs: [
      { upTo: 240, ratePaise: 790 },
      { upTo: null, ratePaise: 915 },
    ],
    fixedChargePaisePerKw: 9000,
    fppaPaisePerUnit: 35,
    duty: { kind: 'per_unit', paisePerUnit: 15 },
    meterRentPaise: 2000,
    rebateBasisPoints: 100,
    surchargeBasisPoints: 200,
  },
  {
    code: 'LT-IV',
    name: 'Commercial',
    slabs: [
      { upTo: 200, ratePaise: 880 },
      { upTo: null, ratePaise: 935 },
    ],
    fixedChargePaisePerKw: 18000,
    fppaPaisePerUnit: 35,
    duty: { kind: 'percent', basisPoints: 500 },
    meterRentPaise: 3000,
    rebateBasisPoints: 100,
    surchargeBasisPoints: 200,
  },
]

export function demoTariff(code: string): Tariff {
  const t = DEMO_TARIFFS.find((x) => x.code === code)
  if (!t) throw new RangeError(`unknown tariff category ${code}`)
  return t
}
