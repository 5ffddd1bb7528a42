/**
 * The feeds, the sitemap and robots.txt (issue 14; docs/feeds-and-sitemap.md), written from
 * the content and outage services and kept until content changes (`content-changed`, which the
 * content bus raises in every process) or FEED_TTL_MS passes (the current financial year and
 * the shutdowns' window move with the clock).
 */
import { createHash } from 'node:crypto'
import type { PlannedShutdownView } from '#shared/eodb/contract'
import { DOCUMENT_ROUTES } from '#shared/content/documentRoutes'
import type { Locale } from '#shared/locale'
import { FEED_CONTENT_TYPES, type FeedFormat, type FeedName } from '#shared/seo'
import { indiaToday } from '#shared/time'
import type { ContentService } from '../content'
import type { Events } from '../events'
import { TtlCache } from '../ttlCache'
import { buildFeed, type FeedSources } from './feeds'
import { renderFeed } from './formats'
import { renderRobots, renderSitemap, type SitemapSources } from './sitemap'

export { FEED_ITEMS } from './feeds'

/** How long a written feed or sitemap is reused when no content changes. */
export const FEED_TTL_MS = 60_000

/** A document to answer with: its bytes, their strong ETag and the Content-Type. */
export interface FeedAnswer {
  body: string
  etag: string
  contentType: string
}

export interface FeedServiceDeps {
  content: ContentService
  /** the published planned shutdowns of /ShutdownNotices */
  shutdowns: { shutdownNotices(): Promise<PlannedShutdownView[]> }
  events: Events
  /** the public origin of every absolute link (config.publicOrigin) */
  origin: string
  /** a demonstration site: robots.txt keeps crawlers out */
  demo: boolean
  now?: () => number
}

const answer = (body: string, contentType: string): FeedAnswer => ({
  body,
  contentType,
  etag: `"${createHash('sha256').update(body, 'utf8').digest('base64url').slice(0, 32)}"`,
})

const TENDER_ROUTES: Record<string, 'current' | 'previous' | 'archive' | 'rdss'> = {
  '/TenderCurrent': 'current',
  '/TenderPrevious': 'previous',
  '/TenderArchive': 'archive',
  '/RdssProject': 'rdss',
}

export function createFeedService(deps: FeedServiceDeps) {
  const now = deps.now ?? Date.now
  const { content } = deps
  const cache = new TtlCache<FeedAnswer>(FEED_TTL_MS)
  deps.events.on('content-changed', () => cache.clear())

  const sources: FeedSources = {
    currentTenders: async (limit) => (await content.tenders('current', { page: 1, pageSize: limit }, new Date(now()))).items,
    documents: async (category, limit) => (await content.documents(category, { page: 1, pageSize: limit })).items,
    plannedShutdowns: () => deps.shutdowns.shutdownNotices(),
  }

  const newest = (dates: Array<string | null | undefined>) =>
    dates
      .filter((d): d is string => !!d && /^\d{4}-\d{2}-\d{2}$/.test(d))
      .sort()
      .at(-1) ?? null
  const sitemapSources: SitemapSources = {
    async listingDate(route) {
      const tenders = TENDER_ROUTES[route]
      if (tenders) {
        const first = { page: 1, pageSize: 1 }
        const result = tenders === 'rdss' ? await content.rdssTenders(first) : await content.tenders(tenders, first, new Date(now()))
        return newest([result.items[0]?.tenderDate])
      }
      if (route === '/Career') return newest([(await content.careers({ page: 1, pageSize: 1 })).items[0]?.advDate])
      const spec = DOCUMENT_ROUTES[route]
      if (!spec) return null
      const documents = await content.documents(spec.category, { page: 1, pageSize: 1, subType: spec.subType })
      const dates = [documents.items[0]?.date]
      // /ShutdownNotices also lists the planned shutdowns: the latest published counts too
      if (route === '/ShutdownNotices') dates.push(...(await deps.shutdowns.shutdownNotices()).filter((s) => s.publishedAt > 0).map((s) => indiaToday(s.publishedAt)))
      return newest(dates)
    },
    albums: async () => (await content.galleryAlbums()).map((a) => ({ id: a.id, date: a.date })),
  }

  return {
    /** Feed `name` in `locale` as RSS 2.0 or Atom 1.0. */
    feed(name: FeedName, format: FeedFormat, locale: Locale): Promise<FeedAnswer> {
      return cache.memo(`feed:${name}:${format}:${locale}`, async () => {
        const feed = await buildFeed(sources, name, locale, deps.origin, now())
        return answer(renderFeed(feed, format), `${FEED_CONTENT_TYPES[format]}; charset=utf-8`)
      })
    },
    /** /website/sitemap.xml */
    sitemap(): Promise<FeedAnswer> {
      return cache.memo('sitemap', async () => answer(await renderSitemap(sitemapSources, deps.origin), 'application/xml; charset=utf-8'))
    },
    /** /robots.txt and /website/robots.txt */
    robots(): FeedAnswer {
      return answer(renderRobots(deps.origin, deps.demo), 'text/plain; charset=utf-8')
    },
  }
}

export type FeedService = ReturnType<typeof createFeedService>
