/**
 * Issue 14 on the built production server: the canonical, hreflang and feed links in the head
 * of real rendered pages (also when served from the page cache), none on an error page, and
 * the feeds they announce answering. Its own server with PUBLIC_ORIGIN set.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startProductionServer, type RunningServer } from '../helpers/server'

const ORIGIN = 'https://www.apdcl.example'
let server: RunningServer
let tmp: string

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-seo-'))
  server = await startProductionServer({
    buildDir: inject('buildDir'),
    sqliteFile: path.join(tmp, 'seo.sqlite'),
    uploadsDir: path.join(tmp, 'uploads'),
    env: { PAGE_CACHE_TTL_MS: '60000', PUBLIC_ORIGIN: ORIGIN },
  })
})

afterAll(async () => {
  await server?.stop()
  fs.rmSync(tmp, { recursive: true, force: true })
})

/** The <head> of a page, and its links as [rel, attributes] */
async function headOf(pathAndQuery: string) {
  const res = await fetch(server.baseUrl + pathAndQuery)
  const html = await res.text()
  const head = html.slice(0, html.indexOf('</head>'))
  const links = [...head.matchAll(/<link\b([^>]*)>/g)].map((m) => Object.fromEntries([...m[1].matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((a) => [a[1].toLowerCase(), a[2].replace(/&amp;/g, '&')])))
  return { res, links }
}

describe('canonical and hreflang links of rendered pages', () => {
  it('a listing with tracking parameters: canonical with only its own parameters; en, as, x-default; its feeds', async () => {
    for (let round = 0; round < 2; round++) {
      const { res, links } = await headOf('/website/Notices?utm_source=mail&year=2026&page=1&fbclid=x')
      expect(res.status).toBe(200)
      // the second answer comes from the page cache, with the same head
      if (round === 1) expect(res.headers.get('x-page-cache')).toBe('hit')
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow')
      expect(links.filter((l) => l.rel === 'canonical')).toEqual([{ rel: 'canonical', href: `${ORIGIN}/website/Notices?year=2026` }])
      const hreflang = links.filter((l) => l.hreflang).map((l) => [l.hreflang, l.href])
      expect(hreflang).toEqual([
        ['en', `${ORIGIN}/website/Notices?year=2026`],
        ['as', `${ORIGIN}/website/AS_Notices?year=2026`],
        ['x-default', `${ORIGIN}/website/Notices?year=2026`],
      ])
      const feeds = links.filter((l) => l.type === 'application/rss+xml' || l.type === 'application/atom+xml')
      expect(feeds.map((l) => l.href)).toEqual(['/website/feeds/notices.rss', '/website/feeds/notices.atom'])
      expect(feeds[0].title).toBe('APDCL: Notices (RSS feed)')
    }
  })

  it('an Assamese page: its own canonical and the Assamese feeds', async () => {
    const { res, links } = await headOf('/website/AS_TenderCurrent')
    expect(res.status).toBe(200)
    expect(links.find((l) => l.rel === 'canonical')?.href).toBe(`${ORIGIN}/website/AS_TenderCurrent`)
    expect(links.find((l) => l.hreflang === 'en')?.href).toBe(`${ORIGIN}/website/TenderCurrent`)
    const feeds = links.filter((l) => l.type === 'application/rss+xml' || l.type === 'application/atom+xml')
    expect(feeds.map((l) => l.href)).toEqual(['/website/feeds/as/tenders.rss', '/website/feeds/as/tenders.atom'])
    expect(feeds[1].title).toBe('এ.পি.ডি.চি.এল.: চলিত বিত্তীয় বৰ্ষৰ নিবিদা (এটম ফিড)')
    for (const feed of feeds) {
      const answer = await fetch(server.baseUrl + feed.href)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toBe(`${feed.type}; charset=utf-8`)
    }
  })

  it('the homes and a ?showdiv= section', async () => {
    const home = await headOf('/website/?utm_campaign=x')
    expect(home.links.find((l) => l.rel === 'canonical')?.href).toBe(`${ORIGIN}/website/`)
    expect(home.links.find((l) => l.hreflang === 'as')?.href).toBe(`${ORIGIN}/website/Assamese`)
    expect(home.links.some((l) => l.href === '/website/feeds/news.rss')).toBe(true)
    const mobile = await headOf('/website/AssameseMobile')
    expect(mobile.links.find((l) => l.rel === 'canonical')?.href).toBe(`${ORIGIN}/website/Assamese`)
    const policy = await headOf('/website/AS_WebsitePolicy?showdiv=privacy')
    expect(policy.links.find((l) => l.rel === 'canonical')?.href).toBe(`${ORIGIN}/website/AS_WebsitePolicy?showdiv=privacy`)
  })

  it('a form page never puts its input in the canonical URL; an error page has no canonical', async () => {
    const form = await headOf('/website/CheckApplStatus?applNo=AP1234567890')
    expect(form.links.find((l) => l.rel === 'canonical')?.href).toBe(`${ORIGIN}/website/CheckApplStatus`)
    const missing = await headOf('/website/NoSuchPage')
    expect(missing.res.status).toBe(404)
    expect(missing.links.some((l) => l.rel === 'canonical' || l.hreflang)).toBe(false)
  })

  it('robots.txt and the sitemap answer on the built server', async () => {
    expect(await (await fetch(`${server.baseUrl}/robots.txt`)).text()).toContain('Disallow: /')
    const sitemap = await fetch(`${server.baseUrl}/website/sitemap.xml`)
    expect(sitemap.status).toBe(200)
    expect(await sitemap.text()).toContain(`<loc>${ORIGIN}/website/AS_TenderCurrent</loc>`)
  })
})
