import request from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MESSAGES } from '../../shared/messages'
import { expectWorded } from '../helpers/apiWords'
import { createTestApp, type TestApp } from '../helpers/app'
import { latestOtp, testClock, withPow, wrongOtp } from '../helpers/consumerAuth'
import { TEST_DB } from '../helpers/db'

const MIN = 60_000

describe(`consumer login: /auth/login, /auth/otp/verify, /auth/forceLogout, /auth/logout (${TEST_DB})`, () => {
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

  async function login(mobileNo: string) {
    const res = await withPow((h) => request(t.app).post('/auth/login').set(h).send({ mobileNo, type: 'old', src: 'portal' }))
    expect(res.body).toEqual({ status: 'success', message: MESSAGES.otpSent })
    const otpNo = await latestOtp(t.app, mobileNo)
    const v = await request(t.app).post('/auth/otp/verify').set('Sec-Fetch-Site', 'same-origin').send({ mobileNo, otpNo, src: 'portal' })
    expect(v.status).toBe(200)
    return v
  }

  it('login → verify: token, consumer numbers, connection type of the first, cookie', async () => {
    const v = await login('9000000005')
    expect(v.body).toEqual({
      status: 'success',
      accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      consList: ['105000000005', '105000000006'],
      message: MESSAGES.otpVerified,
      connType: 'POSTPAID',
    })
    const cookie = String(v.headers['set-cookie'])
    expect(cookie).toContain(`apdcl.sid=${v.body.accessToken};`)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).not.toMatch(/Secure/) // only in production
    const row = await t.testDb.db('consumer_sessions').where({ mobile: '9000000005' }).first()
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(row)).not.toContain(v.body.accessToken)
  })

  it('login: bad input and unregistered mobiles are clear 400/404 answers', async () => {
    const cases: Array<[unknown, number, string]> = [
      [{}, 400, MESSAGES.mobileEmpty],
      [{ mobileNo: '' }, 400, MESSAGES.mobileEmpty],
      [{ mobileNo: '98765' }, 400, MESSAGES.mobileInvalid],
      [{ mobileNo: 'abcdefghij' }, 400, MESSAGES.mobileInvalid],
      [{ mobileNo: '9000000001', src: 'elsewhere' }, 400, "src must be 'portal' or 'portal-fl'"],
      [{ mobileNo: '9000000001', type: 'x' }, 400, "type must be 'new' or 'old'"],
      [{ mobileNo: '9000000009', type: 'new', src: 'portal' }, 404, MESSAGES.mobileNotRegistered],
    ]
    for (const [body, status, message] of cases) {
      const res = await request(t.app)
        .post('/auth/login')
        .send(body as object)
      expect(res.status, JSON.stringify(body)).toBe(status)
      expect(res.body).toMatchObject({ status: 'error', message })
      // what a person can meet is worded by the page in its language; a developer's mistake (src, type) is not
      if (status === 404) expect(res.body.code).toBe('MOBILE_NOT_REGISTERED')
      if (Object.values(MESSAGES).includes(message as never)) expectWorded(res.body)
    }
    const bad = await request(t.app).post('/auth/login').set('content-type', 'application/json').send('{"mobileNo":')
    expect(bad.status).toBe(400)
  })

  it('verify: a wrong OTP is refused; 5 tries void it; a used OTP fails', async () => {
    await withPow((h) => request(t.app).post('/auth/login').set(h).send({ mobileNo: '9000000002', type: 'old', src: 'portal' })).then((r) => expect(r.status).toBe(200))
    const code = await latestOtp(t.app, '9000000002')
    for (let i = 0; i < 5; i++) {
      const r = await request(t.app)
        .post('/auth/otp/verify')
        .send({ mobileNo: '9000000002', otpNo: wrongOtp(code), src: 'portal' })
      expect(r.status).toBe(400)
      expect(r.body).toMatchObject({ status: 'error', message: MESSAGES.otpWrongLong })
    }
    const locked = await request(t.app).post('/auth/otp/verify').send({ mobileNo: '9000000002', otpNo: code, src: 'portal' })
    expect(locked.body).toMatchObject({ status: 'error', message: MESSAGES.otpWrongLong, reason: 'locked' })
    clock.advance(30_000)
    const v = await login('9000000002')
    const otpNo = await latestOtp(t.app, '9000000002')
    expect(v.body.connType).toBe('SMART POSTPAID')
    const reused = await request(t.app).post('/auth/otp/verify').send({ mobileNo: '9000000002', otpNo, src: 'portal' })
    expect(reused.body).toMatchObject({ status: 'error', reason: 'used' })
    const badInput = await request(t.app).post('/auth/otp/verify').send({ mobileNo: '9000000002', otpNo: '12x456' })
    expect(badInput.status).toBe(400)
    expect(badInput.body.message).toBe(MESSAGES.numbersOnly)
  })

  it('verify: an expired OTP fails', async () => {
    await withPow((h) => request(t.app).post('/auth/login').set(h).send({ mobileNo: '9000000003', type: 'new', src: 'portal' })).then((r) => expect(r.status).toBe(200))
    const otpNo = await latestOtp(t.app, '9000000003')
    clock.advance(5 * MIN)
    const r = await request(t.app).post('/auth/otp/verify').send({ mobileNo: '9000000003', otpNo, src: 'portal' })
    expect(r.status).toBe(400)
    expect(r.body).toMatchObject({ message: MESSAGES.otpWrongLong, reason: 'expired' })
  })

  it('a second login answers "already logged in" until a force logout ends the other session', async () => {
    const first = await login('9000000004')
    const token = first.body.accessToken as string
    const second = await withPow((h) => request(t.app).post('/auth/login').set(h).send({ mobileNo: '9000000004', type: 'old', src: 'portal' }))
    expect(second.status).toBe(409)
    expect(second.body).toMatchObject({ status: 'error', message: 'already logged in' })
    clock.advance(30_000)
    const fl = await withPow((h) => request(t.app).post('/auth/login').set(h).send({ mobileNo: '9000000004', type: 'old', src: 'portal-fl' }))
    expect(fl.body).toEqual({ status: 'success', message: MESSAGES.otpSent })
    const code = await latestOtp(t.app, '9000000004')
    const wrong = await request(t.app)
      .post('/auth/forceLogout')
      .send({ mobileNo: '9000000004', otpNo: wrongOtp(code) })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({ status: 'error', message: MESSAGES.forceLogoutFailed })
    const ok = await request(t.app).post('/auth/forceLogout').send({ mobileNo: '9000000004', otpNo: code })
    expect(ok.body).toEqual({ status: 'success', message: MESSAGES.forceLogoutSuccess })
    const old = await request(t.app).post('/api/web/auth/getConsDetails').set('Authorization', `Bearer ${token}`).send({ consNo: '104000000004', mobileNo: '9000000004' })
    expect(old.status).toBe(401)
    expect(old.body.message).toBe(MESSAGES.sessionExpired)
    clock.advance(30_000)
    const again = await login('9000000004')
    expect(again.body.connType).toBe('SMART PREPAID')
    expect((await request(t.app).post('/auth/forceLogout').send({ mobileNo: '9000000004' })).body.message).toBe(MESSAGES.otpWrong)
  })

  it('logout revokes the token (header or cookie); a revoked token fails', async () => {
    const v = await login('9000000001')
    const token = v.body.accessToken as string
    const details = () => request(t.app).post('/api/web/auth/getConsDetails').set('Authorization', token).send({ consNo: '101000000001', mobileNo: '9000000001' })
    expect((await details()).status).toBe(200)
    const out = await request(t.app).post('/auth/logout').set('Authorization', `Bearer ${token}`)
    expect(out.body).toEqual({ status: 'success', revoked: true })
    expect((await details()).status).toBe(401)
    // cookie logout (same origin)
    clock.advance(30_000)
    const w = await login('9000000001')
    const cookie = `apdcl.sid=${w.body.accessToken}`
    const out2 = await request(t.app).post('/auth/logout').set('Cookie', cookie).set('Sec-Fetch-Site', 'same-origin')
    expect(out2.body.revoked).toBe(true)
    expect(await t.services.consumerSessions.hasActive('9000000001')).toBe(false)
  })

  it('idle expiry after 30 minutes; each call keeps the session alive; 12 hours at most', async () => {
    const token = (await login('9000000001')).body.accessToken as string
    const call = () => request(t.app).post('/api/web/auth/getConsDetails').set('Authorization', `Bearer ${token}`).send({ consNo: '101000000001' })
    for (let i = 0; i < 3; i++) {
      clock.advance(29 * MIN)
      expect((await call()).status).toBe(200)
    }
    clock.advance(30 * MIN)
    expect((await call()).body).toMatchObject({ message: MESSAGES.sessionExpired })
    await expect(t.services.consumerSessions.authenticate(token)).rejects.toMatchObject({ reason: 'idle' })

    clock.skip()
    const t2 = await t.services.consumerSessions.create('9000000002')
    for (let i = 0; i < 24; i++) {
      clock.advance(29 * MIN)
      await t.services.consumerSessions.authenticate(t2)
    }
    clock.advance(29 * MIN) // 12 h 5 min after creation
    await expect(t.services.consumerSessions.authenticate(t2)).rejects.toMatchObject({ status: 401, reason: 'expired' })
  })
})
