import { describe, expect, it } from 'vitest'
import { MOMENTARY_MAX_MINUTES, reliabilityIndices, type Interruption } from './reliability'

const T0 = Date.parse('2026-10-01T00:00:00+05:30')
const MIN = 60_000
const cut = (startMin: number, minutes: number, customers: number): Interruption => ({ start: T0 + startMin * MIN, end: T0 + (startMin + minutes) * MIN, customersAffected: customers })

describe('reliability indices (IEEE 1366, divided by customers served)', () => {
  it('a hand-worked month: two feeders serving 1,000 and 500 customers', () => {
    // worked by hand, customers served 1,500:
    //   sustained: 200 × 60 min, 1,000 × 120 min, 100 × 5 min 1 s   → 1,300 customers, 132,501.67 customer minutes
    //   momentary: 500 × 3 min, 100 × exactly 5 min                 → 600 customers
    //   SAIFI = 1,300 / 1,500 = 0.8667;  SAIDI = 132,501.67 / 1,500 = 88.334 min
    //   CAIDI = 88.3344 / 0.86667 = 101.9244 min;  MAIFI = 600 / 1,500 = 0.4
    const events = [cut(0, 60, 200), cut(100, 3, 500), cut(300, 120, 1000), cut(500, 5, 100), { ...cut(700, 5, 100), end: T0 + (705 * MIN + 1000) }]
    const r = reliabilityIndices(events, 1500, T0 + 31 * 24 * 60 * MIN)
    expect(r.sustained).toBe(3)
    expect(r.momentary).toBe(2)
    expect(r.customerInterruptions).toBe(1300)
    expect(r.customerMinutes).toBeCloseTo(132_501.667, 2)
    expect(r.saifi).toBeCloseTo(0.86667, 5)
    expect(r.saidi).toBeCloseTo(88.3344, 4)
    expect(r.caidi).toBeCloseTo(101.9244, 4)
    expect(r.maifi).toBeCloseTo(0.4, 10)
  })

  it('divides by customers served, not by customers affected', () => {
    const r = reliabilityIndices([cut(0, 30, 50)], 1000, T0 + MIN * 1000)
    // 50 of 1,000 customers off for 30 minutes: SAIFI 0.05, SAIDI 1.5 min, CAIDI 30 min
    expect(r.saifi).toBeCloseTo(0.05, 10)
    expect(r.saidi).toBeCloseTo(1.5, 10)
    expect(r.caidi).toBeCloseTo(30, 10)
  })

  it('an interruption still open counts up to `until`; the 5-minute line is inclusive', () => {
    const open: Interruption = { start: T0, end: null, customersAffected: 10 }
    expect(reliabilityIndices([open], 100, T0 + 90 * MIN).saidi).toBeCloseTo(9, 10)
    expect(reliabilityIndices([cut(0, MOMENTARY_MAX_MINUTES, 10)], 100, T0).momentary).toBe(1)
  })

  it('nothing served or nothing interrupted: zeros, and no CAIDI', () => {
    expect(reliabilityIndices([cut(0, 60, 10)], 0, T0)).toMatchObject({ saifi: 0, saidi: 0, caidi: null, maifi: 0, sustained: 1 })
    expect(reliabilityIndices([], 500, T0)).toMatchObject({ saifi: 0, saidi: 0, caidi: null, maifi: 0, sustained: 0, momentary: 0 })
  })
})
