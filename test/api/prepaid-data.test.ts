import pino from 'pino'
import type { PageContextServer } from 'vike/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedBilling } from '../../seeds/billing'
import { loadConfig } from '../../server/config'
import { createServices, pageServicesOf, type Services } from '../../server/services'
import { createTestDb, type TestDb } from '../helpers/db'
import { loadPaymentStatus, loadRecharge, loadReceipt, loadSmartBalance, loadVouchers } from '../../client/loaders/prepaid/data.server'

let t: TestDb
let services: Services

beforeAll(async () => {
  t = await createTestDb()
  await seedBilling(t.db, '2026-11-22')
  services = createServices({ db: t.db, config: loadConfig({ NODE_ENV: 'test', DEMO_MODE: 'true', LOG_LEVEL: 'silent' }), logger: pino({ level: 'silent' }) })
}, 60_000)

afterAll(async () => {
  await t?.destroy()
})

/** The parts of a page context the loaders read. */
const page = (search: Record<string, string>) => ({ services: pageServicesOf(services), urlParsed: { search } }) as unknown as PageContextServer

describe('recharge page data', () => {
  it('is empty on the first view, and says why a number is refused', async () => {
    expect((await loadRecharge(page({}), 'standard')).result).toEqual({ kind: 'empty' })
    const bad = await loadRecharge(page({ consNo: '12ab' }), 'standard')
    expect(bad.result).toEqual({ kind: 'invalid' })
    expect(bad.form.errors).toEqual([{ field: 'consNo', key: 'messages:numbersOnly' }])
    const unknown = await loadRecharge(page({ consNo: '101000000099' }), 'standard')
    expect(unknown.result).toEqual({ kind: 'notFound' })
    expect(unknown.form.errors[0].key).toBe('messages:consumerNotFound')
    expect((await loadRecharge(page({ consNo: '101000000001' }), 'mobile')).result.kind).toBe('notPrepaid')
  })

  it('shows a prepaid consumer, masked, and the recent tokens only in the test flow', async () => {
    const ok = await loadRecharge(page({ consNo: '103000000003' }), 'standard')
    expect(ok.result.kind === 'ok' && ok.result.account.maskedName).toBe('Ab*** Ka*** Ah***')
    expect(ok.result.kind === 'ok' && ok.result.recent).toEqual([])
    const test = await loadRecharge(page({ consNo: '103000000003' }), 'test')
    expect(test.result.kind === 'ok' && test.result.recent.length).toBeGreaterThan(0)
  })
})

describe('voucher, balance and receipt data', () => {
  it('needs the right meter number', async () => {
    const wrong = await loadVouchers(page({ consNo: '103000000003', meterNo: 'SM000000004' }))
    expect(wrong.result).toEqual({ kind: 'meterMismatch' })
    expect(wrong.form.errors).toEqual([{ field: 'meterNo', key: 'prepaid:errors.meterMismatch' }])
    const ok = await loadVouchers(page({ consNo: '103000000003', meterNo: '04000000003' }))
    expect(ok.result.kind).toBe('ok')
    expect((await loadVouchers(page({ consNo: '104000000004', meterNo: 'sm000000004' }))).result.kind).toBe('smart')
  })

  it('gives the smart meter 7 days, and no receipt of another consumer', async () => {
    const bal = await loadSmartBalance(page({ consNo: '104000000004' }))
    expect(bal.result.kind === 'ok' && bal.result.days.length).toBe(7)
    expect((await loadSmartBalance(page({ consNo: '103000000003' }))).result).toMatchObject({ kind: 'notSmart', connType: 'PREPAID' })
    const receiptNo = bal.result.kind === 'ok' ? bal.result.recharges[0].receiptNo : ''
    expect((await loadReceipt(page({ consNo: '104000000004', receiptNo }))).result.kind).toBe('ok')
    const other = await loadReceipt(page({ consNo: '105000000006', receiptNo }))
    expect(other.result).toEqual({ kind: 'notFound' })
  })
})

describe('payment status data', () => {
  it('finds an order of its consumer only, and keeps the app flag', async () => {
    const { order } = await services.payments.createOrder('unit-status-1', {
      purpose: 'recharge',
      consumerNo: '104000000004',
      amountPaise: 20_000,
      locale: 'en',
      channel: 'mobile-app',
    })
    const found = await loadPaymentStatus(page({ consNo: '104000000004', txnId: order.orderId, app: '1' }))
    expect(found.app).toBe(true)
    expect(found.result.kind === 'ok' && found.result.order).toMatchObject({ orderId: order.orderId, status: 'CREATED', amountPaise: 20_000 })
    const other = await loadPaymentStatus(page({ consNo: '103000000003', txnId: order.orderId }))
    expect(other.result).toEqual({ kind: 'notFound' })
    expect(other.form.errors).toEqual([{ field: 'txnId', key: 'prepaid:errors.orderNotFound' }])
    expect((await loadPaymentStatus(page({ consNo: '103000000003', txnId: '' }))).form.errors[0].key).toBe('prepaid:errors.txnIdRequired')
  })
})
