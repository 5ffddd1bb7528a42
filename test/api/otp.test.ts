import http from 'node:http'
import type { AddressInfo } from 'node:net'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSmsService, SmsDeliveryError, type SmsService } from '../../server/adapters/sms'
import { createHttpTransport } from '../../server/adapters/sms/http'
import { loadConfig } from '../../server/config'
import { TooManyRequestsError } from '../../server/errors'
import { createOtpService, hashOtp, OtpInvalidError, type OtpService } from '../../server/services/otp'
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db'

const MIN = 60_000

describe(`OTP service (${TEST_DB})`, () => {
  let t: TestDb
  let sms: SmsService
  let otp: OtpService
  let clock = Date.UTC(2026, 10, 22, 6, 0, 0)
  const now = () => clock
  const logLines: string[] = []
  const codesSeen = new Set<string>()
  const config = loadConfig({ NODE_ENV: 'test', DEMO_MODE: 'true' })
  let nextMobile = 9100000000
  const newMobile = () => String(++nextMobile)

  async function latestCode(mobile: string): Promise<string> {
    const [m] = await sms.outbox!.list(mobile)
    const code = /\b(\d{6})\b/.exec(m?.text ?? '')?.[1]
    if (!code) throw new Error(`no OTP in the outbox for ${mobile}`)
    codesSeen.add(code)
    return code
  }
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')
  async function refusal(p: Promise<unknown>) {
    const err = await p.then(
      () => undefined,
      (e: unknown) => e,
    )
    if (!err) throw new Error('expected a refusal')
    return err as OtpInvalidError & TooManyRequestsError
  }

  beforeAll(async () => {
    t = await createTestDb()
    const logger = pino({ level: 'trace' }, { write: (line: string) => void logLines.push(line) })
    sms = createSmsService({ db: t.db, config, logger, now })
    otp = createOtpService({ db: t.db, sms, config, now })
  })
  afterAll(async () => t.destroy())

  it('round trip: the code sent through the outbox verifies once', async () => {
    const mobile = newMobile()
    const { expiresAt, resendAfterSeconds } = await otp.issue(mobile, 'login')
    expect(expiresAt).toBe(clock + 5 * MIN)
    expect(resendAfterSeconds).toBe(30)
    const code = await latestCode(mobile)
    expect(code).toMatch(/^\d{6}$/)
    await expect(otp.verify(mobile, 'login', code)).resolves.toBeUndefined()
  })

  it('a wrong code is refused with the tries left, and the right one still works', async () => {
    const mobile = newMobile()
    await otp.issue(mobile, 'login')
    const code = await latestCode(mobile)
    const err = await refusal(otp.verify(mobile, 'login', wrong(code)))
    expect(err).toBeInstanceOf(OtpInvalidError)
    expect(err.status).toBe(400)
    expect(err.reason).toBe('wrong')
    expect(err.attemptsLeft).toBe(4)
    expect((await refusal(otp.verify(mobile, 'login', 'abc'))).reason).toBe('wrong')
    await otp.verify(mobile, 'login', code)
  })

  it('five wrong tries void the OTP, even for the right code afterwards', async () => {
    const mobile = newMobile()
    await otp.issue(mobile, 'login')
    const code = await latestCode(mobile)
    for (let i = 1; i <= 4; i++) expect((await refusal(otp.verify(mobile, 'login', wrong(code)))).attemptsLeft).toBe(5 - i)
    expect((await refusal(otp.verify(mobile, 'login', wrong(code)))).reason).toBe('locked')
    expect((await refusal(otp.verify(mobile, 'login', code))).reason).toBe('locked')
  })

  it('parallel guesses cannot take more than five tries', async () => {
    const mobile = newMobile()
    await otp.issue(mobile, 'login')
    const code = await latestCode(mobile)
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => otp.verify(mobile, 'login', wrong(code))))
    expect(results.every((r) => r.status === 'rejected')).toBe(true)
    const row = await t.db('otp_challenges').where({ mobile }).first()
    expect(row.attempts).toBe(5)
    expect((await refusal(otp.verify(mobile, 'login', code))).reason).toBe('locked')
  })

  it('expires after 5 minutes', async () => {
    const a = newMobile()
    const b = newMobile()
    await otp.issue(a, 'login')
    await otp.issue(b, 'login')
    const codeA = await latestCode(a)
    const codeB = await latestCode(b)
    clock += 5 * MIN - 1
    await otp.verify(a, 'login', codeA)
    clock += 1
    const err = await refusal(otp.verify(b, 'login', codeB))
    expect(err.reason).toBe('expired')
    expect(err.message).toMatch(/expired/)
  })

  it('is single use', async () => {
    const mobile = newMobile()
    await otp.issue(mobile, 'login')
    const code = await latestCode(mobile)
    await otp.verify(mobile, 'login', code)
    expect((await refusal(otp.verify(mobile, 'login', code))).reason).toBe('used')
  })

  it('is bound to its purpose', async () => {
    const mobile = newMobile()
    await otp.issue(mobile, 'login')
    const code = await latestCode(mobile)
    expect((await refusal(otp.verify(mobile, 'force-logout', code))).reason).toBe('none')
    await otp.verify(mobile, 'login', code)
  })

  it('waits 30 seconds between sends, with Retry-After', async () => {
    const mobile = newMobile()
    await otp.issue(mobile, 'login')
    clock += 10_000
    const err = await refusal(otp.issue(mobile, 'login'))
    expect(err).toBeInstanceOf(TooManyRequestsError)
    expect(err.status).toBe(429)
    expect(err.retryAfterSeconds).toBe(20)
    expect(err.message).toMatch(/wait 20 seconds/)
    expect(err).toMatchObject({ code: 'OTP_RESEND_WAIT', params: { retryAfterSeconds: 20 } })
    clock += 20_000
    await otp.issue(mobile, 'login')
    expect(await sms.outbox!.list(mobile)).toHaveLength(2)
  })

  it('concurrent requests send one OTP only', async () => {
    const mobile = newMobile()
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => otp.issue(mobile, 'login')))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(TooManyRequestsError)
    expect(await sms.outbox!.list(mobile)).toHaveLength(1)
  })

  it('sends at most 3 OTPs per mobile in 15 minutes, whatever the purpose', async () => {
    const mobile = newMobile()
    const start = clock
    await otp.issue(mobile, 'login')
    clock += 30_000
    await otp.issue(mobile, 'login')
    clock += 30_000
    await otp.issue(mobile, 'force-logout')
    clock += 30_000
    const err = await refusal(otp.issue(mobile, 'desktop'))
    expect(err).toBeInstanceOf(TooManyRequestsError)
    expect(err.retryAfterSeconds).toBe((start + 15 * MIN - clock) / 1000)
    expect(err.message).toMatch(/Too many OTPs/)
    expect(err).toMatchObject({
      code: 'OTP_SENDS_EXHAUSTED',
      params: { retryAfterSeconds: (start + 15 * MIN - clock) / 1000, freeAt: new Date(start + 15 * MIN).toISOString() },
    })
    // another mobile is not affected
    await otp.issue(newMobile(), 'login')
    clock = start + 15 * MIN + 1
    await otp.issue(mobile, 'login')
    expect(await sms.outbox!.list(mobile)).toHaveLength(4)
  })

  it('a new OTP voids the previous one', async () => {
    const mobile = newMobile()
    await otp.issue(mobile, 'login')
    const first = await latestCode(mobile)
    clock += 30_000
    await otp.issue(mobile, 'login')
    const second = await latestCode(mobile)
    if (first !== second) expect((await refusal(otp.verify(mobile, 'login', first))).reason).toBe('wrong')
    await otp.verify(mobile, 'login', second)
    const rows = await t.db('otp_challenges').where({ mobile }).orderBy('id')
    expect(rows[0].voided_at).not.toBeNull()
    expect(rows[1].consumed_at).not.toBeNull()
  })

  it('stores only a keyed hash of the code', async () => {
    const mobile = newMobile()
    await otp.issue(mobile, 'login')
    const code = await latestCode(mobile)
    const row = await t.db('otp_challenges').where({ mobile }).first()
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(row.code_hash).toBe(hashOtp(config.otpHashKey, mobile, 'login', code))
    expect(row.code_hash).not.toBe(hashOtp('another key that is long enough 123', mobile, 'login', code))
    expect(JSON.stringify(row)).not.toContain(code)
  })

  it('an SMS that fails is not counted and the error is typed', async () => {
    const mobile = newMobile()
    const failing = createOtpService({
      db: t.db,
      config,
      now,
      sms: {
        kind: 'http',
        send: async () => {
          throw new SmsDeliveryError()
        },
      },
    })
    for (let i = 0; i < 5; i++) await expect(failing.issue(mobile, 'login')).rejects.toBeInstanceOf(SmsDeliveryError)
    expect(await t.db('otp_challenges').where({ mobile })).toHaveLength(0)
    await otp.issue(mobile, 'login')
  })

  it('works through the http transport too', async () => {
    const bodies: Array<{ to: string; text: string }> = []
    const server = http.createServer((req, res) => {
      let raw = ''
      req.on('data', (c) => (raw += c))
      req.on('end', () => {
        bodies.push(JSON.parse(raw))
        res.writeHead(202, { 'content-type': 'application/json' }).end('{"status":"queued"}')
      })
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    try {
      const { port } = server.address() as AddressInfo
      const logger = pino({ level: 'trace' }, { write: (line: string) => void logLines.push(line) })
      const transport = createHttpTransport({ url: `http://127.0.0.1:${port}/send`, senderId: 'APDCLT', templateId: '1107000000000000001', timeoutMs: 2000, logger })
      const viaHttp = createOtpService({ db: t.db, sms: transport, config, now })
      const mobile = newMobile()
      await viaHttp.issue(mobile, 'desktop')
      expect(bodies).toHaveLength(1)
      expect(bodies[0].to).toBe('91' + mobile)
      const code = /\b(\d{6})\b/.exec(bodies[0].text)![1]
      codesSeen.add(code)
      await viaHttp.verify(mobile, 'desktop', code)
    } finally {
      await new Promise((r) => server.close(r))
    }
  })

  it('never writes an OTP to the log', () => {
    expect(codesSeen.size).toBeGreaterThan(10)
    const log = logLines.join('')
    expect(log).toContain('sms stored in outbox')
    expect(log).toContain('sms sent')
    for (const code of codesSeen) expect(log).not.toContain(code)
    expect(log).not.toMatch(/\b9100000\d{3}\b/) // mobiles are masked too
  })
})
