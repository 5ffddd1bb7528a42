import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateLatest, rollbackAll } from '../../server/db/migrate'
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db'

const TABLES = [
  'tenders', 'tender_documents', 'documents', 'careers', 'career_documents', 'banners', 'contacts',
  'board_directors', 'job_responsibilities', 'marquee_items', 'news_items', 'gallery_albums', 'gallery_photos',
]

describe(`content migrations (${TEST_DB})`, () => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb()
  })
  afterAll(async () => t.destroy())

  it('create every content table, roll back cleanly and apply again', async () => {
    for (const table of TABLES) expect(await t.db.schema.hasTable(table), table).toBe(true)
    await rollbackAll(t.db)
    for (const table of TABLES) expect(await t.db.schema.hasTable(table), table).toBe(false)
    await migrateLatest(t.db)
    for (const table of TABLES) expect(await t.db.schema.hasTable(table), table).toBe(true)
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
