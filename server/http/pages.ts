import path from 'node:path'
import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express'
import type { Logger } from 'pino'
import { renderPage } from 'vike/server'
import { isMobileUserAgent } from '../../shared/device'
import { AS_PREFIX, BASE_PATH, extractLocale } from '../../shared/locale'
import { canonicalRoute } from '../../shared/routes'
import type { Config } from '../config'
import { SIGNED_IN_COOKIE } from './cookies'
import type { Services } from '../services'
import type { TtlCache } from '../services/ttlCache'
import { unavailableReason } from '../db/unavailable'
import { anonymousPageKey } from './pageKey'

/** A rendered anonymous page; its CSP nonce is swapped for the current one when served. */
export interface CachedPage {
  statusCode: number
  contentType: string
  body: string
  nonce: string
  /** Vike's other response headers (not content-type or CSP) */
  headers?: Array<[string, string]>
}

/** One render: the page, whether its +config allows caching it, or nothing (next()). */
type Rendered = (CachedPage & { pageWantsCache: boolean }) | null

/** Bytes a cached page holds in memory (JavaScript strings: up to 2 bytes a character). */
export const cachedPageBytes = (page: CachedPage) => 2 * page.body.length + 200


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

/** Serves the built client assets; hashed files are immutable. */
export function staticAssets(config: Config): RequestHandler {
  const clientDir = path.join(config.buildPath, 'client')
  return express.static(clientDir, {
    index: false,
    redirect: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
      } else {
        res.setHeader('Cache-Control', 'public, max-age=3600')
      }
    },
  })
}

export interface PageRendererDeps {
  config: Config
  services: Services
  logger: Logger
  pageCache: TtlCache<CachedPage>
}

/**
 * Vike's renderPage as the last route: every page under /website/. Anonymous GETs of
 * cacheable pages are keyed by server/http/pageKey.ts and rendered for that key's URL;
 * concurrent misses of one key share one render (X-Page-Cache: miss, shared, hit).
 */
export function pageRenderer({ services, pageCache }: PageRendererDeps): RequestHandler {
  const inFlight = new Map<string, Promise<Rendered>>()

  return async (req, res, next) => {
    try {
      const userAgent = req.get('user-agent') ?? ''
      const isMobile = isMobileUserAgent(userAgent)
      const nonce = String(res.locals.cspNonce)
      const render = (url: string): Promise<Rendered> => renderUrl(req, url, { userAgent, isMobile, nonce, services })
      res.setHeader('Vary', 'User-Agent, Accept-Encoding')
      const anonymous = req.method === 'GET' && !SIGNED_IN_COOKIE.test(req.get('cookie') ?? '') && pageCache.enabled
      const target = anonymous ? anonymousPageKey(req.originalUrl, isMobile) : null
      if (!target) return send(res, await render(req.originalUrl), nonce, next)

      const hit = pageCache.get(target.key)
      if (hit) return send(res, hit, nonce, next, 'hit')
      let flight = inFlight.get(target.key)
      const role = flight ? 'shared' : 'miss'
      if (!flight) {
        const generation = pageCache.generation
        flight = render(target.url).then((page) => {
          const fits = page && page.pageWantsCache && (page.statusCode === 200 || page.statusCode === 404)
          // content that changed during the render empties the cache: do not store the old page
          if (fits && pageCache.generation === generation) {
            const { pageWantsCache: _, ...cached } = page
            pageCache.set(target.key, cached)
          }
          return page
        })
        inFlight.set(target.key, flight)
        void flight.then(
          () => inFlight.delete(target.key),
          () => inFlight.delete(target.key),
        )
      }
      const page = await flight
      // a page whose +config says pageCache: false but shared/pageQuery.ts does not list it
      if (page && !page.pageWantsCache) {
        req.log?.warn({ url: req.originalUrl }, 'page has pageCache: false but is missing from UNCACHED_ROUTES')
        return send(res, await render(req.originalUrl), nonce, next)
      }
      send(res, page, nonce, next, role)
    } catch (err) {
      next(err)
    }
  }
}

interface RenderContext {
  userAgent: string
  isMobile: boolean
  nonce: string
  services: Services
}

/** Renders `url` (the request's own, or its cache key's) through Vike. */
async function renderUrl(req: Request, url: string, { userAgent, isMobile, nonce, services }: RenderContext): Promise<Rendered> {
  const pageContext = await renderPage({
    urlOriginal: url,
    headersOriginal: req.headers,
    userAgent,
    isMobile,
    cspNonce: nonce,
    services,
    site: services.site,
    requestId: String(req.id ?? ''),
    // also here, not only from +onBeforeRoute: an error page after `throw render(404)` in
    // +data gets a fresh pageContext, and /AS_X must still render it in Assamese
    locale: extractLocale(req.path.slice(BASE_PATH.length) || '/').locale,
  })
  const { httpResponse } = pageContext
  // a deliberate `throw render(404)` is not a failure; anything answering 5xx is
  if (pageContext.errorWhileRendering && (httpResponse?.statusCode ?? 500) >= 500) {
    req.log?.error({ err: pageContext.errorWhileRendering }, 'page render failed')
  }
  if (!httpResponse) return null
  const body = await httpResponse.getBody()
  const contentType = httpResponse.headers.find(([n]) => n.toLowerCase() === 'content-type')?.[1] ?? 'text/html;charset=utf-8'
  // our helmet CSP is authoritative
  const headers = httpResponse.headers.filter(([n]) => !['content-security-policy', 'content-type'].includes(n.toLowerCase()))
  const pageWantsCache = (pageContext.config as { pageCache?: boolean } | undefined)?.pageCache !== false
  let statusCode = httpResponse.statusCode
  // a busy database: the error page, but as a 503 the visitor (and a proxy) may retry
  if (statusCode >= 500 && unavailableReason(pageContext.errorWhileRendering)) {
    statusCode = 503
    headers.push(['Retry-After', '2'])
  }
  return { statusCode, contentType, headers, body, nonce, pageWantsCache }
}

/** Answers a rendered or cached page with this response's own CSP nonce. */
function send(res: Response, page: CachedPage | null, nonce: string, next: NextFunction, cache?: 'hit' | 'miss' | 'shared') {
  if (!page) return next()
  for (const [name, value] of page.headers ?? []) res.setHeader(name, value)
  if (!page.headers?.some(([n]) => n.toLowerCase() === 'cache-control')) res.setHeader('Cache-Control', 'no-cache')
  if (cache) res.setHeader('X-Page-Cache', cache)
  res
    .status(page.statusCode)
    .type(page.contentType)
    .send(page.nonce === nonce ? page.body : page.body.replaceAll(page.nonce, nonce))
}

/** In development Vite serves the client with HMR; in production the built files do. */
export async function mountClient(app: Express, config: Config): Promise<void> {
  if (config.isProduction || config.NODE_ENV === 'test') {
    app.use(BASE_PATH, staticAssets(config))
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
