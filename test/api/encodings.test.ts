/**
 * Issue 8 §2: static files precompressed at build and cached pages kept encoded, each sent as
 * it is in the coding the client accepts best (br, gzip, identity; q=0 honoured), with Vary,
 * its own length and ETag, for GET and HEAD, and never compressed a second time.
 */
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { TEST_DB } from '../helpers/db'
import { renderingApp } from '../helpers/renderingApp'

/** Vike's renderer: a page of some size with Vike's kind of script tags (nonce'd). */
vi.mock('vike/server', () => ({
  renderPage: async (ctx: { urlOriginal: string; cspNonce: string }) => {
    const body =
      `<!doctype html><html><body><h1>${ctx.urlOriginal}</h1>${'<p>Tender for 11 kV feeders, Guwahati circle</p>'.repeat(300)}` +
      `<script id="vike_pageContext" type="application/json" nonce="${ctx.cspNonce}">{"a":1}</script>` +
      `<script src="/website/assets/entry.js" type="module" async nonce="${ctx.cspNonce}"></script></body></html>`
    return {
      config: { pageCache: true },
      httpResponse: { statusCode: 200, headers: [['Content-Type', 'text/html;charset=utf-8']], getBody: async () => body },
    }
  },
}))

const REPO = path.resolve(import.meta.dirname, '../..')
const JS = `export const tariff = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ slab: i, rate: 5.5 + i / 100, label: 'Domestic A' })))}\n`

let tmp: string
let clientDir: string
let a: Awaited<ReturnType<typeof renderingApp>>

beforeAll(async () => {
  // a small client build: a hashed script, an unhashed SVG, a font that is compressed already
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-encodings-'))
  clientDir = path.join(tmp, 'client')
  fs.mkdirSync(path.join(clientDir, 'assets'), { recursive: true })
  fs.writeFileSync(path.join(clientDir, 'assets', 'tariff.Ab12Cd34.js'), JS)
  fs.writeFileSync(path.join(clientDir, 'logo.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`)
  fs.writeFileSync(path.join(clientDir, 'assets', 'font.Xy.woff2'), randomBytes(4000))
  const r = spawnSync(process.execPath, ['scripts/precompress.mjs', clientDir], { cwd: REPO, encoding: 'utf8' })
  expect(r.status, r.stderr).toBe(0)
  a = await renderingApp({ BUILD_DIR: tmp })
})

afterAll(async () => {
  await a?.close()
  fs.rmSync(tmp, { recursive: true, force: true })
})

const ASSET = '/website/assets/tariff.Ab12Cd34.js'
const variant = (suffix: string) => fs.readFileSync(path.join(clientDir, 'assets', 'tariff.Ab12Cd34.js' + suffix))

describe(`precompressed static files (${TEST_DB})`, () => {
  it('the build writes brotli and gzip next to compressible files only', () => {
    expect(brotliDecompressSync(variant('.br')).toString()).toBe(JS)
    expect(gunzipSync(variant('.gz')).toString()).toBe(JS)
    expect(fs.existsSync(path.join(clientDir, 'logo.svg.br'))).toBe(true)
    expect(fs.existsSync(path.join(clientDir, 'assets', 'font.Xy.woff2.br'))).toBe(false)
  })

  it.each([
    ['gzip, deflate, br, zstd', 'br', '.br'],
    ['br', 'br', '.br'],
    ['gzip', 'gzip', '.gz'],
    ['br;q=0, gzip', 'gzip', '.gz'],
    ['br;q=0, *', 'gzip', '.gz'],
    ['br;q=0.5, gzip', 'gzip', '.gz'],
  ])('Accept-Encoding %j: the %s file as it is', async (accept, coding, suffix) => {
    const res = await a.raw(ASSET, { headers: { 'accept-encoding': accept } })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe(coding)
    expect(res.body.equals(variant(suffix))).toBe(true)
    expect(res.headers['content-length']).toBe(String(variant(suffix).length))
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(res.headers.vary).toMatch(/Accept-Encoding/)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['accept-ranges']).toBeUndefined()
  })

  it.each([undefined, 'identity', 'br;q=0, gzip;q=0', 'br;q=0, gzip;q=0, identity'])('Accept-Encoding %j: the file itself', async (accept) => {
    const res = await a.raw(ASSET, { headers: accept === undefined ? {} : { 'accept-encoding': accept } })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.body.toString()).toBe(JS)
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(res.headers.vary).toMatch(/Accept-Encoding/)
  })

  it('each encoding has its own ETag, and a matching If-None-Match answers 304', async () => {
    const br = await a.raw(ASSET, { headers: { 'accept-encoding': 'br' } })
    const gz = await a.raw(ASSET, { headers: { 'accept-encoding': 'gzip' } })
    const id = await a.raw(ASSET, { headers: { 'accept-encoding': 'identity' } })
    expect(new Set([br.headers.etag, gz.headers.etag, id.headers.etag]).size).toBe(3)
    const again = await a.raw(ASSET, { headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) } })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
  })

  it('HEAD answers the headers of the encoding, without a body', async () => {
    const res = await a.raw(ASSET, { method: 'HEAD', headers: { 'accept-encoding': 'br' } })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-length']).toBe(String(variant('.br').length))
    expect(res.body.length).toBe(0)
  })

  it('serves ranges of the file itself only: a range of an encoded answer gets the whole of it', async () => {
    const encoded = await a.raw(ASSET, { headers: { 'accept-encoding': 'br', range: 'bytes=0-9' } })
    expect(encoded.status).toBe(200)
    expect(encoded.body.equals(variant('.br'))).toBe(true)
    const plain = await a.raw(ASSET, { headers: { 'accept-encoding': 'identity', range: 'bytes=0-9' } })
    expect(plain.status).toBe(206)
    expect(plain.body.toString()).toBe(JS.slice(0, 10))
  })

  it('a file without variants is served as before, and not compressed on the fly when compressed already', async () => {
    const res = await a.raw('/website/assets/font.Xy.woff2', { headers: { 'accept-encoding': 'br, gzip' } })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.body.length).toBe(4000)
  })

  it('an unhashed file keeps its hour of caching, encoded too', async () => {
    const res = await a.raw('/website/logo.svg', { headers: { 'accept-encoding': 'br' } })
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toBe('image/svg+xml')
    expect(res.headers['cache-control']).toBe('public, max-age=3600')
  })

  it('neither the variants by their own names nor other methods get an encoded file', async () => {
    const direct = await a.raw(ASSET + '.br', { headers: { 'accept-encoding': 'identity' } })
    expect(direct.body.equals(variant('.br'))).toBe(false)
    expect(direct.headers['content-encoding']).toBeUndefined()
    const post = await a.raw(ASSET, { method: 'POST', headers: { 'accept-encoding': 'br' } })
    expect(post.status).toBe(404)
    expect(post.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(post.body.toString())).toBeTruthy()
  })
})

describe(`cached pages sent encoded (${TEST_DB})`, () => {
  const PAGE = '/website/TenderCurrent'
  let identity: Buffer

  beforeAll(async () => {
    const first = await a.raw(PAGE, { headers: { 'accept-encoding': 'identity' } })
    expect(first.headers['x-page-cache']).toBe('miss')
    identity = first.body
    expect(identity.toString()).toContain('<h1>/website/TenderCurrent</h1>')
  })

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['identity', undefined],
  ])('Accept-Encoding %j: %s from the cache, the same page', async (accept, coding) => {
    const res = await a.raw(PAGE, { headers: { 'accept-encoding': accept } })
    expect(res.status).toBe(200)
    expect(res.headers['x-page-cache']).toBe('hit')
    expect(res.headers['content-encoding']).toBe(coding)
    const decoded = coding === 'br' ? brotliDecompressSync(res.body) : coding === 'gzip' ? gunzipSync(res.body) : res.body
    expect(decoded.equals(identity)).toBe(true)
    expect(res.headers['content-length']).toBe(String(res.body.length))
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.headers.vary).toBe('User-Agent, Accept-Encoding')
  })

  it('HEAD answers the encoded length without a body; If-None-Match of that encoding answers 304', async () => {
    const get = await a.raw(PAGE, { headers: { 'accept-encoding': 'br' } })
    const head = await a.raw(PAGE, { method: 'HEAD', headers: { 'accept-encoding': 'br' } })
    expect(head.status).toBe(200)
    expect(head.headers['content-encoding']).toBe('br')
    expect(head.headers['content-length']).toBe(String(get.body.length))
    expect(head.body.length).toBe(0)
    expect(head.headers.etag).toBe(get.headers.etag)
    const gz = await a.raw(PAGE, { headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers.etag).not.toBe(get.headers.etag)
    const again = await a.raw(PAGE, { headers: { 'accept-encoding': 'br', 'if-none-match': String(get.headers.etag) } })
    expect(again.status).toBe(304)
  })
})
