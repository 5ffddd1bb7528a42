import fs from 'node:fs'
import path from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import forms from '../../shared/locales/en/forms.json'
import { MESSAGES } from '../../shared/messages'
import { CONFIRM_EN, HIGH_FLOOR_UNITS, METER_PROBLEM_EN } from '../../shared/meterReading/rules'
import type { MeterReadingStatus } from '../../shared/meterReading/contract'
import { addDays, indiaToday } from '../../shared/time'
import { METER_READING_LIMIT } from '../../server/routes/meterReading'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'
import { JPEG, PDF, PNG } from '../helpers/uploads'
import { SAME_ORIGIN as SAME } from '../helpers/forms'

const URL = '/api/consumer/meter-reading'
const JSON_ACCEPT = { Accept: 'application/json' }
/** what a browser's form navigation asks for */
const PAGE_ACCEPT = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }
const FORM_WORDS = forms.problems as Record<string, string>

type Photo = { body: Buffer; name: string; type?: string }
const photo = (body: Buffer = JPEG, name = 'meter.jpg', type = 'image/jpeg'): Photo => ({ body, name, type })
/** A text file named .png, a PDF named .jpg, an HTML page with a JPEG's magic number. */
const TEXT_AS_PNG = photo(Buffer.from('the meter says 12345\n'), 'meter.png', 'image/png')
const PDF_AS_JPG = photo(PDF, 'meter.jpg', 'image/jpeg')
const HTML_AS_JPG = photo(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>alert(1)</script></html>')]), 'meter.jpg')
/** 2 MB and one byte, a JPEG from start to end. */
const OVERSIZE_JPEG = photo(Buffer.concat([JPEG.subarray(0, 20), Buffer.alloc(2 * 1024 * 1024 + 1 - 22, 0x20), Buffer.from([0xff, 0xd9])]), 'big.jpg')

/**
 * Self meter reading (issue 14, ADR 025) on both databases: the cycle derived from the bills,
 * a reading stored with its photo (served to its owner only), every refusal (no session,
 * another mobile's number, a prepaid or smart meter, a disguised or missing or too large photo,
 * a bad reading, the cycle's bill made or being made, a cross-site post, the limit) storing
 * nothing, the question of an implausible reading and its confirmation, the second reading
 * of a cycle replacing the first (also two at once), and the form without JavaScript.
 */
describe(`self meter reading: ${URL} (${TEST_DB})`, () => {
  let t: TestApp
  /** session cookies: 9000000001 postpaid 101000000001, 9000000002 smart postpaid, 9000000003 prepaid, 9000000005 postpaid 105000000005 */
  const cookie: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { AUTH_IP_LIMIT: '100000' } })
    for (const mobile of ['9000000001', '9000000002', '9000000003', '9000000005']) cookie[mobile] = `apdcl.sid=${await t.services.consumerSessions.create(mobile)}`
  })
  afterAll(async () => t.close())
  beforeEach(async () => {
    for (const mobile of Object.keys(cookie)) await t.services.rateLimit.reset(`mobile:${mobile}:meter-reading`)
  })

  const db = () => t.testDb.db
  const get = (consNo = '101000000001', mobile = '9000000001') => request(t.app).get(`${URL}?consNo=${consNo}`).set('Cookie', cookie[mobile])
  const status = async (consNo = '101000000001', mobile = '9000000001') => (await get(consNo, mobile).expect(200)).body.meterReading as MeterReadingStatus
  const post = (fields: Record<string, string>, file: Photo | null = photo(), opts: { mobile?: string | null; headers?: Record<string, string> } = {}) => {
    const req = request(t.app).post(URL)
    if (opts.mobile !== null) req.set('Cookie', cookie[opts.mobile ?? '9000000001'])
    req.set(opts.headers ?? { ...SAME, ...JSON_ACCEPT })
    for (const [k, v] of Object.entries(fields)) req.field(k, v)
    if (file) req.attach('photo', file.body, { filename: file.name, contentType: file.type ?? 'image/jpeg' })
    return req.redirects(0)
  }
  const rows = async (consNo = '101000000001') => db()('meter_readings').where('cons_no', consNo).orderBy('id')
  const storedFiles = (): string[] => {
    const dir = path.join(t.config.uploadsPath, 'private', 'meter-readings')
    return fs.existsSync(dir)
      ? (fs.readdirSync(dir, { recursive: true }) as string[])
          .filter((f) => String(f).includes('.'))
          .map(String)
          .sort()
      : []
  }
  const problemsOf = (body: { errors?: Array<{ path: string; problem: string }> }) => Object.fromEntries((body.errors ?? []).map((e) => [e.path, e.problem]))
  /** A plausible reading of a consumer: a little above the last billed one. */
  const plausible = async (consNo = '101000000001', mobile = '9000000001') => String((await status(consNo, mobile)).lastReading!.reading + 42.5)

  it('derives the cycle from the bills: the month after the newest bill, due a month after its bill date', async () => {
    const [newest, ...older] = await t.services.billing.bills('101000000001', 6)
    const s = await status()
    expect(s.consumerNo).toBe('101000000001')
    const [y, m] = newest.period.split('-').map(Number)
    expect(s.cycle).toBe(m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`)
    expect(s.billDate > indiaToday()).toBe(true) // the demo consumer can send a reading today
    expect(s.lastDay).toBe(addDays(s.billDate, -1))
    expect(s.open).toBe(true)
    expect(s.lastReading).toEqual({ reading: newest.currentReading, billDate: newest.billDate })
    const units = [newest, ...older].map((b) => b.units)
    expect(s.usualUnits).toBeCloseTo(units.reduce((a, b) => a + b, 0) / units.length, 1)
    expect(s.stored).toBeNull()
    expect((await get()).headers['cache-control']).toBe('no-store')
  })

  it('stores a plausible reading with its photo, shows it, and serves the photo to its owner only', async () => {
    const reading = await plausible()
    const res = await post({ consNo: '101000000001', reading }, photo(PNG, 'meter.png', 'image/png')).expect(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const s = res.body.meterReading as MeterReadingStatus
    expect(res.body.status).toBe('success')
    expect(s.stored).toMatchObject({ reading: Number(reading), confirmedImplausible: false, reason: null, photoType: 'image/png' })
    expect(Date.now() - Date.parse(s.stored!.submittedAt)).toBeLessThan(60_000)
    expect((await status()).stored).toEqual(s.stored)
    const [row] = await rows()
    expect(row).toMatchObject({ cycle: s.cycle, mobile: '9000000001', photo_type: 'image/png', photo_bytes: PNG.length })
    expect(Number(row.reading)).toBe(Number(reading))
    expect(String(row.photo_key)).toMatch(/^private\/meter-readings\/\d{4}\/[0-9a-f]{32}\.png$/)
    expect(storedFiles()).toHaveLength(1)

    const own = await request(t.app)
      .get(`${URL}/photo?consNo=101000000001&cycle=${s.cycle}`)
      .set('Cookie', cookie['9000000001'])
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = []
        r.on('data', (c: Buffer) => chunks.push(c))
        r.on('end', () => cb(null, Buffer.concat(chunks)))
      })
      .expect(200)
    expect(Buffer.compare(own.body as Buffer, PNG)).toBe(0)
    expect(own.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store' })
    expect(own.headers['content-security-policy']).toContain("default-src 'none'")
    // another mobile, no session, another month: nothing
    expect((await request(t.app).get(`${URL}/photo?consNo=101000000001&cycle=${s.cycle}`).set('Cookie', cookie['9000000005'])).body.code).toBe('CONSUMER_NOT_FOUND')
    expect((await request(t.app).get(`${URL}/photo?consNo=101000000001&cycle=${s.cycle}`)).status).toBe(401)
    expect((await request(t.app).get(`${URL}/photo?consNo=101000000001&cycle=2001-01`).set('Cookie', cookie['9000000001'])).status).toBe(404)
    expect((await request(t.app).get(`${URL}/photo?consNo=101000000001&cycle=../../x`).set('Cookie', cookie['9000000001'])).status).toBe(400)
    // never under the public files route
    expect((await request(t.app).get(`/website/uploads/${row.photo_key}`)).status).toBe(404)
  })

  it('needs a live session: 401, and nothing is read or stored', async () => {
    const before = (await rows()).length
    const files = storedFiles()
    const none = await post({ consNo: '101000000001', reading: '12345' }, photo(), { mobile: null }).expect(401)
    expect(none.body).toMatchObject({ status: 'error', code: 'SESSION_INVALID', message: MESSAGES.sessionExpired })
    expect((await request(t.app).get(`${URL}?consNo=101000000001`)).status).toBe(401)
    expect((await rows()).length).toBe(before)
    expect(storedFiles()).toEqual(files)
  })

  it("answers another mobile's consumer number like an unknown one (404), a prepaid or smart meter with 409 notSelfRead", async () => {
    const other = await post({ consNo: '105000000005', reading: '100' }).expect(404)
    expect(other.body).toMatchObject({ code: 'CONSUMER_NOT_FOUND', message: MESSAGES.consumerNotFound })
    expect((await post({ consNo: '101999999999', reading: '100' })).body.code).toBe('CONSUMER_NOT_FOUND')
    expect((await get('105000000005')).status).toBe(404)
    for (const [consNo, mobile] of [
      ['103000000003', '9000000003'],
      ['102000000002', '9000000002'],
    ]) {
      const refused = await post({ consNo, reading: '100' }, photo(), { mobile }).expect(409)
      expect(refused.body).toMatchObject({ status: 'error', code: 'CONFLICT', problem: 'notSelfRead', message: METER_PROBLEM_EN.notSelfRead })
      expect((await get(consNo, mobile).expect(409)).body.problem).toBe('notSelfRead')
      expect(await rows(consNo)).toEqual([])
    }
    expect(await rows('105000000005')).toEqual([])
  })

  it('refuses a disguised photo by its bytes (a PDF named .jpg, a text named .png), and stores nothing', async () => {
    const before = await rows()
    const files = storedFiles()
    const reading = await plausible()
    const cases: Array<[Photo, string]> = [
      [PDF_AS_JPG, 'photoType'],
      [TEXT_AS_PNG, 'photoType'],
      [HTML_AS_JPG, 'fileUnsafe'],
      [photo(Buffer.concat([JPEG, Buffer.from('<script>alert(1)</script>')])), 'fileUnsafe'],
      [OVERSIZE_JPEG, 'fileTooLarge'],
      [photo(Buffer.alloc(0)), 'photoMissing'],
    ]
    for (const [file, problem] of cases) {
      const res = await post({ consNo: '101000000001', reading }, file).expect(400)
      expect(problemsOf(res.body), `${file.name} ${problem}`).toEqual({ photo: problem })
      expect(res.body).toMatchObject({ status: 'error', code: 'INVALID' })
    }
    // the forms' words for a wrong type of photo
    const pdf = await post({ consNo: '101000000001', reading }, PDF_AS_JPG).expect(400)
    expect(pdf.body.message).toBe(FORM_WORDS.photoType)
    expect(pdf.body.errors).toEqual([{ path: 'photo', message: 'Attach the photo as a JPEG or PNG file.', problem: 'photoType' }])
    expect((await post({ consNo: '101000000001', reading }, OVERSIZE_JPEG)).body.message).toBe(FORM_WORDS.fileTooLarge)
    // no photo at all; a second file
    const missing = await post({ consNo: '101000000001', reading }, null).expect(400)
    expect(missing.body).toMatchObject({ message: METER_PROBLEM_EN.photoMissing, errors: [{ path: 'photo', problem: 'photoMissing' }] })
    const two = post({ consNo: '101000000001', reading }).attach('photo', JPEG, { filename: 'b.jpg', contentType: 'image/jpeg' })
    expect(problemsOf((await two.expect(400)).body)).toEqual({ photo: 'tooManyFiles' })
    expect(await rows()).toEqual(before)
    expect(storedFiles()).toEqual(files)
  })

  it('refuses a bad reading with its words, the photo checked too', async () => {
    const before = await rows()
    const cases: Array<[string, string]> = [
      ['', 'readingEmpty'],
      ['   ', 'readingEmpty'],
      ['abc', 'readingInvalid'],
      ['12.34', 'readingInvalid'],
      ['-5', 'readingInvalid'],
      ['1e5', 'readingInvalid'],
      ['12345.', 'readingInvalid'],
      ['1000000', 'readingRange'],
      ['9'.repeat(30), 'readingInvalid'],
    ]
    for (const [reading, problem] of cases) {
      const res = await post({ consNo: '101000000001', reading }).expect(400)
      expect(problemsOf(res.body), JSON.stringify(reading)).toEqual({ reading: problem })
      expect(res.body.message).toBe(METER_PROBLEM_EN[problem as keyof typeof METER_PROBLEM_EN])
    }
    expect(problemsOf((await post({ consNo: '101000000001' }).expect(400)).body)).toEqual({ reading: 'readingEmpty' })
    expect(problemsOf((await post({ consNo: '101000000001', reading: 'x' }, PDF_AS_JPG).expect(400)).body)).toEqual({ reading: 'readingInvalid', photo: 'photoType' })
    expect((await post({ consNo: '1010', reading: '1' }).expect(400)).body.errors[0].path).toBe('consNo')
    expect(await rows()).toEqual(before)
  })

  it('asks to confirm a reading lower than the last one (409, nothing stored), stores it confirmed with the flag', async () => {
    const s = await status()
    const lower = String(s.lastReading!.reading - 10)
    const files = storedFiles()
    const asked = await post({ consNo: '101000000001', reading: lower }).expect(409)
    expect(asked.body).toMatchObject({
      status: 'error',
      code: 'CONFLICT',
      message: CONFIRM_EN.lower,
      confirm: { reason: 'lower', reading: Number(lower), lastReading: s.lastReading!.reading, units: -10, usualUnits: s.usualUnits },
    })
    expect(asked.body.errors).toBeUndefined()
    expect(storedFiles()).toEqual(files)
    expect((await status()).stored?.reading).not.toBe(Number(lower))
    // not ticked is not confirmed
    await post({ consNo: '101000000001', reading: lower, confirm: 'off' }).expect(409)
    const confirmed = await post({ consNo: '101000000001', reading: lower, confirm: 'on' }).expect(200)
    expect(confirmed.body.meterReading.stored).toMatchObject({ reading: Number(lower), confirmedImplausible: true, reason: 'lower' })
    const [row] = await rows()
    expect(row.reason).toBe('lower')
    expect(Boolean(row.confirmed_implausible)).toBe(true)
  })

  it('asks to confirm a reading far above the usual use; a reading within it needs no confirmation', async () => {
    const s = await status()
    const last = s.lastReading!.reading
    const high = Math.max(3 * s.usualUnits!, s.usualUnits! + HIGH_FLOOR_UNITS)
    const far = String(last + Math.ceil(high) + 1)
    const asked = await post({ consNo: '101000000001', reading: far }).expect(409)
    expect(asked.body).toMatchObject({ message: CONFIRM_EN.high, confirm: { reason: 'high', lastReading: last, units: Number(far) - last } })
    const ok = await post({ consNo: '101000000001', reading: String(last + Math.floor(high)) }).expect(200)
    expect(ok.body.meterReading.stored).toMatchObject({ confirmedImplausible: false, reason: null })
    const confirmed = await post({ consNo: '101000000001', reading: far, confirm: 'yes' }).expect(200)
    expect(confirmed.body.meterReading.stored).toMatchObject({ reading: Number(far), confirmedImplausible: true, reason: 'high' })
    // Assamese digits and Indian commas are read as typed
    const typed = last + 5
    const assamese = String(typed).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)])
    expect((await post({ consNo: '101000000001', reading: assamese }).expect(200)).body.meterReading.stored.reading).toBe(typed)
  })

  it('a second reading in the cycle replaces the first: one row, the first photo removed after the commit; two at once leave one of each', async () => {
    const first = await post({ consNo: '101000000001', reading: await plausible() }).expect(200)
    const before = storedFiles()
    expect(before).toHaveLength(1)
    const reading = String(Number(await plausible()) + 1)
    const second = await post({ consNo: '101000000001', reading }, photo(PNG, 'again.png', 'image/png')).expect(200)
    expect(second.body.meterReading.cycle).toBe(first.body.meterReading.cycle)
    expect(second.body.meterReading.stored).toMatchObject({ reading: Number(reading), photoType: 'image/png' })
    const all = await rows()
    expect(all).toHaveLength(1)
    const after = storedFiles()
    expect(after).toHaveLength(1)
    expect(after).not.toEqual(before)
    expect(String(all[0].photo_key).endsWith(after[0].split('/').pop()!)).toBe(true)

    const both = await Promise.all([post({ consNo: '101000000001', reading }), post({ consNo: '101000000001', reading }, photo(PNG, 'b.png', 'image/png'))])
    expect(both.map((r) => r.status)).toEqual([200, 200])
    expect(await rows()).toHaveLength(1)
    expect(storedFiles()).toHaveLength(1)
  })

  it('refuses a reading for a cycle whose bill is made (billMade), and once the bill date has come (windowClosed)', async () => {
    const consNo = '105000000005'
    const mobile = '9000000005'
    const s = await status(consNo, mobile)
    const reading = String(s.lastReading!.reading + 10)
    // the billing run makes the cycle's bill while the page still shows the cycle
    const consumer = await db()('consumers').first('id').where('consumer_no', consNo)
    const newest = await db()('bills').where('consumer_id', consumer.id).orderBy('period', 'desc').first()
    const { id: _, ...copy } = newest
    await db()('bills').insert({
      ...copy,
      bill_no: `${consNo}${s.cycle.replace('-', '')}`,
      period: s.cycle,
      bill_date: indiaToday(),
      previous_reading: newest.current_reading,
      current_reading: newest.current_reading + 100,
    })
    try {
      const made = await post({ consNo, reading, cycle: s.cycle }, photo(), { mobile }).expect(409)
      expect(made.body).toMatchObject({ code: 'CONFLICT', problem: 'billMade', message: METER_PROBLEM_EN.billMade })
      // the page now shows the next cycle, which takes the reading
      const next = await status(consNo, mobile)
      expect(next.cycle > s.cycle).toBe(true)
      expect(next.lastReading!.reading).toBe(Number(newest.current_reading) + 100)
      expect(await rows(consNo)).toEqual([])
    } finally {
      await db()('bills')
        .where('bill_no', `${consNo}${s.cycle.replace('-', '')}`)
        .delete()
    }
    // the newest bill dated 40 days ago: its next bill was due 10 days ago and is being made
    const billDate = newest.bill_date
    await db()('bills')
      .where('id', newest.id)
      .update({ bill_date: addDays(indiaToday(), -40) })
    try {
      const late = await status(consNo, mobile)
      expect(late.open).toBe(false)
      const closed = await post({ consNo, reading }, photo(), { mobile }).expect(409)
      expect(closed.body).toMatchObject({ problem: 'windowClosed', message: METER_PROBLEM_EN.windowClosed })
      expect(await rows(consNo)).toEqual([])
    } finally {
      await db()('bills').where('id', newest.id).update({ bill_date: billDate })
    }
    expect((await post({ consNo, reading }, photo(), { mobile }).expect(200)).body.meterReading.stored.reading).toBe(Number(reading))
  })

  it('refuses a cookie-authenticated post from another site (CSRF), before reading the body', async () => {
    const before = await rows()
    const files = storedFiles()
    const fields = { consNo: '101000000001', reading: await plausible() }
    expect((await post(fields, photo(), { headers: { 'Sec-Fetch-Site': 'cross-site', ...JSON_ACCEPT } })).status).toBe(403)
    expect((await post(fields, photo(), { headers: { Origin: 'https://evil.example', ...JSON_ACCEPT } })).body.code).toBe('FORBIDDEN')
    expect((await post(fields, photo(), { headers: JSON_ACCEPT })).status).toBe(403) // no origin at all
    expect((await post(fields, photo(), { headers: { 'Sec-Fetch-Site': 'cross-site', ...PAGE_ACCEPT } })).status).toBe(403)
    expect(await rows()).toEqual(before)
    expect(storedFiles()).toEqual(files)
    // the app's token in the header needs no origin
    const token = cookie['9000000001'].split('=')[1]
    const app = await request(t.app)
      .post(URL)
      .set('Authorization', `Bearer ${token}`)
      .set(JSON_ACCEPT)
      .field('consNo', '101000000001')
      .field('reading', fields.reading)
      .attach('photo', JPEG, { filename: 'm.jpg', contentType: 'image/jpeg' })
    expect(app.status).toBe(200)
  })

  it('limits the readings of a mobile to METER_READING_LIMIT an hour (429)', async () => {
    for (let i = 0; i < METER_READING_LIMIT.limit; i++) await t.services.rateLimit.consume('mobile:9000000001:meter-reading', METER_READING_LIMIT.limit, METER_READING_LIMIT.windowMs)
    const res = await post({ consNo: '101000000001', reading: await plausible() }).expect(429)
    expect(res.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', params: { scope: 'mobile' } })
    expect(res.headers['retry-after']).toBeDefined()
  })

  it('the form without JavaScript: 303 back to the dashboard in its language with the outcome and the reading typed', async () => {
    const form = (fields: Record<string, string>, file: Photo | null = photo(), mobile: string | null = '9000000001', query?: string) => {
      const req = post(fields, file, { mobile, headers: { ...SAME, ...PAGE_ACCEPT } })
      return query ? req.query(query) : req
    }
    const s = await status()
    const good = String(s.lastReading!.reading + 7)
    const saved = await form({ consNo: '101000000001', reading: good, lang: 'en' }).expect(303)
    expect(saved.headers.location).toBe('/website/ConsumerDashboardPostpaid?consNo=101000000001&meterReading=saved#meter-reading-title')
    expect((await status()).stored?.reading).toBe(Number(good))

    const lower = String(s.lastReading!.reading - 1)
    const asked = await form({ consNo: '101000000001', reading: lower, lang: 'as' }).expect(303)
    expect(asked.headers.location).toBe(`/website/AS_ConsumerDashboardPostpaid?consNo=101000000001&meterReading=confirmLower&reading=${lower}#meter-reading-title`)
    expect((await status()).stored?.reading).toBe(Number(good))
    const confirmed = await form({ consNo: '101000000001', reading: lower, confirm: 'on', lang: 'as' }).expect(303)
    expect(confirmed.headers.location).toBe('/website/AS_ConsumerDashboardPostpaid?consNo=101000000001&meterReading=saved#meter-reading-title')

    const refused = await form({ consNo: '101000000001', reading: '12.34', lang: 'en' }, PDF_AS_JPG).expect(303)
    expect(refused.headers.location).toBe('/website/ConsumerDashboardPostpaid?consNo=101000000001&meterReading=readingInvalid%2CphotoType&reading=12.34#meter-reading-title')
    const smart = await form({ consNo: '102000000002', reading: '1', lang: 'en' }, photo(), '9000000002').expect(303)
    expect(smart.headers.location).toBe('/website/ConsumerDashboardSmartPostpaid?consNo=102000000002&meterReading=notSelfRead&reading=1#meter-reading-title')
    // no session: the overview in the page's language (it asks to log in); another mobile's number: the overview's 404
    const anonymous = await form({ consNo: '101000000001', reading: good, lang: 'as' }, photo(), null, 'lang=as').expect(303)
    expect(anonymous.headers.location).toBe('/website/AS_ConsumerDashboard#meter-reading-title')
    const other = await form({ consNo: '105000000005', reading: good, lang: 'en' }).expect(303)
    expect(other.headers.location).toBe('/website/ConsumerDashboard?consNo=105000000005#meter-reading-title')
    expect((await status()).stored?.reading).toBe(Number(lower))
  })
})
