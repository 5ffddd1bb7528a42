import fs from 'node:fs'
import path from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import en from '../../shared/locales/en/forms.json'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'
import { DISGUISED, JPEG, OVERSIZE_PDF, PDF, PNG, uploadPowPool } from '../helpers/uploads'
import { newConnectionFields, SAME_ORIGIN as SAME } from '../helpers/forms'

const WORDS = en.problems as Record<string, string>

const FIELDS = newConnectionFields('9876500001')

type Files = Record<string, { body: Buffer; name: string; type?: string } | null>

/**
 * The applications' JSON API (issue 10 §2–3) on both databases: the new connection with its
 * two documents, every refusal of the form and of the files, the status lookup, the
 * applicant's access to the item and its documents, and the cost estimate.
 */
describe(`applications API (${TEST_DB})`, () => {
  let t: TestApp

  let pow: ReturnType<typeof uploadPowPool>

  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { AUTH_IP_LIMIT: '1000' } })
    // the JSON call with files needs a solved proof of work each (issue 27 §6)
    pow = uploadPowPool(t)
    await pow.fill(60)
  })
  afterAll(async () => t.close())

  const apply = (fields: Record<string, string> = FIELDS, files: Files = { identity: { body: PDF, name: 'aadhaar.pdf' }, occupancy: { body: PNG, name: 'holding.png' } }) => {
    const req = request(t.app).post('/api/applications/new-connection').set(SAME).set(pow.next())
    for (const [k, v] of Object.entries(fields)) req.field(k, v)
    for (const [k, f] of Object.entries(files)) if (f) req.attach(k, f.body, { filename: f.name, contentType: f.type ?? 'application/pdf' })
    return req
  }
  const count = async (table: string) => Number((await t.testDb.db(table).count({ n: '*' }))[0].n)
  const storedFiles = () => {
    const dir = path.join(t.config.uploadsPath, 'private')
    return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).includes('.')).length : 0
  }

  it('takes a new connection with its two documents: 201, awaiting payment with the fee of the cost table, the files private', async () => {
    const res = await apply().expect(201)
    expect(res.headers['cache-control']).toBe('no-store')
    const a = res.body.application
    expect(a).toMatchObject({
      kind: 'new_connection',
      state: 'awaiting_payment',
      applicantName: 'Ram Das',
      mobileMasked: '******0001',
      areaClass: 'metro',
      feePaise: 10_000 + 100_000 + 3 * 40_000 + 20 * 15_000,
    })
    expect(a.workNo).toMatch(/^AP\d{10}$/)
    expect(a.files.map((f: { slot: string; contentType: string }) => [f.slot, f.contentType])).toEqual([
      ['identity', 'application/pdf'],
      ['occupancy', 'image/png'],
    ])
    const cookie = res.headers['set-cookie'] as unknown as string[]
    expect(cookie.join(';')).toMatch(/apdcl\.work=.*HttpOnly/i)

    // the browser that applied opens it and its documents; another does not
    const mine = await request(t.app).get(`/api/applications/${a.workNo}`).set('Cookie', cookie).expect(200)
    expect(mine.body.application.workNo).toBe(a.workNo)
    await request(t.app).get(`/api/applications/${a.workNo}`).expect(404)
    const doc = await request(t.app).get(`/api/applications/${a.workNo}/files/${a.files[0].id}`).set('Cookie', cookie).buffer(true).expect(200)
    expect(doc.headers['content-type']).toBe('application/pdf')
    expect(doc.headers['content-disposition']).toBe(`attachment; filename="${a.workNo}-identity.pdf"`)
    expect(doc.headers['x-content-type-options']).toBe('nosniff')
    expect(Buffer.compare(doc.body as Buffer, PDF)).toBe(0)
    await request(t.app).get(`/api/applications/${a.workNo}/files/${a.files[0].id}`).expect(404)
    await request(t.app).get(`/api/applications/${a.workNo}/files/999999`).set('Cookie', cookie).expect(404)
    // a signed-in consumer with the applicant's mobile opens it too
    const session = `apdcl.sid=${await t.services.consumerSessions.create(FIELDS.mobile)}`
    await request(t.app).get(`/api/applications/${a.workNo}`).set('Cookie', session).expect(200)
    // the private files are never under the public uploads route
    const key = (await t.testDb.db('work_files').orderBy('id').first('storage_key')).storage_key as string
    expect(key).toMatch(/^private\/applications\/\d{4}\/[0-9a-f]{32}\.pdf$/)
    await request(t.app).get(`/website/uploads/${key}`).expect(404)
    // a forged or tampered cookie grants nothing
    const forged = cookie[0].replace(/apdcl\.work=([^.;]+)\.[^;]+/, 'apdcl.work=$1.AAAA')
    await request(t.app).get(`/api/applications/${a.workNo}`).set('Cookie', forged).expect(404)
  })

  it.each([
    ['applicantName', '', 'nameEmpty'],
    ['applicantName', '1234', 'nameInvalid'],
    ['mobile', '', 'mobileEmpty'],
    ['mobile', '12345', 'mobileInvalid'],
    ['loadKw', 'three', 'loadInvalid'],
    ['loadKw', '60', 'loadRange'],
    ['loadKw', '9', 'phaseForLoad'],
    ['category', 'casino', 'categoryEmpty'],
    ['district', 'gotham', 'districtEmpty'],
    ['pinCode', '110001', 'pinInvalid'],
    ['areaClass', '', 'areaClassEmpty'],
    ['address', '<script>', 'noMarkup'],
    ['declaration', '', 'declarationRequired'],
    ['distanceM', '5000', 'distanceRange'],
  ])('refuses %s = %j with the words of %s, and writes nothing', async (field, value, problem) => {
    const before = [await count('work_items'), storedFiles()]
    const res = await apply({ ...FIELDS, [field]: value }).expect(400)
    expect(res.body).toMatchObject({ status: 'error', code: 'INVALID' })
    const err = res.body.errors.find((e: { problem: string }) => e.problem === problem)
    expect(err).toBeTruthy()
    expect(err.message).toBe(WORDS[problem])
    expect([await count('work_items'), storedFiles()]).toEqual(before)
  })

  it('answers the spec words for an empty and a wrong mobile', async () => {
    expect((await apply({ ...FIELDS, mobile: '' }).expect(400)).body.errors.find((e: { path: string }) => e.path === 'mobile').message).toBe('Mobile can not be empty !')
    expect((await apply({ ...FIELDS, mobile: '98765' }).expect(400)).body.errors.find((e: { path: string }) => e.path === 'mobile').message).toBe('Enter 10 Digit Valid Mobile Number !')
  })

  it.each(Object.entries(DISGUISED))('refuses a disguised file (%s) by its bytes, whatever its name and type, and stores nothing', async (_name, body) => {
    const before = [await count('work_items'), storedFiles()]
    const res = await apply(FIELDS, { identity: { body, name: 'aadhaar.pdf', type: 'application/pdf' }, occupancy: { body: JPEG, name: 'deed.jpg', type: 'image/jpeg' } }).expect(400)
    const err = res.body.errors.find((e: { path: string }) => e.path === 'identity')
    expect(['fileType', 'fileUnsafe']).toContain(err.problem)
    expect([await count('work_items'), storedFiles()]).toEqual(before)
  })

  it('refuses a missing, an empty and an oversize document, and too many files, keeping the rest of the form', async () => {
    const missing = await apply(FIELDS, { identity: { body: PDF, name: 'a.pdf' }, occupancy: null }).expect(400)
    expect(missing.body.errors).toEqual([{ path: 'occupancy', message: WORDS.fileMissing, problem: 'fileMissing' }])
    const empty = await apply(FIELDS, { identity: { body: Buffer.alloc(0), name: 'a.pdf' }, occupancy: { body: PNG, name: 'b.png' } }).expect(400)
    expect(empty.body.errors[0]).toMatchObject({ path: 'identity', problem: 'fileEmpty' })
    const big = await apply(FIELDS, { identity: { body: OVERSIZE_PDF, name: 'big.pdf' }, occupancy: { body: PNG, name: 'b.png' } }).expect(400)
    expect(big.body.errors[0]).toMatchObject({ path: 'identity', problem: 'fileTooLarge', message: WORDS.fileTooLarge })
    // a second file in one slot, and a file in a field that is not a document slot
    const twice = request(t.app).post('/api/applications/new-connection').set(SAME).set(pow.next())
    for (const [k, v] of Object.entries(FIELDS)) twice.field(k, v)
    twice.attach('identity', PDF, 'a.pdf').attach('identity', PDF, 'b.pdf').attach('occupancy', PNG, 'c.png')
    expect((await twice.expect(400)).body.errors[0].problem).toBe('tooManyFiles')
    const stray = request(t.app).post('/api/applications/new-connection').set(SAME).set(pow.next())
    for (const [k, v] of Object.entries(FIELDS)) stray.field(k, v)
    stray.attach('identity', PDF, 'a.pdf').attach('occupancy', PNG, 'c.png').attach('payload', PDF, 'x.pdf')
    expect((await stray.expect(400)).body.errors[0].problem).toBe('tooManyFiles')
    expect(storedFiles()).toBe(2) // only the first test's two documents
  })

  it('refuses a body that is not multipart, and a cut-off multipart body, without a 5xx or a file', async () => {
    const before = [await count('work_items'), storedFiles()]
    expect((await request(t.app).post('/api/applications/new-connection').set(SAME).send(FIELDS).expect(400)).body.errors.some((e: { problem: string }) => e.problem === 'fileMissing')).toBe(true)
    const cut = await request(t.app)
      .post('/api/applications/new-connection')
      .set(SAME)
      .set(pow.next())
      .set('Content-Type', 'multipart/form-data; boundary=XYZ')
      .send('--XYZ\r\nContent-Disposition: form-data; name="identity"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 partial')
    expect(cut.status).toBe(400)
    expect([await count('work_items'), storedFiles()]).toEqual(before)
  })

  it('answers the status lookup for the right number and mobile only, with one "not found" for either half wrong', async () => {
    const made = (await apply({ ...FIELDS, mobile: '9876500002' }).expect(201)).body.application
    const ok = await request(t.app).post('/api/applications/status').set(SAME).send({ applNo: made.workNo.toLowerCase(), mobile: '9876500002' }).expect(200)
    expect(ok.body.application).toMatchObject({ workNo: made.workNo, state: 'awaiting_payment', pending: { from: 'applicant', what: 'payment' } })
    expect((ok.headers['set-cookie'] as unknown as string[]).join(';')).toMatch(/apdcl\.work=/)
    const wrongMobile = await request(t.app).post('/api/applications/status').set(SAME).send({ applNo: made.workNo, mobile: '9876500001' }).expect(404)
    const wrongNumber = await request(t.app).post('/api/applications/status').set(SAME).send({ applNo: 'AP0000000001', mobile: '9876500002' }).expect(404)
    expect(wrongMobile.body.message).toBe(wrongNumber.body.message)
    const bad = await request(t.app).post('/api/applications/status').set(SAME).send({ applNo: 'XYZ', mobile: '1' }).expect(400)
    expect(bad.body.errors.map((e: { problem: string }) => e.problem)).toEqual(['applNoInvalid', 'mobileInvalid'])
    // someone else's application number, with the caller's own mobile: not found, nothing said
    await request(t.app)
      .get(`/api/applications/${made.workNo}`)
      .set('Cookie', `apdcl.sid=${await t.services.consumerSessions.create('9000000001')}`)
      .expect(404)
  })

  it('estimates the cost from the rule table, and refuses a question it has no rule for', async () => {
    const res = await request(t.app).get('/api/applications/cost-estimate?category=commercial&loadKw=10&phase=3&distanceM=30').expect(200)
    expect(res.body.estimate).toEqual({
      lines: [
        { item: 'applicationFee', paise: 30_000 },
        { item: 'connectionCharge', paise: 350_000 },
        { item: 'securityDeposit', paise: 10 * 70_000 },
        { item: 'lineExtension', paise: 0 },
      ],
      totalPaise: 30_000 + 350_000 + 700_000,
      payNowPaise: 30_000 + 350_000 + 700_000,
    })
    expect((await request(t.app).get('/api/applications/cost-estimate?category=domestic&loadKw=9&phase=1&distanceM=0').expect(400)).body.errors[0].problem).toBe('phaseForLoad')
    expect((await request(t.app).get('/api/applications/cost-estimate').expect(400)).body.errors.map((e: { path: string }) => e.path)).toEqual(['category', 'loadKw', 'phase', 'distanceM'])
    await t.testDb.db('service_cost_rules').where({ category: 'agriculture', phase: '3' }).delete()
    expect((await request(t.app).get('/api/applications/cost-estimate?category=agriculture&loadKw=10&phase=3&distanceM=0').expect(400)).body.errors[0].problem).toBe('noCostRule')
  })
})
