/**
 * Listings long enough to search, narrow by year and page through (issue 24 §1): rows of its
 * own for every listing route (each document category and sub-type of shared/content/documentRoutes.ts,
 * the three tender periods, the RDSS tenders, the careers) and a few contacts, written straight
 * into a migrated database (test/api/listings.test.ts; test/e2e/listings.test.ts starts its
 * server on such a database, so the demo seed stays out and every count is this file's).
 */
import type { Knex } from 'knex'
import { DOCUMENT_ROUTES } from '../../shared/content/documentRoutes'
import { addDays, financialYearStart, indiaToday } from '../../shared/time'
import { loadCareer } from '../../server/services/admin/content'
import { loadTender } from '../../server/services/admin/tenders'

/** rows in each listing: more than a page (client/components/listing/query.ts PAGE_SIZE, 20) */
export const LISTING_ROWS = 25

/** the word every third row carries (English and Assamese title alike), so a search narrows the list */
export const LISTING_WORD = { en: 'Quokka', as: 'কুকুৰাচৰাই' } as const

/** the English and Assamese title of row `i` of a listing labelled `label` */
function titles(label: string, i: number): [string, string] {
  const marked = i % 3 === 0
  const n = String(i + 1).padStart(2, '0')
  return [`${label} ${marked ? `${LISTING_WORD.en} ` : ''}sample ${n}`, `${label} ${marked ? `${LISTING_WORD.as} ` : ''}নমুনা ${n}`]
}

/**
 * `count` ISO dates from `from` up to `to` (inclusive), newest first, evenly spread: over
 * several calendar years where the span allows, so a year narrows the list.
 */
function spread(from: string, to: string, count: number): string[] {
  const days = Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000))
  return Array.from({ length: count }, (_, i) => addDays(to, -Math.floor((days * i) / Math.max(1, count - 1))))
}

/** Writes the rows; `now` is the clock the pages read (the tender periods follow the financial year). */
export async function addListingRows(db: Knex, now: number = Date.now()): Promise<void> {
  const today = indiaToday(now)
  const fy = financialYearStart(new Date(now))
  const threeYearsAgo = addDays(today, -3 * 365)

  // one set per (category, sub-type) of the document routes: a category's own route lists all its sub-types
  const pairs = new Map<string, { category: string; subType: string | null }>()
  for (const { category, subType } of Object.values(DOCUMENT_ROUTES)) pairs.set(`${category}/${subType ?? ''}`, { category, subType: subType ?? null })
  const documents = [...pairs.values()].flatMap(({ category, subType }) =>
    spread(threeYearsAgo, today, LISTING_ROWS).map((date, i) => {
      const [name, nameAs] = titles(`${category}${subType ? ` ${subType}` : ''}`, i)
      return { category, sub_type: subType, name, name_as: nameAs, date, file_location: null, new_flag: false, published: true }
    }),
  )
  for (let i = 0; i < documents.length; i += 50) await db('documents').insert(documents.slice(i, i + 50))

  // the three periods of server/services/content/financialYear.ts: this financial year up to today, the one before, and older (RDSS: any date)
  const periods: Array<{ category: 'tender' | 'rdss'; code: string; dates: string[] }> = [
    { category: 'tender', code: 'CUR', dates: spread(`${fy}-04-01`, today, LISTING_ROWS) },
    { category: 'tender', code: 'PRV', dates: spread(`${fy - 1}-04-01`, `${fy}-03-31`, LISTING_ROWS) },
    { category: 'tender', code: 'ARC', dates: spread(`${fy - 4}-04-01`, `${fy - 1}-03-31`, LISTING_ROWS) },
    { category: 'rdss', code: 'RDSS', dates: spread(threeYearsAgo, today, LISTING_ROWS) },
  ]
  for (const { category, code, dates } of periods) {
    for (const [i, tenderDate] of dates.entries()) {
      const [description, descriptionAs] = titles(`Tender ${code}`, i)
      await loadTender(db, { category, tenderNo: `APDCL/TEST/${code}/${String(i + 1).padStart(3, '0')}`, description, descriptionAs, tenderDate })
    }
  }

  for (const [i, advDate] of spread(threeYearsAgo, today, LISTING_ROWS).entries()) {
    const [description, descriptionAs] = titles('Career', i)
    await loadCareer(db, { description, descriptionAs, advDate })
  }

  // contacts: one list (no year, no paging), searched by ?q= alone
  const contacts = Array.from({ length: 9 }, (_, i) => {
    const [name, nameAs] = titles('Officer', i)
    return { type_code: (i % 3) + 1, name, name_as: nameAs, designation: 'Manager', office: `Office ${i + 1}`, sort_order: i + 1 }
  })
  await db('contacts').insert(contacts)
}
