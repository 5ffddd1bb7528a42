import pino from 'pino'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../server/app'
import { loadConfig, type Config } from '../../server/config'
import { createServices } from '../../server/services'
import { adminAgent, type AdminAgent } from '../helpers/admin'
import type { TestApp } from '../helpers/app'
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db'

/**
 * Vike as it answers (node_modules/vike/dist/server/runtime/renderPageServer): a page's HTML
 * with its Cache-Control (`no-store, max-age=0`), its index.pageContext.json (client-side
 * navigation) with no headers at all; each page's +config says whether it may be cached.
 */
const UNCACHED = /^\/website\/(admin\/|AdminComplaintStatus|ConsumerDashboard|CheckApplStatus)/
vi.mock('vike/server', () => ({
  renderPage: async (ctx: { urlOriginal: string; consumerSession?: { state: string }; adminSession?: unknown }) => {
    const json = /\/index\.pageContext\.json(\?|$)/.test(ctx.urlOriginal)
    const page = ctx.urlOriginal.replace(/\/index\.pageContext\.json/, '')
    const data = JSON.stringify({ url: page, session: ctx.consumerSession?.state ?? null, admin: Boolean(ctx.adminSession) })
    return {
      config: { pageCache: !UNCACHED.test(page) },
      httpResponse: json
        ? { statusCode: 200, headers: [['Content-Type', 'application/json']], getBody: async () => data }
        : {
            statusCode: 200,
            headers: [
              ['Content-Type', 'text/html;charset=utf-8'],
              ['Cache-Control', 'no-store, max-age=0'],
            ],
            getBody: async () => `<!doctype html><p>${data}</p>`,
          },
    }
  },
}))

const PRIVATE = 'private, no-store'

/**
 * The pages of one visitor (issue 27 §12): an admin page, a consumer's dashboard, a form page
 * that is never cached (pageCache: false) answer their HTML and their index.pageContext.json
 * (which carries the CSRF token, the user lists, the consumer's details) with the same
 * `Cache-Control: private, no-store`; the public pages keep the headers they had.
 */
describe(`Cache-Control of pages and their pageContext.json (${TEST_DB})`, () => {
  let testDb: TestDb
  let t: TestApp
  let admin: AdminAgent
  let sid = ''

  beforeAll(async () => {
    testDb = await createTestDb()
    const config: Config = loadConfig({ NODE_ENV: 'test', DEMO_MODE: 'true', LOG_LEVEL: 'silent', ADMIN_BCRYPT_COST: '4', PAGE_CACHE_TTL_MS: '60000' })
    const logger = pino({ level: 'silent' })
    const services = createServices({ db: testDb.db, config, logger })
    const app = await createApp({ config, db: testDb.db, logger, pages: true, services })
    t = { ...app, testDb, config, close: async () => testDb.destroy() }
    admin = await adminAgent(t, 'cachectl-admin', ['super_admin'])
    sid = await services.consumerSessions.create('9000000001')
  })
  afterAll(async () => t?.close())

  const both = async (path: string, cookie?: string) => {
    const get = (url: string) => (cookie ? request(t.app).get(url).set('Cookie', cookie) : request(t.app).get(url))
    const html = await get(`/website${path}`).expect(200)
    const json = await get(`/website${path === '/' ? '' : path}/index.pageContext.json`).expect(200)
    return { html: html.headers['cache-control'], json: json.headers['cache-control'], htmlBody: html.text, jsonBody: json.text }
  }

  it('an admin page: the HTML and the pageContext.json (with the admin in it) are private, no-store', async () => {
    const r = await both('/admin/admin_dashboard', admin.cookie)
    expect(r.jsonBody).toContain('"admin":true')
    expect(r.html).toBe(PRIVATE)
    expect(r.json).toBe(PRIVATE)
  })

  it("a signed-in consumer's dashboard: the same no-store for both", async () => {
    const r = await both('/ConsumerDashboard', `apdcl.sid=${sid}`)
    expect(r.jsonBody).toContain('"session":"active"')
    expect(r.html).toBe(PRIVATE)
    expect(r.json).toBe(PRIVATE)
  })

  it('a form page that is never cached: the same no-store for both, signed in or not', async () => {
    for (const cookie of [undefined, `apdcl.sid=${sid}`]) {
      const r = await both('/CheckApplStatus', cookie)
      expect(r.html, cookie).toBe(PRIVATE)
      expect(r.json, cookie).toBe(PRIVATE)
    }
  })

  it('a public page seen by a signed-in consumer is theirs alone too', async () => {
    const r = await both('/TenderCurrent', `apdcl.sid=${sid}`)
    expect(r.jsonBody).toContain('"session":"active"')
    expect(r.html).toBe(PRIVATE)
    expect(r.json).toBe(PRIVATE)
  })

  it('public cached pages keep theirs (anonymous, from the page cache)', async () => {
    for (const path of ['/TenderCurrent', '/']) {
      const r = await both(path)
      expect(r.html, path).toBe('no-store, max-age=0')
      expect(r.json, path).toBe('no-cache')
      const again = await both(path)
      expect([again.html, again.json], path).toEqual([r.html, r.json])
    }
  })
})
