import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DOCUMENT_ROUTES } from '#shared/content/documentRoutes'
import { DATED_BY_DATA, lastUpdatedOf, newestDate, PAGE_DATES } from '#shared/pageDates'
import { GIGW_PAGES, ROUTES } from '#shared/routes'
import { SKIPPED, sitemapGroups, titleKeyOf, type SitemapLink } from '#client/loaders/gigw/sitemap.server'

const contentModules = import.meta.glob<{ default: { en: { updated?: string } } }>('../../../shared/content/*/index.ts', { eager: true })
const PUBLIC = ROUTES.filter((r) => r.implemented && !['admin', 'assamese', 'consumer'].includes(r.section))

const flat = (links: SitemapLink[]): SitemapLink[] => links.flatMap((l) => (l.children ? flat(l.children) : [l]))

describe('the sitemap (issue 14)', () => {
  it('lists every public page but those reached with a parameter, each with a label, in both languages', () => {
    for (const locale of ['en', 'as'] as const) {
      const links = sitemapGroups(locale).flatMap((g) => flat(g.links))
      const routes = new Set(
        links.map((l) =>
          l.href
            .replace(/^\/website/, '')
            .replace(/\?.*$/, '')
            .replace(/^\/AS_/, '/')
            .replace(/^\/Assamese$/, '/'),
        ),
      )
      for (const r of PUBLIC) if (!SKIPPED.has(r.path)) expect(routes, r.path).toContain(r.path)
      for (const l of links) {
        expect(l.label.trim(), l.href).not.toBe('')
        expect(l.label, l.href).not.toMatch(/^[a-z]+:/)
      }
      if (locale === 'as') {
        expect(links.every((l) => l.href.startsWith('/website/AS_') || l.href === '/website/Assamese')).toBe(true)
        expect(links.every((l) => /[\u0980-\u09FF]/.test(l.label))).toBe(true)
      }
    }
  })

  it('groups as the menus do: the header first, with its dropdowns; the GIGW pages in their group', () => {
    const groups = sitemapGroups('en')
    expect(groups[0].id).toBe('header')
    expect(groups[0].links.find((l) => l.children)?.children?.map((c) => c.href)).toEqual(['/website/TenderCurrent', '/website/TenderPrevious', '/website/TenderArchive'])
    expect(groups.find((g) => g.id === 'site')?.links.map((l) => l.href)).toEqual(GIGW_PAGES.filter((p) => !p.includes('Policy') && !p.includes('Plan')).map((p) => `/website${p}`))
    for (const p of PUBLIC) if (!SKIPPED.has(p.path)) expect(titleKeyOf(p.path) ?? p.path, p.path).toBeTruthy()
  })
})

describe("'Last updated' of every page (issue 14)", () => {
  it('has a date for every public page: its own, or its listing data', () => {
    for (const r of PUBLIC) {
      const dated = PAGE_DATES[r.path] ?? (DATED_BY_DATA.has(r.path) || Object.hasOwn(DOCUMENT_ROUTES, r.path) ? 'data' : undefined)
      expect(dated, r.path).toBeDefined()
    }
    for (const [route, date] of Object.entries(PAGE_DATES)) {
      expect(date, route).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(
        ROUTES.some((r) => r.path === route),
        route,
      ).toBe(true)
    }
  })

  it("gives an editorial page its content module's date", () => {
    for (const route of Object.keys(PAGE_DATES)) {
      const file = `client/pages/${route === '/' ? 'index' : route.slice(1)}/+Page.tsx`
      const module = fs.existsSync(file) ? /#shared\/content\/(\w+)/.exec(fs.readFileSync(file, 'utf8'))?.[1] : undefined
      const updated = module ? contentModules[`../../../shared/content/${module}/index.ts`]?.default.en.updated : undefined
      if (updated) expect(PAGE_DATES[route], route).toBe(updated)
    }
  })

  it("prefers the page data's content date; the Assamese mirror has its English page's date", () => {
    expect(newestDate(['2025-01-02', null, '2026-03-04T10:00:00Z', 'n/a', undefined, '2025-12-31'])).toBe('2026-03-04')
    expect(newestDate([])).toBeUndefined()
    expect(lastUpdatedOf('/Safety', {})).toBe(PAGE_DATES['/Safety'])
    expect(lastUpdatedOf('/AS_Safety', undefined)).toBe(PAGE_DATES['/Safety'])
    expect(lastUpdatedOf('/Notices', { contentDate: '2026-10-01' })).toBe('2026-10-01')
    expect(lastUpdatedOf('/Notices', { contentDate: null })).toBeUndefined()
    expect(lastUpdatedOf('/ConsumerDashboard', {})).toBeUndefined()
  })
})
