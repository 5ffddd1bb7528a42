/**
 * The CSV imports of the ease-of-doing-business records (server/services/eodb/imports.ts,
 * docs/eodb-import.md) on both databases: good and bad rows, every format of time, quoted cells,
 * row-level errors as 'line N: field: message', duplicates of stored rows and of earlier rows,
 * header problems, the refused-share rule, the eodb_imports row; and the npm script's exit code.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { indiaInstant } from '#shared/eodb/months'
import { formatImportError, importEodbCsv, MAX_REFUSED_SHARE, parseInstant } from '../../server/services/eodb/imports'
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db'

const NOW = indiaInstant('2026-11-20', 12, 0)
const MIN = 60_000

/** `n` good outage rows of feeder FA, an hour apart from 1 October 2026. */
const goodOutages = (n: number, from = 0) =>
  Array.from(
    { length: n },
    (_, i) =>
      `FA,no,2026-10-${String(1 + Math.floor((from + i) / 20)).padStart(2, '0')} ${String((from + i) % 20).padStart(2, '0')}:00,2026-10-${String(1 + Math.floor((from + i) / 20)).padStart(2, '0')} ${String((from + i) % 20).padStart(2, '0')}:30,100,Tree branch on line`,
  )

describe(`EoDB CSV imports (${TEST_DB})`, () => {
  let t: TestDb
  const imp = (dataset: Parameters<typeof importEodbCsv>[1], csv: string, fileName = `${dataset}.csv`) => importEodbCsv(t.db, dataset, csv, { fileName, now: NOW })

  beforeAll(async () => {
    t = await createTestDb()
    await t.db('circles').insert({ code: 'GEC1', name: 'Guwahati Electrical Circle I', name_as: 'গুৱাহাটী বৈদ্যুতিক চাৰ্কল ১', zone: 'lower' })
    await t.db('divisions').insert([
      { code: '001', name: 'Guwahati Electrical Division 1', zone: 'Lower Assam Zone', circle: 'Guwahati Electrical Circle I', circle_code: 'GEC1', sub_divisions: '' },
      { code: '002', name: 'Jorhat Electrical Division 1', zone: 'Lower Assam Zone', circle: 'Guwahati Electrical Circle I', circle_code: 'GEC1', sub_divisions: '' },
    ])
    await t.db('feeders').insert([
      { code: 'FA', name: '11 kV A Feeder', substation: '33/11 kV A Substation', circle_code: 'GEC1', division_code: '001', customers_served: 1000, area: 'urban' },
      { code: 'FB', name: '11 kV B Feeder', substation: '33/11 kV B Substation', circle_code: 'GEC1', division_code: '002', customers_served: 500, area: 'rural' },
    ])
  })
  afterAll(async () => t?.destroy())

  it('reads the times: India time, a date alone, ISO 8601 with Z or an offset; refuses impossible ones', () => {
    expect(parseInstant('2026-10-01 10:30')).toBe(Date.parse('2026-10-01T05:00:00Z'))
    expect(parseInstant('2026-10-01T10:30')).toBe(Date.parse('2026-10-01T05:00:00Z'))
    expect(parseInstant('2026-10-01')).toBe(Date.parse('2026-09-30T18:30:00Z'))
    expect(parseInstant('2026-10-01T05:00:00Z')).toBe(Date.parse('2026-10-01T05:00:00Z'))
    expect(parseInstant('2026-10-01T10:30:00+05:30')).toBe(Date.parse('2026-10-01T05:00:00Z'))
    expect(parseInstant('2026-10-01T00:00:00-0100')).toBe(Date.parse('2026-10-01T01:00:00Z'))
    for (const bad of ['2026-02-30 10:00', '2026-10-01 24:00', '01/10/2026', '2026-10-1', 'yesterday', '']) expect(parseInstant(bad), bad).toBeNull()
  })

  it('outages: the good rows go in, each bad row is reported by line and field', async () => {
    const bad = [
      'FX,no,2026-10-05 10:00,2026-10-05 11:00,10,Storm', // unknown feeder
      'FA,no,2026-10-05 10:00,2026-10-05 09:00,10,Storm', // end before start
      'FA,no,2026-02-30 10:00,,10,Storm', // no such day
      'FA,maybe,2026-10-06 10:00,,ten,Storm', // planned and customers: two fields
    ]
    const csv = [
      '\ufeffFeeder_Code,planned,started_at,ended_at,customers_affected,cause',
      ...goodOutages(36),
      // quoted cells: a comma, a doubled quote, a line break; ISO 8601 times; an open outage; planned
      'FB,yes,2026-10-10T09:00:00+05:30,2026-10-10T13:00:00+05:30,500,"Planned maintenance, 33/11 kV ""A"" bay"',
      'FB,no,2026-10-11T04:30:00Z,,250,"Conductor snapped\nnear the river"',
      ...bad,
    ].join('\r\n')
    const r = await imp('outages', csv)
    expect(r.rows).toBe(42)
    expect(r.fileRefused).toBeNull()
    expect(r.accepted).toBe(38)
    expect(r.refused).toBe(4)
    // the multi-line cell takes two lines: the bad rows start on line 41
    expect(r.errors.map(formatImportError)).toEqual([
      'line 41: feeder_code: no such feeder',
      'line 42: ended_at: must not be before the start',
      "line 43: started_at: must be a time as 'YYYY-MM-DD HH:mm' (India) or ISO 8601",
      'line 44: planned: must be yes or no',
      'line 44: customers_affected: must be a whole number of 0 or more',
    ])
    const rows = await t.db('outage_events').select().where('feeder_code', 'FB').orderBy('started_at')
    expect(rows).toHaveLength(2)
    expect(rows[0]).toMatchObject({ cause: 'Planned maintenance, 33/11 kV "A" bay', customers_affected: 500, source: 'import' })
    expect(Boolean(rows[0].planned)).toBe(true)
    expect(Number(rows[0].ended_at) - Number(rows[0].started_at)).toBe(240 * MIN)
    expect(rows[1]).toMatchObject({ cause: 'Conductor snapped\nnear the river', ended_at: null })
    expect(Number(rows[1].started_at)).toBe(Date.parse('2026-10-11T04:30:00Z'))
    const run = await t.db('eodb_imports').first().where('id', r.importId)
    expect(run).toMatchObject({ dataset: 'outages', file_name: 'outages.csv', accepted: 38, refused: 4 })
    expect(Number(run.imported_at)).toBe(NOW)
  })

  it('outages: an optional Assamese cause (cause_as) goes in beside the English one; too long a one is refused', async () => {
    const csv = [
      'feeder_code,planned,started_at,ended_at,customers_affected,cause,cause_as',
      'FA,no,2026-09-01 10:00,2026-09-01 11:00,100,Tree branch on line,লাইনত গছৰ ডাল',
      'FA,no,2026-09-02 10:00,2026-09-02 11:00,100,Storm,',
      `FA,no,2026-09-03 10:00,2026-09-03 11:00,100,Storm,${'ক'.repeat(301)}`,
      ...goodOutages(20, 600).map((l) => `${l},`),
    ].join('\n')
    const r = await imp('outages', csv)
    expect(r.accepted).toBe(22)
    expect(r.errors.map(formatImportError)).toEqual(['line 4: cause_as: must be at most 300 characters'])
    const rows = await t
      .db('outage_events')
      .select('cause', 'cause_as')
      .where('feeder_code', 'FA')
      .whereIn('cause', ['Tree branch on line', 'Storm'])
      .where('started_at', '<', Date.parse('2026-09-10T00:00:00Z'))
      .orderBy('started_at')
    expect(rows).toEqual([
      { cause: 'Tree branch on line', cause_as: 'লাইনত গছৰ ডাল' },
      { cause: 'Storm', cause_as: null },
    ])
  })

  it("refuses duplicates of stored rows and of earlier rows, customers above the feeder's, the future", async () => {
    const csv = [
      'feeder_code,started_at,ended_at,customers_affected,cause',
      ...goodOutages(40, 100).map((l) => l.replace(',no,', ',')),
      'FA,2026-10-01 00:00,2026-10-01 00:30,100,Again', // imported above
      'FA,2026-10-20 10:00,2026-10-20 10:30,100,First',
      'FA,2026-10-20 10:00,2026-10-20 10:40,100,Second', // same feeder and start as the row before
      'FB,2026-10-21 10:00,,501,Too many', // FB serves 500
      'FB,2026-11-21 10:00,,10,Tomorrow', // after NOW
    ].join('\n')
    const r = await imp('outages', csv)
    expect(r.accepted).toBe(41)
    expect(r.errors.map(formatImportError)).toEqual([
      'line 42: started_at: duplicates a row already imported',
      'line 44: started_at: duplicates an earlier row of this file',
      'line 45: customers_affected: must not exceed the customers the feeder serves',
      'line 46: started_at: must not be in the future',
    ])
  })

  it(`refuses the whole file when more than ${MAX_REFUSED_SHARE * 100} % of its rows are bad: nothing goes in`, async () => {
    const before = Number((await t.db('outage_events').count({ n: '*' }))[0].n)
    const csv = ['feeder_code,planned,started_at,ended_at,customers_affected,cause', ...goodOutages(8, 300), 'FA,no,2026-10-30 10:00,,x,Storm', 'FZ,no,2026-10-30 11:00,,1,Storm'].join('\n')
    const r = await imp('outages', csv)
    expect(r.fileRefused).toBe('2 of 10 rows refused (more than 10 %): nothing imported')
    expect(r.accepted).toBe(0)
    expect(r.errors).toHaveLength(2)
    expect(Number((await t.db('outage_events').count({ n: '*' }))[0].n)).toBe(before)
    expect(await t.db('eodb_imports').first().where('id', r.importId)).toMatchObject({ accepted: 0, refused: 2 })
  })

  it('refuses a file without the header it needs', async () => {
    const missing = await imp('outages', 'feeder_code,started_at,cause\nFA,2026-10-01 10:00,Storm')
    expect(missing.fileRefused).toBe('line 1: header: missing column customers_affected')
    const unknown = await imp('connections', 'category,area_class,division_code,applied_at,colour\ndomestic,rural,001,2026-10-01,red')
    expect(unknown.fileRefused).toMatch(/^line 1: header: unknown column colour \(columns: category, area_class/)
    expect((await imp('mutations', '')).fileRefused).toBe('the file is empty: a header row is required')
    expect((await imp('mutations', 'mutation_ref,division_code,received_at\n')).fileRefused).toBe('no data rows after the header')
    expect((await imp('outages', 'feeder_code,started_at,customers_affected,cause\nFA,2026-10-01 10:00,1,"Storm')).fileRefused).toBe('line 2: a quoted cell is not closed')
    expect(missing.accepted + unknown.accepted).toBe(0)
  })

  it('connections, name changes and mutations', async () => {
    const good = (i: number) =>
      `${['domestic', 'Commercial', 'industry', 'other'][i % 4]},${['metro', 'municipal', 'rural', 'hilly'][i % 4]},00${1 + (i % 2)},2026-09-${String(1 + i).padStart(2, '0')},2026-09-${String(2 + i).padStart(2, '0')} 15:00,,`
    const conn = await imp(
      'connections',
      [
        'category,area_class,division_code,applied_at,released_at,consumer_no,work_no',
        ...Array.from({ length: 20 }, (_, i) => good(i)),
        'domestic,rural,002,2026-10-01,,,AP0000000001',
        'agriculture,rural,001,2026-10-01,,,', // not one of the four
        'domestic,rural,003,2026-10-01,,,', // an allowed code with no row
      ].join('\n'),
    )
    expect(conn.errors.map(formatImportError)).toEqual(['line 23: category: must be one of domestic, commercial, industry, other', 'line 24: division_code: no such division'])
    expect(conn.accepted).toBe(21)
    expect(await t.db('service_connections').first().where('work_no', 'AP0000000001')).toMatchObject({ category: 'domestic', division_code: '002', released_at: null, source: 'import' })

    const own = await imp(
      'ownership',
      ['consumer_no,applied_at,completed_at', ...Array.from({ length: 10 }, (_, i) => `00100000${String(1000 + i)},2026-08-0${1 + (i % 9)},2026-08-2${i % 9}`), '12345,2026-08-01,'].join('\n'),
    )
    expect(own.errors.map(formatImportError)).toEqual(['line 12: consumer_no: must be a 12-digit consumer number'])
    expect(own.accepted).toBe(10)
    // the division from the consumer number
    expect(await t.db('ownership_changes').first('division_code').where('consumer_no', '001000001000')).toMatchObject({ division_code: '001' })

    const mut = await imp('mutations', ['mutation_ref,division_code,received_at,completed_at', ...Array.from({ length: 10 }, (_, i) => `EP/001/${i},001,2026-07-01 10:00,2026-07-15 10:00`)].join('\n'))
    expect(mut.accepted).toBe(10)
    const again = await imp(
      'mutations',
      ['mutation_ref,division_code,received_at,completed_at', 'EP/001/3,001,2026-07-01 10:00,2026-07-15 10:00', ...Array.from({ length: 10 }, (_, i) => `EP/002/${i},002,2026-07-02,`)].join('\n'),
    )
    expect(again.errors.map(formatImportError)).toEqual(['line 2: mutation_ref: duplicates a row already imported'])
    expect(again.accepted).toBe(10)
  })

  it.runIf(TEST_DB === 'sqlite')(
    'npm run import:… prints the refused rows and exits non-zero (SQLite)',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-import-'))
      const file = path.join(dir, 'mutations.csv')
      fs.writeFileSync(file, ['mutation_ref,division_code,received_at', ...Array.from({ length: 12 }, (_, i) => `EP/CLI/${i},001,2026-07-03 10:00`), 'EP/CLI/X,001,2026-07-32'].join('\n'))
      const run = promisify(execFile)
      const env = { ...process.env, SQLITE_FILE: t.sqlitePath!, DATABASE_URL: '', DEMO_MODE: 'true', LOG_LEVEL: 'silent' }
      try {
        await run('npx', ['tsx', 'scripts/import-eodb.ts', 'mutations', file], { env, cwd: path.resolve(import.meta.dirname, '../..') })
        expect.unreachable('exit code 0')
      } catch (err) {
        const e = err as { code: number; stdout: string; stderr: string }
        expect(e.code).toBe(1)
        expect(e.stderr).toContain("line 14: received_at: must be a time as 'YYYY-MM-DD HH:mm' (India) or ISO 8601")
        expect(e.stdout).toContain('mutations: 13 rows, 12 imported, 1 refused')
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
      expect(Number((await t.db('land_mutations').count({ n: '*' }).where('mutation_ref', 'like', 'EP/CLI/%'))[0].n)).toBe(12)
    },
    60_000,
  )
})
