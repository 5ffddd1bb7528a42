/**
 * The outage records in Assamese (issue 23 §3, migration 202612280110) on both databases: the
 * outage manager gives a cause in Assamese beside the English one (optional, plain text, at
 * most as long), the admin list keeps it, and the public dashboard's answer carries it with
 * the feeder's and the substation's Assamese names (null where a record has none: the
 * Assamese page then links to the English page instead of showing English).
 */
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EODB_API } from '../../shared/eodb/contract'
import { CIRCLES } from '../../shared/eodb/circles'
import { OUTAGE_MESSAGES as M, type AdminOutage } from '../../shared/eodb/outages'
import { IST_OFFSET_MS } from '../../shared/time'
import { adminAgent, type AdminAgent } from '../helpers/admin'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'

const ist = (local: string) => Date.parse(`${local}:00.000Z`) - IST_OFFSET_MS
const typed = (t: number) => new Date(t + IST_OFFSET_MS).toISOString().slice(0, 16)
const HOUR = 3_600_000

describe(`outages in Assamese: the cause and the feeder's names (${TEST_DB})`, () => {
  let t: TestApp
  let om: AdminAgent
  const clock = ist('2027-03-10T10:00')

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock, env: { ADMIN_BCRYPT_COST: '4', AUTH_IP_LIMIT: '100000' } })
    om = await adminAgent(t, 'outage.as', ['outage_manager'])
    const db = t.testDb.db
    const c = CIRCLES[0]
    await db('circles').insert({ code: c.code, name: c.name, name_as: c.nameAs, zone: c.zone })
    await db('divisions').insert({ code: '001', name: 'Guwahati Electrical Division 1', zone: 'Lower Assam Zone', circle: c.name, circle_code: c.code, sub_divisions: '' })
    await db('feeders').insert([
      {
        code: 'ASF1',
        name: '11 kV Pandu Feeder',
        name_as: '১১ কে.ভি. পাণ্ডু ফিডাৰ',
        substation: '33/11 kV Guwahati Substation',
        substation_as: '৩৩/১১ কে.ভি. গুৱাহাটী উপকেন্দ্ৰ',
        circle_code: c.code,
        division_code: '001',
        customers_served: 1000,
        area: 'urban',
      },
      // a feeder as the migration leaves the ones already there: English names only
      { code: 'ASF2', name: '11 kV Maligaon Feeder', substation: '33/11 kV Maligaon Substation', circle_code: c.code, division_code: '001', customers_served: 500, area: 'rural' },
    ])
  })
  afterAll(async () => t?.close())

  const outage = (feederCode: string, extra: Record<string, unknown>) => ({
    feederCode,
    planned: false,
    startedAt: typed(clock - HOUR),
    restoreEta: typed(clock + HOUR),
    cause: 'Tree branch on line',
    ...extra,
  })

  it('refuses an Assamese cause that is too long or holds HTML, like the English one', async () => {
    const long = await om.post('/api/admin/outages', outage('ASF1', { causeAs: 'ক'.repeat(301) }))
    expect(long.status).toBe(400)
    expect(long.body.errors).toEqual([{ path: 'causeAs', message: M.causeAsBad }])
    const html = await om.post('/api/admin/outages', outage('ASF1', { causeAs: '<b>গছ</b>' }))
    expect(html.status).toBe(400)
    expect(html.body.errors).toEqual([{ path: 'causeAs', message: M.plainText }])
  })

  it('keeps the Assamese cause (optional: blank is none) and the dashboard answers with it and the Assamese names', async () => {
    const withAs = await om.post('/api/admin/outages', outage('ASF1', { causeAs: '  লাইনত গছৰ ডাল  ' })).expect(201)
    expect((withAs.body.outage as AdminOutage).causeAs).toBe('লাইনত গছৰ ডাল')
    const without = await om.post('/api/admin/outages', outage('ASF2', { causeAs: '' })).expect(201)
    expect((without.body.outage as AdminOutage).causeAs).toBeNull()

    const list = await om.get('/api/admin/outages').expect(200)
    expect(list.body.open.map((o: AdminOutage) => [o.feederCode, o.causeAs])).toEqual(
      expect.arrayContaining([
        ['ASF1', 'লাইনত গছৰ ডাল'],
        ['ASF2', null],
      ]),
    )

    const now = await request(t.app).get(EODB_API.outagesNow).expect(200)
    const byFeeder = Object.fromEntries(now.body.now.map((o: Record<string, unknown>) => [o.feederCode, o]))
    expect(byFeeder.ASF1).toMatchObject({
      feederName: '11 kV Pandu Feeder',
      feederNameAs: '১১ কে.ভি. পাণ্ডু ফিডাৰ',
      substationAs: '৩৩/১১ কে.ভি. গুৱাহাটী উপকেন্দ্ৰ',
      cause: 'Tree branch on line',
      causeAs: 'লাইনত গছৰ ডাল',
    })
    expect(byFeeder.ASF2).toMatchObject({ feederName: '11 kV Maligaon Feeder', feederNameAs: null, substationAs: null, causeAs: null })
  })

  it('a planned shutdown names its feeders in Assamese where they have it', async () => {
    const res = await om
      .post('/api/admin/shutdowns', { feeders: ['ASF1', 'ASF2'], startsAt: typed(clock + 24 * HOUR), endsAt: typed(clock + 26 * HOUR), reason: 'Substation maintenance', reasonAs: 'উপকেন্দ্ৰৰ মেৰামতি' })
      .expect(201)
    expect(res.body.shutdown.feeders.map((f: { code: string; nameAs: string | null }) => [f.code, f.nameAs])).toEqual([
      ['ASF1', '১১ কে.ভি. পাণ্ডু ফিডাৰ'],
      ['ASF2', null],
    ])
  })
})
