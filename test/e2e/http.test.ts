/**
 * HTTP behaviour of the production server that no browser test sees: the anonymous page
 * cache (the same bytes for every visitor, CSP by hashes: ADR 015), compression, precompressed
 * immutable hashed assets and a clean exit on SIGTERM. Runs its own server with the page cache on.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startProductionServer, type RunningServer } from '../helpers/server'
import { DESKTOP_UA, deviceOptions, hydrated, launchBrowser, watchedPage } from '../helpers/browser'
import { E2E_SESSION_COOKIE, REPO_ROOT } from '../helpers/server'

let server: RunningServer
let tmp: string

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-http-'))
  server = await startProductionServer({
    buildDir: inject('buildDir'),
    sqliteFile: path.join(tmp, 'http.sqlite'),
    uploadsDir: path.join(tmp, 'uploads'),
    env: { PAGE_CACHE_TTL_MS: '60000' },
  })
})

afterAll(async () => {
  await server?.stop()
  fs.rmSync(tmp, { recursive: true, force: true })
})

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1]

describe('anonymous page cache', () => {
  it('serves the second request from the cache, byte for byte, with a CSP of hashes and no nonce', async () => {
    const url = `${server.baseUrl}/website/Safety?cacheprobe=1`
    const first = await fetch(url)
    const second = await fetch(url)
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    expect(first.headers.get('x-page-cache')).toBe('miss')
    expect(second.headers.get('x-page-cache')).toBe('hit')
    const csp = second.headers.get('content-security-policy') ?? ''
    expect(csp).toBe(first.headers.get('content-security-policy'))
    expect(nonceOf(csp)).toBeUndefined()
    expect(csp).toMatch(/(?:^|;)script-src 'self'(?: 'sha256-[A-Za-z0-9+/=]+')*;/)
    expect(csp).not.toContain('unsafe-inline')
    const body = await second.text()
    expect(body).toBe(await first.text())
    expect(body).not.toContain('nonce=')
  })

  it('keeps the per-response nonce for a signed-in visitor’s page', async () => {
    const res = await fetch(`${server.baseUrl}/website/Safety?cacheprobe=4`, { headers: { cookie: `${E2E_SESSION_COOKIE}=abc` } })
    const nonce = nonceOf(res.headers.get('content-security-policy'))
    expect(nonce).toBeTruthy()
    expect(await res.text()).toContain(`nonce="${nonce}"`)
  })

  it('never caches a signed-in visitor’s page', async () => {
    const url = `${server.baseUrl}/website/FAQ?cacheprobe=2`
    await fetch(url)
    const signedIn = await fetch(url, { headers: { cookie: `${E2E_SESSION_COOKIE}=abc` } })
    expect(signedIn.headers.get('x-page-cache')).toBeNull()
  })

  it('keeps the mobile and desktop variants apart', async () => {
    const phone = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36'
    const url = `${server.baseUrl}/website/?cacheprobe=3`
    await fetch(url)
    const desktop = await fetch(url)
    const mobile = await fetch(url, { headers: { 'user-agent': phone } })
    expect(desktop.headers.get('x-page-cache')).toBe('hit')
    expect(mobile.headers.get('x-page-cache')).toBe('miss')
    expect(mobile.headers.get('vary')).toMatch(/User-Agent/)
  })

  it('keys a page by the parameters it reads: another query string is the same page, rendered once', async () => {
    const cold = await Promise.all(Array.from({ length: 20 }, (_, i) => fetch(`${server.baseUrl}/website/Notices?x=${i}&utm_source=probe`)))
    expect(cold.map((r) => r.status)).toEqual(Array(20).fill(200))
    expect(cold.filter((r) => r.headers.get('x-page-cache') === 'miss')).toHaveLength(1)
    const html = await cold[0].text()
    // rendered for /website/Notices itself: no visitor's parameter reaches the page
    expect(html).not.toContain('utm_source')
    const again = await fetch(`${server.baseUrl}/website/Notices?x=another`)
    expect(again.headers.get('x-page-cache')).toBe('hit')
    const filtered = await fetch(`${server.baseUrl}/website/Notices?q=zzz-no-such-notice&x=1`)
    expect(filtered.headers.get('x-page-cache')).toBe('miss')
    expect(await filtered.text()).toContain('zzz-no-such-notice')
  })
})

describe('a cached page in Chromium', () => {
  it('loads and hydrates under its CSP of hashes; a script added later is refused', async () => {
    const browser = await launchBrowser()
    try {
      const url = `${server.baseUrl}/website/?cacheprobe=5`
      await fetch(url, { headers: { 'user-agent': DESKTOP_UA } })
      const w = await watchedPage(browser, server.baseUrl, deviceOptions('desktop'))
      const res = await w.page.goto(url, { waitUntil: 'load' })
      expect(res?.headers()['x-page-cache']).toBe('hit')
      expect(res?.headers()['content-security-policy']).not.toContain("'nonce-")
      await hydrated(w)
      w.expectClean('problems in the browser on the cached page')
      const ran = await w.page.evaluate(() => {
        const s = document.createElement('script')
        s.textContent = 'window.__injected = 1'
        document.body.append(s)
        return (window as unknown as { __injected?: number }).__injected ?? null
      })
      expect(ran).toBeNull()
      await expect.poll(() => w.problems.join('\n')).toMatch(/Content Security Policy/)
      await w.close()
    } finally {
      await browser.close()
    }
  })
})

describe('the home page hydrates without Vike’s client router (issue 8 §3)', () => {
  const contextOf = (html: string) => {
    const json = /<script id="html-only-page-context" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1]
    return json ? (JSON.parse(json) as { locale: string; pageId: string; data: { banners: unknown[] }; urlPathname: string }) : null
  }

  it('carries its own page context and loads neither the router entry nor Vike’s page context', async () => {
    for (const [route, locale] of [
      ['/website/', 'en'],
      ['/website/Assamese', 'as'],
    ]) {
      const html = await (await fetch(`${server.baseUrl}${route}?routerprobe=1`)).text()
      expect(html).not.toContain('id="vike_pageContext"')
      expect(html).not.toMatch(/entry-client-routing/)
      expect(html).toMatch(/<script src="\/website\/assets\/entries\/pages_index_client\.[^"]+\.js" type="module"/)
      const context = contextOf(html)
      expect(context?.locale).toBe(locale)
      expect(context?.pageId).toMatch(/\/pages\/index$/)
      expect(context?.data.banners.length).toBeGreaterThan(0)
    }
    // every other page keeps client routing
    const tenders = await (await fetch(`${server.baseUrl}/website/TenderCurrent`)).text()
    expect(tenders).toContain('id="vike_pageContext"')
    expect(contextOf(tenders)).toBeNull()
  })

  it('keeps its JavaScript within the budget of bench/budgets.json', async () => {
    const budgets = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'bench/budgets.json'), 'utf8')) as { homeJsGzipMaxKB: number }
    const { homeWeight } = await import('../../bench/lib.mjs')
    const html = await (await fetch(`${server.baseUrl}/website/`)).text()
    const weight = homeWeight(html, path.join(path.resolve(REPO_ROOT, inject('buildDir')), 'client'))
    expect(weight.missing).toEqual([])
    expect(weight.jsFiles.length).toBeGreaterThan(0)
    expect(weight.jsGzip).toBeLessThanOrEqual(budgets.homeJsGzipMaxKB * 1000)
  })
})

describe('compression and caching of assets', () => {
  it('compresses pages and API answers with brotli or gzip as asked', async () => {
    for (const [accept, expected] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const page = await fetch(`${server.baseUrl}/website/TenderCurrent`, { headers: { 'accept-encoding': accept } })
      expect(page.headers.get('content-encoding')).toBe(expected)
      const api = await fetch(`${server.baseUrl}/api/tenderCurrent`, { headers: { 'accept-encoding': accept } })
      expect(api.headers.get('content-encoding')).toBe(expected)
    }
  })

  it('serves hashed assets as immutable for a year, precompressed at build', async () => {
    const html = await (await fetch(`${server.baseUrl}/website/`)).text()
    const asset = /(?:src|href)="(\/website\/assets\/[^"]+\.(?:js|css))"/.exec(html)?.[1]
    expect(asset).toBeTruthy()
    const res = await fetch(server.baseUrl + asset, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/)
    // the file written at build, not compressed per request: its length is known up front
    const onDisk = fs.statSync(path.join(path.resolve(REPO_ROOT, inject('buildDir')), 'client', asset!.replace(/^\/website\//, '') + '.br')).size
    expect(res.headers.get('content-length')).toBe(String(onDisk))
  })
})

describe('process', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200)
    const ready = await fetch(`${server.baseUrl}/readyz`)
    expect(await ready.json()).toEqual({ status: 'ready' })
  })

  it('exits cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => server.child.on('exit', (code) => resolve(code)))
    server.child.kill('SIGTERM')
    expect(await exited).toBe(0)
  })
})
