import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { indiaInstant } from '#shared/eodb/months'
import { reliabilityIndices, type Interruption } from '#shared/eodb/reliability'
import type { ReliabilityReport } from '#shared/eodb/contract'
import { createEodbReports } from '../../server/services/eodb'
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db'

/**
 * The reliability report's SQL aggregation (server/services/eodb/reliability.ts) against a
 * month worked by hand, on both databases, and against reliabilityIndices() of
 * shared/eodb/reliability.ts fed the same events. Times are India times.
 *
 * Network: circle GEC1 = division 001 (feeder FA, 1,000 customers) + division 002 (feeder FB,
 * 500); circle MGD = division 101 (feeder FC, 2,000). State: 3,500 customers served.
 *
 *  #  feeder  start (IST)          minutes        customers  kind
 *  1  FA      2026-10-01 00:00     60             200        sustained
 *  2  FB      2026-10-01 01:40     3              500        momentary
 *  3  FA      2026-10-01 05:00     120            1,000      sustained
 *  4  FB      2026-10-01 08:20     5 exactly      100        momentary (the 5-minute line is inclusive)
 *  5  FA      2026-10-01 11:40     5 min 1 s      100        sustained
 *  6  FB      2026-10-31 23:50     30             300        sustained, October (split by the month it STARTED)
 *  7  FA      2026-09-30 23:59     10             400        before the period: not counted
 *  8  FA      2026-11-01 00:00     45             1,000      sustained, November
 *  9  FB      2026-11-15 10:00     open           250        sustained, November: until now (12:00) = 120 min
 * 10  FC      2026-10-02 10:00     90             2,000      sustained, circle MGD
 *
 * Circle GEC1, served 1,500:
 *   October: sustained 200 + 1,000 + 100 + 300 = 1,600 customers;
 *            customer minutes 12,000 + 120,000 + 501.667 + 9,000 = 141,501.667; momentary 500 + 100 = 600
 *            SAIFI 1,600 / 1,500 = 1.066667; SAIDI 141,501.667 / 1,500 = 94.334444 min;
 *            CAIDI 141,501.667 / 1,600 = 88.438542 min; MAIFI 600 / 1,500 = 0.4
 *   November: 1,000 + 250 = 1,250 customers; 45,000 + 30,000 = 75,000 customer minutes
 *            SAIFI 0.833333; SAIDI 50 min; CAIDI 60 min; MAIFI 0
 *   Period:  2,850 customers; 216,501.667 customer minutes; 600 momentary
 *            SAIFI 1.9; SAIDI 144.334444; CAIDI 75.965497; MAIFI 0.4
 *   Breakdown: 001 (FA, 1,000): 2,300 customers, 177,501.667 min → SAIFI 2.3, SAIDI 177.501667, MAIFI 0
 *              002 (FB, 500):   550 customers, 39,000 min, 600 momentary → SAIFI 1.1, SAIDI 78, CAIDI 70.909091, MAIFI 1.2
 * State, served 3,500: October adds FC's 2,000 customers × 90 min = 180,000
 *   October: 3,600 customers, 321,501.667 min → SAIFI 1.028571, SAIDI 91.857619, MAIFI 600 / 3,500 = 0.171429
 *   Breakdown MGD (2,000): SAIFI 1, SAIDI 90, CAIDI 90
 */
const MIN = 60_000
const at = (day: string, h: number, m: number) => indiaInstant(day, h, m)
const NOW = at('2026-11-15', 12, 0)

interface Ev {
  feeder: string
  start: number
  ms: number | null
  customers: number
}
const EVENTS: Ev[] = [
  { feeder: 'FA', start: at('2026-10-01', 0, 0), ms: 60 * MIN, customers: 200 },
  { feeder: 'FB', start: at('2026-10-01', 1, 40), ms: 3 * MIN, customers: 500 },
  { feeder: 'FA', start: at('2026-10-01', 5, 0), ms: 120 * MIN, customers: 1000 },
  { feeder: 'FB', start: at('2026-10-01', 8, 20), ms: 5 * MIN, customers: 100 },
  { feeder: 'FA', start: at('2026-10-01', 11, 40), ms: 5 * MIN + 1000, customers: 100 },
  { feeder: 'FB', start: at('2026-10-31', 23, 50), ms: 30 * MIN, customers: 300 },
  { feeder: 'FA', start: at('2026-09-30', 23, 59), ms: 10 * MIN, customers: 400 },
  { feeder: 'FA', start: at('2026-11-01', 0, 0), ms: 45 * MIN, customers: 1000 },
  { feeder: 'FB', start: at('2026-11-15', 10, 0), ms: null, customers: 250 },
  { feeder: 'FC', start: at('2026-10-02', 10, 0), ms: 90 * MIN, customers: 2000 },
]
const SERVED: Record<string, number> = { FA: 1000, FB: 500, FC: 2000 }
const interruptions = (feeders: string[], from: number, to: number): Interruption[] =>
  EVENTS.filter((e) => feeders.includes(e.feeder) && e.start >= from && e.start < to).map((e) => ({ start: e.start, end: e.ms === null ? null : e.start + e.ms, customersAffected: e.customers }))
const OCT = [at('2026-10-01', 0, 0), at('2026-11-01', 0, 0)] as const
const NOV = [at('2026-11-01', 0, 0), at('2026-12-01', 0, 0)] as const

describe(`reliability report: the SQL aggregation on a hand-worked example (${TEST_DB})`, () => {
  let t: TestDb

  beforeAll(async () => {
    t = await createTestDb()
    const db = t.db
    await db('circles').insert([
      { code: 'GEC1', name: 'Guwahati Electrical Circle I', name_as: 'গুৱাহাটী বৈদ্যুতিক চাৰ্কল ১', zone: 'lower' },
      { code: 'MGD', name: 'Mangaldoi Electrical Circle', name_as: 'মঙলদৈ বৈদ্যুতিক চাৰ্কল', zone: 'central' },
    ])
    await db('divisions').insert([
      { code: '001', name: 'Guwahati Electrical Division 1', zone: 'Lower Assam Zone', circle: 'Guwahati Electrical Circle I', circle_code: 'GEC1', sub_divisions: '' },
      { code: '002', name: 'Jorhat Electrical Division 1', zone: 'Lower Assam Zone', circle: 'Guwahati Electrical Circle I', circle_code: 'GEC1', sub_divisions: '' },
      { code: '101', name: 'Tezpur Electrical Division 1', zone: 'Central Assam Zone', circle: 'Mangaldoi Electrical Circle', circle_code: 'MGD', sub_divisions: '' },
    ])
    await db('feeders').insert([
      { code: 'FA', name: '11 kV A Feeder', substation: '33/11 kV A Substation', circle_code: 'GEC1', division_code: '001', customers_served: SERVED.FA, area: 'urban' },
      { code: 'FB', name: '11 kV B Feeder', substation: '33/11 kV B Substation', circle_code: 'GEC1', division_code: '002', customers_served: SERVED.FB, area: 'rural' },
      { code: 'FC', name: '11 kV C Feeder', substation: '33/11 kV C Substation', circle_code: 'MGD', division_code: '101', customers_served: SERVED.FC, area: 'rural' },
    ])
    await db('outage_events').insert(
      EVENTS.map((e) => ({
        feeder_code: e.feeder,
        planned: false,
        started_at: e.start,
        ended_at: e.ms === null ? null : e.start + e.ms,
        restore_eta: null,
        customers_affected: e.customers,
        cause: 'Test',
        source: 'import',
        created_at: e.start,
        updated_at: e.start,
      })),
    )
  })

  afterAll(async () => {
    await t?.destroy()
  })

  const report = async (query: Record<string, string>, now = NOW): Promise<ReliabilityReport> => {
    const r = await createEodbReports({ db: t.db, now: () => now }).reliability(query)
    if (!r.ok) throw new Error(`refused: ${r.key}`)
    return r.value
  }

  it('a circle: each month and the period as worked by hand', async () => {
    const r = await report({ circle: 'GEC1', from: '2026-10', to: '2026-11' })
    expect(r.scope).toMatchObject({ kind: 'circle', code: 'GEC1' })
    expect(r.feeders).toBe(2)
    const [oct, nov] = r.months
    expect(oct).toMatchObject({ month: '2026-10', customersServed: 1500, sustained: 4, momentary: 2 })
    expect(oct.saifi).toBeCloseTo(1.066667, 6)
    expect(oct.saidi).toBeCloseTo(94.334444, 6)
    expect(oct.caidi).toBeCloseTo(88.438542, 6)
    expect(oct.maifi).toBeCloseTo(0.4, 10)
    expect(nov).toMatchObject({ month: '2026-11', sustained: 2, momentary: 0, maifi: 0 })
    expect(nov.saifi).toBeCloseTo(0.833333, 6)
    expect(nov.saidi).toBeCloseTo(50, 8)
    expect(nov.caidi).toBeCloseTo(60, 8)
    expect(r.total).toMatchObject({ month: null, customersServed: 1500, sustained: 6, momentary: 2 })
    expect(r.total.saifi).toBeCloseTo(1.9, 8)
    expect(r.total.saidi).toBeCloseTo(144.334444, 6)
    expect(r.total.caidi).toBeCloseTo(75.965497, 6)
    expect(r.total.maifi).toBeCloseTo(0.4, 10)
    // per division of the circle
    const [d1, d2] = r.breakdown
    expect(d1).toMatchObject({ code: '001', customersServed: 1000, sustained: 4, momentary: 0, maifi: 0 })
    expect(d1.saifi).toBeCloseTo(2.3, 8)
    expect(d1.saidi).toBeCloseTo(177.501667, 6)
    expect(d2).toMatchObject({ code: '002', customersServed: 500, sustained: 2, momentary: 2 })
    expect(d2.saifi).toBeCloseTo(1.1, 8)
    expect(d2.saidi).toBeCloseTo(78, 8)
    expect(d2.caidi).toBeCloseTo(70.909091, 6)
    expect(d2.maifi).toBeCloseTo(1.2, 8)
    expect(r.divisions.map((d) => d.code)).toEqual(['001', '002'])
  })

  it('the same figures as reliabilityIndices() on the same events', async () => {
    const r = await report({ circle: 'GEC1', from: '2026-10', to: '2026-11' })
    for (const [row, [from, to]] of [
      [r.months[0], OCT],
      [r.months[1], NOV],
    ] as const) {
      const ref = reliabilityIndices(interruptions(['FA', 'FB'], from, to), 1500, NOW)
      expect(row.saifi).toBeCloseTo(ref.saifi, 9)
      expect(row.saidi).toBeCloseTo(ref.saidi, 9)
      expect(row.maifi).toBeCloseTo(ref.maifi, 9)
      expect(row.caidi ?? -1).toBeCloseTo(ref.caidi ?? -1, 9)
      expect([row.sustained, row.momentary]).toEqual([ref.sustained, ref.momentary])
    }
    const fb = reliabilityIndices(interruptions(['FB'], OCT[0], NOV[1]), 500, NOW)
    expect(r.breakdown[1].saidi).toBeCloseTo(fb.saidi, 9)
    expect(r.breakdown[1].maifi).toBeCloseTo(fb.maifi, 9)
  })

  it('the state: divided by every customer served, broken down by circle', async () => {
    const r = await report({ from: '2026-10', to: '2026-11' })
    expect(r.scope.kind).toBe('state')
    expect(r.feeders).toBe(3)
    const oct = r.months[0]
    expect(oct.customersServed).toBe(3500)
    expect(oct.saifi).toBeCloseTo(1.028571, 6)
    expect(oct.saidi).toBeCloseTo(91.857619, 6)
    expect(oct.maifi).toBeCloseTo(0.171429, 6)
    const ref = reliabilityIndices(interruptions(['FA', 'FB', 'FC'], OCT[0], OCT[1]), 3500, NOW)
    expect(oct.saidi).toBeCloseTo(ref.saidi, 9)
    const mgd = r.breakdown.find((b) => b.code === 'MGD')!
    expect(mgd).toMatchObject({ customersServed: 2000, sustained: 1, momentary: 0 })
    expect(mgd.saifi).toBeCloseTo(1, 10)
    expect(mgd.saidi).toBeCloseTo(90, 10)
    expect(mgd.caidi).toBeCloseTo(90, 10)
    expect(r.breakdown.map((b) => b.code)).toEqual(['GEC1', 'MGD'])
  })

  it('a division: only its feeders; no breakdown', async () => {
    const r = await report({ division: '002', from: '2026-10', to: '2026-10' })
    expect(r.scope).toMatchObject({ kind: 'division', code: '002' })
    expect(r.breakdown).toEqual([])
    expect(r.total).toMatchObject({ customersServed: 500, sustained: 1, momentary: 2 })
    // 300 × 30 min over 500 customers; 600 momentary customers
    expect(r.total.saidi).toBeCloseTo(18, 10)
    expect(r.total.maifi).toBeCloseTo(1.2, 10)
  })

  it('an open outage lasts until now, or until the end of the period when that is earlier', async () => {
    // now 12:00 on 15 November: 120 minutes (above)
    const later = at('2026-12-10', 9, 0)
    const r = await report({ division: '002', from: '2026-11', to: '2026-11' }, later)
    // 10:00 on 15 November to 00:00 on 1 December = 15 days 14 hours = 22,440 minutes
    expect(r.total.saidi).toBeCloseTo((250 * 22_440) / 500, 8)
    const ref = reliabilityIndices(interruptions(['FB'], NOV[0], NOV[1]), 500, NOV[1])
    expect(r.total.saidi).toBeCloseTo(ref.saidi, 9)
  })

  it('nothing in the period: zeros and no CAIDI', async () => {
    const r = await report({ circle: 'MGD', from: '2026-05', to: '2026-06' })
    expect(r.total).toMatchObject({ saifi: 0, saidi: 0, caidi: null, maifi: 0, sustained: 0, momentary: 0, customersServed: 2000 })
    expect(r.months).toHaveLength(2)
  })
})
