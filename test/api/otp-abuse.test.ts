import { Writable } from 'node:stream'
import pino from 'pino'
import request from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MESSAGES, OTP_CHECK_MESSAGES } from '../../shared/messages'
import { createTestApp, type TestApp } from '../helpers/app'
import { latestOtp, solveAltcha, testClock, withPow } from '../helpers/consumerAuth'
import { expectWorded } from '../helpers/apiWords'
import { TEST_DB } from '../helpers/db'

/** Log lines the app writes (pino JSON), for the alert checks. */
function capturedLogger() {
  const lines: Array<Record<string, unknown>> = []
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  return { logger: pino({ level: 'info' }, stream), lines }
}

describe(`OTP abuse limits: proof of work, the owner's own resend budget, force-logout pairs, client addresses (${TEST_DB})`, () => {
  let t: TestApp
  const clock = testClock()
  const log = capturedLogger()
  beforeAll(async () => {
    // behind a proxy on loopback: X-Forwarded-For names the client (the deployments of docs/security.md)
    t = await createTestApp({ seed: true, now: clock.now, logger: log.logger, env: { TRUST_PROXY: 'loopback' } })
  })
  afterAll(async () => t.close())
  beforeEach(async () => {
    clock.skip()
    await t.testDb.db('consumer_sessions').delete()
  })

  let nextIp = 1
  const freshIp = () => `198.51.100.${nextIp++}`
  const generate = (mobile: string, ip: string, headers: Record<string, string> = {}) => request(t.app).post(`/api/generateOtp?mobNo=${mobile}`).set('X-Forwarded-For', ip).set(headers)

  it('the first OTP for a mobile from a fresh network needs no check; the next one asks for proof of work', async () => {
    expect((await generate('9000000001', freshIp())).status).toBe(200)
    // the same mobile from another network
    const again = await generate('9000000001', freshIp())
    expect(again.status).toBe(428)
    expect(again.body).toMatchObject({ status: 'error', code: 'CHALLENGE_REQUIRED', message: OTP_CHECK_MESSAGES.challengeRequired })
    expect(again.body.challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 1000 })
    expect(again.body.challenge.challenge).toMatch(/^[0-9a-f]{64}$/)
    // another mobile from a network that already asked
    const ip = freshIp()
    expect((await generate('9000000002', ip)).status).toBe(200)
    expect((await generate('9000000003', ip)).status).toBe(428)
    // solved, the send goes through
    clock.advance(30_000)
    const solved = await generate('9000000001', freshIp(), { 'X-Altcha': await solveAltcha(again.body.challenge) })
    expect(solved.body).toEqual({ status: 'success', message: MESSAGES.otpSent })
  })

  it('a wrong, forged, malformed or replayed solution is refused with a clear 400', async () => {
    const ip = freshIp()
    expect((await generate('9000000004', ip)).status).toBe(200)
    const { challenge } = (await generate('9000000004', ip)).body
    const good = await solveAltcha(challenge)
    const payload = JSON.parse(Buffer.from(good, 'base64').toString())
    const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64')
    for (const bad of [b64({ ...payload, number: payload.number + 1 }), b64({ ...payload, signature: '0'.repeat(64) }), b64({ ...payload, algorithm: 'SHA-1' }), 'not base64 json', 'A'.repeat(5000)]) {
      const r = await generate('9000000004', ip, { 'X-Altcha': bad })
      expect(r.status).toBe(400)
      expect(r.body).toEqual({ status: 'error', code: 'CHALLENGE_INVALID', message: OTP_CHECK_MESSAGES.challengeInvalid })
    }
    clock.advance(30_000)
    expect((await generate('9000000004', ip, { 'X-Altcha': good })).status).toBe(200)
    // the same solution twice: refused
    clock.advance(30_000)
    expect((await generate('9000000004', ip, { 'X-Altcha': good })).status).toBe(400)
  })

  it('others spending a mobile’s public sends cannot spend its owner’s resends; the refusal says when to ask again and is logged as an alert', async () => {
    const owner = request.agent(t.app)
    const ownerIp = freshIp()
    const send = (agent: ReturnType<typeof request.agent> | typeof request, ip: string) =>
      withPow((h) => (agent === request ? request(t.app) : (agent as ReturnType<typeof request.agent>)).post('/api/generateOtp?mobNo=9000000005').set('X-Forwarded-For', ip).set(h))
    expect((await send(owner, ownerIp)).status).toBe(200)
    // an attacker, from networks of its own, spends the rest of the public budget and then is refused
    for (let i = 0; i < 2; i++) {
      clock.advance(31_000)
      expect((await send(request, freshIp())).status).toBe(200)
    }
    clock.advance(31_000)
    const refused = await send(request, freshIp())
    expect(refused.status).toBe(429)
    const freeAt = clock.t - 3 * 31_000 + 15 * 60_000
    const hhmm = new Date(freeAt + 330 * 60_000).toISOString().slice(11, 16)
    expect(refused.body.message).toBe(`Too many OTPs for this mobile number. You can ask for a new OTP at ${hhmm} (in 14 minutes).`)
    expect(Number(refused.headers['retry-after'])).toBe(Math.ceil((freeAt - clock.t) / 1000))
    // the page's words: the code, the seconds and the time it frees, never preformatted text
    expect(refused.body).toMatchObject({
      code: 'OTP_SENDS_EXHAUSTED',
      params: { retryAfterSeconds: Math.ceil((freeAt - clock.t) / 1000), freeAt: new Date(freeAt).toISOString() },
    })
    const words = expectWorded(refused.body)
    expect(words.as).toContain(`${hhmm.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)])}ত (১৪ মিনিটৰ পিছত)`)
    const alert = log.lines.find((l) => l.alert === 'otp-mobile-targeted')
    expect(alert).toMatchObject({ level: 40, mobile: '******0005' })
    expect(JSON.stringify(alert)).not.toContain('9000000005')
    // the owner's browser still resends, three times, from its own budget
    for (let i = 0; i < 3; i++) {
      clock.advance(31_000)
      const r = await send(owner, ownerIp)
      expect(r.status, `owner resend ${i + 1}`).toBe(200)
    }
    const rows = await t.testDb.db('otp_challenges').where({ mobile: '9000000005' }).select('budget')
    expect(rows.map((r) => r.budget).sort()).toEqual(['flow', 'flow', 'flow', 'public', 'public', 'public'])
    // a forged flow cookie is only a fresh public request
    clock.advance(31_000)
    const forged = await withPow((h) =>
      request(t.app)
        .post('/api/generateOtp?mobNo=9000000005')
        .set('Cookie', `apdcl.otpflow=${'A'.repeat(43)}`)
        .set('X-Forwarded-For', freshIp())
        .set(h),
    )
    expect(forged.status).toBe(429)
  })

  it('three logins in a row on three devices, each with a force logout, never lock the owner out', async () => {
    const mobileNo = '9000000002'
    const device = async (n: number) => {
      const agent = request.agent(t.app)
      const ip = freshIp()
      const post = (path: string, body: object) => withPow((h) => agent.post(path).set('X-Forwarded-For', ip).set('Sec-Fetch-Site', 'same-origin').set(h).send(body))
      let login = await post('/auth/login', { mobileNo, src: 'portal' })
      if (login.status === 409) {
        clock.advance(31_000)
        const fl = await post('/auth/login', { mobileNo, src: 'portal-fl' })
        expect(fl.status, `device ${n}: force-logout OTP`).toBe(200)
        const done = await post('/auth/forceLogout', { mobileNo, otpNo: await latestOtp(t.app, mobileNo) })
        expect(done.body.message).toBe(MESSAGES.forceLogoutSuccess)
        login = await post('/auth/login', { mobileNo, src: 'portal' })
      }
      expect(login.status, `device ${n}: login OTP ${JSON.stringify(login.body)}`).toBe(200)
      const v = await post('/auth/otp/verify', { mobileNo, otpNo: await latestOtp(t.app, mobileNo), src: 'portal' })
      expect(v.body.status).toBe('success')
      clock.advance(60_000)
    }
    for (const n of [1, 2, 3]) await device(n)
    const sends = await t.testDb
      .db('otp_challenges')
      .where({ mobile: mobileNo })
      .andWhere('created_at', '>', clock.t - 15 * 60_000)
      .select('budget')
    expect(sends.filter((r) => r.budget === 'public')).toHaveLength(3)
  })
})

describe(`client addresses for the per-IP limits (${TEST_DB})`, () => {
  const clock = testClock()
  it('without a trusted proxy, X-Forwarded-For from the client is ignored: faking it escapes nothing', async () => {
    const t = await createTestApp({ seed: true, now: clock.now, env: { AUTH_IP_LIMIT: '3' } })
    try {
      const codes: number[] = []
      for (let i = 0; i < 4; i++) {
        codes.push((await request(t.app).post('/api/fetchConsumer?mobile_no=9000000009').set('X-Forwarded-For', `203.0.113.${i}`)).status)
      }
      expect(codes).toEqual([200, 200, 200, 429])
    } finally {
      await t.close()
    }
  })

  it('behind a trusted proxy, IPv6 clients count by their /64; IPv4 clients one by one', async () => {
    const t = await createTestApp({ seed: true, now: clock.now, env: { AUTH_IP_LIMIT: '2', TRUST_PROXY: 'loopback' } })
    try {
      const status = async (ip: string) => (await request(t.app).post('/api/fetchConsumer?mobile_no=9000000009').set('X-Forwarded-For', ip)).status
      expect(await status('2001:db8:1:2::1')).toBe(200)
      expect(await status('2001:db8:1:2:ffff::9')).toBe(200)
      expect(await status('2001:db8:1:2:abcd:1:2:3')).toBe(429)
      expect(await status('2001:db8:1:3::1')).toBe(200)
      expect(await status('203.0.113.1')).toBe(200)
      expect(await status('203.0.113.2')).toBe(200)
    } finally {
      await t.close()
    }
  })
})
