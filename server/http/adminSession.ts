/**
 * Admin sessions (issue 11 §1): express-session with its store on the application's own knex
 * (connect-session-knex, table `admin_sessions` from the migrations, both databases). The
 * cookie `apdcl.admin` (`__Host-` in production) is httpOnly, SameSite=Strict, Secure in
 * production; idle timeout 30 minutes (rolling), absolute 12 hours (checked by `adminOf`); the
 * id is regenerated at login. Each session carries a CSRF token that every admin write sends
 * back in `X-CSRF-Token` (`requireAdmin`). Mounted only on the admin paths, never globally.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express'
import session from 'express-session'
import { ConnectSessionKnexStore } from 'connect-session-knex'
import { can, isAdminPath, type AdminRole, type Permission } from '#shared/admin/roles'
import type { Config } from '../config'
import type { Db } from '../db/knex'
import type { Services } from '../services'
import { ForbiddenError, UnauthorizedError } from '../errors'

export const ADMIN_IDLE_MS = 30 * 60_000
export const ADMIN_ABSOLUTE_MS = 12 * 3_600_000

/** What an admin session holds. */
export interface AdminSessionData {
  userId: string
  name: string
  roles: AdminRole[]
  csrf: string
  startedAt: number
}

declare module 'express-session' {
  interface SessionData {
    admin?: AdminSessionData
  }
}

export const adminCookieName = (config: Pick<Config, 'isProduction'>) => `${config.isProduction ? '__Host-' : ''}apdcl.admin`

/** The session middleware of the admin paths, and its store. */
export function adminSessions(deps: { db: Db; config: Pick<Config, 'isProduction' | 'sessionSecret'> }): { middleware: RequestHandler; store: ConnectSessionKnexStore } {
  // no cleanup timer of the store's own: expired rows go at each login (`dropExpiredAdminSessions`)
  const store = new ConnectSessionKnexStore({ knex: deps.db, tableName: 'admin_sessions', createTable: false, cleanupInterval: 0 })
  const inner = session({
    name: adminCookieName(deps.config),
    secret: deps.config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    unset: 'destroy',
    cookie: { httpOnly: true, sameSite: 'strict', secure: deps.config.isProduction, path: '/', maxAge: ADMIN_IDLE_MS },
  })
  // express-session sets a Secure cookie only when it sees HTTPS itself. In production the cookie
  // is always Secure (like every cookie of ours, `__Host-`): TLS may end at a proxy, and a browser
  // on plain http (only localhost accepts that) simply does not send it back elsewhere.
  const middleware: RequestHandler = deps.config.isProduction
    ? (req, res, next) => {
        Object.defineProperty(req, 'secure', { value: true, configurable: true })
        inner(req, res, next)
      }
    : inner
  return { middleware, store }
}

/** Removes the rows of expired admin sessions (run at each login; the table stays small). */
export async function dropExpiredAdminSessions(db: Db, now = Date.now()): Promise<void> {
  await db('admin_sessions').where('expired', '<', new Date(now).toISOString()).delete()
}

/** The signed-in admin of a request, or null (none, or past the absolute 12 hours). */
export function adminOf(req: Request, now = Date.now()): AdminSessionData | null {
  const admin = req.session?.admin
  if (!admin) return null
  if (now - admin.startedAt > ADMIN_ABSOLUTE_MS) return null
  return admin
}

/** Starts the admin session of `user` under a new id (no fixation); resolves with its CSRF token. */
export function startAdminSession(req: Request, user: { userId: string; name: string; roles: AdminRole[] }, now = Date.now()): Promise<string> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((err) => {
      if (err) return reject(err)
      const csrf = randomBytes(32).toString('base64url')
      req.session.admin = { userId: user.userId, name: user.name, roles: user.roles, csrf, startedAt: now }
      req.session.save((e) => (e ? reject(e) : resolve(csrf)))
    })
  })
}

export function endAdminSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!req.session) return resolve()
    req.session.destroy((err) => (err ? reject(err) : resolve()))
  })
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The admin of a request as the guard sees it: the session, with the account's current roles and name. */
export type AdminPrincipal = AdminSessionData

const layers = new WeakMap<object, { middleware: RequestHandler; store: ConnectSessionKnexStore }>()

/** One session middleware (and store) per application: the login, the admin calls and the admin pages share it. */
export function adminSessionsOf(services: Pick<Services, 'db'>, config: Pick<Config, 'isProduction' | 'sessionSecret'>) {
  let layer = layers.get(services)
  if (!layer) layers.set(services, (layer = adminSessions({ db: services.db, config })))
  return layer
}

/**
 * The admin of this request, checked against the database at every request: a session counts
 * while its account is active, holds at least one role and its sessions were not ended after it
 * began (`adminAccounts.endSessions`). The roles and name are the account's current ones, so a
 * change of roles or a deactivation takes effect at the next request.
 */
export async function currentAdmin(req: Request, services: Pick<Services, 'adminAccounts'>): Promise<AdminPrincipal | null> {
  const admin = adminOf(req)
  if (!admin) return null
  const state = await services.adminAccounts.sessionState(admin.userId)
  if (!state || !state.active || !state.roles.length || admin.startedAt < state.sessionsAfter) return null
  return { ...admin, roles: state.roles, name: state.name }
}

/**
 * Mounted on `/api/admin` and on the admin pages: the session cookie, then the admin it proves
 * (or null) in `res.locals.admin`, which `requireAdmin` and the pages' guard read.
 */
export function adminSessionLayer(services: Pick<Services, 'db' | 'adminAccounts'>, config: Pick<Config, 'isProduction' | 'sessionSecret'>): RequestHandler[] {
  const { middleware } = adminSessionsOf(services, config)
  return [
    middleware,
    (req, res, next) => {
      currentAdmin(req, services).then((admin) => {
        res.locals.admin = admin
        next()
      }, next)
    },
  ]
}

/**
 * The one guard of every admin call (after `adminSessionLayer`): a live admin session (401),
 * the permission when given (403), and on writes the session's CSRF token in `X-CSRF-Token`
 * (403). The admin is in `res.locals.admin` (`adminIn(res)`).
 */
export function requireAdmin(permission?: Permission): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const admin = res.locals.admin as AdminPrincipal | null | undefined
    if (!admin) return next(new UnauthorizedError('Please log in as an admin'))
    if (!SAFE.has(req.method)) {
      const given = Buffer.from(String(req.get('x-csrf-token') ?? ''))
      const expected = Buffer.from(admin.csrf)
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return next(new ForbiddenError('Missing or wrong CSRF token'))
    }
    if (permission && !can(admin.roles, permission)) return next(new ForbiddenError('This role may not do that'))
    next()
  }
}

/** The admin of a request that passed `requireAdmin`. */
export function adminIn(res: Response): AdminPrincipal {
  const admin = res.locals.admin as AdminPrincipal | null | undefined
  if (!admin) throw new UnauthorizedError('Please log in as an admin')
  return admin
}

/** The admin session layer on the admin pages only (mounted on /website; public pages never read the admin cookie). */
export function adminPageSessions(services: Pick<Services, 'db' | 'adminAccounts'>, config: Pick<Config, 'isProduction' | 'sessionSecret'>): Router {
  const router = Router()
  router.use(
    (req, _res, next) => {
      // Vike's client-side navigation asks for <page>/index.pageContext.json
      const path = req.path.replace(/\/index\.pageContext\.json$/, '') || '/'
      next(isAdminPath(path) ? undefined : 'router')
    },
    ...adminSessionLayer(services, config),
  )
  return router
}
