import { parseFeed } from '@rowanmanning/feed-parser'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FEED_FORMATS, FEED_NAMES, robotsDisallowed, robotsRuleMatches, sitemapRoutes, type FeedFormat, type FeedName } from '../../shared/seo'
import { localizedPath, type Locale } from '../../shared/locale'
import { ROUTES } from '../../shared/routes'
import { IST_OFFSET_MS } from '../../shared/time'
import { FEED_ITEMS } from '../../server/services/feeds'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'
import { PRODUCTION_ENV } from '../helpers/productionEnv'

const ORIGIN = 'https://www.apdcl.example'
const HOUR = 3_600_000
/** an India wall-clock time as epoch ms */
const ist = (local: string) => Date.parse(`${local}:00.000Z`) - IST_OFFSET_MS
/** the instant an India date begins */
const istDay = (day: string) => Date.parse(`${day}T00:00:00+05:30`)
const BY = { actor: 'feeds.test', ip: null }

/** a title with every character XML must escape, and Assamese */
const TRICKY_EN = 'Supply of 11 kV cables & "poles" <Lot 1> for Guwahati\'s feeders'
const TRICKY_AS = 'কেবল যোগান & <খণ্ড ১> "গুৱাহাটী"'
const NOTICE_EN = 'Notice: meter <testing> & sealing drive'
const NOTICE_AS = 'জাননী: মিটাৰ পৰীক্ষা & <অভিযান>'

const feedUrl = (name: FeedName, format: FeedFormat, locale: Locale) => `/website/feeds/${locale === 'as' ? 'as/' : ''}${name}.${format}`
const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['item', 'entry', 'url', 'xhtml:link', 'category', 'link'].includes(name) })
const asList = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v])
const textOf = (v: unknown): string => (Array.isArray(v) ? textOf(v[0]) : typeof v === 'object' && v !== null ? String((v as { '#text'?: unknown })['#text'] ?? '') : String(v ?? ''))

/**
 * The feeds, the sitemap and robots.txt of issue 14 on both databases: every feed in both
 * formats and languages parsed by a real feed parser and checked against its format, items and
 * their dates, escaping, content changes showing at once, conditional requests, unknown feeds;
 * the sitemap against the 0.9 protocol with symmetric hreflang pairs; robots.txt in demo and
 * production mode.
 */
describe(`feeds, sitemap and robots.txt (${TEST_DB})`, () => {
  let t: TestApp
  const clock = ist('2026-06-15T10:00')
  const now = () => clock
  let tenderId = 0
  let feeder = ''

  beforeAll(async () => {
    t = await createTestApp({ seed: true, now, env: { PUBLIC_ORIGIN: ORIGIN, SHUTDOWN_ALERT_INTERVAL_MS: '0' } })
    const db = t.testDb.db
    const [row] = await db('tenders')
      .insert({
        tender_no: 'APDCL/CGM(PP&D)/T&C/2026/101',
        description: TRICKY_EN,
        description_as: TRICKY_AS,
        tender_date: '2026-06-10',
        bid_end_date: '2026-07-01',
        nit: 'tenders/nit 101.pdf',
        published: true,
      })
      .returning('id')
    tenderId = Number(typeof row === 'object' ? row.id : row)
    await db('tenders').insert({ tender_no: 'APDCL/2026/102', description: 'Tender in English only', tender_date: '2026-06-12', published: true })
    // a draft never shows; a tender of the previous financial year is not current
    await db('tenders').insert({ tender_no: 'APDCL/2026/103', description: 'Draft tender', tender_date: '2026-06-14', published: false })
    await db('tenders').insert({ tender_no: 'APDCL/2026/104', description: 'Last year tender', tender_date: '2026-03-20', published: true })
    await db('documents').insert([
      { category: 'notice', name: NOTICE_EN, name_as: NOTICE_AS, date: '2026-06-14', file_location: 'documents/notice/meter drive.pdf', published: true },
      { category: 'notice', name: 'Undated notice', date: null, file_location: 'documents/notice/undated.pdf', published: true },
      { category: 'shutdownNotice', sub_type: 'circle', name: 'Shutdown notice of a circle', date: '2026-06-13', file_location: 'documents/shutdown/circle.pdf', published: true },
    ])
    await t.services.contentBus.changed('feeds test')
    feeder = String((await db('feeders').select('code').orderBy('code').first())?.code ?? '')
  })
  afterAll(async () => t?.close())

  const get = (path: string) => request(t.app).get(path)

  describe('every feed, both formats, both languages', () => {
    const cases = FEED_NAMES.flatMap((name) => FEED_FORMATS.flatMap((format) => (['en', 'as'] as Locale[]).map((locale) => [name, format, locale] as const)))
    it.each(cases)('%s.%s (%s): valid XML of its format, parsed by a feed parser, newest first, absolute links', async (name, format, locale) => {
      const res = await get(feedUrl(name, format, locale)).expect(200)
      expect(res.headers['content-type']).toBe(format === 'rss' ? 'application/rss+xml; charset=utf-8' : 'application/atom+xml; charset=utf-8')
      expect(res.headers['cache-control']).toBe('public, max-age=300')
      expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/)
      const body = res.text
      expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
      expect(XMLValidator.validate(body)).toBe(true)

      const feed = parseFeed(body)
      expect(feed.meta.type).toBe(format)
      expect(feed.title).toBeTruthy()
      expect(feed.url).toBe(
        `${ORIGIN}/website/${localizedPath(({ tenders: '/TenderCurrent', notices: '/Notices', news: '/NewsNotification', shutdowns: '/ShutdownNotices' } as const)[name], locale).slice(1)}`,
      )
      expect(feed.self).toBe(`${ORIGIN}${feedUrl(name, format, locale)}`)
      // RSS: the language tag of the region (en-IN, as-IN); Atom: xml:lang of the language, as the pages' hreflang
      expect(feed.language?.toLowerCase()).toBe(format === 'rss' ? `${locale}-in` : locale)
      expect(feed.items.length).toBeLessThanOrEqual(FEED_ITEMS)
      const times = feed.items.map((i) => i.published?.getTime() ?? NaN)
      for (const time of times) expect(Number.isFinite(time)).toBe(true)
      expect(times).toEqual([...times].sort((a, b) => b - a))
      for (const item of feed.items) {
        expect(item.id).toMatch(/^tag:www\.apdcl\.example,2021:/)
        expect(item.title).toBeTruthy()
        expect(item.url).toMatch(/^https?:\/\//)
        expect(item.categories.length).toBeGreaterThan(0)
      }
      expect(new Set(feed.items.map((i) => i.id)).size).toBe(feed.items.length)
      if (locale === 'as') {
        // the feed's own words are Assamese
        expect(feed.title).toMatch(/[\u0980-\u09FF]/)
        expect(feed.description).toMatch(/[\u0980-\u09FF]/)
      }

      // the format's required elements (RSS 2.0; RFC 4287), read by a plain XML parser
      const doc = xml.parse(body)
      if (format === 'rss') {
        expect(doc.rss['@version']).toBe('2.0')
        const channel = doc.rss.channel
        for (const el of ['title', 'link', 'description']) expect(textOf(channel[el])).toBeTruthy()
        expect(new Date(channel.lastBuildDate).toUTCString()).toBe(channel.lastBuildDate)
        for (const item of asList(channel.item)) {
          expect(item.guid['@isPermaLink']).toBe('false')
          expect(new Date(item.pubDate).toUTCString()).toBe(item.pubDate)
        }
      } else {
        expect(doc.feed['@xmlns']).toBe('http://www.w3.org/2005/Atom')
        expect(doc.feed['@xml:lang']).toBe(locale)
        for (const el of ['id', 'title', 'updated']) expect(textOf(doc.feed[el])).toBeTruthy()
        expect(doc.feed.author.name).toBeTruthy()
        for (const entry of asList(doc.feed.entry)) {
          for (const el of ['id', 'title', 'updated']) expect(textOf(entry[el])).toBeTruthy()
          expect(entry.updated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
          expect(asList(entry.link).some((l: Record<string, string>) => l['@rel'] === 'alternate' && /^https?:\/\//.test(l['@href']))).toBe(true)
        }
      }
    })
  })

  it('tenders: the current financial year only, published only, the tender date as the date, titles escaped and read back exactly', async () => {
    for (const format of FEED_FORMATS) {
      const en = parseFeed((await get(feedUrl('tenders', format, 'en'))).text)
      const titles = en.items.map((i) => i.title)
      expect(titles).toContain(TRICKY_EN)
      expect(titles).toContain('Tender in English only')
      expect(titles).not.toContain('Draft tender')
      expect(titles).not.toContain('Last year tender')
      const tricky = en.items.find((i) => i.title === TRICKY_EN)!
      expect(tricky.published?.getTime()).toBe(istDay('2026-06-10'))
      expect(tricky.url).toBe(`${ORIGIN}/website/TenderCurrent?q=APDCL%2FCGM%28PP%26D%29%2FT%26C%2F2026%2F101#tender-${tenderId}`)
      expect(tricky.id).toBe(`tag:www.apdcl.example,2021:tender/${tenderId}`)
      expect(tricky.categories.map((c) => c.label ?? c.term)).toEqual(['Tender'])
      expect(tricky.description ?? tricky.content).toContain('APDCL/CGM(PP&D)/T&C/2026/101')
      expect(tricky.description ?? tricky.content).toContain('01 Jul 2026')

      const as = parseFeed((await get(feedUrl('tenders', format, 'as'))).text)
      const assamese = as.items.find((i) => i.id === `tag:www.apdcl.example,2021:as/tender/${tenderId}`)!
      expect(assamese.title).toBe(TRICKY_AS)
      expect(assamese.url).toMatch(new RegExp(`^${ORIGIN}/website/AS_TenderCurrent\\?q=.*#tender-${tenderId}$`))
      expect(assamese.categories.map((c) => c.label ?? c.term)).toEqual(['নিবিদা'])
      // Assamese digits in the Assamese summary's dates
      expect(assamese.description ?? assamese.content).toContain('০১ জুলাই ২০২৬')
      // no Assamese title: the English one, marked as English in Atom
      expect(as.items.map((i) => i.title)).toContain('Tender in English only')
    }
    const atom = (await get(feedUrl('tenders', 'atom', 'as'))).text
    expect(atom).toContain('<title type="text" xml:lang="en">Tender in English only</title>')
    // the raw bytes: escaped, never a raw < or & from the content
    expect(atom).toContain('কেবল যোগান &amp; &lt;খণ্ড ১&gt; &quot;গুৱাহাটী&quot;')
    const rss = (await get(feedUrl('tenders', 'rss', 'en'))).text
    expect(rss).toContain('<title>Supply of 11 kV cables &amp; &quot;poles&quot; &lt;Lot 1&gt; for Guwahati&apos;s feeders</title>')
  })

  it('notices: linked to the document, dated by its date; undated entries left out', async () => {
    const feed = parseFeed((await get(feedUrl('notices', 'rss', 'en'))).text)
    const notice = feed.items.find((i) => i.title === NOTICE_EN)!
    expect(notice.url).toBe(`${ORIGIN}/website/uploads/documents/notice/meter%20drive.pdf`)
    expect(notice.published?.getTime()).toBe(istDay('2026-06-14'))
    expect(notice.categories.map((c) => c.label ?? c.term)).toEqual(['Notices'])
    expect(feed.items.map((i) => i.title)).not.toContain('Undated notice')
    const as = parseFeed((await get(feedUrl('notices', 'atom', 'as'))).text)
    expect(as.items.map((i) => i.title)).toContain(NOTICE_AS)
    expect(as.items.find((i) => i.title === NOTICE_AS)!.categories.map((c) => c.label ?? c.term)).toEqual(['জাননী'])
  })

  it('content changes show at once: a news item added, changed and unpublished by the admin service', async () => {
    const before = parseFeed((await get(feedUrl('news', 'atom', 'en'))).text)
    const html = 'Consumers can <b>now</b> pay &amp; recharge on the <a href="/website/PayBill">new portal</a>'
    const created = await t.services.adminContent.documents.create(
      'news',
      { name: html, nameAs: 'নতুন <b>প’ৰ্টেল</b>', subType: 'news', date: '2026-06-15', link: '/website/PayBill', isNew: true, published: true },
      null,
      BY,
    )
    const after = parseFeed((await get(feedUrl('news', 'atom', 'en'))).text)
    expect(after.items.length).toBe(Math.min(FEED_ITEMS, before.items.length + 1))
    const item = after.items.find((i) => i.id === `tag:www.apdcl.example,2021:document/${created.id}`)!
    // the HTML name as plain text; the entry's link, absolute (and in Assamese on the Assamese feed)
    expect(item.title).toBe('Consumers can now pay & recharge on the new portal')
    expect(item.url).toBe(`${ORIGIN}/website/PayBill`)
    expect(item.published?.getTime()).toBe(istDay('2026-06-15'))
    const as = parseFeed((await get(feedUrl('news', 'rss', 'as'))).text)
    expect(as.items.find((i) => i.id === `tag:www.apdcl.example,2021:as/document/${created.id}`)).toMatchObject({ title: 'নতুন প’ৰ্টেল', url: `${ORIGIN}/website/AS_PayBill` })

    await t.services.adminContent.documents.setPublished(created.id, false, BY)
    const gone = parseFeed((await get(feedUrl('news', 'atom', 'en'))).text)
    expect(gone.items.map((i) => i.title)).not.toContain('Consumers can now pay & recharge on the new portal')
  })

  it('shutdowns: a planned shutdown appears when published (with its window, feeders and reason), with the shutdown notice documents', async () => {
    expect(feeder).not.toBe('')
    const startsAt = ist('2026-06-20T09:00')
    const view = await t.services.outageAdmin.publishShutdown({ feeders: [feeder], startsAt, endsAt: startsAt + 4 * HOUR, reason: 'Line maintenance & tree cutting', reasonAs: 'লাইন মেৰামতি' }, BY)
    for (const format of FEED_FORMATS) {
      const feed = parseFeed((await get(feedUrl('shutdowns', format, 'en'))).text)
      const item = feed.items.find((i) => i.id === `tag:www.apdcl.example,2021:shutdown/${view.id}`)!
      expect(item.title).toBe(`Planned shutdown ${view.ref}: 20 Jun 2026, 09:00 to 13:00`)
      expect(item.url).toBe(`${ORIGIN}/website/ShutdownNotices#shutdown-${view.ref}`)
      expect(item.published?.getTime()).toBe(clock)
      expect(item.description ?? item.content).toContain('Reason: Line maintenance & tree cutting')
      expect(item.description ?? item.content).toContain(feeder)
      expect(feed.items.map((i) => i.title)).toContain('Shutdown notice of a circle')
      const as = parseFeed((await get(feedUrl('shutdowns', format, 'as'))).text)
      const asItem = as.items.find((i) => i.id === `tag:www.apdcl.example,2021:as/shutdown/${view.id}`)!
      expect(asItem.title).toBe(`পূৰ্বনিৰ্ধাৰিত বিদ্যুৎ বন্ধ ${view.ref}: ২০ জুন ২০২৬, ০৯:০০ৰ পৰা ১৩:০০লৈ`)
      expect(asItem.url).toBe(`${ORIGIN}/website/AS_ShutdownNotices#shutdown-${view.ref}`)
      expect(asItem.description ?? asItem.content).toContain('কাৰণ: লাইন মেৰামতি')
    }
    // cancelled: it leaves the feed
    await t.services.outageAdmin.cancelShutdown(view.id, BY)
    const after = parseFeed((await get(feedUrl('shutdowns', 'rss', 'en'))).text)
    expect(after.items.map((i) => i.id)).not.toContain(`tag:www.apdcl.example,2021:shutdown/${view.id}`)
  })

  it('answers a conditional request with 304, and HEAD with the headers only', async () => {
    const first = await get(feedUrl('notices', 'rss', 'en')).expect(200)
    const again = await get(feedUrl('notices', 'rss', 'en'))
      .set('If-None-Match', first.headers.etag)
      .expect(304)
    expect(again.text).toBe('')
    await get(feedUrl('notices', 'rss', 'en'))
      .set('If-None-Match', '"something-else"')
      .expect(200)
    const head = await request(t.app)
      .head(feedUrl('notices', 'atom', 'en'))
      .expect(200)
    expect(head.headers['content-type']).toBe('application/atom+xml; charset=utf-8')
  })

  it('an unknown feed is a plain 404 that names the feeds', async () => {
    for (const path of [
      '/website/feeds/tenders.json',
      '/website/feeds/Tenders.rss',
      '/website/feeds/careers.rss',
      '/website/feeds/as/tenders.xml',
      '/website/feeds/tenders.rss.atom',
      '/website/feeds/%3Cscript%3E.rss',
    ]) {
      const res = await get(path).expect(404)
      expect(res.headers['content-type']).toMatch(/^text\/plain/)
      expect(res.text).toContain('The feeds are tenders.rss, tenders.atom, notices.rss')
      expect(res.text).not.toContain('<script>')
    }
  })

  describe('sitemap.xml', () => {
    let body = ''
    let urls: Array<{ loc: string; lastmod?: string; 'xhtml:link': Array<Record<string, string>> }> = []
    beforeAll(async () => {
      const res = await get('/website/sitemap.xml').expect(200)
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8')
      expect(res.headers.etag).toBeTruthy()
      body = res.text
      urls = xml.parse(body).urlset.url
    })

    it('is well-formed XML in the 0.9 protocol namespace with the xhtml namespace, under the limits', () => {
      expect(XMLValidator.validate(body)).toBe(true)
      const doc = xml.parse(body)
      expect(doc.urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
      expect(doc.urlset['@xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml')
      expect(urls.length).toBeGreaterThan(100)
      expect(urls.length).toBeLessThanOrEqual(50_000)
      expect(Buffer.byteLength(body)).toBeLessThan(50 * 1024 * 1024)
      // raw: a query's & is escaped in the file
      expect(body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/)
    })

    it('every loc is absolute on the public origin, unique; lastmod is a W3C date', () => {
      const locs = urls.map((u) => u.loc)
      expect(new Set(locs).size).toBe(locs.length)
      for (const u of urls) {
        expect(u.loc.startsWith(`${ORIGIN}/website/`)).toBe(true)
        expect(u.loc.length).toBeLessThan(2048)
        if (u.lastmod !== undefined) expect(String(u.lastmod)).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      }
    })

    it('lists every public route and its AS_ mirror, and no admin, dashboard or result page', () => {
      const locs = new Set(urls.map((u) => u.loc))
      for (const route of sitemapRoutes()) {
        const [path, query] = route.split('?')
        if (path === '/SubGallery') continue
        const suffix = query ? `?${query}` : ''
        expect(locs, route).toContain(`${ORIGIN}/website${path === '/' ? '/' : path}${suffix}`)
        expect(locs, route).toContain(`${ORIGIN}/website${localizedPath(path, 'as')}${suffix}`)
      }
      expect([...locs].filter((l) => /\/SubGallery\?id=\d+$/.test(l)).length).toBeGreaterThan(0)
      for (const r of ROUTES.filter((r) => r.section === 'admin' || r.section === 'consumer')) {
        for (const loc of locs) expect(new URL(loc).pathname.replace(/^\/website\/(AS_)?/, '/')).not.toBe(r.path)
      }
      for (const loc of locs) expect(loc).not.toMatch(/\/(AS_)?(Admin|admin\/|dcPortal\/|ConsumerDashboard|PrintAck|PrintSOSS|AdSmtPrdRct|PaymentStatus|AssameseMobile)/)
      // the public routes the sitemap must have: the listings, the bill services, the EoDB reports
      for (const must of [
        '/website/',
        '/website/Assamese',
        '/website/TenderCurrent',
        '/website/AS_Notices',
        '/website/PayBill',
        '/website/EodbReport',
        '/website/Project?showdiv=ipds',
        '/website/AS_WebsitePolicy?showdiv=privacy',
      ]) {
        expect(locs).toContain(ORIGIN + must)
      }
    })

    it('hreflang pairs are symmetric: each URL names itself and its mirror, and the mirror names it back', () => {
      const byLoc = new Map(urls.map((u) => [u.loc, u]))
      for (const u of urls) {
        const links = u['xhtml:link']
        expect(links.map((l) => l['@hreflang']).sort()).toEqual(['as', 'en', 'x-default'])
        for (const l of links) expect(l['@rel']).toBe('alternate')
        const href = Object.fromEntries(links.map((l) => [l['@hreflang'], l['@href']]))
        expect(href['x-default']).toBe(href.en)
        expect([href.en, href.as]).toContain(u.loc)
        for (const lang of ['en', 'as']) {
          const other = byLoc.get(href[lang])
          expect(other, href[lang]).toBeDefined()
          expect(other!['xhtml:link']).toEqual(links)
        }
      }
    })

    it('lastmod is the newest entry of a listing: /Notices by its newest dated notice', async () => {
      const newest = await t.testDb.db('documents').where({ category: 'notice', published: true }).whereNotNull('date').max({ d: 'date' }).first()
      const notices = urls.find((u) => u.loc === `${ORIGIN}/website/Notices`)!
      expect(String(notices.lastmod)).toBe(newest?.d)
      expect(urls.find((u) => u.loc === `${ORIGIN}/website/AS_Notices`)!.lastmod).toBe(notices.lastmod)
      expect(String(urls.find((u) => u.loc === `${ORIGIN}/website/TenderCurrent`)!.lastmod) >= '2026-06-12').toBe(true)
      // a page without dated content has none
      expect(urls.find((u) => u.loc === `${ORIGIN}/website/About`)!.lastmod).toBeUndefined()
    })
  })

  it('a demonstration site: robots.txt keeps every crawler out (at the root and under /website/), and every answer says noindex', async () => {
    for (const path of ['/robots.txt', '/website/robots.txt']) {
      const res = await get(path).expect(200)
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
      expect(res.text.split('\n')).toEqual(['# A demonstration site (DEMO_MODE): not the real site, so no search engine indexes it.', 'User-agent: *', 'Disallow: /', ''])
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow')
    }
    expect((await get('/website/feeds/news.rss')).headers['x-robots-tag']).toBe('noindex, nofollow')
    expect((await get('/api/tenderCurrent')).headers['x-robots-tag']).toBe('noindex, nofollow')
  })
})

describe(`robots.txt outside demo mode (${TEST_DB})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { ...PRODUCTION_ENV, NODE_ENV: 'test', DEMO_MODE: 'false' } })
  })
  afterAll(async () => t?.close())

  it('lets crawlers in but for the API, the signed-in, admin and result pages, and names the sitemap; no noindex', async () => {
    const root = await request(t.app).get('/robots.txt').expect(200)
    const site = await request(t.app).get('/website/robots.txt').expect(200)
    expect(site.text).toBe(root.text)
    expect(root.headers['x-robots-tag']).toBeUndefined()
    const lines = root.text.split('\n')
    expect(lines[0]).toBe('User-agent: *')
    for (const path of [
      '/api/',
      '/auth/',
      '/bot/',
      '/dev/',
      '/website/AdminLogin',
      '/website/admin/admin_dashboard',
      '/website/dcPortal/dc_dashboard',
      '/website/ConsumerDashboard',
      '/website/AS_ConsumerDashboardPrepaid',
      '/website/PrintAck',
      '/website/AS_PrintAck',
      '/website/PaymentStatus',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`)
    }
    expect(lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice(10))).toEqual(robotsDisallowed())
    // no public page is kept out
    for (const path of ['/website/', '/website/TenderCurrent', '/website/AS_Notices', '/website/feeds/news.rss', '/website/TanUpdateOtp', '/website/sitemap.xml']) {
      expect(
        lines.some((l) => l.startsWith('Disallow: ') && robotsRuleMatches(l.slice(10), path)),
        path,
      ).toBe(false)
    }
    expect(lines).toContain('Allow: /')
    expect(lines).toContain('Sitemap: https://www.apdcl.example/website/sitemap.xml')
    const sitemap = await request(t.app).get('/website/sitemap.xml').expect(200)
    expect(sitemap.headers['x-robots-tag']).toBeUndefined()
  })
})
