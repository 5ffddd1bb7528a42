import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import en from '../../shared/locales/en/forms.json'
import { createApp, type App } from '../../server/app'
import { loadConfig, type Config } from '../../server/config'
import { createServices } from '../../server/services'
import { startSiteJob } from '../helpers/jobs'
import { UPLOAD_CONCURRENCY, createUploadGate, uploadGate } from '../../server/http/uploads'
import { seedIfEmpty } from '../../seeds'
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db'
import { JPEG, PDF, PNG, uploadPow } from '../helpers/uploads'
import { newConnectionFields, SAME_ORIGIN as SAME } from '../helpers/forms'

/** Every file the byte check was given, and how many checks ran at once (the routes' multer hands them over). */
const seen = vi.hoisted(() => ({ files: [] as Array<{ path?: string; hasBuffer: boolean; onDisk: boolean }>, inFlight: 0, peak: 0 }))
vi.mock('../../server/services/uploads', async (importOriginal) => {
  const mod = await importOriginal<typeof import('../../server/services/uploads')>()
  return {
    ...mod,
    checkUpload: async (...args: Parameters<typeof mod.checkUpload>) => {
      const [, file] = args
      seen.files.push({ path: file.path, hasBuffer: !!file.buffer, onDisk: !!file.path && fs.existsSync(file.path) })
      seen.peak = Math.max(seen.peak, ++seen.inFlight)
      try {
        return await mod.checkUpload(...args)
      } finally {
        seen.inFlight--
      }
    },
  }
})

/** The page renderer answers the form's state it was given (the pages themselves are tested in Chromium). */
vi.mock('vike/server', () => import('../helpers/formPostVike'))

const HOUR = 3_600_000
const FIELDS = newConnectionFields('9876500001')
const COMPLAINT = { category: 'meter', subcategory: 'meter_stopped', description: 'The meter display is blank since Monday.', district: 'jorhat', locality: 'Na-Ali, Jorhat', name: 'Mina Bora' }
/** A PDF of about 1.5 MB (a scanned page's size). */
const BIG_PDF = Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj<< /Type /Catalog >>endobj\n'), Buffer.alloc(1_500_000, 0x20), Buffer.from('\ntrailer<< /Root 1 0 R >>\n%%EOF\n')])

interface Stand {
  testDb: TestDb
  app: App
  config: Config
  uploads: string
  clock: { t: number }
}

async function stand(env: Record<string, string>): Promise<Stand> {
  const testDb = await createTestDb()
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-upload-limits-'))
  const config = loadConfig({ NODE_ENV: 'test', DEMO_MODE: 'true', LOG_LEVEL: 'silent', UPLOADS_DIR: uploads, ALTCHA_MAX_NUMBER: '1000', PAGE_CACHE_TTL_MS: '0', ...env })
  await seedIfEmpty(testDb.db, { uploadsPath: config.uploadsPath, stsVendingKey: config.stsVendingKey })
  const logger = pino({ level: 'silent' })
  const clock = { t: Date.now() }
  const app = await createApp({ config, db: testDb.db, logger, pages: true, services: createServices({ db: testDb.db, config, logger, now: () => clock.t }) })
  return { testDb, app, config, uploads, clock }
}
const close = async (s?: Stand) => {
  await s?.testDb.destroy()
  if (s) fs.rmSync(s.uploads, { recursive: true, force: true })
}

const count = async (s: Stand, table: string) => Number((await s.testDb.db(table).count({ n: '*' }))[0].n)
/** Every file under the uploads folder's private part (temporary ones included). */
const privateFiles = (s: Stand) => {
  const dir = path.join(s.uploads, 'private')
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true })
        .map(String)
        .filter((f) => fs.statSync(path.join(dir, f)).isFile())
    : []
}

function applyJson(s: Stand, headers: Record<string, string>, fields: Record<string, string> = FIELDS, docs: [Buffer, Buffer] = [PDF, PNG]) {
  const req = request(s.app.app).post('/api/applications/new-connection').set(SAME).set(headers)
  for (const [k, v] of Object.entries(fields)) req.field(k, v)
  return req.attach('identity', docs[0], { filename: 'aadhaar.pdf', contentType: 'application/pdf' }).attach('occupancy', docs[1], { filename: 'holding.png', contentType: 'image/png' })
}

/**
 * Uploads by the public (issue 27 §6) on both databases: the proof of work of the JSON calls
 * with files, the mobile's daily quota, the page posts' per-network guard, the process's cap
 * on concurrent uploads with the files on disk (never in memory), and the sweep of orphans.
 */
describe(`uploads by the public: limits (${TEST_DB})`, () => {
  let s: Stand
  beforeAll(async () => {
    s = await stand({ AUTH_IP_LIMIT: '100000', UPLOAD_MOBILE_DAILY_LIMIT: '2' })
  })
  afterAll(async () => close(s))

  it('asks a JSON call with files for a proof of work before reading it; a solution serves once; a call without files needs none', async () => {
    const before = await count(s, 'work_items')
    const asked = await applyJson(s, {}).expect(428)
    expect(asked.body).toMatchObject({ status: 'error', code: 'CHALLENGE_REQUIRED' })
    expect(asked.body.challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 1000 })
    expect(seen.files).toEqual([]) // nothing was read or checked
    expect((await applyJson(s, { 'X-Altcha': Buffer.from('{"nonsense":1}').toString('base64') }).expect(400)).body.code).toBe('CHALLENGE_INVALID')
    const solved = await uploadPow(s.app)
    expect((await applyJson(s, solved, { ...FIELDS, mobile: '9876511001' }).expect(201)).body.application.kind).toBe('new_connection')
    expect((await applyJson(s, solved, { ...FIELDS, mobile: '9876511001' }).expect(400)).body.code).toBe('CHALLENGE_INVALID')
    expect(await count(s, 'work_items')).toBe(before + 1)
    // a complaint without a photo is JSON: no files, no proof of work
    await request(s.app.app)
      .post('/api/complaints')
      .set(SAME)
      .send({ ...COMPLAINT, mobile: '9876511002' })
      .expect(201)
  })

  it('keeps each mobile to UPLOAD_MOBILE_DAILY_LIMIT forms with files a day (JSON and page), forms without files uncounted', async () => {
    const mobile = '9876522001'
    for (let i = 0; i < 2; i++) await applyJson(s, await uploadPow(s.app), { ...FIELDS, mobile }).expect(201)
    const [items, files] = [await count(s, 'work_items'), privateFiles(s).length]
    const over = await applyJson(s, await uploadPow(s.app), { ...FIELDS, mobile }).expect(400)
    expect(over.body).toMatchObject({ code: 'INVALID', message: en.problems.uploadQuota.replace('{{limit}}', '2') })
    expect(over.body.errors).toEqual([{ path: 'form', problem: 'uploadQuota', message: en.problems.uploadQuota.replace('{{limit}}', '2'), params: { limit: 2 } }])
    expect([await count(s, 'work_items'), privateFiles(s).length]).toEqual([items, files])
    // the page post of a complaint with a photo: the same quota, the page again (422) with the problem
    const page = await request(s.app.app)
      .post('/website/RegisterComplaint')
      .set(SAME)
      .field({ ...COMPLAINT, mobile })
      .attach('photo', JPEG, { filename: 'm.jpg', contentType: 'image/jpeg' })
      .redirects(0)
      .expect(422)
    expect(JSON.parse(page.text).formPost.problems).toEqual([{ field: 'form', key: 'uploadQuota', params: { limit: 2 } }])
    // without a file the mobile may still complain; another mobile is not touched
    await request(s.app.app)
      .post('/api/complaints')
      .set(SAME)
      .send({ ...COMPLAINT, mobile })
      .expect(201)
    await applyJson(s, await uploadPow(s.app), { ...FIELDS, mobile: '9876522002' }).expect(201)
    // the next day the mobile may send again
    s.clock.t += 24 * HOUR
    await applyJson(s, await uploadPow(s.app), { ...FIELDS, mobile }).expect(201)
  })

  it('streams files to a temporary file (never memory), caps the checks running at once, and leaves no temporary file', async () => {
    seen.files.length = 0
    seen.peak = 0
    const burst = 12
    const headers = await Promise.all(Array.from({ length: burst }, () => uploadPow(s.app)))
    const answers = await Promise.all(headers.map((h, i) => applyJson(s, h, { ...FIELDS, mobile: String(9876533000 + i) }, [BIG_PDF, BIG_PDF]).then((r) => r)))
    for (const a of answers) {
      expect([201, 503]).toContain(a.status)
      if (a.status === 503) expect(a.headers['retry-after']).toBe(String(UPLOAD_CONCURRENCY.retryAfterSeconds))
    }
    expect(answers.filter((a) => a.status === 201).length).toBeGreaterThanOrEqual(UPLOAD_CONCURRENCY.slots)
    // each file reached the check as a file of the temporary folder, not as a buffer
    expect(seen.files.length).toBeGreaterThan(0)
    for (const f of seen.files) {
      expect(f.hasBuffer).toBe(false)
      expect(f.onDisk).toBe(true)
      expect(path.dirname(f.path as string)).toBe(path.join(s.uploads, 'private', 'tmp'))
    }
    // a request checks its files one after the other: at most one check per slot at once
    expect(seen.peak).toBeLessThanOrEqual(UPLOAD_CONCURRENCY.slots)
    expect(fs.readdirSync(path.join(s.uploads, 'private', 'tmp'))).toEqual([])
  })

  it('answers 503 with Retry-After, before reading the body, when the slots and the queue of the process are full', async () => {
    const held = await Promise.all(Array.from({ length: UPLOAD_CONCURRENCY.slots }, () => uploadGate.acquire()))
    // each queued one gives its slot back as soon as it gets one
    const queued = Array.from({ length: UPLOAD_CONCURRENCY.queue }, () => uploadGate.acquire().then((release) => release?.()))
    const items = await count(s, 'work_items')
    try {
      const busy = await applyJson(s, await uploadPow(s.app), { ...FIELDS, mobile: '9876566001' }).expect(503)
      expect(busy.headers['retry-after']).toBe(String(UPLOAD_CONCURRENCY.retryAfterSeconds))
      expect(busy.body).toMatchObject({ code: 'UNAVAILABLE', message: 'Too many files are being sent right now. Please try again in a few seconds.' })
      expect(await count(s, 'work_items')).toBe(items)
    } finally {
      for (const r of held) r?.()
      await Promise.all(queued)
    }
    expect(uploadGate.active).toBe(0)
    await applyJson(s, await uploadPow(s.app), { ...FIELDS, mobile: '9876566001' }).expect(201)
  })

  it('sweeps private files no row references and stale temporary files, older than an hour; keeps referenced and recent ones', async () => {
    s.clock.t = Date.now() // the files' times are the real clock's
    const made = (await applyJson(s, await uploadPow(s.app), { ...FIELDS, mobile: '9876544001' }).expect(201)).body.application
    const keys: string[] = (await s.testDb.db('work_files').join('work_items', 'work_items.id', 'work_files.item_id').where('work_items.work_no', made.workNo).select('storage_key')).map(
      (r: { storage_key: string }) => r.storage_key,
    )
    expect(keys).toHaveLength(2)
    const storage = s.app.services.storage
    await storage.put('private/applications/2026/orphan-of-a-killed-process.pdf', PDF)
    await storage.put('private/applications/2026/fresh-orphan.pdf', PDF)
    const at = (rel: string) => path.join(s.uploads, ...rel.split('/'))
    fs.mkdirSync(at('private/tmp'), { recursive: true })
    fs.writeFileSync(at('private/tmp/0123abcd.upload'), '%PDF-1.4 partial')
    fs.writeFileSync(at('private/applications/2026/.cut.pdf.a1b2c3.tmp'), '%PDF-1.4 cut')
    const old = new Date(Date.now() - 2 * HOUR)
    for (const rel of [...keys, 'private/applications/2026/orphan-of-a-killed-process.pdf', 'private/tmp/0123abcd.upload', 'private/applications/2026/.cut.pdf.a1b2c3.tmp'])
      fs.utimesSync(at(rel), old, old)

    // the job, under its lease, runs the sweep
    const job = startSiteJob('upload-sweep', s.app.services, { intervalMs: 50, logger: pino({ level: 'silent' }), leases: s.app.services.jobLeases })
    await vi.waitFor(() => expect(fs.existsSync(at('private/applications/2026/orphan-of-a-killed-process.pdf'))).toBe(false), { timeout: 5000 })
    await job.stop()
    expect(fs.existsSync(at('private/tmp/0123abcd.upload'))).toBe(false)
    expect(fs.existsSync(at('private/applications/2026/.cut.pdf.a1b2c3.tmp'))).toBe(false)
    expect(fs.existsSync(at('private/applications/2026/fresh-orphan.pdf'))).toBe(true)
    for (const k of keys) expect(await storage.exists(k)).toBe(true)
    expect(await s.app.services.uploads.sweep()).toEqual({ orphans: 0, temporary: 0 })
  })
})

describe(`uploads by the public: the page posts' own guard (${TEST_DB})`, () => {
  let s: Stand
  beforeAll(async () => {
    // AUTH_IP_LIMIT 8: page posts with files, 4 a network an hour
    s = await stand({ AUTH_IP_LIMIT: '8' })
  })
  afterAll(async () => close(s))

  it('a page post with files (no JavaScript, no proof of work) passes 4 a network an hour, then the page again with 429', async () => {
    const post = (i: number) =>
      request(s.app.app)
        .post('/website/RegisterComplaint')
        .set(SAME)
        .field({ ...COMPLAINT, mobile: String(9876555000 + i) })
        .attach('photo', JPEG, { filename: 'm.jpg', contentType: 'image/jpeg' })
        .redirects(0)
    for (let i = 0; i < 4; i++) await post(i).expect(303)
    const items = await count(s, 'work_items')
    const refused = await post(9).expect(429)
    expect(JSON.parse(refused.text).formPost.problems).toEqual([{ field: 'form', key: 'tooManyRequests' }])
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(await count(s, 'work_items')).toBe(items)
    // a page post without a file is not counted by it
    await request(s.app.app)
      .post('/website/RegisterComplaint')
      .set(SAME)
      .type('form')
      .send({ ...COMPLAINT, mobile: '9876555100' })
      .redirects(0)
      .expect(303)
    // the JSON call pays with its proof of work instead
    await request(s.app.app)
      .post('/api/complaints')
      .set(SAME)
      .set(await uploadPow(s.app))
      .field({ ...COMPLAINT, mobile: '9876555101' })
      .attach('photo', JPEG, { filename: 'm.jpg', contentType: 'image/jpeg' })
      .expect(201)
  })
})

describe('the upload gate (a semaphore with a short queue)', () => {
  it('lets `slots` in, queues `queue` more, refuses beyond; a release hands the slot to the next; a wait runs out', async () => {
    const gate = createUploadGate({ slots: 2, queue: 1, waitMs: 100 })
    const a = await gate.acquire()
    const b = await gate.acquire()
    expect([a, b].every(Boolean)).toBe(true)
    const queued = gate.acquire()
    expect(gate.waiting).toBe(1)
    expect(await gate.acquire()).toBeNull() // the queue is full
    a?.()
    a?.() // a second release changes nothing
    const c = await queued
    expect(c).toBeTypeOf('function')
    expect(gate.active).toBe(2)
    const late = await gate.acquire() // waits 100 ms, then gives up
    expect(late).toBeNull()
    expect(gate.waiting).toBe(0)
    const aborted = new AbortController()
    const waiting = gate.acquire(aborted.signal)
    aborted.abort()
    expect(await waiting).toBeNull()
    b?.()
    c?.()
    expect(gate.active).toBe(0)
    expect(gate.peak).toBe(2)
  })
})
