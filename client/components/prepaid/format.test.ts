import { describe, expect, it } from 'vitest'
import { dateDmy, dateTime, kwh, rupees, tokenGroups } from './format'

describe('prepaid formatting', () => {
  it('prints paise as rupees with Indian grouping', () => {
    expect(rupees(123456789, 'en')).toBe('₹ 12,34,567.89')
    expect(rupees(50000, 'en')).toBe('₹ 500.00')
    expect(rupees(-1250, 'en')).toBe('₹ -12.50')
    expect(rupees(10000, 'as')).toBe('₹ ১০০.০০')
  })

  it('prints timestamps in India time in the one date format', () => {
    expect(dateDmy('2026-11-21T20:00:00.000Z', 'en')).toBe('22 Nov 2026')
    expect(dateTime('2026-11-21T20:00:00.000Z', 'en')).toBe('22 Nov 2026, 01:30')
    expect(dateDmy('2026-03-05', 'en')).toBe('05 Mar 2026')
    expect(dateTime('2026-03-05', 'as')).toBe('০৫ মাৰ্চ ২০২৬')
    expect(dateTime('not a date', 'en')).toBe('')
    expect(dateDmy(null, 'en')).toBe('')
  })

  it('splits a token into five groups of four', () => {
    expect(tokenGroups('12345678901234567890')).toEqual(['1234', '5678', '9012', '3456', '7890'])
    expect(tokenGroups('1234')).toEqual([])
    expect(tokenGroups(null)).toEqual([])
  })

  it('prints kWh with one decimal', () => {
    expect(kwh(1234.56, 'en')).toBe('1,234.6')
  })
})
