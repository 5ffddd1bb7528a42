/**
 * One feed written as RSS 2.0 (https://www.rssboard.org/rss-specification) or Atom 1.0
 * (RFC 4287). The content (what the items are) is feeds.ts's; this file only writes it.
 */
import type { Locale } from '#shared/locale'
import { FEED_CONTENT_TYPES, type FeedFormat } from '#shared/seo'
import { element, textElement, XML_DECLARATION } from './xml'

export interface FeedItem {
  /** a permanent, unique id (a tag: URI): RSS guid, Atom id */
  id: string
  title: string
  /** the title's language when it is not the feed's (an Assamese feed's item with no Assamese title) */
  titleLang?: Locale
  /** the item's page or document (absolute) */
  link: string
  /** when it was published (epoch ms): the content's own date */
  published: number
  /** plain text */
  summary?: string
  categories: string[]
}

export interface FeedDocument {
  locale: Locale
  /** a permanent id of the feed (Atom) */
  id: string
  title: string
  description: string
  /** the listing page the feed belongs to (absolute) */
  link: string
  /** this feed's own URL in each format (absolute) */
  self: Record<FeedFormat, string>
  rights: string
  author: { name: string; uri: string }
  /** the newest item's date, or the time of writing when there is none (epoch ms) */
  updated: number
  items: FeedItem[]
}

const LANGUAGE: Record<Locale, string> = { en: 'en-IN', as: 'as-IN' }
const ATOM_NS = 'http://www.w3.org/2005/Atom'

/** RFC 822 date-time (RSS), in GMT. */
export const rfc822 = (t: number) => new Date(t).toUTCString()
/** RFC 3339 date-time (Atom), in UTC. */
export const rfc3339 = (t: number) => new Date(t).toISOString()

export function renderRss(feed: FeedDocument): string {
  const items = feed.items.map((item) =>
    element('item', undefined, [
      textElement('title', item.title),
      textElement('link', item.link),
      textElement('guid', item.id, { isPermaLink: 'false' }),
      textElement('pubDate', rfc822(item.published)),
      ...item.categories.map((c) => textElement('category', c)),
      ...(item.summary ? [textElement('description', item.summary)] : []),
    ]),
  )
  const channel = element('channel', undefined, [
    textElement('title', feed.title),
    textElement('link', feed.link),
    textElement('description', feed.description),
    textElement('language', LANGUAGE[feed.locale]),
    textElement('copyright', feed.rights),
    textElement('lastBuildDate', rfc822(feed.updated)),
    textElement('atom:link', undefined, { href: feed.self.rss, rel: 'self', type: FEED_CONTENT_TYPES.rss }),
    ...items,
  ])
  return `${XML_DECLARATION}\n${element('rss', { version: '2.0', 'xmlns:atom': ATOM_NS }, [channel])}\n`
}

export function renderAtom(feed: FeedDocument): string {
  const entries = feed.items.map((item) =>
    element('entry', undefined, [
      textElement('id', item.id),
      textElement('title', item.title, { type: 'text', 'xml:lang': item.titleLang }),
      textElement('link', undefined, { rel: 'alternate', href: item.link }),
      textElement('published', rfc3339(item.published)),
      textElement('updated', rfc3339(item.published)),
      ...item.categories.map((c) => textElement('category', undefined, { term: c })),
      ...(item.summary ? [textElement('summary', item.summary, { type: 'text' })] : []),
    ]),
  )
  return `${XML_DECLARATION}\n${element('feed', { xmlns: ATOM_NS, 'xml:lang': feed.locale }, [
    textElement('id', feed.id),
    textElement('title', feed.title, { type: 'text' }),
    textElement('subtitle', feed.description, { type: 'text' }),
    textElement('updated', rfc3339(feed.updated)),
    textElement('link', undefined, { rel: 'self', type: FEED_CONTENT_TYPES.atom, href: feed.self.atom }),
    textElement('link', undefined, { rel: 'alternate', type: 'text/html', href: feed.link }),
    textElement('link', undefined, { rel: 'alternate', type: FEED_CONTENT_TYPES.rss, href: feed.self.rss }),
    element('author', undefined, [textElement('name', feed.author.name), textElement('uri', feed.author.uri)]),
    textElement('rights', feed.rights, { type: 'text' }),
    ...entries,
  ])}\n`
}

export function renderFeed(feed: FeedDocument, format: FeedFormat): string {
  return format === 'rss' ? renderRss(feed) : renderAtom(feed)
}
