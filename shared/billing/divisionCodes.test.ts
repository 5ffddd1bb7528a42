import { describe, expect, it } from 'vitest'
import { DIVISION_CODE_LIST, DIVISION_CODES, isValidConsumerNo, zoneOfDivision } from './divisionCodes'

describe('division codes', () => {
  it('are about 200 distinct three-digit codes between 001 and 299', () => {
    expect(DIVISION_CODES.size).toBe(200)
    expect(DIVISION_CODE_LIST.length).toBe(200)
    for (const code of DIVISION_CODES) {
      expect(code).toMatch(/^\d{3}$/)
      expect(Number(code)).toBeGreaterThanOrEqual(1)
      expect(Number(code)).toBeLessThanOrEqual(299)
    }
    expect([...DIVISION_CODE_LIST]).toEqual([...DIVISION_CODE_LIST].sort())
  })

  it('include the demo divisions', () => {
    for (const code of ['101', '102', '103', '104', '105']) expect(DIVISION_CODES.has(code)).toBe(true)
    expect(zoneOfDivision('001')).toBe('Lower Assam')
    expect(zoneOfDivision('105')).toBe('Central Assam')
    expect(zoneOfDivision('260')).toBe('Upper Assam')
    expect(zoneOfDivision('000')).toBeUndefined()
    expect(zoneOfDivision('299')).toBeUndefined()
  })

  it('validate consumer numbers', () => {
    expect(isValidConsumerNo('101000000001')).toBe(true)
    expect(isValidConsumerNo('001234567890')).toBe(true)
    expect(isValidConsumerNo('260999999999')).toBe(true)
    expect(isValidConsumerNo('000000000001')).toBe(false) // 000 not a division
    expect(isValidConsumerNo('090000000001')).toBe(false) // gap between blocks
    expect(isValidConsumerNo('299000000001')).toBe(false)
    expect(isValidConsumerNo('10100000001')).toBe(false) // 11 digits
    expect(isValidConsumerNo('1010000000011')).toBe(false) // 13 digits
    expect(isValidConsumerNo('10100000000a')).toBe(false)
    expect(isValidConsumerNo(' 10100000001')).toBe(false)
    expect(isValidConsumerNo('')).toBe(false)
  })
})
