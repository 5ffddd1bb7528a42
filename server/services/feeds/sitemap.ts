/**
 * /website/sitemap.xml (sitemap protocol 0.9, https://www.sitemaps.org/protocol.html) and
 * robots.txt (RFC 9309). The sitemap lists every public page (shared/seo.ts sitemapRoutes) in
 * English and as its AS_ mirror, each URL with the same three hreflang alternates (en, as,
 * x-default: Google's form, https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap),
 * and a lastmod where the page's content has a real date: the newest entry of a listing.
 */
import { DOCUMENT_ROUTES } from '#shared/content/documentRoutes'
import { BASE_PATH, type Locale } from '#shared/locale'
import { alternatesOf, canonicalQuery, pageUrl, robotsDisallowed, sitemapRoutes } from '#shared/seo'
import { element, textElement, XML_DECLARATION } from './xml'

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
export const XHTML_NS = 'http://www.w3.org/1999/xhtml'
export const SITEMAP_PATH = `${BASE_PATH}/sitemap.xml`

/** The dates the sitemap's lastmod comes from (ISO dates, YYYY-MM-DD; null when unknown). */
export interface SitemapSources {
  /** the newest date of the listing page `route` (documents, tenders, careers, shutdowns), or null */
  listingDate(route: string): Promise<string | null>
  /** the gallery's albums (one URL each) and their dates */
  albums(): Promise<Array<{ id: number; date: string | null }>>
}

/** The routes whose page is a listing with dated entries (lastmod = its newest entry). */
export const DATED_LISTINGS: ReadonlySet<string> = new Set([...Object.keys(DOCUMENT_ROUTES), '/TenderCurrent', '/TenderPrevious', '/TenderArchive', '/RdssProject', '/Career'])

interface SitemapPage {
  route: string
  query: string
  lastmod: string | null
}

/** Every page of the sitemap (English routes with their canonical query), with its lastmod. */
async function sitemapPages(sources: SitemapSources): Promise<SitemapPage[]> {
  const pages: SitemapPage[] = []
  for (const entry of sitemapRoutes()) {
    const [route, search = ''] = entry.split('?')
    if (route === '/SubGallery') {
      // one URL per album (/SubGallery alone shows the first album: the same page as its ?id=)
      for (const album of await sources.albums()) pages.push({ route, query: canonicalQuery(route, { id: String(album.id) }), lastmod: album.date })
      continue
    }
    const lastmod = DATED_LISTINGS.has(route) ? await sources.listingDate(route) : null
    pages.push({ route, query: canonicalQuery(route, new URLSearchParams(search)), lastmod })
  }
  return pages
}

/** The sitemap of the site at `origin`. */
export async function renderSitemap(sources: SitemapSources, origin: string): Promise<string> {
  const urls: string[] = []
  for (const page of await sitemapPages(sources)) {
    const links = alternatesOf(origin, page.route, page.query).map((a) => textElement('xhtml:link', undefined, { rel: 'alternate', hreflang: a.hreflang, href: a.href }))
    for (const locale of ['en', 'as'] as Locale[]) {
      urls.push(element('url', undefined, [textElement('loc', pageUrl(origin, page.route, locale, page.query)), ...(page.lastmod ? [textElement('lastmod', page.lastmod)] : []), ...links]))
    }
  }
  return `${XML_DECLARATION}\n${element('urlset', { xmlns: SITEMAP_NS, 'xmlns:xhtml': XHTML_NS }, urls)}\n`
}

/**
 * robots.txt, the same at /robots.txt and /website/robots.txt. A demonstration site is not the
 * real site: it keeps every crawler out (and its pages say noindex). The real site lets them
 * in but for the API, the signed-in and admin pages and the result pages, and names its sitemap.
 */
export function renderRobots(origin: string, demo: boolean): string {
  if (demo) {
    return ['# A demonstration site (DEMO_MODE): not the real site, so no search engine indexes it.', 'User-agent: *', 'Disallow: /', ''].join('\n')
  }
  return ['User-agent: *', ...robotsDisallowed().map((p) => `Disallow: ${p}`), 'Allow: /', '', `Sitemap: ${origin}${SITEMAP_PATH}`, ''].join('\n')
}
