/**
 * The workflow keeps the ease-of-doing-business records (server/services/eodb/workRecords.ts):
 * a new connection's service_connections row and a name change's ownership_changes row appear
 * when the application is complete (created without a fee, or paid), get their release or
 * completion time when the item is completed, and go when it is rejected; other kinds keep
 * none. The NSC report counts them. SQLite and PostgreSQL, on the seeded demo data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { monthOfMs } from '#shared/eodb/months'
import { SYSTEM, type NewWorkItem } from '../../server/services/workflow'
import { createEodbReports } from '../../server/services/eodb'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'

const HOUR = 3_600_000
const OFFICER = { type: 'officer' as const, id: 'officer.test' }

describe(`workflow → EoDB records (${TEST_DB})`, () => {
  let t: TestApp
  let clock = Date.now()

  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: () => clock })
  })
  afterAll(async () => t?.close())

  const db = () => t.testDb.db
  const newConnection = (over: Partial<NewWorkItem> = {}): NewWorkItem => ({
    kind: 'new_connection',
    mobile: '9876500001',
    applicantName: 'Test Applicant',
    locale: 'en',
    data: { category: 'industrial', loadKw: 10, phase: '3' },
    areaClass: 'municipal',
    district: 'jorhat',
    feePaise: 150_000,
    ...over,
  })
  const row = (table: string, workNo: string) => db()(table).first().where('work_no', workNo)

  it('a new connection: recorded when paid, released when completed', async () => {
    const wf = t.services.workflow
    const item = await wf.create(newConnection())
    expect(item.state).toBe('awaiting_payment')
    expect(await row('service_connections', item.workNo)).toBeUndefined()

    clock += 2 * HOUR
    const paidAt = clock
    await wf.markPaid(item.workNo, { receiptNo: 'R-TEST-1', orderId: 'O-TEST-1' })
    const applied = await row('service_connections', item.workNo)
    const firstJorhat = await db()('divisions').first('code').where('circle_code', 'JRT').orderBy('code')
    expect(applied).toMatchObject({ category: 'industry', area_class: 'municipal', division_code: firstJorhat.code, source: 'workflow', consumer_no: null, released_at: null })
    expect(Number(applied.applied_at)).toBe(paidAt)
    // paid twice (a repeated callback): still one row
    await wf.markPaid(item.workNo, { receiptNo: 'R-TEST-1', orderId: 'O-TEST-1' })
    expect(Number((await db()('service_connections').count({ n: '*' }).where('work_no', item.workNo))[0].n)).toBe(1)

    for (const to of ['under_review', 'approved'] as const) {
      clock += 24 * HOUR
      await wf.transition(item.workNo, to, OFFICER)
    }
    expect((await row('service_connections', item.workNo)).released_at).toBeNull()
    clock += 24 * HOUR
    // the report of the month it is released in, before and after the release
    const month = { from: monthOfMs(clock), to: monthOfMs(clock), category: 'industry' as const }
    // the report's own answers, not the service's cached ones
    const reports = createEodbReports({ db: db(), now: () => clock, cacheMs: 0 })
    const before = await reports.nsc(month)
    await wf.transition(item.workNo, 'completed', OFFICER)
    const released = await row('service_connections', item.workNo)
    expect(Number(released.released_at)).toBe(clock)
    const after = await reports.nsc(month)
    if (!before.ok || !after.ok) throw new Error('refused')
    // released 3 days after payment: within the 7 days of a municipal area
    expect(after.value.total.released).toBe(before.value.total.released + 1)
    expect(after.value.total.withinDeadline).toBe(before.value.total.withinDeadline + 1)
  })

  it('without a fee: recorded at once; a rejected application is no pending connection', async () => {
    const wf = t.services.workflow
    const item = await wf.create(newConnection({ feePaise: 0, data: { category: 'agriculture' }, areaClass: 'hilly', district: 'dima-hasao' }))
    expect(item.state).toBe('submitted')
    const r = await row('service_connections', item.workNo)
    const firstHaflong = await db()('divisions').first('code').where('circle_code', 'HFL').orderBy('code')
    expect(r).toMatchObject({ category: 'other', area_class: 'hilly', division_code: firstHaflong.code })
    await wf.transition(item.workNo, 'rejected', OFFICER, 'Incomplete documents')
    expect(await row('service_connections', item.workNo)).toBeUndefined()
  })

  it("a name change: an ownership change of the consumer's division, completed with the item", async () => {
    const wf = t.services.workflow
    const item = await wf.create({
      kind: 'name_change',
      mobile: '9000000001',
      applicantName: 'Ranjit Kumar Das',
      consumerNo: '101000000001',
      locale: 'en',
      data: { requested: { newName: 'Ranjit K. Das' } },
    })
    const r = await row('ownership_changes', item.workNo)
    expect(r).toMatchObject({ consumer_no: '101000000001', division_code: '101', source: 'workflow', completed_at: null })
    clock += 5 * 24 * HOUR
    await wf.transition(item.workNo, 'approved', OFFICER)
    await wf.transition(item.workNo, 'completed', SYSTEM)
    expect(Number((await row('ownership_changes', item.workNo)).completed_at)).toBe(clock)
  })

  it('other kinds keep no record', async () => {
    const before = await Promise.all(['service_connections', 'ownership_changes'].map(async (tb) => Number((await db()(tb).count({ n: '*' }))[0].n)))
    const item = await t.services.workflow.create({
      kind: 'load_change',
      mobile: '9000000001',
      applicantName: 'Ranjit Kumar Das',
      consumerNo: '101000000001',
      locale: 'en',
      data: {},
    })
    await t.services.workflow.transition(item.workNo, 'approved', OFFICER)
    await t.services.workflow.transition(item.workNo, 'completed', OFFICER)
    const after = await Promise.all(['service_connections', 'ownership_changes'].map(async (tb) => Number((await db()(tb).count({ n: '*' }))[0].n)))
    expect(after).toEqual(before)
  })
})
