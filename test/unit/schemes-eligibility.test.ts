import { describe, expect, it } from 'vitest'
import type { Bill, Payment } from '../../shared/billing/contract'
import type { CostRule } from '../../shared/workflow/forms/newConnection'
import { addMonths, billStandings, surchargeWaiverEligibility, vldQuote, vldRecordRefusal } from '../../shared/workflow/forms/schemes'
import { hectaresOf, solarLandSchema, solarLandWarnings } from '../../shared/workflow/forms/solar'
import { checkForm } from '../../shared/input/schema'

/**
 * The schemes' arithmetic with hand-worked numbers (issue 10 §3): the surcharge waiver's
 * eligibility from bills and payments, the declaration's extra security deposit, and the
 * solar land offer's warnings and coordinates.
 */

const TODAY = '2026-11-24' // clean window: due after 2026-05-24; lookback: due from 2024-11-24

function bill(period: string, o: Partial<Bill> = {}): Bill {
  return {
    billNo: `101000000001${period.replace('-', '')}`,
    consumerNo: '101000000001',
    period,
    billDate: `${period}-01`,
    dueDate: `${period}-16`,
    tariffCategory: 'LT-II',
    previousReading: 0,
    currentReading: 100,
    multiplyingFactor: 1,
    units: 100,
    energyCharge: 0,
    fixedCharge: 0,
    fppaCharge: 0,
    electricityDuty: 0,
    meterRent: 0,
    arrears: 0,
    rebate: 0,
    surcharge: 2_000,
    amountBeforeDue: 100_000,
    amountAfterDue: 102_000,
    ...o,
  }
}
const pay = (b: Bill, amount: number, day: string): Payment => ({
  receiptNo: `R${b.billNo}${day}`,
  consumerNo: b.consumerNo,
  billNo: b.billNo,
  amount,
  paidAt: `${day}T05:00:00.000Z`,
  channel: 'ONLINE',
  txnId: `T${day}`,
})
const onTime = (b: Bill) => pay(b, b.amountBeforeDue, `${b.period}-10`)

/** 2026-06 … 2026-10 paid by their due dates; 2026-11 issued, due 2026-11-16... kept not due by a later due date. */
function cleanRecent(): { bills: Bill[]; payments: Payment[] } {
  const bills = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10'].map((p) => bill(p))
  const current = bill('2026-11', { dueDate: '2026-12-01' })
  return { bills: [...bills, current], payments: bills.map(onTime) }
}

describe('surcharge waiver eligibility', () => {
  it('waives the surcharge of late bills now settled, paid directly or carried into the next bill', () => {
    const recent = cleanRecent()
    // December 2025: paid late, in full (₹1,020.00 after the due date): surcharge ₹20.00
    const dec = bill('2025-12')
    // January 2026: unpaid, its ₹1,030.00 carried into February's arrears; February paid on time
    const jan = bill('2026-01', { surcharge: 3_000, amountAfterDue: 103_000 })
    const feb = bill('2026-02', { arrears: 103_000, amountBeforeDue: 193_000, amountAfterDue: 196_000 })
    const bills = [dec, jan, feb, ...recent.bills]
    const payments = [pay(dec, 102_000, '2026-01-05'), onTime(feb), ...recent.payments]
    const rows = billStandings(bills, payments, TODAY)
    expect(rows.map((r) => [r.period, r.standing])).toEqual([
      ['2025-12', 'lateSettled'],
      ['2026-01', 'lateSettled'],
      ['2026-02', 'onTime'],
      ['2026-06', 'onTime'],
      ['2026-07', 'onTime'],
      ['2026-08', 'onTime'],
      ['2026-09', 'onTime'],
      ['2026-10', 'onTime'],
      ['2026-11', 'notDue'],
    ])
    const e = surchargeWaiverEligibility(bills, payments, TODAY)
    // ₹20.00 + ₹30.00 = ₹50.00
    expect(e).toEqual({
      eligible: true,
      waiverPaise: 5_000,
      bills: [
        { billNo: dec.billNo, period: '2025-12', surchargePaise: 2_000 },
        { billNo: jan.billNo, period: '2026-01', surchargePaise: 3_000 },
      ],
    })
  })

  it('refuses a consumer with a bill paid late in the last 6 months', () => {
    const recent = cleanRecent()
    const dec = bill('2025-12')
    const jul = recent.bills[1]
    const payments = [pay(dec, 102_000, '2026-01-05'), ...recent.payments.filter((p) => p.billNo !== jul.billNo), pay(jul, 102_000, '2026-07-20')]
    expect(surchargeWaiverEligibility([dec, ...recent.bills], payments, TODAY)).toEqual({ eligible: false, reason: 'recentDefault' })
  })

  it('refuses while a bill is unpaid past its due date (carried into a bill not yet due, or part-paid)', () => {
    const recent = cleanRecent()
    const oct = recent.bills[4]
    const current = bill('2026-11', { dueDate: '2026-12-01', arrears: 102_000 })
    const bills = [...recent.bills.slice(0, 5), current]
    expect(
      surchargeWaiverEligibility(
        bills,
        recent.payments.filter((p) => p.billNo !== oct.billNo),
        TODAY,
      ),
    ).toEqual({ eligible: false, reason: 'duesPending' })
    // ₹1,000.00 paid after the due date of a bill that owed ₹1,020.00: still ₹20.00 short
    const partial = [...recent.payments.filter((p) => p.billNo !== oct.billNo), pay(oct, 100_000, '2026-10-20')]
    expect(surchargeWaiverEligibility(recent.bills, partial, TODAY)).toEqual({ eligible: false, reason: 'duesPending' })
  })

  it('has nothing to waive when every bill was paid on time, or the late one is older than 24 months', () => {
    const recent = cleanRecent()
    expect(surchargeWaiverEligibility(recent.bills, recent.payments, TODAY)).toEqual({ eligible: false, reason: 'noSurcharge' })
    const old = bill('2024-10') // due 2024-10-16, before 2024-11-24
    expect(surchargeWaiverEligibility([old, ...recent.bills], [pay(old, 102_000, '2024-11-02'), ...recent.payments], TODAY)).toEqual({ eligible: false, reason: 'noSurcharge' })
  })

  it('refuses a consumer without bills (prepaid) and outside the scheme window', () => {
    expect(surchargeWaiverEligibility([], [], TODAY)).toEqual({ eligible: false, reason: 'noBills' })
    const recent = cleanRecent()
    expect(surchargeWaiverEligibility(recent.bills, recent.payments, '2027-04-01')).toEqual({ eligible: false, reason: 'schemeClosed' })
    expect(surchargeWaiverEligibility(recent.bills, recent.payments, '2026-03-31')).toEqual({ eligible: false, reason: 'schemeClosed' })
  })

  it('counts months on the calendar (the day clamped to the month)', () => {
    expect(addMonths('2026-11-24', -6)).toBe('2026-05-24')
    expect(addMonths('2026-11-24', -24)).toBe('2024-11-24')
    expect(addMonths('2026-08-31', -6)).toBe('2026-02-28')
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15')
  })
})

/** The migration's domestic rows (rupees → paise): deposit ₹400 per kW single phase up to 7 kW, three phase up to 49.9 kW. */
const RULES: CostRule[] = [
  { category: 'domestic', phase: '1', maxLoadKw: 2, applicationFeePaise: 5_000, connectionChargePaise: 50_000, securityPerKwPaise: 30_000, linePerMetrePaise: 15_000, freeMetres: 30 },
  { category: 'domestic', phase: '1', maxLoadKw: 7, applicationFeePaise: 10_000, connectionChargePaise: 100_000, securityPerKwPaise: 40_000, linePerMetrePaise: 15_000, freeMetres: 30 },
  { category: 'domestic', phase: '3', maxLoadKw: 49.9, applicationFeePaise: 20_000, connectionChargePaise: 250_000, securityPerKwPaise: 40_000, linePerMetrePaise: 25_000, freeMetres: 30 },
  { category: 'commercial', phase: '3', maxLoadKw: 49.9, applicationFeePaise: 30_000, connectionChargePaise: 350_000, securityPerKwPaise: 70_000, linePerMetrePaise: 25_000, freeMetres: 30 },
]
const HOME = { connectedLoadKw: 2, phase: 1, tariffCategory: 'LT-II' }

describe('voluntary load declaration: the extra security deposit', () => {
  it('charges the deposit per kW of the declared band on the whole kW added', () => {
    // 2 kW → 5.5 kW single phase: ceil(5.5) − ceil(2) = 4 kW × ₹400 = ₹1,600.00
    const q = vldQuote(HOME, { declaredLoadKw: 5.5, phase: '1' }, RULES)
    expect(q).toEqual({
      ok: true,
      quote: expect.objectContaining({ category: 'domestic', extraKw: 4, securityPerKwPaise: 40_000, extraSecurityPaise: 160_000, phaseChange: false, recordedPhase: '1' }),
    })
    // 2 kW → 9 kW three phase: 7 kW × ₹400 = ₹2,800.00, and the phase changes
    expect(vldQuote(HOME, { declaredLoadKw: 9, phase: '3' }, RULES)).toEqual({ ok: true, quote: expect.objectContaining({ extraKw: 7, extraSecurityPaise: 280_000, phaseChange: true }) })
    // a shop of 5 kW three phase → 12.2 kW: 13 − 5 = 8 kW × ₹700 = ₹5,600.00
    expect(vldQuote({ connectedLoadKw: 5, phase: 3, tariffCategory: 'LT-IV' }, { declaredLoadKw: 12.2, phase: '3' }, RULES)).toEqual({
      ok: true,
      quote: expect.objectContaining({ category: 'commercial', extraKw: 8, extraSecurityPaise: 560_000 }),
    })
    // 2 kW → 2.4 kW: the same whole kW, no deposit to add
    expect(vldQuote(HOME, { declaredLoadKw: 2.4, phase: '1' }, RULES)).toEqual({ ok: true, quote: expect.objectContaining({ extraKw: 1, extraSecurityPaise: 40_000 }) })
  })

  it('refuses a load not above the record, a phase below it, an unknown category, a band without a rule', () => {
    expect(vldQuote(HOME, { declaredLoadKw: 2, phase: '1' }, RULES)).toEqual({ ok: false, refusal: 'vldNotHigher' })
    expect(vldQuote({ ...HOME, phase: 3 }, { declaredLoadKw: 4, phase: '1' }, RULES)).toEqual({ ok: false, refusal: 'vldPhaseDown' })
    expect(vldQuote({ ...HOME, tariffCategory: 'HT-I' }, { declaredLoadKw: 4, phase: '1' }, RULES)).toEqual({ ok: false, refusal: 'vldNotLt' })
    expect(vldQuote({ ...HOME, tariffCategory: 'LT-VII' }, { declaredLoadKw: 4, phase: '1' }, RULES)).toEqual({ ok: false, refusal: 'noCostRule' })
  })

  it('takes declarations of live LT connections while the scheme is open', () => {
    expect(vldRecordRefusal({ status: 'ACTIVE', tariffCategory: 'LT-II' }, TODAY)).toBeNull()
    expect(vldRecordRefusal({ status: 'DISCONNECTED', tariffCategory: 'LT-II' }, TODAY)).toBe('vldNotLive')
    expect(vldRecordRefusal({ status: 'ACTIVE', tariffCategory: 'HT-I' }, TODAY)).toBe('vldNotLt')
    expect(vldRecordRefusal({ status: 'ACTIVE', tariffCategory: 'LT-II' }, '2027-04-01')).toBe('schemeClosed')
  })
})

describe('solar land offer: figures and coordinates', () => {
  const offer = {
    applicantType: 'farmer',
    applicantName: 'Ramen Kalita',
    mobile: '9812345678',
    email: '',
    district: 'kamrup',
    village: 'Rangia',
    latitude: '26.4470',
    longitude: '91.6110',
    dagNo: '123',
    pattaNo: '45/2',
    landArea: '30',
    landUnit: 'bigha',
    landUse: 'fallow',
    capacityMw: '2',
    substationName: 'Rangia 33/11 kV',
    substationDistanceKm: '3.5',
    declaration: 'on',
  }

  it('converts the area and warns (never refuses) when the land is small for the capacity or the substation far', () => {
    // 30 bigha × 0.13378 = 4.013 ha ≥ 2 MW × 2 ha: no warning
    expect(hectaresOf(30, 'bigha')).toBe(4.013)
    expect(solarLandWarnings({ landArea: 30, landUnit: 'bigha', capacityMw: 2, substationDistanceKm: 3.5 })).toEqual([])
    // 5 acres × 0.404686 = 2.023 ha < 4 ha needed for 2 MW; 8 km > 5 km
    expect(solarLandWarnings({ landArea: 5, landUnit: 'acre', capacityMw: 2, substationDistanceKm: 8 })).toEqual([
      { code: 'landSmall', haveHa: 2.023, needHa: 4 },
      { code: 'farFromSubstation', km: 8 },
    ])
    expect(checkForm(solarLandSchema, { ...offer, landArea: '1', landUnit: 'hectare' }).ok).toBe(true)
  })

  it('refuses coordinates outside Assam and capacities outside 0.5–2 MW', () => {
    const problem = (over: Record<string, string>) => {
      const r = checkForm(solarLandSchema, { ...offer, ...over })
      return r.ok ? null : r.problems
    }
    expect(problem({})).toBeNull()
    expect(problem({ latitude: '28.61' })).toEqual([{ field: 'latitude', key: 'latitudeOutsideAssam' }]) // Delhi
    expect(problem({ longitude: '88.36' })).toEqual([{ field: 'longitude', key: 'longitudeOutsideAssam' }]) // Kolkata
    expect(problem({ latitude: '26°N' })).toEqual([{ field: 'latitude', key: 'latitudeInvalid' }])
    expect(problem({ latitude: '' })).toEqual([{ field: 'latitude', key: 'latitudeEmpty' }])
    expect(problem({ capacityMw: '2.5' })).toEqual([{ field: 'capacityMw', key: 'capacityRange' }])
    expect(problem({ capacityMw: '0.4' })).toEqual([{ field: 'capacityMw', key: 'capacityRange' }])
    expect(problem({ substationDistanceKm: '60' })).toEqual([{ field: 'substationDistanceKm', key: 'substationDistanceRange' }])
  })
})
