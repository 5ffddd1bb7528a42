import { describe, expect, it } from 'vitest'
import { canonicalQuery, feedPath, feedsOfRoute, pageLinks, robotsDisallowed, robotsRuleMatches, sitemapRoutes } from './seo'

const O = 'https://www.apdcl.org'

describe('canonical URLs and hreflang (shared/seo.ts)', () => {
  it('keeps only the parameters that select content, sorted; drops tracking parameters, empty values and page=1', () => {
    expect(canonicalQuery('/Notices', new URLSearchParams('utm_source=x&year=2024&q=meter&page=2&fbclid=1'))).toBe('page=2&q=meter&year=2024')
    expect(canonicalQuery('/Notices', { page: '1', q: '' })).toBe('')
    expect(canonicalQuery('/Project', new URLSearchParams('showdiv=ipds&showdiv=uday'))).toBe('showdiv=uday')
    // a page that reads no parameter (and the form pages' inputs: a consumer number is never in a canonical URL)
    expect(canonicalQuery('/About', { q: 'x' })).toBe('')
    expect(canonicalQuery('/CheckApplStatus', { applNo: 'AP1234' })).toBe('')
  })

  it('an English page and its Assamese mirror: each canonical to itself, the same three alternates', () => {
    const en = pageLinks(O, '/Notices', { year: '2024', utm_medium: 'mail' })
    const as = pageLinks(O, '/AS_Notices', { year: '2024' })
    expect(en?.canonical).toBe(`${O}/website/Notices?year=2024`)
    expect(as?.canonical).toBe(`${O}/website/AS_Notices?year=2024`)
    const alternates = [
      { hreflang: 'en', href: `${O}/website/Notices?year=2024` },
      { hreflang: 'as', href: `${O}/website/AS_Notices?year=2024` },
      { hreflang: 'x-default', href: `${O}/website/Notices?year=2024` },
    ]
    expect(en?.alternates).toEqual(alternates)
    expect(as?.alternates).toEqual(alternates)
  })

  it('the homes: / and /Assamese; /AssameseMobile is the Assamese home', () => {
    expect(pageLinks(O, '/', {})?.canonical).toBe(`${O}/website/`)
    expect(pageLinks(O, '/Assamese', {})?.canonical).toBe(`${O}/website/Assamese`)
    expect(pageLinks(O, '/AssameseMobile', {})?.canonical).toBe(`${O}/website/Assamese`)
    expect(pageLinks(O, '/AssameseMobile', {})?.alternates.map((a) => a.href)).toEqual([`${O}/website/`, `${O}/website/Assamese`, `${O}/website/`])
  })

  it('the admin area is English only: no alternates, and /AS_AdminLogin points at /AdminLogin', () => {
    expect(pageLinks(O, '/admin/admin_dashboard', {})).toEqual({ canonical: `${O}/website/admin/admin_dashboard`, alternates: [] })
    expect(pageLinks(O, '/AS_AdminLogin', {})?.canonical).toBe(`${O}/website/AdminLogin`)
  })

  it('no links for a path that is no page of ours', () => {
    expect(pageLinks(O, '/NoSuchPage', {})).toBeNull()
    expect(pageLinks(O, '/AS_NoSuchPage', {})).toBeNull()
    expect(pageLinks(O, '/AS_Assamese', {})).toBeNull()
  })
})

describe('sitemap routes, robots.txt paths and feeds (shared/seo.ts)', () => {
  it('the sitemap: public built routes with their ?showdiv= sections; no dashboards, admin or result pages', () => {
    const routes = sitemapRoutes()
    expect(routes).toContain('/')
    expect(routes).toContain('/TenderCurrent')
    expect(routes).toContain('/EodbReport')
    expect(routes).toContain('/SmartPrepaidBalance')
    expect(routes).toContain('/WebsitePolicy?showdiv=privacy')
    for (const r of routes) expect(r).not.toMatch(/^\/(Admin|admin\/|dcPortal\/|ConsumerDashboard|PrintAck|PrintSOSS|AdSmtPrdRct|PaymentStatus|Assamese)/)
    expect(new Set(routes).size).toBe(routes.length)
  })

  it('robots.txt: the API families, admin, dashboards and result pages with their AS_ mirrors (none for admin)', () => {
    const paths = robotsDisallowed()
    expect(paths.slice(0, 5)).toEqual(['/api/', '/auth/', '/bot/', '/dev/', '/sandbox-pg/'])
    expect(paths).toContain('/website/AdminLogin')
    expect(paths).not.toContain('/website/AS_AdminLogin')
    expect(paths).toContain('/website/ConsumerDashboardPrepaid')
    expect(paths).toContain('/website/AS_ConsumerDashboardPrepaid')
    expect(paths).toContain('/website/AS_PrintSOSS')
    // /TanUpdate (a result page) begins /TanUpdateOtp (a public one): ruled out exactly
    expect(paths).toContain('/website/TanUpdate$')
    expect(paths).toContain('/website/AS_TanUpdate?')
    for (const p of paths) for (const r of sitemapRoutes()) expect(robotsRuleMatches(p, `/website${r === '/' ? '/' : r}`), `${p} ${r}`).toBe(false)
    expect(robotsRuleMatches('/website/TanUpdate?', '/website/TanUpdate?consNo=1')).toBe(true)
    expect(robotsRuleMatches('/website/TanUpdate$', '/website/TanUpdate')).toBe(true)
  })

  it('feed paths and the pages that announce them', () => {
    expect(feedPath('tenders', 'rss', 'en')).toBe('/website/feeds/tenders.rss')
    expect(feedPath('shutdowns', 'atom', 'as')).toBe('/website/feeds/as/shutdowns.atom')
    expect(feedsOfRoute('/TenderCurrent')).toEqual(['tenders'])
    expect(feedsOfRoute('/Notices')).toEqual(['notices'])
    expect(feedsOfRoute('/NewsNotification')).toEqual(['news'])
    expect(feedsOfRoute('/ShutdownNotices')).toEqual(['shutdowns'])
    expect(feedsOfRoute('/')).toEqual(['news'])
    expect(feedsOfRoute('/About')).toEqual([])
  })
})
