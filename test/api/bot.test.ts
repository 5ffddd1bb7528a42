import { Writable } from 'node:stream'
import pino from 'pino'
import request from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BOT_PATH, CHAT_OPTIONS, parseGraphData, type BotResponse } from '../../shared/chat/contract'
import { fillTemplate, formatDate, formatDmy, formatKwh, formatMonth, formatNumber, formatPaise, localizeDigits } from '../../shared/format'
import { COMPLAINT_SITE_URL } from '../../shared/links'
import { MESSAGES } from '../../shared/messages'
import { indiaMoment, indiaToday } from '../../shared/time'
import enApplications from '../../shared/locales/en/applications.json'
import asApplications from '../../shared/locales/as/applications.json'
import asBilling from '../../shared/locales/as/billing.json'
import enChat from '../../shared/locales/en/chat.json'
import asChatFile from '../../shared/locales/as/chat.json'
import { REGISTRATION_DEMO } from '../../seeds/registrationDemo'
import { SmsDeliveryError } from '../../server/adapters/sms'
import { CHAT_SESSION_LIMITS, createChatService } from '../../server/services/chat'
import { BOT_IP_LIMIT } from '../../server/routes/bot'
import { OTP_LIMITS } from '../../server/services/otp'
import { createTestApp, type TestApp } from '../helpers/app'
import { latestOtp, solveAltcha, testClock, wrongOtp } from '../helpers/consumerAuth'
import { TEST_DB } from '../helpers/db'

/**
 * The chat assistant's bot (issue 12): POST /bot/bs/getBotResponse. The key, the Origin, the
 * OTP rules of the login, the chat session bound to one consumer number, every menu answer
 * against the database, Assamese answers, the mobile and e-mail updates, application status
 * and bad input. Every answer is a full BotResponse.
 */

const HOST = 'bot.test'
const OWN = `http://${HOST}`
const PUBLIC = 'https://www.apdcl.example'
const KEY = 'chat-key-of-the-bot-tests-0123456789'

type Tree = Record<string, unknown>
const asChat = asChatFile as Tree
const pick = (tree: Tree, key: string): string | undefined => {
  let node: unknown = tree
  for (const part of key.split('.')) node = (node as Tree | undefined)?.[part]
  return typeof node === 'string' ? node : undefined
}
/** A chat text as the bot must word it (Assamese: the English one until the Assamese file has it). */
const say = (lang: 'en' | 'as', key: string, params?: Record<string, string | number>) => {
  const template = (lang === 'as' ? pick(asChat, key) : undefined) ?? pick(enChat as Tree, key)
  if (template === undefined) throw new Error(`no chat text ${key}`)
  return fillTemplate(template, params, 'keep')
}
const figure = (paise: number, lang: 'en' | 'as' = 'en') => formatPaise(paise, lang).replace(/^₹\s/, '')

/** Every field of the contract's BotResponse is there, with its type. */
function expectBotResponse(body: unknown): BotResponse {
  const b = body as BotResponse
  expect(b).toMatchObject({
    status: expect.stringMatching(/^(success|error)$/),
    otpGenerated: expect.stringMatching(/^[YN]$/),
    otpValidated: expect.stringMatching(/^[YN]$/),
    responseType: expect.stringMatching(/^(menu|botResponse|link|graph)$/),
    consName: expect.any(String),
    consDetails: expect.any(String),
    msg: expect.any(String),
    error: expect.any(String),
    expect: expect.stringMatching(/^(consNo|otp|menu|mobNo|mobOtp|email|applNo)$/),
  })
  return b
}

/** Assamese words only: no Latin letter nor Latin digit once the identifiers (`allowed`) are taken out. */
function expectAssamese(b: BotResponse, allowed: Array<string | null | undefined> = []) {
  const words = [b.msg, b.error, b.consDetails, ...(b.options ?? []).map((o) => o.label), b.graph?.title, b.graph?.unit, b.link?.label]
  const stripped = words.filter((w): w is string => Boolean(w)).map((w) => allowed.filter((a): a is string => Boolean(a)).reduce((s, a) => s.split(a).join(''), w))
  expect(stripped.join(' ')).toMatch(/[\u0980-\u09FF]/)
  for (const w of stripped) expect(w, w).not.toMatch(/[A-Za-z0-9]/)
}

function capturedLogger() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean))
      done()
    },
  })
  return { logger: pino({ level: 'debug' }, stream), lines }
}

describe(`the chat assistant's bot (${TEST_DB})`, () => {
  let t: TestApp
  // the demo data is written relative to today: the clock starts now and moves from there
  const clock = testClock(Date.now())
  const log = capturedLogger()
  let ipSeq = 1
  const freshIp = () => `198.51.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`

  beforeAll(async () => {
    t = await createTestApp({
      seed: true,
      now: clock.now,
      logger: log.logger,
      // behind a proxy on loopback: X-Forwarded-For names the client, so each test has networks of its own
      env: { TRUST_PROXY: 'loopback', PUBLIC_ORIGIN: PUBLIC, BOT_API_KEY: KEY },
    })
  })
  afterAll(async () => t.close())
  // past every OTP window (resend wait, sends per mobile, proof of work per network)
  beforeEach(() => clock.skip())

  interface CallOpts {
    ip?: string
    token?: string
    key?: string | null
    origin?: string | null
    headers?: Record<string, string>
  }
  const call = (body: unknown, o: CallOpts = {}) => {
    let r = request(t.app)
      .post(BOT_PATH)
      .set('Host', HOST)
      .set('X-Forwarded-For', o.ip ?? freshIp())
    if (o.origin !== null) r = r.set('Origin', o.origin ?? OWN)
    if (o.key !== null) r = r.set('X-Api-Key', o.key ?? KEY)
    if (o.token) r = r.set('X-Chat-Token', o.token)
    if (o.headers) r = r.set(o.headers)
    return body === undefined ? r : r.send(body as object)
  }
  /** An OTP-sending call as the widget makes it: again with the solved challenge when it gets a 428. */
  const withPow = async (send: (h: Record<string, string>) => PromiseLike<request.Response>) => {
    const first = await send({})
    if (first.status !== 428) return first
    expectBotResponse(first.body)
    expect(first.body).toMatchObject({ code: 'CHALLENGE_REQUIRED', otpGenerated: expect.any(String) })
    return send({ 'X-Altcha': await solveAltcha(first.body.challenge) })
  }

  const consumerRow = (consNo: string) => t.testDb.db('consumers').where({ consumer_no: consNo }).first()

  /** Steps 1 and 2: the OTP to the registered mobile, then the chat session. */
  async function signIn(consNo: string, opts: { lang?: 'en' | 'as'; ip?: string } = {}) {
    const ip = opts.ip ?? freshIp()
    const row = await consumerRow(consNo)
    const lang = opts.lang ? { lang: opts.lang } : {}
    const sent = await withPow((h) => call({ consNo, otpReq: 'Y', ...lang }, { ip, headers: h }))
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const otp = await latestOtp(t.app, String(row.mobile))
    const res = await call({ consNo, otpValidate: 'Y', otp, ...lang }, { ip })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const b = expectBotResponse(res.body)
    expect(b.chatToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    return { token: b.chatToken as string, ip, welcome: b, mobile: String(row.mobile) }
  }
  const menu = (consNo: string, token: string, botMsg: string, more: Record<string, unknown> = {}, o: CallOpts = {}) => call({ consNo, isMenu: 'Y', botMsg, ...more }, { token, ...o })

  describe('the static API key (spec §6) and the Origin', () => {
    it('a missing, wrong or nearly right key: 401 with a BotResponse that asks for the consumer number', async () => {
      for (const key of [null, 'wrong', KEY.slice(0, -1) + (KEY.endsWith('9') ? '8' : '9'), KEY + 'x', '']) {
        const res = await call({ consNo: '101000000001', otpReq: 'Y' }, { key })
        expect(res.status, String(key)).toBe(401)
        expect(expectBotResponse(res.body)).toMatchObject({ status: 'error', otpGenerated: 'N', otpValidated: 'N', expect: 'consNo', msg: '' })
        expect(res.body.error).toMatch(/X-Api-Key/)
        expect(res.headers['cache-control']).toBe('no-store')
      }
      // the right key gets past it (an empty request: what to do is missing)
      const ok = await call({})
      expect(ok.status).toBe(400)
      expect(ok.body.error).toBe(say('en', 'notUnderstood'))
    })

    it('a foreign Origin: 403; our own origin is answered without CORS', async () => {
      for (const origin of ['https://evil.example', 'null', 'http://bot.test:8080', PUBLIC + '/', '']) {
        const res = await call({}, { origin })
        expect(res.status, String(origin)).toBe(403)
        expect(expectBotResponse(res.body)).toMatchObject({ status: 'error', otpGenerated: 'N', expect: 'consNo' })
        expect(res.headers['access-control-allow-origin']).toBeUndefined()
      }
      const own = await call({})
      expect(own.status).toBe(400)
      expect(own.headers['access-control-allow-origin']).toBeUndefined()
      expect(String(own.headers.vary)).toMatch(/Origin/)
    })

    it('no Origin (a non-browser client, spec §6): the right key is answered without CORS; the key is still required', async () => {
      const noKey = await call({ consNo: '101000000001', otpReq: 'Y' }, { origin: null, key: null })
      expect(noKey.status).toBe(401)
      expect(noKey.body.error).toMatch(/X-Api-Key/)
      const wrongKey = await call({}, { origin: null, key: 'wrong' })
      expect(wrongKey.status).toBe(401)
      const empty = await call({}, { origin: null })
      expect(empty.status).toBe(400)
      expect(empty.body.error).toBe(say('en', 'notUnderstood'))
      expect(empty.headers['access-control-allow-origin']).toBeUndefined()
      // the whole conversation works: the OTP, the session, a menu answer whose link names the
      // site's public origin (never the request's Host)
      const consNo = '101000000001'
      const ip = freshIp()
      const mobile = String((await consumerRow(consNo)).mobile)
      const sent = await withPow((h) => call({ consNo, otpReq: 'Y' }, { ip, origin: null, headers: h }))
      expect(sent.status, JSON.stringify(sent.body)).toBe(200)
      const otp = await latestOtp(t.app, mobile)
      const validated = await call({ consNo, otpValidate: 'Y', otp }, { ip, origin: null })
      expect(validated.status, JSON.stringify(validated.body)).toBe(200)
      const token = expectBotResponse(validated.body).chatToken as string
      const bill = await menu(consNo, token, 'bill', {}, { origin: null })
      expect(bill.status).toBe(200)
      expect(bill.headers['access-control-allow-origin']).toBeUndefined()
      const href = new URL(bill.body.link.href)
      expect(href.origin).toBe(PUBLIC)
      expect(href.pathname + href.search).toMatch(new RegExp(`^/api/bills/\\d+/pdf\\?consNo=${consNo}&lang=en$`))
      // a plain OPTIONS without Origin is no preflight: answered, without CORS
      const options = await request(t.app).options(BOT_PATH).set('Host', HOST)
      expect(options.status).toBe(204)
      expect(options.headers['access-control-allow-origin']).toBeUndefined()
    })

    it('PUBLIC_ORIGIN (a bot on a host of its own): CORS for exactly that origin, and the preflight', async () => {
      const res = await call({}, { origin: PUBLIC })
      expect(res.status).toBe(400)
      expect(res.headers['access-control-allow-origin']).toBe(PUBLIC)
      expect(String(res.headers.vary)).toMatch(/Origin/)
      expect(res.headers['access-control-expose-headers']).toBe('Retry-After')
      // a refusal carries them too, so the widget can read it
      const noKey = await call({}, { origin: PUBLIC, key: null })
      expect(noKey.status).toBe(401)
      expect(noKey.headers['access-control-allow-origin']).toBe(PUBLIC)

      const preflight = await request(t.app)
        .options(BOT_PATH)
        .set('Host', HOST)
        .set('Origin', PUBLIC)
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'content-type,x-api-key,x-chat-token,x-altcha')
      expect(preflight.status).toBe(204)
      expect(preflight.headers['access-control-allow-origin']).toBe(PUBLIC)
      expect(preflight.headers['access-control-allow-methods']).toBe('POST')
      const allowed = String(preflight.headers['access-control-allow-headers'])
        .split(/,\s*/)
        .map((h) => h.toLowerCase())
      for (const h of ['content-type', 'x-api-key', 'x-chat-token', 'x-altcha', 'accept-language']) expect(allowed).toContain(h)

      const foreign = await request(t.app).options(BOT_PATH).set('Host', HOST).set('Origin', 'https://evil.example').set('Access-Control-Request-Method', 'POST')
      expect(foreign.status).toBe(403)
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined()
    })
  })

  describe('the OTP (step 1 and 2): the login’s path, limits and messages', () => {
    it('goes to the registered mobile only; nothing about the consumer before it is validated', async () => {
      const before = await t.testDb.db('sms_outbox').count({ n: '*' }).first()
      const res = await call({ consNo: ' 1010 0000 0001 ', otpReq: 'Y' })
      expect(res.status).toBe(200)
      expect(expectBotResponse(res.body)).toMatchObject({
        status: 'success',
        otpGenerated: 'Y',
        otpValidated: 'N',
        expect: 'otp',
        consName: '',
        consDetails: '',
        error: '',
        msg: say('en', 'otpSent', { mobile: '******0001' }),
      })
      expect(res.body.chatToken).toBeUndefined()
      const after = await t.testDb.db('sms_outbox').count({ n: '*' }).first()
      expect(Number(after?.n) - Number(before?.n)).toBe(1)
      const [sms] = await t.testDb.db('sms_outbox').orderBy('id', 'desc').limit(1)
      expect(sms.mobile).toBe('9000000001')
      expect(sms.text).toMatch(/^\d{6} is your OTP for APDCL the chat assistant\./)
      const challenges = await t.testDb.db('otp_challenges').where({ mobile: '9000000001', purpose: 'chat' })
      expect(challenges.map((c) => Number(c.created_at))).toContain(clock.t)
    })

    it('the consumer number of spec §5: 400 for a malformed one, 404 for an unknown one, no OTP without a mobile', async () => {
      for (const consNo of ['12345', '9990000000012', '999000000001', '10100000000A', '', '１０１０００００００01']) {
        const res = await call({ consNo, otpReq: 'Y' })
        expect(res.status, consNo).toBe(400)
        expect(expectBotResponse(res.body)).toMatchObject({ status: 'error', otpGenerated: 'N', expect: 'consNo', error: MESSAGES.chatConsumerInvalid })
      }
      const missing = await call({ otpReq: 'Y' })
      expect(missing.status).toBe(400)
      expect(missing.body.error).toBe(MESSAGES.chatConsumerInvalid)
      const unknown = await call({ consNo: '101999999999', otpReq: 'Y' })
      expect(unknown.status).toBe(404)
      expect(expectBotResponse(unknown.body)).toMatchObject({ status: 'error', otpGenerated: 'N', expect: 'consNo', error: 'Consumer Not Found' })
      const noMobile = await call({ consNo: REGISTRATION_DEMO.noMobile.consumerNo, otpReq: 'Y' })
      expect(noMobile.status).toBe(409)
      expect(expectBotResponse(noMobile.body)).toMatchObject({ otpGenerated: 'N', expect: 'consNo', error: say('en', 'noMobile') })
    })

    it('takes the consumer number inside a sentence, and asks which when there are two (issue 24 §7)', async () => {
      const sent = await withPow((h) => call({ consNo: 'my consumer number is 1010 0000 0001', otpReq: 'Y' }, { headers: h }))
      expect(sent.status, JSON.stringify(sent.body)).toBe(200)
      expect(expectBotResponse(sent.body)).toMatchObject({ status: 'success', expect: 'otp', msg: say('en', 'otpSent', { mobile: '******0001' }) })
      // read from the sentence, in Assamese digits too: an unknown number is looked up, not refused as malformed
      const unknown = await call({ consNo: 'মোৰ গ্ৰাহক নম্বৰ ১০১৯ ৯৯৯৯ ৯৯৯৯', otpReq: 'Y', lang: 'as' })
      expect(unknown.status).toBe(404)
      expect(unknown.body.error).toBe(say('as', 'consumerNotFound'))
      const two = await call({ consNo: '101000000001 or 1050 0000 0005?', otpReq: 'Y' })
      expect(two.status).toBe(400)
      expect(expectBotResponse(two.body)).toMatchObject({
        status: 'error',
        otpGenerated: 'N',
        expect: 'consNo',
        error: say('en', 'consumerWhich', { numbers: '101000000001, 105000000005' }),
      })
      const asTwo = await call({ consNo: '১০১০০০০০০০০১ আৰু ১০৫০০০০০০০০৫', otpReq: 'Y', lang: 'as' })
      expect(asTwo.status).toBe(400)
      expect(asTwo.body.error).toBe(say('as', 'consumerWhich', { numbers: '101000000001, 105000000005' }))
    })

    it('the resend wait (429 with Retry-After) and proof of work (428) after the first send, as the login has them', async () => {
      const ip = freshIp()
      expect((await call({ consNo: '102000000002', otpReq: 'Y' }, { ip })).status).toBe(200)
      const again = await call({ consNo: '102000000002', otpReq: 'Y' }, { ip })
      expect(again.status).toBe(428)
      expect(expectBotResponse(again.body)).toMatchObject({ status: 'error', code: 'CHALLENGE_REQUIRED', otpGenerated: 'N', expect: 'consNo' })
      expect(again.body.challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 1000 })
      const solution = await solveAltcha(again.body.challenge)
      // solved, but within the 30 s wait: the limit's own message and Retry-After
      clock.advance(10_000)
      const wait = await call({ consNo: '102000000002', otpReq: 'Y' }, { ip, headers: { 'X-Altcha': solution } })
      expect(wait.status).toBe(429)
      expect(Number(wait.headers['retry-after'])).toBe(20)
      expect(expectBotResponse(wait.body)).toMatchObject({ otpGenerated: 'N', expect: 'consNo', error: 'Please wait 20 seconds before asking for a new OTP.' })
      // a used solution is refused; a fresh one after the wait sends
      clock.advance(21_000)
      const replay = await call({ consNo: '102000000002', otpReq: 'Y' }, { ip, headers: { 'X-Altcha': solution } })
      expect(replay.status).toBe(400)
      expect(replay.body).toMatchObject({ code: 'CHALLENGE_INVALID', otpGenerated: 'N' })
      const sent = await withPow((h) => call({ consNo: '102000000002', otpReq: 'Y' }, { ip, headers: h }))
      expect(sent.status).toBe(200)
    })

    it('the per-IP limit of the OTP paths (AUTH_IP_LIMIT) counts every OTP step', async () => {
      const ip = freshIp()
      for (let i = 0; i < t.config.AUTH_IP_LIMIT; i++) expect((await call({ consNo: '101999999999', otpReq: 'Y' }, { ip })).status).toBe(404)
      const refused = await call({ consNo: '101000000001', otpValidate: 'Y', otp: '123456' }, { ip })
      expect(refused.status).toBe(429)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect(expectBotResponse(refused.body)).toMatchObject({ error: 'Too many requests from this network. Please try again later.', otpGenerated: 'N', expect: 'consNo' })
      const inAssamese = await call({ consNo: '101000000001', otpReq: 'Y', lang: 'as' }, { ip })
      expect(inAssamese.status).toBe(429)
      expectAssamese(inAssamese.body)
    })

    it('an SMS gateway failure: 502 OTP Could not Sent !', async () => {
      const original = t.services.sms.send
      t.services.sms.send = async () => {
        throw new SmsDeliveryError()
      }
      try {
        const res = await call({ consNo: '101000000001', otpReq: 'Y' })
        expect(res.status).toBe(502)
        expect(expectBotResponse(res.body)).toMatchObject({ status: 'error', otpGenerated: 'N', expect: 'consNo', error: 'OTP Could not Sent !' })
      } finally {
        t.services.sms.send = original
      }
    })

    it('a malformed OTP is 400; wrong ones may be tried again until the fifth locks it; the right one then fails too', async () => {
      const ip = freshIp()
      expect((await call({ consNo: '101000000001', otpReq: 'Y' }, { ip })).status).toBe(200)
      const otp = await latestOtp(t.app, '9000000001')
      for (const bad of ['12345', '1234567', 'abcdef', '']) {
        const res = await call({ consNo: '101000000001', otpValidate: 'Y', otp: bad }, { ip })
        expect(res.status, bad).toBe(400)
        expect(expectBotResponse(res.body)).toMatchObject({ otpGenerated: 'Y', expect: 'otp', error: MESSAGES.chatOtpInvalid })
      }
      for (let i = 1; i <= 4; i++) {
        const res = await call({ consNo: '101000000001', otpValidate: 'Y', otp: wrongOtp(otp) }, { ip })
        expect(res.status).toBe(400)
        expect(expectBotResponse(res.body)).toMatchObject({ status: 'error', otpGenerated: 'Y', otpValidated: 'N', expect: 'otp', error: 'Invalid OTP, Please Enter Correct OTP' })
      }
      const fifth = await call({ consNo: '101000000001', otpValidate: 'Y', otp: wrongOtp(otp) }, { ip })
      expect(expectBotResponse(fifth.body)).toMatchObject({ otpGenerated: 'N', expect: 'consNo', error: say('en', 'otpLocked') })
      const right = await call({ consNo: '101000000001', otpValidate: 'Y', otp }, { ip })
      expect(right.status).toBe(400)
      expect(expectBotResponse(right.body)).toMatchObject({ otpGenerated: 'N', expect: 'consNo', error: say('en', 'otpLocked') })
      expect(right.body.chatToken).toBeUndefined()
    })

    it('expires after the OTP lifetime, is used once, and an OTP of another purpose never opens a chat', async () => {
      const ip = freshIp()
      expect((await call({ consNo: '101000000001', otpReq: 'Y' }, { ip })).status).toBe(200)
      const otp = await latestOtp(t.app, '9000000001')
      clock.advance(OTP_LIMITS.ttlMs + 1000)
      const expired = await call({ consNo: '101000000001', otpValidate: 'Y', otp }, { ip })
      expect(expired.status).toBe(400)
      expect(expectBotResponse(expired.body)).toMatchObject({ otpGenerated: 'N', expect: 'consNo', error: say('en', 'otpExpired') })

      clock.skip()
      const { token } = await signIn('101000000001')
      expect(token).toBeTruthy()
      const otp2 = await latestOtp(t.app, '9000000001')
      const used = await call({ consNo: '101000000001', otpValidate: 'Y', otp: otp2 })
      expect(expectBotResponse(used.body)).toMatchObject({ otpGenerated: 'N', expect: 'consNo', error: say('en', 'otpExpired') })

      // a login OTP of the same mobile
      clock.skip()
      expect((await request(t.app).post('/api/generateOtp?mobNo=9000000001').set('X-Forwarded-For', freshIp())).status).toBe(200)
      const loginOtp = await latestOtp(t.app, '9000000001')
      const other = await call({ consNo: '101000000001', otpValidate: 'Y', otp: loginOtp })
      expect(other.status).toBe(400)
      expect(other.body.chatToken).toBeUndefined()
    })
  })

  describe('the chat session: one consumer number, idle and absolute expiry, exit', () => {
    it('the token of one consumer with another’s number: 403, whatever the request', async () => {
      const { token } = await signIn('101000000001')
      for (const body of [
        { consNo: '102000000002', isMenu: 'Y', botMsg: 'bill' },
        { consNo: '102000000002', email: 'x@example.in' },
        { consNo: '102000000002', mobNo: '9123456789' },
        { consNo: '102000000002', applNo: 'AP0000000001' },
        { isMenu: 'Y', botMsg: 'bill' },
      ]) {
        const res = await call(body, { token })
        expect(res.status, JSON.stringify(body)).toBe(403)
        expect(expectBotResponse(res.body)).toMatchObject({ status: 'error', otpGenerated: 'N', otpValidated: 'N', expect: 'consNo', error: say('en', 'otherConsumer'), consName: '' })
      }
      // the session itself goes on for its own number
      expect((await menu('101000000001', token, 'menu')).status).toBe(200)
    })

    it('no token, an unknown one, after exit, after 15 minutes idle, after 60 minutes: 401 sessionEnded', async () => {
      const expectEnded = (res: request.Response) => {
        expect(res.status).toBe(401)
        expect(expectBotResponse(res.body)).toMatchObject({ status: 'error', otpGenerated: 'N', otpValidated: 'N', expect: 'consNo', error: say('en', 'sessionEnded') })
      }
      expectEnded(await call({ consNo: '101000000001', isMenu: 'Y', botMsg: 'bill' }))
      expectEnded(await menu('101000000001', 'A'.repeat(43), 'bill'))
      expectEnded(await menu('101000000001', 'not a token', 'bill'))

      const a = await signIn('101000000001')
      const exit = await menu('101000000001', a.token, 'exit')
      expect(exit.status).toBe(200)
      expect(expectBotResponse(exit.body)).toMatchObject({ status: 'success', msg: say('en', 'exit'), otpGenerated: 'N', otpValidated: 'N', expect: 'consNo' })
      expectEnded(await menu('101000000001', a.token, 'bill'))
      const row = await t.testDb.db('chat_sessions').where({ consumer_no: '101000000001' }).orderBy('id', 'desc').first()
      expect(Number(row.ended_at)).toBe(clock.t)

      clock.skip()
      const b = await signIn('101000000001')
      // each request keeps it alive
      for (let i = 0; i < 3; i++) {
        clock.advance(CHAT_SESSION_LIMITS.idleMs - 1000)
        expect((await menu('101000000001', b.token, 'menu')).status).toBe(200)
      }
      clock.advance(CHAT_SESSION_LIMITS.idleMs)
      expectEnded(await menu('101000000001', b.token, 'menu'))

      clock.skip()
      const c = await signIn('101000000001')
      for (let elapsed = 0; elapsed + 10 * 60_000 < CHAT_SESSION_LIMITS.absoluteMs; elapsed += 10 * 60_000) {
        clock.advance(10 * 60_000)
        expect((await menu('101000000001', c.token, 'menu')).status).toBe(200)
      }
      clock.advance(10 * 60_000)
      expectEnded(await menu('101000000001', c.token, 'menu'))
      // the token is kept only as its SHA-256
      const stored = await t.testDb.db('chat_sessions').select('token_hash')
      expect(stored.map((s) => s.token_hash)).not.toContain(c.token)
      expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.token_hash))).toBe(true)
    })
  })

  describe('the menu: every answer from the real data', () => {
    const previousMonth = () => {
      const [y, m] = indiaToday(clock.t).split('-').map(Number)
      return new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7)
    }
    const consumerId = async (consNo: string) => Number((await consumerRow(consNo)).id)
    const details = (row: Record<string, unknown>) => `${row.conn_type}, ${row.connected_load_kw} kW, Active, ${row.meter_no}`

    it('the welcome after the OTP: name, details and only the options that fit each connection', async () => {
      const expected: Record<string, string[]> = {
        '101000000001': ['bill', 'payment', 'statement', 'updateMobile', 'updateEmail', 'applicationStatus', 'complaint'],
        '102000000002': ['bill', 'payment', 'statement', 'consumptionGraph', 'updateMobile', 'updateEmail', 'applicationStatus', 'complaint'],
        '103000000003': ['balance', 'recharge', 'statement', 'updateMobile', 'updateEmail', 'applicationStatus', 'complaint'],
        '104000000004': ['balance', 'recharge', 'statement', 'consumptionGraph', 'balanceGraph', 'updateMobile', 'updateEmail', 'applicationStatus', 'complaint'],
      }
      for (const [consNo, options] of Object.entries(expected)) {
        const row = await consumerRow(consNo)
        const { welcome } = await signIn(consNo)
        expect(welcome).toMatchObject({
          status: 'success',
          otpGenerated: 'Y',
          otpValidated: 'Y',
          responseType: 'menu',
          consName: row.name,
          consDetails: details(row),
          msg: say('en', 'welcome', { name: String(row.name) }),
          expect: 'menu',
        })
        expect(welcome.options).toEqual(options.map((id) => ({ id, label: say('en', `options.${id}`) })))
        expect(options.every((o) => (CHAT_OPTIONS as readonly string[]).includes(o))).toBe(true)
      }
    })

    it('postpaid: bill (amount, due date, payable now, the bill PDF), payments, statement; prepaid options refused', async () => {
      const consNo = '101000000001'
      const { token } = await signIn(consNo)
      const id = await consumerId(consNo)
      const db = t.testDb.db
      const [bill] = await db('bills').where({ consumer_id: id }).orderBy('period', 'desc').limit(1)
      const paidOnBill = (await db('payments').where({ bill_id: bill.id })).reduce((s, p) => s + Number(p.amount), 0)
      const overdue = indiaToday(clock.t) > bill.due_date
      const payable = paidOnBill >= Number(bill.amount_before_due) ? 0 : Math.max((overdue ? Number(bill.amount_after_due) : Number(bill.amount_before_due)) - paidOnBill, 0)

      const res = await menu(consNo, token, 'bill')
      expect(res.status).toBe(200)
      expect(expectBotResponse(res.body)).toMatchObject({ status: 'success', responseType: 'link', otpValidated: 'Y', otpGenerated: 'Y', expect: 'menu', consName: 'Ranjit Kumar Das' })
      expect(payable).toBeGreaterThan(0) // the demo's current bill is unpaid
      expect(res.body.msg).toBe(
        say('en', 'bill', { period: formatMonth(bill.period, 'en'), amount: figure(Number(bill.amount_before_due)), dueDate: formatDate(bill.due_date, 'en'), payable: figure(payable) }),
      )
      expect(res.body.link).toEqual({ href: `${OWN}/api/bills/${bill.bill_no}/pdf?consNo=${consNo}&lang=en`, label: say('en', 'billLink') })
      // the link opens the bill
      const pdf = await request(t.app).get(new URL(res.body.link.href).pathname + new URL(res.body.link.href).search)
      expect(pdf.status).toBe(200)
      expect(pdf.headers['content-type']).toBe('application/pdf')
      // typed as its label, in either language, in any case
      for (const typed of ['Bill', '  BILL ', say('as', 'options.bill')]) expect((await menu(consNo, token, typed)).body.msg).toBe(res.body.msg)

      const payments = await db('payments').where({ consumer_id: id }).orderBy('paid_at', 'desc').limit(3)
      expect(payments).toHaveLength(3)
      const pay = await menu(consNo, token, 'payment')
      expect(expectBotResponse(pay.body)).toMatchObject({
        responseType: 'link',
        msg: say('en', 'payments', { list: payments.map((p) => say('en', 'paymentItem', { amount: figure(Number(p.amount)), date: formatDmy(p.paid_at, 'en') })).join(', ') }),
        link: { href: `/website/PayBill?consNo=${consNo}`, label: say('en', 'payLink') },
      })

      const month = previousMonth()
      const billed = await db('bills').where({ consumer_id: id, period: month })
      const paid = (await db('payments').where({ consumer_id: id })).filter((p) => (indiaMoment(String(p.paid_at))?.day ?? '').startsWith(month))
      const statement = await menu(consNo, token, 'statement')
      expect(expectBotResponse(statement.body)).toMatchObject({
        responseType: 'botResponse',
        msg: say('en', 'statementPostpaid', {
          month: formatMonth(month, 'en'),
          billed: figure(billed.reduce((s, b) => s + Number(b.amount_before_due), 0)),
          units: formatKwh(
            billed.reduce((s, b) => s + Number(b.units), 0),
            'en',
          ),
          paid: figure(paid.reduce((s, p) => s + Number(p.amount), 0)),
        }),
      })
      expect(billed.length).toBe(1)

      for (const option of ['balance', 'recharge', 'balanceGraph']) {
        const r = await menu(consNo, token, option)
        expect(r.status).toBe(200)
        expect(r.body).toMatchObject({ status: 'success', msg: say('en', 'prepaidOnly'), expect: 'menu' })
      }
      expect((await menu(consNo, token, 'consumptionGraph')).body.msg).toBe(say('en', 'graphNone'))
    })

    it('smart postpaid: the consumption graph of the last 7 days from the daily readings', async () => {
      const consNo = '102000000002'
      const { token } = await signIn(consNo)
      const readings = (
        await t.testDb
          .db('smart_daily_readings')
          .where({ consumer_id: await consumerId(consNo) })
          .orderBy('day', 'desc')
          .limit(7)
      ).reverse()
      expect(readings).toHaveLength(7)
      const res = await menu(consNo, token, 'consumptionGraph')
      expect(expectBotResponse(res.body)).toMatchObject({ status: 'success', responseType: 'graph', graph: { title: say('en', 'graphConsumption'), unit: say('en', 'unitKwh') } })
      expect(parseGraphData(res.body.msg)).toEqual(readings.map((r) => ({ label: r.day, value: Number(r.kwh) })))
      expect((await menu(consNo, token, 'balanceGraph')).body.msg).toBe(say('en', 'prepaidOnly'))
    })

    it('keypad prepaid: balance, recharge (link), statement of recharges; no graphs; postpaid options refused', async () => {
      const consNo = '103000000003'
      const { token } = await signIn(consNo)
      const id = await consumerId(consNo)
      const db = t.testDb.db
      const meter = await db('prepaid_meters').where({ consumer_id: id }).first()
      const balance = await menu(consNo, token, 'balance')
      expect(expectBotResponse(balance.body)).toMatchObject({
        responseType: 'botResponse',
        msg: say('en', 'balance', { amount: figure(Number(meter.balance)), date: formatDmy(String(meter.updated_at), 'en') }),
      })
      const [last] = await db('recharges').where({ consumer_id: id }).orderBy('recharged_at', 'desc').limit(1)
      const recharge = await menu(consNo, token, 'Recharge')
      expect(expectBotResponse(recharge.body)).toMatchObject({
        responseType: 'link',
        msg: say('en', 'recharge', { last: say('en', 'paymentItem', { amount: figure(Number(last.amount)), date: formatDmy(String(last.recharged_at), 'en') }) }),
        link: { href: `/website/RechargePrepaid?consNo=${consNo}`, label: say('en', 'rechargeLink') },
      })
      const month = previousMonth()
      const inMonth = (await db('recharges').where({ consumer_id: id })).filter((r) => (indiaMoment(String(r.recharged_at))?.day ?? '').startsWith(month))
      expect(inMonth.length).toBeGreaterThan(0)
      const statement = await menu(consNo, token, 'statement')
      expect(statement.body.msg).toBe(say('en', 'statementKeypad', { month: formatMonth(month, 'en'), recharged: figure(inMonth.reduce((s, r) => s + Number(r.amount), 0)), count: inMonth.length }))
      for (const option of ['consumptionGraph', 'balanceGraph']) expect((await menu(consNo, token, option)).body).toMatchObject({ responseType: 'botResponse', msg: say('en', 'graphNone') })
      for (const option of ['bill', 'payment']) expect((await menu(consNo, token, option)).body.msg).toBe(say('en', 'postpaidOnly'))
    })

    it('smart prepaid: both graphs, the statement with the units used; the asks, the complaint link, menu and exit', async () => {
      const consNo = '104000000004'
      const { token } = await signIn(consNo)
      const id = await consumerId(consNo)
      const db = t.testDb.db
      const readings = (await db('smart_daily_readings').where({ consumer_id: id }).orderBy('day', 'desc').limit(7)).reverse()
      const balanceGraph = await menu(consNo, token, 'balanceGraph')
      expect(expectBotResponse(balanceGraph.body)).toMatchObject({ responseType: 'graph', graph: { title: say('en', 'graphBalance'), unit: say('en', 'unitRupees') } })
      expect(parseGraphData(balanceGraph.body.msg)).toEqual(readings.map((r) => ({ label: r.day, value: Number(r.balance) / 100 })))
      expect(parseGraphData((await menu(consNo, token, say('en', 'options.consumptionGraph'))).body.msg)).toEqual(readings.map((r) => ({ label: r.day, value: Number(r.kwh) })))

      const month = previousMonth()
      const recharges = (await db('recharges').where({ consumer_id: id })).filter((r) => (indiaMoment(String(r.recharged_at))?.day ?? '').startsWith(month))
      const days = await db('smart_daily_readings').where({ consumer_id: id }).andWhere('day', 'like', `${month}-%`)
      expect(days.length).toBeGreaterThan(0)
      const kwh = Math.round(days.reduce((s, d) => s + Number(d.kwh), 0) * 10) / 10
      expect((await menu(consNo, token, 'statement')).body.msg).toBe(
        say('en', 'statementPrepaid', {
          month: formatMonth(month, 'en'),
          recharged: figure(recharges.reduce((s, r) => s + Number(r.amount), 0)),
          count: recharges.length,
          units: formatKwh(kwh, 'en'),
        }),
      )

      expect((await menu(consNo, token, 'updateMobile')).body).toMatchObject({ status: 'success', expect: 'mobNo', msg: say('en', 'askMobile') })
      expect((await menu(consNo, token, 'updateEmail')).body).toMatchObject({ status: 'success', expect: 'email', msg: say('en', 'askEmail') })
      expect((await menu(consNo, token, 'applicationStatus')).body).toMatchObject({ status: 'success', expect: 'applNo', msg: say('en', 'askApplNo') })
      expect((await menu(consNo, token, 'complaint')).body).toMatchObject({
        responseType: 'link',
        msg: say('en', 'complaint'),
        // demo mode: COMPLAINTS_URL is the in-house desk unless set (issue 24 §2)
        link: { href: '/website/RegisterComplaint', label: say('en', 'complaintLink') },
      })
      const again = await menu(consNo, token, 'MENU')
      expect(again.body).toMatchObject({ responseType: 'menu', msg: say('en', 'menuTitle'), expect: 'menu' })
      expect(again.body.options).toHaveLength(9)
      // the command words of either language
      expect((await menu(consNo, token, say('as', 'command.menu'))).body).toMatchObject({ responseType: 'menu', expect: 'menu' })

      const unknown = await menu(consNo, token, 'what is the weather')
      expect(unknown.status).toBe(400)
      expect(expectBotResponse(unknown.body)).toMatchObject({ status: 'error', error: say('en', 'notUnderstood'), expect: 'menu', otpGenerated: 'Y', otpValidated: 'Y' })
      const empty = await menu(consNo, token, '   ')
      expect(empty.status).toBe(400)
      expect(empty.body).toMatchObject({ error: MESSAGES.chatEmpty, expect: 'menu', otpGenerated: 'Y' })
    })

    it('COMPLAINTS_URL: a route of ours goes under /website/ in the answer’s language, a URL as it is', async () => {
      const consumer = (await t.services.chat.consumer('101000000001'))!
      const deps = { db: t.testDb.db, billing: t.services.billing, dashboard: t.services.dashboard, workflow: t.services.workflow, now: clock.now }
      const desk = createChatService({ ...deps, complaintsUrl: '/RegisterComplaint' })
      expect((await desk.answer(consumer, 'en', 'complaint', OWN)).link?.href).toBe('/website/RegisterComplaint')
      expect((await desk.answer(consumer, 'as', 'complaint', OWN)).link?.href).toBe('/website/AS_RegisterComplaint')
      const outside = createChatService({ ...deps, complaintsUrl: 'https://grievance.example/new' })
      expect((await outside.answer(consumer, 'en', 'complaint', OWN)).link?.href).toBe('https://grievance.example/new')
      // unset (production's default): the outside complaint site
      expect((await createChatService(deps).answer(consumer, 'en', 'complaint', OWN)).link?.href).toBe(COMPLAINT_SITE_URL)
      // the bill PDF on the billing API's own host
      const billing = createChatService({ ...deps, billingOrigin: 'https://billing.example' })
      expect((await billing.answer(consumer, 'en', 'bill', OWN)).link?.href).toMatch(/^https:\/\/billing\.example\/api\/bills\/\d+\/pdf\?consNo=101000000001&lang=en$/)
    })
  })

  describe('Assamese (lang or Accept-Language): every word in Assamese', () => {
    it('from step 1 to the menu answers, with amounts and dates in Assamese digits and identifiers in Latin ones', async () => {
      const consNo = '102000000002'
      const row = await consumerRow(consNo)
      const ip = freshIp()
      // the header alone makes it Assamese
      const sent = await call({ consNo, otpReq: 'Y' }, { ip, headers: { 'Accept-Language': 'as-IN,as;q=0.9,en;q=0.5' } })
      expect(sent.status).toBe(200)
      expect(sent.body.msg).toBe(say('as', 'otpSent', { mobile: '******0002' }))
      expectAssamese(sent.body, ['******0002'])
      const bad = await call({ consNo: '12', otpReq: 'Y' }, { headers: { 'Accept-Language': 'as' } })
      expect(bad.body.error).toBe(say('as', 'validation.consumerInvalid'))
      expectAssamese(bad.body)
      const otp = await latestOtp(t.app, String(row.mobile))
      const wrong = await call({ consNo, otpValidate: 'Y', otp: wrongOtp(otp), lang: 'as' }, { ip })
      expect(wrong.body.error).toBe(say('as', 'otpWrong'))
      expectAssamese(wrong.body)
      const ok = await call({ consNo, otpValidate: 'Y', otp, lang: 'as' }, { ip })
      const welcome = expectBotResponse(ok.body)
      const meterNo = String(row.meter_no)
      const name = String(row.name)
      expect(welcome.consDetails).toBe(
        [(asBilling.connTypes as Record<string, string>)[row.conn_type], `${formatNumber(Number(row.connected_load_kw), 'as')} ${asBilling.units.kw}`, asBilling.consumerStatus.ACTIVE, meterNo].join(
          ', ',
        ),
      )
      expect(welcome.options?.map((o) => o.label)).toEqual(welcome.options?.map((o) => say('as', `options.${o.id}`)))
      expectAssamese(welcome, [name, meterNo])
      const token = welcome.chatToken as string

      // the body's lang wins over the header
      for (const option of ['bill', 'payment', 'statement', 'consumptionGraph', 'balanceGraph', 'updateMobile', 'updateEmail', 'applicationStatus', 'complaint', 'menu', 'xyz']) {
        const res = await menu(consNo, token, option, { lang: 'as' }, { headers: { 'Accept-Language': 'en' } })
        const b = expectBotResponse(res.body)
        if (b.responseType === 'graph') {
          // the graph's data is 'ISO date:number' pairs, not words; its title and unit are words
          expect(parseGraphData(b.msg)).toHaveLength(7)
          expectAssamese({ ...b, msg: '' }, [name, meterNo])
        } else expectAssamese(b, [name, meterNo])
      }
      const [bill] = await t.testDb.db('bills').where({ consumer_id: row.id }).orderBy('period', 'desc').limit(1)
      const billAnswer = (await menu(consNo, token, 'বিল', { lang: 'as' })).body
      expect(billAnswer.msg).toContain(figure(Number(bill.amount_before_due), 'as'))
      expect(billAnswer.msg).toContain(formatDate(bill.due_date, 'as'))
      expect(billAnswer.link.href).toBe(`${OWN}/api/bills/${bill.bill_no}/pdf?consNo=${consNo}&lang=as`)
      const pay = (await menu(consNo, token, 'payment', { lang: 'as' })).body
      expect(pay.link.href).toBe(`/website/AS_PayBill?consNo=${consNo}`)
      // Assamese digits: the amounts and dates, never the identifiers
      expect(localizeDigits('0123456789', 'as')).toBe('০১২৩৪৫৬৭৮৯')
    })

    it('the refusals too: session ended, another consumer, a limit', async () => {
      const ended = await call({ consNo: '101000000001', isMenu: 'Y', botMsg: 'bill', lang: 'as' })
      expect(ended.body.error).toBe(say('as', 'sessionEnded'))
      expectAssamese(ended.body)
      const { token } = await signIn('101000000001')
      const other = await call({ consNo: '102000000002', isMenu: 'Y', botMsg: 'bill', lang: 'as' }, { token })
      expect(other.body.error).toBe(say('as', 'otherConsumer'))
      expectAssamese(other.body)
      const noKey = await call({ lang: 'as' }, { key: null, headers: { 'Accept-Language': 'as' } })
      expect(noKey.status).toBe(401)
      expectAssamese(noKey.body)
    })
  })

  describe('the mobile number and e-mail updates', () => {
    it('mobile: the OTP goes to the new number; a wrong one changes nothing; the right one changes it once, with its change row', async () => {
      const consNo = REGISTRATION_DEMO.lateOnce.consumerNo
      const oldMobile = REGISTRATION_DEMO.lateOnce.mobile
      const newMobile = '9123456780'
      const { token, ip } = await signIn(consNo)
      const invalid = await call({ consNo, mobNo: '12345' }, { token, ip })
      expect(invalid.status).toBe(400)
      expect(expectBotResponse(invalid.body)).toMatchObject({ error: 'Enter 10 Digit Valid Mobile Number !', expect: 'mobNo', otpGenerated: 'Y', otpValidated: 'Y' })
      const same = await call({ consNo, mobNo: oldMobile }, { token, ip })
      expect(same.body).toMatchObject({ status: 'success', msg: say('en', 'mobileSame'), expect: 'menu' })

      const oldSms = await t.testDb.db('sms_outbox').where({ mobile: oldMobile }).count({ n: '*' }).first()
      const sent = await withPow((h) => call({ consNo, mobNo: '91234 56780' }, { token, ip, headers: h }))
      expect(sent.status).toBe(200)
      expect(expectBotResponse(sent.body)).toMatchObject({ status: 'success', expect: 'mobOtp', otpValidated: 'Y', msg: say('en', 'mobileOtpSent', { mobile: '******6780' }) })
      expect(await t.testDb.db('sms_outbox').where({ mobile: oldMobile }).count({ n: '*' }).first()).toEqual(oldSms)
      const otp = await latestOtp(t.app, newMobile)

      const wrong = await call({ consNo, mobNo: newMobile, otpValidate: 'Y', otp: wrongOtp(otp) }, { token, ip })
      expect(wrong.status).toBe(400)
      expect(expectBotResponse(wrong.body)).toMatchObject({ error: 'Invalid OTP, Please Enter Correct OTP', expect: 'mobOtp', otpGenerated: 'Y' })
      // only the number the OTP went to
      const otherNumber = await call({ consNo, mobNo: '9123456781', otpValidate: 'Y', otp }, { token, ip })
      expect(otherNumber.status).toBe(400)
      expect(otherNumber.body).toMatchObject({ error: say('en', 'otpExpired'), expect: 'mobNo' })
      expect((await consumerRow(consNo)).mobile).toBe(oldMobile)
      expect(await t.testDb.db('consumer_contact_changes').where({ consumer_no: consNo })).toEqual([])

      const done = await call({ consNo, mobNo: newMobile, otpValidate: 'Y', otp }, { token, ip })
      expect(done.status).toBe(200)
      expect(expectBotResponse(done.body)).toMatchObject({ status: 'success', expect: 'menu', msg: say('en', 'mobileUpdated', { mobile: newMobile }) })
      expect((await consumerRow(consNo)).mobile).toBe(newMobile)
      const session = await t.testDb.db('chat_sessions').where({ consumer_no: consNo }).orderBy('id', 'desc').first()
      const changes = await t.testDb.db('consumer_contact_changes').where({ consumer_no: consNo })
      expect(changes).toHaveLength(1)
      expect(changes[0]).toMatchObject({ field: 'mobile', old_value: '******' + oldMobile.slice(-4), new_value: newMobile, channel: 'chat', chat_session_id: session.id })
      expect(Number(changes[0].changed_at)).toBe(clock.t)
      expect(session.pending_mobile).toBeNull()
      // the same OTP again changes nothing more
      const replay = await call({ consNo, mobNo: newMobile, otpValidate: 'Y', otp }, { token, ip })
      expect(replay.status).toBe(400)
      expect(await t.testDb.db('consumer_contact_changes').where({ consumer_no: consNo })).toHaveLength(1)
      // the next chat's OTP goes to the new number
      clock.skip()
      expect((await call({ consNo, otpReq: 'Y' })).body.msg).toBe(say('en', 'otpSent', { mobile: '******6780' }))
    })

    it('e-mail: checked, recorded with its change row', async () => {
      const consNo = '101000000001'
      const { token } = await signIn(consNo)
      for (const email of ['not-an-email', 'a@b', 'a b@example.in', `${'x'.repeat(190)}@example.in`]) {
        const res = await call({ consNo, email }, { token })
        expect(res.status, email).toBe(400)
        expect(expectBotResponse(res.body)).toMatchObject({ error: say('en', 'emailInvalid'), expect: 'email', otpGenerated: 'Y' })
      }
      expect((await consumerRow(consNo)).email).toBe('ranjit.das@example.in')
      const res = await call({ consNo, email: ' ranjit.k.das@example.in ' }, { token })
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ status: 'success', msg: say('en', 'emailUpdated', { email: 'ranjit.k.das@example.in' }), expect: 'menu' })
      expect((await consumerRow(consNo)).email).toBe('ranjit.k.das@example.in')
      const changes = await t.testDb.db('consumer_contact_changes').where({ consumer_no: consNo, field: 'email' })
      expect(changes).toHaveLength(1)
      expect(changes[0]).toMatchObject({ old_value: `ra${'*'.repeat('ranjit.das'.length - 4)}as@example.in`, new_value: 'ranjit.k.das@example.in', channel: 'chat' })
    })
  })

  describe('application status', () => {
    it('the consumer’s own items (by number or by mobile) are found; another’s and unknown ones get one answer; a bad number is 400', async () => {
      const consNo = '105000000005'
      const wf = t.services.workflow
      const own = await wf.create({ kind: 'load_change', mobile: '9000000077', applicantName: 'B Stores', consumerNo: consNo, locale: 'en', data: {} })
      const byMobile = await wf.create({ kind: 'new_connection', mobile: '9000000005', applicantName: 'B Stores', locale: 'en', data: {}, areaClass: 'municipal' })
      const complaint = await wf.create({ kind: 'complaint', mobile: '9000000005', applicantName: 'B Stores', consumerNo: consNo, locale: 'en', data: {}, category: 'no_supply' })
      const others = await wf.create({ kind: 'tan_update', mobile: '9000000001', applicantName: 'R Das', consumerNo: '101000000001', locale: 'en', data: {} })
      const { token } = await signIn(consNo)

      for (const [item, route] of [
        [own, '/website/CheckApplStatus'],
        [byMobile, '/website/CheckApplStatus'],
        [complaint, '/website/ComplaintStatus'],
      ] as const) {
        const res = await call({ consNo, applNo: ` ${item.workNo.toLowerCase()} ` }, { token })
        expect(res.status, item.workNo).toBe(200)
        expect(expectBotResponse(res.body)).toMatchObject({
          status: 'success',
          responseType: 'link',
          expect: 'menu',
          msg: say('en', 'applStatus', {
            no: item.workNo,
            kind: (enApplications.kinds as Record<string, string>)[item.kind],
            state: (enApplications.states as Record<string, string>)[item.state],
            date: formatDmy(item.updatedAt, 'en'),
          }),
          link: { href: `${route}?applNo=${item.workNo}`, label: say('en', 'applLink') },
        })
      }
      const as = await call({ consNo, applNo: own.workNo, lang: 'as' }, { token })
      expect(as.body.msg).toBe(
        say('as', 'applStatus', {
          no: own.workNo,
          kind: (asApplications.kinds as Record<string, string>)[own.kind],
          state: (asApplications.states as Record<string, string>)[own.state],
          date: formatDmy(own.updatedAt, 'as'),
        }),
      )
      expect(as.body.link.href).toBe(`/website/AS_CheckApplStatus?applNo=${own.workNo}`)
      const row = await consumerRow(consNo)
      // the identifiers and the name as they are on record
      expectAssamese(as.body, [own.workNo, String(row.meter_no), String(row.name)])

      const notFound = [others.workNo, 'AP9999999999', 'CM9999999999']
      const answers = await Promise.all(notFound.map((applNo) => call({ consNo, applNo }, { token })))
      for (const res of answers) {
        expect(res.status).toBe(404)
        expect(expectBotResponse(res.body)).toMatchObject({ status: 'error', error: say('en', 'applNotFound'), expect: 'applNo', otpGenerated: 'Y', otpValidated: 'Y' })
      }
      // another's item and an unknown number: the same answer
      expect(answers[0].body).toEqual(answers[1].body)
      for (const applNo of ['XY123', 'AP123', '', 'AP12345678901']) {
        const res = await call({ consNo, applNo }, { token })
        expect(res.status, applNo).toBe(400)
        expect(res.body).toMatchObject({ error: say('en', 'applNoInvalid'), expect: 'applNo' })
      }
    })
  })

  describe('bad input: a 400 BotResponse with a clear error, never a 500', () => {
    it('wrong types, arrays, unknown Y/N values, over-long strings, invalid JSON, a body too large, another method', async () => {
      const cases: Array<[unknown, RegExp | string]> = [
        [[1, 2], 'The request body must be a JSON object'],
        [{ consNo: 101000000001, otpReq: 'Y' }, 'consNo must be text'],
        [{ consNo: ['101000000001'], otpReq: 'Y' }, 'consNo must be text'],
        [{ consNo: { a: 1 }, otpReq: 'Y' }, 'consNo must be text'],
        [{ consNo: '101000000001', otpReq: 'yes' }, "otpReq must be 'Y' or 'N'"],
        [{ consNo: '101000000001', otpReq: true }, "otpReq must be 'Y' or 'N'"],
        [{ consNo: '101000000001', otpValidate: 'y', otp: '123456' }, "otpValidate must be 'Y' or 'N'"],
        [{ isMenu: 1, botMsg: 'bill' }, "isMenu must be 'Y' or 'N'"],
        [{ consNo: '1'.repeat(101), otpReq: 'Y' }, 'consNo must be at most 100 characters'],
        [{ botMsg: 'x'.repeat(501), isMenu: 'Y' }, 'botMsg must be at most 500 characters'],
        [{ consNo: '101000000001', otpReq: 'Y', lang: 'fr' }, "lang must be 'en' or 'as'"],
        [{ consNo: '101000000001', otpReq: 'N' }, say('en', 'notUnderstood')],
      ]
      for (const [body, error] of cases) {
        const res = await call(body)
        expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400)
        expect(expectBotResponse(res.body)).toMatchObject({ status: 'error', error })
      }
      // what the widget should ask again follows the request
      expect((await call({ consNo: '101000000001', otpValidate: 'Y', otp: 123456 })).body).toMatchObject({ expect: 'otp', error: 'otp must be text' })
      expect((await call({ consNo: '101000000001', email: 5 })).body).toMatchObject({ expect: 'email' })

      const invalidJson = await call(undefined).set('Content-Type', 'application/json').send('{"consNo": "1010')
      expect(invalidJson.status).toBe(400)
      expect(expectBotResponse(invalidJson.body)).toMatchObject({ error: 'The request body is not valid JSON.', expect: 'consNo' })
      const notObject = await call(undefined).set('Content-Type', 'application/json').send('"text"')
      expect(notObject.status).toBe(400)
      expectBotResponse(notObject.body)
      const tooLarge = await call({ consNo: '101000000001', otpReq: 'Y', padding: 'x'.repeat(9000) })
      expect(tooLarge.status).toBe(413)
      expectBotResponse(tooLarge.body)
      const plain = await call(undefined).set('Content-Type', 'text/plain').send('consNo=101000000001')
      expect(plain.status).toBe(400)
      expectBotResponse(plain.body)
      const get = await request(t.app).get(BOT_PATH).set('Host', HOST).set('Origin', OWN)
      expect(get.status).toBe(405)
      expect(get.headers.allow).toBe('POST, OPTIONS')
      expectBotResponse(get.body)
      // null is an absent field, as legacy clients send it
      expect((await call({ consNo: '101999999999', otpReq: 'Y', otp: null, mobNo: null, email: null, applNo: null, isMenu: null })).status).toBe(404)
    })
  })

  describe('the endpoint’s own per-IP limit, and what never reaches the log', () => {
    it(`${BOT_IP_LIMIT.limit} requests per 15 minutes from one network, then 429 with Retry-After`, async () => {
      const ip = freshIp()
      for (let i = 0; i < BOT_IP_LIMIT.limit; i++) {
        const res = await call({}, { ip })
        if (res.status !== 400) throw new Error(`request ${i}: ${res.status}`)
      }
      const refused = await call({}, { ip })
      expect(refused.status).toBe(429)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect(expectBotResponse(refused.body)).toMatchObject({ error: 'Too many requests from this network. Please try again later.' })
      // another network is not affected
      expect((await call({})).status).toBe(400)
    })

    it('no OTP, chat token or API key in any log line', async () => {
      const { token } = await signIn('104000000004')
      const otp = await latestOtp(t.app, '9000000004')
      await menu('104000000004', token, 'balance')
      await call({ consNo: '104000000004', otpValidate: 'Y', otp: '000000' })
      const all = log.lines.join('\n')
      expect(log.lines.length).toBeGreaterThan(10)
      expect(all).not.toContain(token)
      expect(all).not.toContain(KEY)
      expect(all).not.toMatch(new RegExp(`\\b${otp}\\b`))
    })
  })
})
