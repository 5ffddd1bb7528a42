import { describe, expect, it } from 'vitest'
import { checkCalcQuery, readCalcQuery, wantsCalculation } from './tariffInput'

const CATS = ['LT-I', 'LT-II']

describe('bill calculator input', () => {
  it('units mode', () => {
    const q = readCalcQuery({ category: 'LT-II', load: '1.5', mode: 'units', units: '250', paid: 'after' })
    expect(checkCalcQuery(q, CATS)).toEqual({
      ok: true,
      value: { category: 'LT-II', connectedLoadKw: 1.5, previousReading: 0, currentReading: 250, paid: 'after' },
    })
  })
  it('readings mode', () => {
    const q = readCalcQuery({ category: 'LT-I', load: '2', mode: 'readings', previous: '1200', current: '1330' })
    const r = checkCalcQuery(q, CATS)
    expect(r.ok && r.value).toMatchObject({ previousReading: 1200, currentReading: 1330, paid: 'before' })
  })
  it('reports every field in error', () => {
    const r = checkCalcQuery(readCalcQuery({ category: 'X', load: '0', mode: 'units', units: '1.5' }), CATS)
    expect(r.ok ? [] : r.problems).toEqual([
      { field: 'category', key: 'categoryRequired' },
      { field: 'load', key: 'loadInvalid' },
      { field: 'units', key: 'unitsInvalid' },
    ])
    const r2 = checkCalcQuery(readCalcQuery({ category: 'LT-I', load: '', mode: 'readings', previous: '', current: '5' }), CATS)
    expect(r2.ok ? [] : r2.problems.map((e) => e.key)).toEqual(['loadRequired', 'readingRequired'])
    const r3 = checkCalcQuery(readCalcQuery({ category: 'LT-I', load: '1', mode: 'readings', previous: '10', current: '5' }), CATS)
    expect(r3.ok ? [] : r3.problems).toEqual([{ field: 'current', key: 'readingOrder' }])
    const r4 = checkCalcQuery(readCalcQuery({ category: 'LT-I', load: '5000', mode: 'units', units: '' }), CATS)
    expect(r4.ok ? [] : r4.problems.map((e) => e.key)).toEqual(['loadInvalid', 'unitsRequired'])
  })
  it('asks for a calculation only when the form was sent', () => {
    expect(wantsCalculation({})).toBe(false)
    expect(wantsCalculation({ category: 'LT-I' })).toBe(false)
    expect(wantsCalculation({ category: 'LT-I', load: '' })).toBe(true)
  })
})
