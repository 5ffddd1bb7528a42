import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import knexFactory from 'knex'
import pino from 'pino'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/knex'
import { createDb } from '../../server/db/knex'
import { createOutboxTransport } from '../../server/adapters/sms/outbox'
import { createLocalStorage } from '../../server/adapters/storage'
import { createUploadService, checkUpload, type CheckedFile } from '../../server/services/uploads'
import { createWorkflowService, SYSTEM, type NewWorkItem } from '../../server/services/workflow'
import { SMS_TEMPLATES } from '../../server/services/smsTemplates'
import { NEW_CONNECTION_DAYS, type AreaClass } from '../../shared/workflow/rules'
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db'

const logger = pino({ level: 'silent' })
const TEMPLATES = {
  SMS_TEMPLATE_WORK_CREATED: '1107000000000000007',
  SMS_TEMPLATE_WORK_STATE: '1107000000000000008',
  SMS_TEMPLATE_WORK_ESCALATED: '1107000000000000009',
  SMS_TEMPLATE_COMPLAINT_CREATED: '1107000000000000010',
  SMS_TEMPLATE_WORK_CREATED_AS: '1107000000000000107',
  SMS_TEMPLATE_WORK_STATE_AS: '1107000000000000108',
  SMS_TEMPLATE_WORK_ESCALATED_AS: '1107000000000000109',
  SMS_TEMPLATE_COMPLAINT_CREATED_AS: '1107000000000000110',
}
const HOUR = 3_600_000
const DAY = 24 * HOUR
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

/**
 * The workflow engine of issue 10 §1 on both databases: states and their history, deadlines
 * by kind and area class, the SMS of every change, the officers' calls (assign, move, note),
 * escalation with a controlled clock, and two escalation runners at once.
 */
describe(`workflow engine (${TEST_DB})`, () => {
  let t: TestDb
  let other: Db
  let uploadsDir: string
  let clock = Date.parse('2026-12-01T04:30:00.000Z')
  const now = () => clock
  const service = (db: Db = t.db) =>
    createWorkflowService({
      db,
      sms: createOutboxTransport({ db, logger, now }),
      config: TEMPLATES,
      logger,
      uploads: createUploadService(createLocalStorage(uploadsDir)),
      now,
    })
  const outbox = async (mobile: string) => (await t.db('sms_outbox').where({ mobile }).orderBy('id').select('text', 'template_id')) as Array<{ text: string; template_id: string }>
  let mobileSeq = 9100000000
  const newMobile = () => String(++mobileSeq)
  const application = (over: Partial<NewWorkItem> = {}): NewWorkItem => ({
    kind: 'new_connection',
    mobile: newMobile(),
    applicantName: 'Ram Das',
    locale: 'en',
    data: { loadKw: 2 },
    areaClass: 'metro',
    district: 'kamrup-metro',
    feePaise: 110_000,
    ...over,
  })

  beforeAll(async () => {
    t = await createTestDb()
    uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-wf-'))
    other = t.dialect === 'postgres' ? knexFactory({ ...t.db.client.config, pool: { min: 0, max: 5 } }) : createDb({ sqlitePath: t.sqlitePath!, DATABASE_URL: undefined, DB_POOL_MAX: 1 })
  })
  afterAll(async () => {
    await other?.destroy()
    await t?.destroy()
    fs.rmSync(uploadsDir, { recursive: true, force: true })
  })
  beforeEach(() => {
    clock = Date.parse('2026-12-01T04:30:00.000Z')
  })

  it('starts an application with a fee awaiting payment: no deadline, one history row, the received SMS', async () => {
    const w = service()
    const input = application()
    const item = await w.create(input)
    expect(item.workNo).toMatch(/^AP\d{10}$/)
    expect(item).toMatchObject({ state: 'awaiting_payment', deadlineAt: null, feePaise: 110_000, level: 'section', pending: { from: 'applicant', what: 'payment' } })
    expect(item.events).toEqual([{ state: 'awaiting_payment', action: 'created', actorType: 'consumer', actorId: null, note: null, at: new Date(clock).toISOString() }])
    const sms = await outbox(input.mobile)
    expect(sms).toHaveLength(1)
    expect(sms[0].template_id).toBe(TEMPLATES.SMS_TEMPLATE_WORK_CREATED)
    expect(sms[0].text).toContain(item.workNo)
    expect(sms[0].text).toBe(SMS_TEMPLATES.workCreated.en.replace('{#var#}', item.workNo).replace('{#var#}', 'a new connection'))
  })

  it.each(Object.entries(NEW_CONNECTION_DAYS) as Array<[AreaClass, number]>)('gives a paid %s new connection %i days to release, once', async (areaClass, days) => {
    const w = service()
    const input = application({ areaClass })
    const { workNo } = await w.create(input)
    clock += 2 * HOUR
    const paid = await w.markPaid(workNo, { receiptNo: 'RC1', orderId: 'ORD1' })
    expect(paid).toMatchObject({ state: 'submitted', feeReceiptNo: 'RC1', deadlineAt: new Date(clock + days * DAY).toISOString(), pending: { from: 'officer', level: 'section' } })
    clock += HOUR
    const again = await w.markPaid(workNo, { receiptNo: 'RC2', orderId: 'ORD2' })
    expect(again.feeReceiptNo).toBe('RC1')
    expect(again.events.filter((e) => e.action === 'paid')).toEqual([expect.objectContaining({ note: 'RC1', actorType: 'system' })])
    // the release deadline stays through the officers' steps
    const reviewed = await w.transition(workNo, 'under_review', { type: 'officer', id: 'ae.guwahati' }, 'Documents checked')
    expect(reviewed.deadlineAt).toBe(paid.deadlineAt)
    expect((await outbox(input.mobile)).map((m) => m.template_id)).toEqual([TEMPLATES.SMS_TEMPLATE_WORK_CREATED, TEMPLATES.SMS_TEMPLATE_WORK_STATE, TEMPLATES.SMS_TEMPLATE_WORK_STATE])
  })

  it('lets officers move items only along NEXT_STATES, assign and note them, each with a history row', async () => {
    const w = service()
    const { workNo } = await w.create(application({ feePaise: 0 }))
    await expect(w.transition(workNo, 'completed', { type: 'officer', id: 'je1' })).rejects.toThrow(/cannot move/)
    await w.assign(workNo, 'je1', { type: 'officer', id: 'ae1' })
    await w.addNote(workNo, 'Site visit on Monday', { type: 'officer', id: 'je1' })
    await expect(w.addNote(workNo, '   ', { type: 'officer', id: 'je1' })).rejects.toThrow(/empty/)
    await w.transition(workNo, 'field_inspection', { type: 'officer', id: 'je1' })
    await w.transition(workNo, 'approved', { type: 'officer', id: 'ae1' }, 'Meter to be installed')
    const done = await w.transition(workNo, 'completed', { type: 'officer', id: 'je1' })
    expect(done).toMatchObject({ state: 'completed', assignedTo: 'je1', deadlineAt: null, pending: { from: null } })
    expect(done.events.map((e) => [e.action, e.state, e.actorType, e.actorId, e.note])).toEqual([
      ['created', 'submitted', 'consumer', null, null],
      ['assigned', 'submitted', 'officer', 'ae1', 'je1'],
      ['note', 'submitted', 'officer', 'je1', 'Site visit on Monday'],
      ['state', 'field_inspection', 'officer', 'je1', null],
      ['state', 'approved', 'officer', 'ae1', 'Meter to be installed'],
      ['state', 'completed', 'officer', 'je1', null],
    ])
    await expect(w.transition(workNo, 'rejected', SYSTEM)).rejects.toThrow(/cannot move/)
    const queue = await w.queue({ kind: 'new_connection', state: 'completed' })
    expect(queue.items.map((i) => i.workNo)).toContain(workNo)
  })

  it('escalates an overdue item one level per window with an SMS, up to the circle officer, by a controlled clock', async () => {
    const w = service()
    const input = application({ feePaise: 0, areaClass: 'metro' })
    const { workNo } = await w.create(input)
    const escalatedNow = async () => (await w.byNo(workNo))!
    clock += 3 * DAY - 1
    await w.escalateOverdue()
    expect((await escalatedNow()).level).toBe('section')
    clock += 1
    await w.escalateOverdue()
    let item = await escalatedNow()
    expect(item.level).toBe('subdivision')
    expect(item.overdue).toBe(true)
    expect(item.events.at(-1)).toMatchObject({ action: 'escalated', actorType: 'system', note: 'subdivision' })
    // a second pass in the same window does nothing
    await w.escalateOverdue()
    expect((await escalatedNow()).events.filter((e) => e.action === 'escalated')).toHaveLength(1)
    for (const level of ['division', 'circle']) {
      clock += 3 * DAY
      await w.escalateOverdue()
      item = await escalatedNow()
      expect(item.level).toBe(level)
    }
    clock += 30 * DAY
    await w.escalateOverdue()
    item = await escalatedNow()
    expect(item.events.filter((e) => e.action === 'escalated')).toHaveLength(3)
    const sms = (await outbox(input.mobile)).filter((m) => m.template_id === TEMPLATES.SMS_TEMPLATE_WORK_ESCALATED)
    expect(sms.map((m) => m.text)).toEqual(['sub-division', 'division', 'circle'].map((l) => SMS_TEMPLATES.workEscalated.en.replace('{#var#}', workNo).replace('{#var#}', l)))
  })

  it('escalates each overdue item exactly once when two runners (two connections, as two processes) pass at the same time', async () => {
    const a = service(t.db)
    const b = service(other)
    const made: string[] = []
    for (let i = 0; i < 24; i++) made.push((await a.create(application({ feePaise: 0, areaClass: 'rural' }))).workNo)
    clock += 15 * DAY + HOUR
    const [ra, rb] = await Promise.all([a.escalateOverdue(), b.escalateOverdue()])
    const ours = await t.db('work_events').whereIn('item_id', t.db('work_items').select('id').whereIn('work_no', made)).andWhere('action', 'escalated').select('item_id')
    expect(ours).toHaveLength(24)
    expect(new Set(ours.map((r: { item_id: number }) => r.item_id)).size).toBe(24)
    expect(ra.escalated + rb.escalated).toBeGreaterThanOrEqual(24)
    const levels = await t.db('work_items').whereIn('work_no', made).select('level')
    expect(levels.every((r: { level: number }) => Number(r.level) === 1)).toBe(true)
  })

  it('gives complaints their category deadline, urgent first in the queue; the citizen rates or reopens within 7 days', async () => {
    const w = service()
    const mobile = newMobile()
    const danger = await w.create({ kind: 'complaint', mobile, applicantName: 'Mina Bora', locale: 'as', data: {}, category: 'danger', subcategory: 'fallen_wire', urgent: true })
    expect(danger).toMatchObject({ state: 'registered', urgent: true, deadlineAt: new Date(clock + 4 * HOUR).toISOString() })
    expect(danger.workNo).toMatch(/^CM\d{10}$/)
    const bill = await w.create({ kind: 'complaint', mobile, applicantName: 'Mina Bora', locale: 'en', data: {}, category: 'bill', subcategory: 'wrong_amount' })
    expect(bill.deadlineAt).toBe(new Date(clock + 7 * DAY).toISOString())
    const queue = await w.queue({ kind: 'complaint' })
    expect(queue.items[0].workNo).toBe(danger.workNo)
    const sms = await outbox(mobile)
    // each acknowledgement in its form's language (issue 23 §4)
    expect(sms.map((m) => m.template_id)).toEqual([TEMPLATES.SMS_TEMPLATE_COMPLAINT_CREATED_AS, TEMPLATES.SMS_TEMPLATE_COMPLAINT_CREATED])
    expect(sms[0].text).toContain(danger.workNo)
    expect(sms[0].text).toContain('(বিপদ)')

    await w.assign(bill.workNo, 'je2', { type: 'officer', id: 'ae2' })
    expect((await w.byNo(bill.workNo))!.state).toBe('assigned')
    await w.transition(bill.workNo, 'resolved', { type: 'officer', id: 'je2' }, 'Bill revised')
    await expect(w.rate(bill.workNo, newMobile(), 4)).rejects.toThrow(/No such/)
    clock += 8 * DAY
    await expect(w.reopen(bill.workNo, mobile, 'Still wrong')).rejects.toThrow(/passed/)
    const rated = await w.rate(bill.workNo, mobile, 4, 'Thank you')
    expect(rated).toMatchObject({ state: 'closed', rating: 4, pending: { from: null } })
    await expect(w.rate(bill.workNo, mobile, 5)).rejects.toThrow(/resolved/)

    await w.transition(danger.workNo, 'in_progress', { type: 'officer', id: 'je3' })
    await w.transition(danger.workNo, 'resolved', { type: 'officer', id: 'je3' })
    clock += 6 * DAY
    const reopened = await w.reopen(danger.workNo, mobile, 'The wire is down again')
    expect(reopened).toMatchObject({ state: 'reopened', reopenCount: 1, resolvedAt: null, deadlineAt: new Date(clock + 4 * HOUR).toISOString() })
  })

  it('answers the status lookup only for the right number and mobile, and opens an item for its browser or its mobile', async () => {
    const w = service()
    const input = application()
    const { workNo } = await w.create(input)
    expect(await w.lookup(workNo, input.mobile)).toMatchObject({ workNo })
    expect(await w.lookup(workNo, newMobile())).toBeNull()
    expect(await w.lookup('AP0000000000', input.mobile)).toBeNull()
    expect(await w.openFor(workNo, { granted: [] })).toBeNull()
    expect(await w.openFor(workNo, { granted: [workNo] })).toMatchObject({ workNo })
    expect(await w.openFor(workNo, { granted: [], mobile: input.mobile })).toMatchObject({ workNo })
    expect(await w.openFor(workNo, { granted: ['AP1111111111'], mobile: newMobile() })).toBeNull()
    expect(await w.listByMobile(input.mobile)).toEqual([expect.objectContaining({ workNo, kind: 'new_connection', state: 'awaiting_payment' })])
  })

  it('keeps one open request of a kind per consumer number, even when two arrive at the same instant', async () => {
    const w = service()
    const req = (kind: 'load_change' | 'phase_change') => w.create(application({ kind, consumerNo: '101000000009', feePaise: 0, areaClass: null }))
    const both = await Promise.allSettled([req('load_change'), req('load_change')])
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(both.filter((r) => r.status === 'rejected')).toHaveLength(1)
    // another kind is its own request; once the first is closed, a new one of its kind may come
    const other = await req('phase_change')
    const first = (both.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{ workNo: string }>).value
    await w.transition(first.workNo, 'rejected', { type: 'officer', id: 'ae1' }, 'Load already sanctioned')
    expect((await req('load_change')).state).toBe('submitted')
    expect(other.state).toBe('submitted')
  })

  it('records the stored documents with the item, and leaves no file when the item cannot be written', async () => {
    const uploads = createUploadService(createLocalStorage(uploadsDir))
    const checked = await checkUpload('identity', { buffer: PDF, size: PDF.length })
    expect(checked.ok).toBe(true)
    const file = (checked as { file: CheckedFile }).file
    const w = service()
    const stored = await uploads.store('applications', [file], clock)
    const item = await w.create(application({ files: stored }))
    expect(item.files).toEqual([expect.objectContaining({ slot: 'identity', contentType: 'application/pdf', bytes: PDF.length })])
    const got = await w.file(item.workNo, item.files[0].id)
    expect(got?.name).toBe(`${item.workNo}-identity.pdf`)

    const orphan = await uploads.store('applications', [file], clock)
    const key = orphan[0].storageKey
    expect(fs.existsSync(path.join(uploadsDir, key))).toBe(true)
    // a kind the table refuses: the insert fails inside the transaction
    await expect(w.create(application({ kind: 'bogus' as never, files: orphan }))).rejects.toThrow()
    expect(fs.existsSync(path.join(uploadsDir, key))).toBe(false)
    expect(await t.db('work_files').where('storage_key', key).first()).toBeUndefined()
  })
})
