import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { toCachedPage } from '../../server/http/cachedPage'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'
import { renderingApp } from '../helpers/renderingApp'

/**
 * Vike's renderer replaced by a counting stand-in (no client build needed): each render
 * takes `delayMs`, prints the URL it was given, an inline script with the response's nonce
 * (as Vike's own), a JSON data block and a script without the nonce (as injected content
 * would be); a page under /ViewBill says `pageCache: false` as the real one does.
 */
const vike = vi.hoisted(() => ({ urls: [] as string[], delayMs: 100, padding: '', onRender: undefined as undefined | (() => void) }))
vi.mock('vike/server', () => ({
  renderPage: async (ctx: { urlOriginal: string; cspNonce: string }) => {
    vike.urls.push(ctx.urlOriginal)
    vike.onRender?.()
    await new Promise((r) => setTimeout(r, vike.delayMs))
    const body =
      `<!doctype html><style nonce="${ctx.cspNonce}">${OUR_STYLE}</style><script nonce="${ctx.cspNonce}">${OUR_SCRIPT}</script>` +
      `<script type="application/json" nonce="${ctx.cspNonce}">{"url":1}</script><script>${INJECTED_SCRIPT}</script>` +
      `<p id="url">${ctx.urlOriginal}</p>${vike.padding}`
    return {
      config: { pageCache: !ctx.urlOriginal.includes('ViewBill') },
      httpResponse: { statusCode: 200, headers: [['Content-Type', 'text/html;charset=utf-8']], getBody: async () => body },
    }
  },
}))

const OUR_SCRIPT = "window.vikeReady = 'স্বাগতম'"
const INJECTED_SCRIPT = 'alert(document.cookie)'
const OUR_STYLE = '.banner{color:#c00}'
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe(`page cache invalidation (${TEST_DB})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { PAGE_CACHE_TTL_MS: '60000' } })
  })
  afterAll(async () => t.close())

  it('empties the cache of rendered pages when content changes', async () => {
    t.pageCache.set('d /website/TenderCurrent', await toCachedPage({ statusCode: 200, contentType: 'text/html', body: '<p>old</p>' }, 'n', {}))
    expect(t.pageCache.get('d /website/TenderCurrent')).toBeDefined()
    t.services.events.emit('content-changed', 'tenders')
    expect(t.pageCache.get('d /website/TenderCurrent')).toBeUndefined()
  })
})

const scriptSrc = (res: Response) => /(?:^|;)script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? ''
const urlIn = (html: string) => /<p id="url">([^<]*)<\/p>/.exec(html)?.[1]

describe(`anonymous page cache: one render per key (${TEST_DB})`, () => {
  let a: Awaited<ReturnType<typeof renderingApp>>
  beforeAll(async () => {
    a = await renderingApp()
  })
  afterAll(async () => a.close())
  beforeEach(() => {
    a.pageCache.clear()
    vike.urls.length = 0
    vike.delayMs = 100
    vike.padding = ''
    vike.onRender = undefined
  })

  it('100 concurrent misses of a cold page share one render, all answered with the same bytes and CSP', async () => {
    vike.delayMs = 300
    const answers = await Promise.all(Array.from({ length: 100 }, () => a.get('/website/TenderCurrent')))
    expect(vike.urls).toEqual(['/website/TenderCurrent'])
    const kinds = answers.map((r) => r.headers.get('x-page-cache'))
    expect(kinds.filter((k) => k === 'miss')).toHaveLength(1)
    // the others waited for that render, or (connecting later) found its page in the cache
    expect(kinds.filter((k) => k === 'shared' || k === 'hit')).toHaveLength(99)
    expect(kinds).toContain('shared')
    const bodies = new Set<string>()
    const policies = new Set<string | null>()
    for (const res of answers) {
      expect(res.status).toBe(200)
      bodies.add(await res.text())
      policies.add(res.headers.get('content-security-policy'))
    }
    expect(bodies.size).toBe(1)
    expect(policies.size).toBe(1)
    expect([...bodies][0]).not.toContain('nonce=')
    expect([...policies][0]).not.toContain("'nonce-")
    const again = await a.get('/website/TenderCurrent')
    expect(again.headers.get('x-page-cache')).toBe('hit')
    expect(vike.urls).toHaveLength(1)
  })

  it('keys a page by the parameters it reads only: unknown ones hit the same entry', async () => {
    const first = await a.get('/website/TenderCurrent?x=random1')
    expect(first.headers.get('x-page-cache')).toBe('miss')
    // rendered for the key's URL: nothing of ?x= reaches the page (or other visitors)
    expect(urlIn(await first.text())).toBe('/website/TenderCurrent')
    for (const query of ['', '?x=random2', '?utm_source=a&fbclid=b']) {
      const res = await a.get('/website/TenderCurrent' + query)
      expect(res.headers.get('x-page-cache')).toBe('hit')
    }
    const listed = await a.get('/website/TenderCurrent?year=2024&x=1&page=2')
    expect(listed.headers.get('x-page-cache')).toBe('miss')
    expect(urlIn(await listed.text())).toBe('/website/TenderCurrent?page=2&year=2024')
    expect((await a.get('/website/TenderCurrent?page=2&year=2024')).headers.get('x-page-cache')).toBe('hit')
    expect(vike.urls).toEqual(['/website/TenderCurrent', '/website/TenderCurrent?page=2&year=2024'])
    expect(a.pageCache.size).toBe(2)
  })

  it('keeps the device classes apart', async () => {
    await a.get('/website/Safety')
    const phone = await a.get('/website/Safety', { 'user-agent': 'Mozilla/5.0 (Linux; Android 13) Mobile Safari/537.36' })
    expect(phone.headers.get('x-page-cache')).toBe('miss')
    expect(vike.urls).toHaveLength(2)
  })

  it('renders signed-in visitors and pages with pageCache: false for their own URL, every time', async () => {
    const signedIn = await Promise.all([1, 2].map(() => a.get('/website/Safety?x=1', { cookie: 'apdcl.sid=abc' })))
    expect(signedIn.map((r) => r.headers.get('x-page-cache'))).toEqual([null, null])
    const bills = await Promise.all([1, 2].map((n) => a.get(`/website/ViewBill?consNo=10100000000${n}`)))
    expect(bills.map((r) => r.headers.get('x-page-cache'))).toEqual([null, null])
    expect(vike.urls.sort()).toEqual(['/website/Safety?x=1', '/website/Safety?x=1', '/website/ViewBill?consNo=101000000001', '/website/ViewBill?consNo=101000000002'])
    expect(a.pageCache.size).toBe(0)
  })

  it('allows exactly the inline scripts the renderer marked: a changed or injected script is blocked', async () => {
    const res = await a.get('/website/Safety')
    const html = await res.text()
    const sources = scriptSrc(res).split(' ')
    expect(sources).toContain(sha256(OUR_SCRIPT))
    expect(html).toContain(`<script>${OUR_SCRIPT}</script>`)
    // the same script changed by one character, the script the renderer did not mark, the JSON data block
    expect(sources).not.toContain(sha256(OUR_SCRIPT + ' '))
    expect(sources).not.toContain(sha256(INJECTED_SCRIPT))
    expect(sources).not.toContain(sha256('{"url":1}'))
    expect(sources.filter((s) => s.startsWith("'sha256-"))).toHaveLength(1)
    expect(sources.some((s) => s.startsWith("'nonce-") || s === "'unsafe-inline'")).toBe(false)
    // served from the cache: the same policy
    const again = await a.get('/website/Safety')
    expect(again.headers.get('x-page-cache')).toBe('hit')
    expect(scriptSrc(again)).toBe(scriptSrc(res))
  })

  it('keeps the per-response nonce for pages rendered for one visitor', async () => {
    const answers = await Promise.all([1, 2].map(() => a.get('/website/Safety', { cookie: 'apdcl.sid=abc' })))
    const nonces = answers.map((r) => /'nonce-([^']+)'/.exec(scriptSrc(r))?.[1])
    expect(nonces[0]).toBeTruthy()
    expect(nonces[0]).not.toBe(nonces[1])
    for (const [i, res] of answers.entries()) {
      expect(res.headers.get('x-page-cache')).toBeNull()
      expect(scriptSrc(res)).not.toContain("'sha256-")
      expect(await res.text()).toContain(`<script nonce="${nonces[i]}">${OUR_SCRIPT}</script>`)
    }
  })

  it('does not keep a page rendered before a content change', async () => {
    vike.onRender = () => a.services.events.emit('content-changed', 'tenders')
    await a.get('/website/Notices')
    vike.onRender = undefined
    expect((await a.get('/website/Notices')).headers.get('x-page-cache')).toBe('miss')
  })
})

describe(`anonymous page cache: byte limit (${TEST_DB})`, () => {
  let a: Awaited<ReturnType<typeof renderingApp>>
  beforeAll(async () => {
    // room for three pages of the padding below, not four (about 50 kB each in memory)
    a = await renderingApp({ PAGE_CACHE_MAX_BYTES: String(160_000) })
  })
  afterAll(async () => a.close())

  it('evicts the least recently used pages beyond PAGE_CACHE_MAX_BYTES', async () => {
    vike.urls.length = 0
    vike.delayMs = 1
    // 20,000 characters that hardly compress: 20 kB as they are, about 15 kB in brotli and in gzip
    vike.padding = randomBytes(15_000).toString('base64')
    for (const q of ['a', 'b', 'c', 'd', 'e']) await a.get(`/website/Notices?q=${q}`)
    expect(a.pageCache.bytes).toBeLessThanOrEqual(160_000)
    expect(a.pageCache.bytes).toBeGreaterThan(3 * 45_000)
    expect(a.pageCache.size).toBe(3)
    expect((await a.get('/website/Notices?q=e')).headers.get('x-page-cache')).toBe('hit')
    expect((await a.get('/website/Notices?q=a')).headers.get('x-page-cache')).toBe('miss')
  })
})

describe(`anonymous page cache: the CSP in production (${TEST_DB})`, () => {
  let a: Awaited<ReturnType<typeof renderingApp>>
  beforeAll(async () => {
    a = await renderingApp({ NODE_ENV: 'production' })
  })
  afterAll(async () => a.close())

  const directives = (res: Response) => new Map((res.headers.get('content-security-policy') ?? '').split(';').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const))

  it('script-src and style-src name the hashes of the marked elements only; every other directive is helmet’s', async () => {
    vike.delayMs = 1
    const page = await a.get('/website/Safety')
    const api = await a.get('/api/web/banner')
    const cached = directives(page)
    expect(cached.get('script-src')).toEqual(["'self'", sha256(OUR_SCRIPT)])
    expect(cached.get('style-src')).toEqual(["'self'", sha256(OUR_STYLE)])
    const nonceFree = directives(api)
    expect(nonceFree.get('style-src')).toHaveLength(2)
    expect(nonceFree.get('style-src')?.[1]).toMatch(/^'nonce-/)
    for (const name of ['script-src', 'style-src']) {
      nonceFree.delete(name)
      cached.delete(name)
    }
    expect(cached).toEqual(nonceFree)
    expect(cached.get('object-src')).toEqual(["'none'"])
    expect(cached.has('upgrade-insecure-requests')).toBe(true)
  })

  it('a hit, answered ahead of the middleware, has the headers of the miss but its own request id', async () => {
    const miss = await a.get('/website/FAQ', { 'accept-encoding': 'gzip' })
    const hit = await a.get('/website/FAQ', { 'accept-encoding': 'gzip' })
    expect([miss.headers.get('x-page-cache'), hit.headers.get('x-page-cache')]).toEqual(['miss', 'hit'])
    const own = new Set(['x-request-id', 'x-page-cache', 'date'])
    const headersOf = (res: Response) => [...res.headers].filter(([name]) => !own.has(name))
    expect(headersOf(hit)).toEqual(headersOf(miss))
    expect(hit.headers.get('strict-transport-security')).toBeTruthy()
    expect(hit.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(hit.headers.get('x-request-id')).not.toBe(miss.headers.get('x-request-id'))
    expect(await hit.text()).toBe(await miss.text())
  })
})
