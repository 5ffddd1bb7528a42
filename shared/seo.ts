/**
 * What search engines and feed readers are told about the pages (issue 14): each page's
 * canonical URL and its other-language mirror (hreflang), which routes the sitemap lists and
 * robots.txt keeps crawlers out of, and the feeds of the listing pages. Pure rules on
 * shared/routes.ts and shared/pageQuery.ts; the server's sitemap, robots.txt and feeds
 * (server/services/feeds) and every page's head (client/pages/+Head.tsx) use the same ones.
 * docs/feeds-and-sitemap.md describes the decisions.
 */
import { BASE_PATH, extractLocale, localizedPath, type Locale } from './locale'
import { pageQueryParams } from './pageQuery'
import { ROUTES, SHOWDIV, type RouteSection } from './routes'

/** The English-only routes: the admin area has no AS_ mirror (issue 11), so no hreflang either. */
const ENGLISH_ONLY: ReadonlySet<string> = new Set(ROUTES.filter((r) => r.section === 'admin').map((r) => r.path))

/** Every page route by its English path (the Assamese homes are the mirror of '/', not routes of their own). */
const PAGE_ROUTES: ReadonlySet<string> = new Set(ROUTES.filter((r) => r.section !== 'assamese').map((r) => r.path))

/**
 * Public pages that show one visitor's result or print: they need a parameter (a work number,
 * a receipt, an order, a consumer number proven a step before) and say nothing without it.
 * Neither the sitemap lists them nor do crawlers fetch them (robots.txt).
 */
export const RESULT_ROUTES: readonly string[] = ['/PrintAck', '/PrintSOSS', '/AdSmtPrdRct', '/PaymentStatus', '/TanUpdate', '/LoadHoldingNo', '/OTSStatus']

/** The sections whose pages are public (not the consumer dashboards, not the admin area). */
const PUBLIC_SECTIONS: ReadonlySet<RouteSection> = new Set(['home', 'public', 'smart-prepaid', 'eodb'])

/**
 * The query of a page's canonical URL: only the parameters that select its content
 * (shared/pageQuery.ts), sorted, the last value of each; empty values and `page=1` (the
 * default) left out. Tracking parameters (utm_*, fbclid…) and form inputs never count.
 */
export function canonicalQuery(route: string, search: URLSearchParams | Readonly<Record<string, string>>): string {
  const names = pageQueryParams(route)
  const params = search instanceof URLSearchParams ? search : new URLSearchParams(Object.entries(search))
  const kept = new URLSearchParams()
  for (const name of [...names].sort()) {
    const values = params.getAll(name)
    const value = values.length ? values[values.length - 1].trim() : ''
    if (!value || (name === 'page' && value === '1')) continue
    kept.set(name, value)
  }
  return kept.toString()
}

/** The absolute URL of English route `route` in `locale` ('/' → /website/ and /website/Assamese). */
export function pageUrl(origin: string, route: string, locale: Locale, query = ''): string {
  const path = localizedPath(route, locale)
  return `${origin}${BASE_PATH}${path === '/' ? '/' : path}${query ? `?${query}` : ''}`
}

export type Hreflang = Locale | 'x-default'

export interface PageLinks {
  canonical: string
  /** the page in each language and the default (English); empty for English-only pages */
  alternates: Array<{ hreflang: Hreflang; href: string }>
}

/** The hreflang alternates of English route `route` (with its canonical query): en, as, x-default. */
export function alternatesOf(origin: string, route: string, query = ''): PageLinks['alternates'] {
  if (ENGLISH_ONLY.has(route)) return []
  const en = pageUrl(origin, route, 'en', query)
  return [
    { hreflang: 'en', href: en },
    { hreflang: 'as', href: pageUrl(origin, route, 'as', query) },
    { hreflang: 'x-default', href: en },
  ]
}

/**
 * The canonical and hreflang links of the page at `pathname` (without the base path:
 * '/AS_Notices', '/Assamese', '/Project') with `search`; null for a path that is no page of
 * ours (the error page of an unknown URL). /AssameseMobile is the Assamese home's phone
 * layout: its canonical is /Assamese. An English-only page asked for as /AS_X is /X.
 */
export function pageLinks(origin: string, pathname: string, search: URLSearchParams | Readonly<Record<string, string>>): PageLinks | null {
  const { locale, pathname: route } = extractLocale(pathname)
  if (!PAGE_ROUTES.has(route)) return null
  const query = canonicalQuery(route, search)
  const englishOnly = ENGLISH_ONLY.has(route)
  return { canonical: pageUrl(origin, route, englishOnly ? 'en' : locale, query), alternates: alternatesOf(origin, route, query) }
}

/**
 * The pages of the sitemap, as English routes with their content-selecting query: every built
 * public route of shared/routes.ts (not the dashboards, not the admin area, not the result
 * pages) and each ?showdiv= section. /SubGallery is listed here once; the sitemap lists one
 * URL per album in its place.
 */
export function sitemapRoutes(): string[] {
  const result = new Set(RESULT_ROUTES)
  return ROUTES.filter((r) => r.implemented && PUBLIC_SECTIONS.has(r.section) && !result.has(r.path)).flatMap((r) => {
    const sections = (SHOWDIV as Record<string, readonly string[]>)[r.path] ?? []
    return [r.path, ...sections.map((s) => `${r.path}?showdiv=${s}`)]
  })
}

/**
 * The paths robots.txt keeps crawlers out of: the API families, the signed-in and admin
 * pages, the result pages (and their AS_ mirrors). A rule is a path prefix (RFC 9309), so a
 * page whose path begins another, public one (/TanUpdate, /TanUpdateOtp) is ruled out by its
 * exact path ('$' ends it) and with a query ('?').
 */
export function robotsDisallowed(): string[] {
  const api = ['/api/', '/auth/', '/bot/', '/dev/', '/sandbox-pg/']
  const result = new Set(RESULT_ROUTES)
  const listed = sitemapRoutes().map((r) => r.split('?')[0])
  const pages = ROUTES.filter((r) => r.section === 'admin' || r.section === 'consumer' || result.has(r.path)).flatMap((r) => {
    const paths = ENGLISH_ONLY.has(r.path) ? [r.path] : [r.path, localizedPath(r.path, 'as')]
    const prefixOfPublic = listed.some((l) => l !== r.path && l.startsWith(r.path))
    return paths.flatMap((p) => (prefixOfPublic ? [`${p}$`, `${p}?`] : [p]))
  })
  return [...api, ...pages.map((p) => BASE_PATH + p)]
}

/** Whether robots.txt rule `rule` (a path prefix, '$' anchoring its end) matches `path` (RFC 9309 §2.2.3). */
export function robotsRuleMatches(rule: string, path: string): boolean {
  return rule.endsWith('$') ? path === rule.slice(0, -1) : path.startsWith(rule)
}

/** The feeds (issue 14) and the listing page each belongs to. */
export const FEEDS = {
  tenders: '/TenderCurrent',
  notices: '/Notices',
  news: '/NewsNotification',
  shutdowns: '/ShutdownNotices',
} as const
export type FeedName = keyof typeof FEEDS
export const FEED_NAMES = Object.keys(FEEDS) as FeedName[]

export const FEED_FORMATS = ['rss', 'atom'] as const
export type FeedFormat = (typeof FEED_FORMATS)[number]

export const FEED_CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml',
  atom: 'application/atom+xml',
}

/** A feed's path: /website/feeds/tenders.rss, and the Assamese one /website/feeds/as/tenders.rss. */
export function feedPath(name: FeedName, format: FeedFormat, locale: Locale): string {
  return `${BASE_PATH}/feeds/${locale === 'as' ? 'as/' : ''}${name}.${format}`
}

/** The feeds a page announces in its head: its listing's own (the home page: the news of its News card). */
export function feedsOfRoute(route: string): FeedName[] {
  if (route === '/') return ['news']
  return FEED_NAMES.filter((name) => FEEDS[name] === route)
}
