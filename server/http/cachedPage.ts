import { createHash } from 'node:crypto'
import type { OutgoingHttpHeaders } from 'node:http'
import type { Request, Response } from 'express'
import { CODINGS, encodeBody, negotiateEncoding, type Coding } from './encoding'
import { policyWithHashes } from './security'

/**
 * A rendered anonymous page as every visitor of its cache key gets it, byte for byte (ADR 015):
 * no nonce in the body, a CSP whose script-src and style-src name the SHA-256 of exactly the
 * inline scripts and styles the renderer marked with its nonce, every other header it is
 * answered with, and the body already encoded with brotli and gzip, so serving it is a lookup
 * and a write.
 */
export interface CachedPage {
  statusCode: number
  contentType: string
  /**
   * The headers of every answer of this page: those the middleware set on the response that
   * rendered it (helmet's, with the CSP of hashes), Vike's, Vary and Cache-Control; not those
   * of one response (X-Request-Id, Set-Cookie, …) or of one encoding.
   */
  headers: Array<[string, string]>
  /** the body in each coding, with its ETag */
  encodings: Record<Coding, { body: Buffer; etag: string }>
}

/** The page as rendered for one request: its body still carries that request's nonce. */
export interface RenderedPage {
  statusCode: number
  contentType: string
  headers?: Array<[string, string]>
  body: string
}

/** Bytes a cached page holds in memory: its three encodings, its headers and a little for the rest. */
export const cachedPageBytes = (page: CachedPage) => CODINGS.reduce((n, c) => n + page.encodings[c].body.length, 0) + page.headers.reduce((n, [k, v]) => n + 2 * (k.length + v.length) + 32, 300)

/** Headers that belong to one response or one encoding, never stored with a shared page. */
const PER_RESPONSE = new Set([
  'x-request-id',
  'set-cookie',
  'x-page-cache',
  'content-type',
  'content-length',
  'content-encoding',
  'etag',
  'last-modified',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
])

/** Inline script types that are data, never run, hence outside script-src (HTML "data block"). */
const DATA_BLOCK_TYPES = new Set(['application/json', 'application/ld+json'])
const attr = (attrs: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(attrs)?.[1]
const hasAttr = (attrs: string, name: string) => new RegExp(`\\s${name}(?:\\s*=|\\s|$)`, 'i').test(attrs)
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/**
 * The inline `<script>` and `<style>` elements the renderer gave `nonce` (Vike and our own
 * components do; content from the database never has it), as CSP hash sources, and the body
 * without that nonce. An inline script or style without the nonce stays unlisted, so it is
 * blocked as it was under the nonce; scripts with `src` are allowed by 'self' and need no hash;
 * JSON data blocks are not run and need none either.
 */
export function inlineHashes(html: string, nonce: string): { body: string; scripts: string[]; styles: string[] } {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  const nonceAttr = ` nonce="${nonce}"`
  for (const m of html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi)) {
    const [, tag, attrs, content] = m
    if (attr(attrs, 'nonce') !== nonce) continue
    if (tag.toLowerCase() === 'style') {
      styles.add(sha256(content))
      continue
    }
    if (hasAttr(attrs, 'src')) continue
    const type = (attr(attrs, 'type') ?? '').trim().toLowerCase()
    if (DATA_BLOCK_TYPES.has(type)) continue
    scripts.add(sha256(content))
  }
  return { body: html.replaceAll(nonceAttr, ''), scripts: [...scripts].sort(), styles: [...styles].sort() }
}

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`

/**
 * The shared form of a page rendered with `nonce`: nonce out, hashes in, encoded once.
 * `stackHeaders` are those the response that rendered it had before the render (the
 * middleware's: helmet's CSP with that nonce, the other security headers, Vary). Brotli at
 * quality 5 here (see encodeBody); scripts/precompress.mjs compresses static files at the maximum.
 */
export async function toCachedPage(page: RenderedPage, nonce: string, stackHeaders: OutgoingHttpHeaders): Promise<CachedPage> {
  const { body, scripts, styles } = inlineHashes(page.body, nonce)
  const encoded = await encodeBody(Buffer.from(body, 'utf8'), { brotli: 5, gzip: 9 })
  const encodings = Object.fromEntries(CODINGS.map((c) => [c, { body: encoded[c], etag: etagOf(encoded[c]) }])) as CachedPage['encodings']
  // by lower-case name: Vike's own headers come after the middleware's and win
  const headers = new Map<string, [string, string]>()
  for (const [name, value] of Object.entries(stackHeaders)) {
    if (value === undefined || PER_RESPONSE.has(name)) continue
    const text = Array.isArray(value) ? value.join(', ') : String(value)
    headers.set(name, [name, name === 'content-security-policy' ? policyWithHashes(text, nonce, { 'script-src': scripts, 'style-src': styles }) : text])
  }
  for (const [name, value] of page.headers ?? []) if (!PER_RESPONSE.has(name.toLowerCase())) headers.set(name.toLowerCase(), [name, value])
  if (!headers.has('cache-control')) headers.set('cache-control', ['Cache-Control', 'no-cache'])
  return {
    statusCode: page.statusCode,
    // as res.send of a string writes it (Vike gives 'text/html;charset=utf-8')
    contentType: page.contentType.replace(/;\s*charset=/i, '; charset='),
    headers: [...headers.values()],
    encodings,
  }
}

/** Answers a cached page in the coding the request accepts best; `compression` skips it (already encoded). */
export function sendCachedPage(req: Request, res: Response, page: CachedPage) {
  for (const [name, value] of page.headers) res.setHeader(name, value)
  const coding = negotiateEncoding(req.get('accept-encoding'), CODINGS)
  const { body, etag } = page.encodings[coding]
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding)
  res.setHeader('ETag', etag)
  res.status(page.statusCode).type(page.contentType).send(body)
}
