/**
 * The route sweep of issue 2 §5, sized by issue 25. Every information route of routes.txt and
 * its AS_ mirror answers 200 with real server-rendered content, read off its raw HTML (main, h1,
 * text, title, lang, tables in their scrolling wrapper, no English on an Assamese page). Chromium
 * opens one route of each page family in each language at 360 px, and one of each family at
 * 1280 px: it hydrates without a console error, has no axe-core violation at WCAG 2.1 AA, no
 * English on an Assamese page, fits the width, and its phone touch targets are 44 px. A family
 * is the Vike page a route renders, read off the client entry its HTML loads, so query variants
 * share it (and, at 1280 px, the mirror too). Every signed-in page is opened at 360 px, and in
 * English at 1280 px. A text key missing from the locale files fails the run wherever a page
 * rendered it (globalSetup.ts). docs/testing.md maps each check to its place.
 *
 * One `it` per route, run concurrently on a few lanes (E2E_SWEEP_LANES, default 2: another e2e file runs beside the sweep): each lane
 * has its own pair of viewport pages, its own raw-HTML reader and its own sign-in state, and
 * sweeps one route at a time. E2E_TIMING=1 prints where each route spent its time.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deviceOptions, formatViolations, hydrated, launchBrowser, runAxe, sweepProblems, watchedPage, type WatchedPage } from '../helpers/browser'
import { listedRoutes, sweepRoutes } from '../helpers/routesTxt'
import { signIn, signOut } from './consumerLogin'
import { fetchRaw, isAssameseRoute, rawProblems, rawReader } from './pageChecks'
import { E2E_SESSION_COOKIE } from '../helpers/server'
import { ADMIN_PAGES, can } from '../../shared/admin/roles'
import { DEMO_ADMINS } from '../../seeds/adminDemo'
import { adminSignIn } from './adminLogin'
import { e2eBaseUrl } from './site'
import { latinWords } from '../helpers/latinWords'

/** the admin session cookie of the e2e server (production: `__Host-`) */
const E2E_ADMIN_COOKIE = '__Host-apdcl.admin'

const baseUrl = e2eBaseUrl()
const ROUTES = sweepRoutes()
const url = (route: string) => `${baseUrl}/website${route}`
const LANES = Math.max(1, Number(process.env.E2E_SWEEP_LANES ?? 2) || 2)
const TIMING = process.env.E2E_TIMING === '1'

/**
 * The consumer dashboards answer 401 without a session, so the sweep signs a demo mobile in
 * for them: one whose consumer numbers include the page's connection type (otherwise the page
 * redirects to the overview).
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

/** Who a route is swept as: 'consumer:<mobile>', 'admin:<user id>' or nobody (undefined). */
function whoFor(route: string): string | undefined {
  const logical = route.replace(/^\/AS_/, '/')
  const mobile = logical.startsWith('/ConsumerDashboard') ? (DASHBOARD_MOBILE[logical] ?? '9000000005') : undefined
  const admin = adminFor(logical)
  return mobile ? `consumer:${mobile}` : admin ? `admin:${admin}` : undefined
}

interface Lane {
  viewports: Array<{ name: 'phone' | 'desktop'; width: number; watched: WatchedPage }>
  raw: Awaited<ReturnType<typeof rawReader>>
  /** who this lane's contexts are signed in as (one session per lane, shared by both viewports and the raw fetch) */
  signedInAs?: string
  sessionCookie: Record<string, string>
  /** who the route this lane sweeps right now needs; null when the lane is free */
  busyFor: string | undefined | null
}

/**
 * The lanes and who may take which. A person is held by at most one lane at a time (signed in
 * there, or a route of theirs in progress): their routes wait for that lane, so no two lanes
 * ever sign the same demo mobile or admin in or out under each other. Any other route takes
 * a free lane, preferably one signed in as nobody.
 */
class LanePool {
  private waiting: Array<{ who: string | undefined; take: (lane: Lane) => void }> = []
  constructor(readonly lanes: Lane[]) {}

  acquire(who: string | undefined): Promise<Lane> {
    return new Promise((take) => {
      this.waiting.push({ who, take })
      this.dispatch()
    })
  }

  release(lane: Lane): void {
    lane.busyFor = null
    this.dispatch()
  }

  private pick(who: string | undefined): Lane | undefined {
    if (who) {
      const holder = this.lanes.find((l) => l.signedInAs === who || l.busyFor === who)
      if (holder) return holder.busyFor === null ? holder : undefined
    }
    const free = this.lanes.filter((l) => l.busyFor === null)
    return free.find((l) => !l.signedInAs) ?? free[0]
  }

  private dispatch(): void {
    for (const waiter of [...this.waiting]) {
      const lane = this.pick(waiter.who)
      if (!lane) continue
      lane.busyFor = waiter.who
      this.waiting.splice(this.waiting.indexOf(waiter), 1)
      waiter.take(lane)
    }
  }
}

/** Signs the lane in as `who` (after signing out whoever it was), or leaves it signed out. */
async function sessionFor(lane: Lane, who: string | undefined): Promise<void> {
  if (who === lane.signedInAs) return
  const [first, second] = lane.viewports.map((v) => v.watched.context)
  if (lane.signedInAs?.startsWith('consumer:')) await signOut(first, baseUrl)
  for (const context of [first, second]) await context.clearCookies({ name: E2E_SESSION_COOKIE })
  for (const context of [first, second]) await context.clearCookies({ name: E2E_ADMIN_COOKIE })
  lane.sessionCookie = {}
  lane.signedInAs = undefined
  if (!who) return
  const [kind, id] = [who.slice(0, who.indexOf(':')), who.slice(who.indexOf(':') + 1)]
  if (kind === 'consumer') await signIn(first, baseUrl, id)
  else await adminSignIn(first, baseUrl, id)
  lane.signedInAs = who
  const cookies = (await first.cookies()).filter((c) => c.name === E2E_SESSION_COOKIE || c.name === E2E_ADMIN_COOKIE)
  await second.addCookies(cookies)
  lane.sessionCookie = { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') }
}

let browser: Browser
let pool: LanePool
/** the routes Chromium opens at each width (browserRoutes()) */
let inBrowser: { phone: Set<string>; desktop: Set<string> }

/** A route's page family: the Vike page its HTML hydrates (its client entry), else its path without AS_. */
function familyOf(route: string, html: string): string {
  return /\/assets\/entries\/(pages_[^."/]+)/.exec(html)?.[1] ?? route.split('?')[0].replace(/^\/AS_/, '/')
}

/**
 * Which routes Chromium opens, read off each anonymous route's HTML: at 360 px the first route
 * of each family in each language, at 1280 px the first of each family (English routes come
 * first); every signed-in route at 360 px, and in English at 1280 px too. Every other route is
 * checked by its raw HTML (status, main, h1, text, title, lang, no English on an AS_ page).
 */
async function browserRoutes(): Promise<{ phone: Set<string>; desktop: Set<string> }> {
  const anonymous = ROUTES.filter((r) => !whoFor(r))
  const families = new Map<string, string>()
  const queue = [...anonymous]
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let r = queue.shift(); r !== undefined; r = queue.shift()) families.set(r, familyOf(r, (await fetchRaw(url(r))).html))
    }),
  )
  const firstOf = (key: (r: string) => string) => {
    const first = new Map<string, string>()
    for (const r of anonymous) if (!first.has(key(r))) first.set(key(r), r)
    return [...first.values()]
  }
  const signedIn = ROUTES.filter((r) => whoFor(r))
  return {
    phone: new Set([...firstOf((r) => `${families.get(r)} ${isAssameseRoute(r) ? 'as' : 'en'}`), ...signedIn]),
    desktop: new Set([...firstOf((r) => families.get(r)!), ...signedIn.filter((r) => !isAssameseRoute(r))]),
  }
}
/** milliseconds per phase, summed over the sweep, and its wall time */
const spent: Record<string, number> = {}
let sweepStarted = 0
let sweepEnded = 0

async function openLane(): Promise<Lane> {
  const viewports = await Promise.all(
    (['phone', 'desktop'] as const).map(async (name) => ({
      name,
      width: name === 'phone' ? 360 : 1280,
      watched: await watchedPage(browser, baseUrl, deviceOptions(name), { preloadAxe: true, httpCache: true }),
    })),
  )
  return { viewports, raw: await rawReader(browser), sessionCookie: {}, busyFor: null }
}

beforeAll(async () => {
  browser = await launchBrowser()
  ;[pool, inBrowser] = await Promise.all([Promise.all(Array.from({ length: LANES }, openLane)).then((lanes) => new LanePool(lanes)), browserRoutes()])
  process.stderr.write(`[routes] ${ROUTES.length} routes by their HTML; in Chromium ${inBrowser.phone.size} at 360 px and ${inBrowser.desktop.size} at 1280 px (one a page family)\n`)
})

afterAll(async () => {
  if (sweepStarted) {
    const phases = Object.entries(spent)
      .map(([k, ms]) => `${k} ${Math.round(ms / 1000)} s`)
      .join(', ')
    process.stderr.write(`[routes] ${ROUTES.length} routes on ${LANES} lanes in ${Math.round((sweepEnded - sweepStarted) / 1000)} s (summed over lanes: ${phases})\n`)
  }
  for (const lane of pool?.lanes ?? []) {
    if (lane.signedInAs?.startsWith('consumer:')) await signOut(lane.viewports[0].watched.context, baseUrl)
  }
  await browser?.close()
})

describe(`route sweep (${ROUTES.length} routes from ${listedRoutes().source})`, () => {
  // a route may first wait for a lane: twice the e2e test timeout
  it.concurrent.for(ROUTES)('%s', { timeout: 240_000 }, async (route, { expect }) => {
    sweepStarted ||= Date.now()
    const locale = isAssameseRoute(route) ? 'as' : 'en'
    const who = whoFor(route)
    const failures: string[] = []
    const lane = await pool.acquire(who)
    const timing: Record<string, number> = {}
    try {
      let t = Date.now()
      const lap = (phase: string) => {
        timing[phase] = (timing[phase] ?? 0) + Date.now() - t
        t = Date.now()
      }
      await sessionFor(lane, who)
      lap('session')

      const first = await fetchRaw(url(route), lane.sessionCookie)
      if (first.status !== 200) {
        throw new Error(`${route}: status ${first.status}${first.location ? ` → ${first.location}` : ''}, expected 200`)
      }
      failures.push(...rawProblems(await lane.raw.read(first.html), locale).map((p) => `raw HTML: ${p}`))
      lap('raw')

      for (const v of lane.viewports) {
        if (!inBrowser[v.name].has(route)) continue
        const where = `route ${route}, width ${v.width}, locale ${locale}`
        failures.push(...(await sweepProblems(v.watched, url(route), { width: v.width, touch: v.name === 'phone', where, timing })))
        t = Date.now()
      }
    } finally {
      pool.release(lane)
      sweepEnded = Date.now()
      for (const [k, ms] of Object.entries(timing)) spent[k] = (spent[k] ?? 0) + ms
      if (TIMING) process.stderr.write(`[routes] ${route} lane ${pool.lanes.indexOf(lane)}: ${JSON.stringify(timing)}\n`)
    }

    expect(failures, `${route}:\n  ${failures.join('\n  ')}`).toEqual([])
  })
})

describe('the raw HTML reader', () => {
  it('finds the words a reader meets: English on /About, none on /AS_About (what the check of every AS_ route relies on)', async () => {
    const [en, as] = await Promise.all(['/About', '/AS_About'].map(async (r) => pool.lanes[0].raw.read((await fetchRaw(url(r))).html)))
    expect(latinWords(en.readerText).length).toBeGreaterThan(20)
    expect(rawProblems(en, 'as').some((p) => p.startsWith('English on an Assamese page'))).toBe(true)
    expect(latinWords(as.readerText)).toEqual([])
    expect(as.readerText.length).toBeGreaterThan(200)
  })
})

describe('status codes outside the route list', () => {
  it('answers an unknown path with a real 404 page, in English', async () => {
    const r = await fetchRaw(url('/NoSuchPage-e2e'))
    expect(r.status).toBe(404)
    const f = await pool.lanes[0].raw.read(r.html)
    expect(f.hasMain).toBe(true)
    expect(f.h1).not.toBe('')
    expect(f.lang?.startsWith('en')).toBe(true)
  })

  it('answers an unknown AS_ path with a real 404 page in Assamese', async () => {
    const r = await fetchRaw(url('/AS_NoSuchPage-e2e'))
    expect(r.status).toBe(404)
    const f = await pool.lanes[0].raw.read(r.html)
    expect(f.lang?.startsWith('as')).toBe(true)
    expect(f.h1).toMatch(/[\u0980-\u09FF]/)
  })

  it('hydrates the 404 page without an error besides its own 404 status line', async () => {
    const w = pool.lanes[0].viewports[1].watched
    w.reset()
    const res = await w.page.goto(url('/NoSuchPage-e2e'))
    expect(res?.status()).toBe(404)
    await hydrated(w)
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
