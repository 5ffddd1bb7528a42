/**
 * The ease-of-doing-business API (server/routes/eodb.ts) on the seeded demo data (seeds/eodb.ts),
 * SQLite and PostgreSQL: every endpoint, the filters, the refusals (bad months, from after to,
 * too long a period, unknown circle, division or category), the CSV files and the third-party
 * verification with its per-IP limit (the clock is moved past the window).
 */
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CIRCLES, circleOfDivision } from '#shared/eodb/circles'
import { addMonths, monthOfMs } from '#shared/eodb/months'
import { PROBLEM_EN } from '#shared/input/fields'
import { EODB_API, EODB_MAX_MONTHS, EODB_MESSAGES, VERIFY_LIMIT, type NscReport, type ReliabilityReport, type TurnaroundReport } from '#shared/eodb/contract'
import { MESSAGES } from '#shared/messages'
import { DEMO_CONSUMERS } from '../../seeds/billingDemo'
import { createEodbReports } from '../../server/services/eodb'
import { parseCsv as parseCsvRecords } from '../../server/services/eodb/imports'
import { createTestApp, type TestApp } from '../helpers/app'
import { latinWords } from '../helpers/latinWords'
import { TEST_DB } from '../helpers/db'

let clock = Date.now()

/** The rows of a CSV answer (the import's RFC 4180 reader), cells only. */
const parseCsv = (text: string): string[][] => parseCsvRecords(text).map((r) => r.cells)

describe(`ease-of-doing-business API (${TEST_DB})`, () => {
  let t: TestApp
  const lastComplete = () => addMonths(monthOfMs(clock), -1)

  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: () => clock })
  })
  afterAll(async () => t?.close())

  const get = (path: string) => request(t.app).get(path)
  const expect400 = (res: request.Response, field: string, message: string) => {
    expect(res.status, JSON.stringify(res.body)).toBe(400)
    expect(res.body).toMatchObject({ status: 'error', code: 'INVALID', message, errors: [{ path: field, message }] })
  }

  it('the seeds: circles, feeders of every division, every consumer on a feeder, two years of believable records', async () => {
    const db = t.testDb.db
    expect(Number((await db('circles').count({ n: '*' }))[0].n)).toBe(CIRCLES.length)
    // every division in the circle of shared/eodb/circles.ts, its circle text the same circle's name
    const divisions = await db('divisions').select('code', 'circle', 'circle_code')
    for (const d of divisions) expect(d.circle, d.code).toBe(circleOfDivision(d.code)!.name)
    expect(divisions.every((d) => d.circle_code === circleOfDivision(d.code)!.code)).toBe(true)
    const perDivision = await db('feeders').select('division_code').count({ n: '*' }).groupBy('division_code')
    expect(perDivision).toHaveLength(divisions.length)
    expect(perDivision.every((r) => Number(r.n) === 2)).toBe(true)
    const consumers = await db('consumers as c').join('feeders as f', 'f.code', 'c.feeder_code').select('c.consumer_no', 'c.division_code', 'f.division_code as fd', 'c.connected_on')
    expect(consumers.length).toBe(Number((await db('consumers').count({ n: '*' }))[0].n))
    for (const c of consumers) {
      expect(c.fd).toBe(c.division_code)
      expect(c.connected_on).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
    // outages in each of the last 24 months in every circle; the monsoon worse than the winter
    const r = await get(`${EODB_API.reliability}?from=${addMonths(lastComplete(), -23)}&to=${lastComplete()}`)
    const months = (r.body as ReliabilityReport).months
    expect(months.every((m) => m.sustained > 0)).toBe(true)
    const mean = (ms: number[]) => months.filter((m) => ms.includes(Number(m.month!.slice(5)))).reduce((s, m, _, a) => s + m.saidi / a.length, 0)
    expect(mean([6, 7, 8, 9])).toBeGreaterThan(2 * mean([12, 1, 2]))
    expect((r.body as ReliabilityReport).breakdown.every((b) => b.sustained > 0 && b.momentary > 0)).toBe(true)
    // a few planned outages, sustained ones from 20 minutes to 6 hours, momentary ones up to 5
    const spans = await db('outage_events').select('planned').select(db.raw('ended_at - started_at as ms')).whereNotNull('ended_at')
    expect(spans.filter((e) => Boolean(e.planned)).length).toBeGreaterThan(100)
    expect(spans.every((e) => Number(e.ms) <= 6 * 3_600_000)).toBe(true)
    expect(spans.filter((e) => Number(e.ms) <= 5 * 60_000).length).toBeGreaterThan(500)
    // connections mostly released within the deadline, some late, a few pending; every division has them
    const nsc = await get(`${EODB_API.nsc}?from=${addMonths(lastComplete(), -23)}&to=${lastComplete()}`)
    const total = (nsc.body as NscReport).total
    expect(total.withinDeadline / total.released).toBeGreaterThan(0.75)
    expect(total.beyondDeadline).toBeGreaterThan(0)
    expect(Number((await db('service_connections').whereNull('released_at').count({ n: '*' }))[0].n)).toBeGreaterThan(0)
    for (const table of ['service_connections', 'ownership_changes', 'land_mutations']) {
      expect(Number((await db(table).countDistinct({ n: 'division_code' }))[0].n), table).toBeGreaterThan(150)
    }
  })

  it('summary: the last complete month of every report, cached briefly', async () => {
    const res = await get(EODB_API.summary)
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=300')
    const m = lastComplete()
    expect(res.body.reliability).toMatchObject({ month: m })
    expect(res.body.reliability.saifi).toBeGreaterThan(0)
    expect(res.body.outages).toEqual({ outagesNow: 3, customersOff: expect.any(Number), plannedNext7Days: 2 })
    expect(res.body.nsc).toMatchObject({ month: m })
    expect(res.body.ownership).toMatchObject({ month: m })
    expect(res.body.mutation).toMatchObject({ month: m })
  })

  it('reliability: by default the last 12 complete months of the state, per circle', async () => {
    const res = await get(EODB_API.reliability)
    expect(res.status).toBe(200)
    const r = res.body as ReliabilityReport
    expect(r.period.to).toBe(lastComplete())
    expect(r.period.from).toBe(addMonths(lastComplete(), -11))
    expect(r.months.map((m) => m.month)).toEqual(r.period.months)
    expect(r.months).toHaveLength(12)
    expect(r.scope).toEqual({ kind: 'state', code: null, name: 'Assam', nameAs: 'অসম' })
    expect(r.feeders).toBe(400)
    expect(r.breakdown.map((b) => b.code)).toEqual(CIRCLES.map((c) => c.code))
    // the circles' customers add up to the state's; their interruptions too
    expect(r.breakdown.reduce((s, b) => s + b.customersServed, 0)).toBe(r.total.customersServed)
    expect(r.breakdown.reduce((s, b) => s + b.sustained, 0)).toBe(r.total.sustained)
    expect(r.months.reduce((s, m) => s + m.momentary, 0)).toBe(r.total.momentary)
    // SAIFI adds up over the months (every month has the same denominator)
    expect(r.months.reduce((s, m) => s + m.saifi, 0)).toBeCloseTo(r.total.saifi, 9)
    expect(r.total.caidi).toBeCloseTo(r.total.saidi / r.total.saifi, 9)
    expect(r.circles).toHaveLength(CIRCLES.length)
    expect(r.divisions).toEqual([])
  })

  it('reliability: a circle (per division) and a division; a month range', async () => {
    const c = await get(`${EODB_API.reliability}?circle=GEC1&from=2026-01&to=2026-03`)
    expect(c.status).toBe(200)
    const r = c.body as ReliabilityReport
    expect(r.scope).toMatchObject({ kind: 'circle', code: 'GEC1', name: 'Guwahati Electrical Circle I' })
    expect(r.period.months).toEqual(['2026-01', '2026-02', '2026-03'])
    expect(r.divisions.map((d) => d.code)).toEqual(['001', '002', '003', '004', '005', '006', '007', '008', '009', '010'])
    expect(r.divisions[0].nameAs).toMatch(/^[\u0980-\u09FF\s]+$/)
    expect(r.breakdown.map((b) => b.code)).toEqual(r.divisions.map((d) => d.code))
    expect(r.feeders).toBe(20)
    const d = await get(`${EODB_API.reliability}?division=003&from=2026-01&to=2026-03`)
    expect(d.status).toBe(200)
    expect(d.body.scope).toMatchObject({ kind: 'division', code: '003' })
    expect(d.body.feeders).toBe(2)
    expect(d.body.total.customersServed).toBe(r.breakdown.find((b) => b.code === '003')!.customersServed)
    expect(d.body.total.saidi).toBeCloseTo(r.breakdown.find((b) => b.code === '003')!.saidi, 9)
    // the division given with its own circle is fine; with another circle it is refused
    expect((await get(`${EODB_API.reliability}?circle=GEC1&division=003`)).status).toBe(200)
    expect400(await get(`${EODB_API.reliability}?circle=TSK&division=003`), 'division', EODB_MESSAGES.badDivision)
    // empty fields (a form sent without JavaScript) are the defaults
    const empty = await get(`${EODB_API.reliability}?from=&to=&circle=&division=`)
    expect(empty.status).toBe(200)
    expect(empty.body.scope.kind).toBe('state')
  })

  it('refuses bad months, from after to, huge ranges, unknown circles and divisions (400)', async () => {
    expect400(await get(`${EODB_API.reliability}?from=2025-13`), 'from', EODB_MESSAGES.badMonth)
    expect400(await get(`${EODB_API.reliability}?to=2025-1`), 'to', EODB_MESSAGES.badMonth)
    expect400(await get(`${EODB_API.reliability}?from=yesterday`), 'from', EODB_MESSAGES.badMonth)
    expect400(await get(`${EODB_API.reliability}?from=2025-01&from=2025-02`), 'from', EODB_MESSAGES.badMonth)
    expect400(await get(`${EODB_API.reliability}?from=2026-05&to=2026-04`), 'from', EODB_MESSAGES.rangeOrder)
    expect400(await get(`${EODB_API.reliability}?from=2023-01&to=2025-01`), 'to', EODB_MESSAGES.rangeTooLong)
    expect400(await get(`${EODB_API.reliability}?from=1000-01&to=9999-12`), 'to', EODB_MESSAGES.rangeTooLong)
    const longest = await get(`${EODB_API.reliability}?from=2024-01&to=${addMonths('2024-01', EODB_MAX_MONTHS - 1)}`)
    expect(longest.status).toBe(200)
    expect(longest.body.months).toHaveLength(EODB_MAX_MONTHS)
    expect400(await get(`${EODB_API.reliability}?circle=NOPE`), 'circle', EODB_MESSAGES.badCircle)
    expect400(await get(`${EODB_API.reliability}?circle=${'X'.repeat(40)}`), 'circle', EODB_MESSAGES.badCircle)
    expect400(await get(`${EODB_API.reliability}?division=999`), 'division', EODB_MESSAGES.badDivision)
    expect400(await get(`${EODB_API.reliabilityCsv}?from=2026-05&to=2026-04`), 'from', EODB_MESSAGES.rangeOrder)
    expect400(await get(`${EODB_API.nsc}?from=2026-5`), 'from', EODB_MESSAGES.badMonth)
    expect400(await get(`${EODB_API.nsc}?category=agriculture`), 'category', EODB_MESSAGES.badCategory)
    expect400(await get(`${EODB_API.ownership}?from=2023-01&to=2026-01`), 'to', EODB_MESSAGES.rangeTooLong)
    expect400(await get(`${EODB_API.mutationsCsv}?to=13-2025`), 'to', EODB_MESSAGES.badMonth)
  })

  it('reliability.csv: a header row, every month, the total and the breakdown, the same figures as the JSON', async () => {
    const q = '?circle=GEC1&from=2025-07&to=2025-09'
    const [json, csv] = await Promise.all([get(EODB_API.reliability + q), get(EODB_API.reliabilityCsv + q)])
    expect(csv.status).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toBe('attachment; filename="saidi-saifi-gec1-2025-07-to-2025-09.csv"')
    expect(csv.headers['cache-control']).toBe('public, max-age=300')
    expect(csv.text.startsWith('\ufeff')).toBe(true)
    const rows = parseCsv(csv.text.slice(1))
    expect(rows[0]).toEqual(['Scope', 'Code', 'Month', 'Customers served', 'SAIFI', 'SAIDI (minutes)', 'CAIDI (minutes)', 'MAIFI', 'Sustained interruptions', 'Momentary interruptions'])
    const r = json.body as ReliabilityReport
    expect(rows).toHaveLength(1 + 3 + 1 + r.breakdown.length)
    expect(rows[1].slice(0, 4)).toEqual(['Guwahati Electrical Circle I', 'GEC1', '2025-07', String(r.total.customersServed)])
    expect(Number(rows[1][5])).toBeCloseTo(r.months[0].saidi, 4)
    expect(rows[4][2]).toBe('Total 2025-07 to 2025-09')
    expect(Number(rows[4][4])).toBeCloseTo(r.total.saifi, 4)
    expect(rows[5].slice(0, 2)).toEqual([r.breakdown[0].name, r.breakdown[0].code])
  })

  it('CSV cells are safe from formula injection', async () => {
    await t.testDb.db('divisions').where('code', '010').update({ name: '=HYPERLINK("http://evil.example","x")' })
    try {
      const csv = await get(`${EODB_API.reliabilityCsv}?circle=GEC1&from=2025-07&to=2025-07`)
      expect(csv.text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`)
      const row = parseCsv(csv.text.slice(1)).find((r) => r[1] === '010')!
      expect(row[0]).toBe(`'=HYPERLINK("http://evil.example","x")`)
    } finally {
      await t.testDb.db('divisions').where('code', '010').update({ name: 'Kokrajhar Electrical Division 1' })
    }
  })

  it("a report is computed once per filter for a while; an outage manager's write (content-changed) clears it", async () => {
    const eodb = t.services.eodb
    const q = { division: '007', from: '2025-05', to: '2025-05' }
    const first = await eodb.reliability(q)
    expect(await eodb.reliability({ ...q })).toBe(first)
    const feeder = await t.testDb.db('feeders').first('code').where('division_code', '007')
    const at = Date.parse('2025-05-10T04:00:00Z')
    await t.testDb.db('outage_events').insert({
      feeder_code: feeder.code,
      planned: false,
      started_at: at,
      ended_at: at + 3_600_000,
      restore_eta: null,
      customers_affected: 100,
      cause: 'Storm',
      source: 'admin',
      created_at: at,
      updated_at: at,
    })
    expect(await eodb.reliability(q)).toBe(first)
    t.services.events.emit('content-changed', 'outages')
    const second = await eodb.reliability(q)
    if (!first.ok || !second.ok) throw new Error('refused')
    expect(second.value.total.sustained).toBe(first.value.total.sustained + 1)
  })

  it('outages now: open outages, planned shutdowns, per circle; cached 30 s', async () => {
    const res = await get(EODB_API.outagesNow)
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=30')
    const d = res.body
    expect(d.totals.outagesNow).toBe(3)
    expect(d.now).toHaveLength(3)
    expect(d.now.every((o: { restoreEta: number | null; startedAt: number }) => o.restoreEta !== null && o.startedAt < d.asOf)).toBe(true)
    // longest-running first
    expect(d.now.map((o: { startedAt: number }) => o.startedAt)).toEqual([...d.now.map((o: { startedAt: number }) => o.startedAt)].sort((a: number, b: number) => a - b))
    expect(d.totals.customersOff).toBe(d.now.reduce((s: number, o: { customersAffected: number }) => s + o.customersAffected, 0))
    expect(d.circles).toHaveLength(CIRCLES.length)
    expect(d.circles.reduce((s: number, c: { customersOff: number }) => s + c.customersOff, 0)).toBe(d.totals.customersOff)
    expect(d.planned).toHaveLength(2)
    expect(d.planned[0].startsAt).toBeLessThan(d.planned[1].startsAt)
    expect(d.planned[0].feeders.length).toBeGreaterThan(0)
    expect(d.planned[0].customers).toBeGreaterThan(0)
    // the Assamese dashboard has the seeds' feeders, substations and causes in Assamese letters (issue 23 §3)
    const assamese = (text: string | null) => expect(text && /[\u0980-\u09FF]/.test(text) && latinWords(text).length === 0, String(text)).toBe(true)
    for (const o of d.now) for (const text of [o.feederNameAs, o.substationAs, o.causeAs]) assamese(text)
    for (const p of d.planned) for (const f of p.feeders) assamese(f.nameAs)
  })

  it('new service connections: months, categories, areas with their deadlines; a category; CSV', async () => {
    const res = await get(`${EODB_API.nsc}?from=2025-10&to=2026-03`)
    expect(res.status).toBe(200)
    const r = res.body as NscReport
    expect(r.category).toBeNull()
    expect(r.months).toHaveLength(6)
    expect(r.byArea.map((a) => [a.areaClass, a.deadlineDays])).toEqual([
      ['metro', 3],
      ['municipal', 7],
      ['rural', 15],
      ['hilly', 30],
    ])
    expect(r.total.released).toBe(r.total.withinDeadline + r.total.beyondDeadline)
    expect(r.total.withinDeadline).toBeGreaterThan(r.total.beyondDeadline)
    expect(r.byCategory.reduce((s, c) => s + c.applied, 0)).toBe(r.total.applied)
    expect(r.byArea.reduce((s, a) => s + a.released, 0)).toBe(r.total.released)
    expect(r.months.reduce((s, m) => s + m.applied, 0)).toBe(r.total.applied)
    expect(r.total.pending).toBe(r.months[5].pending)
    const dom = await get(`${EODB_API.nsc}?from=2025-10&to=2026-03&category=domestic`)
    expect(dom.body.category).toBe('domestic')
    expect(dom.body.total.applied).toBe(r.byCategory.find((c) => c.category === 'domestic')!.applied)
    const csv = await get(`${EODB_API.nscCsv}?from=2025-10&to=2026-03&category=domestic`)
    expect(csv.headers['content-disposition']).toBe('attachment; filename="new-connections-domestic-2025-10-to-2026-03.csv"')
    const rows = parseCsv(csv.text.slice(1))
    expect(rows[0][0]).toBe('Category')
    expect(rows).toHaveLength(1 + 6 + 1)
    expect(rows[7].slice(1, 4)).toEqual(['Total 2025-10 to 2026-03', String(dom.body.total.applied), String(dom.body.total.released)])
  })

  it("new connections: a super admin's deadline override (work_deadline_rules) applies to the report", async () => {
    const db = t.testDb.db
    const reports = createEodbReports({ db, now: () => clock, cacheMs: 0 })
    const q = { from: '2025-10', to: '2026-03' }
    const before = await reports.nsc(q)
    await db('work_deadline_rules').insert({ kind: 'new_connection', rule_key: 'rural', hours: 24, updated_at: clock, updated_by: 'test' })
    try {
      const after = await reports.nsc(q)
      if (!before.ok || !after.ok) throw new Error('refused')
      const rural = (r: NscReport) => r.byArea.find((a) => a.areaClass === 'rural')!
      expect(rural(after.value).deadlineDays).toBe(1)
      expect(rural(after.value).released).toBe(rural(before.value).released)
      expect(rural(after.value).withinDeadline).toBeLessThan(rural(before.value).withinDeadline)
      // the other area classes keep their constants
      expect(after.value.byArea.find((a) => a.areaClass === 'metro')).toEqual(before.value.byArea.find((a) => a.areaClass === 'metro'))
    } finally {
      await db('work_deadline_rules').where({ kind: 'new_connection', rule_key: 'rural' }).delete()
    }
  })

  it('name changes and e-Panjeeyan mutations: monthly counts and days taken; CSV', async () => {
    for (const [path, csvPath, kind, file] of [
      [EODB_API.ownership, EODB_API.ownershipCsv, 'ownership', 'ownership-changes'],
      [EODB_API.mutations, EODB_API.mutationsCsv, 'mutation', 'epanjeeyan-mutations'],
    ] as const) {
      const res = await get(`${path}?from=2025-04&to=2025-09`)
      expect(res.status).toBe(200)
      const r = res.body as TurnaroundReport
      expect(r.kind).toBe(kind)
      expect(r.months).toHaveLength(6)
      expect(r.total.completed).toBe(r.months.reduce((s, m) => s + m.completed, 0))
      expect(r.total.completed).toBeGreaterThan(0)
      expect(r.total.p90Days!).toBeGreaterThanOrEqual(r.total.avgDays! * 0.9)
      const csv = await get(`${csvPath}?from=2025-04&to=2025-09`)
      expect(csv.status).toBe(200)
      expect(csv.headers['content-disposition']).toBe(`attachment; filename="${file}-2025-04-to-2025-09.csv"`)
      const rows = parseCsv(csv.text.slice(1))
      expect(rows[0]).toEqual(['Month', 'Received', 'Completed', 'Pending at month end', 'Average days', '90th percentile days'])
      expect(rows.slice(1, 7).map((x) => Number(x[2]))).toEqual(r.months.map((m) => m.completed))
    }
  })

  describe('third-party verification', () => {
    const demo = DEMO_CONSUMERS[0]
    const verify = (body: unknown) =>
      request(t.app)
        .post(EODB_API.verify)
        .send(body as object)

    it('genuine by meter number or by the whole name; nothing more', async () => {
      const byMeter = await verify({ consumerNo: demo.consumerNo, meterNo: `AP${demo.consumerNo.slice(3)}` })
      expect(byMeter.status).toBe(200)
      expect(byMeter.headers['cache-control']).toBe('no-store')
      expect(byMeter.body).toEqual({ status: 'success', genuine: true, category: 'LT-II Domestic A', categoryAs: 'এল.টি.-২ ঘৰুৱা ক', connectedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })
      const byName = await verify({ consumerNo: demo.consumerNo, name: '  ranjit   KUMAR das ' })
      expect(byName.body).toEqual(byMeter.body)
      // a prefix confirms nothing (issue 27 §4; test/api/eodb-verify.test.ts)
      expect((await verify({ consumerNo: demo.consumerNo, name: '  ranjit   KUMAR ' })).body).toEqual({ status: 'success', genuine: false })
    })

    it('not found: the same answer for an unknown consumer, a wrong meter and a wrong name', async () => {
      const answers = await Promise.all([
        verify({ consumerNo: '101999999999', meterNo: 'AP999999999' }),
        verify({ consumerNo: demo.consumerNo, meterNo: 'AP000000000' }),
        verify({ consumerNo: demo.consumerNo, name: 'Kumar' }),
      ])
      for (const a of answers) {
        expect(a.status).toBe(200)
        expect(a.body).toEqual({ status: 'success', genuine: false })
      }
    })

    it('refuses bad input (400)', async () => {
      // a wrong consumer number in the words of every other form (issue 23 §6)
      expect400(await verify({ consumerNo: '12345', meterNo: 'AP1' }), 'consumerNo', PROBLEM_EN.consNoLength)
      expect400(await verify({ consumerNo: '999000000001', meterNo: 'AP1' }), 'consumerNo', PROBLEM_EN.consNoDivision)
      expect400(await verify({ consumerNo: '10100000000A', meterNo: 'AP1' }), 'consumerNo', MESSAGES.numbersOnly)
      expect400(await verify({ meterNo: 'AP1' }), 'consumerNo', PROBLEM_EN.consNoEmpty)
      expect400(await verify({ consumerNo: demo.consumerNo }), 'meterNo', EODB_MESSAGES.verifyOneOf)
      expect400(await verify({ consumerNo: demo.consumerNo, meterNo: 'AP1', name: 'Ranjit' }), 'name', EODB_MESSAGES.verifyOneOf)
      expect400(await verify({ consumerNo: demo.consumerNo, name: 'R.a' }), 'name', EODB_MESSAGES.verifyNameShort)
    })

    it(`is limited to ${VERIFY_LIMIT.limit} checks per IP per window; the window passes`, async () => {
      clock += VERIFY_LIMIT.windowMs + 1000 // a fresh window for this test
      // the right name (wrong ones would spend the consumer number's own limit first)
      for (let i = 0; i < VERIFY_LIMIT.limit; i++) expect((await verify({ consumerNo: demo.consumerNo, name: demo.name })).status).toBe(200)
      const limited = await verify({ consumerNo: demo.consumerNo, name: demo.name })
      expect(limited.status).toBe(429)
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
      expect(limited.body).toMatchObject({ status: 'error', code: 'TOO_MANY_REQUESTS', message: EODB_MESSAGES.verifyLimited, params: { scope: 'network' } })
      // the reports are not limited
      expect((await get(EODB_API.summary)).status).toBe(200)
      clock += VERIFY_LIMIT.windowMs + 1000
      expect((await verify({ consumerNo: demo.consumerNo, name: demo.name })).body.genuine).toBe(true)
    })
  })
})
