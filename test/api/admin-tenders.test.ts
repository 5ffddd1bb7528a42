import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { indiaToday } from '../../shared/time'
import { adminAgent, SAME_ORIGIN, type AdminAgent } from '../helpers/admin'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'
import { DISGUISED, JPEG, OVERSIZE_ADMIN_PDF, PDF } from '../helpers/uploads'

/**
 * The tender screens' API (issue 11 §2 Tenders, §5) on both databases: the guard per role (the
 * tender manager may, a content editor may not, no session 401, no or a wrong CSRF token 403),
 * bad input beside its fields, a tender number taken in its category (409), PDF documents checked
 * by their bytes (a disguised HTML page or script named .pdf refused), the audit rows with their
 * before and after, and the public answers: a draft is not listed, publishing shows the tender on
 * /api/tenderCurrent at once (the caches cleared, no restart), a Cancellation ends its document
 * list, and every later change of a published tender shows at once too.
 */
describe(`admin tenders: /api/admin/tenders (${TEST_DB})`, () => {
  let t: TestApp
  let manager: AdminAgent
  let editor: AdminAgent
  const today = indiaToday()

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_BCRYPT_COST: '4', AUTH_IP_LIMIT: '1000' } })
    manager = await adminAgent(t, 'tender.one', ['tender_manager'])
    editor = await adminAgent(t, 'editor.one', ['content_editor'])
  })
  afterAll(async () => t.close())

  const tenderFields = (over: Record<string, unknown> = {}) => ({
    category: 'tender',
    tender_no: 'APDCL/TEST/2026/001',
    description: 'Supply of 11 kV XLPE cables for the Guwahati Electrical Division',
    description_as: 'গুৱাহাটী বৈদ্যুতিক ডিভিজনৰ বাবে ১১ কে.ভি. XLPE কেবল যোগান',
    tender_date: today,
    prebid_date: null,
    bid_start_date: today,
    bid_end_date: null,
    bid_opening_date: null,
    nit: null,
    new_flag: true,
    ...over,
  })

  const uploadDoc = (agent: AdminAgent, id: number, fields: Record<string, string>, file: Buffer | null, name = 'document.pdf') => {
    let r = agent.upload(`/api/admin/tenders/${id}/documents`)
    for (const [k, v] of Object.entries(fields)) r = r.field(k, v)
    return file ? r.attach('file', file, { filename: name, contentType: 'application/pdf' }) : r
  }

  const publicList = async (q: string) => {
    const res = await request(t.app)
      .get(`/api/tenderCurrent?q=${encodeURIComponent(q)}&page=1&pageSize=10`)
      .expect(200)
    return res.body.tenderList as Array<Record<string, string>>
  }

  it('guards every call: no session 401, a content editor 403, no or a wrong CSRF token 403; the tender manager creates a draft', async () => {
    await request(t.app).get('/api/admin/tenders').expect(401)
    await request(t.app).post('/api/admin/tenders').set(SAME_ORIGIN).send(tenderFields()).expect(401)
    await editor.get('/api/admin/tenders').expect(403)
    await editor.post('/api/admin/tenders', tenderFields()).expect(403)
    await request(t.app).post('/api/admin/tenders').set(SAME_ORIGIN).set('Cookie', manager.cookie).send(tenderFields()).expect(403)
    await request(t.app).post('/api/admin/tenders').set(SAME_ORIGIN).set('Cookie', manager.cookie).set('X-CSRF-Token', 'x'.repeat(43)).send(tenderFields()).expect(403)
    await request(t.app).post('/api/admin/tenders/1/publish').set(SAME_ORIGIN).set('Cookie', editor.cookie).set('X-CSRF-Token', editor.csrf).expect(403)
    expect(
      await t.testDb
        .db('tenders')
        .count({ n: '*' })
        .then(([r]) => Number(r.n)),
    ).toBe(0)

    const res = await manager.post('/api/admin/tenders', tenderFields({ tender_no: 'APDCL/GUARD/001' })).expect(201)
    expect(res.body.tender).toMatchObject({ tenderNo: 'APDCL/GUARD/001', published: false, createdBy: 'tender.one', documentCount: 0, isNew: true, category: 'tender' })
    expect(res.headers['cache-control']).toBe('no-store')
    const list = await manager.get('/api/admin/tenders?state=draft').expect(200)
    expect(list.body.tenders.map((x: { tenderNo: string }) => x.tenderNo)).toContain('APDCL/GUARD/001')
    await manager.get('/api/admin/tenders/999999').expect(404)
    await manager.get('/api/admin/tenders/abc').expect(404)
  })

  it('refuses bad input with a 400 and each problem beside its field', async () => {
    const res = await manager
      .post(
        '/api/admin/tenders',
        tenderFields({
          tender_no: '  ',
          description: '<script>alert(1)</script>',
          tender_date: '2026-02-30',
          bid_start_date: '2026-05-10',
          bid_end_date: '2026-05-01',
          category: 'other',
          nit: 'javascript:alert(1)',
        }),
      )
      .expect(400)
    const paths = (res.body.errors as Array<{ path: string; message: string }>).map((e) => e.path)
    expect(paths).toEqual(expect.arrayContaining(['tender_no', 'description', 'tender_date', 'category', 'nit', 'bid_end_date']))
    const byPath = Object.fromEntries((res.body.errors as Array<{ path: string; message: string }>).map((e) => [e.path, e.message]))
    expect(byPath.tender_no).toBe('Give the tender number.')
    expect(byPath.description).toBe('Plain text only: no HTML tags.')
    expect(byPath.bid_end_date).toBe('The bid end date cannot be before the bid start date.')
    // a missing body, a wrong type
    const empty = await manager.post('/api/admin/tenders', {}).expect(400)
    expect((empty.body.errors as Array<{ path: string }>).map((e) => e.path)).toEqual(expect.arrayContaining(['tender_no', 'description', 'tender_date']))
    await manager.post('/api/admin/tenders', tenderFields({ new_flag: 'maybe' })).expect(400)
    // dd/mm/yyyy as the legacy lists write it is read as the same day
    const dmy = await manager.post('/api/admin/tenders', tenderFields({ tender_no: 'APDCL/DMY/1', tender_date: '05/04/2026' })).expect(201)
    expect(dmy.body.tender.tenderDate).toBe('2026-04-05')
  })

  it('answers 409 for a tender number already used in the category (whatever its case), and allows it in the other category', async () => {
    await manager.post('/api/admin/tenders', tenderFields({ tender_no: 'APDCL/DUP/7' })).expect(201)
    const dup = await manager.post('/api/admin/tenders', tenderFields({ tender_no: 'apdcl/dup/7' })).expect(409)
    expect(dup.body.errors).toEqual([expect.objectContaining({ path: 'tender_no', message: 'A tender with this tender number already exists in this category.' })])
    const rdss = await manager.post('/api/admin/tenders', tenderFields({ tender_no: 'APDCL/DUP/7', category: 'rdss' })).expect(201)
    // renaming another tender to a taken number is refused the same way
    const other = await manager.post('/api/admin/tenders', tenderFields({ tender_no: 'APDCL/DUP/8' })).expect(201)
    await manager.put(`/api/admin/tenders/${other.body.tender.id}`, tenderFields({ tender_no: 'APDCL/DUP/7' })).expect(409)
    await manager.put(`/api/admin/tenders/${rdss.body.tender.id}`, tenderFields({ tender_no: 'APDCL/DUP/7', category: 'rdss', description: 'Renamed RDSS package' })).expect(200)
    await manager.put('/api/admin/tenders/999999', tenderFields({ tender_no: 'APDCL/DUP/9' })).expect(404)
  })

  it('takes PDF documents only, checked by their bytes: a disguised HTML page or script named .pdf, a JPEG, an empty or a missing file, an oversize file are refused', async () => {
    const created = await manager.post('/api/admin/tenders', tenderFields({ tender_no: 'APDCL/UPLOAD/1' })).expect(201)
    const id = created.body.tender.id as number
    const fields = { title: 'Bid Document', title_as: 'বিড নথি', type: 'Bid Document', date: today, new_flag: 'true' }
    for (const [name, bytes] of [
      ['html', DISGUISED.htmlAsPdf],
      ['script', DISGUISED.scriptAsPdf],
      ['pdf with html', DISGUISED.pdfWithHtmlBody],
    ] as const) {
      const res = await uploadDoc(manager, id, fields, bytes, 'bid.pdf').expect(400)
      expect(res.body.errors, name).toEqual([expect.objectContaining({ path: 'file' })])
    }
    const jpeg = await uploadDoc(manager, id, fields, JPEG, 'bid.pdf').expect(400)
    expect(jpeg.body.errors).toEqual([{ path: 'file', message: 'Attach a PDF file.' }])
    const missing = await uploadDoc(manager, id, fields, null).expect(400)
    expect(missing.body.errors).toEqual([{ path: 'file', message: 'Attach the document as a PDF file.' }])
    const big = await uploadDoc(manager, id, fields, OVERSIZE_ADMIN_PDF).expect(400)
    expect(big.body.errors[0]).toMatchObject({ path: 'file', message: 'The file is larger than 20 MB.' })
    // bad fields and a bad file: every problem at once
    const both = await uploadDoc(manager, id, { ...fields, type: 'Love letter', title: '' }, DISGUISED.htmlAsPdf).expect(400)
    expect((both.body.errors as Array<{ path: string }>).map((e) => e.path).sort()).toEqual(['file', 'title', 'type'])
    // JSON instead of a file
    await manager.post(`/api/admin/tenders/${id}/documents`, fields).expect(400)
    // an unknown tender, the wrong role, no token
    await uploadDoc(manager, 999999, fields, PDF).expect(404)
    await uploadDoc(editor, id, fields, PDF).expect(403)
    await request(t.app).post(`/api/admin/tenders/${id}/documents`).set(SAME_ORIGIN).set('Cookie', manager.cookie).field('title', 'x').attach('file', PDF, 'a.pdf').expect(403)
    expect(
      await t.testDb
        .db('tender_documents')
        .where('tender_id', id)
        .count({ n: '*' })
        .then(([r]) => Number(r.n)),
    ).toBe(0)

    // a real PDF: stored under a server-made public key, served by the files route as a PDF
    const ok = await uploadDoc(manager, id, fields, PDF, '../../etc/passwd.pdf').expect(201)
    const [doc] = ok.body.tender.documents
    expect(doc).toMatchObject({ title: 'Bid Document', titleAs: 'বিড নথি', type: 'Bid Document', date: today, isNew: true, listed: true, uploadedBy: 'tender.one', sortOrder: 1 })
    expect(doc.fileLocation).toMatch(new RegExp(`^tenders/tender/\\d{4}/[0-9a-f]{32}\\.pdf$`))
    const file = await request(t.app).get(`/website/uploads/${doc.fileLocation}`).expect(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(Buffer.from(file.body as Buffer).equals(PDF)).toBe(true)
  })

  it('records every write in the audit log with the values before and after', async () => {
    const created = await manager.post('/api/admin/tenders', tenderFields({ tender_no: 'APDCL/AUDIT/1', description: 'First words' })).expect(201)
    const id = created.body.tender.id as number
    await manager.put(`/api/admin/tenders/${id}`, tenderFields({ tender_no: 'APDCL/AUDIT/1', description: 'Second words' })).expect(200)
    const added = await uploadDoc(manager, id, { title: 'Bid Document', type: 'Bid Document' }, PDF).expect(201)
    const docId = added.body.tender.documents[0].id as number
    await manager.post(`/api/admin/tenders/${id}/publish`).expect(200)
    await manager.delete(`/api/admin/tenders/${id}/documents/${docId}`).expect(200)
    await manager.post(`/api/admin/tenders/${id}/unpublish`).expect(200)

    const rows = (await t.services.audit.list({ entityId: String(id), entity: 'tender' })).rows.reverse()
    expect(rows.map((r) => r.action)).toEqual(['tender.create', 'tender.update', 'tender.publish', 'tender.unpublish'])
    for (const r of rows) expect(r).toMatchObject({ actor: 'tender.one' })
    expect(rows[0].before).toBeNull()
    expect(rows[0].after).toMatchObject({ tenderNo: 'APDCL/AUDIT/1', description: 'First words', published: false })
    expect(rows[1].before).toMatchObject({ description: 'First words' })
    expect(rows[1].after).toMatchObject({ description: 'Second words' })
    expect(rows[2].before).toMatchObject({ published: false })
    expect(rows[2].after).toMatchObject({ published: true })
    expect(rows[3].after).toMatchObject({ published: false })
    const docRows = (await t.services.audit.list({ entityId: String(docId), entity: 'tender_document' })).rows.reverse()
    expect(docRows.map((r) => r.action)).toEqual(['tender.document.add', 'tender.document.remove'])
    expect(docRows[0]).toMatchObject({ before: null, after: expect.objectContaining({ tenderId: id, type: 'Bid Document' }) })
    expect(docRows[1]).toMatchObject({ before: expect.objectContaining({ tenderId: id, title: 'Bid Document' }), after: null })
    // a refused write leaves no audit row
    const before = (await t.services.audit.list({ entity: 'tender' })).total
    await manager.post('/api/admin/tenders', tenderFields({ tender_no: 'APDCL/AUDIT/1' })).expect(409)
    await manager.post(`/api/admin/tenders/${id}/unpublish`).expect(409)
    expect((await t.services.audit.list({ entity: 'tender' })).total).toBe(before)
  })

  it('publishes: /api/tenderCurrent shows the tender at once (no restart), its documents end at the Cancellation, and every later change shows at once', async () => {
    const no = 'APDCL/PUBLISH/2026/042'
    const created = await manager.post('/api/admin/tenders', tenderFields({ tender_no: no })).expect(201)
    const id = created.body.tender.id as number
    await uploadDoc(manager, id, { title: 'Bid Document', title_as: 'বিড নথি', type: 'Bid Document', date: today }, PDF).expect(201)
    await uploadDoc(manager, id, { title: 'Cancellation of the tender', type: 'Cancellation', date: today, new_flag: 'true' }, PDF).expect(201)
    const third = await uploadDoc(manager, id, { title: 'Corrigendum after the cancellation', type: 'Corrigendum', date: today }, PDF).expect(201)
    expect(third.body.tender.documents.map((d: { listed: boolean }) => d.listed)).toEqual([true, true, false])
    expect(third.body.tender.cancelled).toBe(true)

    // a draft is not public (and the answer is now cached)
    expect(await publicList(no)).toEqual([])
    const publish = await manager.post(`/api/admin/tenders/${id}/publish`).expect(200)
    expect(publish.body.tender).toMatchObject({ published: true, publishedAt: expect.any(Number) })
    await manager.post(`/api/admin/tenders/${id}/publish`).expect(409)

    const [row] = await publicList(no)
    expect(row).toMatchObject({ tender_no: no, new_flag: 'Y', type: 'Bid Document|Cancellation', title: 'Bid Document|Cancellation of the tender', new_flag_doc: 'N|Y' })
    expect(row.file_location.split('|')).toHaveLength(2)
    // the Assamese pages read the service: the Assamese title, the Assamese description
    const { items } = await t.services.content.tenders('current', { q: no })
    expect(items[0].documents.map((d) => d.titleAs)).toEqual(['বিড নথি', null])

    // a change to the published tender shows at once: a new order moves the Corrigendum before the Cancellation
    const docs = third.body.tender.documents as Array<{ id: number }>
    await manager.put(`/api/admin/tenders/${id}/documents/order`, { order: [docs[0].id, docs[2].id, docs[1].id] }).expect(200)
    expect((await publicList(no))[0].type).toBe('Bid Document|Corrigendum|Cancellation')
    await manager.put(`/api/admin/tenders/${id}/documents/order`, { order: [docs[0].id, docs[1].id] }).expect(400)
    await manager.put(`/api/admin/tenders/${id}/documents/order`, { order: [docs[0].id, docs[0].id, docs[1].id] }).expect(400)
    await manager.put(`/api/admin/tenders/${id}/documents/order`, { order: 'x' }).expect(400)
    // the fields too
    await manager.put(`/api/admin/tenders/${id}`, tenderFields({ tender_no: no, description: 'Changed after publication', new_flag: false })).expect(200)
    expect((await publicList(no))[0]).toMatchObject({ description: 'Changed after publication', new_flag: 'N' })
    // removing the Cancellation lists every document again, and its file is gone
    const cancellation = (await manager.get(`/api/admin/tenders/${id}`).expect(200)).body.tender.documents.find((d: { type: string }) => d.type === 'Cancellation')
    await manager.delete(`/api/admin/tenders/${id}/documents/${cancellation.id}`).expect(200)
    expect((await publicList(no))[0].type).toBe('Bid Document|Corrigendum')
    await request(t.app).get(`/website/uploads/${cancellation.fileLocation}`).expect(404)
    await manager.delete(`/api/admin/tenders/${id}/documents/${cancellation.id}`).expect(404)
    // unpublishing takes it off at once
    await manager.post(`/api/admin/tenders/${id}/unpublish`).expect(200)
    expect(await publicList(no)).toEqual([])
  })

  it('keeps, replaces or removes the notice inviting tender (a link, or a PDF upload)', async () => {
    const created = await manager
      .upload('/api/admin/tenders')
      .field('tender_no', 'APDCL/NIT/1')
      .field('description', 'Hiring of vehicles')
      .field('tender_date', today)
      .field('new_flag', 'true')
      .attach('nit_file', PDF, 'nit.pdf')
      .expect(201)
    const id = created.body.tender.id as number
    const key = created.body.tender.nit as string
    expect(key).toMatch(/^tenders\/tender\/\d{4}\/[0-9a-f]{32}\.pdf$/)
    await request(t.app).get(`/website/uploads/${key}`).expect(200)
    // a disguised NIT is refused beside its field
    const badPut = await request(t.app)
      .put(`/api/admin/tenders/${id}`)
      .set(SAME_ORIGIN)
      .set('Cookie', manager.cookie)
      .set('X-CSRF-Token', manager.csrf)
      .field('tender_no', 'APDCL/NIT/1')
      .field('description', 'Hiring of vehicles')
      .field('tender_date', today)
      .attach('nit_file', DISGUISED.htmlAsPdf, 'nit.pdf')
      .expect(400)
    expect(badPut.body.errors).toEqual([expect.objectContaining({ path: 'nit_file' })])
    // no NIT given: kept
    const kept = await manager.put(`/api/admin/tenders/${id}`, tenderFields({ tender_no: 'APDCL/NIT/1' })).expect(200)
    expect(kept.body.tender.nit).toBe(key)
    // a link replaces the file (and the old file goes)
    const linked = await manager.put(`/api/admin/tenders/${id}`, tenderFields({ tender_no: 'APDCL/NIT/1', nit: 'https://tender.example.gov.in/nit/1' })).expect(200)
    expect(linked.body.tender.nit).toBe('https://tender.example.gov.in/nit/1')
    await request(t.app).get(`/website/uploads/${key}`).expect(404)
    const removed = await manager.put(`/api/admin/tenders/${id}`, tenderFields({ tender_no: 'APDCL/NIT/1', remove_nit: true })).expect(200)
    expect(removed.body.tender.nit).toBeNull()
  })

  it('lists drafts and published tenders with filters, document counts and pages', async () => {
    for (let i = 0; i < 25; i++) await manager.post('/api/admin/tenders', tenderFields({ tender_no: `APDCL/PAGE/${i}`, description: `Paged tender ${i}` })).expect(201)
    const first = await manager.get('/api/admin/tenders?q=paged%20tender&page=1').expect(200)
    expect(first.body).toMatchObject({ total: 25, page: 1, pageSize: 20 })
    expect(first.body.tenders).toHaveLength(20)
    const second = await manager.get('/api/admin/tenders?q=APDCL/PAGE&page=2').expect(200)
    expect(second.body.tenders).toHaveLength(5)
    const one = first.body.tenders[0]
    await manager.post(`/api/admin/tenders/${one.id}/publish`).expect(200)
    const published = await manager.get('/api/admin/tenders?state=published&q=paged').expect(200)
    expect(published.body.tenders.map((x: { id: number }) => x.id)).toEqual([one.id])
    expect(published.body.tenders[0]).toMatchObject({ documentCount: 0, cancelled: false, published: true })
    const rdss = await manager.get('/api/admin/tenders?category=rdss').expect(200)
    for (const x of rdss.body.tenders) expect(x.category).toBe('rdss')
    // a filter never fails: unknown values are left out
    await manager.get('/api/admin/tenders?state=weird&page=-1&category=x').expect(200)
  })
})
