import { DOCUMENT_CATEGORIES, HOME_NEWS_COUNT, type DocumentCategory, type TenderPeriod } from '#shared/content/contract'
import type { Knex } from 'knex'
import { NotFoundError } from '../../errors'
import type { Events } from '../events'
import { TtlCache } from '../ttlCache'
import { listCareers } from './careers'
import { listDocuments } from './documents'
import { periodBounds } from './financialYear'
import { parseListQuery } from './listQuery'
import { listBanners, listContacts, listGalleryAlbums, loadAbout, loadGalleryAlbum, toMarqueeItem, toNewsItem } from './site'
import { listTenders } from './tenders'
import { type ContentService } from './types'

export * from './types'

/** How long a content answer is reused; every content change clears it at once. */
/** Content answers are kept this long (listing 10,000 tenders must stay fast). */
const ANSWER_TTL_MS = 30_000

export function isDocumentCategory(value: string): value is DocumentCategory {
  return (DOCUMENT_CATEGORIES as readonly string[]).includes(value)
}

export function createContentService(db: Knex, events: Events): ContentService {
  // cleared on `content-changed`, so an admin edit shows at once in this process
  const answers = new TtlCache<unknown>(ANSWER_TTL_MS)
  events.on('content-changed', () => answers.clear())
  const cached = <T>(key: string, load: () => Promise<T>) => answers.memo(key, load) as Promise<T>
  return {
    async tenders(period: TenderPeriod, query, today = new Date()) {
      const q = parseListQuery(query)
      const bounds = periodBounds(period, today)
      return cached(`tenders:${period}:${JSON.stringify(bounds)}:${JSON.stringify(q)}`, () => listTenders(db, 'tender', period, q, today))
    },
    async rdssTenders(query) {
      const q = parseListQuery(query)
      return cached(`rdss:${JSON.stringify(q)}`, () => listTenders(db, 'rdss', null, q, new Date()))
    },
    async documents(category, query) {
      if (!isDocumentCategory(category)) throw new NotFoundError(`Unknown document category: ${String(category)}`)
      const q = parseListQuery(query)
      return cached(`documents:${category}:${JSON.stringify(q)}`, () => listDocuments(db, category, q))
    },
    async careers(query) {
      const q = parseListQuery(query)
      return cached(`careers:${JSON.stringify(q)}`, () => listCareers(db, q))
    },
    contacts: () => cached('contacts', () => listContacts(db)),
    about: () => cached('about', () => loadAbout(db)),
    banners: () => cached('banners', () => listBanners(db)),
    // one source: the marquee and the News card are the `marquee` and `news` documents
    marquee: () => cached('marquee', async () => (await listDocuments(db, 'marquee', { all: true })).items.map(toMarqueeItem)),
    news: () => cached('news', async () => (await listDocuments(db, 'news', { page: 1, pageSize: HOME_NEWS_COUNT })).items.map(toNewsItem)),
    galleryAlbums: () => cached('galleryAlbums', () => listGalleryAlbums(db)),
    galleryAlbum: (id: number) => cached(`galleryAlbum:${id}`, () => loadGalleryAlbum(db, id)),
  }
}
