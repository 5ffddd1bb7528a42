import { BASE_PATH, localizedPath, type Locale } from '#shared/locale'

/** A content link as stored ('/website/PayBill', 'https://…', 'NA'/null) localized for the page. */
export function localizeLink(link: string | null | undefined, locale: Locale): string | null {
  if (!link || link === 'NA') return null
  if (!link.startsWith(BASE_PATH + '/')) return link
  const rest = link.slice(BASE_PATH.length)
  const q = rest.search(/[?#]/)
  const path = q < 0 ? rest : rest.slice(0, q)
  const tail = q < 0 ? '' : rest.slice(q)
  if (path.startsWith('/AS_') || path.startsWith('/uploads/') || path.startsWith('/assets/')) return link
  return BASE_PATH + localizedPath(path, locale) + tail
}

/** Rewrites internal hrefs inside (already sanitized) HTML to the page's language. */
export function localizeHtmlLinks(html: string, locale: Locale): string {
  if (locale === 'en') return html
  return html.replace(/href="([^"]*)"/g, (_m, href: string) => `href="${localizeLink(href, locale) ?? href}"`)
}

export const isExternal = (href: string) => /^https?:\/\//.test(href)

export const hasAnchor = (html: string) => /<a[\s>]/i.test(html)
