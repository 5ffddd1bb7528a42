import compression from 'compression'
import express, { type Express } from 'express'
import type { Logger } from 'pino'
import type { Config } from './config'
import type { Db } from './db/knex'
import { ping } from './db/knex'
import { apiErrorHandler, apiNotFound } from './http/errors'
import { formPosts } from './http/formPosts'
import { FORM_PAGES } from './routes/formPages'
import { cachedPageBytes, cachedPageHits, canonicalCaseRedirect, mountClient, pageRenderer, type CachedPage } from './http/pages'
import { pageErrorHandler } from './http/pageErrors'
import { requestLogger } from './http/requestLog'
import { cspNonce, securityHeaders } from './http/security'
import { apiHostsOf } from '#shared/apiHosts'
import { apiRouters } from './routes'
import { SEARCH_PAGE_PATHS, searchPageLimit } from './routes/search'
import { adminPageSessions } from './http/adminSession'
import { createServices, type Services } from './services'
import { TtlCache } from './services/ttlCache'

export interface AppDeps {
  config: Config
  db: Db
  logger: Logger
  /** build a services object by hand (tests); default: createServices */
  services?: Services
  /** mount the page renderer (off for API-only tests, which need no client build) */
  pages?: boolean
}

export interface App {
  app: Express
  services: Services
  pageCache: TtlCache<CachedPage>
}

/**
 * Builds the Express app: infrastructure in one readable sequence, then the API routers,
 * then Vike's page renderer as the last route.
 */
export async function createApp(deps: AppDeps): Promise<App> {
  const { config, db, logger } = deps
  const services = deps.services ?? createServices({ db, config, logger })
  const pageCache = new TtlCache<CachedPage>(config.PAGE_CACHE_TTL_MS, 500, { maxBytes: config.PAGE_CACHE_MAX_BYTES, sizeOf: cachedPageBytes })
  services.events.on('content-changed', () => pageCache.clear())

  const app = express()
  app.disable('x-powered-by')
  // where multer writes the files of a request in progress (server/http/uploads.ts)
  app.locals.uploadTmpDir = services.uploads.tmpDir
  app.set('trust proxy', config.TRUST_PROXY)
  app.set('query parser', 'extended')

  // 1. infrastructure
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' })
  })
  // a real probe within 1 s: a locked, read-only or exhausted database answers 503 quickly
  app.get('/readyz', async (_req, res) => {
    const ready = await ping(db, 1000)
    if (ready.ok) return void res.json({ status: 'ready' })
    res.setHeader('Retry-After', '2')
    res.status(503).json({ status: 'database unavailable', reason: ready.reason })
  })
  // anonymous pages already cached: answered here with the headers the stack gave them (ADR 015);
  // whatever must run for every page request goes above this line
  if (deps.pages !== false) app.use(cachedPageHits({ pageCache, logger }))
  app.use(requestLogger(logger))
  app.use(cspNonce)
  // a hosted payment gateway's checkout is the one form target outside our origin (ADR 014)
  const gateway = services.payments.gateway as { formOrigins?: string[] }
  app.use(
    securityHeaders({
      isProduction: config.isProduction,
      formActionOrigins: gateway.formOrigins ?? [],
      // spec §7 base hosts: the pages may call the configured API origins, and only those
      connectHosts: Object.values(apiHostsOf(config)),
      // who may frame the chat page (issue 12); no other page is ever framed
      chatFrameOrigins: config.CHAT_FRAME_ORIGINS,
    }),
  )
  // a demonstration site is not the real site: no search engine indexes it (its robots.txt says Disallow: /; issue 14)
  if (config.isDemo) {
    app.use((_req, res, next) => {
      res.setHeader('X-Robots-Tag', 'noindex, nofollow')
      next()
    })
  }
  app.use(compression())

  app.get('/', (_req, res) => res.redirect(302, '/website/'))
  // browsers ask for /favicon.ico on pages outside /website/ too (the sandbox gateway's page)
  app.get('/favicon.ico', (_req, res) => res.redirect(301, '/website/favicon.svg'))
  app.get('/website', (req, res, next) => {
    const q = req.originalUrl.indexOf('?')
    const pathname = q >= 0 ? req.originalUrl.slice(0, q) : req.originalUrl
    if (pathname !== '/website') return next()
    res.redirect(301, '/website/' + (q >= 0 ? req.originalUrl.slice(q) : ''))
  })

  // 2. the API surfaces (legacy paths of spec §7), each closed by a JSON 404 and error handler
  for (const { mount, router } of apiRouters({ services, config, logger })) {
    app.use(mount, router)
  }
  for (const mount of ['/api', '/auth', '/bot', '/dev']) {
    app.use(mount, apiNotFound)
  }
  app.use(['/api', '/auth', '/bot', '/dev'], apiErrorHandler)

  // 3. pages
  if (deps.pages !== false) {
    app.use(canonicalCaseRedirect)
    await mountClient(app, config)
    // the admin pages (and their client-side navigation data) resolve the admin session: the
    // pages' +guard reads it as pageContext.adminSession (issue 11 §1)
    app.use('/website', adminPageSessions(services, config))
    // each new search renders and ranks: limited per address (issue 27 #8); cached pages were answered above, uncounted
    app.get(SEARCH_PAGE_PATHS, searchPageLimit(services))
    app.get('/website/{*vike}', pageRenderer({ config, services, logger, pageCache }))
    // the forms that post to their own page and work without JavaScript (issue 10)
    app.post('/website/{*vike}', formPosts({ services, config, routes: FORM_PAGES }))
    app.use('/website', pageErrorHandler)
  }
  app.use(apiNotFound)
  app.use(apiErrorHandler)
  return { app, services, pageCache }
}
