import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import pino from 'pino'
import request from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApp, type App } from '../../server/app'
import { loadConfig } from '../../server/config'
import { createTestApp, type TestApp } from '../helpers/app'
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db'

/**
 * Vike's renderer replaced by a counting stand-in (no client build needed): each render
 * takes `delayMs`, prints the URL it was given and the response's nonce, and a page under
 * /ViewBill says `pageCache: false` as the real one does.
 */
const vike = vi.hoisted(() => ({ urls: [] as string[], delayMs: 100, padding: 0, onRender: undefined as undefined | (() => void) }))
vi.mock('vike/server', () => ({
  renderPage: async (ctx: { urlOriginal: string; cspNonce: string }) => {
    vike.urls.push(ctx.urlOriginal)
    vike.onRender?.()
    await new Promise((r) => setTimeout(r, vike.delayMs))
    const body = `<!doctype html><script nonce="${ctx.cspNonce}"></script><p id="url">${ctx.urlOriginal}</p>${'x'.repeat(vike.padding)}`
    return {
      config: { pageCache: !ctx.urlOriginal.includes('ViewBill') },
      httpResponse: { statusCode: 200, headers: [['Content-Type', 'text/html;charset=utf-8']], getBody: async () => body },
    }
  },
}))

describe(`page cache invalidation (${TEST_DB})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { PAGE_CACHE_TTL_MS: '60000' } })
  })
  afterAll(async () => t.close())

  it('empties the cache of rendered pages when content changes', () => {
    t.pageCache.set('d /website/TenderCurrent', { statusCode: 200, contentType: 'text/html', body: '<p>old</p>', nonce: 'n' })
    expect(t.pageCache.get('d /website/TenderCurrent')).toBeDefined()
    t.services.events.emit('content-changed', 'tenders')
    expect(t.pageCache.get('d /website/TenderCurrent')).toBeUndefined()
  })
})

/** The app with its page renderer, listening on a port (many concurrent requests). */
async function renderingApp(env: Record<string, string> = {}) {
  const testDb: TestDb = await createTestDb()
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_MODE: 'true', PAGE_CACHE_TTL_MS: '60000', ...env })
  const app: App = await createApp({ config, db: testDb.db, logger: pino({ level: 'silent' }), pages: true })
  const server: Server = await new Promise((resolve) => {
    const s = app.app.listen(0, '127.0.0.1', () => resolve(s))
  })
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    ...app,
    base,
    get: (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers }),
    async close() {
      await new Promise((r) => server.close(r))
      await testDb.destroy()
    },
  }
}

const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]
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
    vike.padding = 0
    vike.onRender = undefined
  })

  it('100 concurrent misses of a cold page share one render, each answered with its own nonce', async () => {
    vike.delayMs = 300
    const answers = await Promise.all(Array.from({ length: 100 }, () => a.get('/website/TenderCurrent')))
    expect(vike.urls).toEqual(['/website/TenderCurrent'])
    const kinds = answers.map((r) => r.headers.get('x-page-cache'))
    expect(kinds.filter((k) => k === 'miss')).toHaveLength(1)
    // the others waited for that render, or (connecting later) found its page in the cache
    expect(kinds.filter((k) => k === 'shared' || k === 'hit')).toHaveLength(99)
    expect(kinds).toContain('shared')
    for (const res of answers) {
      expect(res.status).toBe(200)
      const nonce = nonceOf(res)
      expect(nonce).toBeTruthy()
      expect(await res.text()).toContain(`nonce="${nonce}"`)
    }
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
    // room for about three pages of 20,000 characters (40 kB each in memory)
    a = await renderingApp({ PAGE_CACHE_MAX_BYTES: String(130_000) })
  })
  afterAll(async () => a.close())

  it('evicts the least recently used pages beyond PAGE_CACHE_MAX_BYTES', async () => {
    vike.urls.length = 0
    vike.delayMs = 1
    vike.padding = 20_000
    for (const q of ['a', 'b', 'c', 'd', 'e']) await a.get(`/website/Notices?q=${q}`)
    expect(a.pageCache.bytes).toBeLessThanOrEqual(130_000)
    expect(a.pageCache.size).toBe(3)
    expect((await a.get('/website/Notices?q=e')).headers.get('x-page-cache')).toBe('hit')
    expect((await a.get('/website/Notices?q=a')).headers.get('x-page-cache')).toBe('miss')
  })
})
