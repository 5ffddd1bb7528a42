import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBillingService } from '../../server/services/billing'
import { createDashboardReads } from '../../server/services/billing/dashboard'
import { seedBilling } from '../../seeds/billing'
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db'

/** this month against the same month last year, as the dashboards read it (services.dashboard.yearOnYear) */
describe(`year on year on the dashboards (${TEST_DB})`, () => {
  let t: TestDb
  const billing = () => createBillingService(t.db)
  const reads = () => createDashboardReads({ db: t.db, billing: billing(), now: () => Date.parse('2026-11-21T06:30:00Z') })
  const consumer = async (no: string) => (await billing().consumer(no))!
  const idOf = async (no: string) => Number((await t.db('consumers').first('id').where('consumer_no', no)).id)

  beforeAll(async () => {
    t = await createTestDb()
    await seedBilling(t.db, '2026-11-21')
  })
  afterAll(async () => t?.destroy())

  it('postpaid: the newest bill against the bill of the same month last year (units, own charges)', async () => {
    const bills = await billing().bills('101000000001', 24)
    const newest = bills[0]
    const lastYear = bills.find((b) => b.period === '2025-10')!
    expect(newest.period).toBe('2026-10')
    const charges = (b: typeof newest) => b.energyCharge + b.fixedCharge + b.fppaCharge + b.electricityDuty + b.meterRent
    const y = await reads().yearOnYear(await consumer('101000000001'))
    expect(y).toEqual({
      basis: 'bill',
      current: { period: '2026-10', days: null, kwh: newest.units, amountPaise: charges(newest) },
      lastYear: { period: '2025-10', days: null, kwh: lastYear.units, amountPaise: charges(lastYear) },
      change: {
        kwhPercent: Math.sign(newest.units - lastYear.units) * Math.round(Math.abs(((newest.units - lastYear.units) / lastYear.units) * 100)),
        amountPercent: Math.sign(charges(newest) - charges(lastYear)) * Math.round(Math.abs(((charges(newest) - charges(lastYear)) / charges(lastYear)) * 100)),
      },
    })
    // smart postpaid compares its bills too
    expect((await reads().yearOnYear(await consumer('102000000002')))?.basis).toBe('bill')
  })

  it('postpaid without a bill a year before: the empty state (no last year, no change)', async () => {
    await t
      .db('bills')
      .where({ consumer_id: await idOf('105000000005'), period: '2025-10' })
      .delete()
    const y = await reads().yearOnYear(await consumer('105000000005'))
    expect(y?.current?.period).toBe('2026-10')
    expect(y?.lastYear).toBeNull()
    expect(y?.change).toBeNull()
  })

  it('smart prepaid: the days of this month so far against the same days a year before, kWh and recharges', async () => {
    const c = await consumer('104000000004')
    // the seed holds 60 days of readings, up to yesterday: nothing a year before yet
    const before = await reads().yearOnYear(c)
    const days = (await billing().dailyReadings('104000000004', 60)).filter((d) => d.day >= '2026-11-01')
    expect(days.at(-1)?.day).toBe('2026-11-20')
    const kwh = Math.round(days.reduce((s, d) => s + d.kwh, 0) * 1000) / 1000
    const recharged = (await billing().recharges('104000000004', 50)).filter((r) => r.rechargedAt >= '2026-10-31T18:30:00.000Z').reduce((s, r) => s + r.amount, 0)
    expect(before).toEqual({ basis: 'readings', current: { period: '2026-11', days: { from: '2026-11-01', to: '2026-11-20' }, kwh, amountPaise: recharged }, lastYear: null, change: null })

    // a year before: readings on 1–25 November 2025 (only 1–20 count) and two recharges, one after the 20th
    const id = await idOf('104000000004')
    const meter = await t.db('prepaid_meters').first('id').where('consumer_id', id)
    await t.db('smart_daily_readings').insert(Array.from({ length: 25 }, (_, i) => ({ consumer_id: id, day: `2025-11-${String(i + 1).padStart(2, '0')}`, kwh: 4, balance: 10_000 })))
    await t.db('recharges').insert([
      { receipt_no: 'PYOY1', consumer_id: id, meter_id: meter.id, amount: 50_000, token: null, recharged_at: '2025-10-31T19:00:00.000Z', channel: 'UPI', txn_id: 'TYOY1' },
      { receipt_no: 'PYOY2', consumer_id: id, meter_id: meter.id, amount: 70_000, token: null, recharged_at: '2025-11-20T18:40:00.000Z', channel: 'UPI', txn_id: 'TYOY2' },
    ])
    const after = await reads().yearOnYear(c)
    expect(after?.lastYear).toEqual({ period: '2025-11', days: { from: '2025-11-01', to: '2025-11-20' }, kwh: 80, amountPaise: 50_000 })
    expect(after?.change).toEqual({
      kwhPercent: Math.sign(kwh - 80) * Math.round(Math.abs(((kwh - 80) / 80) * 100)),
      amountPercent: Math.sign(recharged - 50_000) * Math.round(Math.abs(((recharged - 50_000) / 50_000) * 100)),
    })
  })

  it('a keypad prepaid meter has nothing to compare (no readings, no bills)', async () => {
    expect(await reads().yearOnYear(await consumer('103000000003'))).toBeNull()
  })
})
