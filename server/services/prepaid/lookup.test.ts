import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDb, type TestDb } from '../../../test/helpers/db'
import { seedBilling } from '../../../seeds/billing'
import { createBillingService } from '../billing'
import { createPrepaidLookup, sameMeterNo, tokenDiagnostics, type PrepaidLookup } from './lookup'
import { vendCreditToken } from './vending'

const KEY = '0123456789ABCDEF'
let t: TestDb
let lookup: PrepaidLookup

beforeAll(async () => {
  t = await createTestDb()
  await seedBilling(t.db, '2026-11-22')
  lookup = createPrepaidLookup({ db: t.db, billing: createBillingService(t.db) })
}, 60_000)

afterAll(async () => {
  await t?.destroy()
})

describe('meter numbers', () => {
  it('compares meter numbers without case, spaces or dashes', () => {
    expect(sameMeterNo('sm0000-00004', 'SM000000004')).toBe(true)
    expect(sameMeterNo('SM000000004', 'SM000000005')).toBe(false)
  })
})

describe('prepaid account', () => {
  it('finds a keypad prepaid consumer with its meter and last recharge, masked', async () => {
    const r = await lookup.account('103000000003')
    expect(r.kind).toBe('ok')
    if (r.kind !== 'ok') return
    expect(r.account).toMatchObject({ consumerNo: '103000000003', connType: 'PREPAID', meterNo: '04000000003', balancePaise: null })
    expect(r.account.maskedName).toBe('Ab*** Ka*** Ah***')
    expect(JSON.stringify(r)).not.toContain('Abdul')
    expect(r.account.lastRecharge?.amountPaise).toBeGreaterThan(0)
  })

  it('gives a smart prepaid consumer its balance', async () => {
    const r = await lookup.account('104000000004')
    expect(r.kind === 'ok' && r.account.balancePaise !== null && r.account.meterNo === 'SM000000004').toBe(true)
  })

  it('says not found and not prepaid', async () => {
    expect(await lookup.account('199999999999')).toEqual({ kind: 'notFound' })
    expect(await lookup.account('101000000001')).toEqual({ kind: 'notPrepaid', consumerNo: '101000000001', connType: 'POSTPAID' })
  })
})

describe('vouchers and receipts', () => {
  it('lists the vouchers only when the meter number matches', async () => {
    expect((await lookup.vouchers('103000000003', '04000000004')).kind).toBe('meterMismatch')
    const ok = await lookup.vouchers('103000000003', '04000000003')
    expect(ok.kind).toBe('vouchers')
    if (ok.kind === 'vouchers') {
      expect(ok.vouchers.length).toBeGreaterThan(0)
      const times = ok.vouchers.map((v) => v.rechargedAt)
      expect([...times].sort().reverse()).toEqual(times)
    }
  })

  it('finds a receipt only for its own consumer', async () => {
    const [r] = await lookup.recharges('104000000004', 1)
    expect(await lookup.receipt('104000000004', r.receiptNo)).toMatchObject({ recharge: { receiptNo: r.receiptNo } })
    expect(await lookup.receipt('105000000006', r.receiptNo)).toBeNull()
    expect(await lookup.receipt('104000000004', 'NO-SUCH')).toBeNull()
  })

  it('answers the last days of a smart meter, oldest first', async () => {
    const days = await lookup.days('104000000004', 7)
    expect(days).toHaveLength(7)
    expect(days[0].day < days[6].day).toBe(true)
    expect(days.every((d) => typeof d.balancePaise === 'number')).toBe(true)
  })

  it('finds a bill payment receipt of its consumer only', async () => {
    const [p] = await t.db('payments as p').join('consumers as c', 'c.id', 'p.consumer_id').where('c.consumer_no', '101000000001').select('p.receipt_no').limit(1)
    const found = await lookup.billPayment('101000000001', String(p.receipt_no))
    expect(found).toMatchObject({ receiptNo: String(p.receipt_no), connType: 'POSTPAID', maskedName: 'Ra*** Ku*** D***' })
    expect(await lookup.billPayment('102000000002', String(p.receipt_no))).toBeNull()
  })
})

describe('token diagnostics', () => {
  it('decodes a vended token: class, identifier date, kWh', () => {
    const paidAt = new Date('2026-11-22T01:40:00.000Z')
    const v = vendCreditToken({ meterNo: '04000000003', amountPaise: 50_000, ratePaisePerKwh: 605, vendingKey: KEY, paidAt, random: 3 })
    const d = tokenDiagnostics(v.token, '04000000003', KEY)
    expect(d).toMatchObject({ ok: true, tokenClass: 0, subclass: 0, tid: v.tid, tidDate: paidAt.toISOString(), kWh: v.kWh, random: 3 })
  })

  it('says why a token does not decode, without throwing', () => {
    const v = vendCreditToken({ meterNo: '04000000003', amountPaise: 50_000, ratePaisePerKwh: 605, vendingKey: KEY, paidAt: new Date() })
    expect(tokenDiagnostics(v.token, '04000000004', KEY)).toEqual({ ok: false, reason: 'CRC_MISMATCH' })
    expect(tokenDiagnostics('123', '04000000003', KEY)).toEqual({ ok: false, reason: 'MALFORMED_TOKEN' })
    expect(tokenDiagnostics(v.token, 'SM000000004', KEY)).toEqual({ ok: false, reason: 'BAD_METER' })
  })
})
