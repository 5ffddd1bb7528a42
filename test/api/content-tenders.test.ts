import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadTender as insertTender } from '../../server/services/admin/tenders'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'

const TENDER_FIELDS = [
  'description',
  'tender_no',
  'tender_date',
  'prebid_date',
  'bid_start_date',
  'bid_end_date',
  'bid_opening_date',
  'nit',
  'new_flag',
  'file_location',
  'type',
  'date',
  'title',
  'new_flag_doc',
]
const DATE_OR_NA = /^(\d{2}\/\d{2}\/\d{4}|NA)$/

describe(`tender API on seeded content (${TEST_DB})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: true })
  })
  afterAll(async () => t.close())

  it.each(['/api/tenderCurrent', '/api/tenderPrevious', '/api/tenderArchive', '/api/rdssProject'])('%s answers { tenderList } in the legacy shape, cacheable for 60 s', async (path) => {
    const res = await request(t.app).get(path)
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=60')
    expect(Object.keys(res.body)).toEqual(['tenderList'])
    expect(res.body.tenderList.length).toBeGreaterThanOrEqual(10)
    for (const row of res.body.tenderList) {
      expect(Object.keys(row)).toEqual(TENDER_FIELDS)
      for (const f of ['tender_date', 'prebid_date', 'bid_start_date', 'bid_end_date', 'bid_opening_date']) {
        expect(row[f]).toMatch(DATE_OR_NA)
      }
      expect(row.tender_date).not.toBe('NA')
      expect(['Y', 'N']).toContain(row.new_flag)
      // parallel pipe lists line up, or are all NA when there are no documents
      const lists = ['file_location', 'type', 'date', 'title', 'new_flag_doc'].map((f) => String(row[f]).split('|'))
      expect(new Set(lists.map((l) => l.length)).size).toBe(1)
      if (row.type === 'NA') for (const f of ['file_location', 'date', 'title', 'new_flag_doc']) expect(row[f]).toBe('NA')
      for (const flag of lists[4]) expect(['Y', 'N', 'NA']).toContain(flag)
      for (const d of lists[2]) expect(d).toMatch(DATE_OR_NA)
    }
  })

  it('lists current tenders newest first, some marked NEW, with NA for missing values', async () => {
    const res = await request(t.app).get('/api/tenderCurrent')
    const list = res.body.tenderList as Array<Record<string, string>>
    const iso = (d: string) => d.split('/').reverse().join('-')
    const dates = list.map((r) => iso(r.tender_date))
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(list.some((r) => r.new_flag === 'Y')).toBe(true)
    expect(list.some((r) => r.new_flag === 'N')).toBe(true)
    expect(list.some((r) => r.nit === 'NA')).toBe(true)
    expect(list.some((r) => r.prebid_date === 'NA')).toBe(true)
    expect(list.some((r) => r.type === 'NA' && r.file_location === 'NA')).toBe(true)
    expect(list.some((r) => r.type !== 'NA' && r.date.split('|').includes('NA'))).toBe(true)
  })

  it('cuts a tender’s documents at its Cancellation document', async () => {
    const res = await request(t.app).get('/api/tenderCurrent')
    const cancelled = (res.body.tenderList as Array<Record<string, string>>).filter((r) => r.type.includes('Cancellation'))
    expect(cancelled).toHaveLength(1)
    const types = cancelled[0].type.split('|')
    expect(types[types.length - 1]).toBe('Cancellation')
    expect(types).toEqual(['Bid Document', 'Corrigendum', 'Cancellation'])
    expect(cancelled[0].title).not.toContain('after cancellation')
    // the hidden document exists in the database
    const hidden = await t.testDb.db('tender_documents').where('title', 'like', '%after cancellation%')
    expect(hidden).toHaveLength(1)
  })

  it('paginates and searches when asked, with paging facts', async () => {
    const all = (await request(t.app).get('/api/tenderCurrent')).body.tenderList
    const page = await request(t.app).get('/api/tenderCurrent?page=2&pageSize=5')
    expect(page.status).toBe(200)
    expect(page.body.total).toBe(all.length)
    expect(page.body.page).toBe(2)
    expect(page.body.pageSize).toBe(5)
    expect(page.body.tenderList).toEqual(all.slice(5, 10))
    const search = await request(t.app).get('/api/tenderArchive').query({ q: 'HIRING OF VEHICLES' })
    expect(search.body.tenderList.length).toBeGreaterThan(0)
    for (const r of search.body.tenderList) expect(r.description.toLowerCase()).toContain('hiring of vehicles')
    const none = await request(t.app).get('/api/tenderCurrent').query({ q: '100%_no_such' })
    expect(none.body.tenderList).toEqual([])
  })

  it('filters by calendar year', async () => {
    const all = (await request(t.app).get('/api/tenderArchive')).body.tenderList as Array<Record<string, string>>
    const year = all[all.length - 1].tender_date.slice(6)
    const res = await request(t.app).get(`/api/tenderArchive?year=${year}`)
    expect(res.body.tenderList.length).toBeGreaterThan(0)
    expect(res.body.tenderList.length).toBeLessThan(all.length)
    for (const r of res.body.tenderList) expect(r.tender_date.endsWith('/' + year)).toBe(true)
  })

  it.each(['page=0', 'page=abc', 'pageSize=101', 'pageSize=-1', 'year=20x5', 'year=1200', 'page=1&page=2', `q=${'x'.repeat(201)}`])(
    'answers a JSON 400 for a bad query (%s), never a 500',
    async (qs) => {
      const res = await request(t.app).get(`/api/tenderCurrent?${qs}`)
      expect(res.status).toBe(400)
      expect(res.headers['content-type']).toMatch(/json/)
      expect(res.body.status).toBe('error')
    },
  )
})

describe(`tender periods follow the Indian financial year (${TEST_DB})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    const dates = ['2026-03-31', '2026-04-01', '2026-11-20', '2027-03-31', '2025-04-01', '2025-03-31', '2019-06-15', '2027-04-01']
    for (const [i, tenderDate] of dates.entries()) {
      await insertTender(t.testDb.db, {
        category: 'tender',
        tenderNo: `FY/${i}`,
        description: `Tender dated ${tenderDate}`,
        tenderDate,
        isNew: i === 1,
        documents: [
          { title: 'Bid Document', type: 'Bid Document', date: tenderDate, fileLocation: `t/${i}/bid.pdf` },
          { title: 'Cancellation notice', type: 'Cancellation', date: tenderDate, fileLocation: null },
          { title: 'Late corrigendum', type: 'Corrigendum', date: tenderDate, fileLocation: `t/${i}/late.pdf` },
        ],
      })
    }
    await insertTender(t.testDb.db, { category: 'rdss', tenderNo: 'RDSS/1', description: 'RDSS package', tenderDate: '2018-01-01' })
  })
  afterAll(async () => t.close())

  const tenderDates = async (period: 'current' | 'previous' | 'archive', today: Date) => (await t.services.content.tenders(period, { all: true }, today)).items.map((x) => x.tenderDate)

  it('splits on 1 April (today in India: 15 Nov 2026 → FY 2026-27)', async () => {
    const today = new Date('2026-11-15T10:00:00+05:30')
    expect(await tenderDates('current', today)).toEqual(['2027-03-31', '2026-11-20', '2026-04-01'])
    expect(await tenderDates('previous', today)).toEqual(['2026-03-31', '2025-04-01'])
    expect(await tenderDates('archive', today)).toEqual(['2025-03-31', '2019-06-15'])
  })

  it('uses the date in India: 31 March 2027 20:00 UTC is already 1 April in Assam', async () => {
    const today = new Date('2027-03-31T20:00:00Z')
    expect(await tenderDates('current', today)).toEqual(['2027-04-01'])
    expect(await tenderDates('previous', today)).toEqual(['2027-03-31', '2026-11-20', '2026-04-01'])
  })

  it('in January the current year is the FY that began the April before', async () => {
    const today = new Date('2026-01-10T12:00:00+05:30')
    expect(await tenderDates('current', today)).toEqual(['2026-03-31', '2025-04-01'])
    expect(await tenderDates('previous', today)).toEqual(['2025-03-31'])
  })

  it('returns documents up to and including the Cancellation, marks the tender cancelled, and pages', async () => {
    const today = new Date('2026-11-15T10:00:00+05:30')
    const page = await t.services.content.tenders('current', { page: 1, pageSize: 2 }, today)
    expect(page.total).toBe(3)
    expect(page.items).toHaveLength(2)
    expect(page.years).toEqual([2027, 2026])
    for (const tender of page.items) {
      expect(tender.cancelled).toBe(true)
      expect(tender.documents.map((d) => d.type)).toEqual(['Bid Document', 'Cancellation'])
    }
    const rdss = await t.services.content.rdssTenders()
    expect(rdss.items.map((x) => x.tenderNo)).toEqual(['RDSS/1'])
    expect(rdss.items[0].documents).toEqual([])
    expect(rdss.items[0].cancelled).toBe(false)
  })

  it('rejects an invalid service query', async () => {
    await expect(t.services.content.tenders('current', { pageSize: 500 })).rejects.toThrow()
    await expect(t.services.content.tenders('current', { page: 0 })).rejects.toThrow()
  })
})
