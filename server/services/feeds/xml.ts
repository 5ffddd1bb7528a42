/**
 * The XML the feeds and the sitemap are written in: every text and attribute value escaped,
 * the characters XML 1.0 cannot carry (control characters, lone surrogates, U+FFFE/U+FFFF)
 * dropped, so any title an admin typed gives a well-formed document.
 */

/** Characters outside XML 1.0's Char production. */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

/** `text` as XML character data or an attribute value (quotes escaped too). */
export function xmlEscape(text: string): string {
  return text.replace(NOT_XML_CHAR, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}

export type Attrs = Record<string, string | undefined>

const attrs = (a: Attrs = {}) =>
  Object.entries(a)
    .filter((e): e is [string, string] => e[1] !== undefined)
    .map(([k, v]) => ` ${k}="${xmlEscape(v)}"`)
    .join('')

/** An element with escaped text content (or empty: `<name/>`). */
export function textElement(name: string, text: string | undefined, a?: Attrs): string {
  if (text === undefined || text === '') return `<${name}${attrs(a)}/>`
  return `<${name}${attrs(a)}>${xmlEscape(text)}</${name}>`
}

/** An element around children already written as XML (or empty). */
export function element(name: string, a: Attrs | undefined, children: string[] = []): string {
  if (!children.length) return `<${name}${attrs(a)}/>`
  return `<${name}${attrs(a)}>\n${children.join('\n')}\n</${name}>`
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>'

/** Sanitized HTML (news names) as plain text: tags dropped, the entities sanitize-html writes decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (_m, e: string) => {
      const lower = e.toLowerCase()
      if (lower.startsWith('#')) {
        const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : Number(lower.slice(1))
        return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
      }
      return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }[lower] ?? ''
    })
    .replace(/\s+/g, ' ')
    .trim()
}
