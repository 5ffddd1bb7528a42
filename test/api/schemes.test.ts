import request from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import en from '../../shared/locales/en/forms.json'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'
import { latestOtp, testClock, withPow, wrongOtp, type PowRequest } from '../helpers/consumerAuth'
import { SAME_ORIGIN as SAME } from '../helpers/forms'

const WORDS = en.problems as Record<string, string>

/** Demo consumers (seeds/billingDemo.ts): 101… 2 kW single phase, all bills paid on time; 105… 5 kW three phase, a bill unpaid past its due date; 103… prepaid. */
const C1 = { consNo: '101000000001', mobile: '9000000001' }
const C3 = { consNo: '103000000003', mobile: '9000000003' }
const C5 = { consNo: '105000000005', mobile: '9000000005' }
/** Added here: consumers who paid bills late in 2025 and on time since (the waiver's case). */
const LATE = { consNo: '101000000077', mobile: '9000000077' }
const LATE2 = { consNo: '101000000078', mobile: '9000000078' }
const UNKNOWN = '101999999999'

/**
 * The surcharge waiver and the voluntary load declaration through the JSON API (issue 10 §3),
 * on both databases: eligibility from the bills and payments, the OTP to the registered
 * mobile, the extra security deposit from the cost rule table, one open request per consumer
 * number and kind, and each refusal.
 */
describe(`schemes: /api/schemes (${TEST_DB})`, () => {
  let t: TestApp
  const clock = testClock(Date.parse('2026-11-22T06:00:00.000Z'))

  /** A consumer with a bill of Dec 2025 paid late and in full (surcharge ₹25.00), Jun–Oct 2026 paid on time, Nov 2026 not yet due. */
  async function lateConsumer(c: { consNo: string; mobile: string }) {
    const db = t.testDb.db
    const [row] = await db('consumers')
      .insert({
        consumer_no: c.consNo,
        old_consumer_no: null,
        name: 'Hemanta Gogoi',
        address: 'Ward 2, Rangia',
        mobile: c.mobile,
        email: null,
        conn_type: 'POSTPAID',
        tariff_category: 'LT-II',
        connected_load_kw: 3,
        phase: 1,
        meter_no: `AP${c.consNo.slice(3)}`,
        status: 'ACTIVE',
        division_code: '101',
        sub_division: 'Guwahati Sub-Division I',
      })
      .returning('id')
    const consumerId = Number(typeof row === 'object' ? row.id : row)
    const periods = ['2025-12', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']
    for (const period of periods) {
      const billNo = `${c.consNo}${period.replace('-', '')}`
      const due = period === '2026-11' ? '2026-12-01' : `${period}-16`
      const [b] = await db('bills')
        .insert({
          bill_no: billNo,
          consumer_id: consumerId,
          period,
          bill_date: `${period}-01`,
          due_date: due,
          tariff_category: 'LT-II',
          previous_reading: 1000,
          current_reading: 1200,
          multiplying_factor: 1,
          units: 200,
          energy_charge: 100_000,
          fixed_charge: 10_000,
          fppa_charge: 5_000,
          electricity_duty: 5_000,
          meter_rent: 5_000,
          arrears: 0,
          rebate: 0,
          surcharge: 2_500,
          amount_before_due: 125_000,
          amount_after_due: 127_500,
        })
        .returning('id')
      const billId = Number(typeof b === 'object' ? b.id : b)
      if (period === '2026-11') continue
      const late = period === '2025-12'
      await db('payments').insert({
        receipt_no: `R${billNo}`,
        consumer_id: consumerId,
        bill_id: billId,
        amount: late ? 127_500 : 125_000,
        paid_at: late ? '2026-01-10T05:00:00.000Z' : `${period}-12T05:00:00.000Z`,
        channel: 'ONLINE',
        txn_id: `T${billNo}`,
      })
    }
  }

  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: clock.now, env: { AUTH_IP_LIMIT: '100000' } })
    await lateConsumer(LATE)
    await lateConsumer(LATE2)
  })
  afterAll(async () => t.close())
  beforeEach(() => {
    clock.t = Date.parse('2026-11-22T06:00:00.000Z') // inside the schemes' window
    clock.skip()
  })

  // an OTP send solves the proof of work when asked (428), as the pages do
  const post = (path: string, body: object): PowRequest =>
    path.endsWith('/otp') ? withPow((h) => request(t.app).post(`/api/schemes/${path}`).set(SAME).set(h).send(body)) : request(t.app).post(`/api/schemes/${path}`).set(SAME).send(body)
  const expectProblem = (res: request.Response, path: string, problem: string) => {
    expect(res.status, JSON.stringify(res.body)).toBe(400)
    expect(res.body).toMatchObject({ status: 'error', code: 'INVALID' })
    expect(res.body.errors, JSON.stringify(res.body)).toContainEqual(
      expect.objectContaining({ path, problem, message: WORDS[problem].replace(/\{\{(\w+)\}\}/g, (_, k: string) => (k === 'no' ? res.body.errors[0]?.params?.no : '')) }),
    )
  }
  const items = (consNo: string, kind: string) => t.testDb.db('work_items').where({ consumer_no: consNo, kind }).select('work_no', 'state', 'data')

  describe('surcharge waiver', () => {
    it("finds the demo consumer who paid one bill late 10 months ago eligible for the surcharge waiver, for that bill's surcharge", async () => {
      const { eligibility } = await t.services.applications.schemes.waiverPreview('108000000010')
      expect(eligibility).toMatchObject({ eligible: true })
      const e = eligibility as { waiverPaise: number; bills: Array<{ surchargePaise: number }> }
      expect(e.bills).toHaveLength(1)
      expect(e.waiverPaise).toBe(e.bills[0].surchargePaise)
      expect(e.waiverPaise).toBeGreaterThan(0)
    })

    it('computes the waiver from the bills, sends the OTP, and files the request with the OTP', async () => {
      const first = await post('surcharge-waiver/otp', { consNo: LATE.consNo })
      expect(first.status, JSON.stringify(first.body)).toBe(200)
      expect(first.headers['cache-control']).toBe('no-store')
      expect(first.body).toEqual({
        status: 'success',
        eligibility: { eligible: true, waiverPaise: 2_500, bills: [{ billNo: `${LATE.consNo}202512`, period: '2025-12', surchargePaise: 2_500 }] },
        mobileMasked: '******0077',
        resendAfterSeconds: 30,
      })
      const otp = await latestOtp(t.app, LATE.mobile)
      const res = await request(t.app).post('/api/schemes/surcharge-waiver?lang=as').set(SAME).send({ consNo: LATE.consNo, otp, declaration: true })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      expect(res.body.application).toMatchObject({ kind: 'surcharge_waiver', state: 'submitted', consumerNo: LATE.consNo, locale: 'as', applicantName: 'Hemanta Gogoi', mobileMasked: '******0077' })
      expect(res.body.application.data).toMatchObject({ waiverPaise: 2_500 })
      expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).join(';')).toMatch(/work/i)
      // one open request per consumer number: refused before any OTP is sent
      clock.skip()
      const again = await post('surcharge-waiver/otp', { consNo: LATE.consNo })
      expectProblem(again, 'consNo', 'pendingRequest')
      expect(again.body.errors[0].params).toEqual({ no: res.body.application.workNo })
      expect(await items(LATE.consNo, 'surcharge_waiver')).toHaveLength(1)
    })

    it('says why a consumer is not eligible', async () => {
      expectProblem(await post('surcharge-waiver/otp', { consNo: C1.consNo }), 'consNo', 'waiver_noSurcharge')
      expectProblem(await post('surcharge-waiver/otp', { consNo: C5.consNo }), 'consNo', 'waiver_duesPending')
      expectProblem(await post('surcharge-waiver/otp', { consNo: C3.consNo }), 'consNo', 'waiver_noBills')
      expectProblem(await post('surcharge-waiver/otp', { consNo: UNKNOWN }), 'consNo', 'consumerNotFound')
      expectProblem(await post('surcharge-waiver/otp', { consNo: '12345' }), 'consNo', 'consNoLength')
      // a late payment in the last 6 months: paid on 20 Oct, due 16 Oct
      await t.testDb.db('payments').where('receipt_no', `R${LATE2.consNo}202610`).update({ paid_at: '2026-10-20T05:00:00.000Z', amount: 127_500 })
      expectProblem(await post('surcharge-waiver/otp', { consNo: LATE2.consNo }), 'consNo', 'waiver_recentDefault')
      await t.testDb.db('payments').where('receipt_no', `R${LATE2.consNo}202610`).update({ paid_at: '2026-10-12T05:00:00.000Z', amount: 125_000 })
      // outside the scheme's window
      clock.t = Date.parse('2027-04-02T06:00:00.000Z')
      expectProblem(await post('surcharge-waiver/otp', { consNo: LATE2.consNo }), 'consNo', 'waiver_schemeClosed')
      // no SMS was sent for any refusal
      const sms = await t.testDb.db('sms_outbox').whereIn('mobile', [C1.mobile, C5.mobile, C3.mobile]).whereLike('text', '%OTP%').count<{ n: number }[]>({ n: '*' })
      expect(Number(sms[0].n)).toBe(0)
    })

    it('refuses a wrong or missing OTP and an unticked declaration, then takes the right OTP', async () => {
      const sent = await post('surcharge-waiver/otp', { consNo: LATE2.consNo })
      expect(sent.status, JSON.stringify(sent.body)).toBe(200)
      const otp = await latestOtp(t.app, LATE2.mobile)
      expectProblem(await post('surcharge-waiver', { consNo: LATE2.consNo, otp: wrongOtp(otp), declaration: true }), 'otp', 'otpWrong')
      expectProblem(await post('surcharge-waiver', { consNo: LATE2.consNo, declaration: true }), 'otp', 'otpEmpty')
      expectProblem(await post('surcharge-waiver', { consNo: LATE2.consNo, otp: '12ab56', declaration: true }), 'otp', 'otpInvalid')
      expectProblem(await post('surcharge-waiver', { consNo: LATE2.consNo, otp }), 'declaration', 'declarationRequired')
      expect(await items(LATE2.consNo, 'surcharge_waiver')).toHaveLength(0)
      const res = await post('surcharge-waiver', { consNo: LATE2.consNo, otp, declaration: 'on' })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      // the OTP is used up
      const replay = await post('surcharge-waiver', { consNo: LATE2.consNo, otp, declaration: true })
      expect(replay.status).toBe(400)
    })
  })

  describe('voluntary load declaration', () => {
    it('shows the load on record, quotes the extra deposit, and files the declaration with the OTP', async () => {
      const sent = await post('vld/otp', { consNo: C1.consNo })
      expect(sent.status, JSON.stringify(sent.body)).toBe(200)
      expect(sent.body).toMatchObject({ status: 'success', record: { connectedLoadKw: 2, phase: '1', tariffCategory: 'LT-II' }, mobileMasked: '******0001' })
      // 2 kW → 5.5 kW domestic single phase: (6 − 2) kW × ₹400 = ₹1,600.00
      const quote = await post('vld/quote', { consNo: C1.consNo, declaredLoadKw: '5.5', phase: '1' })
      expect(quote.status, JSON.stringify(quote.body)).toBe(200)
      expect(quote.body.quote).toMatchObject({ category: 'domestic', recordedLoadKw: 2, declaredLoadKw: 5.5, extraKw: 4, securityPerKwPaise: 40_000, extraSecurityPaise: 160_000, phaseChange: false })
      const otp = await latestOtp(t.app, C1.mobile)
      // a load refused before the OTP is checked: the OTP stays good
      expectProblem(await post('vld', { consNo: C1.consNo, declaredLoadKw: '1.5', phase: '1', otp, declaration: true }), 'declaredLoadKw', 'vldNotHigher')
      const res = await post('vld', { consNo: C1.consNo, declaredLoadKw: '5.5', phase: '1', otp, declaration: true })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      expect(res.body.application).toMatchObject({ kind: 'vld', state: 'submitted', consumerNo: C1.consNo, feePaise: 0 })
      expect(res.body.application.data).toMatchObject({ declaredLoadKw: 5.5, extraSecurityPaise: 160_000 })
      clock.skip()
      expectProblem(await post('vld/otp', { consNo: C1.consNo }), 'consNo', 'pendingRequest')
    })

    it('refuses each bad declaration', async () => {
      const q = (body: object) => post('vld/quote', { consNo: C5.consNo, ...body })
      // 105… is 5 kW three phase
      expectProblem(await q({ declaredLoadKw: '6', phase: '1' }), 'phase', 'vldPhaseDown')
      expectProblem(await q({ declaredLoadKw: '5', phase: '3' }), 'declaredLoadKw', 'vldNotHigher')
      expectProblem(await q({ declaredLoadKw: '9', phase: '1' }), 'phase', 'phaseForLoad')
      expectProblem(await q({ declaredLoadKw: '60', phase: '3' }), 'declaredLoadKw', 'loadRange')
      expectProblem(await q({ declaredLoadKw: 'ten', phase: '3' }), 'declaredLoadKw', 'loadInvalid')
      expectProblem(await q({ declaredLoadKw: '9' }), 'phase', 'phaseEmpty')
      // 9 kW three phase for a shop: (9 − 5) × ₹700 = ₹2,800.00
      const ok = await q({ declaredLoadKw: '9', phase: '3' })
      expect(ok.body.quote).toMatchObject({ category: 'commercial', extraKw: 4, extraSecurityPaise: 280_000 })
      expectProblem(await post('vld/otp', { consNo: UNKNOWN }), 'consNo', 'consumerNotFound')
      await t.testDb.db('consumers').where('consumer_no', LATE2.consNo).update({ status: 'DISCONNECTED' })
      expectProblem(await post('vld/otp', { consNo: LATE2.consNo }), 'consNo', 'vldNotLive')
      await t.testDb.db('consumers').where('consumer_no', LATE2.consNo).update({ status: 'ACTIVE' })
      clock.t = Date.parse('2027-05-01T06:00:00.000Z')
      expectProblem(await post('vld/otp', { consNo: C5.consNo }), 'consNo', 'vld_schemeClosed')
    })

    it('refuses a wrong OTP and files nothing', async () => {
      expect((await post('vld/otp', { consNo: C5.consNo })).status).toBe(200)
      const otp = await latestOtp(t.app, C5.mobile)
      expectProblem(await post('vld', { consNo: C5.consNo, declaredLoadKw: '9', phase: '3', otp: wrongOtp(otp), declaration: true }), 'otp', 'otpWrong')
      expectProblem(await post('vld', { consNo: C5.consNo, declaredLoadKw: '9', phase: '3', otp, declaration: false }), 'declaration', 'declarationRequired')
      expect(await items(C5.consNo, 'vld')).toHaveLength(0)
    })
  })
})
