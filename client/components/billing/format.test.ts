import { describe, expect, it } from 'vitest'
import { dmy, dmyTime, indiaToday, money, monthLabel } from './format'

describe('bill formatting', () => {
  it('money from paise: Indian grouping, two decimals', () => {
    expect(money(0, 'en')).toBe('₹\u00a00.00')
    expect(money(5, 'en')).toBe('₹\u00a00.05')
    expect(money(123456789, 'en')).toBe('₹\u00a012,34,567.89')
    expect(money(-1050, 'en')).toBe('-₹\u00a010.50')
    expect(money(123456789, 'as')).toBe('₹\u00a0১২,৩৪,৫৬৭.৮৯')
  })
  it('dates in the one format of each language, timestamps in India time', () => {
    expect(dmy('2026-11-05', 'en')).toBe('05 Nov 2026')
    expect(dmy('2026-11-05', 'as')).toBe('০৫ নৱেম্বৰ ২০২৬')
    expect(dmy('2026-11-05T20:00:00.000Z', 'en')).toBe('06 Nov 2026')
    expect(dmyTime('2026-11-05T05:10:00.000Z', 'en')).toBe('05 Nov 2026, 10:40')
    expect(dmy(null, 'en')).toBe('')
  })
  it('billing months and today in India', () => {
    expect(monthLabel('2026-11', 'en')).toBe('Nov 2026')
    expect(monthLabel('2026-04', 'as')).toBe('এপ্ৰিল ২০২৬')
    expect(indiaToday(Date.UTC(2026, 10, 21, 19, 0))).toBe('2026-11-22')
  })
})
