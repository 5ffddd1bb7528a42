import pino from 'pino'
import request from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { FEEDBACK_LIMIT, FEEDBACK_LIMITED_MESSAGE, FEEDBACK_MESSAGE_MAX, FEEDBACK_REFERENCE } from '../../shared/feedback/input'
import { FEEDBACK_PAGE_SIZE } from '../../shared/feedback/contract'
import { createApp, type App } from '../../server/app'
import { loadConfig } from '../../server/config'
import { createServices } from '../../server/services'
import { SmsDeliveryError } from '../../server/adapters/sms'
import { feedbackSmsText } from '../../server/services/feedback/texts'
import { SMS_TEMPLATES } from '../../server/services/smsTemplates'
import { adminAgent } from '../helpers/admin'
import type { TestApp } from '../helpers/app'
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db'
import en from '../../shared/locales/en/forms.json'
import { SAME_ORIGIN as SAME } from '../helpers/forms'

/** The page renderer answers the form's state it was given (the pages themselves are tested in Chromium). */
vi.mock('vike/server', () => import('../helpers/formPostVike'))

const WORDS = en.problems as Record<string, string>

/**
 * Website feedback (issue 14, GIGW 3.0) on both databases: the JSON API and the form without
 * JavaScript store it with a reference, acknowledge it by one SMS in the page's language when a
 * mobile is given (else only on the page), refuse each bad field with its problem, count one
 * per-network limit together, and the content editors read it on /api/admin/feedback.
 */
describe(`website feedback (${TEST_DB})`, () => {
  let testDb: TestDb
  let app: App
  let clock = Date.parse('2026-12-23T04:30:00.000Z')
  let ipSeq = 0
  let mobileSeq = 9712300000
  const newMobile = () => String(++mobileSeq)
  /** each test its own network, so the limit is its own (TRUST_PROXY names the test's proxy) */
  let ip = ''
  const nextIp = () => (ip = `203.0.113.${++ipSeq}`)

  beforeAll(async () => {
    testDb = await createTestDb()
    const config = loadConfig({
      NODE_ENV: 'test',
      DEMO_MODE: 'true',
      LOG_LEVEL: 'silent',
      AUTH_IP_LIMIT: '100000',
      PAGE_CACHE_TTL_MS: '0',
      TRUST_PROXY: 'loopback',
      ADMIN_BCRYPT_COST: '4',
      SMS_TEMPLATE_FEEDBACK_RECEIVED: '1107000000000000013',
      SMS_TEMPLATE_FEEDBACK_RECEIVED_AS: '1107000000000000014',
    })
    const logger = pino({ level: 'silent' })
    app = await createApp({ config, db: testDb.db, logger, pages: true, services: createServices({ db: testDb.db, config, logger, now: () => clock }) })
  })
  afterAll(async () => {
    await testDb?.destroy()
  })
  beforeEach(() => {
    clock += 2 * FEEDBACK_LIMIT.windowMs
    nextIp()
  })

  const fields = (over: Record<string, string> = {}) => ({
    name: 'Mina Bora',
    mobile: newMobile(),
    email: 'mina@example.in',
    topic: 'accessibility',
    page: '/website/TenderCurrent',
    message: 'The tender table cannot be read with a screen reader on my phone.',
    ...over,
  })
  const api = (body: unknown, lang?: 'as') =>
    request(app.app)
      .post(`/api/feedback${lang ? '?lang=as' : ''}`)
      .set('X-Forwarded-For', ip)
      .send(body as object)
  const form = (route: string, body: Record<string, string>, headers: Record<string, string> = SAME) =>
    request(app.app).post(`/website${route}`).set(headers).set('X-Forwarded-For', ip).type('form').send(body).redirects(0)
  const rows = () => testDb.db('feedback').select('*').orderBy('id')
  const count = async () => Number((await testDb.db('feedback').count({ n: '*' }))[0].n)
  const smsTo = async (mobile: string) => (await testDb.db('sms_outbox').where({ mobile }).orderBy('id').select('text', 'template_id')) as Array<{ text: string; template_id: string | null }>

  it('stores feedback with a reference and acknowledges it by one SMS in English', async () => {
    const body = fields()
    const res = await api(body).expect(201)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body).toMatchObject({ status: 'success', ack: 'sms', receivedAt: new Date(clock).toISOString() })
    expect(res.body.reference).toMatch(FEEDBACK_REFERENCE)
    const row = await testDb.db('feedback').where({ reference: res.body.reference }).first()
    expect(row).toMatchObject({
      name: 'Mina Bora',
      mobile: body.mobile,
      email: 'mina@example.in',
      topic: 'accessibility',
      page: '/website/TenderCurrent',
      message: body.message,
      locale: 'en',
      sms_state: 'sent',
    })
    expect(Number(row.created_at)).toBe(clock)
    expect(await smsTo(body.mobile)).toEqual([{ text: feedbackSmsText('en', res.body.reference), template_id: '1107000000000000013' }])
    expect(feedbackSmsText('en', res.body.reference)).toBe(SMS_TEMPLATES.feedbackReceived.en.replace('{#var#}', res.body.reference))
  })

  it('acknowledges in Assamese for an Assamese page, with the Assamese template', async () => {
    const body = fields({ name: 'মীনা বৰা' })
    const res = await api(body, 'as').expect(201)
    expect(await smsTo(body.mobile)).toEqual([{ text: feedbackSmsText('as', res.body.reference), template_id: '1107000000000000014' }])
    expect((await testDb.db('feedback').where({ reference: res.body.reference }).first()).locale).toBe('as')
  })

  it('without a mobile: no SMS, the reference is for the page; mobile, e-mail and page are optional', async () => {
    const before = Number((await testDb.db('sms_outbox').count({ n: '*' }))[0].n)
    const res = await api(fields({ mobile: '', email: '', page: '  ' })).expect(201)
    expect(res.body.ack).toBe('page')
    const row = await testDb.db('feedback').where({ reference: res.body.reference }).first()
    expect(row).toMatchObject({ mobile: null, email: null, page: null, sms_state: 'none', sms_sent_at: null })
    expect(Number((await testDb.db('sms_outbox').count({ n: '*' }))[0].n)).toBe(before)
    // a mobile written with spaces or a dash is the same mobile
    const spaced = await api(fields({ mobile: '97123 99-999' })).expect(201)
    expect((await testDb.db('feedback').where({ reference: spaced.body.reference }).first()).mobile).toBe('9712399999')
  })

  it('keeps the feedback when the SMS gateway fails: the reference is shown instead, and the row says so', async () => {
    const send = vi.spyOn(app.services.sms, 'send').mockRejectedValueOnce(new SmsDeliveryError())
    try {
      const body = fields()
      const res = await api(body).expect(201)
      expect(res.body.ack).toBe('page')
      expect(send).toHaveBeenCalledTimes(1)
      expect(await testDb.db('feedback').where({ reference: res.body.reference }).first()).toMatchObject({ sms_state: 'failed', sms_sent_at: null })
    } finally {
      send.mockRestore()
    }
  })

  it.each([
    ['name', { name: '' }, 'nameEmpty'],
    ['name', { name: '7' }, 'nameInvalid'],
    ['name', { name: 'Mina <b>' }, 'nameInvalid'],
    ['mobile', { mobile: '12345' }, 'mobileInvalid'],
    ['mobile', { mobile: '5123456789' }, 'mobileInvalid'],
    ['email', { email: 'mina@' }, 'emailInvalid'],
    ['topic', { topic: '' }, 'feedbackTopicEmpty'],
    ['topic', { topic: 'billing' }, 'feedbackTopicEmpty'],
    ['page', { page: 'x'.repeat(201) }, 'tooLong'],
    ['page', { page: '<script>' }, 'noMarkup'],
    ['message', { message: '' }, 'feedbackMessageEmpty'],
    ['message', { message: 'Too short' }, 'feedbackMessageShort'],
    ['message', { message: 'y'.repeat(FEEDBACK_MESSAGE_MAX + 1) }, 'tooLong'],
    ['message', { message: 'Please fix <a href=x>this</a> link.' }, 'noMarkup'],
  ])('refuses a bad %s (%j): 400 with the problem %s, nothing stored', async (field, over, problem) => {
    const before = await count()
    const res = await api(fields(over as Record<string, string>)).expect(400)
    expect(res.body).toMatchObject({ status: 'error', code: 'INVALID', message: WORDS[problem] })
    expect(res.body.errors).toEqual([{ path: field, message: WORDS[problem], problem }])
    expect(await count()).toBe(before)
  })

  it('reports every bad field at once, and refuses bodies that are no form', async () => {
    const res = await api({ topic: 'nonsense' }).expect(400)
    expect(res.body.errors.map((e: { path: string; problem: string }) => [e.path, e.problem])).toEqual([
      ['name', 'nameEmpty'],
      ['topic', 'feedbackTopicEmpty'],
      ['message', 'feedbackMessageEmpty'],
    ])
    await api([1, 2]).expect(400)
    await api({ ...fields(), name: { first: 'Mina' } }).expect(400)
    await request(app.app).post('/api/feedback').set('X-Forwarded-For', ip).set('Content-Type', 'application/json').send('{"name": ').expect(400)
    const big = await request(app.app)
      .post('/api/feedback')
      .set('X-Forwarded-For', ip)
      .send({ ...fields(), message: 'z'.repeat(20_000) })
    expect(big.status).toBe(413)
  })

  it(`limits each network to ${FEEDBACK_LIMIT.limit} an hour, the API and the form together, bad input counted; others are not affected`, async () => {
    for (let i = 0; i < FEEDBACK_LIMIT.limit - 2; i++) await api(fields({ mobile: '' })).expect(201)
    await api(fields({ message: '' })).expect(400)
    await form('/Feedback', fields({ mobile: '' })).expect(200)
    const refused = await api(fields()).expect(429)
    expect(refused.body).toMatchObject({ status: 'error', code: 'TOO_MANY_REQUESTS', message: FEEDBACK_LIMITED_MESSAGE, params: { scope: 'network' } })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    const page = await form('/Feedback', fields()).expect(429)
    expect(JSON.parse(page.text).formPost).toMatchObject({ form: 'feedback', problems: [{ field: 'form', key: 'feedbackLimited' }] })
    expect(WORDS.feedbackLimited).toBe(FEEDBACK_LIMITED_MESSAGE)
    // another network is not affected
    const mine = ip
    nextIp()
    await api(fields()).expect(201)
    // the window passes
    ip = mine
    clock += FEEDBACK_LIMIT.windowMs
    await api(fields()).expect(201)
  })

  describe('the form without JavaScript', () => {
    it('answers the page again with the reference (no value sent back), and the SMS went once', async () => {
      const body = fields()
      const res = await form('/Feedback', body).expect(200)
      expect(res.headers['cache-control']).toBe('no-store')
      const { formPost } = JSON.parse(res.text)
      expect(formPost).toMatchObject({ form: 'feedback', values: {}, problems: [], step: 'sent', info: { ack: 'sms' } })
      expect(formPost.info.reference).toMatch(FEEDBACK_REFERENCE)
      expect(await smsTo(body.mobile)).toEqual([{ text: feedbackSmsText('en', formPost.info.reference), template_id: '1107000000000000013' }])
    })

    it('from the Assamese page: stored as Assamese, SMS in Assamese', async () => {
      const body = fields()
      const { formPost } = JSON.parse((await form('/AS_Feedback', body).expect(200)).text)
      expect((await testDb.db('feedback').where({ reference: formPost.info.reference }).first()).locale).toBe('as')
      expect((await smsTo(body.mobile))[0].text).toBe(feedbackSmsText('as', formPost.info.reference))
    })

    it('answers refused feedback with its page again: 422, what was typed kept, each problem', async () => {
      const before = await count()
      const res = await form('/Feedback', fields({ mobile: '98765', topic: '', message: 'short' })).expect(422)
      const { formPost } = JSON.parse(res.text)
      expect(formPost.values).toMatchObject({ name: 'Mina Bora', mobile: '98765', message: 'short' })
      expect(formPost.problems).toEqual([
        { field: 'mobile', key: 'mobileInvalid' },
        { field: 'topic', key: 'feedbackTopicEmpty' },
        { field: 'message', key: 'feedbackMessageShort' },
      ])
      expect(await count()).toBe(before)
    })

    it('refuses a form posted from another site', async () => {
      const before = await count()
      await form('/Feedback', fields(), { 'Sec-Fetch-Site': 'cross-site' }).expect(403)
      expect(await count()).toBe(before)
    })
  })

  it('publishes where to report a vulnerability: /.well-known/security.txt (RFC 9116)', async () => {
    const res = await request(app.app).get('/.well-known/security.txt').expect(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    expect(res.text).toMatch(/^Contact: mailto:security@apdcl\.org$/m)
    expect(res.text).toMatch(/^Preferred-Languages: en, as$/m)
    const expires = Date.parse(/^Expires: (.+)$/m.exec(res.text)?.[1] ?? '')
    expect(expires - Date.now()).toBeGreaterThan(150 * 86_400_000)
    expect(expires - Date.now()).toBeLessThan(366 * 86_400_000)
  })

  describe('the admin list', () => {
    it('is for the content editors: newest first, 25 a page, the last page for a page past it; a bad page is a 400', async () => {
      const t = app as unknown as TestApp
      const editor = await adminAgent(t, 'fb.editor', ['content_editor'])
      const tenders = await adminAgent(t, 'fb.tenders', ['tender_manager'])
      await request(app.app).get('/api/admin/feedback').expect(401)
      await tenders.get('/api/admin/feedback').expect(403)
      // enough rows for two pages, each a minute apart
      for (let i = 0; i < FEEDBACK_PAGE_SIZE + 2; i++) {
        clock += 60_000
        nextIp()
        await api(fields({ mobile: '', message: `Feedback number ${i} about the site.` })).expect(201)
      }
      const total = await count()
      const first = await editor.get('/api/admin/feedback').expect(200)
      expect(first.headers['cache-control']).toBe('no-store')
      expect(first.body).toMatchObject({ total, page: 1, pageSize: FEEDBACK_PAGE_SIZE })
      expect(first.body.rows).toHaveLength(FEEDBACK_PAGE_SIZE)
      expect(first.body.rows[0]).toMatchObject({ message: `Feedback number ${FEEDBACK_PAGE_SIZE + 1} about the site.`, topic: 'accessibility', locale: 'en', sms: 'none', mobile: null })
      const times = first.body.rows.map((r: { receivedAt: string }) => r.receivedAt)
      expect([...times].sort().reverse()).toEqual(times)
      const last = Math.ceil(total / FEEDBACK_PAGE_SIZE)
      const past = await editor.get('/api/admin/feedback?page=999').expect(200)
      expect(past.body.page).toBe(last)
      const all = await rows()
      expect(past.body.rows.at(-1).reference).toBe(all[0].reference)
      for (const bad of ['0', '-1', '1.5', 'two']) await editor.get(`/api/admin/feedback?page=${bad}`).expect(400)
    })
  })
})
