import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import request from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApp, type App } from '../../server/app'
import { loadConfig } from '../../server/config'
import { createServices } from '../../server/services'
import { seedIfEmpty } from '../../seeds'
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db'
import { SAME_ORIGIN as SAME } from '../helpers/forms'

/** The page renderer answers the form's state it was given (the pages themselves are tested in Chromium). */
vi.mock('vike/server', () => import('../helpers/formPostVike'))

const HOUR = 3_600_000
const DAY = 24 * HOUR
const OFFICER = { type: 'officer' as const, id: 'AE-102' }

/**
 * The complaint forms that post to their own pages (issue 10 §4, without JavaScript), on both
 * databases: /RegisterComplaint answers 303 to the ticket's status (and lets the browser open
 * it) or the page again with the values and problems (422); /ComplaintStatus takes the lookup,
 * the rating and the reopening by a hidden `action`, with the same rules as the JSON API.
 */
describe(`complaint forms without JavaScript (${TEST_DB})`, () => {
  let testDb: TestDb
  let app: App
  let uploads: string
  let clock = Date.parse('2026-12-10T04:30:00.000Z')
  let mobileSeq = 9612300000
  const newMobile = () => String(++mobileSeq)

  beforeAll(async () => {
    testDb = await createTestDb()
    uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-complaint-forms-'))
    const config = loadConfig({ NODE_ENV: 'test', DEMO_MODE: 'true', LOG_LEVEL: 'silent', UPLOADS_DIR: uploads, AUTH_IP_LIMIT: '100000', PAGE_CACHE_TTL_MS: '0' })
    await seedIfEmpty(testDb.db, { uploadsPath: config.uploadsPath, stsVendingKey: config.stsVendingKey })
    const logger = pino({ level: 'silent' })
    app = await createApp({ config, db: testDb.db, logger, pages: true, services: createServices({ db: testDb.db, config, logger, now: () => clock }) })
  })
  afterAll(async () => {
    await testDb?.destroy()
    fs.rmSync(uploads, { recursive: true, force: true })
  })
  beforeEach(() => {
    clock = Date.parse('2026-12-10T04:30:00.000Z')
  })

  const fields = (over: Record<string, string> = {}) => ({
    category: 'meter',
    subcategory: 'meter_stopped',
    description: 'The meter display is blank since Monday.',
    district: 'jorhat',
    locality: 'Na-Ali, Jorhat',
    name: 'Mina Bora',
    mobile: newMobile(),
    ...over,
  })
  const post = (route: string, body: Record<string, string>, cookie?: string[]) => {
    const req = request(app.app).post(`/website${route}`).set(SAME).type('form').send(body).redirects(0)
    return cookie ? req.set('Cookie', cookie) : req
  }
  const ticketOf = (location: string) => /applNo=(CM\d{10})$/.exec(location)?.[1] as string

  it('registers: 303 to the status page in the language of the form, and this browser may open the ticket', async () => {
    const body = fields()
    const res = await post('/AS_RegisterComplaint', body).expect(303)
    expect(res.headers.location).toMatch(/^\/website\/AS_ComplaintStatus\?applNo=CM\d{10}$/)
    const no = ticketOf(res.headers.location)
    const item = await app.services.workflow.lookup(no, body.mobile)
    expect(item).toMatchObject({ kind: 'complaint', locale: 'as', category: 'meter', subcategory: 'meter_stopped', urgent: false })
    const cookie = res.headers['set-cookie'] as unknown as string[]
    const page = await request(app.app).get(`/website/AS_ComplaintStatus?applNo=${no}`).set('Cookie', cookie).expect(200)
    expect(JSON.parse(page.text).workAccess).toContain(no)
  })

  it('answers a refused complaint with its page again: 422, the values kept, every problem', async () => {
    const before = Number((await testDb.db('work_items').count({ n: '*' }))[0].n)
    const res = await post('/RegisterComplaint', fields({ subcategory: 'sparking', mobile: '98765', consNo: '101999999999' })).expect(422)
    expect(res.headers['cache-control']).toBe('no-store')
    const { formPost } = JSON.parse(res.text)
    expect(formPost.form).toBe('complaint')
    expect(formPost.values).toMatchObject({ category: 'meter', subcategory: 'sparking', mobile: '98765', description: 'The meter display is blank since Monday.' })
    expect(formPost.problems).toEqual([
      { field: 'mobile', key: 'mobileInvalid' },
      { field: 'subcategory', key: 'subcategoryMismatch' },
    ])
    // the consumer number is looked up once the form is otherwise right
    const unknownConsumer = await post('/RegisterComplaint', fields({ consNo: '101999999999' })).expect(422)
    expect(JSON.parse(unknownConsumer.text).formPost.problems).toEqual([{ field: 'consNo', key: 'consumerNotFound' }])
    expect(Number((await testDb.db('work_items').count({ n: '*' }))[0].n)).toBe(before)
  })

  it('looks a ticket up by number and mobile: 303 and access, or one not-found problem', async () => {
    const body = fields()
    const no = ticketOf((await post('/RegisterComplaint', body).expect(303)).headers.location)
    const wrong = await post('/ComplaintStatus', { action: 'lookup', applNo: no, mobile: newMobile() }).expect(422)
    expect(JSON.parse(wrong.text).formPost).toMatchObject({ form: 'lookup', values: { applNo: no }, problems: [{ field: 'applNo', key: 'complaintNotFound' }] })
    const bad = await post('/ComplaintStatus', { action: 'lookup', applNo: 'AP12', mobile: body.mobile }).expect(422)
    expect(JSON.parse(bad.text).formPost.problems).toEqual([{ field: 'applNo', key: 'complaintNoInvalid' }])
    const odd = await post('/ComplaintStatus', { action: 'delete', applNo: no, mobile: body.mobile }).expect(422)
    expect(JSON.parse(odd.text).formPost.problems).toEqual([{ field: 'form', key: 'invalid' }])
    const ok = await post('/AS_ComplaintStatus', { action: 'lookup', applNo: ` ${no.toLowerCase()} `, mobile: body.mobile }).expect(303)
    expect(ok.headers.location).toBe(`/website/AS_ComplaintStatus?applNo=${no}`)
    expect((ok.headers['set-cookie'] as unknown as string[]).join(';')).toMatch(/apdcl\.work=/)
  })

  it('rates and reopens through the status page with the rules of the API', async () => {
    const body = fields({ category: 'no_supply', subcategory: 'fuse_call' })
    const no = ticketOf((await post('/RegisterComplaint', body).expect(303)).headers.location)
    const url = `/ComplaintStatus?applNo=${no}`
    // not resolved yet
    const early = await post(url, { action: 'rate', applNo: no, mobile: body.mobile, rating: '4' }).expect(422)
    expect(JSON.parse(early.text).formPost).toMatchObject({ form: 'rate', problems: [{ field: 'rating', key: 'complaintNotResolved' }] })
    await app.services.workflow.transition(no, 'resolved', OFFICER, 'Fuse replaced')
    // someone else's mobile, a missing ticket, bad input
    const other = await post(url, { action: 'reopen', applNo: no, mobile: newMobile(), reason: 'The fuse blew again tonight.' }).expect(422)
    expect(JSON.parse(other.text).formPost).toMatchObject({ form: 'reopen', values: { reason: 'The fuse blew again tonight.' }, problems: [{ field: 'mobile', key: 'complaintNotFound' }] })
    const noTicket = await post(url, { action: 'rate', mobile: body.mobile, rating: '4' }).expect(422)
    expect(JSON.parse(noTicket.text).formPost.problems).toEqual([{ field: 'mobile', key: 'complaintNotFound' }])
    const noRating = await post(url, { action: 'rate', applNo: no, mobile: body.mobile }).expect(422)
    expect(JSON.parse(noRating.text).formPost.problems).toEqual([{ field: 'rating', key: 'ratingEmpty' }])
    // reopened within the 7 days, resolved again, rated: closed
    clock += 3 * DAY
    const reopened = await post(url, { action: 'reopen', applNo: no, mobile: body.mobile, reason: 'The fuse blew again tonight.' }).expect(303)
    expect(reopened.headers.location).toBe(`/website/ComplaintStatus?applNo=${no}`)
    expect((await app.services.workflow.byNo(no))?.state).toBe('reopened')
    await app.services.workflow.transition(no, 'resolved', OFFICER, 'Service wire replaced')
    clock += 7 * DAY + HOUR
    const late = await post(url, { action: 'reopen', applNo: no, mobile: body.mobile, reason: 'It failed again after a week.' }).expect(422)
    expect(JSON.parse(late.text).formPost.problems).toEqual([{ field: 'reason', key: 'reopenTooLate' }])
    await post(url, { action: 'rate', applNo: no, mobile: body.mobile, rating: '4', comment: 'Fixed twice' }).expect(303)
    expect(await app.services.workflow.byNo(no)).toMatchObject({ state: 'closed', rating: 4 })
    const again = await post(url, { action: 'rate', applNo: no, mobile: body.mobile, rating: '5' }).expect(422)
    expect(JSON.parse(again.text).formPost.problems).toEqual([{ field: 'rating', key: 'complaintClosed' }])
  })
})
