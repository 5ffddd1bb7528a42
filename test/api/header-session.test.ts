import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import request from 'supertest'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { SiteHeader } from '../../client/components/layout/SiteHeader'
import { MobileDrawer } from '../../client/components/layout/MobileDrawer'
import { createApp, type App } from '../../server/app'
import { loadConfig } from '../../server/config'
import { createServices, type Services } from '../../server/services'
import { createI18n, loadLocale } from '../../shared/i18n'
import type { Locale } from '../../shared/locale'
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db'

/** Vike's renderer replaced by a stand-in that prints what the header is told (no client build needed); each render takes a moment. */
vi.mock('vike/server', () => ({
  renderPage: async (ctx: { urlOriginal: string; signedIn?: unknown }) => {
    await new Promise((r) => setTimeout(r, 150))
    const body = `<!doctype html><p id="url">${ctx.urlOriginal}</p><p id="signed">${String(ctx.signedIn)}</p>`
    return { config: { pageCache: true }, httpResponse: { statusCode: 200, headers: [['Content-Type', 'text/html;charset=utf-8']], getBody: async () => body } }
  },
}))

const signedOf = (html: string) => /<p id="signed">([^<]*)<\/p>/.exec(html)?.[1]

/**
 * Issue 24 §4: the server tells the header whether a live consumer session came with the
 * request (pageContext.signedIn), so the first paint is right; the page cache stays anonymous:
 * it never stores, nor shares with a concurrent visitor, a page rendered for a session.
 */
describe(`the header knows a signed-in visitor, the page cache never keeps it (${TEST_DB})`, () => {
  let testDb: TestDb
  let app: App
  let services: Services
  let sid = ''

  beforeAll(async () => {
    testDb = await createTestDb()
    const config = loadConfig({ NODE_ENV: 'test', DEMO_MODE: 'true', LOG_LEVEL: 'silent', PAGE_CACHE_TTL_MS: '60000' })
    const logger = pino({ level: 'silent' })
    services = createServices({ db: testDb.db, config, logger })
    app = await createApp({ config, db: testDb.db, logger, pages: true, services })
    sid = await services.consumerSessions.create('9000000001')
  })
  afterAll(async () => testDb?.destroy())

  const get = (url: string, cookie?: string) => (cookie ? request(app.app).get(url).set('Cookie', cookie) : request(app.app).get(url))

  it('anonymous: false, and cached; a live session: true, rendered for it alone; an ended one: false', async () => {
    const first = await get('/website/About')
    expect([signedOf(first.text), first.headers['x-page-cache']]).toEqual(['false', 'miss'])
    const mine = await get('/website/About', `apdcl.sid=${sid}`)
    expect(signedOf(mine.text)).toBe('true')
    expect(mine.headers['x-page-cache']).toBeUndefined()
    expect(mine.headers['cache-control']).toBe('private, no-store')
    // the same for the client-side navigation's pageContext request
    expect(signedOf((await get('/website/About/index.pageContext.json', `apdcl.sid=${sid}`)).text)).toBe('true')
    const again = await get('/website/About')
    expect([signedOf(again.text), again.headers['x-page-cache']]).toEqual(['false', 'hit'])
    expect(signedOf((await get('/website/About', 'apdcl.sid=' + 'A'.repeat(43))).text)).toBe('false')
  })

  it('a session cookie the cache’s cookie check misses is still that visitor’s page: not stored, not shared', async () => {
    // cookieValue reads 'apdcl.sid =…' (names are trimmed), the cache's quick test does not
    const odd = `apdcl.sid =${sid}`
    const theirs = get('/website/Gallery', odd).then((r) => r)
    await new Promise((r) => setTimeout(r, 40))
    // an anonymous visitor arriving during that render: the same cache key
    const anonymous = await get('/website/Gallery')
    expect(signedOf((await theirs).text)).toBe('true')
    expect(signedOf(anonymous.text)).toBe('false')
    const later = await get('/website/Gallery')
    expect(signedOf(later.text)).toBe('false')
    expect(later.headers['x-page-cache']).toBe('miss')
  })
})

/** The header's own HTML, as the server renders it with what pageContext says (issue 24 §4). */
describe('the server-rendered header, signed in or not', () => {
  let uploads: string
  let site: Services['site']
  let testDb: TestDb
  beforeAll(async () => {
    await Promise.all([loadLocale('en'), loadLocale('as')])
    testDb = await createTestDb()
    uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-header-'))
    const config = loadConfig({ NODE_ENV: 'test', DEMO_MODE: 'true', LOG_LEVEL: 'silent', UPLOADS_DIR: uploads })
    site = createServices({ db: testDb.db, config, logger: pino({ level: 'silent' }) }).site
  })
  afterAll(async () => {
    await testDb?.destroy()
    if (uploads) fs.rmSync(uploads, { recursive: true, force: true })
  })

  function header(url: string, signedIn: boolean): string {
    const locale: Locale = url.includes('/AS_') ? 'as' : 'en'
    const pageContext = { locale, isMobile: true, signedIn, site, urlOriginal: url, urlPathname: url, urlParsed: { pathname: url, search: {} } } as unknown as PageContext
    const header = createElement(I18nextProvider, { i18n: createI18n(locale), children: createElement(SiteHeader, { mobile: true, Drawer: MobileDrawer }) })
    return renderToStaticMarkup(createElement(VikeReactProviderPageContext, { pageContext, children: header }))
  }
  const drawerOf = (html: string) => html.slice(html.indexOf('id="nav-drawer"'))

  it.each([
    ['/website/About', 'en', { login: 'Log In', dashboard: 'My dashboard', logout: 'Log out', complaint: 'Register a complaint' }],
    ['/website/AS_About', 'as', { login: 'লগ ইন', dashboard: 'মোৰ ডেশ্বব’ৰ্ড', logout: 'লগ আউট', complaint: 'অভিযোগ পঞ্জীয়ন কৰক' }],
  ] as const)('%s: Log In signed out; the dashboard, Log out and the services signed in', (url, locale, words) => {
    const p = locale === 'as' ? '/website/AS_' : '/website/'
    const out = drawerOf(header(url, false))
    expect(out).toContain(`>${words.login}</button>`)
    expect(out).not.toContain(words.logout)
    expect(out).not.toContain(`${p}RegisterComplaint`)
    const inside = header(url, true)
    const drawer = drawerOf(inside)
    // the phone header's own button is the dashboard link too, from the first paint
    expect(inside.slice(0, inside.indexOf('id="nav-drawer"'))).toContain(`href="${p}ConsumerDashboard"`)
    expect(drawer).toContain(`href="${p}ConsumerDashboard">${words.dashboard}</a>`)
    expect(drawer).toContain(`>${words.logout}</button>`)
    expect(drawer).not.toContain(`>${words.login}</button>`)
    for (const route of ['PayBill', 'ViewBill', 'RechargePrepaid', 'ApplyNewConn', 'CheckApplStatus', 'RegisterComplaint', 'ComplaintStatus']) {
      expect(drawer, route).toContain(`href="${p}${route}"`)
    }
    expect(drawer).toContain(`>${words.complaint}</a>`)
  })
})
