import path from 'node:path'
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express'
import type { Logger } from 'pino'
import { renderPage } from 'vike/server'
import { isMobileUserAgent } from '#shared/device'
import { AS_PREFIX, BASE_PATH, extractLocale } from '#shared/locale'
import { canonicalRoute } from '#shared/routes'
import type { Config } from '../config'
import { SIGNED_IN_COOKIE } from './cookies'
import { pageServicesOf, type PageServices, type Services } from '../services'
import type { TtlCache } from '../services/ttlCache'
import { unavailableReason } from '../db/unavailable'
import { anonymousPageKey } from './pageKey'
import { pageSessionOf } from './pageSession'
import { workAccessOf } from './workAccess'
import type { AdminPrincipal } from './adminSession'
import type { AdminPageSession } from '#shared/admin/roles'
import { sendCachedPage, toCachedPage, type CachedPage, type RenderedPage } from './cachedPage'
import { logLevelOf, redactUrl, requestIdOf } from './requestLog'
import { staticAssets } from './staticAssets'

export { cachedPageBytes, type CachedPage } from './cachedPage'

/**
 * One render: the page, whether its +config allows caching it and whether it was rendered for
 * one visitor (a session: the header knows them, issue 24 §4), or nothing (next()).
 */
type Rendered = (RenderedPage & { pageWantsCache: boolean; forOneVisitor: boolean }) | null

/** What concurrent misses of one key share: the page in its cached form, or why there is none. */
type Flight = CachedPage | 'uncacheable' | 'oneVisitor' | null

/**
 * Old links with another letter case ('/website/paybill', '/website/as_paybill') answer a
 * 301 to the canonical route; Vike itself matches case-sensitively.
 */
export const canonicalCaseRedirect: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next()
  const [pathname, query = ''] = req.originalUrl.split(/\?(.*)/s, 2)
  if (!pathname.startsWith(BASE_PATH + '/')) return next()
  let logical = pathname.slice(BASE_PATH.length)
  let prefix = ''
  if (logical.toLowerCase().startsWith('/' + AS_PREFIX.toLowerCase())) {
    prefix = AS_PREFIX
    logical = '/' + logical.slice(1 + AS_PREFIX.length)
  }
  const canonical = canonicalRoute(logical)
  const prefixWrong = prefix && !pathname.slice(BASE_PATH.length).startsWith('/' + AS_PREFIX)
  if (!canonical && !prefixWrong) return next()
  const target = BASE_PATH + '/' + prefix + (canonical ?? logical).slice(1) + (query ? '?' + query : '')
  res.redirect(301, target)
}

export interface PageRendererDeps {
  config: Config
  services: Services
  logger: Logger
  pageCache: TtlCache<CachedPage>
}

/** The anonymous page cache's key of a request, or null: not a GET or HEAD, signed in, never cached, or the cache is off. */
function cacheTargetOf(req: Request, pageCache: TtlCache<CachedPage>, isMobile: boolean) {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !pageCache.enabled) return null
  if (SIGNED_IN_COOKIE.test(req.get('cookie') ?? '')) return null
  return anonymousPageKey(req.originalUrl, isMobile)
}

/**
 * Anonymous pages already in the cache, answered ahead of the middleware stack (mounted
 * right after /healthz): the cached page carries every header the stack gave the response
 * that rendered it (ADR 015), so only the request id and the access log line are this
 * request's own. Anything else goes on to the stack and, in the end, to pageRenderer.
 */
export function cachedPageHits({ pageCache, logger }: Pick<PageRendererDeps, 'pageCache' | 'logger'>): RequestHandler {
  const prefix = BASE_PATH + '/'
  return (req, res, next) => {
    if (!req.originalUrl.startsWith(prefix)) return next()
    const target = cacheTargetOf(req, pageCache, isMobileUserAgent(req.get('user-agent') ?? ''))
    const page = target && pageCache.get(target.key)
    if (!page) return next()
    const id = requestIdOf(req, res)
    // the line requestLogger (pino-http) would write
    const level = logLevelOf(page.statusCode)
    if (logger.isLevelEnabled(level)) {
      const started = Date.now()
      res.once('finish', () => {
        const line = { req: { id, method: req.method, url: redactUrl(req.originalUrl) }, res: { statusCode: res.statusCode }, responseTime: Date.now() - started }
        logger[logLevelOf(res.statusCode)](line, 'request completed')
      })
    }
    res.setHeader('X-Page-Cache', 'hit')
    sendCachedPage(req, res, page)
  }
}

/**
 * Vike's renderPage as the last route: every page under /website/. Anonymous GETs of
 * cacheable pages are keyed by server/http/pageKey.ts and rendered for that key's URL;
 * concurrent misses of one key share one render (X-Page-Cache: miss, shared, hit), kept in
 * the cached form of server/http/cachedPage.ts (the same bytes for all, CSP by hashes,
 * pre-encoded: ADR 015). Other pages are rendered per request with the request's nonce.
 */
export function pageRenderer({ services: all, pageCache }: PageRendererDeps): RequestHandler {
  // pages get every service but the database handle
  const services = pageServicesOf(all)
  const inFlight = new Map<string, Promise<Flight>>()

  return async (req, res, next) => {
    try {
      const userAgent = req.get('user-agent') ?? ''
      const isMobile = isMobileUserAgent(userAgent)
      const nonce = String(res.locals.cspNonce)
      const render = (url: string): Promise<Rendered> => renderUrl(req, url, { userAgent, isMobile, nonce, services })
      res.setHeader('Vary', 'User-Agent, Accept-Encoding')
      const target = cacheTargetOf(req, pageCache, isMobile)
      if (!target) return send(res, await render(req.originalUrl), next)

      const hit = pageCache.get(target.key)
      if (hit) return sendShared(req, res, hit, 'hit')
      let flight = inFlight.get(target.key)
      const role = flight ? 'shared' : 'miss'
      if (!flight) {
        const generation = pageCache.generation
        // what the middleware set on this response (helmet's headers, the CSP with this nonce): the cached page keeps them
        const stackHeaders = res.getHeaders()
        flight = render(target.url).then(async (rendered): Promise<Flight> => {
          if (!rendered) return null
          if (!rendered.pageWantsCache) return 'uncacheable'
          // a session the cookie check of cacheTargetOf missed ('apdcl.sid =…' is still read by
          // cookieValue): that visitor's page (a signed-in header) is neither stored nor shared
          if (rendered.forOneVisitor) return 'oneVisitor'
          const { pageWantsCache: _, forOneVisitor: __, ...page } = rendered
          const cached = await toCachedPage(page, nonce, stackHeaders)
          // content that changed during the render empties the cache: do not store the old page
          if ((cached.statusCode === 200 || cached.statusCode === 404) && pageCache.generation === generation) {
            pageCache.set(target.key, cached)
          }
          return cached
        })
        inFlight.set(target.key, flight)
        void flight.then(
          () => inFlight.delete(target.key),
          () => inFlight.delete(target.key),
        )
      }
      const page = await flight
      if (!page) return next()
      // a page whose +config says pageCache: false but shared/pageQuery.ts does not list it
      if (page === 'uncacheable') {
        req.log?.warn({ url: req.originalUrl }, 'page has pageCache: false but is missing from UNCACHED_ROUTES')
        return send(res, await render(req.originalUrl), next)
      }
      // each request that shared that render gets a render of its own, with its own session
      if (page === 'oneVisitor') return send(res, await render(req.originalUrl), next)
      sendShared(req, res, page, role)
    } catch (err) {
      next(err)
    }
  }
}

interface RenderContext {
  userAgent: string
  isMobile: boolean
  nonce: string
  services: PageServices
  /** more of the page context (the answer of a form's POST: server/http/formPosts.ts) */
  extra?: Record<string, unknown>
}

/** What an admin page may know of its admin (never the session's start time). */
function adminPageSession(req: Request): AdminPageSession | null {
  const admin = req.res?.locals.admin as AdminPrincipal | null | undefined
  if (!admin) return null
  return { userId: admin.userId, name: admin.name, roles: admin.roles, csrf: admin.csrf }
}

/**
 * Vike's route of each page path served with 200 (issue 28 §1): matching a path against every
 * route built a regular expression per route per request. A path's route depends on the path
 * alone (route strings and the documents' route function), so the next request of the path
 * hands it to +onBeforeRoute. Data requests (index.pageContext.json) route as usual.
 */
const knownRoutes = new Map<string, { pageId: string; routeParams: Record<string, string> }>()
const KNOWN_ROUTES_MAX = 2000

/** Renders `url` (the request's own, or its cache key's) through Vike. */
async function renderUrl(req: Request, url: string, { userAgent, isMobile, nonce, services, extra }: RenderContext): Promise<Rendered> {
  // resolved once, here: the dashboards' +guard and +data read it (server/http/pageSession.ts)
  const consumerSession = await pageSessionOf(req, services)
  // the admin pages only (server/http/adminSession.ts adminPageSessions): their +guard reads it
  const adminSession = adminPageSession(req)
  const routePath = url.split('?')[0]
  const routable = !routePath.endsWith('.pageContext.json')
  const pageContext = await renderPage({
    ...extra,
    knownRoute: routable ? knownRoutes.get(routePath) : undefined,
    urlOriginal: url,
    headersOriginal: req.headers,
    userAgent,
    isMobile,
    cspNonce: nonce,
    services,
    site: services.site,
    consumerSession,
    // what the header knows of its visitor (issue 24 §4): signed in only with a live session, so
    // an anonymous page (the only kind the page cache stores) always says false
    signedIn: consumerSession.state === 'active',
    // the applications and complaints this browser made or proved (server/services/workAccess.ts)
    workAccess: workAccessOf(req, services),
    adminSession,
    requestId: String(req.id ?? ''),
    // also here, not only from +onBeforeRoute: an error page after `throw render(404)` in
    // +data gets a fresh pageContext, and /AS_X must still render it in Assamese
    locale: extractLocale(req.path.slice(BASE_PATH.length) || '/').locale,
  })
  const { httpResponse } = pageContext
  if (routable && httpResponse?.statusCode === 200 && pageContext.pageId && !pageContext.errorWhileRendering && !knownRoutes.has(routePath) && knownRoutes.size < KNOWN_ROUTES_MAX) {
    knownRoutes.set(routePath, { pageId: pageContext.pageId, routeParams: pageContext.routeParams ?? {} })
  }
  // a deliberate `throw render(404)` is not a failure; anything answering 5xx is
  if (pageContext.errorWhileRendering && (httpResponse?.statusCode ?? 500) >= 500) {
    req.log?.error({ err: pageContext.errorWhileRendering }, 'page render failed')
  }
  if (!httpResponse) return null
  const body = await httpResponse.getBody()
  const contentType = httpResponse.headers.find(([n]) => n.toLowerCase() === 'content-type')?.[1] ?? 'text/html;charset=utf-8'
  const pageWantsCache = (pageContext.config as { pageCache?: boolean } | undefined)?.pageCache !== false
  // one visitor's page (pageCache: false, or a consumer's or an admin's session): its HTML and its
  // index.pageContext.json (CSRF token, user lists, consumer details) alike are never stored (issue 27 §12)
  const forOneVisitor = !pageWantsCache || consumerSession.state === 'active' || adminSession !== null
  // our helmet CSP is authoritative
  const headers = httpResponse.headers.filter(([n]) => !['content-security-policy', 'content-type', ...(forOneVisitor ? ['cache-control'] : [])].includes(n.toLowerCase()))
  if (forOneVisitor) headers.push(['Cache-Control', ONE_VISITOR_CACHE_CONTROL])
  let statusCode = httpResponse.statusCode
  // a busy database: the error page, but as a 503 the visitor (and a proxy) may retry
  if (statusCode >= 500 && unavailableReason(pageContext.errorWhileRendering)) {
    statusCode = 503
    headers.push(['Retry-After', '2'])
  }
  return { statusCode, contentType, headers, body, pageWantsCache, forOneVisitor: consumerSession.state === 'active' || adminSession !== null }
}

/**
 * Renders the page of this request's URL for this request alone, with more page context
 * (a form's POST answered with its page again: the values kept, the problems shown), under
 * `status` when the page itself renders fine. Never cached.
 */
export async function renderForRequest(req: Request, res: Response, next: NextFunction, services: Services, extra: Record<string, unknown>, status?: number) {
  const userAgent = req.get('user-agent') ?? ''
  const rendered = await renderUrl(req, req.originalUrl, {
    userAgent,
    isMobile: isMobileUserAgent(userAgent),
    nonce: String(res.locals.cspNonce),
    services: pageServicesOf(services),
    extra,
  })
  if (rendered && status && rendered.statusCode === 200) rendered.statusCode = status
  if (rendered) rendered.headers = [...(rendered.headers ?? []), ['Cache-Control', 'no-store']]
  send(res, rendered, next)
}

/** The Cache-Control of a page for one visitor, its HTML and its index.pageContext.json alike (a form's answer: no-store). */
export const ONE_VISITOR_CACHE_CONTROL = 'private, no-store'

/** Vike's headers of a page, and Cache-Control: no-cache unless it has its own. */
function setPageHeaders(res: Response, headers: Array<[string, string]> = []) {
  for (const [name, value] of headers) res.setHeader(name, value)
  if (!headers.some(([n]) => n.toLowerCase() === 'cache-control')) res.setHeader('Cache-Control', 'no-cache')
}

/** Answers a page rendered for this request alone (it carries this response's nonce). */
function send(res: Response, page: RenderedPage | null, next: NextFunction) {
  if (!page) return next()
  setPageHeaders(res, page.headers)
  res.status(page.statusCode).type(page.contentType).send(page.body)
}

/** Answers a page in its cached form, marked with how this request got it. */
function sendShared(req: Request, res: Response, page: CachedPage, cache: 'hit' | 'miss' | 'shared') {
  res.setHeader('X-Page-Cache', cache)
  sendCachedPage(req, res, page)
}

/** In development Vite serves the client with HMR; in production the built files do. */
export async function mountClient(app: Express, config: Config): Promise<void> {
  if (config.isProduction || config.NODE_ENV === 'test') {
    app.use(BASE_PATH, staticAssets(path.join(config.buildPath, 'client')))
    return
  }
  const { createDevMiddleware } = await import('vike/server')
  const projectRoot = path.resolve(import.meta.dirname ?? '.', '../..')
  const { devMiddleware } = await createDevMiddleware({
    // Vite's root is client/ (see vite.config.ts); the config file sits at the project root
    root: path.join(projectRoot, 'client'),
    viteConfig: {
      configFile: path.join(projectRoot, 'vite.config.ts'),
      // one HMR socket per dev server, so several can run side by side
      server: { hmr: { port: config.PORT + 21000 } },
    },
  })
  app.use(devMiddleware)
  // Vite's base middleware strips /website from req.url; put it back for our routes
  app.use((req, _res, next) => {
    req.url = req.originalUrl
    next()
  })
}
