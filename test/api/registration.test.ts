import request from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import en from '../../shared/locales/en/forms.json'
import { REGISTRATION_DEMO } from '../../seeds/registrationDemo'
import { createTestApp, type TestApp } from '../helpers/app'
import { latestOtp, testClock, withPow, wrongOtp } from '../helpers/consumerAuth'
import { TEST_DB } from '../helpers/db'

const WORDS = en.problems as Record<string, string>
const SAME = { 'Sec-Fetch-Site': 'same-origin' }

/**
 * Consumer registration's JSON API (issue 10 §3) on both databases: the OTP to the mobile on
 * record, the last bill's amount then an OTP to the new mobile, a number linked to another
 * mobile and its change request, the first login answered `type: 'new'` once and the welcome
 * once, and every refusal of the input.
 */
describe(`consumer registration API (${TEST_DB})`, () => {
  let t: TestApp
  const clock = testClock(Date.now())
  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: clock.now, env: { AUTH_IP_LIMIT: '1000' } })
  })
  afterAll(async () => t.close())
  beforeEach(() => clock.skip())

  const post = (url: string, body: Record<string, unknown>) => request(t.app).post(url).set(SAME).send(body)
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
    const v = await request(t.app).post('/auth/otp/verify').set(SAME).send({ mobileNo: '9000000001', otpNo: await latestOtp(t.app, '9000000001'), src: 'portal' }).expect(200)
    expect(v.body.type).toBe('new')
    expect(await t.services.registration.takeWelcome('9000000001')).toBe(true)
    expect(await t.services.registration.takeWelcome('9000000001')).toBe(false)
    // the next login is an ordinary one, whatever the client says
    await request(t.app).post('/auth/logout').set(SAME).set('Authorization', `Bearer ${v.body.accessToken}`).expect(200)
    clock.skip()
    const second = await login()
    expect(second.status).toBe(200)
    expect(second.body.type).toBeUndefined()
    const v2 = await request(t.app).post('/auth/otp/verify').set(SAME).send({ mobileNo: '9000000001', otpNo: await latestOtp(t.app, '9000000001'), src: 'portal' }).expect(200)
    expect(v2.body.type).toBeUndefined()
  })

  it('refuses a consumer number linked to another mobile, naming the masked one', async () => {
    const p = problemOf(await post('/api/registration/otp', { consNo: '102000000002', mobile: '9876500011' }))
    expect(p).toMatchObject({ path: 'mobile', problem: 'linkedToOther', params: { mobile: '******0002' } })
    expect(p.message).toBe(WORDS.linkedToOther.replace('{{mobile}}', '******0002'))
  })

  it('without a mobile on record: the exact last bill amount, then an OTP to the new mobile, which is written on the record', async () => {
    const { consumerNo } = REGISTRATION_DEMO.noMobile
    const bill = await lastBill(consumerNo)
    expect(problemOf(await post('/api/registration/otp', { consNo: consumerNo, mobile: '9876500012' }))).toMatchObject({ path: 'billAmount', problem: 'billAmountNeeded' })
    expect(problemOf(await post('/api/registration/otp', { consNo: consumerNo, mobile: '9876500012', billAmount: ((bill.amountBeforeDue + 100) / 100).toFixed(2) }))).toMatchObject({ path: 'billAmount', problem: 'billAmountWrong' })
    // the amount as printed: grouping and the rupee sign are read too; the amount after the due date is accepted as well
    const printed = `₹ ${(bill.amountAfterDue / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`
    const start = await post('/api/registration/otp', { consNo: consumerNo, mobile: '9876500012', billAmount: printed }).expect(200)
    expect(start.body.step).toMatchObject({ sentToMasked: '******0012', method: 'bill_amount' })
    const code = await latestOtp(t.app, '9876500012')
    // the OTP went to the new mobile, not to any other
    expect(problemOf(await post('/api/registration', { consNo: consumerNo, mobile: '9876500012', billAmount: printed, otp: wrongOtp(code) }))).toMatchObject({ problem: 'otpWrong' })
    await post('/api/registration', { consNo: consumerNo, mobile: '9876500012', billAmount: (bill.amountBeforeDue / 100).toFixed(2), otp: code }).expect(201)
    expect((await t.services.billing.consumer(consumerNo))!.mobile).toBe('9876500012')
    expect((await t.services.billing.consumersByMobile('9876500012')).map((c) => c.consumerNo)).toEqual([consumerNo])
    expect(await t.services.registration.firstLoginPending('9876500012')).toBe(true)
  })

  it('counts wrong bill amounts per consumer number: the sixth guess in an hour is refused', async () => {
    const consNo = '105000000005'
    for (let i = 0; i < 5; i++) {
      expect(problemOf(await post('/api/registration/mobile-change/otp', { consNo, mobile: '9876500015', applicantName: 'Guess Er', billAmount: String(10 + i) })).problem).toBe('billAmountWrong')
    }
    const bill = await lastBill(consNo)
    expect(problemOf(await post('/api/registration/mobile-change/otp', { consNo, mobile: '9876500015', applicantName: 'Guess Er', billAmount: (bill.amountBeforeDue / 100).toFixed(2) })).problem).toBe('tooManyRequests')
  })

  it('takes a change request for a linked mobile: bill amount, OTP to the new mobile, a mobile_change application; one open at a time', async () => {
    const consNo = '102000000002'
    const bill = await lastBill(consNo)
    const fields = { consNo, mobile: '9876500013', applicantName: 'Mridula Bora', billAmount: (bill.amountBeforeDue / 100).toFixed(2) }
    expect(problemOf(await post('/api/registration/mobile-change/otp', { ...fields, billAmount: '1.00' })).problem).toBe('billAmountWrong')
    expect(problemOf(await post('/api/registration/mobile-change/otp', { ...fields, mobile: '9000000002' })).problem).toBe('mobileAlreadyOnRecord')
    const start = await post('/api/registration/mobile-change/otp', fields).expect(200)
    expect(start.body.step.sentToMasked).toBe('******0013')
    const code = await latestOtp(t.app, '9876500013')
    const res = await post('/api/registration/mobile-change', { ...fields, otp: code }).expect(201)
    expect(res.body.application).toMatchObject({ kind: 'mobile_change', state: 'submitted', consumerNo: consNo, applicantName: 'Mridula Bora', mobileMasked: '******0013' })
    expect(res.body.application.data.requested).toEqual({ mobile: '9876500013' })
    // the record is unchanged until an officer acts
    expect((await t.services.billing.consumer(consNo))!.mobile).toBe('9000000002')
    clock.skip()
    const again = problemOf(await post('/api/registration/mobile-change/otp', fields))
    expect(again).toMatchObject({ path: 'consNo', problem: 'pendingRequest', params: { no: res.body.application.workNo } })
  })

  it('refuses a change for a number with no mobile on record, and a proof with no bill', async () => {
    expect(problemOf(await post('/api/registration/mobile-change/otp', { consNo: '106000000007', mobile: '9876500014', applicantName: 'Some One', billAmount: '10' })).problem).toMatch(/noMobileRegisterInstead|billAmountWrong/)
    // a prepaid connection has no bill to prove with
    expect(problemOf(await post('/api/registration/mobile-change/otp', { consNo: '103000000003', mobile: '9876500014', applicantName: 'Some One', billAmount: '10' })).problem).toBe('noBillForProof')
  })

  it('refuses bad input with each field\'s problem (400, never 500)', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ consNo: '', mobile: '9876500011' }, 'consNo', 'consNoEmpty'],
      [{ consNo: 'abc', mobile: '9876500011' }, 'consNo', 'numbersOnly'],
      [{ consNo: '10100000000', mobile: '9876500011' }, 'consNo', 'consNoLength'],
      [{ consNo: '101000000001', mobile: '12345' }, 'mobile', 'mobileInvalid'],
      [{ consNo: '101000000001', mobile: '' }, 'mobile', 'mobileEmpty'],
      [{ consNo: '101000000001', mobile: '9876500011', billAmount: '12.345' }, 'billAmount', 'billAmountInvalid'],
      [{ consNo: '101000000001', mobile: '9876500011', billAmount: { x: 1 } }, 'billAmount', 'billAmountInvalid'],
      [{ consNo: '101999999998', mobile: '9876500011' }, 'consNo', 'consumerNotFound'],
    ]
    for (const [body, path, problem] of cases) {
      expect(problemOf(await post('/api/registration/otp', body)), JSON.stringify(body)).toMatchObject({ path, problem })
    }
    expect(problemOf(await post('/api/registration', { consNo: '101000000001', mobile: '9000000001' }))).toMatchObject({ path: 'otp', problem: 'otpEmpty' })
    expect(problemOf(await post('/api/registration', { consNo: '101000000001', mobile: '9000000001', otp: '12ab56' }))).toMatchObject({ path: 'otp', problem: 'otpInvalid' })
    const notJson = await request(t.app).post('/api/registration/otp').set(SAME).set('Content-Type', 'application/json').send('{"consNo":')
    expect(notJson.status).toBe(400)
  })
})
