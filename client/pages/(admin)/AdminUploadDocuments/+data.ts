import type { PageContextServer } from 'vike/types'
import { parseContentQuery, type ContentQuery } from '#shared/admin/content'
import type { AdminBanner, AdminCareer, AdminContentPage, AdminDocument, AdminGalleryAlbum, AdminGalleryAlbumDetail, AdminGalleryPhoto } from '#shared/admin/contract'
import { indiaToday } from '#shared/time'
import { requireAdminPage } from '#client/loaders/admin/guard.server'

export interface UploadDocumentsData {
  title: string
  query: ContentQuery
  /** today in India (the date fields' default) */
  today: string
  /** documents, marquee and news: the category's page */
  documents: AdminContentPage<AdminDocument> | null
  banners: AdminContentPage<AdminBanner> | null
  albums: AdminContentPage<AdminGalleryAlbum> | null
  careers: AdminContentPage<AdminCareer> | null
  /** the item opened with ?edit= (of the section's kind) */
  editing: AdminDocument | AdminBanner | AdminGalleryAlbumDetail | AdminCareer | null
  /** gallery: the album opened with ?album= (its photos), and the photo opened with ?photo= */
  album: AdminGalleryAlbumDetail | null
  photo: AdminGalleryPhoto | null
  /** careers: the career opened with ?career= (its documents) */
  career: AdminCareer | null
  /** an id asked for that does not exist (deleted meanwhile) */
  missing: string | null
}

/**
 * /AdminUploadDocuments (issue 11 §2, §3): one screen with a section per kind of content
 * (?section=documents|marquee|news|banners|gallery|careers), each with its list (?q=, ?state=,
 * ?page=; documents by ?category=), the item opened for editing (?edit=), and for the gallery and
 * careers the album's photos (?album=, ?photo=) or the career's documents (?career=).
 */
export async function data(pageContext: PageContextServer): Promise<UploadDocumentsData> {
  requireAdminPage(pageContext)
  const query = parseContentQuery(pageContext.urlParsed.search)
  const { documents, banners, gallery, careers } = pageContext.services.adminContent
  const filter = { q: query.q || undefined, state: query.state || undefined, page: query.page, pageSize: 20 }
  const none = () => null
  const out: UploadDocumentsData = {
    title: 'Documents and content',
    query,
    today: indiaToday(),
    documents: null,
    banners: null,
    albums: null,
    careers: null,
    editing: null,
    album: null,
    photo: null,
    career: null,
    missing: null,
  }
  // the ids asked for, each with what was found for it
  const asked: Array<[number | null, unknown]> = []
  switch (query.section) {
    case 'documents':
    case 'marquee':
    case 'news': {
      const category = query.section === 'documents' ? query.category : query.section
      ;[out.documents, out.editing] = await Promise.all([documents.list(category, filter), query.edit ? documents.get(query.edit).catch(none) : null])
      // an id of another category is not edited here
      if (out.editing && (out.editing as AdminDocument).category !== category) out.editing = null
      asked.push([query.edit, out.editing])
      break
    }
    case 'banners':
      ;[out.banners, out.editing] = await Promise.all([banners.list(filter), query.edit ? banners.get(query.edit).catch(none) : null])
      asked.push([query.edit, out.editing])
      break
    case 'gallery':
      ;[out.albums, out.editing, out.album] = await Promise.all([
        gallery.list(filter),
        query.edit ? gallery.get(query.edit).catch(none) : null,
        query.album ? gallery.get(query.album).catch(none) : null,
      ])
      out.photo = out.album && query.photo ? (out.album.photos.find((p) => p.id === query.photo) ?? null) : null
      asked.push([query.edit, out.editing], [query.album, out.album], [out.album ? query.photo : null, out.photo])
      break
    case 'careers':
      ;[out.careers, out.editing, out.career] = await Promise.all([
        careers.list(filter),
        query.edit ? careers.get(query.edit).catch(none) : null,
        query.career ? careers.get(query.career).catch(none) : null,
      ])
      asked.push([query.edit, out.editing], [query.career, out.career])
      break
  }
  const lost = asked.find(([id, item]) => id !== null && !item)?.[0]
  out.missing = lost ? String(lost) : null
  return out
}
