import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { seedIfEmpty } from '../../seeds'
import { createContentService } from '../../server/services/content'
import { Events } from '../../server/services/events'
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db'
import { latinWords } from '../helpers/latinWords'

const cleanup: Array<() => Promise<void>> = []
afterAll(async () => {
  for (const c of cleanup) await c()
})

async function seeded(today: Date) {
  const t: TestDb = await createTestDb()
  const uploadsPath = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-seed-'))
  cleanup.push(async () => {
    await t.destroy()
    fs.rmSync(uploadsPath, { recursive: true, force: true })
  })
  const result = await seedIfEmpty(t.db, { uploadsPath, today })
  return { t, uploadsPath, result, content: createContentService(t.db, new Events()) }
}

describe(`demo seeds (${TEST_DB})`, () => {
  it('seed once and are skipped on a database with content', async () => {
    const s = await seeded(new Date('2026-11-21T06:00:00Z'))
    expect(s.result).toBe(true)
    expect(await seedIfEmpty(s.t.db, { uploadsPath: s.uploadsPath })).toBe(false)
    expect(Number((await s.t.db('tenders').count({ n: '*' }))[0].n)).toBe(50)
  })

  it('are deterministic for a given day', async () => {
    const today = new Date('2026-08-01T06:00:00Z')
    const [a, b] = [await seeded(today), await seeded(today)]
    const rows = (s: typeof a) => s.t.db('documents').select('category', 'sub_type', 'name', 'name_as', 'date', 'file_location').orderBy('id')
    expect(await rows(a)).toEqual(await rows(b))
    const tenders = (s: typeof a) => s.t.db('tenders').select('tender_no', 'description', 'tender_date').orderBy('id')
    expect(await tenders(a)).toEqual(await tenders(b))
  })

  it('give every contact its Assamese twins, in Assamese letters (PIN codes in Latin digits)', async () => {
    const s = await seeded(new Date('2026-11-21T06:00:00Z'))
    const contacts = await s.t.db('contacts').orderBy('id')
    expect(contacts.length).toBe(70)
    for (const c of contacts) {
      for (const field of ['name', 'designation', 'office', 'area', 'address']) {
        const [en, as] = [c[field], c[`${field}_as`]]
        expect(as === null, `${c.name} ${field}_as`).toBe(en === null)
        if (as === null) continue
        expect(as, `${c.name} ${field}_as`).toMatch(/^[\u0980-\u09FF ,.()-]+( 78\d{4})?$/)
        expect(as, `${c.name} ${field}_as`).not.toContain('র')
      }
    }
    const lakhimpur = contacts.find((c: { office: string }) => c.office === 'North Lakhimpur Electrical Sub-Division No. 1')
    expect(lakhimpur).toMatchObject({ office_as: 'উত্তৰ লখিমপুৰ বৈদ্যুতিক চাব-ডিভিজন নং ১', area_as: 'উত্তৰ লখিমপুৰ বৈদ্যুতিক ডিভিজন' })
  })

  it('give every document, tender, career notice and their documents an Assamese twin with no English word in it (issue 23 §3)', async () => {
    const s = await seeded(new Date('2026-11-21T06:00:00Z'))
    const db = s.t.db
    const twins: Array<[table: string, column: string]> = [
      ['documents', 'name_as'],
      ['tenders', 'description_as'],
      ['tender_documents', 'title_as'],
      ['careers', 'description_as'],
      ['career_documents', 'title_as'],
    ]
    for (const [table, column] of twins) {
      const rows: Array<Record<string, string | null>> = await db(table).select(column)
      expect(rows.length, table).toBeGreaterThan(0)
      for (const r of rows) {
        // the HTML of news and marquee lines is markup, not words
        const text = String(r[column] ?? '').replace(/<[^>]*>/g, ' ')
        expect(text, `${table}.${column}`).toMatch(/[\u0980-\u09FF]/)
        expect(latinWords(text), `${table}.${column}: ${text}`).toEqual([])
      }
    }
    // month names by the shared formatter: 'নৱেম্বৰ', never 'November'
    const fpppa: Array<{ name_as: string }> = await db('documents').select('name_as').where({ category: 'tariff', sub_type: 'fpppa' })
    expect(fpppa.every((d) => /চনৰ \S+ মাহৰ/.test(d.name_as))).toBe(true)
  })

  it('keep every period filled, even on the first day of a financial year', async () => {
    const today = new Date('2027-04-01T00:30:00+05:30')
    const s = await seeded(today)
    for (const period of ['current', 'previous', 'archive'] as const) {
      const page = await s.content.tenders(period, { all: true }, today)
      expect(page.total, period).toBeGreaterThanOrEqual(10)
    }
    expect((await s.content.rdssTenders({ all: true })).total).toBe(10)
  })

  it('write a valid file for every file they reference', async () => {
    const s = await seeded(new Date('2026-11-21T06:00:00Z'))
    const files: string[] = [
      ...(await s.t.db('documents').whereNotNull('file_location').pluck('file_location')),
      ...(await s.t.db('tender_documents').whereNotNull('file_location').pluck('file_location')),
      ...(await s.t.db('tenders').whereNotNull('nit').pluck('nit')),
      ...(await s.t.db('career_documents').whereNotNull('file_location').pluck('file_location')),
      ...(await s.t.db('banners').pluck('image')),
      ...(await s.t.db('gallery_photos').pluck('image')),
      ...(await s.t.db('board_directors').pluck('photo')),
    ]
    expect(files.length).toBeGreaterThan(300)
    for (const f of files) {
      const head = fs.readFileSync(path.join(s.uploadsPath, f)).subarray(0, 8).toString('latin1')
      expect(head, f).toMatch(f.endsWith('.pdf') ? /^%PDF-1\.4/ : /^<\?xml/)
    }
  })
})
