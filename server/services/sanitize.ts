import sanitizeHtml from 'sanitize-html'

/**
 * The one sanitizer of admin-entered HTML (marquee and news text): simple inline
 * formatting and links only. Used on the way in (every insert, seeds included) and on the
 * way out (service reads), so a `<script>`, an event handler or a `javascript:` URL never
 * reaches a page.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'strong', 'i', 'em', 'u', 'small', 'sub', 'sup', 'mark', 'br', 'span', 'a'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  // relative URLs (no scheme) stay allowed; any other scheme is dropped with its attribute
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // script, style, textarea… are removed together with their text
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    a: (tagName, attribs) => {
      const out: Record<string, string> = { ...attribs }
      if (out.target && out.target !== '_blank') delete out.target
      if (out.target === '_blank') out.rel = 'noopener noreferrer'
      else delete out.rel
      return { tagName, attribs: out }
    },
  },
}

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim()
}

/** Same, for optional fields. */
export function sanitizeOptionalRichText(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null
  return sanitizeRichText(html)
}
