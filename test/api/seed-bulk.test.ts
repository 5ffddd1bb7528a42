import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedIfEmpty } from '../../seeds'
import { DEMO_CONSUMERS } from '../../seeds/billingDemo'
import { bulkCount, seedBulk } from '../../seeds/bulk'
import { BULK_MOBILE_BASE, BULK_READING_DAYS, bulkAttributes, bulkMobile, bulkRows, loadBulkContext, type BulkContext } from '../../seeds/bulkModel'
import { computeBill } from '../../server/services/billing/tariff'
import { createBillingService } from '../../server/services/billing'
import { isValidConsumerNo } from '../../shared/billing/divisionCodes'
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db'
import { REPO_ROOT } from '../helpers/server'

const TODAY = '2026-11-22'
const N = 400

describe(`seed:bulk (${TEST_DB})`, () => {
  let t: TestDb
  let ctx: BulkContext
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-bulk-uploads-'))

  beforeAll(async () => {
    t = await createTestDb()
    await seedIfEmpty(t.db, { uploadsPath: uploads, today: new Date(`${TODAY}T06:00:00Z`) })
    const r = await seedBulk(t.db, { consumers: N, today: TODAY, chunk: 150 })
    expect(r).toMatchObject({ from: 0, to: N - 1, engine: t.dialect === 'postgres' ? 'sql' : 'js' })
    ctx = await loadBulkContext(t.db, TODAY)
  })
  afterAll(async () => {
    await t?.destroy()
    fs.rmSync(uploads, { recursive: true, force: true })
  })

  const BULK_MOBILES: [string, string] = [String(BULK_MOBILE_BASE), String(BULK_MOBILE_BASE + 999_999_999)]
  const bulkConsumers = () => t.db('consumers').whereBetween('mobile', BULK_MOBILES).orderBy('consumer_no')

  it('adds valid consumer numbers of existing divisions that never collide with the demo consumers', async () => {
    const rows = await bulkConsumers()
    expect(rows).toHaveLength(N)
    const divisions = new Set((await t.db('divisions').select('code')).map((r) => String(r.code)))
    for (const r of rows) {
      expect(isValidConsumerNo(r.consumer_no)).toBe(true)
      expect(divisions.has(r.consumer_no.slice(0, 3))).toBe(true)
      expect(r.consumer_no.slice(3, 4)).toBe('5')
      expect(Number(r.mobile)).toBeGreaterThanOrEqual(BULK_MOBILE_BASE)
      expect(Number(r.mobile)).toBeLessThan(BULK_MOBILE_BASE + 7 * (N / 10))
    }
    // the demo consumers are still there, untouched
    const demo = await t.db('consumers').whereIn(
      'consumer_no',
      DEMO_CONSUMERS.map((c) => c.consumerNo),
    )
    expect(demo).toHaveLength(DEMO_CONSUMERS.length)
    // a realistic mix: every connection type, several divisions, mobiles with 1, 2 and 3 consumers
    expect(new Set(rows.map((r) => r.conn_type))).toEqual(new Set(['POSTPAID', 'SMART POSTPAID', 'PREPAID', 'SMART PREPAID']))
    expect(new Set(rows.map((r) => r.division_code)).size).toBeGreaterThan(50)
    const perMobile = new Map<string, number>()
    for (const r of rows) perMobile.set(r.mobile, (perMobile.get(r.mobile) ?? 0) + 1)
    expect(new Set(perMobile.values())).toEqual(new Set([1, 2, 3]))
  })

  it('gives postpaid consumers 24 bills, smart meters 90 days of readings, prepaid meters three recharges', async () => {
    const count = async (table: string, types: string[]) =>
      Number((await t.db(`${table} as x`).join('consumers as c', 'c.id', 'x.consumer_id').whereBetween('c.mobile', BULK_MOBILES).whereIn('c.conn_type', types).count({ n: '*' }))[0].n)
    const byType = Object.fromEntries((await bulkConsumers().clearOrder().select('conn_type').count({ n: '*' }).groupBy('conn_type')).map((r: Record<string, unknown>) => [r.conn_type, Number(r.n)]))
    const postpaid = (byType['POSTPAID'] ?? 0) + (byType['SMART POSTPAID'] ?? 0)
    const prepaid = (byType['PREPAID'] ?? 0) + (byType['SMART PREPAID'] ?? 0)
    const smart = (byType['SMART POSTPAID'] ?? 0) + (byType['SMART PREPAID'] ?? 0)
    expect(await count('bills', ['POSTPAID', 'SMART POSTPAID'])).toBe(24 * postpaid)
    expect(await count('bills', ['PREPAID', 'SMART PREPAID'])).toBe(0)
    const payments = await count('payments', ['POSTPAID', 'SMART POSTPAID'])
    expect(payments).toBeGreaterThan(22 * postpaid) // most bills are paid
    expect(payments).toBeLessThan(23 * postpaid) // the newest one (or two) are not
    expect(await count('smart_daily_readings', ['SMART POSTPAID', 'SMART PREPAID'])).toBe(BULK_READING_DAYS * smart)
    expect(await count('prepaid_meters', ['PREPAID', 'SMART PREPAID'])).toBe(prepaid)
    expect(await count('recharges', ['PREPAID', 'SMART PREPAID'])).toBe(3 * prepaid)
  })

  it('stores exactly the rows of the model (SQL closed form on PostgreSQL, row by row on SQLite)', async () => {
    // a sample with every connection type and both unpaid patterns
    const sample = Array.from({ length: N }, (_, k) => k).filter((k) => {
      const a = bulkAttributes(k, ctx)
      return k % 7 === 0 || a.unpaidBills === 2 || a.connType === 'SMART POSTPAID'
    })
    expect(sample.some((k) => bulkAttributes(k, ctx).unpaidBills === 2)).toBe(true)
    for (const k of sample) {
      const want = bulkRows(k, ctx)
      const c = await t.db('consumers').where('consumer_no', want.consumer.consumer_no).first()
      expect(c).toMatchObject(want.consumer)
      const bills = await t.db('bills').where('consumer_id', c.id).orderBy('period')
      expect(bills.map(({ id: _, consumer_id: __, ...b }) => b)).toEqual(want.bills)
      const payments = await t
        .db('payments as p')
        .join('bills as b', 'b.id', 'p.bill_id')
        .where('p.consumer_id', c.id)
        .orderBy('b.period')
        .select('b.bill_no', 'p.receipt_no', 'p.amount', 'p.paid_at', 'p.channel', 'p.txn_id')
      expect(payments).toEqual(want.payments)
      const readings = await t.db('smart_daily_readings').where('consumer_id', c.id).orderBy('day').select('day', 'kwh', 'balance')
      expect(readings.map((r) => ({ ...r, kwh: Number(r.kwh), balance: r.balance === null ? null : Number(r.balance) }))).toEqual(want.readings)
      const meter = await t.db('prepaid_meters').where('consumer_id', c.id).first('meter_no', 'balance', 'updated_at')
      expect(meter ? { ...meter, balance: Number(meter.balance) } : null).toEqual(want.meter)
      const recharges = await t.db('recharges').where('consumer_id', c.id).orderBy('recharged_at').select('receipt_no', 'amount', 'token', 'recharged_at', 'channel', 'txn_id')
      expect(recharges).toEqual(want.recharges)
    }
  })

  it('bills agree with the tariff engine on the stored readings, load and arrears', async () => {
    const billing = createBillingService(t.db)
    const rows = await t
      .db('bills as b')
      .join('consumers as c', 'c.id', 'b.consumer_id')
      .whereBetween('c.mobile', BULK_MOBILES)
      .select('b.*', 'c.connected_load_kw')
      .orderBy('b.id')
      .limit(24 * 60)
    expect(rows.length).toBeGreaterThan(24 * 30)
    const tariffs = new Map<string, Awaited<ReturnType<typeof billing.tariff>>>()
    for (const b of rows) {
      if (!tariffs.has(b.tariff_category)) tariffs.set(b.tariff_category, await billing.tariff(b.tariff_category))
      const ch = computeBill(
        { previousReading: b.previous_reading, currentReading: b.current_reading, connectedLoadKw: Number(b.connected_load_kw), arrearsPaise: b.arrears },
        tariffs.get(b.tariff_category)!,
      )
      expect([b.units, b.energy_charge, b.fixed_charge, b.fppa_charge, b.electricity_duty, b.meter_rent, b.rebate, b.surcharge, b.amount_before_due, b.amount_after_due]).toEqual([
        ch.units,
        ch.energyCharge,
        ch.fixedCharge,
        ch.fppaCharge,
        ch.electricityDuty,
        ch.meterRent,
        ch.rebate,
        ch.surcharge,
        ch.amountBeforeDue,
        ch.amountAfterDue,
      ])
    }
  })

  it('is what the billing service answers for a bulk mobile', async () => {
    const billing = createBillingService(t.db)
    const mobile = bulkMobile(7) // slots 7–9 of a block share one mobile
    const list = await billing.consumersByMobile(mobile)
    expect(list.map((c) => c.consumerNo)).toEqual([7, 8, 9].map((k) => bulkAttributes(k, ctx).consumerNo).sort())
  })

  it('continues after the highest bulk number when run again, and refuses a bad count', async () => {
    // in chunks of 10, two at once (PostgreSQL; SQLite runs them one by one)
    const r = await seedBulk(t.db, { consumers: 25, today: TODAY, chunk: 10, parallel: 2 })
    expect([r.from, r.to, r.rows.consumers]).toEqual([N, N + 24, 25])
    const added = Array.from({ length: 25 }, (_, i) => bulkRows(N + i, ctx))
    expect(r.rows.bills).toBe(added.reduce((n, x) => n + x.bills.length, 0))
    expect(r.rows.payments).toBe(added.reduce((n, x) => n + x.payments.length, 0))
    expect(r.rows.smart_daily_readings).toBe(added.reduce((n, x) => n + x.readings.length, 0))
    expect(await bulkCount(t.db)).toBe(N + 25)
    expect(
      await bulkConsumers()
        .clearOrder()
        .count({ n: '*' })
        .then((x) => Number(x[0].n)),
    ).toBe(N + 25)
    // the row-by-row engine on the same database continues the numbering and gives the model's rows
    const js = await seedBulk(t.db, { consumers: 12, today: TODAY, engine: 'js' })
    expect([js.from, js.to, js.engine]).toEqual([N + 25, N + 36, 'js'])
    for (const k of [N + 25, N + 36]) {
      const want = bulkRows(k, ctx)
      const c = await t.db('consumers').where('consumer_no', want.consumer.consumer_no).first()
      expect(c).toMatchObject(want.consumer)
      expect(
        await t
          .db('bills')
          .where('consumer_id', c.id)
          .count({ n: '*' })
          .then((x) => Number(x[0].n)),
      ).toBe(want.bills.length)
      expect(
        await t
          .db('smart_daily_readings')
          .where('consumer_id', c.id)
          .count({ n: '*' })
          .then((x) => Number(x[0].n)),
      ).toBe(want.readings.length)
    }
    await expect(seedBulk(t.db, { consumers: -1, today: TODAY })).rejects.toThrow(RangeError)
    await expect(seedBulk(t.db, { consumers: 200_000_000, today: TODAY })).rejects.toThrow(/refusing/)
  })
})

// the script is the same on both databases; it runs once, on the SQLite pass (no skipped test on the PostgreSQL pass)
if (TEST_DB === 'sqlite') {
  describe('npm run seed:bulk (script, SQLite)', () => {
    it('migrates and seeds an empty database, then adds the consumers', () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-bulk-cli-'))
      try {
        const env: NodeJS.ProcessEnv = { ...process.env, SQLITE_FILE: path.join(dir, 'x.sqlite'), UPLOADS_DIR: path.join(dir, 'up'), DATABASE_URL: '', DEMO_MODE: 'true' }
        for (const key of Object.keys(env)) if (key.startsWith('VITEST')) delete env[key]
        const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed-bulk.ts', '--consumers', '30'], { cwd: REPO_ROOT, env, encoding: 'utf8' })
        expect(r.stderr).not.toMatch(/Error/)
        expect(r.status).toBe(0)
        expect(r.stdout).toMatch(/empty database: demo data seeded/)
        expect(r.stdout).toMatch(/done: bulk consumers 0…29/)
        const again = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed-bulk.ts', '--consumers', '5'], { cwd: REPO_ROOT, env, encoding: 'utf8' })
        expect(again.status).toBe(0)
        expect(again.stdout).toMatch(/done: bulk consumers 30…34/)
        const bad = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed-bulk.ts', '--consumers', 'lots'], { cwd: REPO_ROOT, env, encoding: 'utf8' })
        expect(bad.status).toBe(2)
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    }, 120_000)
  })
}
