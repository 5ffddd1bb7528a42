import path from 'node:path'
import express, { type Express, type RequestHandler } from 'express'
import type { Logger } from 'pino'
import { renderPage } from 'vike/server'
import { isMobileUserAgent } from '../../shared/device'
import { AS_PREFIX, BASE_PATH, extractLocale } from '../../shared/locale'
import { canonicalRoute } from '../../shared/routes'
import type { Config } from '../config'
import type { Services } from '../services'
import type { TtlCache } from '../services/ttlCache'

/** A rendered anonymous page; its CSP nonce is swapped for the current one when served. */
export interface CachedPage {
  statusCode: number
  contentType: string
  body: string
  nonce: string
}

/** Cookies that mark a signed-in visitor; their pages are never cached. */
const SESSION_COOKIE = /(?:^|;\s*)(apdcl\.sid|apdcl\.admin)=/

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

/** Vike's renderPage as the last route: every page under /website/. */
export function pageRenderer({ services, pageCache }: PageRendererDeps): RequestHandler {
  return async (req, res, next) => {
    try {
      const userAgent = req.get('user-agent') ?? ''
      const isMobile = isMobileUserAgent(userAgent)
      const nonce = String(res.locals.cspNonce)
      const cacheable = req.method === 'GET' && !SESSION_COOKIE.test(req.get('cookie') ?? '') && pageCache.enabled
      const cacheKey = `${isMobile ? 'm' : 'd'} ${req.originalUrl}`
      res.setHeader('Vary', 'User-Agent, Accept-Encoding')
      if (cacheable) {
        const hit = pageCache.get(cacheKey)
        if (hit) {
          res.status(hit.statusCode).type(hit.contentType).setHeader('X-Page-Cache', 'hit')
          res.setHeader('Cache-Control', 'no-cache')
          res.send(hit.body.replaceAll(hit.nonce, nonce))
          return
        }
      }
      const pageContext = await renderPage({
        urlOriginal: req.originalUrl,
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
      if (!httpResponse) return next()
      const body = await httpResponse.getBody()
      const { statusCode, headers } = httpResponse
      const contentType = headers.find(([n]) => n.toLowerCase() === 'content-type')?.[1] ?? 'text/html;charset=utf-8'
      for (const [name, value] of headers) {
        // our helmet CSP is authoritative
        if (['content-security-policy', 'content-type'].includes(name.toLowerCase())) continue
        res.setHeader(name, value)
      }
      if (!headers.some(([n]) => n.toLowerCase() === 'cache-control')) res.setHeader('Cache-Control', 'no-cache')
      const pageWantsCache = (pageContext.config as { pageCache?: boolean } | undefined)?.pageCache !== false
      if (cacheable && pageWantsCache && (statusCode === 200 || statusCode === 404)) {
        pageCache.set(cacheKey, { statusCode, contentType, body, nonce })
      }
      res.status(statusCode).type(contentType).send(body)
    } catch (err) {
      next(err)
    }
  }
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
