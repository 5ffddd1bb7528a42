import { describe, expect, it } from 'vitest'
import { addMonthsIso, arrearsOf, otsEligibility, otsOffer, otsRegisterSchema, type OtsBill, type OtsRule } from './ots'

/** The rows of the migration (202612100100): OTS-A full waiver in one payment, OTS-B half in up to six. */
const RULES: OtsRule[] = [
  { code: 'OTS-A', minArrearMonths: 6, surchargeWaiverPct: 100, maxInstalments: 1, minArrearPaise: 100_000, validFrom: '2026-04-01', validTo: '2027-03-31' },
  { code: 'OTS-B', minArrearMonths: 3, surchargeWaiverPct: 50, maxInstalments: 6, minArrearPaise: 50_000, validFrom: '2026-04-01', validTo: '2027-03-31' },
]
const TODAY = '2026-11-24'

/**
 * Four bills, newest first. May was paid; June, July and August were not:
 *   Jun: demand 40,000, surcharge 800, carries nothing         → after due 40,800
 *   Jul: demand 50,000, surcharge 1,000, carries 40,800        → after due 91,800
 *   Aug: demand 30,000, surcharge 600, carries 91,800          → after due 122,400
 *   Sep: carries 122,400 = principal 120,000 + surcharge 2,400 (800 + 1,000 + 600)
 */
const BILLS: OtsBill[] = [
  { period: '2026-09', arrears: 122_400, surcharge: 700 },
  { period: '2026-08', arrears: 91_800, surcharge: 600 },
  { period: '2026-07', arrears: 40_800, surcharge: 1_000 },
  { period: '2026-06', arrears: 0, surcharge: 800 },
  { period: '2026-05', arrears: 0, surcharge: 900 },
]

describe('one-time settlement: arrears from the bills', () => {
  it("splits the newest bill's arrears into principal and the unpaid bills' surcharges, aged from the oldest unpaid bill", () => {
    expect(arrearsOf(BILLS)).toEqual({ principalPaise: 120_000, surchargePaise: 2_400, since: '2026-06', asOf: '2026-09', ageMonths: 3 })
  })

  it('has no arrears when the newest bill carries nothing, or there is no bill', () => {
    expect(arrearsOf([{ period: '2026-09', arrears: 0, surcharge: 700 }, ...BILLS.slice(1)])).toBeNull()
    expect(arrearsOf([])).toBeNull()
  })

  it('never makes the surcharge larger than the arrears (a part payment lowered them)', () => {
    expect(arrearsOf([{ period: '2026-09', arrears: 1_500, surcharge: 0 }, ...BILLS.slice(1)])).toMatchObject({ principalPaise: 0, surchargePaise: 1_500 })
  })

  it('counts the age across a year end', () => {
    const bills: OtsBill[] = [
      { period: '2027-02', arrears: 500_000, surcharge: 0 },
      { period: '2027-01', arrears: 400_000, surcharge: 100 },
      { period: '2026-12', arrears: 300_000, surcharge: 100 },
      { period: '2026-11', arrears: 200_000, surcharge: 100 },
      { period: '2026-10', arrears: 100_000, surcharge: 100 },
      { period: '2026-09', arrears: 0, surcharge: 100 },
    ]
    expect(arrearsOf(bills)).toMatchObject({ since: '2026-09', ageMonths: 5, surchargePaise: 500, principalPaise: 499_500 })
  })
})

describe('one-time settlement: eligibility and the offer', () => {
  it('takes the 3-month scheme for 3-month-old arrears: OTS-B, half the surcharge waived, up to 6 instalments', () => {
    const e = otsEligibility(arrearsOf(BILLS), RULES, TODAY)
    expect(e.eligible && e.rule.code).toBe('OTS-B')
  })

  it('prefers the larger waiver when both fit (OTS-A for arrears of 6 months and ₹1,000 or more)', () => {
    const e = otsEligibility({ principalPaise: 100_000, surchargePaise: 5_000, since: '2026-03', asOf: '2026-09', ageMonths: 6 }, RULES, TODAY)
    expect(e.eligible && e.rule.code).toBe('OTS-A')
    // ₹999.99 of principal: too small for OTS-A, so OTS-B
    const f = otsEligibility({ principalPaise: 99_999, surchargePaise: 5_000, since: '2026-03', asOf: '2026-09', ageMonths: 6 }, RULES, TODAY)
    expect(f.eligible && f.rule.code).toBe('OTS-B')
  })

  it('says why when no scheme fits', () => {
    expect(otsEligibility(null, RULES, TODAY)).toMatchObject({ eligible: false, reason: 'otsNoArrears' })
    expect(otsEligibility(arrearsOf(BILLS), RULES, '2027-04-01')).toMatchObject({ eligible: false, reason: 'otsNoScheme' })
    expect(otsEligibility({ principalPaise: 900_000, surchargePaise: 0, since: '2026-07', asOf: '2026-09', ageMonths: 2 }, RULES, TODAY)).toMatchObject({
      eligible: false,
      reason: 'otsTooRecent',
      params: { months: 3 },
    })
    expect(otsEligibility({ principalPaise: 49_999, surchargePaise: 2_000, since: '2026-03', asOf: '2026-09', ageMonths: 6 }, RULES, TODAY)).toMatchObject({
      eligible: false,
      reason: 'otsTooSmall',
      params: { paise: 50_000 },
    })
  })

  it('works the offer: waiver, payable and the instalments with their dates (remainder on the first)', () => {
    const arrears = arrearsOf(BILLS)!
    // 2,400 × 50% = 1,200 waived; payable 120,000 + 2,400 − 1,200 = 121,200 = 4 × 30,300
    const four = otsOffer(arrears, RULES[1], 4, TODAY)
    expect(four).toMatchObject({ scheme: 'OTS-B', principalPaise: 120_000, surchargePaise: 2_400, waiverPct: 50, waiverPaise: 1_200, payablePaise: 121_200 })
    expect(four.instalments).toEqual([
      { no: 1, dueDate: '2026-12-09', paise: 30_300 },
      { no: 2, dueDate: '2027-01-09', paise: 30_300 },
      { no: 3, dueDate: '2027-02-09', paise: 30_300 },
      { no: 4, dueDate: '2027-03-09', paise: 30_300 },
    ])
    // 121,200 / 7 is not whole, and 7 is above the scheme's 6: six instalments of 20,200
    const seven = otsOffer(arrears, RULES[1], 7, TODAY)
    expect(seven.instalments.map((i) => i.paise)).toEqual([20_200, 20_200, 20_200, 20_200, 20_200, 20_200])
    // 121,200 / 5 = 24,240 exactly; 121,201 / 5 puts the extra paisa on the first
    const odd = otsOffer({ ...arrears, principalPaise: 120_001 }, RULES[1], 5, TODAY)
    expect(odd.payablePaise).toBe(121_201)
    expect(odd.instalments.map((i) => i.paise)).toEqual([24_241, 24_240, 24_240, 24_240, 24_240])
    // an odd surcharge: 2,401 × 50% = 1,200.5 → 1,201 (rounded to the paisa)
    expect(otsOffer({ ...arrears, surchargePaise: 2_401 }, RULES[1], 1, TODAY).waiverPaise).toBe(1_201)
    // full waiver in one payment
    expect(otsOffer(arrears, RULES[0], 3, TODAY)).toMatchObject({ waiverPaise: 2_400, payablePaise: 120_000, instalments: [{ no: 1, dueDate: '2026-12-09', paise: 120_000 }] })
  })

  it("keeps the day of the month, or the month's last day when it has fewer", () => {
    expect(addMonthsIso('2027-01-31', 1)).toBe('2027-02-28')
    expect(addMonthsIso('2026-12-15', 2)).toBe('2027-02-15')
  })

  it('reads the number of instalments from a form', () => {
    expect(otsRegisterSchema.parse({ consNo: '101000000001', otp: '123456', instalments: '' }).instalments).toBe(1)
    expect(otsRegisterSchema.parse({ consNo: '101000000001', otp: '123456', instalments: '4' }).instalments).toBe(4)
    expect(otsRegisterSchema.safeParse({ consNo: '101000000001', otp: '123456', instalments: 'x' }).error?.issues[0].message).toBe('instalmentsInvalid')
    expect(otsRegisterSchema.safeParse({ consNo: '101000000001', otp: '123456', instalments: '0' }).error?.issues[0].message).toBe('instalmentsInvalid')
  })
})
