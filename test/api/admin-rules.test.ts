import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMPLAINT_HOURS, NEW_CONNECTION_DAYS, STATE_DEADLINE_HOURS } from '../../shared/workflow/rules'
import type { AdminCostRule, AdminDeadlineRule, AdminRuleTables } from '../../shared/admin/contract'
import { SAME_ORIGIN, adminAgent, type AdminAgent, auditRows, auditJson, type AuditRowDb } from '../helpers/admin'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'
import { toCachedPage } from '../../server/http/cachedPage'

const HOUR = 3_600_000
const ENV = { ADMIN_BCRYPT_COST: '4', AUTH_IP_LIMIT: '100000' }

/**
 * The rule tables over HTTP (issue 11 §2, /api/admin/rules) on both databases: refusals (no
 * session 401, a complaint officer or content editor 403, writes without the right CSRF token
 * 403), the three tables, an edit of the cost table changing the public estimate, an edit of a
 * settlement scheme changing what the settlement service reads, a deadline override changing
 * the next deadline set (not those already set) and its reset, the audit rows, bad input 400
 * by field, unknown rules 404, a clash 409.
 */
describe(`admin rule tables: /api/admin/rules (${TEST_DB})`, () => {
  let t: TestApp
  let sup: AdminAgent
  let desk: AdminAgent
  let editor: AdminAgent
  const clock = Date.now()
  let mobileSeq = 9612300000

  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: () => clock, env: { ...ENV, PAGE_CACHE_TTL_MS: '60000' } })
    sup = await adminAgent(t, 'super.rules', ['super_admin'])
    desk = await adminAgent(t, 'desk.rules', ['complaint_officer'])
    editor = await adminAgent(t, 'editor.rules', ['content_editor'])
  })
  afterAll(async () => t?.close())

  const audit = (where: Partial<AuditRowDb>) => auditRows(t, where)
  const json = auditJson
  const tables = async (): Promise<AdminRuleTables> => (await sup.get('/api/admin/rules').expect(200)).body
  const costRule = async (category: string, phase: '1' | '3', maxLoadKw: number) =>
    (await tables()).costRules.find((r) => r.category === category && r.phase === phase && r.maxLoadKw === maxLoadKw) as AdminCostRule
  const editable = (r: AdminCostRule) => ({
    maxLoadKw: r.maxLoadKw,
    applicationFee: r.applicationFee,
    connectionCharge: r.connectionCharge,
    securityPerKw: r.securityPerKw,
    linePerMetre: r.linePerMetre,
    freeMetres: r.freeMetres,
  })
  const estimate = async () =>
    (await request(t.app).get('/api/applications/cost-estimate?category=domestic&loadKw=1&phase=1&distanceM=10').expect(200)).body.estimate as { payNowPaise: number; totalPaise: number }
  const complaint = async (category = 'no_supply', subcategory = 'whole_area') => {
    const res = await request(t.app)
      .post('/api/complaints')
      .set(SAME_ORIGIN)
      .send({ category, subcategory, description: 'No power since the morning.', district: 'kamrup-metro', locality: 'Zoo Road', name: 'Ram Das', mobile: String(++mobileSeq) })
      .expect(201)
    return res.body.complaint as { workNo: string; deadlineAt: string }
  }

  it('refuses without a session (401), with another role (403), and every write without the right CSRF token (403)', async () => {
    await request(t.app).get('/api/admin/rules').expect(401)
    await request(t.app).put('/api/admin/rules/deadlines/complaint/danger').set(SAME_ORIGIN).send({ hours: 3 }).expect(401)
    await desk.get('/api/admin/rules').expect(403)
    await editor.get('/api/admin/rules').expect(403)
    await desk.put('/api/admin/rules/deadlines/complaint/danger', { hours: 3 }).expect(403)
    await editor.put('/api/admin/rules/ots/OTS-A', {}).expect(403)
    for (const [method, path, body] of [
      ['put', '/api/admin/rules/deadlines/complaint/danger', { hours: 3 }],
      ['delete', '/api/admin/rules/deadlines/complaint/danger', undefined],
      ['put', '/api/admin/rules/cost/1', { maxLoadKw: 2 }],
      ['put', '/api/admin/rules/ots/OTS-A', {}],
    ] as const) {
      await request(t.app)[method](path).set(SAME_ORIGIN).set('Cookie', sup.cookie).send(body).expect(403)
      await request(t.app)[method](path).set(SAME_ORIGIN).set('Cookie', sup.cookie).set('X-CSRF-Token', 'x'.repeat(43)).send(body).expect(403)
    }
    expect(
      await t.testDb
        .db('work_deadline_rules')
        .count({ n: '*' })
        .then((r) => Number(r[0].n)),
    ).toBe(0)
  })

  it('lists the three tables: cost rules in rupees, the schemes, every deadline with its constant', async () => {
    const all = await tables()
    expect(all.costRules.length).toBeGreaterThan(5)
    expect(all.costRules.find((r) => r.category === 'domestic' && r.phase === '1' && r.maxLoadKw === 2)).toMatchObject({
      applicationFee: 50,
      connectionCharge: 500,
      securityPerKw: 300,
      linePerMetre: 150,
      freeMetres: 30,
    })
    expect(all.otsRules.map((r) => r.code)).toEqual(expect.arrayContaining(['OTS-A', 'OTS-B']))
    expect(all.otsRules.find((r) => r.code === 'OTS-A')).toMatchObject({ surchargeWaiverPct: 100, minArrear: 1000 })
    const find = (kind: string, key: string) => all.deadlines.find((d) => d.kind === kind && d.key === key) as AdminDeadlineRule
    expect(find('complaint', 'danger')).toMatchObject({ defaultHours: COMPLAINT_HOURS.danger, overrideHours: null, hours: COMPLAINT_HOURS.danger })
    expect(find('new_connection', 'metro')).toMatchObject({ hours: NEW_CONNECTION_DAYS.metro * 24 })
    expect(find('load_change', 'submitted')).toMatchObject({ hours: STATE_DEADLINE_HOURS.load_change.submitted })
    expect(find('tan_update', 'approved')).toMatchObject({ defaultHours: null, hours: null })
  })

  it('a cost rule edit changes the public estimate at once; audited; restored', async () => {
    const before = await estimate()
    const rule = await costRule('domestic', '1', 2)
    const res = await sup.put(`/api/admin/rules/cost/${rule.id}`, { ...editable(rule), applicationFee: '75.50', connectionCharge: 600 }).expect(200)
    expect(res.body.rule).toMatchObject({ id: rule.id, applicationFee: 75.5, connectionCharge: 600 })
    const after = await estimate()
    expect(after.payNowPaise).toBe(before.payNowPaise + 2550 + 10000)
    const [row] = await audit({ action: 'rules.cost.update', entity_id: String(rule.id) })
    expect(row).toMatchObject({ actor: 'super.rules', entity: 'service_cost_rule' })
    expect(json(row.before_json)).toMatchObject({ applicationFee: 50, connectionCharge: 500 })
    expect(json(row.after_json)).toMatchObject({ applicationFee: 75.5, connectionCharge: 600 })
    await sup.put(`/api/admin/rules/cost/${rule.id}`, editable(rule)).expect(200)
    expect(await estimate()).toEqual(before)
  })

  it("refuses bad cost input by field (400), another rule's load limit (409), an unknown rule (404); nothing written", async () => {
    const rule = await costRule('domestic', '1', 2)
    const bad = await sup.put(`/api/admin/rules/cost/${rule.id}`, { maxLoadKw: 0, applicationFee: -1, connectionCharge: 'lots', securityPerKw: 1.234, linePerMetre: 1e9, freeMetres: 2.5 }).expect(400)
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['applicationFee', 'connectionCharge', 'freeMetres', 'linePerMetre', 'maxLoadKw', 'securityPerKw'])
    expect(bad.body.errors.find((e: { path: string }) => e.path === 'securityPerKw').message).toMatch(/2 decimal places/)
    await sup.put(`/api/admin/rules/cost/${rule.id}`, {}).expect(400)
    const clash = await sup.put(`/api/admin/rules/cost/${rule.id}`, { ...editable(rule), maxLoadKw: 7 }).expect(409)
    expect(clash.body.errors).toEqual([expect.objectContaining({ path: 'maxLoadKw' })])
    await sup.put('/api/admin/rules/cost/999999', editable(rule)).expect(404)
    await sup.put('/api/admin/rules/cost/abc', editable(rule)).expect(404)
    expect(await costRule('domestic', '1', 2)).toEqual(rule)
    expect(await audit({ action: 'rules.cost.update', entity_id: String(rule.id) })).toHaveLength(2)
  })

  it('a settlement scheme edit is what the settlement service reads next; bad input by field; audited', async () => {
    const all = await tables()
    const a = all.otsRules.find((r) => r.code === 'OTS-A')!
    const { code: _, ...body } = a
    const res = await sup.put('/api/admin/rules/ots/OTS-A', { ...body, surchargeWaiverPct: '80', maxInstalments: 3 }).expect(200)
    expect(res.body.rule).toMatchObject({ code: 'OTS-A', surchargeWaiverPct: 80, maxInstalments: 3 })
    expect((await t.services.ots.rules()).find((r) => r.code === 'OTS-A')).toMatchObject({ surchargeWaiverPct: 80, maxInstalments: 3 })
    const [row] = await audit({ action: 'rules.ots.update', entity_id: 'OTS-A' })
    expect(json(row.before_json)).toMatchObject({ surchargeWaiverPct: 100, maxInstalments: 1 })
    expect(json(row.after_json)).toMatchObject({ surchargeWaiverPct: 80, maxInstalments: 3 })

    const bad = await sup.put('/api/admin/rules/ots/OTS-A', { ...body, surchargeWaiverPct: 101, maxInstalments: 0, minArrearMonths: -1, validFrom: '2026-02-30', validTo: 'soon' }).expect(400)
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['maxInstalments', 'minArrearMonths', 'surchargeWaiverPct', 'validFrom', 'validTo'])
    const order = await sup.put('/api/admin/rules/ots/OTS-A', { ...body, validFrom: '2027-01-01', validTo: '2026-12-31' }).expect(400)
    expect(order.body.errors).toEqual([expect.objectContaining({ path: 'validTo', message: 'The end date is before the start date.' })])
    await sup.put('/api/admin/rules/ots/NOPE', body).expect(404)
    await sup.put('/api/admin/rules/ots/OTS-A', body).expect(200)
    expect((await tables()).otsRules.find((r) => r.code === 'OTS-A')).toEqual(a)
  })

  it('a deadline override sets the next deadlines (not those already set); reset brings the constant back; audited', async () => {
    const old = await complaint()
    expect(Date.parse(old.deadlineAt)).toBe(clock + COMPLAINT_HOURS.no_supply * HOUR)
    const set = await sup.put('/api/admin/rules/deadlines/complaint/no_supply', { hours: '6' }).expect(200)
    expect(set.body.rule).toMatchObject({ kind: 'complaint', key: 'no_supply', defaultHours: COMPLAINT_HOURS.no_supply, overrideHours: 6, hours: 6, updatedBy: 'super.rules' })
    const fresh = await complaint()
    expect(Date.parse(fresh.deadlineAt)).toBe(clock + 6 * HOUR)
    // the one set before keeps its deadline
    expect((await t.services.workflow.byNo(old.workNo))!.deadlineAt).toBe(old.deadlineAt)
    // a move sets the new deadline too (a reopened complaint counts from its reopening)
    const again = await sup.put('/api/admin/rules/deadlines/complaint/no_supply', { hours: 8 }).expect(200)
    expect(again.body.rule.hours).toBe(8)
    expect(Date.parse((await complaint()).deadlineAt)).toBe(clock + 8 * HOUR)

    // an application state's deadline and a new connection's area class
    await sup.put('/api/admin/rules/deadlines/load_change/under_review', { hours: 48 }).expect(200)
    const app = await t.services.workflow.create({ kind: 'load_change', mobile: String(++mobileSeq), applicantName: 'Mina Bora', locale: 'en', data: {} })
    const reviewed = await t.services.workflow.transition(app.workNo, 'under_review', { type: 'officer', id: 'desk.rules' })
    expect(Date.parse(reviewed.deadlineAt!)).toBe(clock + 48 * HOUR)

    const reset = await sup.delete('/api/admin/rules/deadlines/complaint/no_supply').expect(200)
    expect(reset.body.rule).toMatchObject({ overrideHours: null, hours: COMPLAINT_HOURS.no_supply })
    expect(Date.parse((await complaint()).deadlineAt)).toBe(clock + COMPLAINT_HOURS.no_supply * HOUR)
    // a reset of a rule without an override changes nothing and records nothing
    await sup.delete('/api/admin/rules/deadlines/complaint/no_supply').expect(200)
    await sup.delete('/api/admin/rules/deadlines/load_change/under_review').expect(200)

    const rows = await audit({ entity: 'work_deadline_rule', entity_id: 'complaint:no_supply' })
    expect(rows.map((r) => r.action)).toEqual(['rules.deadline.set', 'rules.deadline.set', 'rules.deadline.reset'])
    expect(json(rows[0].before_json)).toEqual({ hours: COMPLAINT_HOURS.no_supply, override: null })
    expect(json(rows[0].after_json)).toEqual({ hours: 6, override: 6 })
    expect(json(rows[2].after_json)).toEqual({ hours: COMPLAINT_HOURS.no_supply, override: null })
  })

  it('clears the cached public pages that show the rules (each edit), and the pages read the deadlines that apply', async () => {
    const cached = async (path: string) => t.pageCache.set(`d /website${path}`, await toCachedPage({ statusCode: 200, contentType: 'text/html', body: '<p>old</p>' }, 'n', {}))
    const key = (path: string) => `d /website${path}`
    expect(await t.services.ruleTables.effectiveDeadlines()).toMatchObject({ 'complaint:voltage': COMPLAINT_HOURS.voltage, 'new_connection:metro': NEW_CONNECTION_DAYS.metro * 24 })
    for (const path of ['/RegisterComplaint', '/ApplyNewConn', '/OneTimeSettlement']) await cached(path)
    await sup.put('/api/admin/rules/deadlines/complaint/voltage', { hours: 30 }).expect(200)
    try {
      for (const path of ['/RegisterComplaint', '/ApplyNewConn', '/OneTimeSettlement']) expect(t.pageCache.get(key(path)), path).toBeUndefined()
      expect((await t.services.ruleTables.effectiveDeadlines())['complaint:voltage']).toBe(30)
      // a refused edit clears nothing
      await cached('/RegisterComplaint')
      await sup.put('/api/admin/rules/deadlines/complaint/voltage', { hours: 0 }).expect(400)
      expect(t.pageCache.get(key('/RegisterComplaint'))).toBeDefined()
    } finally {
      await sup.delete('/api/admin/rules/deadlines/complaint/voltage').expect(200)
    }
    expect(t.pageCache.get(key('/RegisterComplaint'))).toBeUndefined()
    await cached('/OneTimeSettlement')
    const a = (await tables()).otsRules.find((r) => r.code === 'OTS-B')!
    const { code: _, ...body } = a
    await sup.put('/api/admin/rules/ots/OTS-B', body).expect(200)
    expect(t.pageCache.get(key('/OneTimeSettlement'))).toBeUndefined()
  })

  it('refuses a bad deadline (400 by field) and an unknown kind or key (404)', async () => {
    for (const hours of [0, -3, 2161, 1.5, 'soon', null]) {
      const bad = await sup.put('/api/admin/rules/deadlines/complaint/danger', { hours }).expect(400)
      expect(bad.body.errors).toEqual([expect.objectContaining({ path: 'hours' })])
    }
    await sup.put('/api/admin/rules/deadlines/complaint/registered', { hours: 3 }).expect(404)
    await sup.put('/api/admin/rules/deadlines/pizza/danger', { hours: 3 }).expect(404)
    await sup.put('/api/admin/rules/deadlines/new_connection/submitted', { hours: 3 }).expect(404)
    await sup.delete('/api/admin/rules/deadlines/load_change/metro').expect(404)
    expect((await tables()).deadlines.find((d) => d.kind === 'complaint' && d.key === 'danger')).toMatchObject({ overrideHours: null })
  })
})
