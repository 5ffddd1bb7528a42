import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMPLAINT_HOURS, NEXT_STATES } from '../../shared/workflow/rules'
import { WORK_DESK_PAGE_SIZE } from '../../shared/admin/work'
import { SAME_ORIGIN, adminAgent, type AdminAgent, auditRows, auditJson, type AuditRowDb } from '../helpers/admin'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'
import { JPEG, PDF, uploadPow } from '../helpers/uploads'
import { latestOtp, withPow } from '../helpers/consumerAuth'
import { REGISTRATION_DEMO } from '../../seeds/registrationDemo'
import { fillDivisionCodes } from '../../migrations/202612200600_work-desk'

const HOUR = 3_600_000
const ENV = { ADMIN_BCRYPT_COST: '4', AUTH_IP_LIMIT: '100000' }

/**
 * The complaint and application desk over HTTP (issue 11 §2, /api/admin/work) on both
 * databases: every refusal (no session 401, another role 403, a write without or with a wrong
 * CSRF token 403), the queue's filters (kind, state, category, division, district, deadline)
 * and pages with urgent items first, one item with the mobile masked, its document, and
 * assign / move / note through the workflow: the applicant's SMS in the outbox, the history
 * with the admin's user id, an audit row (before, after) per change, an illegal move 400, a
 * stale one 409, bad input 400 by field.
 */
describe(`admin desk: /api/admin/work (${TEST_DB})`, () => {
  let t: TestApp
  let desk: AdminAgent
  let editor: AdminAgent
  let clock = Date.now()
  let mobileSeq = 9712300000
  const newMobile = () => String(++mobileSeq)

  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: () => clock, env: ENV })
    desk = await adminAgent(t, 'desk.one', ['complaint_officer'])
    editor = await adminAgent(t, 'editor.one', ['content_editor'])
  })
  afterAll(async () => t?.close())

  const audit = (where: Partial<AuditRowDb>) => auditRows(t, where)
  const json = auditJson
  const outbox = async (mobile: string) => (await t.testDb.db('sms_outbox').where({ mobile }).orderBy('id').select('text')).map((r: { text: string }) => r.text)

  /** A complaint through the public API (JSON, no photo), as a citizen registers it. */
  const complaint = async (over: Record<string, string> = {}) => {
    const body = {
      category: 'no_supply',
      subcategory: 'whole_area',
      description: 'No power in our lane since the morning.',
      district: 'kamrup-metro',
      locality: 'Zoo Road, Guwahati',
      name: 'Ram Das',
      mobile: newMobile(),
      ...over,
    }
    const res = await request(t.app).post('/api/complaints').set(SAME_ORIGIN).send(body).expect(201)
    return { no: res.body.complaint.workNo as string, mobile: body.mobile }
  }
  /** An application made by the engine (a load change of a consumer, no fee). */
  const application = async (consumerNo: string | null = null) => {
    const mobile = newMobile()
    const item = await t.services.workflow.create({ kind: 'load_change', mobile, applicantName: 'Mina Bora', consumerNo, locale: 'en', data: { mobile, newLoadKw: 5 }, district: 'dibrugarh' })
    return { no: item.workNo, mobile }
  }
  const numbers = (body: { items: Array<{ workNo: string }> }) => body.items.map((i) => i.workNo)

  it('refuses without a session (401), with another role (403), and every write without the right CSRF token (403)', async () => {
    const { no } = await complaint()
    await request(t.app).get('/api/admin/work').expect(401)
    await request(t.app).get(`/api/admin/work/${no}`).expect(401)
    await request(t.app).post(`/api/admin/work/${no}/assign`).set(SAME_ORIGIN).send({ officer: 'desk.one' }).expect(401)
    await editor.get('/api/admin/work').expect(403)
    await editor.get(`/api/admin/work/${no}`).expect(403)
    await editor.get('/api/admin/work/options').expect(403)
    await editor.post(`/api/admin/work/${no}/assign`, { officer: 'editor.one' }).expect(403)
    await editor.post(`/api/admin/work/${no}/move`, { to: 'in_progress' }).expect(403)
    await editor.post(`/api/admin/work/${no}/notes`, { note: 'x' }).expect(403)
    for (const [path, body] of [
      [`/api/admin/work/${no}/assign`, { officer: 'desk.one' }],
      [`/api/admin/work/${no}/move`, { to: 'in_progress' }],
      [`/api/admin/work/${no}/notes`, { note: 'Checked' }],
    ] as const) {
      await request(t.app).post(path).set(SAME_ORIGIN).set('Cookie', desk.cookie).send(body).expect(403)
      await request(t.app).post(path).set(SAME_ORIGIN).set('Cookie', desk.cookie).set('X-CSRF-Token', 'x'.repeat(43)).send(body).expect(403)
    }
    // nothing changed
    const item = (await desk.get(`/api/admin/work/${no}`).expect(200)).body.item
    expect(item).toMatchObject({ state: 'registered', assignedTo: null })
    expect(item.events).toHaveLength(1)
    expect(await audit({ entity: 'work_item', entity_id: no })).toEqual([])
  })

  it('filters the queue by kind, state, category, division, district and deadline; urgent first; 400 for a bad filter', async () => {
    const danger = await complaint({ category: 'danger', subcategory: 'fallen_wire', consNo: '101000000001', district: 'kamrup-metro' })
    const supply = await complaint({ district: 'dibrugarh' })
    const app = await application('101000000001')
    const kinds = (await desk.get('/api/admin/work?kind=complaints').expect(200)).body
    expect(numbers(kinds)).toEqual(expect.arrayContaining([danger.no, supply.no]))
    expect(numbers(kinds)).not.toContain(app.no)
    expect(kinds.items.every((i: { kind: string }) => i.kind === 'complaint')).toBe(true)
    // urgent (danger) items come first
    expect(kinds.items[0]).toMatchObject({ urgent: true })
    const apps = (await desk.get('/api/admin/work?kind=applications').expect(200)).body
    expect(numbers(apps)).toContain(app.no)
    expect(apps.items.every((i: { kind: string }) => i.kind !== 'complaint')).toBe(true)
    expect(numbers((await desk.get('/api/admin/work?kind=load_change').expect(200)).body)).toContain(app.no)

    const cat = (await desk.get('/api/admin/work?category=danger').expect(200)).body
    expect(numbers(cat)).toContain(danger.no)
    expect(numbers(cat)).not.toContain(supply.no)

    // the division comes from the consumer number's first three digits
    const division = (await desk.get('/api/admin/work?division=101').expect(200)).body
    expect(numbers(division)).toEqual(expect.arrayContaining([danger.no, app.no]))
    expect(numbers(division)).not.toContain(supply.no)
    const row = division.items.find((i: { workNo: string }) => i.workNo === danger.no)
    expect(row).toMatchObject({ divisionCode: '101', category: 'danger', state: 'registered', level: 'section', assignedTo: null, overdue: false })
    expect(row.divisionName).toEqual(expect.any(String))
    expect(row.deadlineAt).toBe(clock + COMPLAINT_HOURS.danger * HOUR)

    const district = (await desk.get('/api/admin/work?district=dibrugarh&kind=complaints').expect(200)).body
    expect(numbers(district)).toContain(supply.no)
    expect(numbers(district)).not.toContain(danger.no)

    const state = (await desk.get('/api/admin/work?state=submitted').expect(200)).body
    expect(numbers(state)).toContain(app.no)
    expect(numbers(state)).not.toContain(supply.no)

    // deadline: due today holds the 4-hour danger complaint; after 5 hours it is overdue (the dashboard's ?overdue=1 too)
    const today = (await desk.get('/api/admin/work?deadline=today').expect(200)).body
    if (new Date(clock + COMPLAINT_HOURS.danger * HOUR + 5.5 * HOUR).getUTCDate() === new Date(clock + 5.5 * HOUR).getUTCDate()) expect(numbers(today)).toContain(danger.no)
    expect(numbers((await desk.get('/api/admin/work?deadline=overdue').expect(200)).body)).not.toContain(danger.no)
    clock += 5 * HOUR
    try {
      for (const q of ['deadline=overdue', 'overdue=1']) {
        const overdue = (await desk.get(`/api/admin/work?${q}`).expect(200)).body
        expect(numbers(overdue)).toContain(danger.no)
        expect(numbers(overdue)).not.toContain(supply.no)
        expect(overdue.items.every((i: { overdue: boolean }) => i.overdue)).toBe(true)
      }
    } finally {
      clock -= 5 * HOUR
    }

    for (const [q, path] of [
      ['kind=pizza', 'kind'],
      ['state=lost', 'state'],
      ['category=noise', 'category'],
      ['division=12', 'division'],
      ['district=atlantis', 'district'],
      ['deadline=yesterday', 'deadline'],
      ['page=0', 'page'],
    ]) {
      const bad = await desk.get(`/api/admin/work?${q}`).expect(400)
      expect(bad.body.errors).toEqual([expect.objectContaining({ path })])
    }
  })

  it('pages the queue', async () => {
    for (let i = 0; i < WORK_DESK_PAGE_SIZE + 2; i++) await application()
    const first = (await desk.get('/api/admin/work?kind=load_change').expect(200)).body
    expect(first.items).toHaveLength(WORK_DESK_PAGE_SIZE)
    expect(first.total).toBeGreaterThan(WORK_DESK_PAGE_SIZE)
    expect(first.pageSize).toBe(WORK_DESK_PAGE_SIZE)
    const second = (await desk.get('/api/admin/work?kind=load_change&page=2').expect(200)).body
    expect(second.page).toBe(2)
    expect(second.items.length).toBe(first.total - WORK_DESK_PAGE_SIZE)
    expect(numbers(second).some((n: string) => numbers(first).includes(n))).toBe(false)
  })

  it('opens one item with the mobile masked (in the form fields too), its next states and its document; 404 for an unknown one', async () => {
    const mobile = newMobile()
    const res = await request(t.app)
      .post('/api/complaints')
      .set(SAME_ORIGIN)
      .set(await uploadPow(t))
      .field('category', 'meter')
      .field('subcategory', 'meter_burnt')
      .field('description', 'The meter box is black with smoke.')
      .field('district', 'kamrup-metro')
      .field('locality', 'Beltola')
      .field('name', 'Anu Kalita')
      .field('mobile', mobile)
      .attach('photo', JPEG, { filename: 'meter.jpg', contentType: 'image/jpeg' })
      .expect(201)
    const no = res.body.complaint.workNo as string
    const opened = (await desk.get(`/api/admin/work/${no.toLowerCase()}`).expect(200)).body
    expect(opened.item).toMatchObject({ workNo: no, state: 'registered', applicantName: 'Anu Kalita', mobileMasked: `******${mobile.slice(-4)}` })
    expect(JSON.stringify(opened)).not.toContain(mobile)
    expect(opened.nextStates).toEqual([...NEXT_STATES.registered])
    const [file] = opened.item.files
    const doc = await desk.get(`/api/admin/work/${no}/files/${file.id}`).buffer(true).expect(200)
    expect(doc.headers['content-type']).toBe('image/jpeg')
    expect(doc.headers['content-disposition']).toMatch(/^attachment; filename="CM\d{10}-photo\.jpg"$/)
    expect(doc.headers['x-content-type-options']).toBe('nosniff')
    expect(Buffer.compare(doc.body as Buffer, JPEG)).toBe(0)
    await editor.get(`/api/admin/work/${no}/files/${file.id}`).expect(403)
    await request(t.app).get(`/api/admin/work/${no}/files/${file.id}`).expect(401)
    await desk.get(`/api/admin/work/${no}/files/999999`).expect(404)
    await desk.get(`/api/admin/work/${no}/files/abc`).expect(404)
    await desk.get('/api/admin/work/CM0000000000').expect(404)
    await desk.get('/api/admin/work/not-a-number').expect(404)
    // a new connection's form holds the mobile: masked there too
    const app = await application()
    const item = (await desk.get(`/api/admin/work/${app.no}`).expect(200)).body.item
    expect(item.data.mobile).toBe(`******${app.mobile.slice(-4)}`)
  })

  it('assigns, moves and notes a complaint: history with the admin id, the applicant SMS, an audit row each; public status shows the state', async () => {
    const { no, mobile } = await complaint()
    expect(await outbox(mobile)).toHaveLength(1)

    const assigned = (await desk.post(`/api/admin/work/${no}/assign`, { officer: 'desk.one', from: 'registered' }).expect(200)).body
    expect(assigned.item).toMatchObject({ state: 'assigned', assignedTo: 'desk.one' })
    expect(assigned.item.events.at(-1)).toMatchObject({ action: 'assigned', actorType: 'officer', actorId: 'desk.one', note: 'desk.one' })
    expect(assigned.nextStates).toEqual([...NEXT_STATES.assigned])
    let sms = await outbox(mobile)
    expect(sms).toHaveLength(2)
    expect(sms[1]).toContain(no)

    const moved = (await desk.post(`/api/admin/work/${no}/move`, { to: 'in_progress', from: 'assigned', note: 'Lineman sent' }).expect(200)).body
    expect(moved.item).toMatchObject({ state: 'in_progress' })
    expect(moved.item.events.at(-1)).toMatchObject({ action: 'state', state: 'in_progress', actorType: 'officer', actorId: 'desk.one', note: 'Lineman sent' })
    sms = await outbox(mobile)
    expect(sms).toHaveLength(3)
    expect(sms[2]).toContain(no)

    const noted = (await desk.post(`/api/admin/work/${no}/notes`, { note: '  Transformer fuse replaced  ' }).expect(200)).body
    expect(noted.item.events.at(-1)).toMatchObject({ action: 'note', state: 'in_progress', actorId: 'desk.one', note: 'Transformer fuse replaced' })
    // a note sends no SMS
    expect(await outbox(mobile)).toHaveLength(3)

    // free text officer (another office)
    const other = (await desk.post(`/api/admin/work/${no}/assign`, { officer: 'JE, Dispur section' }).expect(200)).body
    expect(other.item).toMatchObject({ state: 'in_progress', assignedTo: 'JE, Dispur section' })

    const rows = await audit({ entity: 'work_item', entity_id: no })
    expect(rows.map((r) => [r.action, r.actor])).toEqual([
      ['work.assign', 'desk.one'],
      ['work.move', 'desk.one'],
      ['work.note', 'desk.one'],
      ['work.assign', 'desk.one'],
    ])
    expect(json(rows[0].before_json)).toMatchObject({ state: 'registered', assignedTo: null })
    expect(json(rows[0].after_json)).toMatchObject({ state: 'assigned', assignedTo: 'desk.one' })
    expect(json(rows[1].before_json)).toMatchObject({ state: 'assigned' })
    expect(json(rows[1].after_json)).toMatchObject({ state: 'in_progress', note: 'Lineman sent' })
    expect(json(rows[2].after_json)).toMatchObject({ state: 'in_progress', note: 'Transformer fuse replaced' })

    // the public status shows the new state
    const status = await request(t.app).post('/api/applications/status').set(SAME_ORIGIN).send({ applNo: no, mobile }).expect(200)
    expect(status.body.application).toMatchObject({ state: 'in_progress', assignedTo: 'JE, Dispur section' })
  })

  it("refuses an illegal move (400), a stale one (409), a closed item's assignment (400) and bad input (400 by field); nothing written", async () => {
    const { no, mobile } = await complaint()
    const illegal = await desk.post(`/api/admin/work/${no}/move`, { to: 'closed' }).expect(400)
    expect(illegal.body.message).toMatch(/cannot move/)
    // the officer saw 'registered'; someone moved it meanwhile
    await desk.post(`/api/admin/work/${no}/move`, { to: 'in_progress', from: 'registered' }).expect(200)
    const stale = await desk.post(`/api/admin/work/${no}/move`, { to: 'resolved', from: 'registered' }).expect(409)
    expect(stale.body.message).toMatch(/changed meanwhile/)
    await desk.post(`/api/admin/work/${no}/assign`, { officer: 'desk.one', from: 'registered' }).expect(409)

    const bad = await desk.post(`/api/admin/work/${no}/move`, { to: 'flying', from: 'nowhere', note: 'x'.repeat(1001) }).expect(400)
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['from', 'note', 'to'])
    const noOfficer = await desk.post(`/api/admin/work/${no}/assign`, { officer: ' ' }).expect(400)
    expect(noOfficer.body.errors).toEqual([expect.objectContaining({ path: 'officer' })])
    await desk.post(`/api/admin/work/${no}/assign`, { officer: 'a\u0000b' }).expect(400)
    await desk.post(`/api/admin/work/${no}/assign`, {}).expect(400)
    const noNote = await desk.post(`/api/admin/work/${no}/notes`, { note: '   ' }).expect(400)
    expect(noNote.body.errors).toEqual([expect.objectContaining({ path: 'note' })])
    await desk.post(`/api/admin/work/${no}/notes`, { note: 'y'.repeat(1001) }).expect(400)
    await desk.post(`/api/admin/work/${no}/notes`, 'not json' as unknown as object).expect(400)
    await desk.post('/api/admin/work/CM0000000000/notes', { note: 'Nobody' }).expect(404)
    await desk.post('/api/admin/work/CM0000000000/move', { to: 'resolved' }).expect(404)

    // resolve, then the citizen closes it by rating: a closed item cannot be assigned or moved
    await desk.post(`/api/admin/work/${no}/move`, { to: 'resolved', from: 'in_progress' }).expect(200)
    await t.services.workflow.rate(no, mobile, 5)
    await desk.post(`/api/admin/work/${no}/assign`, { officer: 'desk.one' }).expect(400)
    await desk.post(`/api/admin/work/${no}/move`, { to: 'reopened' }).expect(400)

    const rows = await audit({ entity: 'work_item', entity_id: no })
    expect(rows.map((r) => r.action)).toEqual(['work.move', 'work.move'])
    const item = (await desk.get(`/api/admin/work/${no}`).expect(200)).body.item
    expect(item.events.map((e: { action: string }) => e.action)).toEqual(['created', 'state', 'state', 'rated'])
  })

  it('keeps the change, its history row and its audit row together: a failing audit undoes the move', async () => {
    const { no, mobile } = await complaint()
    const failing = { inTransaction: async () => Promise.reject(new Error('audit down')) }
    await expect(t.services.workflow.transition(no, 'in_progress', { type: 'officer', id: 'desk.one' }, 'x', failing)).rejects.toThrow('audit down')
    await expect(t.services.workflow.assign(no, 'desk.one', { type: 'officer', id: 'desk.one' }, failing)).rejects.toThrow('audit down')
    await expect(t.services.workflow.addNote(no, 'x', { type: 'officer', id: 'desk.one' }, failing)).rejects.toThrow('audit down')
    const item = (await desk.get(`/api/admin/work/${no}`).expect(200)).body.item
    expect(item).toMatchObject({ state: 'registered', assignedTo: null })
    expect(item.events).toHaveLength(1)
    // no SMS for a change that did not happen
    expect(await outbox(mobile)).toHaveLength(1)
  })

  /** A consumer registration without a mobile on record (issue 27 §1): the OTP to the new mobile, the name and the identity document; a pending 'mobile_change'. */
  const registrationRequest = async (consNo: string, mobile: string, lang: 'en' | 'as' = 'en') => {
    await withPow((h) => request(t.app).post('/api/registration/otp').set(SAME_ORIGIN).set(h).send({ consNo, mobile })).expect(200)
    const otp = await latestOtp(t.app, mobile)
    const res = await request(t.app)
      .post(`/api/registration?lang=${lang}`)
      .set(SAME_ORIGIN)
      .set(await uploadPow(t))
      .field('consNo', consNo)
      .field('mobile', mobile)
      .field('applicantName', 'Dipankar Hazarika')
      .field('otp', otp)
      .attach('document', PDF, { filename: 'aadhaar.pdf', contentType: 'application/pdf' })
      .expect(202)
    return res.body.application.workNo as string
  }
  const mobileOnRecord = async (consNo: string) => (await t.services.billing.consumer(consNo))!.mobile
  const registrations = (consNo: string) => t.testDb.db('consumer_registrations').where({ consumer_no: consNo }).select('mobile', 'method', 'first_login_at')

  it("issue 27 §1: a registration request links nothing when rejected (SMS in the applicant's language); approved, it links the mobile with its audit row and SMS", async () => {
    const consNo = REGISTRATION_DEMO.noMobile.consumerNo
    // rejected: nothing linked; the applicant (who applied in Assamese) is told in Assamese
    const first = newMobile()
    const no1 = await registrationRequest(consNo, first, 'as')
    const seen = (await desk.get(`/api/admin/work/${no1}`).expect(200)).body
    expect(seen.item).toMatchObject({ kind: 'mobile_change', state: 'submitted', consumerNo: consNo })
    expect(seen.item.files).toEqual([expect.objectContaining({ slot: 'document', contentType: 'application/pdf' })])
    expect(seen.item.data.requested.mobile).toMatch(/^\*{6}\d{4}$/)
    await desk.get(`/api/admin/work/${no1}/files/${seen.item.files[0].id}`).expect(200)
    const rejected = (await desk.post(`/api/admin/work/${no1}/move`, { to: 'rejected', from: 'submitted', note: 'The document is not readable' }).expect(200)).body
    expect(rejected.item.state).toBe('rejected')
    expect(await mobileOnRecord(consNo)).toBeNull()
    expect(await registrations(consNo)).toEqual([])
    const toFirst = await outbox(first)
    expect(toFirst.at(-1)).toContain(no1)
    expect(toFirst.at(-1)).toContain('নাকচ')

    // approved: the mobile on the consumer row and the registration (first login pending), in the move's transaction with its audit row
    const second = newMobile()
    const no2 = await registrationRequest(consNo, second)
    expect(await mobileOnRecord(consNo)).toBeNull()
    const approved = (await desk.post(`/api/admin/work/${no2}/move`, { to: 'approved', from: 'submitted', note: 'Aadhaar matches the record' }).expect(200)).body
    // carried out on approval: completed by the system at once, so it blocks no later request
    expect(approved.item.state).toBe('completed')
    expect(approved.item.events.map((e: { state: string; actorType: string }) => [e.state, e.actorType])).toEqual([
      ['submitted', 'consumer'],
      ['approved', 'officer'],
      ['completed', 'system'],
    ])
    expect(await mobileOnRecord(consNo)).toBe(second)
    expect(await registrations(consNo)).toEqual([{ mobile: second, method: 'officer_check', first_login_at: null }])
    expect(await t.services.registration.firstLoginPending(second)).toBe(true)
    expect((await t.services.billing.consumersByMobile(second)).map((c) => c.consumerNo)).toEqual([consNo])
    const toSecond = await outbox(second)
    expect(toSecond.at(-2)).toContain(no2)
    expect(toSecond.at(-2)).toContain('approved')
    expect(toSecond.at(-1)).toContain('completed')
    expect(await t.services.workflow.pendingFor(consNo, 'mobile_change')).toBeNull()
    const rows = await audit({ entity: 'work_item', entity_id: no2 })
    expect(rows.map((r) => [r.action, r.actor])).toEqual([['work.move', 'desk.one']])
    expect(json(rows[0].after_json)).toMatchObject({ state: 'approved' })
    // another item's approval changes no record
    const { no: load } = await application('102000000002')
    await desk.post(`/api/admin/work/${load}/move`, { to: 'approved' }).expect(200)
    expect(await mobileOnRecord('102000000002')).toBe('9000000002')
    await desk.post(`/api/admin/work/${load}/move`, { to: 'completed' }).expect(200)
  })

  it('issue 27 §1: an approval that finds another mobile linked meanwhile is refused (409) and undone: no state change, no audit row, no SMS', async () => {
    const consNo = '105000000005'
    const before = await mobileOnRecord(consNo)
    await t.testDb.db('consumers').where({ consumer_no: consNo }).update({ mobile: null })
    const mobile = newMobile()
    const no = await registrationRequest(consNo, mobile)
    const sent = (await outbox(mobile)).length
    await t.testDb.db('consumers').where({ consumer_no: consNo }).update({ mobile: before })
    const refused = await desk.post(`/api/admin/work/${no}/move`, { to: 'approved', from: 'submitted' }).expect(409)
    expect(refused.body.message).toMatch(/already on record/)
    expect(await mobileOnRecord(consNo)).toBe(before)
    expect(await registrations(consNo)).toEqual([])
    expect((await desk.get(`/api/admin/work/${no}`).expect(200)).body.item.state).toBe('submitted')
    expect(await audit({ entity: 'work_item', entity_id: no })).toEqual([])
    expect(await outbox(mobile)).toHaveLength(sent)
  })

  it('backfills the division of items made before the column (the migration), once', async () => {
    const { no } = await application('102000000002')
    await t.testDb.db('work_items').where('work_no', no).update({ division_code: null })
    expect(numbers((await desk.get('/api/admin/work?division=102').expect(200)).body)).not.toContain(no)
    expect(await fillDivisionCodes(t.testDb.db)).toBe(1)
    expect(await fillDivisionCodes(t.testDb.db)).toBe(0)
    expect(numbers((await desk.get('/api/admin/work?division=102').expect(200)).body)).toContain(no)
  })

  it('lists the divisions and the officers who may act on the desk', async () => {
    const { divisions, officers } = (await desk.get('/api/admin/work/options').expect(200)).body
    expect(divisions).toEqual(expect.arrayContaining([expect.objectContaining({ code: '101' })]))
    expect(officers.map((o: { userId: string }) => o.userId)).toContain('desk.one')
    expect(officers.map((o: { userId: string }) => o.userId)).not.toContain('editor.one')
  })
})
