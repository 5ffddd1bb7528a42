/**
 * The +data hooks of the consumer dashboards, called as Vike calls them on the server, on
 * the seeded demo data: the session decides (never ?mobile=), ?consNo= only selects among
 * the session's own consumer numbers, and the figures are the database's.
 */
import type { Request } from 'express'
import type { PageContextServer } from 'vike/types'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { data as homeDataHook } from '../../client/pages/(dashboards)/ConsumerDashboard/+data'
import { data as postpaidDataHook } from '../../client/pages/(dashboards)/ConsumerDashboardPostpaid/+data'
import { data as smartPostpaidDataHook } from '../../client/pages/(dashboards)/ConsumerDashboardSmartPostpaid/+data'
import { data as prepaidDataHook } from '../../client/pages/(dashboards)/ConsumerDashboardPrepaid/+data'
import { data as smartPrepaidDataHook } from '../../client/pages/(dashboards)/ConsumerDashboardSmartPrepaid/+data'
import { data as bbpsDataHook } from '../../client/pages/(dashboards)/ConsumerDashboardBBPSpage/+data'
import { guard } from '../../client/pages/(dashboards)/+guard.server'
import { pageSessionOf } from '../../server/http/pageSession'
import { pageServicesOf } from '../../server/services'
import { createTestApp, type TestApp } from '../helpers/app'
import { testClock } from '../helpers/consumerAuth'
import { TEST_DB } from '../helpers/db'

/** A dashboard as Vike runs it: the folder's +guard, then the page's +data. */
const guarded =
  <T>(hook: (pc: PageContextServer) => Promise<T>) =>
  async (pending: PageContextServer | Promise<PageContextServer>): Promise<T> => {
    const pc = await pending
    guard(pc)
    return hook(pc)
  }
const homeData = guarded(homeDataHook)
const postpaidData = guarded(postpaidDataHook)
const smartPostpaidData = guarded(smartPostpaidDataHook)
const prepaidData = guarded(prepaidDataHook)
const smartPrepaidData = guarded(smartPrepaidDataHook)
const bbpsData = guarded(bbpsDataHook)

type DataHook = (pc: Promise<PageContextServer>) => Promise<unknown>
const HOOKS: Array<[string, DataHook]> = [
  ['/ConsumerDashboard', homeData],
  ['/ConsumerDashboardPostpaid', postpaidData],
  ['/ConsumerDashboardSmartPostpaid', smartPostpaidData],
  ['/ConsumerDashboardPrepaid', prepaidData],
  ['/ConsumerDashboardSmartPrepaid', smartPrepaidData],
  ['/ConsumerDashboardBBPSpage', bbpsData],
]

interface Abort {
  abortStatusCode?: number
  abortReason?: unknown
  _urlRedirect?: { url: string; statusCode: number }
}

/** The Vike abort (render/redirect) a hook threw; fails when it returned or threw something else. */
async function abortOf(p: Promise<unknown>): Promise<Abort> {
  try {
    await p
  } catch (err) {
    const abort = (err as { _pageContextAbort?: Abort })._pageContextAbort
    if (abort) return abort
    throw err
  }
  throw new Error('expected the hook to abort, it returned data')
}

describe(`dashboard +data hooks (${TEST_DB})`, () => {
  let t: TestApp
  const clock = testClock()
  const tokens: Record<string, string> = {}

  // the page context the server's renderer builds: the session resolved once from the cookie
  const pc = async (opts: { token?: string; search?: Record<string, string>; locale?: 'en' | 'as' } = {}) => {
    const headers = opts.token === undefined ? {} : { cookie: `theme=dark; apdcl.sid=${opts.token}; other=1` }
    return {
      services: pageServicesOf(t.services),
      consumerSession: await pageSessionOf({ headers } as Request, t.services),
      headersOriginal: headers,
      urlParsed: { search: opts.search ?? {} },
      locale: opts.locale ?? 'en',
    } as unknown as PageContextServer
  }
  const as = (mobile: string, search?: Record<string, string>, locale?: 'en' | 'as') => pc({ token: tokens[mobile], search, locale })
  const db = () => t.testDb.db
  const consumerId = async (consNo: string) => Number((await db()('consumers').first('id').where('consumer_no', consNo)).id)

  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: clock.now })
  })
  afterAll(async () => t.close())
  beforeEach(async () => {
    clock.skip()
    await db()('consumer_sessions').delete()
    for (const m of ['9000000001', '9000000002', '9000000003', '9000000004', '9000000005']) {
      tokens[m] = await t.services.consumerSessions.create(m)
    }
  })

  it.each(HOOKS)('%s without a session cookie: 401, please log in', async (_route, hook) => {
    const a = await abortOf(hook(pc()))
    expect(a.abortStatusCode).toBe(401)
    expect(a.abortReason).toEqual({ loginRequired: true, expired: false })
  })

  it.each(HOOKS)('%s with an ended session: 401, session expired', async (_route, hook) => {
    // well-formed but unknown
    const unknown = await abortOf(hook(pc({ token: 'A'.repeat(43) })))
    expect(unknown).toMatchObject({ abortStatusCode: 401, abortReason: { loginRequired: true, expired: true } })
    // revoked (logout)
    await t.services.consumerSessions.revoke(tokens['9000000005'])
    const revoked = await abortOf(hook(as('9000000005')))
    expect(revoked).toMatchObject({ abortStatusCode: 401, abortReason: { expired: true } })
    // idle for more than 30 minutes
    clock.advance(31 * 60_000)
    const idle = await abortOf(hook(as('9000000004')))
    expect(idle).toMatchObject({ abortStatusCode: 401, abortReason: { expired: true } })
  })

  it('/ConsumerDashboard lists every consumer number of the session’s mobile with its figures; ?mobile= is ignored', async () => {
    const d = (await homeData(as('9000000005', { mobile: '9000000001' }))) as Awaited<ReturnType<typeof homeData>>
    expect(d.strip.maskedMobile).toBe('******0005')
    expect(d.cards.map((c) => [c.consumerNo, c.connType])).toEqual([
      ['105000000005', 'POSTPAID'],
      ['105000000006', 'SMART PREPAID'],
    ])
    expect(d.selected).toBe('105000000005')
    // 105000000005 has its two newest bills unpaid: the newest carries the other as arrears
    const bill = await db()('bills')
      .where('consumer_id', await consumerId('105000000005'))
      .orderBy('period', 'desc')
      .first()
    expect(d.cards[0].amountDuePaise).toBe(Number(bill.amount_before_due))
    expect(d.cards[0].dueDate).toBe(bill.due_date)
    const meter = await db()('prepaid_meters')
      .where('consumer_id', await consumerId('105000000006'))
      .first()
    expect(d.cards[1].balancePaise).toBe(Number(meter.balance))
    expect(d.cards[1].amountDuePaise).toBeNull()

    const other = (await homeData(as('9000000005', { consNo: '105000000006' }))) as Awaited<ReturnType<typeof homeData>>
    expect(other.selected).toBe('105000000006')
    expect(other.strip.selected).toBe('105000000006')
  })

  it.each(HOOKS)('%s refuses ?consNo= of another mobile with 404 Consumer Not Found', async (_route, hook) => {
    const a = await abortOf(hook(as('9000000005', { consNo: '101000000001' })))
    expect(a.abortStatusCode).toBe(404)
    expect(a.abortReason).toMatchObject({ titleKey: 'messages:consumerNotFound' })
  })

  it('the postpaid dashboard shows the database’s bill, history and payments', async () => {
    const d = await postpaidData(as('9000000001'))
    const id = await consumerId('101000000001')
    const bills = await db()('bills').where('consumer_id', id).orderBy('period', 'desc')
    const payments = await db()('payments').where('consumer_id', id)
    expect(d.dash.profile).toMatchObject({ consumerNo: '101000000001', name: 'Ranjit Kumar Das', connType: 'POSTPAID', tariffCategory: 'LT-II' })
    expect(d.dash.profile.divisionName).toEqual(expect.any(String))
    expect(d.dash.profile.oldConsumerNo).toMatch(/^101\//)
    expect(d.dash.currentBill).toMatchObject({
      billNo: bills[0].bill_no,
      units: Number(bills[0].units),
      amountBeforeDuePaise: Number(bills[0].amount_before_due),
      amountAfterDuePaise: Number(bills[0].amount_after_due),
      dueDate: bills[0].due_date,
      paid: false,
    })
    expect(d.dash.currentBill!.payableNowPaise).toBeGreaterThan(0)
    expect(d.dash.bills).toHaveLength(Math.min(bills.length, 24))
    expect(d.dash.bills.slice(1).every((b) => b.paid)).toBe(true)
    expect(d.dash.payments).toHaveLength(payments.length)
    expect(d.dash.monthlyUnits.map((m) => m.period)).toEqual(
      bills
        .slice(0, 24)
        .map((b: { period: string }) => b.period)
        .reverse(),
    )
    // a postpaid meter has no daily readings
    expect(d.dash.daily).toEqual([])
  })

  it('a payment of the current bill marks it paid and BBPS answers NO DUES', async () => {
    const before = (await bbpsData(as('9000000002'))) as Awaited<ReturnType<typeof bbpsData>>
    expect(before.fetch).toMatchObject({ status: 'BILL DUE', consumerNo: '102000000002', customerName: 'Mridula Bora' })
    const id = await consumerId('102000000002')
    const bill = await db()('bills').where('consumer_id', id).orderBy('period', 'desc').first()
    expect(before.fetch!.amountPaise).toBe(Number(bill.amount_before_due))
    expect(before.fetch!.dueDate).toBe(bill.due_date)

    await db()('payments').insert({
      receipt_no: `RTEST${bill.bill_no}`,
      consumer_id: id,
      bill_id: bill.id,
      amount: bill.amount_before_due,
      paid_at: new Date().toISOString(),
      channel: 'ONLINE',
      txn_id: `TEST${bill.bill_no}`,
    })
    try {
      const d = await smartPostpaidData(as('9000000002'))
      expect(d.dash.currentBill).toMatchObject({ billNo: bill.bill_no, paid: true, payableNowPaise: 0 })
      expect(d.dash.payments[0].receiptNo).toBe(`RTEST${bill.bill_no}`)
      const after = (await bbpsData(as('9000000002'))) as Awaited<ReturnType<typeof bbpsData>>
      expect(after.fetch).toMatchObject({ status: 'NO DUES', amountPaise: 0 })
    } finally {
      await db()('payments').where('receipt_no', `RTEST${bill.bill_no}`).delete()
    }
  })

  it('the smart postpaid dashboard has 30 days of readings from the database', async () => {
    const d = await smartPostpaidData(as('9000000002'))
    const rows = await db()('smart_daily_readings')
      .where('consumer_id', await consumerId('102000000002'))
      .orderBy('day', 'desc')
      .limit(30)
    expect(d.dash.daily).toHaveLength(30)
    expect(d.dash.daily.at(-1)).toEqual({ day: rows[0].day, kwh: Number(rows[0].kwh), balancePaise: null })
    expect(d.dash.daily[0].day).toBe(rows[29].day)
  })

  it('the prepaid dashboards show the meter, its balance, recharges and readings', async () => {
    const keypad = await prepaidData(as('9000000003'))
    const id3 = await consumerId('103000000003')
    expect(keypad.dash.meterNo).toBe((await db()('prepaid_meters').where('consumer_id', id3).first()).meter_no)
    expect(keypad.dash.recharges).toHaveLength(Number((await db()('recharges').where('consumer_id', id3).count('* as n'))[0].n))
    expect(keypad.dash.daily).toEqual([])

    const smart = await smartPrepaidData(as('9000000004'))
    const id4 = await consumerId('104000000004')
    const meter = await db()('prepaid_meters').where('consumer_id', id4).first()
    expect(smart.dash.balancePaise).toBe(Number(meter.balance))
    expect(smart.dash.daily).toHaveLength(30)
    expect(smart.dash.daily.every((p) => typeof p.balancePaise === 'number')).toBe(true)
    const newest = await db()('recharges').where('consumer_id', id4).orderBy('recharged_at', 'desc').first()
    expect(smart.dash.recharges[0]).toMatchObject({ receiptNo: newest.receipt_no, amountPaise: Number(newest.amount) })
  })

  it('a dashboard of another type redirects to the consumer’s own dashboard, in the page’s language', async () => {
    const a = await abortOf(postpaidData(as('9000000005', { consNo: '105000000006' })))
    expect(a._urlRedirect).toEqual({ url: '/website/ConsumerDashboardSmartPrepaid?consNo=105000000006', statusCode: 302 })
    const b = await abortOf(smartPrepaidData(as('9000000005', { consNo: '105000000005' }, 'as')))
    expect(b._urlRedirect?.url).toBe('/website/AS_ConsumerDashboardPostpaid?consNo=105000000005')
  })

  it('without ?consNo= a dashboard picks the mobile’s consumer of its type, or sends it to the overview', async () => {
    const post = await postpaidData(as('9000000005'))
    expect(post.dash.profile.consumerNo).toBe('105000000005')
    const smart = await smartPrepaidData(as('9000000005'))
    expect(smart.dash.profile.consumerNo).toBe('105000000006')
    const none = await abortOf(prepaidData(as('9000000005')))
    expect(none._urlRedirect).toEqual({ url: '/website/ConsumerDashboard', statusCode: 302 })
  })

  it('BBPS bill fetch: NO DUES for a prepaid connection, CUSTOMER NOT FOUND for an unknown number', async () => {
    const d = (await bbpsData(as('9000000005', { consNo: '105000000006' }))) as Awaited<ReturnType<typeof bbpsData>>
    expect(d.fetch).toMatchObject({ status: 'NO DUES', connType: 'SMART PREPAID', amountPaise: null })
    expect(await t.services.dashboard.bbpsFetch('999999999999')).toMatchObject({ status: 'CUSTOMER NOT FOUND', customerName: null })
  })
})
