import type { Career, CareerDocument, ListQuery, Paged } from '#shared/content/contract'
import type { Knex } from 'knex'
import { childrenByParent, pagedRows } from './listQuery'
import { flag } from '../../db/rows'

interface CareerRow {
  id: number
  description: string
  description_as: string | null
  adv: string | null
  adv_date: string | null
  apply_link: string | null
  new_flag: unknown
}

interface CareerDocumentRow {
  id: number
  career_id: number
  title: string
  title_as: string | null
  doc_type: string
  date: string | null
  file_location: string | null
  new_flag: unknown
  [key: string]: unknown
}

function toDocument(row: CareerDocumentRow): CareerDocument {
  return {
    id: Number(row.id),
    title: row.title,
    titleAs: row.title_as ?? null,
    docType: row.doc_type,
    date: row.date,
    fileLocation: row.file_location,
    isNew: flag(row.new_flag),
  }
}

/** Published careers (recruitment notices), newest advertisement first, with their documents. */
export async function listCareers(db: Knex, query: ListQuery): Promise<Paged<Career>> {
  const { paged, matchingIds } = await pagedRows<CareerRow>(
    db,
    {
      scope: () => db('careers').where({ published: true }),
      dateColumn: 'adv_date',
      searchColumns: ['description', 'description_as'],
      columns: ['id', 'description', 'description_as', 'adv', 'adv_date', 'apply_link', 'new_flag'],
    },
    query,
  )
  const documents = await childrenByParent<CareerDocumentRow>(db, 'career_documents', 'career_id', { ids: paged.items.map((c) => Number(c.id)), all: Boolean(query.all), matchingIds })
  return {
    ...paged,
    items: paged.items.map((row) => ({
      id: Number(row.id),
      description: row.description,
      descriptionAs: row.description_as,
      adv: row.adv,
      advDate: row.adv_date,
      applyLink: row.apply_link,
      isNew: flag(row.new_flag),
      documents: (documents.get(Number(row.id)) ?? []).map(toDocument),
    })),
  }
}
