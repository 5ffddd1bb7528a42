import request from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MESSAGES } from '../../shared/messages'
import { createTestApp, type TestApp } from '../helpers/app'
import { latestOtp, testClock, wrongOtp } from '../helpers/consumerAuth'
import { TEST_DB } from '../helpers/db'

describe(`desktop header login: fetchConsumer, generate/reGenerate/validateOtp (${TEST_DB})`, () => {
  let t: TestApp
  const clock = testClock()
  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: clock.now })
  })
  afterAll(async () => t.close())
  beforeEach(() => clock.skip())

  it('fetchConsumer: a registered mobile lists its consumer numbers', async () => {
    const res = await request(t.app).post('/api/fetchConsumer?mobile_no=9000000005')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ status: 'success', registered: true, consList: ['105000000005', '105000000006'] })
  })

  it('fetchConsumer: an unknown mobile is not registered', async () => {
    const res = await request(t.app).post('/api/fetchConsumer?mobile_no=9000000009')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ status: 'success', registered: false, consList: [], message: MESSAGES.mobileNotRegistered })
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
    expect(res.body).toMatchObject({ status: 'error', message })
  })

  it('generateOtp → validateOtp: VALID once, signs in with a cookie', async () => {
    const res = await request(t.app).post('/api/generateOtp?mobNo=9000000001')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ status: 'success', message: MESSAGES.otpSent })
    const code = await latestOtp(t.app, '9000000001')
    const ok = await request(t.app).post(`/api/validateOtp?mobNo=9000000001&otpNo=${code}`)
    expect(ok.status).toBe(200)
    expect(ok.body).toEqual({ message: 'VALID' })
    const cookie = String(ok.headers['set-cookie'])
    expect(cookie).toMatch(/apdcl\.sid=[A-Za-z0-9_-]{43};/)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    const again = await request(t.app).post(`/api/validateOtp?mobNo=9000000001&otpNo=${code}`)
    expect(again.status).toBe(400)
    expect(again.body).toMatchObject({ message: 'INVALID', reason: 'used' })
  })

  it('reGenerateOtp: waits 30 s, then sends a new OTP that replaces the old one', async () => {
    expect((await request(t.app).post('/api/generateOtp?mobNo=9000000002')).status).toBe(200)
    const first = await latestOtp(t.app, '9000000002')
    const early = await request(t.app).post('/api/reGenerateOtp?mobNo=9000000002')
    expect(early.status).toBe(429)
    expect(early.body.status).toBe('error')
    expect(early.body.message).toMatch(/wait 30 seconds/)
    expect(early.headers['retry-after']).toBe('30')
    clock.advance(30_000)
    const res = await request(t.app).post('/api/reGenerateOtp?mobNo=9000000002')
    expect(res.body).toEqual({ status: 'success', message: MESSAGES.otpSent })
    const second = await latestOtp(t.app, '9000000002')
    if (first !== second) expect((await request(t.app).post(`/api/validateOtp?mobNo=9000000002&otpNo=${first}`)).body.message).toBe('INVALID')
    expect((await request(t.app).post(`/api/validateOtp?mobNo=9000000002&otpNo=${second}`)).body.message).toBe('VALID')
  })

  it('generateOtp: an unregistered mobile gets no OTP', async () => {
    const res = await request(t.app).post('/api/generateOtp?mobNo=9000000009')
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ status: 'error', message: MESSAGES.mobileNotRegistered })
    expect((await request(t.app).get('/dev/sms-outbox?mobile=9000000009')).body.messages).toEqual([])
  })

  it('generateOtp / validateOtp: bad input is a 400, never a 500', async () => {
    expect((await request(t.app).post('/api/generateOtp')).body.message).toBe(MESSAGES.mobileEmpty)
    expect((await request(t.app).post('/api/reGenerateOtp?mobNo=123')).body.message).toBe(MESSAGES.mobileInvalid)
    const r1 = await request(t.app).post('/api/validateOtp?mobNo=9000000003&otpNo=12ab56')
    expect(r1.status).toBe(400)
    expect(r1.body.message).toBe(MESSAGES.numbersOnly)
    const r2 = await request(t.app).post('/api/validateOtp?mobNo=9000000003')
    expect(r2.status).toBe(400)
    expect(r2.body.message).toBe(MESSAGES.otpWrong)
  })

  it('brute force stops after 5 tries, and the right code is refused after', async () => {
    await request(t.app).post('/api/generateOtp?mobNo=9000000003').expect(200)
    const code = await latestOtp(t.app, '9000000003')
    const reasons: string[] = []
    for (let i = 0; i < 6; i++) {
      const r = await request(t.app).post(`/api/validateOtp?mobNo=9000000003&otpNo=${wrongOtp(code)}`)
      expect(r.status).toBe(400)
      expect(r.body.message).toBe('INVALID')
      reasons.push(r.body.reason)
    }
    expect(reasons).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 'locked', 'locked'])
    const right = await request(t.app).post(`/api/validateOtp?mobNo=9000000003&otpNo=${code}`)
    expect(right.body).toMatchObject({ message: 'INVALID', reason: 'locked' })
  })

  it('an expired OTP fails', async () => {
    await request(t.app).post('/api/generateOtp?mobNo=9000000004').expect(200)
    const code = await latestOtp(t.app, '9000000004')
    clock.advance(5 * 60_000)
    const r = await request(t.app).post(`/api/validateOtp?mobNo=9000000004&otpNo=${code}`)
    expect(r.status).toBe(400)
    expect(r.body).toMatchObject({ message: 'INVALID', reason: 'expired' })
  })

  it('per-IP limit: 20 calls per path in 15 minutes, then 429 with Retry-After', async () => {
    for (let i = 0; i < 20; i++) expect((await request(t.app).post('/api/fetchConsumer?mobile_no=9000000009')).status).toBe(200)
    const res = await request(t.app).post('/api/fetchConsumer?mobile_no=9000000001')
    expect(res.status).toBe(429)
    expect(res.body.status).toBe('error')
    expect(res.body.message).toMatch(/Too many requests/)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    // another path has its own counter
    expect((await request(t.app).post('/api/generateOtp?mobNo=9000000009')).status).toBe(404)
    clock.skip()
    expect((await request(t.app).post('/api/fetchConsumer?mobile_no=9000000001')).status).toBe(200)
  })
})
