import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '../../shared/messages'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'
import { DLT_TEMPLATE_IDS } from '../helpers/productionEnv'

describe(`GET /dev/sms-outbox (${TEST_DB})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => t.close())

  it('lists one mobile’s messages, newest first', async () => {
    await t.services.sms.send({ mobile: '9000000001', text: 'first' })
    await t.services.sms.send({ mobile: '9000000002', text: 'someone else' })
    await t.services.sms.send({ mobile: '9000000001', text: 'second' })
    await t.services.otp.issue('9000000001', 'login')
    const res = await request(t.app).get('/dev/sms-outbox?mobile=9000000001')
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const { messages } = res.body as { messages: Array<{ mobile: string; text: string; createdAt: string }> }
    expect(messages.map((m) => m.text.slice(0, 6))).toEqual([expect.stringMatching(/^\d{6}$/), 'second', 'first'])
    for (const m of messages) {
      expect(Object.keys(m).sort()).toEqual(['createdAt', 'mobile', 'text'])
      expect(m.mobile).toBe('9000000001')
      expect(new Date(m.createdAt).toISOString()).toBe(m.createdAt)
    }
    expect(Object.keys(res.body)).toEqual(['messages'])
  })

  it('answers an empty list for a mobile with no messages', async () => {
    const res = await request(t.app).get('/dev/sms-outbox?mobile=9000000009')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ messages: [] })
  })

  it('refuses a bad or missing mobile with a 400 and the spec’s messages', async () => {
    for (const q of ['?mobile=12345', '?mobile=90000000011', '?mobile=abcdefghij', '?mobile[]=9000000001']) {
      const res = await request(t.app).get('/dev/sms-outbox' + q)
      expect(res.status, q).toBe(400)
      expect(res.body.status).toBe('error')
    }
    expect((await request(t.app).get('/dev/sms-outbox?mobile=123')).body.message).toBe(MESSAGES.mobileInvalid)
    expect((await request(t.app).get('/dev/sms-outbox')).body.message).toBe(MESSAGES.mobileEmpty)
    expect((await request(t.app).get('/dev/sms-outbox?mobile=')).body.message).toBe(MESSAGES.mobileEmpty)
  })

  it('a browser gets a page: a mobile field, then the messages, escaped; a bad number is said beside the field', async () => {
    const html = (q: string) =>
      request(t.app)
        .get('/dev/sms-outbox' + q)
        .set('Accept', 'text/html,application/xhtml+xml')
    const empty = await html('')
    expect(empty.status).toBe(200)
    expect(empty.headers['content-type']).toMatch(/html/)
    expect(empty.text).toContain('<label for="mobile">Mobile number</label>')
    await t.services.sms.send({ mobile: '9000000007', text: '123456 is your OTP <script>alert(1)</script>' })
    const listed = await html('?mobile=9000000007')
    expect(listed.text).toContain('123456 is your OTP &lt;script&gt;')
    expect(listed.text).not.toContain('<script>')
    const bad = await html('?mobile=12')
    expect(bad.status).toBe(400)
    expect(bad.text).toContain(`<strong id="mobile-error">${MESSAGES.mobileInvalid}</strong>`)
    expect((await request(t.app).get('/dev/demo.css')).headers['content-type']).toMatch(/css/)
  })

  it('is a JSON 404 when a real SMS transport is configured', async () => {
    const real = await createTestApp({
      env: { SMS_TRANSPORT: 'http', SMS_HTTP_URL: 'http://127.0.0.1:9/send', ...DLT_TEMPLATE_IDS },
    })
    try {
      const res = await request(real.app).get('/dev/sms-outbox?mobile=9000000001')
      expect(res.status).toBe(404)
      expect(res.headers['content-type']).toMatch(/json/)
      expect(res.body.status).toBe('error')
      expect(real.services.sms.kind).toBe('http')
    } finally {
      await real.close()
    }
  })
})
