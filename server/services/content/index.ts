import type { Knex } from 'knex'
import { NotFoundError } from '../../http/errors'
import type { Events } from '../events'
import { listCareers } from './careers'
import { listDocuments } from './documents'
import { periodBounds } from './financialYear'
import { parseListQuery } from './listQuery'
import { listBanners, listContacts, listGalleryAlbums, listMarquee, listNews, loadAbout, loadGalleryAlbum } from './site'
import { listTenders } from './tenders'
import { DOCUMENT_CATEGORIES, type ContentService, type DocumentCategory, type TenderPeriod } from './types'

export * from './types'

/** How long a content answer is reused; every content change clears it at once. */
const CACHE_TTL_MS = 30_000
const CACHE_MAX_ENTRIES = 500

/**
 * A short in-process cache of content answers (listing 10,000 tenders must stay fast). It is
 * cleared on `content-changed`, so an admin edit shows at once in this process.
 */
function answerCache(events: Events) {
  const entries = new Map<string, { at: number; value: Promise<unknown> }>()
  events.on('content-changed', () => entries.clear())
  return function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now()
    const hit = entries.get(key)
    if (hit && now - hit.at < CACHE_TTL_MS) return hit.value as Promise<T>
    if (entries.size >= CACHE_MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
    const value = load()
    entries.set(key, { at: now, value })
    value.catch(() => entries.delete(key))
    return value
  }
}

export function isDocumentCategory(value: string): value is DocumentCategory {
  return (DOCUMENT_CATEGORIES as readonly string[]).includes(value)
}

export function createContentService(db: Knex, events: Events): ContentService {
  const cached = answerCache(events)
  return {
    async tenders(period: TenderPeriod, query, today = new Date()) {
      const q = parseListQuery(query)
      const bounds = periodBounds(period, today)
      return cached(`tenders:${period}:${JSON.stringify(bounds)}:${JSON.stringify(q)}`, () =>
        listTenders(db, 'tender', period, q, today),
      )
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
    marquee: () => cached('marquee', () => listMarquee(db)),
    news: () => cached('news', () => listNews(db)),
    galleryAlbums: () => cached('galleryAlbums', () => listGalleryAlbums(db)),
    galleryAlbum: (id: number) => cached(`galleryAlbum:${id}`, () => loadGalleryAlbum(db, id)),
  }
}
