import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedIfEmpty } from '../../seeds'
import { DEMO_BILL_MONTHS, DEMO_READING_DAYS, UNREGISTERED_DEMO_MOBILE } from '../../seeds/billingDemo'
import { migrateLatest, rollbackAll } from '../../server/db/migrate'
import { DEV_STS_VENDING_KEY } from '../../server/config'
import { computeBill, createBillingService, type BillingService } from '../../server/services/billing'
import { demoTariff } from '../../server/services/billing/tariffs'
import { decodeVendedToken, kWhForAmount } from '../../server/services/prepaid/vending'
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db'

const BILLING_TABLES = ['divisions', 'tariff_categories', 'tariff_slabs', 'consumers', 'bills', 'payments', 'prepaid_meters', 'recharges', 'smart_daily_readings']

describe(`billing demo data (${TEST_DB})`, () => {
  let t: TestDb
  let uploadsPath: string
  let billing: BillingService
  const today = new Date('2026-11-21T06:00:00Z')

  beforeAll(async () => {
    t = await createTestDb()
    uploadsPath = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-billing-'))
    expect(await seedIfEmpty(t.db, { uploadsPath, today })).toBe(true)
    billing = createBillingService(t.db)
  })
  afterAll(async () => {
    await t?.destroy()
    fs.rmSync(uploadsPath, { recursive: true, force: true })
  })

  it('register the demo logins exactly', async () => {
    const logins: Record<string, Array<[string, string]>> = {
      '9000000001': [['101000000001', 'POSTPAID']],
      '9000000002': [['102000000002', 'SMART POSTPAID']],
      '9000000003': [['103000000003', 'PREPAID']],
      '9000000004': [['104000000004', 'SMART PREPAID']],
      '9000000005': [
        ['105000000005', 'POSTPAID'],
        ['105000000006', 'SMART PREPAID'],
      ],
      [UNREGISTERED_DEMO_MOBILE]: [],
    }
    for (const [mobile, expected] of Object.entries(logins)) {
      const consumers = await billing.consumersByMobile(mobile)
      expect(
        consumers.map((c) => [c.consumerNo, c.connType]),
        mobile,
      ).toEqual(expected)
    }
    const c = await billing.consumer('105000000005')
    expect(c).toMatchObject({ mobile: '9000000005', divisionCode: '105', tariffCategory: 'LT-IV', connectedLoadKw: 5, phase: 3 })
    expect(await billing.consumer('199999999999')).toBeNull()
  })

  it('give every postpaid consumer 24 monthly bills whose totals match the tariff engine', async () => {
    for (const consumerNo of ['101000000001', '102000000002', '105000000005']) {
      const bills = await billing.bills(consumerNo, 100)
      expect(bills, consumerNo).toHaveLength(DEMO_BILL_MONTHS)
      expect(bills[0].period).toBe('2026-10') // the current bill: last month's, issued this month
      expect(bills[0]).toMatchObject({ billDate: '2026-11-16', dueDate: '2026-12-01' }) // not yet due
      expect(bills[1]).toMatchObject({ billDate: '2026-10-01', dueDate: '2026-10-16' })
      expect(bills[DEMO_BILL_MONTHS - 1].period).toBe('2024-11')
      expect((await billing.latestBill(consumerNo))?.billNo).toBe(bills[0].billNo)
      const consumer = (await billing.consumer(consumerNo))!
      for (const [i, bill] of bills.entries()) {
        const tariff = (await billing.tariff(bill.tariffCategory))!
        const expected = computeBill(
          {
            previousReading: bill.previousReading,
            currentReading: bill.currentReading,
            multiplyingFactor: bill.multiplyingFactor,
            connectedLoadKw: consumer.connectedLoadKw,
            arrearsPaise: bill.arrears,
          },
          tariff,
        )
        expect(bill, bill.billNo).toMatchObject({
          units: expected.units,
          energyCharge: expected.energyCharge,
          fixedCharge: expected.fixedCharge,
          fppaCharge: expected.fppaCharge,
          electricityDuty: expected.electricityDuty,
          meterRent: expected.meterRent,
          rebate: expected.rebate,
          surcharge: expected.surcharge,
          amountBeforeDue: expected.amountBeforeDue,
          amountAfterDue: expected.amountAfterDue,
        })
        expect(bill.units).toBeGreaterThan(0)
        // readings run on from one month to the next
        if (i > 0) expect(bills[i - 1].previousReading).toBe(bill.currentReading)
      }
    }
  })

  it('leave only the current bill unpaid (two for the commercial demo, with arrears carried)', async () => {
    const payments = await billing.payments('101000000001', 100)
    expect(payments).toHaveLength(DEMO_BILL_MONTHS - 1)
    const bills = await billing.bills('101000000001')
    expect(payments.some((p) => p.billNo === bills[0].billNo)).toBe(false)
    expect(bills[0].arrears).toBe(0)
    for (const p of payments) {
      const bill = bills.find((b) => b.billNo === p.billNo)
      if (bill) expect(p.amount).toBe(bill.amountBeforeDue)
    }
    expect(payments[0].paidAt >= payments[1].paidAt).toBe(true)

    const shop = await billing.bills('105000000005', 2)
    expect(shop[0].arrears).toBe(shop[1].amountAfterDue)
    expect(shop[0].amountBeforeDue).toBe(shop[0].arrears + (shop[0].amountAfterDue - shop[0].arrears - shop[0].surcharge) - shop[0].rebate)
    expect(await billing.payments('105000000005', 100)).toHaveLength(DEMO_BILL_MONTHS - 2)
  })

  it('give prepaid meters a balance and recharges, smart meters daily readings', async () => {
    for (const consumerNo of ['103000000003', '104000000004', '105000000006']) {
      const meter = await billing.prepaidMeter(consumerNo)
      expect(meter?.balance, consumerNo).toBeGreaterThan(0)
      expect((await billing.recharges(consumerNo)).length).toBeGreaterThanOrEqual(3)
    }
    expect(await billing.prepaidMeter('101000000001')).toBeNull()

    for (const consumerNo of ['102000000002', '104000000004', '105000000006']) {
      const days = await billing.dailyReadings(consumerNo, 30)
      expect(days, consumerNo).toHaveLength(30)
      expect(days[29].day).toBe('2026-11-20') // up to yesterday
      expect(days[0].day < days[29].day).toBe(true)
      for (const d of days) expect(d.kwh).toBeGreaterThan(0)
      expect((await billing.dailyReadings(consumerNo, 1000)).length).toBe(DEMO_READING_DAYS)
    }
    expect((await billing.dailyReadings('102000000002', 7)).every((d) => d.balance === null)).toBe(true)
    const smart = await billing.dailyReadings('104000000004', 7)
    expect(smart[6].balance).toBe((await billing.prepaidMeter('104000000004'))!.balance)
    expect(await billing.prepaidMeter('103000000003')).toMatchObject({ meterNo: '04000000003' })
  })

  it('give keypad recharges the STS token a meter accepts: it decodes to the kWh paid for, at the time of the recharge', async () => {
    const meter = await billing.prepaidMeter('103000000003')
    const consumer = await billing.consumer('103000000003')
    const recharges = await billing.recharges('103000000003')
    expect(recharges.length).toBeGreaterThan(0)
    const rate = demoTariff(consumer!.tariffCategory).slabs[0].ratePaise
    for (const r of recharges) {
      expect(r.token).toMatch(/^\d{20}$/)
      const d = decodeVendedToken(r.token!, meter!.meterNo, DEV_STS_VENDING_KEY)
      expect(d.kWh).toBeGreaterThanOrEqual(kWhForAmount(r.amount, rate))
      expect(Math.abs(d.date.getTime() - Date.parse(r.rechargedAt))).toBeLessThan(60_000)
    }
    // smart meters are credited directly: no token
    expect((await billing.recharges('104000000004')).every((r) => r.token === null)).toBe(true)
  })

  it('are deterministic for a given day', async () => {
    const other = await createTestDb()
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-billing-'))
    try {
      await seedIfEmpty(other.db, { uploadsPath: dir, today })
      const rows = (db: TestDb['db']) => db('bills').select('bill_no', 'units', 'amount_before_due', 'amount_after_due').orderBy('bill_no')
      expect(await rows(other.db)).toEqual(await rows(t.db))
      const days = (db: TestDb['db']) => db('smart_daily_readings').select('day', 'kwh', 'balance').orderBy(['consumer_id', 'day'])
      expect(await days(other.db)).toEqual(await days(t.db))
    } finally {
      await other.destroy()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('enforce the connection type, division prefix and unique keys', async () => {
    const base = {
      name: 'X',
      address: 'Y',
      conn_type: 'POSTPAID',
      tariff_category: 'LT-II',
      connected_load_kw: 1,
      division_code: '101',
    }
    await expect(t.db('consumers').insert({ ...base, consumer_no: '101999999999', conn_type: 'NETMETER' })).rejects.toThrow()
    await expect(t.db('consumers').insert({ ...base, consumer_no: '102999999999' })).rejects.toThrow() // prefix ≠ division
    await expect(t.db('consumers').insert({ ...base, consumer_no: '101000000001' })).rejects.toThrow() // duplicate
    await expect(t.db('consumers').insert({ ...base, consumer_no: '101999999999', division_code: '299' })).rejects.toThrow()
    await expect(t.db('consumers').insert({ ...base, consumer_no: '101999999999', phase: 2 })).rejects.toThrow()
    const [{ id }] = await t.db('consumers').select('id').where('consumer_no', '101000000001')
    await expect(t.db('payments').insert({ receipt_no: 'X1', consumer_id: id, amount: 1, paid_at: '2026-11-21T00:00:00Z', channel: 'UPI', txn_id: 'SEED101000000001202411' })).rejects.toThrow()
    await expect(t.db('smart_daily_readings').insert({ consumer_id: id, day: '2026-11-20', kwh: 1 })).resolves.toBeDefined()
    await expect(t.db('smart_daily_readings').insert({ consumer_id: id, day: '2026-11-20', kwh: 1 })).rejects.toThrow()
  })

  it('roll back and apply again', async () => {
    const fresh = await createTestDb()
    try {
      await rollbackAll(fresh.db)
      for (const table of BILLING_TABLES) expect(await fresh.db.schema.hasTable(table), table).toBe(false)
      await migrateLatest(fresh.db)
      for (const table of BILLING_TABLES) expect(await fresh.db.schema.hasTable(table), table).toBe(true)
    } finally {
      await fresh.destroy()
    }
  })
})
