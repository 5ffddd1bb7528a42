import request from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MESSAGES } from '../../shared/messages'
import asMessages from '../../shared/locales/as/messages.json'
import { expectRateLimited, expectWorded } from '../helpers/apiWords'
import { createTestApp, type TestApp } from '../helpers/app'
import { latestOtp, testClock, withPow, wrongOtp } from '../helpers/consumerAuth'
import { TEST_DB } from '../helpers/db'

describe(`desktop header login: fetchConsumer, generate/reGenerate/validateOtp (${TEST_DB})`, () => {
  let t: TestApp
  const clock = testClock()
  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: clock.now })
  })
  afterAll(async () => t.close())
  beforeEach(async () => {
    clock.skip()
    await t.testDb.db('consumer_sessions').delete()
  })

  it('fetchConsumer: a registered mobile lists its consumer numbers', async () => {
    const res = await request(t.app).post('/api/fetchConsumer?mobile_no=9000000005')
    expect(res.status).toBe(200)
    // an anonymous caller learns only that the mobile is registered, never its consumer numbers
    expect(res.body).toEqual({ status: 'success', registered: true })
  })

  it('fetchConsumer: an unknown mobile is not registered', async () => {
    const res = await request(t.app).post('/api/fetchConsumer?mobile_no=9000000009')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ status: 'success', registered: false, message: MESSAGES.mobileNotRegistered })
  })

  it.each([
    ['', MESSAGES.mobileEmpty],
    ['?mobile_no=', MESSAGES.mobileEmpty],
    ['?mobile_no=12345', MESSAGES.mobileInvalid],
    ['?mobile_no=90000000ab', MESSAGES.mobileInvalid],
    ['?mobile_no=900000000100', MESSAGES.mobileInvalid],
    ['?mobile_no[]=9000000001', MESSAGES.mobileInvalid],
  ])('fetchConsumer%s: 400 with the spec message', async (q, message) => {
    const res = await request(t.app).post(`/api/fetchConsumer${q}`)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ status: 'error', code: 'INVALID', message })
    expect(res.body.errors[0]).toMatchObject({ path: 'mobile_no', message })
    expectWorded(res.body)
  })

  it('generateOtp → validateOtp: VALID once, signs in with a cookie', async () => {
    const res = await withPow((h) => request(t.app).post('/api/generateOtp?mobNo=9000000001').set(h))
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ status: 'success', message: MESSAGES.otpSent })
    const code = await latestOtp(t.app, '9000000001')
    const ok = await request(t.app).post(`/api/validateOtp?mobNo=9000000001&otpNo=${code}`).set('Sec-Fetch-Site', 'same-origin')
    expect(ok.status).toBe(200)
    // the four session-storage keys of spec §3 come from this answer
    expect(ok.body).toEqual({ message: 'VALID', accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), consList: ['101000000001'], connType: 'POSTPAID' })
    const cookie = String(ok.headers['set-cookie'])
    expect(cookie).toMatch(/apdcl\.sid=[A-Za-z0-9_-]{43};/)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    const again = await request(t.app).post(`/api/validateOtp?mobNo=9000000001&otpNo=${code}`)
    expect(again.status).toBe(400)
    expect(again.body).toMatchObject({ message: 'INVALID', reason: 'used' })
  })

  it('validateOtp and /auth/otp/verify refuse a cross-site request (login CSRF) and give a non-browser no cookie', async () => {
    const send = async (mobile: string) => {
      expect((await withPow((h) => request(t.app).post(`/api/generateOtp?mobNo=${mobile}`).set(h))).status).toBe(200)
      return latestOtp(t.app, mobile)
    }
    let code = await send('9000000001')
    for (const cross of [{ 'Sec-Fetch-Site': 'cross-site' }, { 'Sec-Fetch-Site': 'same-site' }, { Origin: 'https://evil.example' }]) {
      const r = await request(t.app).post(`/api/validateOtp?mobNo=9000000001&otpNo=${code}`).set(cross)
      expect(r.status, JSON.stringify(cross)).toBe(403)
      expect(r.headers['set-cookie']).toBeUndefined()
    }
    // the refused calls did not use the OTP up: the app (no browser headers) gets a token, no cookie
    const app = await request(t.app).post(`/api/validateOtp?mobNo=9000000001&otpNo=${code}`)
    expect(app.body.message).toBe('VALID')
    expect(app.body.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(app.headers['set-cookie']).toBeUndefined()

    clock.skip()
    await t.testDb.db('consumer_sessions').delete()
    await withPow((h) => request(t.app).post('/auth/login').set(h).send({ mobileNo: '9000000002', src: 'portal' })).then((r) => expect(r.status).toBe(200))
    code = await latestOtp(t.app, '9000000002')
    const cross = await request(t.app).post('/auth/otp/verify').set('Origin', 'https://evil.example').send({ mobileNo: '9000000002', otpNo: code })
    expect(cross.status).toBe(403)
    const same = await request(t.app).post('/auth/otp/verify').set('Sec-Fetch-Site', 'same-origin').send({ mobileNo: '9000000002', otpNo: code })
    expect(same.body.status).toBe('success')
    expect(String(same.headers['set-cookie'])).toMatch(/^apdcl\.sid=/)
  })

  it('generateOtp follows the one-session rule: "already logged in" while another session lives', async () => {
    await t.services.consumerSessions.create('9000000003')
    for (const path of ['/api/generateOtp', '/api/reGenerateOtp']) {
      const r = await withPow((h) => request(t.app).post(`${path}?mobNo=9000000003`).set(h))
      expect(r.status).toBe(409)
      expect(r.body).toEqual({ status: 'error', code: 'ALREADY_LOGGED_IN', message: 'already logged in' })
    }
    expect((await request(t.app).get('/dev/sms-outbox?mobile=9000000003')).body.messages).toEqual([])
  })

  it('reGenerateOtp: waits 30 s, then sends a new OTP that replaces the old one', async () => {
    expect((await withPow((h) => request(t.app).post('/api/generateOtp?mobNo=9000000002').set(h))).status).toBe(200)
    const first = await latestOtp(t.app, '9000000002')
    const early = await withPow((h) => request(t.app).post('/api/reGenerateOtp?mobNo=9000000002').set(h))
    expect(early.status).toBe(429)
    expect(early.body.status).toBe('error')
    expect(early.body).toMatchObject({
      code: 'OTP_RESEND_WAIT',
      message: 'Please wait 30 seconds before asking for a new OTP.',
      params: { retryAfterSeconds: 30 },
    })
    expect(expectWorded(early.body).as).toBe('নতুন অ’টিপি বিচৰাৰ আগতে অনুগ্ৰহ কৰি ৩০ ছেকেণ্ড অপেক্ষা কৰক।')
    expect(early.headers['retry-after']).toBe('30')
    clock.advance(30_000)
    const res = await withPow((h) => request(t.app).post('/api/reGenerateOtp?mobNo=9000000002').set(h))
    expect(res.body).toEqual({ status: 'success', message: MESSAGES.otpSent })
    const second = await latestOtp(t.app, '9000000002')
    if (first !== second) expect((await request(t.app).post(`/api/validateOtp?mobNo=9000000002&otpNo=${first}`)).body.message).toBe('INVALID')
    expect((await request(t.app).post(`/api/validateOtp?mobNo=9000000002&otpNo=${second}`)).body.message).toBe('VALID')
  })

  it('generateOtp: an unregistered mobile gets no OTP', async () => {
    const res = await withPow((h) => request(t.app).post('/api/generateOtp?mobNo=9000000009').set(h))
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ status: 'error', code: 'MOBILE_NOT_REGISTERED', message: MESSAGES.mobileNotRegistered })
    expect(expectWorded(res.body).as).toBe(asMessages.mobileNotRegistered)
    expect((await request(t.app).get('/dev/sms-outbox?mobile=9000000009')).body.messages).toEqual([])
  })

  it('generateOtp / validateOtp: bad input is a 400, never a 500', async () => {
    expect((await request(t.app).post('/api/generateOtp')).body.message).toBe(MESSAGES.mobileEmpty)
    expect((await withPow((h) => request(t.app).post('/api/reGenerateOtp?mobNo=123').set(h))).body.message).toBe(MESSAGES.mobileInvalid)
    const r1 = await request(t.app).post('/api/validateOtp?mobNo=9000000003&otpNo=12ab56')
    expect(r1.status).toBe(400)
    expect(r1.body.message).toBe(MESSAGES.numbersOnly)
    expect(r1.body.errors).toEqual([{ path: 'otpNo', message: MESSAGES.numbersOnly, code: 'numbersOnly' }])
    const r2 = await request(t.app).post('/api/validateOtp?mobNo=9000000003')
    expect(r2.status).toBe(400)
    expect(r2.body.message).toBe(MESSAGES.otpWrong)
    expect(expectWorded(r2.body).as).toBe(asMessages.otpWrong)
  })

  it('brute force stops after 5 tries, and the right code is refused after', async () => {
    expect((await withPow((h) => request(t.app).post('/api/generateOtp?mobNo=9000000003').set(h))).status).toBe(200)
    const code = await latestOtp(t.app, '9000000003')
    const reasons: string[] = []
    for (let i = 0; i < 6; i++) {
      const r = await request(t.app).post(`/api/validateOtp?mobNo=9000000003&otpNo=${wrongOtp(code)}`)
      expect(r.status).toBe(400)
      expect(r.body).toMatchObject({ message: 'INVALID', code: 'OTP_INVALID' })
      reasons.push(r.body.reason)
    }
    expect(reasons).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 'locked', 'locked'])
    const right = await request(t.app).post(`/api/validateOtp?mobNo=9000000003&otpNo=${code}`)
    expect(right.body).toMatchObject({ message: 'INVALID', reason: 'locked' })
  })

  it('an expired OTP fails', async () => {
    expect((await withPow((h) => request(t.app).post('/api/generateOtp?mobNo=9000000004').set(h))).status).toBe(200)
    const code = await latestOtp(t.app, '9000000004')
    clock.advance(5 * 60_000)
    const r = await request(t.app).post(`/api/validateOtp?mobNo=9000000004&otpNo=${code}`)
    expect(r.status).toBe(400)
    expect(r.body).toMatchObject({ message: 'INVALID', reason: 'expired' })
  })

  it('per-IP limit: 20 calls per path in 15 minutes, then 429 with Retry-After', async () => {
    for (let i = 0; i < 20; i++) expect((await request(t.app).post('/api/fetchConsumer?mobile_no=9000000009')).status).toBe(200)
    const res = await request(t.app).post('/api/fetchConsumer?mobile_no=9000000001')
    expectRateLimited(res, 'network', 'Too many requests from this network. Please try again later.')
    // another path has its own counter
    expect((await withPow((h) => request(t.app).post('/api/generateOtp?mobNo=9000000009').set(h))).status).toBe(404)
    clock.skip()
    expect((await request(t.app).post('/api/fetchConsumer?mobile_no=9000000001')).status).toBe(200)
  })
})
