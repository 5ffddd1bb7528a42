/**
 * What each feed holds (issue 14), read through the content and outage services:
 * - tenders: the tenders of the current financial year (/TenderCurrent), dated by the tender
 *   date, linked to the listing filtered to that tender (its NIT, dates and documents);
 * - notices, news: the documents of those categories (/Notices, /NewsNotification), dated by
 *   their date, linked to the document itself (or the entry's link, or its listing);
 * - shutdowns: the published planned shutdowns (dated when published, linked to their row of
 *   /ShutdownNotices) and the shutdown notice documents, merged.
 * The newest FEED_ITEMS of each, newest first. Entries without a date are left out: a feed
 * orders items in time and an undated entry has no place in it. The Assamese feeds take the
 * Assamese text where the content has one, else the English one marked as English; their
 * links go to the AS_ pages.
 */
import type { DocumentCategory, DocumentEntry, Tender } from '#shared/content/contract'
import type { PlannedShutdownView } from '#shared/eodb/contract'
import { DOCUMENT_ROUTES } from '#shared/content/documentRoutes'
import { CIRCLE_BY_CODE, circleName } from '#shared/eodb/circles'
import { formatDate, formatDmyTime, formatNumber, localizeDigits } from '#shared/format'
import { BASE_PATH, localizedPath, type Locale } from '#shared/locale'
import { FEEDS, feedPath, pageUrl, type FeedName } from '#shared/seo'
import { indiaMoment } from '#shared/time'
import { uploadUrl } from '#shared/uploads'
import type { FeedDocument, FeedItem } from './formats'
import { htmlToText } from './xml'
import { feedText } from './texts'

/** How many items each feed carries. */
export const FEED_ITEMS = 50

/** What the feeds read (the content service and the published planned shutdowns). */
export interface FeedSources {
  currentTenders(limit: number): Promise<Tender[]>
  documents(category: DocumentCategory, limit: number): Promise<DocumentEntry[]>
  plannedShutdowns(): Promise<PlannedShutdownView[]>
}

/** The instant an India date (YYYY-MM-DD) begins, or null for no date. */
export function indiaDateTime(date: string | null): number | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null
  const t = Date.parse(`${date}T00:00:00+05:30`)
  return Number.isFinite(t) ? t : null
}

/** An absolute URL of a site link ('/website/…', a stored file, an outside URL). */
function absolute(origin: string, href: string): string {
  if (/^https?:\/\//i.test(href)) return href
  if (href.startsWith('//')) return `https:${href}`
  return origin + (href.startsWith('/') ? href : `/${href}`)
}

/** A content link as stored, in the feed's language: /website/X → /website/AS_X on the Assamese feed. */
function localizedLink(link: string, locale: Locale): string {
  if (locale === 'en' || !link.startsWith(BASE_PATH + '/')) return link
  const rest = link.slice(BASE_PATH.length)
  const cut = rest.search(/[?#]/)
  const path = cut < 0 ? rest : rest.slice(0, cut)
  if (/^\/(AS_|uploads\/|assets\/|feeds\/)/.test(path) || path === '/Assamese' || path === '/AssameseMobile') return link
  return BASE_PATH + localizedPath(path, locale) + (cut < 0 ? '' : rest.slice(cut))
}

/** The listing route and title of a document (its category and sub-type), for its category and fallback link. */
function documentRoute(entry: DocumentEntry): { route: string; titleKey: string } | undefined {
  const routes = Object.entries(DOCUMENT_ROUTES)
  const exact = routes.find(([, r]) => r.category === entry.category && r.subType !== undefined && r.subType === entry.subType)
  const whole = routes.find(([, r]) => r.category === entry.category && r.subType === undefined)
  const found = exact ?? whole
  return found && { route: found[0], titleKey: found[1].titleKey }
}

interface Ctx {
  origin: string
  locale: Locale
  /** the tag: URI authority of the ids ('www.apdcl.org,2021') */
  tagAuthority: string
}

const tagId = (ctx: Ctx, kind: string, id: number | string) => `tag:${ctx.tagAuthority}:${ctx.locale === 'as' ? 'as/' : ''}${kind}/${id}`

/** Text in the feed's language, or the English one (marked) when the content has no Assamese. */
function pick(english: string, assamese: string | null, locale: Locale): { text: string; lang?: Locale } {
  if (locale === 'en') return { text: english }
  return assamese?.trim() ? { text: assamese } : { text: english, lang: 'en' }
}

function tenderItem(ctx: Ctx, tender: Tender): FeedItem | null {
  const published = indiaDateTime(tender.tenderDate)
  if (published === null) return null
  const { locale } = ctx
  const title = pick(tender.description, tender.descriptionAs, locale)
  const summary = [feedText(locale, 'feeds:tender.summary', { no: tender.tenderNo, date: formatDate(tender.tenderDate, locale) })]
  if (tender.bidEndDate) summary.push(feedText(locale, 'feeds:tender.bidEnd', { date: formatDate(tender.bidEndDate, locale) }))
  if (tender.cancelled) summary.push(feedText(locale, 'feeds:tender.cancelled'))
  return {
    id: tagId(ctx, 'tender', tender.id),
    title: title.text,
    titleLang: title.lang,
    // the listing narrowed to this tender: its NIT, dates and every document
    link: `${pageUrl(ctx.origin, FEEDS.tenders, locale, new URLSearchParams({ q: tender.tenderNo }).toString())}#tender-${tender.id}`,
    published,
    summary: summary.join(' '),
    categories: [feedText(locale, 'feeds:tender.category')],
  }
}

function documentItem(ctx: Ctx, entry: DocumentEntry): FeedItem | null {
  const published = indiaDateTime(entry.date)
  if (published === null) return null
  const { locale } = ctx
  const html = entry.category === 'news' || entry.category === 'marquee'
  const plain = (s: string | null) => (s && html ? htmlToText(s) : s)
  const title = pick(plain(entry.name) ?? '', plain(entry.nameAs), locale)
  const route = documentRoute(entry)
  const file = uploadUrl(entry.fileLocation)
  const link = entry.link && entry.link !== 'NA' ? localizedLink(entry.link, locale) : null
  const href = file ? absolute(ctx.origin, file) : link ? absolute(ctx.origin, link) : pageUrl(ctx.origin, route?.route ?? '/', locale)
  return {
    id: tagId(ctx, 'document', entry.id),
    title: title.text,
    titleLang: title.lang,
    link: href,
    published,
    categories: route ? [feedText(locale, `listing:${route.titleKey}`)] : [],
  }
}

/** The window of a shutdown in India time, as /ShutdownNotices writes it. */
function shutdownWindow(s: PlannedShutdownView, locale: Locale): string {
  const iso = (t: number) => new Date(t).toISOString()
  const from = indiaMoment(iso(s.startsAt))!
  const to = indiaMoment(iso(s.endsAt))!
  if (from.day === to.day) {
    return feedText(locale, 'shutdowns:windowSameDay', { day: formatDate(from.day, locale), from: localizeDigits(from.time!, locale), to: localizeDigits(to.time!, locale) })
  }
  return feedText(locale, 'shutdowns:window', { from: formatDmyTime(iso(s.startsAt), locale), to: formatDmyTime(iso(s.endsAt), locale) })
}

function shutdownItem(ctx: Ctx, s: PlannedShutdownView): FeedItem | null {
  if (!(s.publishedAt > 0)) return null
  const { locale } = ctx
  // an Assamese text names a feeder by its Assamese name and code (its code alone, an identifier, when it has no Assamese name) and its circle: no English on it (as the page)
  const feeders = s.feeders.map((f) => (locale !== 'as' ? `${f.name} (${f.code})` : f.nameAs?.trim() ? `${f.nameAs} (${f.code})` : f.code)).join(', ')
  const circles = [...new Set(s.feeders.map((f) => f.circleCode))].flatMap((code) => {
    const circle = CIRCLE_BY_CODE.get(code)
    return circle ? [circleName(circle, locale)] : []
  })
  const summary = [feedText(locale, 'feeds:shutdown.feeders', { list: feeders }), feedText(locale, 'feeds:shutdown.customers', { n: formatNumber(s.customers, locale) })]
  const reason = locale === 'as' ? s.reasonAs : s.reason
  if (reason?.trim()) summary.push(feedText(locale, 'feeds:shutdown.reason', { reason }))
  return {
    id: tagId(ctx, 'shutdown', s.id),
    title: feedText(locale, 'feeds:shutdown.title', { ref: s.ref, window: shutdownWindow(s, locale) }),
    link: `${pageUrl(ctx.origin, FEEDS.shutdowns, locale)}#shutdown-${encodeURIComponent(s.ref)}`,
    published: s.publishedAt,
    summary: summary.join(' '),
    categories: [feedText(locale, 'feeds:shutdown.category'), ...circles],
  }
}

const newestFirst = (a: FeedItem, b: FeedItem) => b.published - a.published

/** The items of feed `name` in `locale`, newest first, at most FEED_ITEMS. */
async function feedItems(sources: FeedSources, name: FeedName, ctx: Ctx): Promise<FeedItem[]> {
  const keep = (items: Array<FeedItem | null>) =>
    items
      .filter((i): i is FeedItem => i !== null)
      .sort(newestFirst)
      .slice(0, FEED_ITEMS)
  switch (name) {
    case 'tenders':
      return keep((await sources.currentTenders(FEED_ITEMS)).map((t) => tenderItem(ctx, t)))
    case 'notices':
      return keep((await sources.documents('notice', FEED_ITEMS)).map((d) => documentItem(ctx, d)))
    case 'news':
      return keep((await sources.documents('news', FEED_ITEMS)).map((d) => documentItem(ctx, d)))
    case 'shutdowns': {
      const [planned, documents] = await Promise.all([sources.plannedShutdowns(), sources.documents('shutdownNotice', FEED_ITEMS)])
      return keep([...planned.filter((s) => s.status === 'published').map((s) => shutdownItem(ctx, s)), ...documents.map((d) => documentItem(ctx, d))])
    }
  }
}

/** Feed `name` in `locale`, ready to be written as RSS or Atom. */
export async function buildFeed(sources: FeedSources, name: FeedName, locale: Locale, origin: string, now: number): Promise<FeedDocument> {
  const ctx: Ctx = { origin, locale, tagAuthority: `${new URL(origin).hostname},2021` }
  const items = await feedItems(sources, name, ctx)
  return {
    locale,
    id: `tag:${ctx.tagAuthority}:${locale === 'as' ? 'as/' : ''}feeds/${name}`,
    title: feedText(locale, `feeds:feeds.${name}.title`),
    description: feedText(locale, `feeds:feeds.${name}.description`),
    link: pageUrl(origin, FEEDS[name], locale),
    self: { rss: origin + feedPath(name, 'rss', locale), atom: origin + feedPath(name, 'atom', locale) },
    rights: feedText(locale, 'feeds:rights'),
    author: { name: feedText(locale, 'common:siteName'), uri: pageUrl(origin, '/', locale) },
    updated: items.length ? Math.max(...items.map((i) => i.published)) : now,
    items,
  }
}
