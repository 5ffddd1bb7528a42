/**
 * The route sweep of issue 2 §5: every information route of routes.txt and its AS_ mirror
 * answers 200 with server-rendered content, hydrates without a console error and has no
 * axe-core violation at WCAG 2.1 AA, at 360 px (phone) and 1280 px (desktop).
 * One `it` per route, sequential, one page per viewport reused across routes.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { deviceOptions, formatViolations, launchBrowser, runAxe, settle, sweepProblems, watchedPage, type WatchedPage } from '../helpers/browser'
import { listedRoutes, sweepRoutes } from '../helpers/routesTxt'
import { signIn, signOut } from './consumerLogin'
import { fetchRaw, isAssameseRoute, rawProblems, rawReader } from './pageChecks'
import { E2E_SESSION_COOKIE } from '../helpers/server'
import { ADMIN_PAGES, can } from '../../shared/adminRoles'
import { DEMO_ADMINS } from '../../seeds/adminDemo'
import { adminSignIn } from './adminLogin'

/** the admin session cookie of the e2e server (production: `__Host-`) */
const E2E_ADMIN_COOKIE = '__Host-apdcl.admin'

const baseUrl = inject('baseUrl')
const ROUTES = sweepRoutes()
const url = (route: string) => `${baseUrl}/website${route}`

let browser: Browser
let raw: Awaited<ReturnType<typeof rawReader>>
const viewports: Array<{ name: string; width: number; watched?: WatchedPage }> = [
  { name: 'phone', width: 360 },
  { name: 'desktop', width: 1280 },
]

/**
 * The consumer dashboards answer 401 without a session, so the sweep signs a demo mobile in
 * for them: one whose consumer numbers include the page's connection type (otherwise the page
 * redirects to the overview). One session per mobile: it is shared by both viewports' contexts
 * and the raw fetch; it ends before the next public route and after the sweep.
 */
const DASHBOARD_MOBILE: Record<string, string> = {
  '/ConsumerDashboardPostpaid': '9000000001',
  '/ConsumerDashboardSmartPostpaid': '9000000002',
  '/ConsumerDashboardPrepaid': '9000000003',
  '/ConsumerDashboardSmartPrepaid': '9000000004',
}

/**
 * The admin pages (issue 11 §5: "the route sweep covers every admin route, signed in with the
 * right role"): a demo admin holding the page's permission (seeds/adminDemo.ts); the login page
 * itself is swept without a session.
 */
function adminFor(route: string): string | undefined {
  const page = ADMIN_PAGES[route.split('?')[0]]
  if (!page) return undefined
  const holder = DEMO_ADMINS.find((a) => page.permission === null || can(a.roles, page.permission))
  return holder?.userId
}

/** Who the sweep is signed in as: 'consumer:<mobile>', 'admin:<user id>' or nobody. */
let signedInAs: string | undefined
let sessionCookie: Record<string, string> = {}

async function sessionFor(route: string): Promise<void> {
  const logical = route.replace(/^\/AS_/, '/')
  const mobile = logical.startsWith('/ConsumerDashboard') ? (DASHBOARD_MOBILE[logical] ?? '9000000005') : undefined
  const admin = adminFor(logical)
  const who = mobile ? `consumer:${mobile}` : admin ? `admin:${admin}` : undefined
  if (who === signedInAs) return
  const [first, second] = viewports.map((v) => v.watched!.context)
  if (signedInAs?.startsWith('consumer:')) await signOut(first, baseUrl)
  for (const context of [first, second]) await context.clearCookies({ name: E2E_SESSION_COOKIE })
  for (const context of [first, second]) await context.clearCookies({ name: E2E_ADMIN_COOKIE })
  sessionCookie = {}
  signedInAs = who
  if (!who) return
  if (mobile) await signIn(first, baseUrl, mobile)
  else await adminSignIn(first, baseUrl, admin!)
  const cookies = (await first.cookies()).filter((c) => c.name === E2E_SESSION_COOKIE || c.name === E2E_ADMIN_COOKIE)
  await second.addCookies(cookies)
  sessionCookie = { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') }
}

beforeAll(async () => {
  browser = await launchBrowser()
  raw = await rawReader(browser)
  for (const v of viewports) v.watched = await watchedPage(browser, baseUrl, deviceOptions(v.name as 'phone' | 'desktop'), { preloadAxe: true })
})

afterAll(async () => {
  if (signedInAs?.startsWith('consumer:')) await signOut(viewports[0].watched!.context, baseUrl)
  await browser?.close()
})

describe(`route sweep (${ROUTES.length} routes from ${listedRoutes().source})`, () => {
  it.each(ROUTES)('%s', async (route) => {
    const locale = isAssameseRoute(route) ? 'as' : 'en'
    const failures: string[] = []
    await sessionFor(route)

    const first = await fetchRaw(url(route), sessionCookie)
    if (first.status !== 200) {
      throw new Error(`${route}: status ${first.status}${first.location ? ` → ${first.location}` : ''}, expected 200`)
    }
    failures.push(...rawProblems(await raw.read(first.html), locale).map((p) => `raw HTML: ${p}`))

    for (const v of viewports) {
      const where = `route ${route}, width ${v.width}, locale ${locale}`
      failures.push(...(await sweepProblems(v.watched!, url(route), { width: v.width, touch: v.name === 'phone', where })))
    }

    expect(failures, `${route}:\n  ${failures.join('\n  ')}`).toEqual([])
  })
})

describe('status codes outside the route list', () => {
  it('answers an unknown path with a real 404 page, in English', async () => {
    const r = await fetchRaw(url('/NoSuchPage-e2e'))
    expect(r.status).toBe(404)
    const f = await raw.read(r.html)
    expect(f.hasMain).toBe(true)
    expect(f.h1).not.toBe('')
    expect(f.lang?.startsWith('en')).toBe(true)
  })

  it('answers an unknown AS_ path with a real 404 page in Assamese', async () => {
    const r = await fetchRaw(url('/AS_NoSuchPage-e2e'))
    expect(r.status).toBe(404)
    const f = await raw.read(r.html)
    expect(f.lang?.startsWith('as')).toBe(true)
    expect(f.h1).toMatch(/[\u0980-\u09FF]/)
  })

  it('hydrates the 404 page without an error besides its own 404 status line', async () => {
    const w = viewports[1].watched!
    w.reset()
    const res = await w.page.goto(url('/NoSuchPage-e2e'))
    expect(res?.status()).toBe(404)
    await settle(w.page)
    w.expectClean('404 page', [/Failed to load resource: the server responded with a status of 404/])
    const violations = await runAxe(w.page)
    expect(formatViolations(violations, '404 page, width 1280')).toEqual([])
  })

  it.each([
    ['/website/paybill', '/website/PayBill'],
    ['/website/as_paybill', '/website/AS_PayBill'],
    ['/website/safety', '/website/Safety'],
    ['/website/project?showdiv=ipds', '/website/Project?showdiv=ipds'],
  ])('redirects the old link %s with 301 to %s', async (from, to) => {
    const r = await fetchRaw(baseUrl + from)
    expect(r.status).toBe(301)
    expect(new URL(r.location ?? '', baseUrl).pathname + new URL(r.location ?? '', baseUrl).search).toBe(to)
  })

  it('redirects / to /website/', async () => {
    const r = await fetchRaw(baseUrl + '/')
    expect([301, 302, 307, 308]).toContain(r.status)
    expect(new URL(r.location ?? '', baseUrl).pathname).toBe('/website/')
  })

  it('answers an unknown /api path with a JSON 404, not a page', async () => {
    const res = await fetch(`${baseUrl}/api/no-such-endpoint-e2e`)
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toMatch(/json/)
  })
})
