import request from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import en from '../../shared/locales/en/forms.json'
import { arrearsOf } from '../../shared/workflow/forms/ots'
import { REGISTRATION_DEMO } from '../../seeds/registrationDemo'
import { createTestApp, type TestApp } from '../helpers/app'
import { latestOtp, testClock, withPow, wrongOtp, type PowRequest } from '../helpers/consumerAuth'
import { TEST_DB } from '../helpers/db'
import { SAME_ORIGIN as SAME } from '../helpers/forms'

const WORDS = en.problems as Record<string, string>

/**
 * The one-time settlement's JSON API (issue 10 §3) on both databases: eligibility from the
 * seeded bills and the scheme table, registration by OTP into a workflow item 'ots' with the
 * offer, the status by consumer number and OTP, the offer PDF with the applications' access
 * rule, and every refusal.
 */
describe(`one-time settlement API (${TEST_DB})`, () => {
  let t: TestApp
  const clock = testClock(Date.now())
  const { consumerNo, mobile } = REGISTRATION_DEMO.arrears
  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: clock.now, env: { AUTH_IP_LIMIT: '1000' } })
  })
  afterAll(async () => t.close())
  beforeEach(() => clock.skip())

  // an OTP send solves the proof of work when asked (428), as the pages do
  const post = (url: string, body: Record<string, unknown>): PowRequest =>
    url.endsWith('/otp') ? withPow((h) => request(t.app).post(url).set(SAME).set(h).send(body)) : request(t.app).post(url).set(SAME).send(body)
  const problemOf = (res: request.Response) => {
    expect(res.status).toBe(400)
    return res.body.errors[0] as { path: string; problem: string; message: string; params?: Record<string, string> }
  }
  const expected = async () => arrearsOf(await t.services.billing.bills(consumerNo, 120))!
  let workNo = ''
  let cookie: string[] = []

  it('refuses numbers that are not eligible, saying why, before any OTP is sent', async () => {
    const sms = async () => Number((await t.testDb.db('sms_outbox').count({ n: '*' }))[0].n)
    const before = await sms()
    // the current bill is not yet due: nothing carried
    expect(problemOf(await post('/api/ots/otp', { consNo: '101000000001' }))).toMatchObject({ path: 'consNo', problem: 'otsNoArrears', message: WORDS.otsNoArrears })
    // one unpaid month: too recent for every scheme
    expect(problemOf(await post('/api/ots/otp', { consNo: '105000000005' })).problem).toBe('otsTooRecent')
    // prepaid: no bills
    expect(problemOf(await post('/api/ots/otp', { consNo: '103000000003' })).problem).toBe('otsNoArrears')
    // no registered mobile to send the OTP to
    expect(problemOf(await post('/api/ots/otp', { consNo: REGISTRATION_DEMO.noMobile.consumerNo })).problem).toBe('noMobile')
    expect(problemOf(await post('/api/ots/otp', { consNo: '101999999998' })).problem).toBe('consumerNotFound')
    expect(await sms()).toBe(before)
  })

  it('registers an eligible consumer: the offer of the best scheme, the OTP, one workflow item with the offer', async () => {
    const arrears = await expected()
    expect(arrears.ageMonths).toBe(8)
    const start = await post('/api/ots/otp', { consNo: consumerNo }).expect(200)
    expect(start.body.preview).toMatchObject({ consumerNo, mobileMasked: '******0008', maxInstalments: 1 })
    // OTS-A: the whole surcharge waived; the principal is payable in one instalment 15 days on
    expect(start.body.preview.offer).toMatchObject({
      scheme: 'OTS-A',
      principalPaise: arrears.principalPaise,
      surchargePaise: arrears.surchargePaise,
      waiverPct: 100,
      waiverPaise: arrears.surchargePaise,
      payablePaise: arrears.principalPaise,
      ageMonths: 8,
    })
    expect(arrears.surchargePaise).toBeGreaterThan(0)
    const code = await latestOtp(t.app, mobile)
    expect(problemOf(await post('/api/ots', { consNo: consumerNo, otp: code, instalments: '2' }))).toMatchObject({ path: 'instalments', problem: 'instalmentsTooMany', params: { max: 1 } })
    expect(problemOf(await post('/api/ots', { consNo: consumerNo, otp: wrongOtp(code), instalments: '1' })).problem).toBe('otpWrong')
    const res = await post('/api/ots', { consNo: consumerNo, otp: code, instalments: '1' }).expect(201)
    const a = res.body.application
    expect(a).toMatchObject({ kind: 'ots', state: 'submitted', consumerNo, mobileMasked: '******0008', applicantName: REGISTRATION_DEMO.arrears.name })
    expect(a.data.offer).toMatchObject({ scheme: 'OTS-A', payablePaise: arrears.principalPaise })
    expect(a.data.offer.instalments).toHaveLength(1)
    expect(a.data.offer.instalments[0].paise).toBe(arrears.principalPaise)
    expect(a.deadlineAt).not.toBeNull()
    workNo = a.workNo
    cookie = res.headers['set-cookie'] as unknown as string[]
    // one open settlement per consumer number
    clock.skip()
    expect(problemOf(await post('/api/ots/otp', { consNo: consumerNo }))).toMatchObject({ problem: 'otsAlreadyRegistered', params: { no: workNo } })
  })

  it('opens the settlement and its PDF for this browser or the signed-in applicant only', async () => {
    const mine = await request(t.app).get(`/api/ots/${workNo}`).set('Cookie', cookie).expect(200)
    expect(mine.body.application.workNo).toBe(workNo)
    await request(t.app).get(`/api/ots/${workNo}`).expect(404)
    await request(t.app).get('/api/ots/AP12').set('Cookie', cookie).expect(404)
    const pdf = await request(t.app).get(`/api/ots/${workNo}/pdf?lang=en`).set('Cookie', cookie).buffer(true).expect(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="OTS-${workNo}-en.pdf"`)
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-')
    const pdfAs = await request(t.app).get(`/api/ots/${workNo}/pdf?lang=as`).set('Cookie', cookie).buffer(true).expect(200)
    expect(Buffer.compare(pdf.body as Buffer, pdfAs.body as Buffer)).not.toBe(0)
    await request(t.app).get(`/api/ots/${workNo}/pdf?lang=en`).expect(404)
    expect((await request(t.app).get(`/api/ots/${workNo}/pdf?lang=fr`).set('Cookie', cookie)).status).toBe(400)
    const session = `apdcl.sid=${await t.services.consumerSessions.create(mobile)}`
    await request(t.app).get(`/api/ots/${workNo}/pdf`).set('Cookie', session).expect(200)
    // another application of this browser is not a settlement
    const other = await t.services.workflow.create({ kind: 'tan_update', mobile, applicantName: 'X Y', consumerNo, locale: 'en', data: {} })
    await request(t.app).get(`/api/ots/${other.workNo}`).set('Cookie', session).expect(404)
  })

  it('finds the settlement by consumer number and OTP (/OTSStatus)', async () => {
    expect(problemOf(await post('/api/ots/status/otp', { consNo: '101000000001' })).problem).toBe('otsNone')
    const sent = await post('/api/ots/status/otp', { consNo: consumerNo }).expect(200)
    expect(sent.body.mobileMasked).toBe('******0008')
    const code = await latestOtp(t.app, mobile)
    expect(problemOf(await post('/api/ots/status', { consNo: consumerNo, otp: wrongOtp(code) })).problem).toBe('otpWrong')
    const ok = await post('/api/ots/status', { consNo: consumerNo, otp: code }).expect(200)
    expect(ok.body.application.workNo).toBe(workNo)
    const granted = ok.headers['set-cookie'] as unknown as string[]
    await request(t.app).get(`/api/ots/${workNo}`).set('Cookie', granted).expect(200)
  })

  it('offers instalments under the scheme that allows them, with half the surcharge waived', async () => {
    // the rejected settlement frees the number; OTS-A closed, OTS-B (half waived, up to 6) runs
    await t.services.workflow.transition(workNo, 'rejected', { type: 'officer', id: 'ae-01' }, 'test')
    await t.testDb.db('ots_rules').where({ code: 'OTS-A' }).update({ valid_to: '2026-01-31' })
    const arrears = await expected()
    const start = await post('/api/ots/otp', { consNo: consumerNo }).expect(200)
    expect(start.body.preview.maxInstalments).toBe(6)
    const waiver = Math.round(arrears.surchargePaise / 2)
    const payable = arrears.principalPaise + arrears.surchargePaise - waiver
    expect(start.body.preview.offer).toMatchObject({ scheme: 'OTS-B', waiverPct: 50, waiverPaise: waiver, payablePaise: payable })
    const res = await post('/api/ots', { consNo: consumerNo, otp: await latestOtp(t.app, mobile), instalments: '3' }).expect(201)
    const offer = res.body.application.data.offer
    expect(offer.instalments).toHaveLength(3)
    expect(offer.instalments.reduce((s: number, i: { paise: number }) => s + i.paise, 0)).toBe(payable)
    expect(offer.instalments[1].paise).toBe(Math.floor(payable / 3))
    // no scheme running at all
    await t.services.workflow.transition(res.body.application.workNo, 'rejected', { type: 'officer', id: 'ae-01' })
    await t.testDb.db('ots_rules').update({ valid_to: '2026-01-31' })
    clock.skip()
    expect(problemOf(await post('/api/ots/otp', { consNo: consumerNo })).problem).toBe('otsNoScheme')
  })

  it("refuses bad input with each field's problem (400, never 500)", async () => {
    expect(problemOf(await post('/api/ots/otp', {}))).toMatchObject({ path: 'consNo', problem: 'consNoEmpty' })
    expect(problemOf(await post('/api/ots/otp', { consNo: '12345' })).problem).toBe('consNoLength')
    expect(problemOf(await post('/api/ots/otp', { consNo: ['101000000001'] })).path).toBe('consNo')
    expect(problemOf(await post('/api/ots', { consNo: consumerNo, otp: '123456', instalments: 'many' }))).toMatchObject({ path: 'instalments', problem: 'instalmentsInvalid' })
    expect(problemOf(await post('/api/ots', { consNo: consumerNo, instalments: '1' }))).toMatchObject({ path: 'otp', problem: 'otpEmpty' })
    expect(problemOf(await post('/api/ots/status', { consNo: consumerNo, otp: 'abc' }))).toMatchObject({ path: 'otp', problem: 'otpInvalid' })
  })
})
