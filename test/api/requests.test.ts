import request from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import en from '../../shared/locales/en/forms.json'
import { maskEnds } from '../../shared/workflow/forms/requests'
import { SMS_TEMPLATES } from '../../server/services/smsTemplates'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'
import { uploadPow } from '../helpers/uploads'
import { latestOtp, testClock, withPow, wrongOtp, type PowRequest } from '../helpers/consumerAuth'
import { SAME_ORIGIN as SAME } from '../helpers/forms'

const WORDS = en.problems as Record<string, string>
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
/** an HTML page named like a PDF, and a PDF carrying a script */
const HTML_AS_PDF = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')
const PDF_WITH_SCRIPT = Buffer.from('%PDF-1.4\n1 0 obj<</JS (app.alert(1))>>endobj\n<script>alert(1)</script>\ntrailer<<>>\n%%EOF\n')

/** Demo consumers (seeds/billingDemo.ts): 101… 2 kW and 103… 1 kW single phase, 105… 5 kW three phase. */
const C1 = { consNo: '101000000001', mobile: '9000000001' }
const C2 = { consNo: '102000000002', mobile: '9000000002' }
const C3 = { consNo: '103000000003', mobile: '9000000003' }
const C5 = { consNo: '105000000005', mobile: '9000000005' }
const NO_MOBILE = '104000000004'
const UNKNOWN = '101999999999'

/**
 * The requests on an existing connection (issue 10 §3) through the JSON API, on both
 * databases: the OTP to the registered mobile (purpose 'request'), the five changes (one open
 * per kind and consumer number, the name change's document checked by its bytes), the TAN
 * and the holding number changed at once with a completed workflow item and its history.
 */
describe(`requests on an existing connection: /api/requests (${TEST_DB})`, () => {
  let t: TestApp
  const clock = testClock(Date.parse('2026-12-10T05:00:00.000Z'))

  beforeAll(async () => {
    // one test address sends many forms: the per-network limit itself is tested in rate-limit.test.ts
    t = await createTestApp({ seed: true, now: clock.now, env: { AUTH_IP_LIMIT: '100000' } })
    await t.testDb.db('consumers').where('consumer_no', NO_MOBILE).update({ mobile: null })
  })
  afterAll(async () => t.close())
  // every test asks for OTPs afresh: past the resend wait and the sends window
  beforeEach(() => clock.skip())

  // an OTP send solves the proof of work when asked (428), as the pages do
  const post = (path: string, body: object): PowRequest =>
    path === 'otp' ? withPow((h) => request(t.app).post(`/api/requests/${path}`).set(SAME).set(h).send(body)) : request(t.app).post(`/api/requests/${path}`).set(SAME).send(body)
  const otpFor = async (c: { consNo: string; mobile: string }, kind?: string) => {
    clock.skip()
    const res = await post('otp', kind ? { consNo: c.consNo, kind } : { consNo: c.consNo })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return latestOtp(t.app, c.mobile)
  }
  const items = async (consNo: string, kind?: string) => {
    const q = t.testDb.db('work_items').where('consumer_no', consNo)
    if (kind) q.where('kind', kind)
    return q.select('work_no', 'kind', 'state')
  }
  const expectProblem = (res: request.Response, path: string, problem: string, params?: Record<string, string>) => {
    expect(res.status, JSON.stringify(res.body)).toBe(400)
    const words = WORDS[problem].replace(/\{\{(\w+)\}\}/g, (_, k: string) => params?.[k] ?? '')
    expect(res.body).toMatchObject({ status: 'error', code: 'INVALID' })
    expect(res.body.errors, JSON.stringify(res.body)).toContainEqual(expect.objectContaining({ path, problem, message: words, ...(params ? { params } : {}) }))
  }
  const cookieOf = (res: request.Response) =>
    ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ')

  describe('POST /api/requests/otp', () => {
    it('sends an OTP of purpose request to the registered mobile and answers it masked', async () => {
      const res = await post('otp', { consNo: ` ${C1.consNo} ` }).expect(200)
      expect(res.headers['cache-control']).toBe('no-store')
      expect(res.body).toEqual({ status: 'success', mobileMasked: '******0001', resendAfterSeconds: 30 })
      const row = await t.testDb.db('otp_challenges').where({ mobile: C1.mobile }).orderBy('id', 'desc').first()
      expect(row?.purpose).toBe('request')
      expect(await latestOtp(t.app, C1.mobile)).toMatch(/^\d{6}$/)
      // asked again at once: wait 30 seconds
      expectProblem(await post('otp', { consNo: C1.consNo }), 'otp', 'otpResendWait')
    })

    it('refuses an unknown consumer, one without a mobile, and every malformed number', async () => {
      expectProblem(await post('otp', { consNo: UNKNOWN }), 'consNo', 'consumerNotFound')
      expectProblem(await post('otp', { consNo: NO_MOBILE }), 'consNo', 'noMobile')
      const cases: Array<[unknown, string]> = [
        [undefined, 'consNoEmpty'],
        ['', 'consNoEmpty'],
        ['10100000000A', 'numbersOnly'],
        ['10100000001', 'consNoLength'],
        ['1010000000011', 'consNoLength'],
        ['999000000001', 'consNoDivision'],
        [{ n: 1 }, 'invalid'],
      ]
      for (const [consNo, problem] of cases) expectProblem(await post('otp', { consNo }), 'consNo', problem)
      expectProblem(await post('otp', { consNo: C1.consNo, kind: 'colour_change' }), 'kind', 'changeKindEmpty')
      // nothing was sent for a refusal
      expect(await t.testDb.db('sms_outbox').where({ mobile: '9000000004' }).select('id')).toEqual([])
    })
  })

  describe('POST /api/requests/change', () => {
    it('records a load change as submitted, with what the connection has and what is asked, and opens it to this browser', async () => {
      const otp = await otpFor(C1, 'load_change')
      const res = await post('change', { consNo: C1.consNo, otp, kind: 'load_change', newLoadKw: '4.5', remarks: 'New air conditioner', declaration: true }).expect(201)
      const item = res.body.application
      expect(item).toMatchObject({ kind: 'load_change', state: 'submitted', consumerNo: C1.consNo, applicantName: 'Ranjit Kumar Das', mobileMasked: '******0001', feePaise: 0 })
      expect(item.workNo).toMatch(/^AP\d{10}$/)
      expect(item.data).toEqual({
        current: { name: 'Ranjit Kumar Das', loadKw: 2, phase: '1', tariffCategory: 'LT-II', meterNo: expect.any(String) },
        requested: { kind: 'load_change', newLoadKw: 4.5 },
        remarks: 'New air conditioner',
      })
      // 7 days for the officers in 'submitted' (shared/workflow/rules.ts)
      expect(item.deadlineAt).toBe(new Date(clock.t + 7 * 24 * 3_600_000).toISOString())
      expect(item.events).toEqual([expect.objectContaining({ state: 'submitted', action: 'created', actorType: 'consumer' })])
      const opened = await request(t.app).get(`/api/applications/${item.workNo}`).set('Cookie', cookieOf(res)).expect(200)
      expect(opened.body.application.workNo).toBe(item.workNo)
      // the OTP is used up
      expectProblem(await post('change', { consNo: C1.consNo, otp, kind: 'meter_change', meterReason: 'faulty', declaration: 'on' }), 'otp', 'otpWrong')
    })

    it('keeps one open request of a kind per consumer number: refused before the OTP is sent and at submission', async () => {
      const otp = await otpFor(C2, 'phase_change')
      const first = await post('change', { consNo: C2.consNo, otp, kind: 'phase_change', newPhase: '3', declaration: 'on' }).expect(201)
      const no = first.body.application.workNo as string
      clock.skip()
      expectProblem(await post('otp', { consNo: C2.consNo, kind: 'phase_change' }), 'kind', 'pendingRequest', { no })
      // another kind is still possible; the OTP is not used up by the refusal
      const otp2 = await otpFor(C2, 'meter_change')
      expectProblem(await post('change', { consNo: C2.consNo, otp: otp2, kind: 'phase_change', newPhase: '3', declaration: 'on' }), 'form', 'pendingRequest', { no })
      await post('change', { consNo: C2.consNo, otp: otp2, kind: 'meter_change', meterReason: 'smart', declaration: 'on' }).expect(201)
      expect((await items(C2.consNo, 'phase_change')).length).toBe(1)
      // once the first is done, a new one of its kind may start
      await t.services.workflow.transition(no, 'rejected', { type: 'officer', id: 'ae1' }, 'Load too small for three phase')
      const otp3 = await otpFor(C2, 'phase_change')
      await post('change', { consNo: C2.consNo, otp: otp3, kind: 'phase_change', newPhase: '3', declaration: 'on' }).expect(201)
    })

    it('refuses a missing OTP, a wrong one and one sent for another purpose, and records nothing', async () => {
      const body = { consNo: C5.consNo, kind: 'category_change', newCategory: 'commercial', declaration: 'on' }
      expectProblem(await post('change', body), 'otp', 'otpEmpty')
      expectProblem(await post('change', { ...body, otp: '12345' }), 'otp', 'otpInvalid')
      const otp = await otpFor(C5)
      expectProblem(await post('change', { ...body, otp: wrongOtp(otp) }), 'otp', 'otpWrong')
      // a login OTP of the same mobile never proves a request
      clock.skip()
      await t.services.otp.issue(C5.mobile, 'login')
      const loginOtp = await latestOtp(t.app, C5.mobile)
      expectProblem(await post('change', { ...body, otp: loginOtp }), 'otp', 'otpWrong')
      expect(await items(C5.consNo, 'category_change')).toEqual([])
      expectProblem(await post('change', { ...body, consNo: UNKNOWN, otp: '123456' }), 'consNo', 'consumerNotFound')
      expectProblem(await post('change', { ...body, consNo: NO_MOBILE, otp: '123456' }), 'consNo', 'noMobile')
    })

    it('refuses bad input of every field with its problem', async () => {
      const base = { consNo: C3.consNo, otp: '123456', declaration: 'on' }
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ kind: '' }, 'kind', 'changeKindEmpty'],
        [{ kind: 'name' }, 'kind', 'changeKindEmpty'],
        [{ kind: 'load_change' }, 'newLoadKw', 'loadEmpty'],
        [{ kind: 'load_change', newLoadKw: 'four' }, 'newLoadKw', 'loadInvalid'],
        [{ kind: 'load_change', newLoadKw: '60' }, 'newLoadKw', 'loadRange'],
        [{ kind: 'load_change', newLoadKw: '0' }, 'newLoadKw', 'loadRange'],
        [{ kind: 'load_change', newLoadKw: '1' }, 'newLoadKw', 'sameAsCurrent'],
        [{ kind: 'load_change', newLoadKw: '9' }, 'newLoadKw', 'loadNeedsThreePhase'],
        [{ kind: 'category_change' }, 'newCategory', 'categoryEmpty'],
        [{ kind: 'category_change', newCategory: 'palace' }, 'newCategory', 'categoryEmpty'],
        [{ kind: 'name_change', nameReason: 'sale' }, 'newName', 'nameEmpty'],
        [{ kind: 'name_change', newName: '7', nameReason: 'sale' }, 'newName', 'nameInvalid'],
        [{ kind: 'name_change', newName: 'Rina <b>Das</b>', nameReason: 'sale' }, 'newName', 'nameInvalid'],
        [{ kind: 'name_change', newName: 'Rina Das' }, 'nameReason', 'nameReasonEmpty'],
        [{ kind: 'name_change', newName: 'Rina Das', nameReason: 'gift' }, 'nameReason', 'nameReasonEmpty'],
        [{ kind: 'name_change', newName: 'Rina Das', nameReason: 'lease' }, 'document', 'fileMissing'],
        [{ kind: 'phase_change' }, 'newPhase', 'phaseEmpty'],
        [{ kind: 'phase_change', newPhase: '2' }, 'newPhase', 'phaseEmpty'],
        [{ kind: 'phase_change', newPhase: '1' }, 'newPhase', 'sameAsCurrent'],
        [{ kind: 'meter_change' }, 'meterReason', 'meterReasonEmpty'],
        [{ kind: 'meter_change', meterReason: 'bored' }, 'meterReason', 'meterReasonEmpty'],
        [{ kind: 'meter_change', meterReason: 'faulty', remarks: 'x'.repeat(501) }, 'remarks', 'tooLong'],
        [{ kind: 'meter_change', meterReason: 'faulty', remarks: '<script>' }, 'remarks', 'noMarkup'],
        [{ kind: 'meter_change', meterReason: 'faulty', declaration: '' }, 'declaration', 'declarationRequired'],
        [{ kind: 'meter_change', meterReason: 'faulty', otp: 'abcdef' }, 'otp', 'otpInvalid'],
        [{ kind: 'meter_change', meterReason: 'faulty', consNo: '1234' }, 'consNo', 'consNoLength'],
      ]
      for (const [over, path, problem] of cases) expectProblem(await post('change', { ...base, ...over }), path, problem)
      // a phase change to single phase of a 5 kW three-phase connection is fine; of a bigger load it is not
      await t.testDb.db('consumers').where('consumer_no', C5.consNo).update({ connected_load_kw: 12 })
      expectProblem(await post('change', { ...base, consNo: C5.consNo, kind: 'phase_change', newPhase: '1' }), 'newPhase', 'phaseForLoad')
      await t.testDb.db('consumers').where('consumer_no', C5.consNo).update({ connected_load_kw: 5 })
      // several problems at once: each field's first, in the form's order
      const many = await post('change', { consNo: '', kind: 'load_change', newLoadKw: 'x' }).expect(400)
      expect(many.body.errors.map((e: { path: string }) => e.path)).toEqual(['consNo', 'otp', 'newLoadKw', 'declaration'])
      // a broken body is a 400, never a 500
      const broken = await request(t.app).post('/api/requests/change').set(SAME).set('Content-Type', 'application/json').send('{"consNo":')
      expect(broken.status).toBe(400)
      expect(await items(C3.consNo)).toEqual([])
    })

    it('takes a name change with its document (multipart), stored privately with the item', async () => {
      const otp = await otpFor(C5, 'name_change')
      const res = await request(t.app)
        .post('/api/requests/change?lang=as')
        .set(SAME)
        .set(await uploadPow(t))
        .field({ consNo: C5.consNo, otp, kind: 'name_change', newName: 'Rina Bhattacharjee', nameReason: 'succession', declaration: 'on' })
        .attach('document', PDF, { filename: 'succession.pdf', contentType: 'application/pdf' })
        .expect(201)
      const item = res.body.application
      expect(item).toMatchObject({ kind: 'name_change', state: 'submitted', locale: 'as', data: { requested: { kind: 'name_change', newName: 'Rina Bhattacharjee', nameReason: 'succession' } } })
      expect(item.files).toEqual([expect.objectContaining({ slot: 'document', contentType: 'application/pdf', bytes: PDF.length })])
      const file = await request(t.app).get(`/api/applications/${item.workNo}/files/${item.files[0].id}`).set('Cookie', cookieOf(res)).expect(200)
      expect(file.headers['content-type']).toBe('application/pdf')
    })

    it('refuses a disguised document by its bytes, whatever its name and type say', async () => {
      const fields = { consNo: C1.consNo, otp: '123456', kind: 'name_change', newName: 'Rina Das', nameReason: 'sale', declaration: 'on' }
      const send = async (buf: Buffer, filename: string, contentType: string) =>
        request(t.app)
          .post('/api/requests/change')
          .set(SAME)
          .set(await uploadPow(t))
          .field(fields)
          .attach('document', buf, { filename, contentType })
      expectProblem(await send(HTML_AS_PDF, 'deed.pdf', 'application/pdf'), 'document', 'fileType')
      expectProblem(await send(PDF_WITH_SCRIPT, 'deed.pdf', 'application/pdf'), 'document', 'fileUnsafe')
      expectProblem(await send(Buffer.alloc(0), 'deed.pdf', 'application/pdf'), 'document', 'fileEmpty')
      expectProblem(await send(Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)]), 'deed.pdf', 'application/pdf'), 'document', 'fileTooLarge')
      expect(await items(C1.consNo, 'name_change')).toEqual([])
    })
  })

  describe('POST /api/requests/tan (Compliance of Sec 194Q)', () => {
    it('records the TAN at once, upper-cased, with a completed item holding the old and new value and its history', async () => {
      const otp = await otpFor(C1)
      const res = await post('tan', { consNo: C1.consNo, otp, tan: ' abcd 12345e ' }).expect(201)
      const item = res.body.application
      expect(item).toMatchObject({ kind: 'tan_update', state: 'completed', consumerNo: C1.consNo, deadlineAt: null, data: { old: null, new: 'ABCD12345E' }, pending: { from: null } })
      expect(item.events.map((e: { state: string; action: string; actorType: string }) => [e.state, e.action, e.actorType])).toEqual([
        ['submitted', 'created', 'consumer'],
        ['completed', 'state', 'system'],
      ])
      expect((await t.testDb.db('consumers').first('tan').where('consumer_no', C1.consNo))?.tan).toBe('ABCD12345E')
      const sms = await t.testDb.db('sms_outbox').where({ mobile: C1.mobile }).orderBy('id', 'desc').first('text')
      expect(sms?.text).toBe(SMS_TEMPLATES.workState.en.replace('{#var#}', item.workNo).replace('{#var#}', 'completed'))
      // a second change keeps the first as the old value; the same TAN again is refused
      const again = await post('tan', { consNo: C1.consNo, otp: await otpFor(C1), tan: 'WXYZ54321A' }).expect(201)
      expect(again.body.application.data).toEqual({ old: 'ABCD12345E', new: 'WXYZ54321A' })
      expectProblem(await post('tan', { consNo: C1.consNo, otp: await otpFor(C1), tan: 'wxyz54321a' }), 'tan', 'tanSame')
      expect((await items(C1.consNo, 'tan_update')).map((i) => i.state)).toEqual(['completed', 'completed'])
    })

    it('refuses bad TAN formats, a wrong OTP and an unknown consumer, and changes nothing', async () => {
      const otp = await otpFor(C2)
      const cases: Array<[unknown, string]> = [
        ['', 'tanEmpty'],
        [undefined, 'tanEmpty'],
        ['ABC12345E', 'tanInvalid'],
        ['ABCDE1234F', 'tanInvalid'],
        ['ABCD1234EF', 'tanInvalid'],
        ['ABCD123456', 'tanInvalid'],
        ['1234ABCDE5', 'tanInvalid'],
        ['ABCD12345EF', 'tanInvalid'],
        ['ABCD-12345-E', 'tanInvalid'],
        ['ABCD12345É', 'tanInvalid'],
        [12345, 'tanInvalid'],
        [['ABCD12345E'], 'tanInvalid'],
      ]
      for (const [tan, problem] of cases) expectProblem(await post('tan', { consNo: C2.consNo, otp, tan }), 'tan', problem)
      expectProblem(await post('tan', { consNo: C2.consNo, otp: wrongOtp(otp), tan: 'ABCD12345E' }), 'otp', 'otpWrong')
      expectProblem(await post('tan', { consNo: C2.consNo, tan: 'ABCD12345E' }), 'otp', 'otpEmpty')
      expectProblem(await post('tan', { consNo: UNKNOWN, otp, tan: 'ABCD12345E' }), 'consNo', 'consumerNotFound')
      expectProblem(await post('tan', { consNo: NO_MOBILE, otp, tan: 'ABCD12345E' }), 'consNo', 'noMobile')
      expect((await t.testDb.db('consumers').first('tan').where('consumer_no', C2.consNo))?.tan).toBeNull()
      expect(await items(C2.consNo, 'tan_update')).toEqual([])
    })
  })

  describe('/api/requests/holding', () => {
    const lookup = (consNo: string) => request(t.app).get(`/api/requests/holding?consNo=${encodeURIComponent(consNo)}`)

    it('looks up only whether a holding number is on record, masked; the update is made at once with its history', async () => {
      expect((await lookup(C5.consNo).expect(200)).body).toEqual({ status: 'success', holding: { consumerNo: C5.consNo, onRecord: false, holdingMasked: null } })
      const otp = await otpFor(C5)
      const res = await post('holding', { consNo: C5.consNo, otp, holdingNo: 'sil/12/ 345' }).expect(201)
      expect(res.body.application).toMatchObject({ kind: 'holding_update', state: 'completed', data: { old: null, new: 'SIL/12/ 345' } })
      const found = await lookup(C5.consNo).expect(200)
      expect(found.headers['cache-control']).toBe('no-store')
      expect(found.body.holding).toEqual({ consumerNo: C5.consNo, onRecord: true, holdingMasked: maskEnds('SIL/12/ 345') })
      expect(found.body.holding.holdingMasked).toBe('SI*******45')
      expect(JSON.stringify(found.body)).not.toContain('12/ 3')
      const again = await post('holding', { consNo: C5.consNo, otp: await otpFor(C5), holdingNo: 'SIL-99' }).expect(201)
      expect(again.body.application.data).toEqual({ old: 'SIL/12/ 345', new: 'SIL-99' })
      expectProblem(await post('holding', { consNo: C5.consNo, otp: await otpFor(C5), holdingNo: 'sil-99' }), 'holdingNo', 'holdingSame')
    })

    it('refuses bad input, an unknown consumer and a wrong OTP', async () => {
      expectProblem(await lookup(UNKNOWN), 'consNo', 'consumerNotFound')
      expectProblem(await lookup('12'), 'consNo', 'consNoLength')
      expectProblem(await request(t.app).get('/api/requests/holding'), 'consNo', 'consNoEmpty')
      const otp = await otpFor(C2)
      const cases: Array<[unknown, string]> = [
        ['', 'holdingEmpty'],
        ['/12', 'holdingInvalid'],
        ['12<b>', 'holdingInvalid'],
        ['H'.repeat(41), 'tooLong'],
        [{ no: 1 }, 'invalid'],
      ]
      for (const [holdingNo, problem] of cases) expectProblem(await post('holding', { consNo: C2.consNo, otp, holdingNo }), 'holdingNo', problem)
      expectProblem(await post('holding', { consNo: C2.consNo, otp: wrongOtp(otp), holdingNo: 'JRT/4/10' }), 'otp', 'otpWrong')
      expectProblem(await post('holding', { consNo: NO_MOBILE, otp, holdingNo: 'JRT/4/10' }), 'consNo', 'noMobile')
      expect((await t.testDb.db('consumers').first('holding_no').where('consumer_no', C2.consNo))?.holding_no).toBeNull()
    })
  })

  it('records nothing when the change itself fails inside the transaction', async () => {
    const before = (await t.testDb.db('work_items').count({ n: '*' }))[0].n
    await expect(
      t.services.workflow.create({
        kind: 'tan_update',
        mobile: C1.mobile,
        applicantName: 'Ranjit Kumar Das',
        consumerNo: C1.consNo,
        locale: 'en',
        data: {},
        completeWith: {
          apply: async (trx) => {
            await trx('consumers').where('consumer_no', C1.consNo).update({ tan: 'QQQQ11111Q' })
            throw new Error('billing host refused')
          },
        },
      }),
    ).rejects.toThrow('billing host refused')
    expect((await t.testDb.db('work_items').count({ n: '*' }))[0].n).toEqual(before)
    expect((await t.testDb.db('consumers').first('tan').where('consumer_no', C1.consNo))?.tan).not.toBe('QQQQ11111Q')
  })
})
