import type { i18n } from 'i18next'
import { BASE_PATH, extractLocale, type Locale } from '#shared/locale'
import { FEED_CONTENT_TYPES, FEED_FORMATS, feedPath, feedsOfRoute, pageLinks } from '#shared/seo'

export interface HeadLinksProps {
  /** the site's public origin (site.canonicalOrigin) */
  origin: string | undefined
  /**
   * The URL the page was rendered for ('/website/AS_Notices?year=2024': Vike's urlOriginal,
   * the cache key's URL for a cached page). Not urlParsed: +onBeforeRoute makes that the
   * logical, English URL.
   */
  url: string
  locale: Locale
  i18n: i18n
}

/**
 * The links every page's head carries (issue 14): its canonical URL (absolute, only the query
 * parameters that select its content), the page in each language (hreflang en, as, x-default;
 * not for the English-only admin area) and, on a listing with a feed, its RSS and Atom feeds
 * in the page's language. Nothing for a path that is no page of ours (an error page).
 */
export function HeadLinks({ origin, url, locale, i18n }: HeadLinksProps) {
  const parsed = new URL(url, 'http://localhost')
  const pathname = parsed.pathname.startsWith(BASE_PATH) ? parsed.pathname.slice(BASE_PATH.length) || '/' : parsed.pathname
  const links = origin ? pageLinks(origin, pathname, parsed.searchParams) : null
  if (!links) return null
  const route = extractLocale(pathname).pathname
  return (
    <>
      <link rel="canonical" href={links.canonical} />
      {links.alternates.map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
      {feedsOfRoute(route).flatMap((name) =>
        FEED_FORMATS.map((format) => (
          <link
            key={`${name}.${format}`}
            rel="alternate"
            type={FEED_CONTENT_TYPES[format]}
            title={i18n.t('feeds:linkTitle', { feed: i18n.t(`feeds:feeds.${name}.title`), format: i18n.t(`feeds:format.${format}`) })}
            href={feedPath(name, format, locale)}
          />
        )),
      )}
    </>
  )
}
