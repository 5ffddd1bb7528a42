import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateLatest, rollbackAll } from '../../server/db/migrate'
import * as newsMarquee from '../../migrations/202611260100_news-marquee-documents'
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db'

const TABLES = ['tenders', 'tender_documents', 'documents', 'careers', 'career_documents', 'banners', 'contacts', 'board_directors', 'job_responsibilities', 'gallery_albums', 'gallery_photos']
/** merged into `documents` by 202611260100_news-marquee-documents */
const OLD_TABLES = ['marquee_items', 'news_items']

describe(`content migrations (${TEST_DB})`, () => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb()
  })
  afterAll(async () => t.destroy())

  it('create every content table, roll back cleanly and apply again', async () => {
    for (const table of TABLES) expect(await t.db.schema.hasTable(table), table).toBe(true)
    for (const table of OLD_TABLES) expect(await t.db.schema.hasTable(table), table).toBe(false)
    await rollbackAll(t.db)
    for (const table of [...TABLES, ...OLD_TABLES]) expect(await t.db.schema.hasTable(table), table).toBe(false)
    await migrateLatest(t.db)
    for (const table of TABLES) expect(await t.db.schema.hasTable(table), table).toBe(true)
  })

  it('move the marquee and news rows into documents (one source) and back', async () => {
    await t.db.transaction((trx) => newsMarquee.down(trx))
    expect(await t.db.schema.hasColumn('documents', 'link')).toBe(false)
    await t.db('marquee_items').insert([
      { title: '<b>Pay online</b>', title_as: '<b>অনলাইনত</b>', link: '/website/PayBill', date: '2026-01-02', sub_type: 'headline', new_flag: true, sort_order: 1, published: true },
      { title: 'Old headline', title_as: null, link: null, date: null, sub_type: null, new_flag: false, sort_order: 2, published: false },
    ])
    await t.db('news_items').insert({ type: 'notification', name: 'Camp at <i>Jorhat</i>', name_as: 'যোৰহাট', date: '2026-01-01', link: '/website/Career', sort_order: 1 })
    const [doc] = await t.db('documents').insert({ category: 'news', name: 'A notification with a file', file_location: 'documents/news/a.pdf', date: '2025-12-01' }).returning('id')
    const docId = Number((doc as { id: number }).id ?? doc)

    await t.db.transaction((trx) => newsMarquee.up(trx))
    for (const table of OLD_TABLES) expect(await t.db.schema.hasTable(table), table).toBe(false)
    const moved = await t.db('documents').whereIn('category', ['marquee', 'news']).orderBy('id')
    const pick = (r: Record<string, unknown>) => ({
      category: r.category,
      sub_type: r.sub_type,
      name: r.name,
      name_as: r.name_as,
      link: r.link,
      date: r.date,
      file_location: r.file_location,
      new_flag: Boolean(r.new_flag),
      published: Boolean(r.published),
    })
    expect(moved.map(pick)).toEqual([
      { category: 'news', sub_type: null, name: 'A notification with a file', name_as: null, link: null, date: '2025-12-01', file_location: 'documents/news/a.pdf', new_flag: false, published: true },
      {
        category: 'marquee',
        sub_type: 'headline',
        name: '<b>Pay online</b>',
        name_as: '<b>অনলাইনত</b>',
        link: '/website/PayBill',
        date: '2026-01-02',
        file_location: null,
        new_flag: true,
        published: true,
      },
      { category: 'marquee', sub_type: null, name: 'Old headline', name_as: null, link: null, date: null, file_location: null, new_flag: false, published: false },
      {
        category: 'news',
        sub_type: 'notification',
        name: 'Camp at <i>Jorhat</i>',
        name_as: 'যোৰহাট',
        link: '/website/Career',
        date: '2026-01-01',
        file_location: null,
        new_flag: false,
        published: true,
      },
    ])
    // HTML longer than the old 500 characters fits now
    await t.db('documents').insert({ category: 'news', name: '<b>' + 'x'.repeat(900) + '</b>' })
    await t.db('documents').where('name', 'like', '<b>xxx%').delete()

    await t.db.transaction((trx) => newsMarquee.down(trx))
    const marquee = await t.db('marquee_items').orderBy('sort_order')
    expect(marquee.map((r) => [r.title, r.link, r.sort_order, Boolean(r.published)])).toEqual([
      ['<b>Pay online</b>', '/website/PayBill', 1, true],
      ['Old headline', null, 2, false],
    ])
    const news = await t.db('news_items').orderBy('sort_order')
    expect(news.map((r) => [r.type, r.name, r.link])).toEqual([
      ['notification', 'Camp at <i>Jorhat</i>', '/website/Career'],
      ['news', 'A notification with a file', '/website/uploads/documents/news/a.pdf'],
    ])
    expect(await t.db('documents').where({ id: docId }).first()).toMatchObject({ file_location: 'documents/news/a.pdf' })
    await t.db.transaction((trx) => newsMarquee.up(trx))
    expect(await t.db.schema.hasColumn('documents', 'link')).toBe(true)
  })

  it('enforce the checks and foreign keys', async () => {
    const base = { name: 'X', designation: 'Y', office: 'Z' }
    await expect(t.db('contacts').insert({ ...base, type_code: 9 })).rejects.toThrow()
    await expect(t.db('contacts').insert({ ...base, type_code: 0 })).rejects.toThrow()
    await t.db('contacts').insert({ ...base, type_code: 8 })
    await expect(t.db('documents').insert({ category: 'nosuch', name: 'X' })).rejects.toThrow()
    await expect(t.db('tenders').insert({ category: 'other', tender_no: 'A', description: 'X', tender_date: '2026-04-01' })).rejects.toThrow()
    await expect(t.db('tender_documents').insert({ tender_id: 424242, title: 'X', type: 'Bid Document' })).rejects.toThrow()
    await expect(t.db('gallery_photos').insert({ album_id: 424242, image: 'x.svg', caption: 'X' })).rejects.toThrow()
  })

  it('delete a tender’s documents with the tender', async () => {
    const [row] = await t.db('tenders').insert({ category: 'tender', tender_no: 'C/1', description: 'X', tender_date: '2026-04-01' }).returning('id')
    const id = Number((row as { id: number }).id ?? row)
    await t.db('tender_documents').insert({ tender_id: id, title: 'X', type: 'Bid Document' })
    await t.db('tenders').where({ id }).delete()
    expect(await t.db('tender_documents').where({ tender_id: id })).toEqual([])
  })
})
