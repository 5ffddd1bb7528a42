import { describe, expect, it } from 'vitest'
import { dmy, dmyTime, indiaDay, formatToken, kwh, money, periodLabel, shortDay, shortPeriod } from './format'

describe('dashboard formatting', () => {
  it('prints paise as rupees with Indian grouping and two decimals', () => {
    expect(money(123456789, 'en')).toBe('₹ 12,34,567.89')
    expect(money(5, 'en')).toBe('₹ 0.05')
    expect(money(-2550, 'en')).toBe('-₹ 25.50')
    expect(money(100000, 'as')).toBe('₹ ১,০০০.০০')
  })

  it('prints dates in the one format of each language on the Indian calendar', () => {
    expect(dmy('2026-11-05', 'en')).toBe('05 Nov 2026')
    // 20:00 UTC is already the next day in India
    expect(indiaDay('2026-11-05T20:00:00.000Z')).toBe('2026-11-06')
    expect(dmy('2026-11-05T20:00:00.000Z', 'as')).toBe('০৬ নৱেম্বৰ ২০২৬')
    expect(dmyTime('2026-11-05T04:15:00.000Z', 'en')).toBe('05 Nov 2026, 09:45')
    expect(dmy(null, 'en')).toBe('')
  })

  it('names billing periods and shortens axis labels', () => {
    expect(periodLabel('2026-04', 'en')).toBe('Apr 2026')
    expect(periodLabel('2026-04', 'as')).toBe('এপ্ৰিল ২০২৬')
    expect(shortPeriod('2026-04', 'en')).toBe('04/26')
    expect(shortDay('2026-04-09', 'as')).toBe('০৯/০৪')
  })

  it('prints kWh and groups a token in fours', () => {
    expect(kwh(12, 'en')).toBe('12')
    expect(kwh(1234.5, 'en')).toBe('1,234.5')
    expect(formatToken('12345678901234567890')).toBe('1234 5678 9012 3456 7890')
  })
})
