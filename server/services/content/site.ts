import type { Banner, BoardMember, Contact, DocumentEntry, GalleryAlbum, GalleryPhoto, JobResponsibility, MarqueeItem, NewsItem } from '#shared/content/contract'
import type { Knex } from 'knex'
import type { ContactTypeCode } from '#shared/constants'
import { uploadUrl } from '#shared/uploads'
import { str, type Row } from '../../db/rows'

export async function listContacts(db: Knex): Promise<Contact[]> {
  const rows: Row[] = await db('contacts').orderBy(['type_code', 'sort_order', 'id'])
  return rows.map((r) => ({
    id: Number(r.id),
    typeCode: Number(r.type_code) as ContactTypeCode,
    name: String(r.name),
    designation: String(r.designation),
    office: String(r.office),
    area: str(r.area),
    phone: str(r.phone),
    mobile: str(r.mobile),
    email: str(r.email),
    address: str(r.address),
    sortOrder: Number(r.sort_order),
    nameAs: str(r.name_as),
    designationAs: str(r.designation_as),
    officeAs: str(r.office_as),
    areaAs: str(r.area_as),
    addressAs: str(r.address_as),
  }))
}

export async function loadAbout(db: Knex): Promise<{ board: BoardMember[]; responsibilities: JobResponsibility[] }> {
  const [board, responsibilities]: [Row[], Row[]] = await Promise.all([db('board_directors').orderBy(['sort_order', 'id']), db('job_responsibilities').orderBy(['sort_order', 'id'])])
  return {
    board: board.map((r) => ({
      id: Number(r.id),
      name: String(r.name),
      designation: String(r.designation),
      nameAs: str(r.name_as),
      designationAs: str(r.designation_as),
      photo: uploadUrl(str(r.photo)),
      sortOrder: Number(r.sort_order),
    })),
    responsibilities: responsibilities.map((r) => ({
      id: Number(r.id),
      designation: String(r.designation),
      responsibility: String(r.responsibility),
      designationAs: str(r.designation_as),
      responsibilityAs: str(r.responsibility_as),
      sortOrder: Number(r.sort_order),
    })),
  }
}

export async function listBanners(db: Knex): Promise<Banner[]> {
  const rows: Row[] = await db('banners').where({ published: true }).orderBy(['sort_order', 'id'])
  return rows.map((r) => ({
    id: Number(r.id),
    image: uploadUrl(String(r.image)),
    link: str(r.link),
    alt: String(r.alt),
    altAs: str(r.alt_as),
    caption: str(r.caption),
    captionAs: str(r.caption_as),
  }))
}

/** The marquee: every published `marquee` document, newest first (names sanitized by listDocuments). */
export function toMarqueeItem(d: DocumentEntry): MarqueeItem {
  return {
    id: d.id,
    title: d.name,
    titleAs: d.nameAs,
    link: d.link ?? (d.fileLocation ? uploadUrl(d.fileLocation) : null),
    isNew: d.isNew,
    date: d.date,
    subType: d.subType,
  }
}

/** A `news` document as a line of the home page's News card (the same rows as /NewsNotification). */
export function toNewsItem(d: DocumentEntry): NewsItem {
  return {
    id: d.id,
    type: d.subType === 'notification' ? 'notification' : 'news',
    name: d.name,
    nameAs: d.nameAs,
    date: d.date,
    link: d.link ?? (d.fileLocation ? uploadUrl(d.fileLocation) : null),
  }
}

function toAlbum(r: Row, photos: Row[]): GalleryAlbum {
  return {
    id: Number(r.id),
    title: String(r.title),
    titleAs: str(r.title_as),
    date: str(r.date),
    cover: photos.length ? uploadUrl(String(photos[0].image)) : null,
    photoCount: photos.length,
  }
}

function toPhoto(r: Row): GalleryPhoto {
  return { id: Number(r.id), image: uploadUrl(String(r.image)), caption: String(r.caption), captionAs: str(r.caption_as) }
}

async function photosOf(db: Knex, albumIds: number[]): Promise<Map<number, Row[]>> {
  const rows: Row[] = albumIds.length ? await db('gallery_photos').whereIn('album_id', albumIds).orderBy(['album_id', 'sort_order', 'id']) : []
  const map = new Map<number, Row[]>()
  for (const r of rows) {
    const id = Number(r.album_id)
    map.set(id, [...(map.get(id) ?? []), r])
  }
  return map
}

export async function listGalleryAlbums(db: Knex): Promise<GalleryAlbum[]> {
  const albums: Row[] = await db('gallery_albums').orderBy([{ column: 'sort_order' }, { column: 'date', order: 'desc' }, { column: 'id' }])
  const photos = await photosOf(
    db,
    albums.map((a) => Number(a.id)),
  )
  return albums.map((a) => toAlbum(a, photos.get(Number(a.id)) ?? []))
}

export async function loadGalleryAlbum(db: Knex, id: number): Promise<(GalleryAlbum & { photos: GalleryPhoto[] }) | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null
  const album: Row | undefined = await db('gallery_albums').where({ id }).first()
  if (!album) return null
  const photos = (await photosOf(db, [id])).get(id) ?? []
  return { ...toAlbum(album, photos), photos: photos.map(toPhoto) }
}
