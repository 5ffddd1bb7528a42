import { describe, expect, it } from 'vitest'
import en from '../locales/en/insights.json'
import as from '../locales/as/insights.json'
import { checkReading, highThreshold, implausibility, isConfirmed, METER_PROBLEM_EN, METER_PROBLEMS, meterOutcomeOf, meterOutcomeQuery, READING_MAX, unitsSince } from './rules'

const history = { lastReading: 12_000, usualUnits: 200, multiplyingFactor: 1 }

describe('self meter reading: the one rule of both sides', () => {
  it('reads a reading typed in Latin or Assamese digits, with at most one decimal, 0 to 999999', () => {
    expect(checkReading('12345')).toEqual({ ok: true, value: 12_345 })
    expect(checkReading(' 12,345.6 ')).toEqual({ ok: true, value: 12_345.6 })
    expect(checkReading('১২৩৪৫.৬')).toEqual({ ok: true, value: 12_345.6 })
    expect(checkReading('0')).toEqual({ ok: true, value: 0 })
    expect(checkReading('999999')).toEqual({ ok: true, value: READING_MAX })
    expect(checkReading('12345 kWh')).toEqual({ ok: true, value: 12_345 })
    expect(checkReading(12_345.6)).toEqual({ ok: true, value: 12_345.6 })
    for (const empty of ['', '  ', undefined, null]) expect(checkReading(empty), String(empty)).toEqual({ ok: false, key: 'readingEmpty' })
    for (const bad of ['abc', '12.34', '-5', '1e5', '12345.', '.5', '12.3.4', 'x'.repeat(25), '9'.repeat(21), NaN, Infinity, {}, [1]]) {
      expect(checkReading(bad), String(bad)).toEqual({ ok: false, key: 'readingInvalid' })
    }
    expect(checkReading('1000000')).toEqual({ ok: false, key: 'readingRange' })
    expect(checkReading('999999.1')).toEqual({ ok: false, key: 'readingRange' })
  })

  it('asks to confirm a reading lower than the last one, or far above the usual use (3 times, and at least 300 units above)', () => {
    expect(implausibility(12_150, history)).toBeNull()
    expect(implausibility(12_000, history)).toBeNull() // no use at all is possible (a locked house)
    expect(implausibility(11_999.9, history)).toBe('lower')
    expect(highThreshold(200)).toBe(600)
    expect(implausibility(12_600, history)).toBeNull()
    expect(implausibility(12_600.1, history)).toBe('high')
    // a small consumer: 3 × 40 is 120, but the floor asks for 300 units above the usual
    expect(highThreshold(40)).toBe(340)
    expect(implausibility(12_300, { ...history, usualUnits: 40 })).toBeNull()
    expect(implausibility(12_341, { ...history, usualUnits: 40 })).toBe('high')
    // the multiplying factor counts in the units
    expect(unitsSince(12_100, { ...history, multiplyingFactor: 10 })).toBe(1000)
    expect(implausibility(12_100, { ...history, multiplyingFactor: 10 })).toBe('high')
    // without bills there is nothing to compare with
    expect(implausibility(5, { lastReading: null, usualUnits: null, multiplyingFactor: 1 })).toBeNull()
    expect(unitsSince(12_345.6, history)).toBe(345.6)
  })

  it('takes the confirm box as a form or JSON sends it', () => {
    for (const yes of ['on', 'yes', 'true', '1', true, 1]) expect(isConfirmed(yes), String(yes)).toBe(true)
    for (const no of ['off', '', 'no', undefined, null, false, 0, {}]) expect(isConfirmed(no), String(no)).toBe(false)
  })

  it('carries the outcome of the form without JavaScript in the query, and refuses anything else', () => {
    expect(meterOutcomeOf(meterOutcomeQuery({ kind: 'saved' }))).toEqual({ kind: 'saved' })
    expect(meterOutcomeOf(meterOutcomeQuery({ kind: 'confirm', reason: 'lower' }))).toEqual({ kind: 'confirm', reason: 'lower' })
    expect(meterOutcomeOf('confirmHigh')).toEqual({ kind: 'confirm', reason: 'high' })
    expect(meterOutcomeQuery({ kind: 'problems', problems: ['readingInvalid', 'photoType'] })).toBe('readingInvalid,photoType')
    expect(meterOutcomeOf('readingInvalid,photoType,readingInvalid,<script>')).toEqual({ kind: 'problems', problems: ['readingInvalid', 'photoType'] })
    for (const bad of ['', 'nonsense', '<script>', ['saved'], 42, 'x'.repeat(200)]) expect(meterOutcomeOf(bad), String(bad)).toBeNull()
  })

  it("has the page's words for every problem in both languages, the API's English the same as the page's", () => {
    const words = (d: typeof en) => d.meterReading.problems as Record<string, string>
    for (const p of METER_PROBLEMS) {
      expect(words(en)[p], p).toBe(METER_PROBLEM_EN[p].replace('9,99,999', '{{max}}'))
      expect(words(as)[p], p).toBeTruthy()
    }
  })
})
