import type { ListQuery, Paged, Tender, TenderDocument, TenderPeriod } from '#shared/content/contract'
import type { Knex } from 'knex'
import { periodBounds } from './financialYear'
import { childrenByParent, pagedRows } from './listQuery'
import { flag } from '../../db/rows'

export type TenderCategory = 'tender' | 'rdss'
export const CANCELLATION = 'Cancellation'

interface TenderRow {
  id: number
  tender_no: string
  description: string
  description_as: string | null
  tender_date: string
  prebid_date: string | null
  bid_start_date: string | null
  bid_end_date: string | null
  bid_opening_date: string | null
  nit: string | null
  new_flag: unknown
  [key: string]: unknown
}

interface TenderDocumentRow {
  id: number
  tender_id: number
  title: string
  title_as: string | null
  type: string
  date: string | null
  file_location: string | null
  new_flag: unknown
  [key: string]: unknown
}

/**
 * A tender's documents in order, up to and including its first Cancellation document:
 * what follows a cancellation is never listed.
 */
export function cutAtCancellation(documents: TenderDocument[]): { documents: TenderDocument[]; cancelled: boolean } {
  const index = documents.findIndex((d) => d.type.trim().toLowerCase() === CANCELLATION.toLowerCase())
  if (index < 0) return { documents, cancelled: false }
  return { documents: documents.slice(0, index + 1), cancelled: true }
}

function toDocument(row: TenderDocumentRow): TenderDocument {
  return {
    id: Number(row.id),
    title: row.title,
    titleAs: row.title_as ?? null,
    type: row.type,
    date: row.date,
    fileLocation: row.file_location,
    isNew: flag(row.new_flag),
  }
}

function toTender(row: TenderRow, documents: TenderDocument[]): Tender {
  const cut = cutAtCancellation(documents)
  return {
    id: Number(row.id),
    description: row.description,
    descriptionAs: row.description_as,
    tenderNo: row.tender_no,
    tenderDate: row.tender_date,
    prebidDate: row.prebid_date,
    bidStartDate: row.bid_start_date,
    bidEndDate: row.bid_end_date,
    bidOpeningDate: row.bid_opening_date,
    nit: row.nit,
    isNew: flag(row.new_flag),
    documents: cut.documents,
    cancelled: cut.cancelled,
  }
}

/** Tenders of one category (and, for 'tender', one financial-year period), with their documents. */
export async function listTenders(db: Knex, category: TenderCategory, period: TenderPeriod | null, query: ListQuery, today: Date): Promise<Paged<Tender>> {
  const bounds = period ? periodBounds(period, today) : {}
  const { paged, matchingIds } = await pagedRows<TenderRow>(
    db,
    {
      scope: () => {
        const qb = db('tenders').where({ category, published: true })
        if (bounds.from) qb.where('tender_date', '>=', bounds.from)
        if (bounds.to) qb.where('tender_date', '<', bounds.to)
        return qb
      },
      dateColumn: 'tender_date',
      dateRequired: true,
      searchColumns: ['description', 'description_as', 'tender_no'],
      columns: ['id', 'tender_no', 'description', 'description_as', 'tender_date', 'prebid_date', 'bid_start_date', 'bid_end_date', 'bid_opening_date', 'nit', 'new_flag'],
    },
    query,
  )
  const documents = await childrenByParent<TenderDocumentRow>(db, 'tender_documents', 'tender_id', { ids: paged.items.map((t) => Number(t.id)), all: Boolean(query.all), matchingIds })
  return {
    ...paged,
    items: paged.items.map((row) => toTender(row, (documents.get(Number(row.id)) ?? []).map(toDocument))),
  }
}
