import { describe, expect, it } from 'vitest'
import { billSide, compareYears, dayYearBefore, monthCharges, percentChange, periodYearBefore, readingWindows } from './yearOnYear'

const bill = (period: string, units: number, energy: number) => ({
  period,
  units,
  energyCharge: energy,
  fixedCharge: 10_000,
  fppaCharge: 2_000,
  electricityDuty: 1_500,
  meterRent: 500,
})

describe('year on year', () => {
  it('goes back a year: months, days, and 29 February to 28 February', () => {
    expect(periodYearBefore('2026-11')).toBe('2025-11')
    expect(periodYearBefore('2026-01')).toBe('2025-01')
    expect(dayYearBefore('2026-11-20')).toBe('2025-11-20')
    expect(dayYearBefore('2028-02-29')).toBe('2027-02-28')
    expect(dayYearBefore('2029-02-28')).toBe('2028-02-28')
  })

  it('counts the days of this month up to the newest reading, and the same days a year before', () => {
    expect(readingWindows('2026-11-20')).toEqual({ current: { from: '2026-11-01', to: '2026-11-20' }, lastYear: { from: '2025-11-01', to: '2025-11-20' } })
    expect(readingWindows('2028-02-29')).toEqual({ current: { from: '2028-02-01', to: '2028-02-29' }, lastYear: { from: '2027-02-01', to: '2027-02-28' } })
  })

  it('says the change in whole percent, rounded half away from zero, and nothing against a zero', () => {
    expect(percentChange(110, 100)).toBe(10)
    expect(percentChange(90, 100)).toBe(-10)
    expect(percentChange(100, 100)).toBe(0)
    expect(percentChange(100.5, 100)).toBe(1)
    expect(percentChange(99.5, 100)).toBe(-1)
    expect(percentChange(100.4, 100)).toBe(0)
    expect(percentChange(1, 3)).toBe(-67)
    expect(percentChange(250, 100)).toBe(150)
    expect(percentChange(0, 100)).toBe(-100)
    expect(percentChange(5, 0)).toBeNull()
  })

  it("compares a bill's units and own charges (arrears left out) with the bill of the same month last year", () => {
    expect(monthCharges(bill('2026-10', 200, 100_000))).toBe(114_000)
    const current = billSide(bill('2026-10', 240, 130_000))
    const lastYear = billSide(bill('2025-10', 200, 100_000))
    expect(current).toEqual({ period: '2026-10', days: null, kwh: 240, amountPaise: 144_000 })
    expect(compareYears('bill', current, lastYear)).toEqual({
      basis: 'bill',
      current,
      lastYear,
      change: { kwhPercent: 20, amountPercent: 26 },
    })
  })

  it('has no change without last year, and no sides without data (the empty states)', () => {
    const current = billSide(bill('2026-10', 240, 130_000))
    expect(compareYears('bill', current, null)).toEqual({ basis: 'bill', current, lastYear: null, change: null })
    expect(compareYears('readings', null, null)).toEqual({ basis: 'readings', current: null, lastYear: null, change: null })
    const zero = { period: '2025-10', days: { from: '2025-10-01', to: '2025-10-05' }, kwh: 0, amountPaise: 0 }
    expect(compareYears('readings', { ...zero, period: '2026-10', kwh: 12 }, zero).change).toEqual({ kwhPercent: null, amountPercent: null })
  })
})
