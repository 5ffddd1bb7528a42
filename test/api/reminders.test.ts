import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REMINDER_PROBLEM_EN } from '../../shared/dashboard/reminders'
import { MESSAGES } from '../../shared/messages'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'
import { SAME_ORIGIN as SAME } from '../helpers/forms'

const URL = '/api/consumer/reminders'

describe(`SMS reminder choice: GET/POST ${URL} (${TEST_DB})`, () => {
  let t: TestApp
  /** cookies of the demo mobiles' sessions: 9000000001 postpaid, 9000000003 prepaid, 9000000004 smart prepaid */
  const cookie: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp({ seed: true })
    for (const mobile of ['9000000001', '9000000002', '9000000003', '9000000004']) cookie[mobile] = `apdcl.sid=${await t.services.consumerSessions.create(mobile)}`
  })
  afterAll(async () => t.close())

  const get = (consNo: string, mobile = '9000000001') => request(t.app).get(`${URL}?consNo=${consNo}`).set('Cookie', cookie[mobile])
  const post = (body: object, mobile = '9000000001') => request(t.app).post(URL).set('Cookie', cookie[mobile]).set(SAME).send(body)
  const form = (fields: Record<string, string>, mobile = '9000000001') => request(t.app).post(URL).set('Cookie', cookie[mobile]).set(SAME).type('form').send(fields).redirects(0)

  it('starts off, then keeps what a postpaid consumer chooses: 3 or 7 days before the due date, or none', async () => {
    const first = await get('101000000001').expect(200)
    expect(first.headers['cache-control']).toBe('no-store')
    expect(first.body).toEqual({ status: 'success', reminders: { consumerNo: '101000000001', kind: 'due', dueDays: null, lowBalancePaise: null } })

    const saved = await post({ consNo: '101000000001', dueDays: 3 }).expect(200)
    expect(saved.body).toEqual({ status: 'success', reminders: { consumerNo: '101000000001', kind: 'due', dueDays: 3, lowBalancePaise: null } })
    expect((await get('101000000001')).body.reminders.dueDays).toBe(3)
    expect((await post({ consNo: '101000000001', dueDays: '7' }).expect(200)).body.reminders.dueDays).toBe(7)
    expect((await post({ consNo: '101000000001', dueDays: 'off' }).expect(200)).body.reminders.dueDays).toBeNull()
    expect((await get('101000000001')).body.reminders.dueDays).toBeNull()
    // smart postpaid is postpaid
    expect((await post({ consNo: '102000000002', dueDays: 1 }, '9000000002').expect(200)).body.reminders).toMatchObject({ kind: 'due', dueDays: 1 })
  })

  it('keeps a low-balance alert of a prepaid or smart prepaid consumer, in whole rupees', async () => {
    expect((await get('103000000003', '9000000003')).body.reminders).toEqual({ consumerNo: '103000000003', kind: 'lowBalance', dueDays: null, lowBalancePaise: null })
    const on = await post({ consNo: '103000000003', lowBalance: true, threshold: 250 }, '9000000003').expect(200)
    expect(on.body.reminders).toEqual({ consumerNo: '103000000003', kind: 'lowBalance', dueDays: null, lowBalancePaise: 25_000 })
    expect((await post({ consNo: '104000000004', lowBalance: 'on', threshold: '₹ 1,000' }, '9000000004').expect(200)).body.reminders.lowBalancePaise).toBe(100_000)
    expect((await post({ consNo: '103000000003', lowBalance: 'off' }, '9000000003').expect(200)).body.reminders.lowBalancePaise).toBeNull()
    expect((await get('103000000003', '9000000003')).body.reminders.lowBalancePaise).toBeNull()
  })

  it('refuses each wrong choice with 400 INVALID, the field and its words', async () => {
    const cases: Array<[object, string, keyof typeof REMINDER_PROBLEM_EN, string?]> = [
      [{ consNo: '101000000001', dueDays: 5 }, 'dueDays', 'dueDaysInvalid'],
      [{ consNo: '101000000001' }, 'dueDays', 'dueDaysInvalid'],
      [{ consNo: '101000000001', lowBalance: 'on', threshold: 200 }, 'lowBalance', 'wrongKind'],
      [{ consNo: '103000000003', dueDays: 3 }, 'dueDays', 'wrongKind', '9000000003'],
      [{ consNo: '103000000003', lowBalance: 'maybe' }, 'lowBalance', 'lowBalanceInvalid', '9000000003'],
      [{ consNo: '103000000003', lowBalance: 'on' }, 'threshold', 'thresholdEmpty', '9000000003'],
      [{ consNo: '103000000003', lowBalance: 'on', threshold: '12.5' }, 'threshold', 'thresholdInvalid', '9000000003'],
      [{ consNo: '103000000003', lowBalance: 'on', threshold: 9 }, 'threshold', 'thresholdRange', '9000000003'],
      [{ consNo: '103000000003', lowBalance: 'on', threshold: 10_001 }, 'threshold', 'thresholdRange', '9000000003'],
    ]
    for (const [body, path, problem, mobile] of cases) {
      const res = await post(body, mobile)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body).toMatchObject({ status: 'error', code: 'INVALID', message: REMINDER_PROBLEM_EN[problem], errors: [{ path, message: REMINDER_PROBLEM_EN[problem] }] })
    }
    // nothing was stored by a refusal
    expect((await get('103000000003', '9000000003')).body.reminders.lowBalancePaise).toBeNull()
  })

  it('refuses bad input: the consumer number, the types, a body too large', async () => {
    const noNumber = await post({ dueDays: 3 }).expect(400)
    expect(noNumber.body).toMatchObject({ code: 'INVALID', errors: [{ path: 'consNo' }] })
    expect((await post({ consNo: '1010', dueDays: 3 }).expect(400)).body.errors[0].path).toBe('consNo')
    expect((await post({ consNo: '101000000001', dueDays: { days: 3 } }).expect(400)).body).toMatchObject({ code: 'INVALID', message: REMINDER_PROBLEM_EN.dueDaysInvalid })
    expect((await post({ consNo: '103000000003', lowBalance: 'on', threshold: [200] }, '9000000003').expect(400)).body.message).toBe(REMINDER_PROBLEM_EN.thresholdInvalid)
    expect((await get('abc').expect(400)).body.code).toBe('INVALID')
    const broken = await request(t.app).post(URL).set('Cookie', cookie['9000000001']).set(SAME).set('Content-Type', 'application/json').send('{"consNo":')
    expect(broken.status).toBe(400)
    expect((await post({ consNo: '101000000001', dueDays: 'x'.repeat(5000) })).status).toBe(413)
  })

  it('needs a live session: 401 without one or with an ended one', async () => {
    const none = await request(t.app).get(`${URL}?consNo=101000000001`).expect(401)
    expect(none.body).toMatchObject({ status: 'error', code: 'SESSION_INVALID', message: MESSAGES.sessionExpired })
    expect((await request(t.app).post(URL).set(SAME).send({ consNo: '101000000001', dueDays: 3 })).status).toBe(401)
    const token = await t.services.consumerSessions.create('9000000005')
    await t.services.consumerSessions.revoke(token)
    expect((await request(t.app).get(`${URL}?consNo=105000000005`).set('Cookie', `apdcl.sid=${token}`)).status).toBe(401)
  })

  it("answers another mobile's consumer number like an unknown one: 404 Consumer Not Found", async () => {
    const other = await get('105000000005').expect(404)
    expect(other.body).toMatchObject({ code: 'CONSUMER_NOT_FOUND', message: MESSAGES.consumerNotFound })
    expect((await get('101999999999')).body.code).toBe('CONSUMER_NOT_FOUND')
    expect((await post({ consNo: '105000000005', dueDays: 3 })).status).toBe(404)
    expect(
      await t.testDb
        .db('consumer_reminders')
        .count({ n: '*' })
        .then((r) => Number(r[0].n)),
    ).toBeGreaterThan(0)
    expect(await t.testDb.db('consumer_reminders as r').join('consumers as c', 'c.id', 'r.consumer_id').where('c.consumer_no', '105000000005').first()).toBeUndefined()
  })

  it('refuses a cookie-authenticated write from another site (CSRF); a token in the header needs no origin', async () => {
    const body = { consNo: '101000000001', dueDays: 7 }
    const send = () => request(t.app).post(URL).set('Cookie', cookie['9000000001'])
    expect((await send().set('Sec-Fetch-Site', 'cross-site').send(body)).status).toBe(403)
    expect((await send().set('Origin', 'https://evil.example').send(body)).body.code).toBe('FORBIDDEN')
    expect((await send().send(body)).status).toBe(403) // no origin at all
    expect(
      (
        await send()
          .set('Sec-Fetch-Site', 'cross-site')
          .type('form')
          .send({ ...body, dueDays: '7', lang: 'en' })
      ).status,
    ).toBe(403)
    expect((await get('101000000001')).body.reminders.dueDays).not.toBe(7)
    const host = '127.0.0.1:4000'
    expect((await send().set('Host', host).set('Origin', `http://${host}`).send(body)).status).toBe(200)
    const token = cookie['9000000001'].split('=')[1]
    const app = await request(t.app).post(URL).set('Authorization', `Bearer ${token}`).set('Origin', 'https://evil.example').send({ consNo: '101000000001', dueDays: 1 })
    expect(app.status).toBe(200)
    expect(app.body.reminders.dueDays).toBe(1)
  })

  it('the form without JavaScript: 303 back to the dashboard in its language, with the outcome', async () => {
    const saved = await form({ consNo: '101000000001', dueDays: '3', lang: 'en' }).expect(303)
    expect(saved.headers.location).toBe('/website/ConsumerDashboardPostpaid?consNo=101000000001&reminders=saved#reminders-title')
    expect((await get('101000000001')).body.reminders.dueDays).toBe(3)

    const as = await form({ consNo: '104000000004', lowBalance: 'on', threshold: '300', lang: 'as' }, '9000000004').expect(303)
    expect(as.headers.location).toBe('/website/AS_ConsumerDashboardSmartPrepaid?consNo=104000000004&reminders=saved#reminders-title')
    expect((await get('104000000004', '9000000004')).body.reminders.lowBalancePaise).toBe(30_000)

    const wrong = await form({ consNo: '104000000004', lowBalance: 'on', threshold: 'abc', lang: 'as' }, '9000000004').expect(303)
    expect(wrong.headers.location).toBe('/website/AS_ConsumerDashboardSmartPrepaid?consNo=104000000004&reminders=thresholdInvalid&threshold=abc#reminders-title')
    expect((await get('104000000004', '9000000004')).body.reminders.lowBalancePaise).toBe(30_000)
    const postpaid = await form({ consNo: '102000000002', lang: 'en' }, '9000000002').expect(303)
    expect(postpaid.headers.location).toBe('/website/ConsumerDashboardSmartPostpaid?consNo=102000000002&reminders=dueDaysInvalid#reminders-title')

    // no session: the overview, which asks to log in; another mobile's number: the overview's 404
    const anonymous = await request(t.app).post(URL).set(SAME).type('form').send({ consNo: '101000000001', dueDays: '7', lang: 'en' }).redirects(0).expect(303)
    expect(anonymous.headers.location).toBe('/website/ConsumerDashboard?consNo=101000000001#reminders-title')
    const other = await form({ consNo: '105000000005', dueDays: '7', lang: 'en' }).expect(303)
    expect(other.headers.location).toBe('/website/ConsumerDashboard?consNo=105000000005#reminders-title')
    const tampered = await form({ consNo: 'x', dueDays: '7', lang: 'xx' }).expect(303)
    expect(tampered.headers.location).toBe('/website/ConsumerDashboard#reminders-title')
    expect((await get('101000000001')).body.reminders.dueDays).toBe(3)
  })
})
