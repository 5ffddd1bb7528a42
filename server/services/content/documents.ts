import type { Knex } from 'knex'
import { typeString } from './labels'
import { flag, pagedRows } from './listQuery'
import type { DocumentCategory, DocumentEntry, ListQuery, Paged } from './types'

interface DocumentRow {
  id: number
  category: DocumentCategory
  sub_type: string | null
  name: string
  name_as: string | null
  file_location: string | null
  date: string | null
  new_flag: unknown
}

function toEntry(row: DocumentRow): DocumentEntry {
  return {
    id: Number(row.id),
    category: row.category,
    name: row.name,
    nameAs: row.name_as,
    fileLocation: row.file_location,
    date: row.date,
    subType: row.sub_type,
    isNew: flag(row.new_flag),
    typeString: typeString(row.category, row.sub_type),
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
      columns: ['id', 'category', 'sub_type', 'name', 'name_as', 'file_location', 'date', 'new_flag'],
    },
    query,
  )
  return { ...paged, items: paged.items.map(toEntry) }
}
