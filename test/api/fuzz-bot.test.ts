import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BOT_PATH, type BotResponse } from '../../shared/chat/contract'
import { createTestApp, type TestApp } from '../helpers/app'
import { latestOtp, solveAltcha } from '../helpers/consumerAuth'
import { TEST_DB } from '../helpers/db'
import { seededRandom } from '../helpers/fuzz'

/**
 * No 5xx from a fuzz of the chat assistant's bot (issue 12): a few thousand bodies made from
 * the bot request's fields (random values, mutations of valid requests, unknown keys, wrong
 * types, raw bytes that are no JSON) and headers (the key, the Origin, the chat token, the
 * proof of work, the language), with and without a live chat session. Every answer is JSON,
 * a full BotResponse, below 500. A fixed seed, so a failure repeats.
 */

const HOST = 'bot.test'
const OWN = `http://${HOST}`
const KEY = 'chat-key-of-the-bot-fuzz-0123456789'
const FIELDS = ['consNo', 'otpReq', 'otpValidate', 'otp', 'isMenu', 'mobNo', 'email', 'applNo', 'botMsg', 'lang'] as const

const SAMPLES: unknown[] = [
  '',
  ' ',
  'Y',
  'N',
  'y',
  'yes',
  'en',
  'as',
  'fr',
  'menu',
  'exit',
  'MENU',
  'bill',
  'payment',
  'balance',
  'recharge',
  'statement',
  'consumptionGraph',
  'balanceGraph',
  'updateMobile',
  'updateEmail',
  'applicationStatus',
  'complaint',
  'বিল',
  'মেনু',
  'Bill',
  '101000000001',
  '102000000002',
  '103000000003',
  '104000000004',
  '101 000 000 001',
  '999000000001',
  '10100000000',
  '1'.repeat(101),
  '123456',
  '000000',
  '12345',
  '9000000001',
  '9123456789',
  '91234 56789',
  'a@example.in',
  'not-an-email',
  'AP0000000001',
  'CM0000000001',
  'ap0000000001',
  '0',
  '-1',
  '1e309',
  'NaN',
  '\u0000',
  '\ud800',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '{"a":1}',
  '__proto__',
  'x'.repeat(600),
  'ঀ'.repeat(120),
]

function value(r: () => number, depth = 0): unknown {
  const pick = r()
  if (pick < 0.6) return SAMPLES[Math.floor(r() * SAMPLES.length)]
  if (pick < 0.68) return Math.floor(r() * 1e12) * (r() < 0.5 ? -1 : 1)
  if (pick < 0.73) return r() < 0.5
  if (pick < 0.78) return null
  if (pick < 0.86 && depth < 2) return [value(r, depth + 1), value(r, depth + 1)]
  if (depth < 2) return { [String(SAMPLES[Math.floor(r() * 12)])]: value(r, depth + 1) }
  return String(r())
}

/** A valid request of one of the bot's steps, for the mutations to start from. */
function validBody(r: () => number): Record<string, unknown> {
  // mostly the number of the live chat session, so its branches are reached
  const consNo = r() < 0.7 ? '101000000001' : ['102000000002', '103000000003', '104000000004'][Math.floor(r() * 3)]
  const shapes: Array<Record<string, unknown>> = [
    { consNo, otpReq: 'Y' },
    { consNo, otpValidate: 'Y', otp: '123456' },
    { consNo, isMenu: 'Y', botMsg: 'bill' },
    { consNo, mobNo: '9123456789' },
    { consNo, mobNo: '9123456789', otpValidate: 'Y', otp: '123456' },
    { consNo, email: 'a@example.in' },
    { consNo, applNo: 'AP0000000001' },
  ]
  return { ...shapes[Math.floor(r() * shapes.length)], ...(r() < 0.3 ? { lang: r() < 0.5 ? 'as' : 'en' } : {}) }
}

function body(r: () => number): unknown {
  const kind = r()
  if (kind < 0.55) {
    // a valid request as it is, or with one or two fields changed, removed or added
    const b = validBody(r)
    const n = Math.floor(r() * 3)
    for (let i = 0; i < n; i++) {
      const k = r() < 0.85 ? FIELDS[Math.floor(r() * FIELDS.length)] : ['extra', 'constructor', 'toString'][Math.floor(r() * 3)]
      if (r() < 0.2) delete b[k]
      else b[k] = value(r)
    }
    return b
  }
  if (kind < 0.85) {
    const b: Record<string, unknown> = {}
    for (const k of FIELDS) if (r() < 0.5) b[k] = value(r)
    return b
  }
  if (kind < 0.92) return value(r)
  // raw text: broken JSON and other bytes
  return ['{', '{"consNo":', 'null', '[]', '"x"', '{"consNo":"101000000001","otpReq":"Y"', '\u0000\u0001', 'consNo=1&otpReq=Y', '{"a":' + '['.repeat(200)][Math.floor(r() * 9)]
}

describe(`fuzz of the bot endpoint (${TEST_DB})`, () => {
  let t: TestApp
  let liveToken = ''

  beforeAll(async () => {
    // generous limits so the fuzz reaches every branch rather than the 429s (those are tested in bot.test.ts)
    t = await createTestApp({ seed: true, env: { TRUST_PROXY: 'loopback', BOT_API_KEY: KEY, AUTH_IP_LIMIT: '1000000', OTP_MAX_SENDS: '10000', OTP_RESEND_WAIT_SECONDS: '1' } })
    liveToken = await signIn()
  })

  let signIns = 0
  /** A live chat session of 101000000001 (the fuzz's 'exit' ends one now and then), so the session's branches are fuzzed too. */
  async function signIn(): Promise<string> {
    const ip = `203.0.113.${++signIns}`
    const send = (b: object, h: Record<string, string> = {}) => request(t.app).post(BOT_PATH).set('Host', HOST).set('Origin', OWN).set('X-Api-Key', KEY).set('X-Forwarded-For', ip).set(h).send(b)
    // the resend wait of 1 s; then the proof of work every send after the first asks for
    await new Promise((resolve) => setTimeout(resolve, 1100))
    let sent = await send({ consNo: '101000000001', otpReq: 'Y' })
    if (sent.status === 428) sent = await send({ consNo: '101000000001', otpReq: 'Y' }, { 'X-Altcha': await solveAltcha(sent.body.challenge) })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const ok = await send({ consNo: '101000000001', otpValidate: 'Y', otp: await latestOtp(t.app, '9000000001') })
    expect(ok.body.chatToken).toBeTruthy()
    return ok.body.chatToken
  }
  afterAll(async () => t.close())

  it('a few thousand random and mutated requests: never a 5xx, always a JSON BotResponse', async () => {
    const r = seededRandom(0xb07)
    let ipSeq = 0
    const statuses = new Map<number, number>()
    const botOf = (res: request.Response) => res.body as BotResponse
    for (let i = 0; i < 2500; i++) {
      const b = body(r)
      // each network stays under the endpoint's own limit (300 per 15 minutes)
      let req = request(t.app)
        .post(BOT_PATH)
        .set('Host', HOST)
        .set('X-Forwarded-For', `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`)
      if (r() < 0.95)
        req = req.set(
          'X-Api-Key',
          r() < 0.93
            ? KEY
            : String(value(r))
                .slice(0, 200)
                .replace(/[^\x20-\x7e]/g, ''),
        )
      if (r() < 0.95) req = req.set('Origin', r() < 0.93 ? OWN : ['https://evil.example', 'null', OWN + '/', ''][Math.floor(r() * 4)])
      if (r() < 0.7)
        req = req.set(
          'X-Chat-Token',
          r() < 0.8
            ? liveToken
            : String(value(r))
                .slice(0, 100)
                .replace(/[^\x20-\x7e]/g, ''),
        )
      if (r() < 0.1)
        req = req.set(
          'X-Altcha',
          r() < 0.5
            ? 'e30='
            : String(value(r))
                .slice(0, 300)
                .replace(/[^\x20-\x7e]/g, ''),
        )
      if (r() < 0.2) req = req.set('Accept-Language', ['as', 'as-IN,as;q=0.9', 'en', '*', 'xx'][Math.floor(r() * 5)])
      // raw text goes as it is; anything else as its JSON; now and then under another content type
      const text = typeof b === 'string' ? b : JSON.stringify(b)
      const res = await req
        .set('Content-Type', r() < 0.93 ? 'application/json' : ['text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1'][Math.floor(r() * 3)])
        .send(text)
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
      // an 'exit' (the one success that sends the chat back to the consumer number) ended the live session: a new one
      if (res.status === 200 && botOf(res).expect === 'consNo') liveToken = await signIn()
      const what = `#${i} ${JSON.stringify(b)?.slice(0, 200)} → ${res.status} ${res.text.slice(0, 200)}`
      expect(res.status, what).toBeLessThan(500)
      expect(res.headers['content-type'], what).toMatch(/^application\/json/)
      const answer = res.body as BotResponse
      expect(answer.status, what).toMatch(/^(success|error)$/)
      expect(typeof answer.msg === 'string' && typeof answer.error === 'string' && typeof answer.expect === 'string', what).toBe(true)
      expect(answer.otpGenerated, what).toMatch(/^[YN]$/)
    }
    // the fuzz reached the steps, not only the refusals at the door
    expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([200, 400, 401, 403]))
  }, 240_000)
})
