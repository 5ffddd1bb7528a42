import knexFactory from 'knex'
import pino from 'pino'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PlannedShutdownView } from '../../shared/eodb/contract'
import { CIRCLES } from '../../shared/eodb/circles'
import { OUTAGE_MESSAGES as M, type AdminOutage } from '../../shared/eodb/outages'
import { IST_OFFSET_MS } from '../../shared/time'
import type { Db } from '../../server/db/knex'
import { createDb } from '../../server/db/knex'
import { createOutboxTransport } from '../../server/adapters/sms/outbox'
import { SmsDeliveryError } from '../../server/adapters/sms'
import { createShutdownAlerts } from '../../server/services/eodb/shutdownAlerts'
import { startSiteJob } from '../helpers/jobs'
import { shutdownSmsText } from '../../server/services/eodb/shutdownTexts'
import { shutdownEveAt } from '../../server/services/eodb/shutdownViews'
import { SAME_ORIGIN, adminAgent, auditJson, auditRows, type AdminAgent } from '../helpers/admin'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'

const logger = pino({ level: 'silent' })
const HOUR = 3_600_000
const MIN = 60_000
/** an India wall-clock time as epoch ms */
const ist = (local: string) => Date.parse(`${local}:00.000Z`) - IST_OFFSET_MS
/** epoch ms as the admin types it (datetime-local, India time) */
const typed = (t: number) => new Date(t + IST_OFFSET_MS).toISOString().slice(0, 16)

/** the DLT template ids of the shutdown SMS, English and Assamese (the app's and the extra runners') */
const TEMPLATES = {
  SMS_TEMPLATE_SHUTDOWN_PUBLISHED: '1107000000000000011',
  SMS_TEMPLATE_SHUTDOWN_EVE: '1107000000000000012',
  SMS_TEMPLATE_SHUTDOWN_PUBLISHED_AS: '1107000000000000013',
  SMS_TEMPLATE_SHUTDOWN_EVE_AS: '1107000000000000014',
}
const CIRCLE_A = CIRCLES[0]
const CIRCLE_B = CIRCLES[5]
/** the test's own feeders (the demo seeds have theirs: F<division><letter>) */
const FA = 'TSTA1'
/** FA's Assamese name (set where the shutdown SMS are checked) */
const FA_AS = '১১ কে.ভি. আলফা ফীডাৰ'
const FB = 'TSTB1'
const FC = 'TSTC1'

/**
 * The outage manager's API (issue 13, /api/admin/outages and /api/admin/shutdowns) on both
 * databases: who may call it (401, 403, CSRF), recording and closing outages, publishing and
 * cancelling planned shutdowns with every refusal, the audit rows, /ShutdownNotices' list, and
 * the SMS of a published shutdown: one per affected consumer with a mobile, even with several
 * runners at once, again the evening before, none for a cancelled shutdown.
 */
describe(`admin outages and planned shutdowns: /api/admin/outages, /api/admin/shutdowns (${TEST_DB})`, () => {
  let t: TestApp
  let om: AdminAgent
  let editor: AdminAgent
  let sup: AdminAgent
  /** a second connection to the same database, as another process has */
  let other: Db
  let clock = ist('2027-03-10T10:00')
  const now = () => clock
  let divX = ''
  let divY = ''

  beforeAll(async () => {
    t = await createTestApp({ seed: true, now, env: { ADMIN_BCRYPT_COST: '4', AUTH_IP_LIMIT: '100000', SHUTDOWN_ALERT_INTERVAL_MS: '0', ...TEMPLATES } })
    om = await adminAgent(t, 'outage.mgr', ['outage_manager'])
    editor = await adminAgent(t, 'editor.outages', ['content_editor'])
    sup = await adminAgent(t, 'super.outages', ['super_admin'])
    const db = t.testDb.db
    const divisions: Array<{ code: string }> = await db('divisions').select('code').orderBy('code').limit(2)
    ;[divX, divY] = divisions.map((d) => d.code)
    for (const c of [CIRCLE_A, CIRCLE_B]) await db('circles').insert({ code: c.code, name: c.name, name_as: c.nameAs, zone: c.zone }).onConflict('code').ignore()
    await db('feeders').insert([
      { code: FA, name: '11 kV Test Alpha Feeder', substation: '33/11 kV Alpha Substation', circle_code: CIRCLE_A.code, division_code: divX, customers_served: 1200, area: 'urban' },
      { code: FB, name: '11 kV Test Beta Feeder', substation: '33/11 kV Beta Substation', circle_code: CIRCLE_A.code, division_code: divX, customers_served: 800, area: 'rural' },
      { code: FC, name: '11 kV Test Gamma Feeder', substation: '33/11 kV Gamma Substation', circle_code: CIRCLE_B.code, division_code: divY, customers_served: 500, area: 'rural' },
    ])
    other =
      t.testDb.dialect === 'postgres'
        ? knexFactory({ ...t.testDb.db.client.config, pool: { min: 0, max: 5 } })
        : createDb({ sqlitePath: t.testDb.sqlitePath!, DATABASE_URL: undefined, DB_POOL_MAX: 1 })
  })
  afterAll(async () => {
    await t?.services.shutdownAlerts.idle()
    await other?.destroy()
    await t?.close()
  })

  const errorsOf = (res: request.Response) => (res.body.errors as Array<{ path: string; message: string }>).map((e) => [e.path, e.message])

  describe('who may call it', () => {
    it('refuses without a session (401), with another role (403), and every write without the right CSRF token (403)', async () => {
      for (const path of ['/api/admin/outages', '/api/admin/outages/feeders', '/api/admin/shutdowns']) {
        await request(t.app).get(path).expect(401)
        await editor.get(path).expect(403)
        await sup.get(path).expect(403)
        await om.get(path).expect(200)
      }
      const writes: Array<[string, object]> = [
        ['/api/admin/outages', { feederCode: FA, planned: false, startedAt: typed(clock - HOUR), cause: 'Tree fell on the line' }],
        ['/api/admin/outages/1/close', {}],
        ['/api/admin/shutdowns', { feeders: [FA], startsAt: typed(clock + 30 * HOUR), endsAt: typed(clock + 32 * HOUR), reason: 'Line maintenance' }],
        ['/api/admin/shutdowns/1/cancel', {}],
      ]
      for (const [path, body] of writes) {
        await request(t.app).post(path).set(SAME_ORIGIN).send(body).expect(401)
        await editor.post(path, body).expect(403)
        await request(t.app).post(path).set(SAME_ORIGIN).set('Cookie', om.cookie).send(body).expect(403)
        await request(t.app).post(path).set(SAME_ORIGIN).set('Cookie', om.cookie).set('X-CSRF-Token', 'x'.repeat(43)).send(body).expect(403)
      }
      const db = t.testDb.db
      expect(Number((await db('outage_events').where('source', 'admin').count({ n: '*' }))[0].n)).toBe(0)
      expect(await db('planned_shutdowns').where('created_by', 'outage.mgr')).toHaveLength(0)
    })
  })

  describe('the feeder picker', () => {
    it('filters by circle, division and words, with the filter choices', async () => {
      const byCircle = (await om.get(`/api/admin/outages/feeders?circle=${CIRCLE_B.code}`).expect(200)).body
      expect(byCircle.feeders.map((f: { code: string }) => f.code)).toContain(FC)
      expect(byCircle.feeders.every((f: { circleCode: string }) => f.circleCode === CIRCLE_B.code)).toBe(true)
      const words = (await om.get('/api/admin/outages/feeders?q=test%20beta').expect(200)).body
      expect(words.feeders).toEqual([{ code: FB, name: '11 kV Test Beta Feeder', substation: '33/11 kV Beta Substation', circleCode: CIRCLE_A.code, divisionCode: divX, customersServed: 800 }])
      expect(words.total).toBe(1)
      const byDivision = (await om.get(`/api/admin/outages/feeders?division=${divY}&q=tsT`).expect(200)).body
      expect(byDivision.feeders.map((f: { code: string }) => f.code)).toEqual([FC])
      expect(byDivision.circles).toHaveLength(CIRCLES.length)
      expect(byDivision.divisions).toEqual(expect.arrayContaining([expect.objectContaining({ code: divX, circleCode: CIRCLE_A.code })]))
      // a filter that is not a code is dropped, not refused; a like-pattern is taken as words
      expect((await om.get('/api/admin/outages/feeders?division=abc&circle=%27;--').expect(200)).body.total).toBeGreaterThanOrEqual(3)
      expect((await om.get('/api/admin/outages/feeders?q=%25').expect(200)).body.total).toBe(0)
    })
  })

  describe('outages', () => {
    let recorded: AdminOutage

    it('records an outage: the customers default to those the feeder serves; audited; listed as open', async () => {
      const res = await om
        .post('/api/admin/outages', {
          feederCode: FA,
          planned: 'false',
          startedAt: typed(clock - 2 * HOUR),
          restoreEta: typed(clock + HOUR),
          customersAffected: '',
          cause: '  Conductor snapped near the bridge  ',
        })
        .expect(201)
      recorded = res.body.outage
      expect(recorded).toMatchObject({
        feederCode: FA,
        feederName: '11 kV Test Alpha Feeder',
        circleCode: CIRCLE_A.code,
        divisionCode: divX,
        planned: false,
        startedAt: clock - 2 * HOUR,
        endedAt: null,
        restoreEta: clock + HOUR,
        customersAffected: 1200,
        cause: 'Conductor snapped near the bridge',
        recordedBy: 'outage.mgr',
        source: 'admin',
      })
      const [row] = await auditRows(t, { action: 'outage.record', entity_id: String(recorded.id) })
      expect(row).toMatchObject({ actor: 'outage.mgr', entity: 'outage_event' })
      expect(auditJson(row.before_json)).toBeNull()
      expect(auditJson(row.after_json)).toMatchObject({ feederCode: FA, customersAffected: 1200 })
      const list = (await om.get('/api/admin/outages').expect(200)).body
      expect(list.open.map((o: AdminOutage) => o.id)).toContain(recorded.id)
      // a planned one with its own count, times as ISO 8601 with a zone
      const planned = await om
        .post('/api/admin/outages', { feederCode: FC, planned: true, startedAt: new Date(clock - 10 * MIN).toISOString(), customersAffected: 120, cause: 'Planned line work' })
        .expect(201)
      expect(planned.body.outage).toMatchObject({ planned: true, customersAffected: 120, restoreEta: null, startedAt: clock - 10 * MIN })
    })

    it('refuses bad input by field (400) and a second open outage of a feeder (409); nothing written', async () => {
      const count = async () => Number((await t.testDb.db('outage_events').count({ n: '*' }))[0].n)
      const before = await count()
      const ok = { feederCode: FB, planned: false, startedAt: typed(clock - HOUR), cause: 'Transformer fault' }
      const cases: Array<[object, string, string]> = [
        [{ ...ok, feederCode: '' }, 'feederCode', M.feederMissing],
        [{ ...ok, feederCode: undefined }, 'feederCode', M.feederMissing],
        [{ ...ok, feederCode: 'NOPE1' }, 'feederCode', M.feederUnknown],
        [{ ...ok, planned: 'maybe' }, 'planned', M.plannedBad],
        [{ ...ok, startedAt: 'yesterday' }, 'startedAt', M.timeBad('start')],
        [{ ...ok, startedAt: '2027-02-31T10:00' }, 'startedAt', M.timeBad('start')],
        [{ ...ok, startedAt: '' }, 'startedAt', M.timeBad('start')],
        [{ ...ok, startedAt: typed(clock + HOUR) }, 'startedAt', M.startedFuture],
        [{ ...ok, restoreEta: typed(clock - 2 * HOUR) }, 'restoreEta', M.etaBeforeStart],
        [{ ...ok, restoreEta: '10 pm' }, 'restoreEta', M.timeBad('expected restoration')],
        [{ ...ok, customersAffected: 801 }, 'customersAffected', M.customersTooMany(800)],
        [{ ...ok, customersAffected: -1 }, 'customersAffected', M.customersBad],
        [{ ...ok, customersAffected: '12.5' }, 'customersAffected', M.customersBad],
        [{ ...ok, cause: 'ab' }, 'cause', M.causeBad],
        [{ ...ok, cause: 'x'.repeat(301) }, 'cause', M.causeBad],
        [{ ...ok, cause: 'Fault <script>alert(1)</script>' }, 'cause', M.plainText],
      ]
      for (const [body, path, message] of cases) {
        const res = await om.post('/api/admin/outages', body).expect(400)
        expect(errorsOf(res), JSON.stringify(body)).toContainEqual([path, message])
        expect(res.body.message).toBe(res.body.errors[0].message)
      }
      const open = await om.post('/api/admin/outages', { ...ok, feederCode: FA }).expect(409)
      expect(errorsOf(open)).toEqual([['feederCode', M.feederOpen]])
      expect(await count()).toBe(before)
    })

    it('closes an outage once; refuses an end before the start or in the future, an unknown outage (404) and a second close (409)', async () => {
      const bad = await om.post(`/api/admin/outages/${recorded.id}/close`, { endedAt: typed(clock - 3 * HOUR) }).expect(400)
      expect(errorsOf(bad)).toEqual([['endedAt', M.endBeforeStart]])
      expect(errorsOf(await om.post(`/api/admin/outages/${recorded.id}/close`, { endedAt: typed(clock + HOUR) }).expect(400))).toEqual([['endedAt', M.endFuture]])
      expect(errorsOf(await om.post(`/api/admin/outages/${recorded.id}/close`, { endedAt: 'soon' }).expect(400))).toEqual([['endedAt', M.timeBad('end')]])
      await om.post('/api/admin/outages/999999/close', {}).expect(404)
      expect((await om.post('/api/admin/outages/abc/close', {}).expect(404)).body.message).toBe(M.outageUnknown)
      // no end given: now
      const closed = (await om.post(`/api/admin/outages/${recorded.id}/close`, {}).expect(200)).body.outage as AdminOutage
      expect(closed).toMatchObject({ id: recorded.id, endedAt: clock })
      const again = await om.post(`/api/admin/outages/${recorded.id}/close`, { endedAt: typed(clock) }).expect(409)
      expect(errorsOf(again)).toEqual([['endedAt', M.outageClosed]])
      const [row] = await auditRows(t, { action: 'outage.close', entity_id: String(recorded.id) })
      expect([auditJson(row.before_json).endedAt, auditJson(row.after_json).endedAt]).toEqual([null, clock])
      const list = (await om.get('/api/admin/outages').expect(200)).body
      expect(list.open.map((o: AdminOutage) => o.id)).not.toContain(recorded.id)
      expect(list.recent[0]).toMatchObject({ id: recorded.id, endedAt: clock })
      // two closes at the same instant: one wins
      const fresh = (await om.post('/api/admin/outages', { feederCode: FA, planned: false, startedAt: typed(clock - HOUR), cause: 'Jumper burnt' }).expect(201)).body.outage as AdminOutage
      const both = await Promise.all([om.post(`/api/admin/outages/${fresh.id}/close`, {}), om.post(`/api/admin/outages/${fresh.id}/close`, {})])
      expect(both.map((r) => r.status).sort()).toEqual([200, 409])
      expect(await auditRows(t, { action: 'outage.close', entity_id: String(fresh.id) })).toHaveLength(1)
    })
  })

  describe('planned shutdowns', () => {
    const window = { startsAt: ist('2027-03-12T09:00'), endsAt: ist('2027-03-12T13:00') }
    const good = () => ({ feeders: [FB], startsAt: typed(window.startsAt), endsAt: typed(window.endsAt), reason: 'Replacing the 11 kV line insulators', reasonAs: '' })

    it('refuses bad input by field (400); nothing written', async () => {
      const count = async () => Number((await t.testDb.db('planned_shutdowns').count({ n: '*' }))[0].n)
      const before = await count()
      const cases: Array<[object, string, string]> = [
        [{ ...good(), feeders: [] }, 'feeders', M.feedersMissing],
        [{ ...good(), feeders: undefined }, 'feeders', M.feedersMissing],
        [{ ...good(), feeders: [''] }, 'feeders.0', M.feedersMissing],
        [{ ...good(), feeders: Array.from({ length: 51 }, (_, i) => `F${i}`) }, 'feeders', M.feedersTooMany],
        [{ ...good(), feeders: [FB, 'NOPE1'] }, 'feeders', M.feedersUnknown],
        [{ ...good(), startsAt: typed(clock - MIN) }, 'startsAt', M.startPast],
        [{ ...good(), startsAt: '12/03/2027 09:00' }, 'startsAt', M.timeBad('start')],
        [{ ...good(), endsAt: typed(window.startsAt) }, 'endsAt', M.endNotAfterStart],
        [{ ...good(), endsAt: typed(window.startsAt + 12 * HOUR + MIN) }, 'endsAt', M.tooLong],
        [{ ...good(), reason: 'Work' }, 'reason', M.reasonBad],
        [{ ...good(), reason: 'w'.repeat(501) }, 'reason', M.reasonBad],
        [{ ...good(), reason: '<b>Line work</b>' }, 'reason', M.plainText],
        [{ ...good(), reasonAs: 'ক'.repeat(501) }, 'reasonAs', M.reasonAsBad],
      ]
      for (const [body, path, message] of cases) {
        const res = await om.post('/api/admin/shutdowns', body).expect(400)
        expect(errorsOf(res), JSON.stringify(body).slice(0, 200)).toContainEqual([path, message])
      }
      expect(await count()).toBe(before)
    })

    it('publishes at once with a reference, the feeders and their customers; audited; 12 hours is allowed', async () => {
      const res = await om.post('/api/admin/shutdowns', { ...good(), feeders: [FB, FA, FB], endsAt: typed(window.startsAt + 12 * HOUR), reasonAs: ' ইনচুলেটৰ সলনি ' }).expect(201)
      const s = res.body.shutdown as PlannedShutdownView
      expect(s).toMatchObject({
        status: 'published',
        publishedAt: clock,
        startsAt: window.startsAt,
        endsAt: window.startsAt + 12 * HOUR,
        reason: 'Replacing the 11 kV line insulators',
        reasonAs: 'ইনচুলেটৰ সলনি',
        customers: 2000,
      })
      expect(s.ref).toBe(`PS-2027-${String(s.id).padStart(6, '0')}`)
      expect(s.feeders).toEqual([
        { code: FA, name: '11 kV Test Alpha Feeder', nameAs: null, circleCode: CIRCLE_A.code, divisionCode: divX },
        { code: FB, name: '11 kV Test Beta Feeder', nameAs: null, circleCode: CIRCLE_A.code, divisionCode: divX },
      ])
      const [row] = await auditRows(t, { action: 'shutdown.publish', entity_id: String(s.id) })
      expect(row).toMatchObject({ actor: 'outage.mgr', entity: 'planned_shutdown' })
      expect(auditJson(row.after_json)).toMatchObject({ ref: s.ref, status: 'published' })
      await t.services.shutdownAlerts.idle()
      const list = (await om.get('/api/admin/shutdowns').expect(200)).body
      expect(list.upcoming.map((u: PlannedShutdownView) => u.ref)).toContain(s.ref)
      // cancelled at once: this test's shutdown is not the one of the SMS test
      await om.post(`/api/admin/shutdowns/${s.id}/cancel`).expect(200)
    })

    it('cancels a published shutdown before it starts; not twice, not once started, not an unknown one', async () => {
      const s = (await om.post('/api/admin/shutdowns', { ...good(), feeders: [FC], startsAt: typed(clock + 2 * HOUR), endsAt: typed(clock + 4 * HOUR) }).expect(201)).body
        .shutdown as PlannedShutdownView
      const started = (await om.post('/api/admin/shutdowns', { ...good(), feeders: [FC], startsAt: typed(clock + HOUR), endsAt: typed(clock + 3 * HOUR) }).expect(201)).body
        .shutdown as PlannedShutdownView
      const cancelled = (await om.post(`/api/admin/shutdowns/${s.id}/cancel`).expect(200)).body.shutdown as PlannedShutdownView
      expect(cancelled).toMatchObject({ id: s.id, status: 'cancelled' })
      expect(await t.testDb.db('planned_shutdowns').first('cancelled_at').where('id', s.id)).toEqual({ cancelled_at: expect.anything() })
      expect(errorsOf(await om.post(`/api/admin/shutdowns/${s.id}/cancel`).expect(409))).toEqual([['id', M.shutdownCancelled]])
      clock += HOUR
      try {
        expect(errorsOf(await om.post(`/api/admin/shutdowns/${started.id}/cancel`).expect(409))).toEqual([['id', M.shutdownStarted]])
      } finally {
        clock -= HOUR
      }
      expect((await om.post('/api/admin/shutdowns/999999/cancel').expect(404)).body.message).toBe(M.shutdownUnknown)
      await om.post('/api/admin/shutdowns/x1/cancel').expect(404)
      const [row] = await auditRows(t, { action: 'shutdown.cancel', entity_id: String(s.id) })
      expect([auditJson(row.before_json).status, auditJson(row.after_json).status]).toEqual(['published', 'cancelled'])
      await t.services.shutdownAlerts.idle()
      // leave no published shutdown on FC behind for the SMS test
      await t.testDb.db('planned_shutdowns').where('id', started.id).update({ status: 'cancelled', cancelled_at: clock })
    })

    it('/ShutdownNotices lists the published ones, upcoming and of the last 90 days, latest start first; not the cancelled', async () => {
      const db = t.testDb.db
      const old = async (daysAgo: number, ref: string) => {
        const starts = clock - daysAgo * 24 * HOUR
        const [r] = await db('planned_shutdowns')
          .insert({ ref, starts_at: starts, ends_at: starts + 2 * HOUR, reason: `Old work ${ref}`, status: 'published', created_by: 'test', published_at: starts - 48 * HOUR })
          .returning('id')
        await db('planned_shutdown_feeders').insert({ shutdown_id: Number(typeof r === 'object' ? r.id : r), feeder_code: FC })
      }
      await old(10, 'PS-TEST-OLD10')
      await old(95, 'PS-TEST-OLD95')
      const notices = await t.services.outageAdmin.shutdownNotices()
      const refs = notices.map((n) => n.ref)
      expect(refs).toContain('PS-TEST-OLD10')
      expect(refs).not.toContain('PS-TEST-OLD95')
      expect(notices.every((n) => n.status === 'published')).toBe(true)
      const cancelled = await db('planned_shutdowns').where('status', 'cancelled').pluck('ref')
      expect(cancelled.length).toBeGreaterThan(0)
      for (const ref of cancelled) expect(refs).not.toContain(ref)
      const starts = notices.map((n) => n.startsAt)
      expect(starts).toEqual([...starts].sort((a, b) => b - a))
      expect(notices.find((n) => n.ref === 'PS-TEST-OLD10')).toMatchObject({ feeders: [{ code: FC }], customers: 500, reasonAs: null })
    })
  })

  describe('the SMS of a planned shutdown', () => {
    /** the outbox transport of one runner ("a process"): its own database handle, the shared clock */
    const runner = (db: Db) =>
      createShutdownAlerts({
        db,
        sms: createOutboxTransport({ db, logger, now }),
        config: TEMPLATES,
        logger,
        now,
      })
    let seq = 0
    /** a consumer on `feeder` (null: none) with `mobile` (null: none) */
    const consumer = async (division: string, feeder: string | null, mobile: string | null, status = 'ACTIVE') => {
      const db = t.testDb.db
      const tariff = (await db('tariff_categories').first('code')).code
      const consumerNo = `${division}9${String(++seq).padStart(8, '0')}`
      await db('consumers').insert({
        consumer_no: consumerNo,
        name: `Test Consumer ${seq}`,
        address: 'Test Road',
        mobile,
        conn_type: 'POSTPAID',
        tariff_category: tariff,
        connected_load_kw: 1,
        phase: 1,
        status,
        division_code: division,
        feeder_code: feeder,
      })
      return { consumerNo, mobile }
    }
    const smsTo = async (mobile: string) => (await t.testDb.db('sms_outbox').where({ mobile }).orderBy('id').select('text', 'template_id')) as Array<{ text: string; template_id: string | null }>

    it('publishing a planned shutdown sends exactly one SMS per affected consumer even with two job runners', async () => {
      const db = t.testDb.db
      // on the shutdown's feeders: eight with a mobile (one who chose Assamese), one without, one closed
      const onA = await Promise.all([1, 2, 3, 4, 5].map((i) => consumer(divX, FA, `70000001${String(i).padStart(2, '0')}`)))
      const onB = await Promise.all([1, 2, 3].map((i) => consumer(divX, FB, `70000002${String(i).padStart(2, '0')}`)))
      const noMobile = await consumer(divX, FA, null)
      const closed = await consumer(divX, FA, '7000000199', 'CLOSED')
      // elsewhere: another feeder, no feeder
      const onC = await Promise.all([1, 2].map((i) => consumer(divY, FC, `70000003${String(i).padStart(2, '0')}`)))
      const noFeeder = await consumer(divY, null, '7000000401')
      const assamese = onA[0]
      // the language of their SMS (server/services/smsLanguage.ts): signed in or applied in Assamese
      await t.services.smsLanguage.record(assamese.mobile!, 'as')
      // their feeder has an Assamese name: the Assamese SMS names it so (issue 23 §4)
      await db('feeders').where('code', FA).update({ name_as: FA_AS })
      const affected = [...onA, ...onB]
      const feederOf = (c: (typeof affected)[number]) => (onA.includes(c) ? (c === assamese ? FA_AS : '11 kV Test Alpha Feeder') : '11 kV Test Beta Feeder')

      // the publish starts a pass in this process; two more runners (one on another connection) run at the same time
      const a = runner(db)
      const b = runner(other)
      const [res] = await Promise.all([
        om.post('/api/admin/shutdowns', { feeders: [FA, FB], startsAt: '2027-03-11T09:00', endsAt: '2027-03-11T13:00', reason: 'Replacing the 11 kV line insulators' }),
        a.runOnce(),
        b.runOnce(),
        a.runOnce(),
        b.runOnce(),
      ])
      expect(res.status).toBe(201)
      const s = res.body.shutdown as PlannedShutdownView
      await Promise.all([a.runOnce(), b.runOnce()])
      await t.services.shutdownAlerts.idle()

      const window = { startsAt: ist('2027-03-11T09:00'), endsAt: ist('2027-03-11T13:00') }
      for (const c of affected) {
        const sent = await smsTo(c.mobile!)
        const feederName = feederOf(c)
        const locale = c === assamese ? 'as' : 'en'
        expect(sent, c.consumerNo).toEqual([
          {
            text: shutdownSmsText('published', locale, { feederName, ...window }),
            template_id: locale === 'as' ? TEMPLATES.SMS_TEMPLATE_SHUTDOWN_PUBLISHED_AS : TEMPLATES.SMS_TEMPLATE_SHUTDOWN_PUBLISHED,
          },
        ])
      }
      expect((await smsTo(assamese.mobile!))[0].text).toContain('বিদ্যুৎ যোগান')
      expect((await smsTo(assamese.mobile!))[0].text).toContain(FA_AS)
      expect((await smsTo(onB[0].mobile!))[0].text).toBe(
        'APDCL: For planned work the power supply of 11 kV Test Beta Feeder will be off from 11 Mar 2027, 09:00 to 11 Mar 2027, 13:00. Details: Shutdown Notices on www.apdcl.org - APDCL',
      )
      for (const c of [closed, ...onC, noFeeder]) expect(await smsTo(c.mobile!), c.consumerNo).toEqual([])
      const alerts: Array<{ consumer_no: string; kind: string }> = await db('shutdown_alerts').where('shutdown_id', s.id).select('consumer_no', 'kind')
      expect(alerts.map((r) => r.consumer_no).sort()).toEqual(affected.map((c) => c.consumerNo).sort())
      expect(alerts.every((r) => r.kind === 'published')).toBe(true)
      expect(alerts.map((r) => r.consumer_no)).not.toContain(noMobile.consumerNo)

      // the evening before: nothing at 17:59, then one each, again with runners side by side
      expect(shutdownEveAt(window.startsAt)).toBe(ist('2027-03-10T18:00'))
      clock = ist('2027-03-10T17:59')
      expect((await a.runOnce()).eve).toBe(0)
      clock = ist('2027-03-10T18:00')
      const job = startSiteJob('shutdown-alerts', t.services, { intervalMs: 5, logger })
      const passes = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce(), t.services.shutdownAlerts.pass()])
      await job.stop()
      await t.services.shutdownAlerts.idle()
      expect(passes.reduce((n, p) => n + p.published, 0)).toBe(0)
      for (const c of affected) {
        const sent = await smsTo(c.mobile!)
        const feederName = feederOf(c)
        expect(
          sent.map((m) => m.text),
          c.consumerNo,
        ).toEqual([shutdownSmsText('published', c === assamese ? 'as' : 'en', { feederName, ...window }), shutdownSmsText('eve', c === assamese ? 'as' : 'en', { feederName, ...window })])
        expect(sent[1].template_id).toBe(c === assamese ? TEMPLATES.SMS_TEMPLATE_SHUTDOWN_EVE_AS : TEMPLATES.SMS_TEMPLATE_SHUTDOWN_EVE)
      }
      expect(await db('shutdown_alerts').where({ shutdown_id: s.id, kind: 'eve' })).toHaveLength(affected.length)
      for (const c of [closed, ...onC, noFeeder]) expect(await smsTo(c.mobile!)).toEqual([])
      // later passes send nothing more; nor once it has started
      expect(await Promise.all([a.runOnce(), b.runOnce()])).toEqual([
        { published: 0, eve: 0, failed: 0 },
        { published: 0, eve: 0, failed: 0 },
      ])
      clock = window.startsAt + MIN
      expect(await a.runOnce()).toEqual({ published: 0, eve: 0, failed: 0 })
      clock = ist('2027-03-10T10:00')
    })

    it('sends no evening SMS for a cancelled shutdown, nor for one published after that evening; a gateway failure is not retried', async () => {
      const db = t.testDb.db
      const c1 = await consumer(divY, FC, '7000000501')
      const a = runner(db)
      clock = ist('2027-03-13T10:00')
      const cancelled = (await om.post('/api/admin/shutdowns', { feeders: [FC], startsAt: '2027-03-14T10:00', endsAt: '2027-03-14T12:00', reason: 'Substation maintenance' }).expect(201)).body
        .shutdown as PlannedShutdownView
      await t.services.shutdownAlerts.idle()
      expect((await smsTo(c1.mobile!)).map((m) => m.text)).toEqual([
        shutdownSmsText('published', 'en', { feederName: '11 kV Test Gamma Feeder', startsAt: cancelled.startsAt, endsAt: cancelled.endsAt }),
      ])
      await om.post(`/api/admin/shutdowns/${cancelled.id}/cancel`).expect(200)
      clock = ist('2027-03-13T19:00')
      // published at 19:00 for the next morning: its own SMS now, no evening one (that evening has begun)
      const late = (await om.post('/api/admin/shutdowns', { feeders: [FC], startsAt: '2027-03-14T14:00', endsAt: '2027-03-14T15:00', reason: 'Urgent pole replacement' }).expect(201)).body
        .shutdown as PlannedShutdownView
      await t.services.shutdownAlerts.idle()
      expect(await a.runOnce()).toEqual({ published: 0, eve: 0, failed: 0 })
      expect((await smsTo(c1.mobile!)).map((m) => m.text)).toEqual([
        shutdownSmsText('published', 'en', { feederName: '11 kV Test Gamma Feeder', startsAt: cancelled.startsAt, endsAt: cancelled.endsAt }),
        shutdownSmsText('published', 'en', { feederName: '11 kV Test Gamma Feeder', startsAt: late.startsAt, endsAt: late.endsAt }),
      ])
      expect(await db('shutdown_alerts').whereIn('shutdown_id', [cancelled.id, late.id]).where('kind', 'eve')).toHaveLength(0)

      // the gateway refuses: counted as failed, the alert stays recorded, no second try
      const c2 = await consumer(divY, FC, '7000000502')
      clock = ist('2027-03-14T08:00')
      const failing = createShutdownAlerts({
        db,
        sms: { kind: 'http', send: async () => Promise.reject(new SmsDeliveryError()) },
        config: { SMS_TEMPLATE_SHUTDOWN_PUBLISHED: '1', SMS_TEMPLATE_SHUTDOWN_EVE: '2', SMS_TEMPLATE_SHUTDOWN_PUBLISHED_AS: '3', SMS_TEMPLATE_SHUTDOWN_EVE_AS: '4' },
        logger,
        now,
      })
      expect(await failing.runOnce()).toEqual({ published: 0, eve: 0, failed: 1 })
      expect(await a.runOnce()).toEqual({ published: 0, eve: 0, failed: 0 })
      expect(await smsTo(c2.mobile!)).toEqual([])
      expect(await db('shutdown_alerts').where({ shutdown_id: late.id, consumer_no: c2.consumerNo })).toHaveLength(1)
      clock = ist('2027-03-10T10:00')
    })
  })
})
