import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { canonicalRoute, ROUTES } from '../../shared/routes'
import { assameseMirror, parseRoutesTxt, ROUTES_TXT, routesFromModule, sweepRoutes } from '../helpers/routesTxt'

const txt = fs.existsSync(ROUTES_TXT) ? fs.readFileSync(ROUTES_TXT, 'utf8') : undefined

describe('routes.txt and shared/routes.ts agree', () => {
  it.skipIf(!txt)('every route of routes.txt is known to shared/routes.ts, in the same section', () => {
    const fromTxt = parseRoutesTxt(txt!)
    const known = new Map(routesFromModule().map((r) => [r.route, r.section]))
    const missing = fromTxt.filter((r) => !known.has(r.route)).map((r) => r.route)
    const wrongSection = fromTxt.filter((r) => known.has(r.route) && known.get(r.route) !== r.section).map((r) => `${r.route}: routes.txt [${r.section}], routes.ts [${known.get(r.route)}]`)
    expect(missing, 'in routes.txt but not in shared/routes.ts').toEqual([])
    expect(wrongSection).toEqual([])
  })

  it.skipIf(!txt)('every route of shared/routes.ts (and query variant) is in routes.txt', () => {
    const inTxt = new Set(parseRoutesTxt(txt!).map((r) => r.route))
    const extra = routesFromModule()
      .map((r) => r.route)
      .filter((r) => !inTxt.has(r))
    expect(extra, 'in shared/routes.ts but not in routes.txt').toEqual([])
  })

  it('has no duplicate and no two routes that differ only in letter case', () => {
    const paths = ROUTES.map((r) => r.path)
    expect(new Set(paths).size).toBe(paths.length)
    expect(new Set(paths.map((p) => p.toLowerCase())).size).toBe(paths.length)
  })

  it('canonicalRoute maps another letter case to the listed spelling, and leaves the canonical alone', () => {
    expect(canonicalRoute('/paybill')).toBe('/PayBill')
    expect(canonicalRoute('/TENDERCURRENT')).toBe('/TenderCurrent')
    expect(canonicalRoute('/PayBill')).toBeUndefined()
    expect(canonicalRoute('/NoSuchPage')).toBeUndefined()
  })
})

describe('route parsing and the sweep list', () => {
  it('parses sections and query variants, and rejects a route outside a section', () => {
    const r = parseRoutesTxt('# c\n[home]\n/\n[public]\n/Project\n/Project?showdiv=ipds\n')
    expect(r).toEqual([
      { route: '/', pathname: '/', section: 'home' },
      { route: '/Project', pathname: '/Project', section: 'public' },
      { route: '/Project?showdiv=ipds', pathname: '/Project', section: 'public' },
    ])
    expect(() => parseRoutesTxt('/Orphan\n')).toThrow(/before any/)
  })

  it('mirrors routes into Assamese', () => {
    expect(assameseMirror('/')).toBe('/Assamese')
    expect(assameseMirror('/Safety')).toBe('/AS_Safety')
    expect(assameseMirror('/Project?showdiv=uday')).toBe('/AS_Project?showdiv=uday')
  })

  it('sweeps the built pages in both languages (the admin area in English only), query variants and our extra routes included, and no page of a later issue', () => {
    const sweep = sweepRoutes()
    for (const r of [
      '/',
      '/Assamese',
      '/AssameseMobile',
      '/Safety',
      '/AS_Safety',
      '/WebsitePolicy?showdiv=privacy',
      '/AS_Project?showdiv=ipds',
      '/PayBill',
      '/AS_PayBill',
      '/ConsumerDashboard',
      '/AS_ConsumerDashboardSmartPrepaid',
      '/SmartPrepaidBalance',
      '/PaymentStatus',
      '/AS_PaymentStatus',
      '/ApplyNewConn',
      '/AS_ApplyNewConn',
      '/CheckApplStatus',
      '/AS_PrintAck',
      '/EstimateServiceCost',
      '/AdminLogin',
      '/admin/admin_dashboard',
      '/dcPortal/dc_dashboard',
      '/admin/audit_log',
      '/EodbReport',
      '/AS_EodbReport',
      '/EodbOtherDetails',
      '/AS_EodbThirdPartyVerification',
    ]) {
      expect(sweep).toContain(r)
    }
    // issue 13 built the last section (the EoDB reports): every listed page is swept now
    for (const r of ['/AS_AdminLogin', '/AS_admin/admin_dashboard']) {
      expect(sweep).not.toContain(r)
    }
  })

  it('keeps our extra routes out of the comparison with routes.txt', () => {
    expect(routesFromModule().map((r) => r.route)).not.toContain('/PaymentStatus')
    expect(routesFromModule({ withExtras: true }).map((r) => r.route)).toContain('/PaymentStatus')
  })
})
