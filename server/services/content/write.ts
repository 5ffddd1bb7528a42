import type { Knex } from 'knex'
import { insertedId } from '../../db/rows'
import { sanitizeOptionalRichText, sanitizeRichText } from '../sanitize'

/**
 * Every insert path of content with children or admin HTML goes through here (seeds today,
 * the admin screens later): HTML is sanitized on the way in, children get their order.
 * Callers that change published content call `services.contentBus.changed(what, trx)` with
 * their transaction (server/services/contentBus.ts): every process's caches clear at commit.
 */

/** A marquee headline: a `marquee` document (spec §3) whose name is HTML. */
export interface NewMarqueeItem {
  title: string
  titleAs?: string | null
  /** a page or site the headline points to; null when none */
  link?: string | null
  /** a file (relative to uploads/) instead of a link */
  fileLocation?: string | null
  date?: string | null
  subType?: string | null
  isNew?: boolean
  published?: boolean
}

export async function insertMarqueeItem(db: Knex, item: NewMarqueeItem): Promise<number> {
  const result = await db('documents')
    .insert({
      category: 'marquee',
      sub_type: item.subType ?? null,
      name: sanitizeRichText(item.title),
      name_as: sanitizeOptionalRichText(item.titleAs),
      file_location: item.fileLocation ?? null,
      link: item.link ?? null,
      date: item.date ?? null,
      new_flag: item.isNew ?? false,
      published: item.published ?? true,
    })
    .returning('id')
  return insertedId(result)
}

/** A news line: a `news` document (spec §3) whose name is HTML; `type` 'news' or 'notification' is its sub-type. */
export interface NewNewsItem {
  type: 'news' | 'notification'
  name: string
  nameAs?: string | null
  date?: string | null
  link?: string | null
  /** a file (relative to uploads/) instead of a link */
  fileLocation?: string | null
  isNew?: boolean
  published?: boolean
}

export async function insertNewsItem(db: Knex, item: NewNewsItem): Promise<number> {
  const result = await db('documents')
    .insert({
      category: 'news',
      sub_type: item.type,
      name: sanitizeRichText(item.name),
      name_as: sanitizeOptionalRichText(item.nameAs),
      file_location: item.fileLocation ?? null,
      link: item.link ?? null,
      date: item.date ?? null,
      new_flag: item.isNew ?? false,
      published: item.published ?? true,
    })
    .returning('id')
  return insertedId(result)
}

export interface NewTenderDocument {
  title: string
  /** the Assamese title (null: the AS_ pages show the English one) */
  titleAs?: string | null
  type: string
  date: string | null
  fileLocation: string | null
  isNew?: boolean
}

export interface NewTender {
  category: 'tender' | 'rdss'
  tenderNo: string
  description: string
  descriptionAs?: string | null
  tenderDate: string
  prebidDate?: string | null
  bidStartDate?: string | null
  bidEndDate?: string | null
  bidOpeningDate?: string | null
  nit?: string | null
  isNew?: boolean
  published?: boolean
  documents?: NewTenderDocument[]
}

export async function insertTender(db: Knex, tender: NewTender): Promise<number> {
  const result = await db('tenders')
    .insert({
      category: tender.category,
      tender_no: tender.tenderNo,
      description: tender.description,
      description_as: tender.descriptionAs ?? null,
      tender_date: tender.tenderDate,
      prebid_date: tender.prebidDate ?? null,
      bid_start_date: tender.bidStartDate ?? null,
      bid_end_date: tender.bidEndDate ?? null,
      bid_opening_date: tender.bidOpeningDate ?? null,
      nit: tender.nit ?? null,
      new_flag: tender.isNew ?? false,
      published: tender.published ?? true,
    })
    .returning('id')
  const id = insertedId(result)
  const documents = tender.documents ?? []
  if (documents.length) {
    await db('tender_documents').insert(
      documents.map((d, i) => ({
        tender_id: id,
        sort_order: i + 1,
        title: d.title,
        title_as: d.titleAs ?? null,
        type: d.type,
        date: d.date,
        file_location: d.fileLocation,
        new_flag: d.isNew ?? false,
      })),
    )
  }
  return id
}

export interface NewCareerDocument {
  title: string
  titleAs?: string | null
  docType: string
  date: string | null
  fileLocation: string | null
  isNew?: boolean
}

export interface NewCareer {
  description: string
  descriptionAs?: string | null
  adv?: string | null
  advDate?: string | null
  applyLink?: string | null
  isNew?: boolean
  published?: boolean
  documents?: NewCareerDocument[]
}

export async function insertCareer(db: Knex, career: NewCareer): Promise<number> {
  const result = await db('careers')
    .insert({
      description: career.description,
      description_as: career.descriptionAs ?? null,
      adv: career.adv ?? null,
      adv_date: career.advDate ?? null,
      apply_link: career.applyLink ?? null,
      new_flag: career.isNew ?? false,
      published: career.published ?? true,
    })
    .returning('id')
  const id = insertedId(result)
  const documents = career.documents ?? []
  if (documents.length) {
    await db('career_documents').insert(
      documents.map((d, i) => ({
        career_id: id,
        sort_order: i + 1,
        title: d.title,
        title_as: d.titleAs ?? null,
        doc_type: d.docType,
        date: d.date,
        file_location: d.fileLocation,
        new_flag: d.isNew ?? false,
      })),
    )
  }
  return id
}
