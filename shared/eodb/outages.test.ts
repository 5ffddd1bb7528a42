import { describe, expect, it } from 'vitest'
import { adminTimeInput, feederFilterQuery, parseAdminTime } from './outages'

describe("the outage manager's date-time fields (India time)", () => {
  it('reads a datetime-local value as India time, an ISO time with its zone as it is; anything else is null', () => {
    expect(parseAdminTime('2027-03-11T09:00')).toBe(Date.parse('2027-03-11T03:30:00Z'))
    expect(parseAdminTime('2027-03-11T09:00:30')).toBe(Date.parse('2027-03-11T03:30:30Z'))
    expect(parseAdminTime('2027-03-11T09:00:00+05:30')).toBe(Date.parse('2027-03-11T03:30:00Z'))
    expect(parseAdminTime('2027-03-11T03:30:00.000Z')).toBe(Date.parse('2027-03-11T03:30:00Z'))
    for (const bad of ['2027-02-29T10:00', '2027-03-11T24:00', '2027-03-11 09:00', '11/03/2027 09:00', 'tomorrow', '', '1899-01-01T00:00', null, {}, -5, 1.5])
      expect(parseAdminTime(bad), String(bad)).toBeNull()
    expect(adminTimeInput(Date.parse('2027-03-11T03:30:00Z'))).toBe('2027-03-11T09:00')
  })

  it('drops a feeder filter value that is not a code instead of refusing it', () => {
    expect(feederFilterQuery.parse({ circle: ' GEC1 ', division: '101', q: '  pandu ' })).toEqual({ circle: 'GEC1', division: '101', q: 'pandu' })
    expect(feederFilterQuery.parse({ circle: "x';--", division: ['101'], q: 42 })).toEqual({ circle: '', division: '', q: '' })
    expect(feederFilterQuery.parse({})).toEqual({ circle: '', division: '', q: '' })
  })
})
