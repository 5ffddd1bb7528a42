import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import request from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { MESSAGES, OTP_CHECK_MESSAGES } from '../../shared/messages'
import { seedIfEmpty } from '../../seeds'
import { createApp, type App } from '../../server/app'
import { loadConfig } from '../../server/config'
import { createServices } from '../../server/services'
import { latestOtp, solveAltcha, testClock, withPow } from '../helpers/consumerAuth'
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db'
import { SAME_ORIGIN as SAME } from '../helpers/forms'

/** The page renderer answers the form's state it was given (the pages themselves are tested in Chromium). */
vi.mock('vike/server', () => import('../helpers/formPostVike'))

/** Demo consumers (seeds/billingDemo.ts) and their registered mobiles. */
const C1 = { consNo: '101000000001', mobile: '9000000001' }
const C2 = { consNo: '102000000002', mobile: '9000000002' }
const C3 = { consNo: '103000000003', mobile: '9000000003' }

/**
 * Issue 27 finding 3: the forms' OTPs (requests, settlement, schemes, registration) went
 * around the proof of work and spent the mobile's public budget, so three calls with only a
 * consumer number kept its owner out of the login for 15 minutes. Now every send goes through
 * services.otpSend: a form's JSON call solves the proof of work, a page post is counted per
 * network and per consumer number, and both spend the forms' own budget, never the login's.
 */
describe(`the forms' OTP sends cannot keep a consumer out of the login (${TEST_DB})`, () => {
  let t: App & { testDb: TestDb }
  const clock = testClock()
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-otp-forms-'))
  beforeAll(async () => {
    const testDb = await createTestDb()
    // behind a proxy on loopback: X-Forwarded-For names the client; AUTH_IP_LIMIT 6: a page's OTP sends are 3 a network
    const config = loadConfig({
      NODE_ENV: 'test',
      DEMO_MODE: 'true',
      LOG_LEVEL: 'silent',
      UPLOADS_DIR: uploads,
      ALTCHA_MAX_NUMBER: '1000',
      PAGE_CACHE_TTL_MS: '0',
      TRUST_PROXY: 'loopback',
      AUTH_IP_LIMIT: '6',
    })
    await seedIfEmpty(testDb.db, { uploadsPath: config.uploadsPath, stsVendingKey: config.stsVendingKey })
    const logger = pino({ level: 'silent' })
    t = { ...(await createApp({ config, db: testDb.db, logger, pages: true, services: createServices({ db: testDb.db, config, logger, now: clock.now }) })), testDb }
  })
  afterAll(async () => {
    await t?.testDb.destroy()
    fs.rmSync(uploads, { recursive: true, force: true })
  })
  beforeEach(async () => {
    clock.skip()
    await t.testDb.db('consumer_sessions').delete()
  })

  let nextIp = 1
  const freshIp = () => `203.0.113.${nextIp++}`
  const formOtp = (consNo: string, ip: string, headers: Record<string, string> = {}) => request(t.app).post('/api/requests/otp').set('X-Forwarded-For', ip).set(headers).send({ consNo })
  const pagePost = (consNo: string, ip: string) => request(t.app).post('/website/HoldingNoUpdate').set(SAME).set('X-Forwarded-For', ip).type('form').send({ action: 'send', consNo }).redirects(0)
  const login = (mobile: string) => withPow((h) => request(t.app).post('/auth/login').set('X-Forwarded-For', freshIp()).set(h).send({ mobileNo: mobile, type: 'old', src: 'portal' }))
  const desktopLogin = (mobile: string) => withPow((h) => request(t.app).post(`/api/generateOtp?mobNo=${mobile}`).set('X-Forwarded-For', freshIp()).set(h))
  /** The sends of a mobile in the current 15 minutes, by the budget they were counted against. */
  const budgets = async (mobile: string) =>
    Object.fromEntries(
      (
        (await t.testDb
          .db('otp_challenges')
          .where({ mobile })
          .andWhere('created_at', '>', clock.now() - 15 * 60_000)
          .select('budget')
          .count({ n: '*' })
          .groupBy('budget')) as Array<{ budget: string; n: number | string }>
      ).map((r) => [r.budget, Number(r.n)]),
    )

  it('three JSON form calls with only a consumer number: the forms run out, the consumer login still gets its OTP', async () => {
    for (let i = 0; i < 3; i++) {
      const sent = await withPow((h) => formOtp(C1.consNo, freshIp(), h))
      expect(sent.status, JSON.stringify(sent.body)).toBe(200)
      clock.advance(31_000)
    }
    // the forms' budget of the mobile is spent
    const fourth = await withPow((h) => formOtp(C1.consNo, freshIp(), h))
    expect(fourth.status).toBe(400)
    expect(fourth.body.errors).toContainEqual(expect.objectContaining({ path: 'otp', problem: 'otpSendsExhausted' }))
    // the owner's login and desktop login are not touched
    const owner = await login(C1.mobile)
    expect(owner.status, JSON.stringify(owner.body)).toBe(200)
    expect(owner.body).toMatchObject({ status: 'success', message: MESSAGES.otpSent })
    expect(await latestOtp(t.app, C1.mobile)).toMatch(/^\d{6}$/)
    expect((await desktopLogin(C1.mobile)).status).toBe(200)
    expect(await budgets(C1.mobile)).toEqual({ form: 3, public: 2 })
  })

  it('three page posts (no JavaScript) for a consumer number: the number is limited, the consumer login still gets its OTP', async () => {
    for (let i = 0; i < 3; i++) {
      const page = await pagePost(C2.consNo, freshIp())
      expect(page.status, page.text.slice(0, 300)).toBe(200)
      expect(JSON.parse(page.text).formPost).toMatchObject({ form: 'holding', step: 'otp', info: { mobileMasked: '******0002' } })
      clock.advance(31_000)
    }
    // a fourth from yet another network: refused on the form, no SMS
    const fourth = await pagePost(C2.consNo, freshIp())
    expect(fourth.status).toBe(422)
    expect(JSON.parse(fourth.text).formPost.problems).toEqual([{ field: 'form', key: 'otpSendsExhausted' }])
    const owner = await login(C2.mobile)
    expect(owner.status, JSON.stringify(owner.body)).toBe(200)
    expect(await budgets(C2.mobile)).toEqual({ form: 3, public: 1 })
  })

  it('page posts (no JavaScript) are limited per network, without touching any login budget', async () => {
    const ip = freshIp()
    for (const c of [C1, C2, C3]) expect((await pagePost(c.consNo, ip)).status).toBe(200)
    clock.advance(31_000)
    // the network's OTP sends are spent (3 with AUTH_IP_LIMIT 6), before its page posts are (6)
    const limited = await pagePost(C1.consNo, ip)
    expect(limited.status).toBe(422)
    expect(JSON.parse(limited.text).formPost.problems).toEqual([{ field: 'form', key: 'tooManyRequests' }])
    expect(await budgets(C1.mobile)).toEqual({ form: 1 })
    // another network still may; each owner logs in
    expect((await pagePost(C1.consNo, freshIp())).status).toBe(200)
    for (const c of [C1, C2, C3]) expect((await login(c.mobile)).status).toBe(200)
  })

  it("a form's JSON OTP call asks for the proof of work after the first send (from that network or to that mobile)", async () => {
    const ip = freshIp()
    expect((await formOtp(C1.consNo, ip)).status).toBe(200)
    // the same network, another consumer: 428 with a challenge
    const again = await formOtp(C3.consNo, ip)
    expect(again.status).toBe(428)
    expect(again.body).toMatchObject({ status: 'error', code: 'CHALLENGE_REQUIRED', message: OTP_CHECK_MESSAGES.challengeRequired })
    expect(again.body.challenge.challenge).toMatch(/^[0-9a-f]{64}$/)
    // a solution that does not hold: 400
    const bad = await formOtp(C3.consNo, ip, { 'X-Altcha': 'not a solution' })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ code: 'CHALLENGE_INVALID', message: OTP_CHECK_MESSAGES.challengeInvalid })
    const solved = await formOtp(C3.consNo, ip, { 'X-Altcha': await solveAltcha(again.body.challenge) })
    expect(solved.status).toBe(200)
    expect(solved.body).toMatchObject({ status: 'success', mobileMasked: '******0003' })
    // the same mobile from a fresh network: 428 too
    clock.advance(31_000)
    expect((await formOtp(C1.consNo, freshIp())).status).toBe(428)
    // the other JSON form steps go through the same gate
    const registration = await request(t.app).post('/api/registration/otp').set('X-Forwarded-For', ip).send({ consNo: C2.consNo, mobile: C2.mobile })
    expect(registration.status).toBe(428)
    expect(registration.body.code).toBe('CHALLENGE_REQUIRED')
  })
})
