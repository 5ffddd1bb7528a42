import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { createElement, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { complaintHref } from '../../client/components/chat/chatFormat'
import { DashboardShell } from '../../client/components/dashboard/DashboardShell'
import { SideMenu } from '../../client/components/home/SideMenu'
import { SupportBanner } from '../../client/components/home/SupportBanner'
import CustomerCarePage from '../../client/pages/ContactCustomerCare/+Page'
import { loadConfig, type Config } from '../../server/config'
import { createServices, type Services } from '../../server/services'
import { seedIfEmpty } from '../../seeds'
import { createI18n, loadLocale } from '../../shared/i18n'
import { COMPLAINT_SITE_URL } from '../../shared/links'
import type { Locale } from '../../shared/locale'
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db'
import { PRODUCTION_ENV } from '../helpers/productionEnv'

/**
 * Issue 24 §2, in the pages' own HTML as the server renders it (React on the server, no build):
 * the home page's side menu (and the chat) follow COMPLAINTS_URL, which demo mode points at the
 * in-house desk and production leaves on the outside complaint site; the 1912 banner, the
 * Customer Care page and the dashboards lead to /RegisterComplaint and /ComplaintStatus in both.
 */
describe(`the complaint desk within reach (${TEST_DB})`, () => {
  let testDb: TestDb
  let uploads: string
  const modes: Record<'demo' | 'production', { config: Config; services: Services }> = {} as never

  beforeAll(async () => {
    testDb = await createTestDb()
    uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-complaint-links-'))
    const common = { NODE_ENV: 'test', LOG_LEVEL: 'silent', UPLOADS_DIR: uploads }
    const configs = { demo: loadConfig({ ...common, DEMO_MODE: 'true' }), production: loadConfig({ ...PRODUCTION_ENV, ...common }) }
    await seedIfEmpty(testDb.db, { uploadsPath: configs.demo.uploadsPath, stsVendingKey: configs.demo.stsVendingKey })
    const logger = pino({ level: 'silent' })
    for (const mode of ['demo', 'production'] as const) {
      modes[mode] = { config: configs[mode], services: createServices({ db: testDb.db, config: configs[mode], logger }) }
    }
    await Promise.all([loadLocale('en'), loadLocale('as')])
  })
  afterAll(async () => {
    await testDb?.destroy()
    if (uploads) fs.rmSync(uploads, { recursive: true, force: true })
  })

  /** A component's HTML on `url` as a page of that mode renders it (the page context Vike would give). */
  function html(mode: 'demo' | 'production', url: string, node: ReactElement, isMobile = true): string {
    const locale: Locale = url.includes('/AS_') ? 'as' : 'en'
    const pageContext = { locale, isMobile, site: modes[mode].services.site, urlOriginal: url, urlPathname: url, urlParsed: { pathname: url, search: {} } } as unknown as PageContext
    return renderToStaticMarkup(createElement(VikeReactProviderPageContext, { pageContext, children: createElement(I18nextProvider, { i18n: createI18n(locale), children: node }) }))
  }
  /** The href of every link in `markup`. */
  const hrefs = (markup: string) => [...markup.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1])
  /** The <a> named `text` (its whole text), or undefined. */
  const linkNamed = (markup: string, text: string) => [...markup.matchAll(/<a ([^>]*)>([^<]*)/g)].find((m) => m[2] === text)?.[1]

  it('the side menu of the home page: the desk in demo mode, the outside site in production (phone and desktop, both languages)', () => {
    for (const mobile of [true, false]) {
      const demo = html('demo', '/website/', createElement(SideMenu, { mobile }), mobile)
      expect(linkNamed(demo, 'Lodge a complaint'), 'demo, same tab').toBe('class="side-menu__link" href="/website/RegisterComplaint"')
      const demoAs = html('demo', '/website/AS_', createElement(SideMenu, { mobile }), mobile)
      expect(hrefs(demoAs)).toContain('/website/AS_RegisterComplaint')
      const prod = html('production', '/website/', createElement(SideMenu, { mobile }), mobile)
      expect(hrefs(prod)).toContain(COMPLAINT_SITE_URL)
      expect(hrefs(prod)).not.toContain('/website/RegisterComplaint')
    }
    expect(modes.demo.services.site.complaintsUrl).toBe('/RegisterComplaint')
    expect(modes.production.services.site.complaintsUrl).toBeUndefined()
  })

  it('the chat: its complaint link and the bot’s answer follow the same setting', async () => {
    expect(complaintHref(modes.demo.services.site.complaintsUrl, 'en')).toBe('/website/RegisterComplaint')
    expect(complaintHref(modes.demo.services.site.complaintsUrl, 'as')).toBe('/website/AS_RegisterComplaint')
    expect(complaintHref(modes.production.services.site.complaintsUrl, 'en')).toBe(COMPLAINT_SITE_URL)
    for (const mode of ['demo', 'production'] as const) {
      const { chat } = modes[mode].services
      const answer = await chat.answer((await chat.consumer('101000000001'))!, 'en', 'complaint', 'http://localhost')
      expect(answer.link?.href, mode).toBe(mode === 'demo' ? '/website/RegisterComplaint' : COMPLAINT_SITE_URL)
    }
  })

  it('the 1912 banner, the Customer Care page and the dashboards: the desk in every mode, in the page’s language', () => {
    const strip = { maskedMobile: '******0001', consumers: [], selected: null }
    for (const mode of ['demo', 'production'] as const) {
      for (const [prefix, register, status] of [
        ['/website/', 'Register a complaint', 'Complaint status'],
        ['/website/AS_', 'অভিযোগ পঞ্জীয়ন কৰক', 'অভিযোগৰ স্থিতি'],
      ] as const) {
        const desk = [`${prefix}RegisterComplaint`, `${prefix}ComplaintStatus`]
        const where = `${mode} ${prefix}`
        const banner = html(mode, prefix, createElement(SupportBanner, { email: 'care@apdcl.example' }))
        expect(linkNamed(banner, register), `banner ${where}`).toBe(`href="${desk[0]}"`)
        expect(linkNamed(banner, status), `banner ${where}`).toBe(`href="${desk[1]}"`)
        const care = html(mode, `${prefix}ContactCustomerCare`, createElement(CustomerCarePage))
        expect(hrefs(care), `Customer Care ${where}`).toEqual(expect.arrayContaining(desk))
        // on the page's own list of sections, so a phone reaches it from the top
        expect(care).toContain('href="#complaint-online"')
        const dashboard = html(mode, `${prefix}ConsumerDashboard`, createElement(DashboardShell, { strip, route: '/ConsumerDashboard', title: 'x', lead: 'y', children: null }))
        expect(hrefs(dashboard), `dashboard ${where}`).toEqual(expect.arrayContaining(desk))
        expect(dashboard).toContain(`>${register}</a>`)
      }
    }
  })
})
