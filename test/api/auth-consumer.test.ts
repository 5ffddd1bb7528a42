import request from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PROBLEM_EN } from '../../shared/input/fields'
import { MESSAGES } from '../../shared/messages'
import { createTestApp, type TestApp } from '../helpers/app'
import { testClock } from '../helpers/consumerAuth'
import { TEST_DB } from '../helpers/db'

describe(`POST /api/web/auth/getConsDetails and CSRF (${TEST_DB})`, () => {
  let t: TestApp
  let token5: string
  const clock = testClock()
  const details = (auth: string | null, body: object) => {
    const r = request(t.app).post('/api/web/auth/getConsDetails')
    return (auth === null ? r : r.set('Authorization', auth)).send(body)
  }
  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: clock.now })
  })
  afterAll(async () => t.close())
  beforeEach(async () => {
    clock.skip()
    await t.testDb.db('consumer_sessions').delete()
    token5 = await t.services.consumerSessions.create('9000000005')
  })

  it('00 and the consumer for each of the mobile’s consumer numbers (Bearer or bare token)', async () => {
    const a = await details(`Bearer ${token5}`, { consNo: '105000000005', mobileNo: '9000000005' })
    expect(a.status).toBe(200)
    expect(a.body).toEqual({
      message: '00',
      connType: 'POSTPAID',
      consumer: expect.objectContaining({ consumerNo: '105000000005', connType: 'POSTPAID', name: expect.any(String), division: '105' }),
    })
    expect(Object.keys(a.body.consumer).sort()).toEqual(['address', 'connType', 'connectedLoadKw', 'consumerNo', 'division', 'meterNo', 'name', 'status', 'tariffCategory'])
    const b = await details(token5, { consNo: 105000000006, mobileNo: 9000000005 })
    expect(b.body).toMatchObject({ message: '00', connType: 'SMART PREPAID' })
  })

  it('a token never reads another mobile’s consumer, nor by claiming its mobile: HTTP 200 with message 01 (spec §7)', async () => {
    const notFound = { message: '01', code: 'CONSUMER_NOT_FOUND', detail: MESSAGES.consumerNotFound }
    for (const body of [{ consNo: '101000000001', mobileNo: '9000000005' }, { consNo: '101000000001', mobileNo: '9000000001' }, { consNo: '101000000001' }]) {
      const r = await details(`Bearer ${token5}`, body)
      expect(r.status, JSON.stringify(body)).toBe(200)
      expect(r.body).toEqual(notFound)
      expect(r.headers['cache-control']).toBe('no-store')
    }
    // an unknown number answers exactly the same: nothing tells the two apart
    const unknown = await details(`Bearer ${token5}`, { consNo: '105999999999', mobileNo: '9000000005' })
    expect(unknown.status).toBe(200)
    expect(unknown.body).toEqual(notFound)
  })

  it('no, malformed, unknown or revoked token: 401 Session Expired', async () => {
    const body = { consNo: '105000000005', mobileNo: '9000000005' }
    for (const auth of [null, 'Bearer ', 'Bearer abc', `Bearer ${'A'.repeat(43)}`]) {
      const r = await details(auth, body)
      expect(r.status, String(auth)).toBe(401)
      expect(r.body).toMatchObject({ status: 'error', message: MESSAGES.sessionExpired })
    }
    await t.services.consumerSessions.revoke(token5)
    expect((await details(`Bearer ${token5}`, body)).status).toBe(401)
  })

  it('bad input is a 400 with the spec message', async () => {
    const bad = async (body: object, message: string) => {
      const r = await details(`Bearer ${token5}`, body)
      expect(r.status, JSON.stringify(body)).toBe(400)
      expect(r.body.message).toBe(message)
    }
    await bad({}, MESSAGES.numbersOnly)
    await bad({ consNo: '10500000000A' }, MESSAGES.numbersOnly)
    await bad({ consNo: '10500000' }, PROBLEM_EN.consNoLength)
    await bad({ consNo: '105000000005', mobileNo: '900' }, MESSAGES.mobileInvalid)
  })

  it('cookie-authenticated writes must be same-origin', async () => {
    const body = { consNo: '105000000005', mobileNo: '9000000005' }
    const cookie = `apdcl.sid=${token5}`
    const post = () => request(t.app).post('/api/web/auth/getConsDetails').set('Cookie', cookie)
    const crossSite = await post().set('Sec-Fetch-Site', 'cross-site').send(body)
    expect(crossSite.status).toBe(403)
    expect(crossSite.body.status).toBe('error')
    expect((await post().set('Origin', 'https://evil.example').send(body)).status).toBe(403)
    expect((await post().send(body)).status).toBe(403)
    const logout = await request(t.app).post('/auth/logout').set('Cookie', cookie).set('Sec-Fetch-Site', 'same-site')
    expect(logout.status).toBe(403)
    expect(await t.services.consumerSessions.hasActive('9000000005')).toBe(true)
    // same origin passes, by Sec-Fetch-Site or by Origin
    expect((await post().set('Sec-Fetch-Site', 'same-origin').send(body)).body.message).toBe('00')
    const host = '127.0.0.1:4000'
    expect((await post().set('Host', host).set('Origin', `http://${host}`).send(body)).body.message).toBe('00')
    // a token in the Authorization header cannot be sent cross-site by a browser: no check
    expect((await details(`Bearer ${token5}`, body).set('Origin', 'https://evil.example')).status).toBe(200)
  })

  it('in production the cookies are Secure and __Host- prefixed, and only the prefixed one is read', async () => {
    const prod = await createTestApp({ seed: true, now: clock.now, env: { NODE_ENV: 'production', OTP_HASH_KEY: 'x'.repeat(40) } })
    try {
      const sent = await request(prod.app).post('/api/generateOtp?mobNo=9000000001').expect(200)
      expect(String(sent.headers['set-cookie'])).toMatch(/^__Host-apdcl\.otpflow=[A-Za-z0-9_-]{43}; Max-Age=900; Path=\/; .*HttpOnly; Secure; SameSite=Strict/)
      const code = /\b(\d{6})\b/.exec((await prod.services.sms.outbox!.list('9000000001'))[0].text)![1]
      const v = await request(prod.app).post(`/api/validateOtp?mobNo=9000000001&otpNo=${code}`).set('Sec-Fetch-Site', 'same-origin')
      const cookie = String(v.headers['set-cookie'])
      expect(cookie).toMatch(/^__Host-apdcl\.sid=[A-Za-z0-9_-]{43}; /)
      expect(cookie).toMatch(/; Path=\/; .*Secure/)
      expect(cookie).not.toMatch(/Domain=/i)
      const token = v.body.accessToken as string
      const details = (c: string) => request(prod.app).post('/api/web/auth/getConsDetails').set('Cookie', c).set('Sec-Fetch-Site', 'same-origin').send({ consNo: '101000000001' })
      expect((await details(`__Host-apdcl.sid=${token}`)).body.message).toBe('00')
      // the bare name could be planted by a sibling sub-domain: not read in production
      expect((await details(`apdcl.sid=${token}`)).status).toBe(401)
    } finally {
      await prod.close()
    }
  })
})
