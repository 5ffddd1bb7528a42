import { HTML_CATEGORIES, type DocumentCategory, type DocumentEntry, type ListQuery, type Paged } from '#shared/content/contract'
import type { Knex } from 'knex'
import { sanitizeOptionalRichText, sanitizeRichText } from '../sanitize'
import { typeString } from './labels'
import { pagedRows } from './listQuery'
import { flag } from '../../db/rows'

interface DocumentRow {
  id: number
  category: DocumentCategory
  sub_type: string | null
  name: string
  name_as: string | null
  file_location: string | null
  link: string | null
  date: string | null
  new_flag: unknown
}

/** News and marquee names are HTML: sanitized again on the way out. */
function toEntry(row: DocumentRow): DocumentEntry {
  const html = HTML_CATEGORIES.includes(row.category)
  return {
    id: Number(row.id),
    category: row.category,
    name: html ? sanitizeRichText(row.name) : row.name,
    nameAs: html ? sanitizeOptionalRichText(row.name_as) : row.name_as,
    fileLocation: row.file_location,
    date: row.date,
    subType: row.sub_type,
    isNew: flag(row.new_flag),
    typeString: typeString(row.category, row.sub_type),
    link: row.link ?? null,
  }
}

/** Published documents of one category (optionally one sub-type), newest first. */
export async function listDocuments(db: Knex, category: DocumentCategory, query: ListQuery): Promise<Paged<DocumentEntry>> {
  const { paged } = await pagedRows<DocumentRow>(
    db,
    {
      scope: () => {
        const qb = db('documents').where({ category, published: true })
        if (query.subType) qb.where('sub_type', query.subType)
        return qb
      },
      dateColumn: 'date',
      searchColumns: ['name', 'name_as'],
      columns: ['id', 'category', 'sub_type', 'name', 'name_as', 'file_location', 'link', 'date', 'new_flag'],
    },
    query,
  )
  return { ...paged, items: paged.items.map(toEntry) }
}
