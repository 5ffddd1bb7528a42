import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAME_ORIGIN, adminAgent, loginAdmin, type AdminAgent } from '../helpers/admin'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'

const ENV = { ADMIN_BCRYPT_COST: '4', AUTH_IP_LIMIT: '1000' }
const pause = (ms = 5) => new Promise((r) => setTimeout(r, ms))

const sidOf = (cookie: string) => {
  const value = decodeURIComponent(
    cookie
      .split('; ')
      .find((c) => c.startsWith('apdcl.admin='))!
      .slice('apdcl.admin='.length),
  )
  return value.slice(2, value.lastIndexOf('.'))
}

const NEW_CONTACT = {
  type_code: 4,
  name: 'Shri Test Kalita',
  name_as: 'শ্ৰী টেষ্ট কলিতা',
  designation: 'Deputy General Manager',
  designation_as: 'উপ মহাপ্ৰবন্ধক',
  office: 'Rangia Electrical Division',
  office_as: 'ৰঙিয়া বৈদ্যুতিক সংমণ্ডল',
  area: 'Barpeta Electrical Circle',
  area_as: null,
  phone: '03621-234567',
  mobile: '9435012345',
  email: 'dgm.rangia@apdcl.org',
  address: 'Rangia, Kamrup, Assam',
  address_as: 'ৰঙিয়া, কামৰূপ, অসম',
}

/**
 * Contacts over HTTP (issue 11 §2 Contacts, §4, §5) on both databases with the demo content:
 * every refusal (no session, wrong role, CSRF, an expired session, a deactivated editor), create
 * / update / delete / reorder of types 1–8 with the Assamese twins, field errors, unknown ids,
 * the audit rows (before/after), and the public /api/web/allContact and contactInfo showing each
 * change at once (the content caches clear in the write's transaction).
 */
describe(`admin contacts: /api/admin/contacts (${TEST_DB})`, () => {
  let t: TestApp
  let editor: AdminAgent
  let desk: AdminAgent

  beforeAll(async () => {
    t = await createTestApp({ env: ENV, seed: true })
    editor = await adminAgent(t, 'editor.contacts', ['content_editor'])
    desk = await adminAgent(t, 'desk.contacts', ['complaint_officer'])
  })
  afterAll(async () => t?.close())

  const allContact = async () => (await request(t.app).get('/api/web/allContact').expect(200)).body.contactList as Array<Record<string, unknown>>
  const contactInfo = async () => (await request(t.app).get('/api/web/contactInfo').expect(200)).body as Record<string, Array<Record<string, unknown>>>

  it('refuses without a session (401), with another role (403), and writes without the right CSRF token (403)', async () => {
    await request(t.app).get('/api/admin/contacts').expect(401)
    await request(t.app).post('/api/admin/contacts').set(SAME_ORIGIN).send(NEW_CONTACT).expect(401)
    await desk.get('/api/admin/contacts').expect(403)
    await desk.post('/api/admin/contacts', NEW_CONTACT).expect(403)
    await desk.delete('/api/admin/contacts/1').expect(403)
    await request(t.app).post('/api/admin/contacts').set(SAME_ORIGIN).set('Cookie', editor.cookie).send(NEW_CONTACT).expect(403)
    await request(t.app).put('/api/admin/contacts/1').set(SAME_ORIGIN).set('Cookie', editor.cookie).set('X-CSRF-Token', 'y'.repeat(43)).send(NEW_CONTACT).expect(403)
    await request(t.app).delete('/api/admin/contacts/1').set(SAME_ORIGIN).set('Cookie', editor.cookie).expect(403)
    await request(t.app)
      .post('/api/admin/contacts/reorder')
      .set(SAME_ORIGIN)
      .set('Cookie', editor.cookie)
      .send({ type_code: 1, ids: [1] })
      .expect(403)
    expect(await t.testDb.db('contacts').where('name', NEW_CONTACT.name)).toHaveLength(0)
  })

  it('lists the contacts of each type 1–8 with counts, and one type on its own', async () => {
    const all = await editor.get('/api/admin/contacts').expect(200)
    expect(Object.keys(all.body.counts).map(Number).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(all.body.contacts.length).toBe(Object.values(all.body.counts as Record<string, number>).reduce((a, b) => a + b, 0))
    const circles = await editor.get('/api/admin/contacts?type=3').expect(200)
    expect(circles.body.contacts.every((c: { typeCode: number }) => c.typeCode === 3)).toBe(true)
    // the demo contacts come with their Assamese twins (seeds/contacts.ts)
    expect(circles.body.contacts[0]).toMatchObject({ office: 'Guwahati Electrical Circle-I', nameAs: 'মৌচুমী বৰা', officeAs: 'গুৱাহাটী বৈদ্যুতিক চাৰ্কল-১', areaAs: 'নামনি অসম অঞ্চল' })
    await editor.get('/api/admin/contacts?type=9').expect(400)
    await editor.get('/api/admin/contacts/999999').expect(404)
  })

  it('creates a contact with its Assamese twins; the public API shows it at once in its group', async () => {
    // warm the public caches first: the change must clear them
    expect((await contactInfo()).divisionContact.some((c) => c.name === NEW_CONTACT.name)).toBe(false)
    const made = await editor.post('/api/admin/contacts', NEW_CONTACT).expect(201)
    expect(made.body.contact).toMatchObject({ typeCode: 4, name: NEW_CONTACT.name, nameAs: NEW_CONTACT.name_as, areaAs: null, addressAs: NEW_CONTACT.address_as })
    const id = made.body.contact.id
    const divisions = (await editor.get('/api/admin/contacts?type=4').expect(200)).body.contacts
    expect(divisions.at(-1).id).toBe(id)
    const pub = (await contactInfo()).divisionContact.find((c) => c.id === id)
    expect(pub).toMatchObject({ type_code: 4, name: NEW_CONTACT.name, name_as: NEW_CONTACT.name_as, office_as: NEW_CONTACT.office_as, area_as: 'NA', address_as: NEW_CONTACT.address_as })
    expect((await t.services.content.contacts()).find((c) => c.id === id)).toMatchObject({ nameAs: NEW_CONTACT.name_as, designationAs: NEW_CONTACT.designation_as })
    const [row] = await t.testDb.db('audit_log').where({ action: 'contact.create', entity: 'contact', entity_id: String(id) })
    expect(row.actor).toBe('editor.contacts')
    expect(JSON.parse(row.before_json)).toBeNull()
    expect(JSON.parse(row.after_json)).toMatchObject({ name: NEW_CONTACT.name, nameAs: NEW_CONTACT.name_as })
  })

  it('refuses bad input with a 400 naming each field, and stores nothing', async () => {
    const before = (await allContact()).length
    const bad = await editor
      .post('/api/admin/contacts', { type_code: 9, name: ' ', designation: '', office: 'x'.repeat(301), phone: 'call me', mobile: '12345', email: 'not-an-email', name_as: 'ক'.repeat(201) })
      .expect(400)
    const paths = bad.body.errors.map((e: { path: string }) => e.path)
    expect(paths).toEqual(expect.arrayContaining(['type_code', 'name', 'designation', 'office', 'phone', 'mobile', 'email', 'name_as']))
    expect(bad.body.errors.find((e: { path: string }) => e.path === 'mobile').message).toMatch(/10 digits/)
    await editor.post('/api/admin/contacts', { ...NEW_CONTACT, type_code: 'four' }).expect(400)
    await editor.post('/api/admin/contacts', { ...NEW_CONTACT, name: 42 }).expect(400)
    await editor.post('/api/admin/contacts', 'nonsense' as unknown as object).expect(400)
    await editor.put('/api/admin/contacts/abc', NEW_CONTACT).expect(400)
    await editor.put('/api/admin/contacts/999999', NEW_CONTACT).expect(404)
    await editor.delete('/api/admin/contacts/999999').expect(404)
    expect((await allContact()).length).toBe(before)
  })

  it('updates a contact (moved to another type it goes to the end of that list); audit before/after; public at once', async () => {
    const [first] = (await editor.get('/api/admin/contacts?type=2').expect(200)).body.contacts
    const body = {
      ...NEW_CONTACT,
      type_code: 2,
      name: first.name,
      designation: first.designation,
      office: first.office,
      area: first.area,
      phone: null,
      mobile: first.mobile,
      email: first.email,
      address: first.address,
      name_as: 'অঞ্চলৰ মুখ্য মহাপ্ৰবন্ধক',
      designation_as: null,
      office_as: null,
      area_as: null,
      address_as: null,
    }
    const res = await editor.put(`/api/admin/contacts/${first.id}`, body).expect(200)
    expect(res.body.contact).toMatchObject({ id: first.id, nameAs: 'অঞ্চলৰ মুখ্য মহাপ্ৰবন্ধক', sortOrder: first.sortOrder })
    expect((await contactInfo()).zoneContact.find((c) => c.id === first.id)).toMatchObject({ name_as: 'অঞ্চলৰ মুখ্য মহাপ্ৰবন্ধক' })
    const [row] = await t.testDb.db('audit_log').where({ action: 'contact.update', entity_id: String(first.id) })
    expect(JSON.parse(row.before_json)).toMatchObject({ nameAs: 'বিকাশ বৰুৱা', officeAs: 'নামনি অসম অঞ্চল কাৰ্যালয়, গুৱাহাটী' })
    expect(JSON.parse(row.after_json)).toMatchObject({ nameAs: 'অঞ্চলৰ মুখ্য মহাপ্ৰবন্ধক' })

    // to the AGM type (8): only in allContact, at the end of its list
    const moved = await editor.put(`/api/admin/contacts/${first.id}`, { ...body, type_code: 8 }).expect(200)
    const agms = (await editor.get('/api/admin/contacts?type=8').expect(200)).body.contacts
    expect(agms.at(-1).id).toBe(first.id)
    expect(moved.body.contact.sortOrder).toBe(Math.max(...agms.map((c: { sortOrder: number }) => c.sortOrder)))
    expect((await contactInfo()).zoneContact.some((c) => c.id === first.id)).toBe(false)
    expect((await allContact()).find((c) => c.id === first.id)).toMatchObject({ type_code: 8 })
  })

  it('reorders one type: exactly its contacts, each once; the public order follows', async () => {
    const circles = (await editor.get('/api/admin/contacts?type=3').expect(200)).body.contacts.map((c: { id: number }) => c.id) as number[]
    const reversed = [...circles].reverse()
    const res = await editor.post('/api/admin/contacts/reorder', { type_code: 3, ids: reversed }).expect(200)
    expect(res.body.contacts.map((c: { id: number }) => c.id)).toEqual(reversed)
    expect((await contactInfo()).circleContact.map((c) => c.id)).toEqual(reversed)
    const bad = await editor.post('/api/admin/contacts/reorder', { type_code: 3, ids: reversed.slice(1) }).expect(400)
    expect(bad.body.errors[0].path).toBe('ids')
    await editor.post('/api/admin/contacts/reorder', { type_code: 3, ids: [...reversed, reversed[0]] }).expect(400)
    await editor.post('/api/admin/contacts/reorder', { type_code: 3, ids: ['a'] }).expect(400)
    await editor.post('/api/admin/contacts/reorder', { type_code: 2, ids: reversed }).expect(400)
    const [row] = await t.testDb.db('audit_log').where({ action: 'contact.reorder', entity: 'contact_type', entity_id: '3' })
    expect(JSON.parse(row.before_json).order).toEqual(circles)
    expect(JSON.parse(row.after_json).order).toEqual(reversed)
  })

  it('deletes a contact: gone from the public API at once, its last values kept in the audit log', async () => {
    const made = await editor.post('/api/admin/contacts', { ...NEW_CONTACT, type_code: 6, name: 'Short Lived' }).expect(201)
    const id = made.body.contact.id
    expect((await contactInfo()).ircaContact.some((c) => c.id === id)).toBe(true)
    await editor.delete(`/api/admin/contacts/${id}`).expect(200)
    expect((await contactInfo()).ircaContact.some((c) => c.id === id)).toBe(false)
    await editor.get(`/api/admin/contacts/${id}`).expect(404)
    await editor.delete(`/api/admin/contacts/${id}`).expect(404)
    const [row] = await t.testDb.db('audit_log').where({ action: 'contact.delete', entity_id: String(id) })
    expect(JSON.parse(row.before_json)).toMatchObject({ name: 'Short Lived', typeCode: 6 })
    expect(JSON.parse(row.after_json)).toBeNull()
  })

  it('refuses an expired session, a session past 12 hours, a deactivated editor and a role taken away at the next call', async () => {
    const other = await adminAgent(t, 'editor.two', ['content_editor'])
    await other.get('/api/admin/contacts').expect(200)
    await t.testDb
      .db('admin_sessions')
      .where('sid', sidOf(other.cookie))
      .update({ expired: new Date(Date.now() - 1000).toISOString() })
    await other.post('/api/admin/contacts', NEW_CONTACT).expect(401)

    const old = await loginAdmin(t, 'editor.two')
    const row = await t.testDb.db('admin_sessions').first('sess').where('sid', sidOf(old.cookie))
    const sess = typeof row.sess === 'string' ? JSON.parse(row.sess) : row.sess
    sess.admin.startedAt -= 13 * 3_600_000
    await t.testDb
      .db('admin_sessions')
      .where('sid', sidOf(old.cookie))
      .update({ sess: JSON.stringify(sess) })
    await old.get('/api/admin/contacts').expect(401)

    const live = await loginAdmin(t, 'editor.two')
    await live.get('/api/admin/contacts').expect(200)
    await t.services.adminAccounts.setRoles('editor.two', ['dc_operator'])
    await live.post('/api/admin/contacts', NEW_CONTACT).expect(403)
    await t.services.adminAccounts.setRoles('editor.two', ['content_editor'])
    await live.get('/api/admin/contacts').expect(200)
    await pause()
    await t.services.adminAccounts.deactivate('editor.two')
    await live.get('/api/admin/contacts').expect(401)
    expect(await t.testDb.db('audit_log').where({ actor: 'editor.two' }).whereLike('action', 'contact.%')).toHaveLength(0)
  })
})
