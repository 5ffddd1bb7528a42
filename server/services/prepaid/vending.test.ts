import { describe, expect, it } from 'vitest'
import { decodeCreditToken, deriveDecoderKey, StsError, tokenIdentifier } from './sts'
import { decodeVendedToken, kWhForAmount, stsMeterOf, unitsForAmount, vendCreditToken } from './vending'

const KEY = '0123456789ABCDEF'

describe('vending: STS parameters of a meter', () => {
  it('derives them from the meter number, deterministically', () => {
    expect(stsMeterOf('04000000003')).toEqual({ meterNo: '04000000003', supplyGroupCode: '600400', tariffIndex: 1, keyRevision: 1 })
    expect(stsMeterOf('1234567890123')).toMatchObject({ supplyGroupCode: '601234' })
    expect(deriveDecoderKey(KEY, stsMeterOf('04000000003'))).toEqual(deriveDecoderKey(KEY, stsMeterOf('04000000003')))
    expect(deriveDecoderKey(KEY, stsMeterOf('04000000003'))).not.toEqual(deriveDecoderKey(KEY, stsMeterOf('04000000004')))
  })

  it('refuses meter numbers that are not 11 or 13 digits', () => {
    for (const bad of ['SM000000004', '123', '123456789012', '', ' ']) {
      expect(() => stsMeterOf(bad), bad).toThrow(StsError)
    }
  })
})

describe('vending: energy for an amount', () => {
  it('rounds up to 0.1 kWh, in the consumer’s favour', () => {
    expect(unitsForAmount(10_000, 605)).toBe(166) // ₹100 at ₹6.05 = 16.528… kWh → 16.6
    expect(kWhForAmount(10_000, 605)).toBe(16.6)
    expect(kWhForAmount(60_500, 605)).toBe(100) // exact: no rounding
    expect(kWhForAmount(1, 605)).toBe(0.1)
    expect(kWhForAmount(5_000_000, 605)).toBe(8264.5) // 8264.46… → 8264.5
  })

  it('refuses zero, negative and fractional inputs', () => {
    expect(() => unitsForAmount(0, 605)).toThrow(RangeError)
    expect(() => unitsForAmount(100.5, 605)).toThrow(RangeError)
    expect(() => unitsForAmount(100, 0)).toThrow(RangeError)
  })
})

describe('vending: credit tokens', () => {
  const paidAt = new Date('2026-11-22T01:40:30.000Z')

  it('a vended token decodes back to the amount and the token identifier of the paid time', () => {
    const v = vendCreditToken({ meterNo: '04000000003', amountPaise: 10_000, ratePaisePerKwh: 605, vendingKey: KEY, paidAt, random: 5 })
    expect(v.token).toMatch(/^\d{20}$/)
    expect(v.kWh).toBe(16.6)
    expect(v.tid).toBe(tokenIdentifier(paidAt))
    expect(v.testKey).toBe(true)
    const d = decodeVendedToken(v.token, '04000000003', KEY)
    expect(d).toMatchObject({ class: 0, subclass: 0, random: 5, tid: v.tid, kWh: 16.6, crcOk: true })
    expect(d.date.toISOString()).toBe('2026-11-22T01:40:00.000Z')
    // the same as decoding with sts.ts and the derived meter directly
    expect(decodeCreditToken(v.token, stsMeterOf('04000000003'), KEY).kWh).toBe(16.6)
  })

  it('does not decode for another meter or another vending key', () => {
    const v = vendCreditToken({ meterNo: '04000000003', amountPaise: 250_000, ratePaisePerKwh: 605, vendingKey: KEY, paidAt })
    expect(() => decodeVendedToken(v.token, '04000000004', KEY)).toThrow(StsError)
    expect(() => decodeVendedToken(v.token, '04000000003', 'FEDCBA9876543210')).toThrow(StsError)
  })
})
