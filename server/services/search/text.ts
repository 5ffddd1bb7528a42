import sanitizeHtml from 'sanitize-html'
import type { Block, PageContent } from '#shared/content/types'
import type { Highlighted } from '#shared/search/contract'

/** Admin-entered HTML (news, marquee) as the words a reader sees: tags gone, entities read. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return ''
  // a line break or a block's end separates words
  const spaced = html.replace(/<(br|\/p|\/div|\/li|\/h\d)\b[^>]*>/gi, ' $&')
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: ['script', 'style', 'textarea', 'noscript', 'template'] })
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}

function blockText(b: Block): string[] {
  switch (b.type) {
    case 'p':
      return [b.text]
    case 'list':
      return b.items
    case 'steps':
      return b.items.flatMap((i) => [i.title, i.text])
    case 'callout':
      return [b.title, b.text, b.link?.label ?? '']
    case 'table':
      return [b.caption, ...b.head, ...b.rows.flat()]
    case 'facts':
      return b.items.flatMap((i) => [i.label, i.value])
    case 'links':
      return b.items.flatMap((i) => [i.label, i.description ?? ''])
    case 'gallery':
      return b.items.map((i) => i.caption)
    case 'download':
      return [b.label]
    case 'faq':
      return b.items.flatMap((i) => [i.q, i.a])
  }
}

/** An editorial page's words, in reading order. */
export function pageText(page: PageContent): string {
  const parts: string[] = [page.lead]
  for (const s of page.sections) {
    parts.push(s.title, ...s.blocks.flatMap(blockText))
    for (const sub of s.subsections ?? []) parts.push(sub.title, ...sub.blocks.flatMap(blockText))
  }
  return parts.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim()
}

/**
 * Is this text a file's name or storage path ('nit.pdf', 'tenders/tender/2025-26/dtr-19/nit.pdf')
 * rather than words (a title entered as the file's name)? A result shows its type instead.
 */
export function looksLikeStoredFile(text: string): boolean {
  return /^\S+\.[a-z][a-z0-9]{1,4}$/i.test(text.trim())
}

/** English endings a stemmer takes off, so 'tenders' also marks 'tender' and 'tendered'. */
function stemOf(term: string): string {
  if (!/^[a-z]+$/.test(term) || term.length < 5) return term
  return term.replace(/(ings|ing|ed|es|s|ly)$/, '')
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu

/** Does a word of the text match a searched term (the search matches words by their start)? */
function matches(word: string, stems: string[]): boolean {
  const w = word.normalize('NFC').toLowerCase()
  return stems.some((s) => w.startsWith(s))
}

/** The text with the words that match `terms` marked. */
export function highlight(text: string, terms: string[]): Highlighted {
  const stems = terms.map(stemOf)
  const out: Highlighted = []
  let last = 0
  const push = (t: string, match: boolean) => {
    if (!t) return
    const prev = out[out.length - 1]
    if (prev && prev.match === match) prev.text += t
    else out.push({ text: t, match })
  }
  for (const m of text.matchAll(WORD)) {
    if (!matches(m[0], stems)) continue
    push(text.slice(last, m.index), false)
    push(m[0], true)
    last = m.index + m[0].length
  }
  push(text.slice(last), false)
  return out
}

/**
 * A piece of `text` of about `size` characters around its first matching word, cut at word
 * boundaries and marked; empty when no word matches.
 */
export function snippet(text: string, terms: string[], size = 200): Highlighted {
  if (!text) return []
  const stems = terms.map(stemOf)
  let first = -1
  for (const m of text.matchAll(WORD)) {
    if (matches(m[0], stems)) {
      first = m.index
      break
    }
  }
  if (first < 0) return []
  let start = Math.max(0, first - Math.floor(size / 3))
  let end = Math.min(text.length, start + size)
  if (start > 0) {
    const space = text.indexOf(' ', start)
    start = space >= 0 && space < first ? space + 1 : start
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end)
    end = space > first ? space : end
  }
  const piece = `${start > 0 ? '… ' : ''}${text.slice(start, end)}${end < text.length ? ' …' : ''}`
  return highlight(piece, terms)
}
