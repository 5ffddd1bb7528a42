import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { cachedPageBytes, inlineHashes, toCachedPage } from './cachedPage'
import { policyWithHashes } from './security'

const N = 'Zm9vYmFyYmF6cXV4MTIzNA'
const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('inlineHashes', () => {
  const html = [
    `<!doctype html><html><head><style nonce="${N}">.a{color:red}</style>`,
    `<link rel="modulepreload" href="/website/assets/a.js" nonce="${N}">`,
    `</head><body><script id="vike_pageContext" type="application/json" nonce="${N}">{"a":1}</script>`,
    `<script nonce="${N}">window.x = 'স্বাগতম'</script>`,
    `<script type="module" nonce="${N}">import '/website/a.js'</script>`,
    `<script src="/website/assets/entry.js" type="module" async nonce="${N}"></script>`,
    // content, not ours: no nonce, so no hash
    '<p><script>alert(1)</script><style>body{display:none}</style></p>',
    `<script nonce="${N}">window.x = 'স্বাগতম'</script>`,
    '</body></html>',
  ].join('')

  it('hashes the inline scripts and styles that carry the nonce, once each', () => {
    const r = inlineHashes(html, N)
    expect(r.scripts).toEqual([hash("window.x = 'স্বাগতম'"), hash("import '/website/a.js'")].sort())
    expect(r.styles).toEqual([hash('.a{color:red}')])
  })

  it('leaves out scripts without the nonce, with src, and JSON data blocks', () => {
    const r = inlineHashes(html, N)
    expect(r.scripts).not.toContain(hash('alert(1)'))
    expect(r.styles).not.toContain(hash('body{display:none}'))
    expect(r.scripts).not.toContain(hash('{"a":1}'))
    expect(r.scripts).not.toContain(hash(''))
  })

  it('takes the nonce out of the body and nothing else', () => {
    const r = inlineHashes(html, N)
    expect(r.body).not.toContain(N)
    expect(r.body).toBe(html.replaceAll(` nonce="${N}"`, ''))
  })

  it('does not take another nonce for this one', () => {
    expect(inlineHashes(`<script nonce="other">x()</script>`, N).scripts).toEqual([])
  })
})

describe('policyWithHashes', () => {
  const policy = `default-src 'self';script-src 'self' 'nonce-${N}';style-src 'self' 'nonce-${N}';img-src 'self' data:;object-src 'none'`

  it('puts each directive’s hashes where its nonce was', () => {
    expect(policyWithHashes(policy, N, { 'script-src': ["'sha256-a'"], 'style-src': ["'sha256-b'", "'sha256-c'"] })).toBe(
      "default-src 'self';script-src 'self' 'sha256-a';style-src 'self' 'sha256-b' 'sha256-c';img-src 'self' data:;object-src 'none'",
    )
  })

  it('drops the nonce and adds nothing when there is nothing inline', () => {
    expect(policyWithHashes(policy, N, {})).toBe("default-src 'self';script-src 'self';style-src 'self';img-src 'self' data:;object-src 'none'")
  })

  it('leaves a directive without the nonce alone (a hash would switch off its unsafe-inline)', () => {
    const dev = `script-src 'self' 'nonce-${N}' 'unsafe-eval';style-src 'self' 'unsafe-inline'`
    expect(policyWithHashes(dev, N, { 'script-src': ["'sha256-a'"], 'style-src': ["'sha256-b'"] })).toBe("script-src 'self' 'unsafe-eval' 'sha256-a';style-src 'self' 'unsafe-inline'")
  })
})

describe('toCachedPage', () => {
  it('keeps one body for everyone in three encodings, each with its own ETag, and counts them all', async () => {
    const body = `<html><script nonce="${N}">go()</script>${'<p>tender</p>'.repeat(500)}</html>`
    const stack = { 'content-security-policy': `script-src 'self' 'nonce-${N}'`, 'x-request-id': 'r1', 'x-frame-options': 'SAMEORIGIN', 'set-cookie': ['a=1'] }
    const page = await toCachedPage({ statusCode: 200, contentType: 'text/html;charset=utf-8', body, headers: [['Cache-Control', 'no-store']] }, N, stack)
    const identity = page.encodings.identity.body.toString('utf8')
    expect(identity).toBe(body.replace(` nonce="${N}"`, ''))
    expect(gunzipSync(page.encodings.gzip.body).toString('utf8')).toBe(identity)
    expect(brotliDecompressSync(page.encodings.br.body).toString('utf8')).toBe(identity)
    // the stack's headers but those of one response, the CSP with hashes for the nonce, Vike's own
    expect(page.headers).toEqual([
      ['content-security-policy', `script-src 'self' ${hash('go()')}`],
      ['x-frame-options', 'SAMEORIGIN'],
      ['Cache-Control', 'no-store'],
    ])
    expect(page.contentType).toBe('text/html; charset=utf-8')
    const etags = new Set(Object.values(page.encodings).map((e) => e.etag))
    expect(etags.size).toBe(3)
    const bytes = page.encodings.identity.body.length + page.encodings.gzip.body.length + page.encodings.br.body.length
    expect(cachedPageBytes(page)).toBeGreaterThanOrEqual(bytes)
    expect(cachedPageBytes(page)).toBeLessThan(bytes + 1000)
  })
})
