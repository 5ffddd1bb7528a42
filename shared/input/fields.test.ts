import { describe, expect, it } from 'vitest'
import { checkKwh, checkRupees } from './fields'

describe('the catalogue: whole rupees (the reminder threshold, the recharge amount)', () => {
  const range = { min: 10, max: 10_000 }
  it('takes rupees as people type them', () => {
    expect(checkRupees(' ₹ 1,500 ', range)).toEqual({ ok: true, value: 1500 })
    expect(checkRupees('Rs.250', range)).toEqual({ ok: true, value: 250 })
    expect(checkRupees('৫০০', range)).toEqual({ ok: true, value: 500 })
    expect(checkRupees(750, range)).toEqual({ ok: true, value: 750 })
  })
  it('refuses with one key each: empty, not whole rupees, out of range', () => {
    expect(checkRupees('', range)).toEqual({ ok: false, key: 'rupeesEmpty' })
    expect(checkRupees(undefined, range)).toEqual({ ok: false, key: 'rupeesEmpty' })
    expect(checkRupees('12.50', range)).toEqual({ ok: false, key: 'rupeesInvalid' })
    expect(checkRupees('-20', range)).toEqual({ ok: false, key: 'rupeesInvalid' })
    expect(checkRupees('9', range)).toEqual({ ok: false, key: 'rupeesRange' })
    expect(checkRupees('99999999999', range)).toEqual({ ok: false, key: 'rupeesRange' })
  })
})

describe('the catalogue: a reading in kWh', () => {
  const limits = { max: 999_999, maxChars: 20 }
  it('takes a reading as people type it', () => {
    expect(checkKwh('12,345.6 kWh', limits)).toEqual({ ok: true, value: 12345.6 })
    expect(checkKwh('১২৩৪৫', limits)).toEqual({ ok: true, value: 12345 })
    expect(checkKwh(42, limits)).toEqual({ ok: true, value: 42 })
  })
  it('refuses with one key each: empty, not a reading, out of range', () => {
    expect(checkKwh('', limits)).toEqual({ ok: false, key: 'kwhEmpty' })
    expect(checkKwh(null, limits)).toEqual({ ok: false, key: 'kwhEmpty' })
    expect(checkKwh('12.34', limits)).toEqual({ ok: false, key: 'kwhInvalid' })
    expect(checkKwh(Number.NaN, limits)).toEqual({ ok: false, key: 'kwhInvalid' })
    expect(checkKwh('1000000', limits)).toEqual({ ok: false, key: 'kwhRange' })
  })
})
