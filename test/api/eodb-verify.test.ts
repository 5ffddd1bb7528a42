import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import request from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { PROBLEM_EN } from '#shared/input/fields'
import { EODB_API, EODB_MESSAGES, VERIFY_NUMBER_LIMIT } from '#shared/eodb/contract'
import { MESSAGES } from '#shared/messages'
import { DEMO_CONSUMERS } from '../../seeds/billingDemo'
import { seedIfEmpty } from '../../seeds'
import { createApp, type App } from '../../server/app'
import { loadConfig } from '../../server/config'
import { createServices } from '../../server/services'
import { nameKey } from '../../server/services/eodb/verify'
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db'
import { SAME_ORIGIN as SAME } from '../helpers/forms'

/** The page renderer answers the form's state it was given (the pages themselves are tested in Chromium). */
vi.mock('vike/server', () => import('../helpers/formPostVike'))

const FULL = 'Ranjit Kumar Das'

/**
 * Issue 27 §4 on both databases: the third-party check matches the whole name (a prefix no
 * longer confirms anything, so the masked name of /ViewBill cannot be completed letter by
 * letter), and wrong answers are counted per consumer number from every address (behind a
 * trusted proxy, X-Forwarded-For names each client), in the JSON API and in the form without
 * JavaScript alike.
 */
describe(`third-party verification: whole name, wrong answers per consumer number (${TEST_DB})`, () => {
  let testDb: TestDb
  let app: App
  let clock = Date.parse('2026-12-28T04:30:00.000Z')
  let ipSeq = 0
  const freshIp = () => `198.51.${100 + Math.floor(++ipSeq / 250)}.${ipSeq % 250}`
  const demo = DEMO_CONSUMERS[0]
  const other = DEMO_CONSUMERS[1]

  beforeAll(async () => {
    testDb = await createTestDb()
    const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-eodb-verify-'))
    const config = loadConfig({ NODE_ENV: 'test', DEMO_MODE: 'true', LOG_LEVEL: 'silent', UPLOADS_DIR: uploads, AUTH_IP_LIMIT: '100000', PAGE_CACHE_TTL_MS: '0', TRUST_PROXY: 'loopback' })
    await seedIfEmpty(testDb.db, { uploadsPath: config.uploadsPath, stsVendingKey: config.stsVendingKey })
    const logger = pino({ level: 'silent' })
    app = await createApp({ config, db: testDb.db, logger, pages: true, services: createServices({ db: testDb.db, config, logger, now: () => clock }) })
  })
  afterAll(async () => testDb?.destroy())
  // each test in windows of its own (the per-number window is a day)
  beforeEach(() => {
    clock += VERIFY_NUMBER_LIMIT.windowMs + 60_000
  })

  const verify = (body: object, ip = freshIp()) => request(app.app).post(EODB_API.verify).set('X-Forwarded-For', ip).send(body)
  const form = (body: Record<string, string>, ip = freshIp()) => request(app.app).post('/website/EodbThirdPartyVerification').set(SAME).set('X-Forwarded-For', ip).type('form').send(body).redirects(0)

  it('words a wrong consumer number as every other form does (issue 23 §6), in the API and the form, and counts nothing', async () => {
    const cases = [
      ['10500000000X', 'numbersOnly', MESSAGES.numbersOnly],
      ['12345', 'consNoLength', PROBLEM_EN.consNoLength],
      ['999000000005', 'consNoDivision', PROBLEM_EN.consNoDivision],
      ['', 'consNoEmpty', PROBLEM_EN.consNoEmpty],
    ] as const
    for (const [consumerNo, problem, message] of cases) {
      const api = await verify({ consumerNo, name: FULL })
      expect(api.status, consumerNo).toBe(400)
      // with the field code every form's answer carries, which pages word (shared/apiMessage.ts)
      expect(api.body).toMatchObject({ status: 'error', code: 'INVALID', message, errors: [{ path: 'consumerNo', message, code: problem }] })
      const page = await form({ consumerNo, name: FULL }).expect(422)
      expect(JSON.parse(page.text).formPost, consumerNo).toMatchObject({ form: 'eodb-verify', problems: [{ field: 'consumerNo', key: problem }], values: { consumerNo } })
    }
    expect((await verify({})).body.message).toBe(PROBLEM_EN.consNoEmpty)
    // 'Enter Numbers Only!' is the one catalogue's text (shared/messages.ts)
    expect(PROBLEM_EN.numbersOnly).toBe(MESSAGES.numbersOnly)
    // a refused number spends nothing of its limit
    expect(await testDb.db('rate_limit_hits').where({ key: 'consumer:10500000000X:eodb-verify' }).first()).toBeUndefined()
  })

  it('normalises case, spaces and punctuation, and nothing else', () => {
    expect(nameKey('  RANJIT  kumar. DAS ')).toBe('ranjit kumar das')
    expect(nameKey('Ranjit-Kumar  Das')).toBe('ranjit kumar das')
    expect(nameKey("D'Souza, Anita")).toBe('d souza anita')
    expect(nameKey('প্ৰাঞ্জল বৰা')).toBe('প্ৰাঞ্জল বৰা')
  })

  it('confirms the whole name (any case, spacing, punctuation); a prefix or a part confirms nothing', async () => {
    const whole = await verify({ consumerNo: demo.consumerNo, name: '  ranjit   KUMAR. das ' })
    expect(whole.status).toBe(200)
    expect(whole.body).toMatchObject({ status: 'success', genuine: true, category: 'LT-II Domestic A' })
    for (const name of ['Ran', 'Ranjit', 'ranjit kumar', 'Ranjit Kumar D', 'Ranjit Kumar Da', 'Kumar Das', 'Ranjit Das', 'Ranjit Kumar Dass']) {
      const r = await verify({ consumerNo: demo.consumerNo, name })
      expect(r.body, name).toEqual({ status: 'success', genuine: false })
    }
    // the form without JavaScript: the same service
    const page = await form({ consumerNo: demo.consumerNo, name: 'ranjit kumar' }).expect(200)
    expect(JSON.parse(page.text).formPost).toMatchObject({ form: 'eodb-verify', step: 'result', info: { genuine: false } })
    const good = await form({ consumerNo: demo.consumerNo, name: FULL }).expect(200)
    expect(JSON.parse(good.text).formPost).toMatchObject({ form: 'eodb-verify', step: 'result', info: { genuine: true, category: 'LT-II Domestic A' } })
  })

  it(`refuses a consumer number after ${VERIFY_NUMBER_LIMIT.limit} wrong answers from as many addresses, whatever the address, until the window ends`, async () => {
    for (let i = 0; i < VERIFY_NUMBER_LIMIT.limit; i++) {
      const r = await verify({ consumerNo: demo.consumerNo, name: `Ranjit Kumar Wrong${String.fromCharCode(97 + i)}` })
      expect(r.body).toEqual({ status: 'success', genuine: false })
    }
    // an address never seen before, with the right name: the number's wrong answers are spent
    const limited = await verify({ consumerNo: demo.consumerNo, name: FULL })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.body).toMatchObject({ status: 'error', code: 'TOO_MANY_REQUESTS', message: EODB_MESSAGES.verifyNumberLimited, params: { scope: 'consumer' } })
    expect((await verify({ consumerNo: demo.consumerNo, meterNo: `AP${demo.consumerNo.slice(3)}` })).status).toBe(429)
    // the form without JavaScript answers the number's limit too (429, its own words)
    const page = await form({ consumerNo: demo.consumerNo, name: FULL }).expect(429)
    expect(JSON.parse(page.text).formPost).toMatchObject({ form: 'eodb-verify', problems: [{ field: 'form', key: 'verifyNumberLimited' }] })
    // another consumer number is not touched
    expect((await verify({ consumerNo: other.consumerNo, meterNo: 'AP000000000' })).body).toEqual({ status: 'success', genuine: false })
    // the window passes
    clock += VERIFY_NUMBER_LIMIT.windowMs
    expect((await verify({ consumerNo: demo.consumerNo, name: FULL })).body.genuine).toBe(true)
  })

  it('counts the wrong answers of the form and the API together, an unknown number like a known one; a right answer starts the count again', async () => {
    const unknown = '101999999999'
    for (let i = 0; i < VERIFY_NUMBER_LIMIT.limit; i++) {
      const r = i % 2 ? await verify({ consumerNo: unknown, name: FULL }) : await form({ consumerNo: unknown, name: FULL })
      expect(r.status).toBe(200)
    }
    expect((await verify({ consumerNo: unknown, name: FULL })).body).toMatchObject({ code: 'TOO_MANY_REQUESTS', params: { scope: 'consumer' } })
    for (let i = 0; i < VERIFY_NUMBER_LIMIT.limit - 1; i++) await verify({ consumerNo: other.consumerNo, meterNo: 'AP000000000' })
    expect((await verify({ consumerNo: other.consumerNo, meterNo: `SM${other.consumerNo.slice(3)}` })).body.genuine).toBe(true)
    for (let i = 0; i < VERIFY_NUMBER_LIMIT.limit - 1; i++) expect((await verify({ consumerNo: other.consumerNo, meterNo: 'AP000000000' })).status).toBe(200)
    expect((await verify({ consumerNo: other.consumerNo, meterNo: `SM${other.consumerNo.slice(3)}` })).body.genuine).toBe(true)
  })

  it('holds under a parallel burst from many addresses: at most the limit is checked', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => verify({ consumerNo: demo.consumerNo, name: `Ranjit Kumar X${i}` })))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(VERIFY_NUMBER_LIMIT.limit)
    expect(answers.filter((a) => a.status === 429)).toHaveLength(40 - VERIFY_NUMBER_LIMIT.limit)
  })
})
