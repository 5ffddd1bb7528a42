/**
 * Documents and content kept by the content editor (issue 11 §2 /AdminUploadDocuments, §3):
 * documents of the 20 categories of spec §3 (the `documents` table; `news` and `marquee` items
 * are documents whose name is HTML), banners, gallery albums with their photos, and careers
 * with their documents.
 *
 * Files come checked by their bytes from the upload service (server/services/uploads.ts
 * `checkUpload`: PDF for documents and careers, JPEG or PNG for pictures) and are stored under a
 * server-made public key (documents/<category>/<year>/<random>.pdf …; never `private/`), which
 * the public files route serves. A file is stored before the transaction and removed again if
 * the transaction fails; a replaced or deleted file is removed once the change is committed.
 *
 * HTML (news and marquee texts, both languages) is sanitized here on the way in
 * (server/services/sanitize.ts) and again by the public reads on the way out.
 *
 * Every write runs in one transaction with its audit row (before and after); a write the public
 * can see tells the content bus in that transaction, so the page cache and the content answers
 * clear at commit in every process (server/services/contentBus.ts).
 *
 * `loadNewsItem`, `loadMarqueeItem` and `loadCareer` write an item as it stands, beside the
 * admin's path (the seeds and the tests).
 */
import type { Knex } from 'knex'
import { DOCUMENT_SUB_TYPES } from '#shared/admin/content'
import { HTML_CATEGORIES, type DocumentCategory } from '#shared/content/contract'
import type { AdminBanner, AdminCareer, AdminCareerDocument, AdminContentPage, AdminDocument, AdminGalleryAlbum, AdminGalleryAlbumDetail, AdminGalleryPhoto } from '#shared/admin/contract'
import type { FileStorage } from '../../adapters/storage'
import type { Db } from '../../db/knex'
import { ConflictError, fieldError, InvalidError, NotFoundError } from '../../errors'
import type { ContentBus } from '../contentBus'
import { sanitizeOptionalRichText, sanitizeRichText } from '../sanitize'
import { num, str, type Row, flag, insertedId, isoTime, likeWords as like, pageOf } from '../../db/rows'
import type { CheckedFile } from '../uploads'
import type { AdminActor } from './accounts'
import type { AuditLog } from './audit'
import { adminFiles, FILE_KIND_MESSAGES } from './files'

// ---- inputs (validated by the route's schemas) ----

/** A document's fields: `name` plain text, or HTML for news and marquee (sanitized here); `link` news and marquee only. */
export type DocumentInput = Pick<AdminDocument, 'name' | 'nameAs' | 'subType' | 'date' | 'link' | 'isNew' | 'published'>

/** What happens to an item's file on an update. */
export type FileChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'file'; file: CheckedFile }

/** The other items' fields: the wire types' without the id, the stored files and the counts. */
export type BannerInput = Omit<AdminBanner, 'id' | 'image'>
export type AlbumInput = Pick<AdminGalleryAlbum, 'title' | 'titleAs' | 'date' | 'sortOrder'>
export type PhotoInput = Omit<AdminGalleryPhoto, 'id' | 'image'>
export type CareerInput = Pick<AdminCareer, 'description' | 'descriptionAs' | 'advDate' | 'applyLink' | 'isNew' | 'published'>
export type CareerDocumentInput = Pick<AdminCareerDocument, 'title' | 'titleAs' | 'docType' | 'date' | 'isNew'>

export interface ContentListFilter {
  q?: string
  state?: 'published' | 'unpublished'
  page?: number
  pageSize?: number
}

/** The messages of the service's own refusals (beside their fields). */
export const CONTENT_MESSAGES = {
  htmlEmpty: 'Give the text: nothing is left of it once the markup that is not allowed is removed.',
  fileNeeded: 'Attach the document as a PDF file.',
  linkAndFile: 'Give either a link or a file, not both.',
  pdfOnly: FILE_KIND_MESSAGES.pdf,
  imageOnly: FILE_KIND_MESSAGES.image,
} as const

// ---- row mapping ----

const isHtml = (category: string) => HTML_CATEGORIES.includes(category as DocumentCategory)

function toDocument(r: Row): AdminDocument {
  const html = isHtml(String(r.category))
  return {
    id: num(r.id),
    category: String(r.category),
    name: html ? sanitizeRichText(String(r.name)) : String(r.name),
    nameAs: html ? sanitizeOptionalRichText(str(r.name_as)) : str(r.name_as),
    subType: str(r.sub_type),
    date: str(r.date),
    fileLocation: str(r.file_location),
    link: str(r.link),
    isNew: flag(r.new_flag),
    published: flag(r.published),
    createdBy: str(r.created_by),
    updatedBy: str(r.updated_by),
    createdAt: isoTime(r.created_at),
    updatedAt: r.updated_at == null ? null : isoTime(r.updated_at),
  }
}

function toBanner(r: Row): AdminBanner {
  return {
    id: num(r.id),
    image: String(r.image),
    link: str(r.link),
    caption: str(r.caption),
    captionAs: str(r.caption_as),
    alt: String(r.alt),
    altAs: str(r.alt_as),
    sortOrder: num(r.sort_order),
    published: flag(r.published),
  }
}

function toAlbum(r: Row): AdminGalleryAlbum {
  return { id: num(r.id), title: String(r.title), titleAs: str(r.title_as), date: str(r.date), sortOrder: num(r.sort_order), photoCount: num(r.photo_count ?? 0) }
}

function toPhoto(r: Row): AdminGalleryPhoto {
  return { id: num(r.id), image: String(r.image), caption: String(r.caption), captionAs: str(r.caption_as), sortOrder: num(r.sort_order) }
}

function toCareerDocument(r: Row): AdminCareerDocument {
  return {
    id: num(r.id),
    sortOrder: num(r.sort_order),
    title: String(r.title),
    titleAs: str(r.title_as),
    docType: String(r.doc_type),
    date: str(r.date),
    fileLocation: str(r.file_location),
    isNew: flag(r.new_flag),
  }
}

function toCareer(r: Row, documents: AdminCareerDocument[]): AdminCareer {
  return {
    id: num(r.id),
    description: String(r.description),
    descriptionAs: str(r.description_as),
    adv: str(r.adv),
    advDate: str(r.adv_date),
    applyLink: str(r.apply_link),
    isNew: flag(r.new_flag),
    published: flag(r.published),
    documents,
  }
}

/** The audit log's picture of a document (no times: they are the log's own). */
function docSnapshot(d: AdminDocument) {
  const { createdAt: _c, updatedAt: _u, ...fields } = d
  return fields
}

/** Whether a sanitized HTML text still holds any words. */
const hasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim().length > 0

/** The name fields of a news or marquee item: its HTML sanitized, both languages. */
const htmlNames = (name: string, nameAs: string | null | undefined) => ({ name: sanitizeRichText(name), name_as: sanitizeOptionalRichText(nameAs) })

/** A career notice's fields as its columns (the advertisement file is the caller's). */
const careerColumns = (input: CareerInput) => ({
  description: input.description,
  description_as: input.descriptionAs,
  adv_date: input.advDate,
  apply_link: input.applyLink,
  new_flag: input.isNew,
  published: input.published,
})

/** A career document's fields as its columns (its notice, place and file are the caller's). */
const careerDocumentColumns = (input: CareerDocumentInput) => ({ title: input.title, title_as: input.titleAs, doc_type: input.docType, date: input.date, new_flag: input.isNew })

export function createAdminContent(deps: { db: Db; audit: AuditLog; contentBus: ContentBus; storage: FileStorage; now?: () => number }) {
  const { db, audit, contentBus, storage } = deps
  const { putFile, withFiles } = adminFiles({ db, storage, now: deps.now ?? Date.now })

  const record = (trx: Knex.Transaction, by: AdminActor, action: string, entity: string, entityId: number, before: unknown, after: unknown) =>
    audit.record({ actor: by.actor, action, entity, entityId, before, after, ip: by.ip }, trx)

  // ---- documents ----

  async function documentIn(trx: Knex, id: number): Promise<AdminDocument> {
    const row = await trx('documents').where('id', id).first()
    if (!row) throw new NotFoundError('No such document')
    return toDocument(row)
  }

  /** The stored name fields: HTML sanitized for news and marquee (400 when nothing is left), plain text otherwise. */
  function nameColumns(category: DocumentCategory, input: DocumentInput) {
    if (!isHtml(category)) return { name: input.name, name_as: input.nameAs }
    const names = htmlNames(input.name, input.nameAs)
    const errors = []
    if (!hasText(names.name)) errors.push(fieldError('name', CONTENT_MESSAGES.htmlEmpty))
    if (names.name_as !== null && !hasText(names.name_as)) errors.push(fieldError('name_as', CONTENT_MESSAGES.htmlEmpty))
    if (errors.length) throw new InvalidError(errors[0].message, errors)
    return names
  }

  /** The sub-type of the input, checked against the category's list (the route checks it too). */
  function subTypeOf(category: DocumentCategory, input: DocumentInput): string | null {
    const rule = DOCUMENT_SUB_TYPES[category]
    const value = input.subType || (category === 'marquee' ? 'headline' : null)
    if (value === null) {
      if (rule.required) throw new InvalidError('Choose the sub-type from the list.', [fieldError('sub_type', 'Choose the sub-type from the list.')])
      return null
    }
    if (!rule.choices.some((c) => c.value === value)) throw new InvalidError('Choose the sub-type from the list.', [fieldError('sub_type', 'Choose the sub-type from the list.')])
    return value
  }

  const documents = {
    /** A page of one category's documents (published and not), newest first. */
    async list(category: DocumentCategory, filter: ContentListFilter = {}): Promise<AdminContentPage<AdminDocument>> {
      const { page, pageSize, offset } = pageOf(filter)
      const where = (q: Knex.QueryBuilder) => {
        q.where('category', category)
        if (filter.state) q.where('published', filter.state === 'published')
        if (filter.q) q.where((w) => w.whereRaw(`lower(name) like ? escape '\\'`, [like(filter.q!)]).orWhereRaw(`lower(coalesce(name_as, '')) like ? escape '\\'`, [like(filter.q!)]))
        return q
      }
      const [{ n }] = await where(db('documents').count({ n: '*' }))
      const rows: Row[] = await where(db('documents').select('*')).orderByRaw('(date is null) asc, date desc, id desc').limit(pageSize).offset(offset)
      return { items: rows.map(toDocument), total: num(n), page, pageSize }
    },

    get: (id: number) => documentIn(db, id),

    /** A new document. File categories need a PDF; news and marquee take a link or a PDF (or neither). */
    async create(category: DocumentCategory, input: DocumentInput, file: CheckedFile | null, by: AdminActor): Promise<AdminDocument> {
      const html = isHtml(category)
      if (!html && !file) throw new InvalidError(CONTENT_MESSAGES.fileNeeded, [fieldError('file', CONTENT_MESSAGES.fileNeeded)])
      if (html && file && input.link) throw new InvalidError(CONTENT_MESSAGES.linkAndFile, [fieldError('link', CONTENT_MESSAGES.linkAndFile)])
      const names = nameColumns(category, input)
      const subType = subTypeOf(category, input)
      const stored = file ? [await putFile(`documents/${category}`, file, 'pdf')] : []
      return withFiles(stored, async (trx) => {
        const result = await trx('documents')
          .insert({
            category,
            ...names,
            sub_type: subType,
            date: input.date,
            file_location: stored[0] ?? null,
            link: html ? input.link : null,
            new_flag: input.isNew,
            published: input.published,
            created_by: by.actor,
          })
          .returning('id')
        const after = await documentIn(trx, insertedId(result))
        await record(trx, by, 'content.document.create', 'document', after.id, null, docSnapshot(after))
        if (after.published) await contentBus.changed(`documents:${category}`, trx)
        return after
      })
    },

    /** Changes a document (its category stays); a new PDF replaces the old file. */
    async update(id: number, input: DocumentInput, change: FileChange, by: AdminActor): Promise<AdminDocument> {
      const current = await documentIn(db, id)
      const category = current.category as DocumentCategory
      const html = isHtml(category)
      if (!html && change.kind === 'remove') throw new InvalidError(CONTENT_MESSAGES.fileNeeded, [fieldError('file', CONTENT_MESSAGES.fileNeeded)])
      if (html && change.kind === 'file' && input.link) throw new InvalidError(CONTENT_MESSAGES.linkAndFile, [fieldError('link', CONTENT_MESSAGES.linkAndFile)])
      const names = nameColumns(category, input)
      const subType = subTypeOf(category, input)
      const stored = change.kind === 'file' ? [await putFile(`documents/${category}`, change.file, 'pdf')] : []
      return withFiles(stored, async (trx, dropped) => {
        const before = await documentIn(trx, id)
        // a link given to a news or marquee item replaces its file (the public reads take one of them)
        const nextFile = change.kind === 'file' ? stored[0] : change.kind === 'remove' || (html && input.link) ? null : before.fileLocation
        if (before.fileLocation && before.fileLocation !== nextFile) dropped.push(before.fileLocation)
        await trx('documents')
          .where('id', id)
          .update({
            ...names,
            sub_type: subType,
            date: input.date,
            file_location: nextFile,
            link: html ? input.link : null,
            new_flag: input.isNew,
            published: input.published,
            updated_by: by.actor,
            updated_at: trx.fn.now(),
          })
        const after = await documentIn(trx, id)
        await record(trx, by, 'content.document.update', 'document', id, docSnapshot(before), docSnapshot(after))
        if (before.published || after.published) await contentBus.changed(`documents:${category}`, trx)
        return after
      })
    },

    /** Publishes or withdraws a document (409 when it already is so). */
    async setPublished(id: number, published: boolean, by: AdminActor): Promise<AdminDocument> {
      return db.transaction(async (trx) => {
        const before = await documentIn(trx, id)
        if (before.published === published) throw new ConflictError(published ? 'This item is already published.' : 'This item is not published.')
        await trx('documents').where('id', id).update({ published, updated_by: by.actor, updated_at: trx.fn.now() })
        const after = await documentIn(trx, id)
        await record(trx, by, published ? 'content.document.publish' : 'content.document.unpublish', 'document', id, docSnapshot(before), docSnapshot(after))
        await contentBus.changed(`documents:${before.category}`, trx)
        return after
      })
    },

    /** Deletes a document (and its file, once the change is committed). */
    async remove(id: number, by: AdminActor): Promise<void> {
      await withFiles([], async (trx, dropped) => {
        const before = await documentIn(trx, id)
        await trx('documents').where('id', id).delete()
        if (before.fileLocation) dropped.push(before.fileLocation)
        await record(trx, by, 'content.document.delete', 'document', id, docSnapshot(before), null)
        if (before.published) await contentBus.changed(`documents:${before.category}`, trx)
      })
    },
  }

  // ---- banners ----

  async function bannerIn(trx: Knex, id: number): Promise<AdminBanner> {
    const row = await trx('banners').where('id', id).first()
    if (!row) throw new NotFoundError('No such banner')
    return toBanner(row)
  }

  const bannerColumns = (input: BannerInput) => ({
    link: input.link,
    caption: input.caption,
    caption_as: input.captionAs,
    alt: input.alt,
    alt_as: input.altAs,
    sort_order: input.sortOrder,
    published: input.published,
  })

  const banners = {
    /** Every banner in the carousel's order (published and not). */
    async list(filter: ContentListFilter = {}): Promise<AdminContentPage<AdminBanner>> {
      const { page, pageSize, offset } = pageOf(filter)
      const where = (q: Knex.QueryBuilder) => (filter.state ? q.where('published', filter.state === 'published') : q)
      const [{ n }] = await where(db('banners').count({ n: '*' }))
      const rows: Row[] = await where(db('banners').select('*'))
        .orderBy([{ column: 'sort_order' }, { column: 'id' }])
        .limit(pageSize)
        .offset(offset)
      return { items: rows.map(toBanner), total: num(n), page, pageSize }
    },

    get: (id: number) => bannerIn(db, id),

    async create(input: BannerInput, image: CheckedFile, by: AdminActor): Promise<AdminBanner> {
      const stored = [await putFile('banners', image, 'image')]
      return withFiles(stored, async (trx) => {
        const result = await trx('banners')
          .insert({ ...bannerColumns(input), image: stored[0] })
          .returning('id')
        const after = await bannerIn(trx, insertedId(result))
        await record(trx, by, 'content.banner.create', 'banner', after.id, null, after)
        if (after.published) await contentBus.changed('banners', trx)
        return after
      })
    },

    async update(id: number, input: BannerInput, image: CheckedFile | null, by: AdminActor): Promise<AdminBanner> {
      await bannerIn(db, id)
      const stored = image ? [await putFile('banners', image, 'image')] : []
      return withFiles(stored, async (trx, dropped) => {
        const before = await bannerIn(trx, id)
        if (stored[0]) dropped.push(before.image)
        await trx('banners')
          .where('id', id)
          .update({ ...bannerColumns(input), image: stored[0] ?? before.image })
        const after = await bannerIn(trx, id)
        await record(trx, by, 'content.banner.update', 'banner', id, before, after)
        if (before.published || after.published) await contentBus.changed('banners', trx)
        return after
      })
    },

    async setPublished(id: number, published: boolean, by: AdminActor): Promise<AdminBanner> {
      return db.transaction(async (trx) => {
        const before = await bannerIn(trx, id)
        if (before.published === published) throw new ConflictError(published ? 'This banner is already published.' : 'This banner is not published.')
        await trx('banners').where('id', id).update({ published })
        const after = await bannerIn(trx, id)
        await record(trx, by, published ? 'content.banner.publish' : 'content.banner.unpublish', 'banner', id, before, after)
        await contentBus.changed('banners', trx)
        return after
      })
    },

    async remove(id: number, by: AdminActor): Promise<void> {
      await withFiles([], async (trx, dropped) => {
        const before = await bannerIn(trx, id)
        await trx('banners').where('id', id).delete()
        dropped.push(before.image)
        await record(trx, by, 'content.banner.delete', 'banner', id, before, null)
        if (before.published) await contentBus.changed('banners', trx)
      })
    },
  }

  // ---- gallery ----

  const albumSelect = (k: Knex) => k('gallery_albums as a').select('a.*', k.raw('(select count(*) from gallery_photos p where p.album_id = a.id) as photo_count'))

  async function albumIn(trx: Knex, id: number): Promise<AdminGalleryAlbumDetail> {
    const row = await albumSelect(trx).where('a.id', id).first()
    if (!row) throw new NotFoundError('No such album')
    const photos: Row[] = await trx('gallery_photos')
      .where('album_id', id)
      .orderBy([{ column: 'sort_order' }, { column: 'id' }])
    return { ...toAlbum(row), photos: photos.map(toPhoto) }
  }

  async function photoIn(trx: Knex, albumId: number, photoId: number): Promise<AdminGalleryPhoto> {
    const row = await trx('gallery_photos').where({ id: photoId, album_id: albumId }).first()
    if (!row) throw new NotFoundError('No such photo in this album')
    return toPhoto(row)
  }

  const albumColumns = (input: AlbumInput) => ({ title: input.title, title_as: input.titleAs, date: input.date, sort_order: input.sortOrder })
  const photoColumns = (input: PhotoInput) => ({ caption: input.caption, caption_as: input.captionAs, sort_order: input.sortOrder })
  const albumSnapshot = (a: AdminGalleryAlbumDetail) => ({ id: a.id, title: a.title, titleAs: a.titleAs, date: a.date, sortOrder: a.sortOrder, photoCount: a.photoCount })

  const gallery = {
    /** Albums in the public order (order, then newest date), with their photo counts. */
    async list(filter: ContentListFilter = {}): Promise<AdminContentPage<AdminGalleryAlbum>> {
      const { page, pageSize, offset } = pageOf(filter)
      const where = (q: Knex.QueryBuilder) =>
        filter.q ? q.where((w) => w.whereRaw(`lower(a.title) like ? escape '\\'`, [like(filter.q!)]).orWhereRaw(`lower(coalesce(a.title_as, '')) like ? escape '\\'`, [like(filter.q!)])) : q
      const [{ n }] = await where(db('gallery_albums as a').count({ n: '*' }))
      const rows: Row[] = await where(albumSelect(db))
        .orderBy([{ column: 'a.sort_order' }, { column: 'a.date', order: 'desc' }, { column: 'a.id' }])
        .limit(pageSize)
        .offset(offset)
      return { items: rows.map(toAlbum), total: num(n), page, pageSize }
    },

    get: (id: number) => albumIn(db, id),

    async createAlbum(input: AlbumInput, by: AdminActor): Promise<AdminGalleryAlbumDetail> {
      return db.transaction(async (trx) => {
        const result = await trx('gallery_albums').insert(albumColumns(input)).returning('id')
        const after = await albumIn(trx, insertedId(result))
        await record(trx, by, 'content.album.create', 'gallery_album', after.id, null, albumSnapshot(after))
        await contentBus.changed('gallery', trx)
        return after
      })
    },

    async updateAlbum(id: number, input: AlbumInput, by: AdminActor): Promise<AdminGalleryAlbumDetail> {
      return db.transaction(async (trx) => {
        const before = await albumIn(trx, id)
        await trx('gallery_albums').where('id', id).update(albumColumns(input))
        const after = await albumIn(trx, id)
        await record(trx, by, 'content.album.update', 'gallery_album', id, albumSnapshot(before), albumSnapshot(after))
        await contentBus.changed('gallery', trx)
        return after
      })
    },

    /** Deletes an album with its photos (and their files, once committed). */
    async removeAlbum(id: number, by: AdminActor): Promise<void> {
      await withFiles([], async (trx, dropped) => {
        const before = await albumIn(trx, id)
        await trx('gallery_photos').where('album_id', id).delete()
        await trx('gallery_albums').where('id', id).delete()
        dropped.push(...before.photos.map((p) => p.image))
        await record(trx, by, 'content.album.delete', 'gallery_album', id, { ...albumSnapshot(before), photos: before.photos }, null)
        await contentBus.changed('gallery', trx)
      })
    },

    async addPhoto(albumId: number, input: PhotoInput, image: CheckedFile, by: AdminActor): Promise<AdminGalleryAlbumDetail> {
      await albumIn(db, albumId)
      const stored = [await putFile('gallery', image, 'image')]
      return withFiles(stored, async (trx) => {
        await albumIn(trx, albumId)
        const result = await trx('gallery_photos')
          .insert({ album_id: albumId, ...photoColumns(input), image: stored[0] })
          .returning('id')
        const photo = await photoIn(trx, albumId, insertedId(result))
        await record(trx, by, 'content.photo.add', 'gallery_photo', photo.id, null, { albumId, ...photo })
        await contentBus.changed('gallery', trx)
        return albumIn(trx, albumId)
      })
    },

    async updatePhoto(albumId: number, photoId: number, input: PhotoInput, by: AdminActor): Promise<AdminGalleryAlbumDetail> {
      return db.transaction(async (trx) => {
        const before = await photoIn(trx, albumId, photoId)
        await trx('gallery_photos').where({ id: photoId, album_id: albumId }).update(photoColumns(input))
        const after = await photoIn(trx, albumId, photoId)
        await record(trx, by, 'content.photo.update', 'gallery_photo', photoId, { albumId, ...before }, { albumId, ...after })
        await contentBus.changed('gallery', trx)
        return albumIn(trx, albumId)
      })
    },

    async removePhoto(albumId: number, photoId: number, by: AdminActor): Promise<AdminGalleryAlbumDetail> {
      return withFiles([], async (trx, dropped) => {
        const before = await photoIn(trx, albumId, photoId)
        await trx('gallery_photos').where({ id: photoId, album_id: albumId }).delete()
        dropped.push(before.image)
        await record(trx, by, 'content.photo.delete', 'gallery_photo', photoId, { albumId, ...before }, null)
        await contentBus.changed('gallery', trx)
        return albumIn(trx, albumId)
      })
    },
  }

  // ---- careers ----

  async function careerIn(trx: Knex, id: number): Promise<AdminCareer> {
    const row = await trx('careers').where('id', id).first()
    if (!row) throw new NotFoundError('No such career notice')
    const docs: Row[] = await trx('career_documents')
      .where('career_id', id)
      .orderBy([{ column: 'sort_order' }, { column: 'id' }])
    return toCareer(row, docs.map(toCareerDocument))
  }

  const careerSnapshot = (c: AdminCareer) => {
    const { documents: docs, ...fields } = c
    return { ...fields, documentCount: docs.length }
  }

  const careers = {
    /** A page of careers (published and not), newest advertisement first, with their documents. */
    async list(filter: ContentListFilter = {}): Promise<AdminContentPage<AdminCareer>> {
      const { page, pageSize, offset } = pageOf(filter)
      const where = (q: Knex.QueryBuilder) => {
        if (filter.state) q.where('published', filter.state === 'published')
        if (filter.q) q.where((w) => w.whereRaw(`lower(description) like ? escape '\\'`, [like(filter.q!)]).orWhereRaw(`lower(coalesce(description_as, '')) like ? escape '\\'`, [like(filter.q!)]))
        return q
      }
      const [{ n }] = await where(db('careers').count({ n: '*' }))
      const rows: Row[] = await where(db('careers').select('*')).orderByRaw('(adv_date is null) asc, adv_date desc, id desc').limit(pageSize).offset(offset)
      const ids = rows.map((r) => num(r.id))
      const docs: Row[] = ids.length
        ? await db('career_documents')
            .whereIn('career_id', ids)
            .orderBy([{ column: 'career_id' }, { column: 'sort_order' }, { column: 'id' }])
        : []
      const byCareer = new Map<number, AdminCareerDocument[]>()
      for (const d of docs) byCareer.set(num(d.career_id), [...(byCareer.get(num(d.career_id)) ?? []), toCareerDocument(d)])
      return { items: rows.map((r) => toCareer(r, byCareer.get(num(r.id)) ?? [])), total: num(n), page, pageSize }
    },

    get: (id: number) => careerIn(db, id),

    async create(input: CareerInput, adv: CheckedFile | null, by: AdminActor): Promise<AdminCareer> {
      const stored = adv ? [await putFile('careers', adv, 'pdf')] : []
      return withFiles(stored, async (trx) => {
        const result = await trx('careers')
          .insert({ ...careerColumns(input), adv: stored[0] ?? null })
          .returning('id')
        const after = await careerIn(trx, insertedId(result))
        await record(trx, by, 'content.career.create', 'career', after.id, null, careerSnapshot(after))
        if (after.published) await contentBus.changed('careers', trx)
        return after
      })
    },

    async update(id: number, input: CareerInput, adv: FileChange, by: AdminActor): Promise<AdminCareer> {
      await careerIn(db, id)
      const stored = adv.kind === 'file' ? [await putFile('careers', adv.file, 'pdf')] : []
      return withFiles(stored, async (trx, dropped) => {
        const before = await careerIn(trx, id)
        const nextAdv = adv.kind === 'file' ? stored[0] : adv.kind === 'remove' ? null : before.adv
        if (before.adv && before.adv !== nextAdv) dropped.push(before.adv)
        await trx('careers')
          .where('id', id)
          .update({ ...careerColumns(input), adv: nextAdv })
        const after = await careerIn(trx, id)
        await record(trx, by, 'content.career.update', 'career', id, careerSnapshot(before), careerSnapshot(after))
        if (before.published || after.published) await contentBus.changed('careers', trx)
        return after
      })
    },

    async setPublished(id: number, published: boolean, by: AdminActor): Promise<AdminCareer> {
      return db.transaction(async (trx) => {
        const before = await careerIn(trx, id)
        if (before.published === published) throw new ConflictError(published ? 'This career notice is already published.' : 'This career notice is not published.')
        await trx('careers').where('id', id).update({ published })
        const after = await careerIn(trx, id)
        await record(trx, by, published ? 'content.career.publish' : 'content.career.unpublish', 'career', id, careerSnapshot(before), careerSnapshot(after))
        await contentBus.changed('careers', trx)
        return after
      })
    },

    /** Deletes a career notice with its documents (and their files, once committed). */
    async remove(id: number, by: AdminActor): Promise<void> {
      await withFiles([], async (trx, dropped) => {
        const before = await careerIn(trx, id)
        await trx('career_documents').where('career_id', id).delete()
        await trx('careers').where('id', id).delete()
        if (before.adv) dropped.push(before.adv)
        dropped.push(...before.documents.map((d) => d.fileLocation).filter((f): f is string => !!f))
        await record(trx, by, 'content.career.delete', 'career', id, { ...careerSnapshot(before), documents: before.documents }, null)
        if (before.published) await contentBus.changed('careers', trx)
      })
    },

    /** Adds a document (a checked PDF) at the end of the career's list. */
    async addDocument(id: number, input: CareerDocumentInput, file: CheckedFile, by: AdminActor): Promise<AdminCareer> {
      await careerIn(db, id)
      const stored = [await putFile('careers', file, 'pdf')]
      return withFiles(stored, async (trx) => {
        const career = await careerIn(trx, id)
        const [{ max }] = await trx('career_documents').where('career_id', id).max({ max: 'sort_order' })
        const result = await trx('career_documents')
          .insert({
            career_id: id,
            sort_order: num(max ?? 0) + 1,
            ...careerDocumentColumns(input),
            file_location: stored[0],
          })
          .returning('id')
        const docId = insertedId(result)
        const after = await careerIn(trx, id)
        await record(trx, by, 'content.career.document.add', 'career_document', docId, null, { careerId: id, ...after.documents.find((d) => d.id === docId) })
        if (career.published) await contentBus.changed('careers', trx)
        return after
      })
    },

    async removeDocument(id: number, docId: number, by: AdminActor): Promise<AdminCareer> {
      return withFiles([], async (trx, dropped) => {
        const career = await careerIn(trx, id)
        const doc = career.documents.find((d) => d.id === docId)
        if (!doc) throw new NotFoundError('No such document of this career notice')
        await trx('career_documents').where({ id: docId, career_id: id }).delete()
        if (doc.fileLocation) dropped.push(doc.fileLocation)
        await record(trx, by, 'content.career.document.delete', 'career_document', docId, { careerId: id, ...doc }, null)
        if (career.published) await contentBus.changed('careers', trx)
        return careerIn(trx, id)
      })
    },
  }

  return { documents, banners, gallery, careers }
}

export type AdminContent = ReturnType<typeof createAdminContent>

// ---- the seeds' and tests' path ----

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

/** A news or marquee document with its HTML sanitized, published unless said otherwise. */
async function loadHtmlDocument(db: Knex, category: 'news' | 'marquee', subType: string | null, item: Omit<NewNewsItem, 'type'>): Promise<number> {
  const result = await db('documents')
    .insert({
      category,
      sub_type: subType,
      ...htmlNames(item.name, item.nameAs),
      file_location: item.fileLocation ?? null,
      link: item.link ?? null,
      date: item.date ?? null,
      new_flag: item.isNew ?? false,
      published: item.published ?? true,
    })
    .returning('id')
  return insertedId(result)
}

/**
 * Writes a marquee headline (its HTML sanitized, no sub-type unless given): the seeds' and
 * tests' path: a record as it stands, files already under uploads/, no audit, no cache message.
 */
export function loadMarqueeItem(db: Knex, item: NewMarqueeItem): Promise<number> {
  return loadHtmlDocument(db, 'marquee', item.subType ?? null, { ...item, name: item.title, nameAs: item.titleAs })
}

/**
 * Writes a news line (its HTML sanitized): the seeds' and tests' path: a record as it stands,
 * files already under uploads/, no audit, no cache message.
 */
export function loadNewsItem(db: Knex, item: NewNewsItem): Promise<number> {
  return loadHtmlDocument(db, 'news', item.type, item)
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

/**
 * Writes a career notice with its documents (sort_order 1..n in the order given), published
 * unless said otherwise: the seeds' and tests' path: a record as it stands, files already under
 * uploads/, no audit, no cache message. Returns the notice's id.
 */
export async function loadCareer(db: Knex, career: NewCareer): Promise<number> {
  const fields: CareerInput = {
    description: career.description,
    descriptionAs: career.descriptionAs ?? null,
    advDate: career.advDate ?? null,
    applyLink: career.applyLink ?? null,
    isNew: career.isNew ?? false,
    published: career.published ?? true,
  }
  const result = await db('careers')
    .insert({ ...careerColumns(fields), adv: career.adv ?? null })
    .returning('id')
  const id = insertedId(result)
  const documents = career.documents ?? []
  if (documents.length) {
    await db('career_documents').insert(
      documents.map((d, i) => ({
        career_id: id,
        sort_order: i + 1,
        ...careerDocumentColumns({ title: d.title, titleAs: d.titleAs ?? null, docType: d.docType, date: d.date, isNew: d.isNew ?? false }),
        file_location: d.fileLocation,
      })),
    )
  }
  return id
}
