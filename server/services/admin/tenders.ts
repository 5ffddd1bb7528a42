/**
 * Tenders kept by the tender manager (issue 11 §2 Tenders; spec §3 Tender). A tender is created
 * as a draft (the public listings read published tenders only), edited, given documents (PDF
 * files checked by their bytes by the upload service, stored under a server-made public key),
 * reordered, and published or withdrawn. A document of type Cancellation ends the public list of
 * the tender's documents (spec §3; server/services/content/tenders.ts `cutAtCancellation`).
 *
 * Every write runs in one transaction with its audit row (before and after); a write the public
 * can see (anything on a published tender, publishing, unpublishing) also tells the content bus
 * in that transaction, so the page cache, the content answers and /api/tenderCurrent clear at
 * commit in every process (server/services/contentBus.ts).
 *
 * `loadTender` writes a tender as it stands, beside the admin's path (the seeds and the tests).
 */
import type { Knex } from 'knex'
import { TENDER_CANCELLATION, type TenderCategory } from '#shared/admin/tenders'
import type { AdminTender, AdminTenderDetail, AdminTenderDocument, AdminTenderPage, AdminTenderState } from '#shared/admin/contract'
import type { FileStorage } from '../../adapters/storage'
import { dialectOf, type Db } from '../../db/knex'
import { ConflictError, fieldError, InvalidError, NotFoundError } from '../../errors'
import type { ContentBus } from '../contentBus'
import type { CheckedFile } from '../uploads'
import { num, str, type Row, flag, insertedId, isoTime, likeWords, pageOf } from '../../db/rows'
import type { AdminActor } from './accounts'
import type { AuditLog } from './audit'
import { adminFiles } from './files'

/**
 * The fields of a tender the admin gives (validated by the route's schema). Dates: ISO
 * YYYY-MM-DD; `nit`: a link to the notice (https://…), a NIT file given beside it wins.
 */
export type TenderInput = Pick<
  AdminTender,
  'category' | 'tenderNo' | 'description' | 'descriptionAs' | 'tenderDate' | 'prebidDate' | 'bidStartDate' | 'bidEndDate' | 'bidOpeningDate' | 'nit' | 'isNew'
>

/** What happens to the notice inviting tender on an update. */
export type NitChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'link'; link: string } | { kind: 'file'; file: CheckedFile }

export type TenderDocumentInput = Pick<AdminTenderDocument, 'title' | 'titleAs' | 'type' | 'date' | 'isNew'>

export interface TenderFilter {
  q?: string
  state?: AdminTenderState
  category?: TenderCategory
  page?: number
  pageSize?: number
}

/** The message of the 409 for a tender number already used in the category. */
export const DUPLICATE_TENDER_NO = 'A tender with this tender number already exists in this category.'

const isCancellation = (type: unknown) => String(type).trim().toLowerCase() === TENDER_CANCELLATION.toLowerCase()

function toTender(r: Row): AdminTender {
  return {
    id: num(r.id),
    category: String(r.category) as TenderCategory,
    tenderNo: String(r.tender_no),
    description: String(r.description),
    descriptionAs: str(r.description_as),
    tenderDate: String(r.tender_date),
    prebidDate: str(r.prebid_date),
    bidStartDate: str(r.bid_start_date),
    bidEndDate: str(r.bid_end_date),
    bidOpeningDate: str(r.bid_opening_date),
    nit: str(r.nit),
    isNew: flag(r.new_flag),
    published: flag(r.published),
    publishedAt: r.published_at == null ? null : num(r.published_at),
    createdBy: str(r.created_by),
    updatedBy: str(r.updated_by),
    updatedAt: isoTime(r.updated_at),
    documentCount: num(r.document_count ?? 0),
    cancelled: num(r.cancel_count ?? 0) > 0,
  }
}

/** A tender's documents in order, each marked whether the public list shows it (not after the first Cancellation). */
function toDocuments(rows: Row[]): AdminTenderDocument[] {
  let cut = false
  return rows.map((r) => {
    const listed = !cut
    if (isCancellation(r.type)) cut = true
    return {
      id: num(r.id),
      sortOrder: num(r.sort_order),
      title: String(r.title),
      titleAs: str(r.title_as),
      type: String(r.type),
      date: str(r.date),
      fileLocation: str(r.file_location),
      isNew: flag(r.new_flag),
      listed,
      uploadedBy: str(r.uploaded_by),
      uploadedAt: r.uploaded_at == null ? null : num(r.uploaded_at),
    }
  })
}

/** The audit log's picture of a tender (its fields and state, not the counts). */
function snapshot(t: AdminTender) {
  const { documentCount: _c, cancelled: _x, updatedAt: _u, ...fields } = t
  return fields
}

function docSnapshot(d: AdminTenderDocument, tenderId: number) {
  const { listed: _l, ...fields } = d
  return { tenderId, ...fields }
}

/** A tender's fields as its columns (the notice, the state and who wrote it are the caller's). */
const tenderColumns = (input: TenderInput) => ({
  category: input.category,
  tender_no: input.tenderNo,
  description: input.description,
  description_as: input.descriptionAs,
  tender_date: input.tenderDate,
  prebid_date: input.prebidDate,
  bid_start_date: input.bidStartDate,
  bid_end_date: input.bidEndDate,
  bid_opening_date: input.bidOpeningDate,
  new_flag: input.isNew,
})

/** A tender document's fields as its columns (its tender, place, file and uploader are the caller's). */
const tenderDocumentColumns = (input: TenderDocumentInput) => ({ title: input.title, title_as: input.titleAs, type: input.type, date: input.date, new_flag: input.isNew })

export function createAdminTenders(deps: { db: Db; audit: AuditLog; contentBus: ContentBus; storage: FileStorage; now?: () => number }) {
  const { db, audit, contentBus, storage } = deps
  const now = deps.now ?? Date.now
  const postgres = dialectOf(db) === 'postgres'

  const counts = (q: Knex.QueryBuilder, k: Knex) =>
    q.select(
      't.*',
      k.raw('(select count(*) from tender_documents d where d.tender_id = t.id) as document_count'),
      k.raw(`(select count(*) from tender_documents d where d.tender_id = t.id and lower(d.type) = ?) as cancel_count`, [TENDER_CANCELLATION.toLowerCase()]),
    )

  /** The tender (locked for the rest of the transaction on PostgreSQL), or a 404. */
  async function tenderIn(trx: Knex, id: number, lock = false): Promise<AdminTender> {
    if (lock && postgres) await trx('tenders').select('id').where('id', id).forUpdate()
    const row = await counts(trx('tenders as t'), trx).where('t.id', id).first()
    if (!row) throw new NotFoundError('No such tender')
    return toTender(row)
  }

  async function documentsIn(trx: Knex, tenderId: number): Promise<AdminTenderDocument[]> {
    return toDocuments(
      await trx('tender_documents')
        .where('tender_id', tenderId)
        .orderBy([{ column: 'sort_order' }, { column: 'id' }]),
    )
  }

  /** 409 beside the field when the tender number is taken in the category (another tender than `exceptId`). */
  async function assertFreeNumber(trx: Knex, category: string, tenderNo: string, exceptId?: number) {
    const q = trx('tenders').first('id').where('category', category).whereRaw('lower(tender_no) = ?', [tenderNo.toLowerCase()])
    if (exceptId !== undefined) q.whereNot('id', exceptId)
    if (await q) throw new ConflictError(DUPLICATE_TENDER_NO, [fieldError('tender_no', DUPLICATE_TENDER_NO)])
  }

  const files = adminFiles({ db, storage, now })
  /** Stores a checked PDF under a new public key: tenders/<category>/<year>/<random>.pdf. */
  const putFile = (category: string, file: CheckedFile) => files.putFile(`tenders/${category}`, file, 'pdf')
  /** Runs `write` in a transaction with its files (server/services/admin/files.ts); a taken tender number is the 409. */
  const withFiles = <T>(stored: string[], write: (trx: Knex.Transaction, dropped: string[]) => Promise<T>) => files.withFiles(stored, write, translateUnique)

  /** The unique index (category, tender_no) as the same 409 as the check (two admins at once). */
  function translateUnique(err: unknown): unknown {
    const code = (err as { code?: string } | null)?.code
    if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE') return new ConflictError(DUPLICATE_TENDER_NO, [fieldError('tender_no', DUPLICATE_TENDER_NO)])
    return err
  }

  return {
    /** A page of tenders (drafts and published), newest change first, with their document counts. */
    async list(filter: TenderFilter = {}): Promise<AdminTenderPage> {
      const { page, pageSize, offset } = pageOf(filter)
      const where = (q: Knex.QueryBuilder) => {
        if (filter.state) q.where('t.published', filter.state === 'published')
        if (filter.category) q.where('t.category', filter.category)
        if (filter.q) {
          const like = likeWords(filter.q)
          q.where((w) => w.whereRaw(`lower(t.tender_no) like ? escape '\\'`, [like]).orWhereRaw(`lower(t.description) like ? escape '\\'`, [like]))
        }
        return q
      }
      const [{ n }] = await where(db('tenders as t').count({ n: '*' }))
      const rows: Row[] = await where(counts(db('tenders as t'), db))
        .orderBy([
          { column: 't.updated_at', order: 'desc' },
          { column: 't.id', order: 'desc' },
        ])
        .limit(pageSize)
        .offset(offset)
      return { tenders: rows.map(toTender), total: num(n), page, pageSize }
    },

    /** One tender with all its documents in order (those after a Cancellation marked unlisted). */
    async get(id: number): Promise<AdminTenderDetail> {
      const tender = await tenderIn(db, id)
      return { ...tender, documents: await documentsIn(db, id) }
    },

    /** Creates a draft (never published here: publishing is its own step). */
    async create(input: TenderInput, nitFile: CheckedFile | null, by: AdminActor): Promise<AdminTenderDetail> {
      const stored = nitFile ? [await putFile(input.category, nitFile)] : []
      return withFiles(stored, async (trx) => {
        await assertFreeNumber(trx, input.category, input.tenderNo)
        const result = await trx('tenders')
          .insert({ ...tenderColumns(input), nit: stored[0] ?? input.nit, published: false, created_by: by.actor, updated_by: by.actor })
          .returning('id')
        const id = insertedId(result)
        const after = await tenderIn(trx, id)
        await audit.record({ actor: by.actor, action: 'tender.create', entity: 'tender', entityId: id, before: null, after: snapshot(after), ip: by.ip }, trx)
        return { ...after, documents: [] }
      })
    },

    /** Changes a tender's fields (a draft or a published one: then the public sees the change at once). */
    async update(id: number, input: TenderInput, nit: NitChange, by: AdminActor): Promise<AdminTenderDetail> {
      const stored = nit.kind === 'file' ? [await putFile(input.category, nit.file)] : []
      return withFiles(stored, async (trx, dropped) => {
        const before = await tenderIn(trx, id, true)
        await assertFreeNumber(trx, input.category, input.tenderNo, id)
        const nextNit = nit.kind === 'file' ? stored[0] : nit.kind === 'remove' ? null : nit.kind === 'link' ? nit.link : before.nit
        if (before.nit && before.nit !== nextNit) dropped.push(before.nit)
        await trx('tenders')
          .where('id', id)
          .update({ ...tenderColumns(input), nit: nextNit, updated_by: by.actor, updated_at: trx.fn.now() })
        const after = await tenderIn(trx, id)
        await audit.record({ actor: by.actor, action: 'tender.update', entity: 'tender', entityId: id, before: snapshot(before), after: snapshot(after), ip: by.ip }, trx)
        if (before.published) await contentBus.changed('tenders', trx)
        return { ...after, documents: await documentsIn(trx, id) }
      })
    },

    /** Adds a document (a checked PDF) at the end of the tender's list. */
    async addDocument(tenderId: number, input: TenderDocumentInput, file: CheckedFile, by: AdminActor): Promise<AdminTenderDetail> {
      const before = await tenderIn(db, tenderId)
      const stored = [await putFile(before.category, file)]
      return withFiles(stored, async (trx) => {
        const tender = await tenderIn(trx, tenderId, true)
        const [{ max }] = await trx('tender_documents').where('tender_id', tenderId).max({ max: 'sort_order' })
        const result = await trx('tender_documents')
          .insert({
            tender_id: tenderId,
            sort_order: num(max ?? 0) + 1,
            ...tenderDocumentColumns(input),
            file_location: stored[0],
            uploaded_by: by.actor,
            uploaded_at: now(),
          })
          .returning('id')
        const docId = insertedId(result)
        await trx('tenders').where('id', tenderId).update({ updated_by: by.actor, updated_at: trx.fn.now() })
        const documents = await documentsIn(trx, tenderId)
        const doc = documents.find((d) => d.id === docId)!
        await audit.record({ actor: by.actor, action: 'tender.document.add', entity: 'tender_document', entityId: docId, before: null, after: docSnapshot(doc, tenderId), ip: by.ip }, trx)
        if (tender.published) await contentBus.changed('tenders', trx)
        return { ...(await tenderIn(trx, tenderId)), documents }
      })
    },

    /** Removes a document (and its file, once the change is committed). */
    async removeDocument(tenderId: number, docId: number, by: AdminActor): Promise<AdminTenderDetail> {
      return withFiles([], async (trx, dropped) => {
        const tender = await tenderIn(trx, tenderId, true)
        const doc = (await documentsIn(trx, tenderId)).find((d) => d.id === docId)
        if (!doc) throw new NotFoundError('No such document of this tender')
        await trx('tender_documents').where({ id: docId, tender_id: tenderId }).delete()
        if (doc.fileLocation) dropped.push(doc.fileLocation)
        await trx('tenders').where('id', tenderId).update({ updated_by: by.actor, updated_at: trx.fn.now() })
        await audit.record({ actor: by.actor, action: 'tender.document.remove', entity: 'tender_document', entityId: docId, before: docSnapshot(doc, tenderId), after: null, ip: by.ip }, trx)
        if (tender.published) await contentBus.changed('tenders', trx)
        return { ...(await tenderIn(trx, tenderId)), documents: await documentsIn(trx, tenderId) }
      })
    },

    /** Puts the documents in the order given: every document id of the tender, once each. */
    async reorderDocuments(tenderId: number, order: number[], by: AdminActor): Promise<AdminTenderDetail> {
      return db.transaction(async (trx) => {
        const tender = await tenderIn(trx, tenderId, true)
        const before = await documentsIn(trx, tenderId)
        const ids = before.map((d) => d.id)
        if (order.length !== ids.length || new Set(order).size !== order.length || !order.every((id) => ids.includes(id))) {
          const message = 'Give every document of this tender once, in the new order.'
          throw new InvalidError(message, [fieldError('order', message)])
        }
        for (const [i, id] of order.entries())
          await trx('tender_documents')
            .where({ id, tender_id: tenderId })
            .update({ sort_order: i + 1 })
        await trx('tenders').where('id', tenderId).update({ updated_by: by.actor, updated_at: trx.fn.now() })
        const documents = await documentsIn(trx, tenderId)
        const brief = (ds: AdminTenderDocument[]) => ds.map((d) => ({ id: d.id, type: d.type, title: d.title, listed: d.listed }))
        await audit.record({ actor: by.actor, action: 'tender.document.reorder', entity: 'tender', entityId: tenderId, before: brief(before), after: brief(documents), ip: by.ip }, trx)
        if (tender.published) await contentBus.changed('tenders', trx)
        return { ...(await tenderIn(trx, tenderId)), documents }
      })
    },

    /** Draft → published: the tender shows on the public listings at once (409 if it already is). */
    async publish(id: number, by: AdminActor): Promise<AdminTenderDetail> {
      return setPublished(id, true, by)
    },

    /** Published → draft: the tender leaves the public listings at once (409 if it is a draft). */
    async unpublish(id: number, by: AdminActor): Promise<AdminTenderDetail> {
      return setPublished(id, false, by)
    },
  }

  async function setPublished(id: number, published: boolean, by: AdminActor): Promise<AdminTenderDetail> {
    return db.transaction(async (trx) => {
      const before = await tenderIn(trx, id, true)
      if (before.published === published) throw new ConflictError(published ? 'This tender is already published.' : 'This tender is not published.')
      await trx('tenders')
        .where('id', id)
        .update({ published, ...(published ? { published_at: now() } : {}), updated_by: by.actor, updated_at: trx.fn.now() })
      const after = await tenderIn(trx, id)
      await audit.record(
        { actor: by.actor, action: published ? 'tender.publish' : 'tender.unpublish', entity: 'tender', entityId: id, before: snapshot(before), after: snapshot(after), ip: by.ip },
        trx,
      )
      await contentBus.changed('tenders', trx)
      return { ...after, documents: await documentsIn(trx, id) }
    })
  }
}

export type AdminTenders = ReturnType<typeof createAdminTenders>

// ---- the seeds' and tests' path ----

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

/**
 * Writes a tender with its documents (sort_order 1..n in the order given), published unless
 * said otherwise: the seeds' and tests' path: a record as it stands, files already under
 * uploads/, no audit, no cache message. Returns the tender's id.
 */
export async function loadTender(db: Knex, tender: NewTender): Promise<number> {
  const fields: TenderInput = {
    category: tender.category,
    tenderNo: tender.tenderNo,
    description: tender.description,
    descriptionAs: tender.descriptionAs ?? null,
    tenderDate: tender.tenderDate,
    prebidDate: tender.prebidDate ?? null,
    bidStartDate: tender.bidStartDate ?? null,
    bidEndDate: tender.bidEndDate ?? null,
    bidOpeningDate: tender.bidOpeningDate ?? null,
    nit: tender.nit ?? null,
    isNew: tender.isNew ?? false,
  }
  const result = await db('tenders')
    .insert({ ...tenderColumns(fields), nit: fields.nit, published: tender.published ?? true })
    .returning('id')
  const id = insertedId(result)
  const documents = tender.documents ?? []
  if (documents.length) {
    await db('tender_documents').insert(
      documents.map((d, i) => ({
        tender_id: id,
        sort_order: i + 1,
        ...tenderDocumentColumns({ title: d.title, titleAs: d.titleAs ?? null, type: d.type, date: d.date, isNew: d.isNew ?? false }),
        file_location: d.fileLocation,
      })),
    )
  }
  return id
}
