import request from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import en from '../../shared/locales/en/forms.json'
import { REGISTRATION_DEMO } from '../../seeds/registrationDemo'
import { createTestApp, type TestApp } from '../helpers/app'
import { latestOtp, testClock, withPow, wrongOtp, type PowRequest } from '../helpers/consumerAuth'
import { PDF, uploadPow } from '../helpers/uploads'
import { IDENTITY_FILE } from '../../shared/workflow/forms/registration'
import { TEST_DB } from '../helpers/db'
import { SAME_ORIGIN as SAME } from '../helpers/forms'

const WORDS = en.problems as Record<string, string>

/**
 * Consumer registration's JSON API (issue 10 §3, issue 27 §1) on both databases: the OTP to the
 * mobile on record; with none on record, an OTP to the new mobile and a request with an
 * identity document that links nothing until an officer approves it (the takeover by the bill
 * amount /ViewBill shows is closed); a number linked to another mobile and its change request
 * (the identity document, not the bill amount); the first login answered `type: 'new'` once and
 * the welcome once, and every refusal of the input.
 */
describe(`consumer registration API (${TEST_DB})`, () => {
  let t: TestApp
  const clock = testClock(Date.now())
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
    expect(res.body.status).toBe('error')
    return res.body.errors[0] as { path: string; problem: string; message: string; params?: Record<string, string> }
  }
  const lastBill = async (consumerNo: string) => (await t.services.billing.latestBill(consumerNo))!

  it('registers the mobile on record with an OTP to it; a second registration is refused', async () => {
    const start = await post('/api/registration/otp', { consNo: '101000000001', mobile: '9000000001' }).expect(200)
    expect(start.headers['cache-control']).toBe('no-store')
    expect(start.body.step).toMatchObject({ consumerNo: '101000000001', sentToMasked: '******0001', method: 'otp_on_record' })
    const code = await latestOtp(t.app, '9000000001')
    const wrong = problemOf(await post('/api/registration', { consNo: '101000000001', mobile: '9000000001', otp: wrongOtp(code) }))
    expect(wrong).toMatchObject({ path: 'otp', problem: 'otpWrong', message: WORDS.otpWrong })
    const ok = await post('/api/registration', { consNo: '101000000001', mobile: '9000000001', otp: code }).expect(201)
    expect(ok.body.registration).toEqual({ consumerNo: '101000000001', mobileMasked: '******0001', method: 'otp_on_record' })
    const rows = await t.testDb.db('consumer_registrations').where({ consumer_no: '101000000001' })
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ mobile: '9000000001', method: 'otp_on_record', first_login_at: null, welcomed_at: null })
    clock.skip()
    expect(problemOf(await post('/api/registration/otp', { consNo: '101000000001', mobile: '9000000001' }))).toMatchObject({ path: 'mobile', problem: 'alreadyRegistered' })
  })

  it('answers the first login after the registration type "new", once, and the dashboard welcome once', async () => {
    const login = () => withPow((h) => request(t.app).post('/auth/login').set(h).send({ mobileNo: '9000000001', type: 'new', src: 'portal' }))
    const first = await login()
    expect(first.status).toBe(200)
    expect(first.body.type).toBe('new')
    const v = await request(t.app)
      .post('/auth/otp/verify')
      .set(SAME)
      .send({ mobileNo: '9000000001', otpNo: await latestOtp(t.app, '9000000001'), src: 'portal' })
      .expect(200)
    expect(v.body.type).toBe('new')
    expect(await t.services.registration.takeWelcome('9000000001')).toBe(true)
    expect(await t.services.registration.takeWelcome('9000000001')).toBe(false)
    // the next login is an ordinary one, whatever the client says
    await request(t.app).post('/auth/logout').set(SAME).set('Authorization', `Bearer ${v.body.accessToken}`).expect(200)
    clock.skip()
    const second = await login()
    expect(second.status).toBe(200)
    expect(second.body.type).toBeUndefined()
    const v2 = await request(t.app)
      .post('/auth/otp/verify')
      .set(SAME)
      .send({ mobileNo: '9000000001', otpNo: await latestOtp(t.app, '9000000001'), src: 'portal' })
      .expect(200)
    expect(v2.body.type).toBeUndefined()
  })

  it('refuses a consumer number linked to another mobile, naming the masked one', async () => {
    const p = problemOf(await post('/api/registration/otp', { consNo: '102000000002', mobile: '9876500011' }))
    expect(p).toMatchObject({ path: 'mobile', problem: 'linkedToOther', params: { mobile: '******0002' } })
    expect(p.message).toBe(WORDS.linkedToOther.replace('{{mobile}}', '******0002'))
  })

  /** Step 2 of a request an officer checks: multipart with the identity document (and the proof of work of a JSON call with files). */
  const withDocument = async (url: string, fields: Record<string, string>, document: Buffer | null = PDF) => {
    const req = request(t.app)
      .post(url)
      .set(SAME)
      .set(await uploadPow(t))
    for (const [k, v] of Object.entries(fields)) req.field(k, v)
    if (document) req.attach(IDENTITY_FILE, document, { filename: 'aadhaar.pdf', contentType: 'application/pdf' })
    return req
  }

  it('issue 27 §1: two calls with only public knowledge (the consumer number and the bill amount /ViewBill shows) link no mobile', async () => {
    const { consumerNo } = REGISTRATION_DEMO.noMobile
    const attacker = '9123456780'
    // the last bill's amount: /ViewBill shows it to anyone who has the consumer number
    const bill = await lastBill(consumerNo)
    const billAmount = (bill.amountBeforeDue / 100).toFixed(2)
    await post('/api/registration/otp', { consNo: consumerNo, mobile: attacker, billAmount })
    const code = await latestOtp(t.app, attacker)
    const second = await post('/api/registration', { consNo: consumerNo, mobile: attacker, billAmount, otp: code })
    // nothing is linked: the record keeps no mobile, no registration row, the attacker's login finds no consumer
    expect((await t.services.billing.consumer(consumerNo))!.mobile).toBeNull()
    expect(await t.testDb.db('consumer_registrations').where({ consumer_no: consumerNo })).toHaveLength(0)
    expect(await t.services.billing.consumersByMobile(attacker)).toEqual([])
    expect(second.status).toBe(400)
    // the bill amount is no proof: without a name and an identity document there is not even a request
    expect(second.body.errors.map((e: { path: string }) => e.path)).toContain('applicantName')
    expect(await t.services.workflow.pendingFor(consumerNo, 'mobile_change')).toBeNull()
  })

  it('without a mobile on record: an OTP to the new mobile, then the name and an identity document make a request an officer approves; nothing is linked', async () => {
    const { consumerNo } = REGISTRATION_DEMO.noMobile
    const start = await post('/api/registration/otp', { consNo: consumerNo, mobile: '9876500012' }).expect(200)
    expect(start.body.step).toMatchObject({ sentToMasked: '******0012', method: 'officer_check' })
    const code = await latestOtp(t.app, '9876500012')
    const fields = { consNo: consumerNo, mobile: '9876500012', applicantName: 'Dipankar Hazarika', otp: code }
    // the document is required, and refused before the OTP is spent
    expect(problemOf(await withDocument('/api/registration', fields, null))).toMatchObject({ path: IDENTITY_FILE, problem: 'fileMissing' })
    expect(problemOf(await withDocument('/api/registration', { ...fields, applicantName: '' }))).toMatchObject({ path: 'applicantName', problem: 'nameEmpty' })
    // the OTP went to the new mobile, not to any other
    expect(problemOf(await withDocument('/api/registration', { ...fields, otp: wrongOtp(code) }))).toMatchObject({ problem: 'otpWrong' })
    const res = await withDocument('/api/registration', fields)
    expect(res.status).toBe(202)
    expect(res.body).toMatchObject({ status: 'success', pending: true })
    expect(res.body.registration).toBeUndefined()
    expect(res.body.application).toMatchObject({ kind: 'mobile_change', state: 'submitted', consumerNo, applicantName: 'Dipankar Hazarika', mobileMasked: '******0012', pending: { from: 'officer' } })
    expect(res.body.application.data).toMatchObject({ current: null, requested: { mobile: '9876500012' }, proof: 'identity_document', link: 'on_approval' })
    expect(res.body.application.files).toEqual([expect.objectContaining({ slot: IDENTITY_FILE, contentType: 'application/pdf' })])
    // held for the officer: the record has no mobile, no registration, the mobile logs in to nothing
    expect((await t.services.billing.consumer(consumerNo))!.mobile).toBeNull()
    expect(await t.services.billing.consumersByMobile('9876500012')).toEqual([])
    expect(await t.services.registration.firstLoginPending('9876500012')).toBe(false)
    // one open request at a time
    clock.skip()
    expect(problemOf(await post('/api/registration/otp', { consNo: consumerNo, mobile: '9876500016' }))).toMatchObject({
      path: 'consNo',
      problem: 'pendingRequest',
      params: { no: res.body.application.workNo },
    })
  })

  it('takes a change request for a linked mobile: an identity document (no bill amount), OTP to the new mobile, a mobile_change application; one open at a time', async () => {
    const consNo = '102000000002'
    const bill = await lastBill(consNo)
    const fields = { consNo, mobile: '9876500013', applicantName: 'Mridula Bora' }
    expect(problemOf(await post('/api/registration/mobile-change/otp', { ...fields, mobile: '9000000002' })).problem).toBe('mobileAlreadyOnRecord')
    const start = await post('/api/registration/mobile-change/otp', fields).expect(200)
    expect(start.body.step).toMatchObject({ sentToMasked: '******0013', method: 'officer_check' })
    const code = await latestOtp(t.app, '9876500013')
    // the bill amount proves nothing: without the identity document the request is refused
    const billAmount = (bill.amountBeforeDue / 100).toFixed(2)
    expect(problemOf(await post('/api/registration/mobile-change', { ...fields, billAmount, otp: code }))).toMatchObject({ path: IDENTITY_FILE, problem: 'fileMissing' })
    const res = await withDocument('/api/registration/mobile-change', { ...fields, otp: code })
    expect(res.status).toBe(201)
    expect(res.body.application).toMatchObject({ kind: 'mobile_change', state: 'submitted', consumerNo: consNo, applicantName: 'Mridula Bora', mobileMasked: '******0013' })
    expect(res.body.application.data).toMatchObject({ current: { mobileMasked: '******0002' }, requested: { mobile: '9876500013' }, proof: 'identity_document' })
    expect(res.body.application.data.link).toBeUndefined()
    expect(res.body.application.files).toHaveLength(1)
    // the record is unchanged until an officer acts
    expect((await t.services.billing.consumer(consNo))!.mobile).toBe('9000000002')
    clock.skip()
    const again = problemOf(await post('/api/registration/mobile-change/otp', fields))
    expect(again).toMatchObject({ path: 'consNo', problem: 'pendingRequest', params: { no: res.body.application.workNo } })
  })

  it('refuses a change for a number with no mobile on record (it registers instead)', async () => {
    await t.testDb.db('consumers').where({ consumer_no: '105000000005' }).update({ mobile: null })
    expect(problemOf(await post('/api/registration/mobile-change/otp', { consNo: '105000000005', mobile: '9876500014', applicantName: 'Some One' })).problem).toBe('noMobileRegisterInstead')
  })

  it("refuses bad input with each field's problem (400, never 500)", async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ consNo: '', mobile: '9876500011' }, 'consNo', 'consNoEmpty'],
      [{ consNo: 'abc', mobile: '9876500011' }, 'consNo', 'numbersOnly'],
      [{ consNo: '10100000000', mobile: '9876500011' }, 'consNo', 'consNoLength'],
      [{ consNo: '101000000001', mobile: '12345' }, 'mobile', 'mobileInvalid'],
      [{ consNo: '101000000001', mobile: '' }, 'mobile', 'mobileEmpty'],
      [{ consNo: '101999999998', mobile: '9876500011' }, 'consNo', 'consumerNotFound'],
    ]
    for (const [body, path, problem] of cases) {
      expect(problemOf(await post('/api/registration/otp', body)), JSON.stringify(body)).toMatchObject({ path, problem })
    }
    expect(problemOf(await post('/api/registration', { consNo: '101000000001', mobile: '9000000001' }))).toMatchObject({ path: 'otp', problem: 'otpEmpty' })
    expect(problemOf(await post('/api/registration', { consNo: '101000000001', mobile: '9000000001', otp: '12ab56' }))).toMatchObject({ path: 'otp', problem: 'otpInvalid' })
    expect(problemOf(await post('/api/registration', { consNo: '101000000001', mobile: '9000000001', otp: '123456', applicantName: '<b>x</b>' }))).toMatchObject({ path: 'applicantName' })
    const notJson = await request(t.app).post('/api/registration/otp').set(SAME).set('Content-Type', 'application/json').send('{"consNo":')
    expect(notJson.status).toBe(400)
  })
})
