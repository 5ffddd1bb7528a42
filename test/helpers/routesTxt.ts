/**
 * The route list of the product as the client wrote it (../shared/routes.txt beside the
 * repository), parsed into sections; with a fallback to shared/routes.ts when the file is
 * absent (e.g. a fresh clone outside the workspace).
 */
import fs from 'node:fs'
import path from 'node:path'
import { ROUTES, SHOWDIV, type RouteSection } from '../../shared/routes'
import { AS_PREFIX, ASSAMESE_HOMES } from '../../shared/locale'
import { REPO_ROOT } from './server'

export const ROUTES_TXT = path.resolve(REPO_ROOT, '../shared/routes.txt')

export interface ListedRoute {
  /** as written, e.g. '/Project?showdiv=ipds' */
  route: string
  /** pathname part, e.g. '/Project' */
  pathname: string
  section: RouteSection
}

export function parseRoutesTxt(text: string): ListedRoute[] {
  const out: ListedRoute[] = []
  let section: RouteSection | undefined
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (!line || line.startsWith('#')) continue
    const head = /^\[([a-z-]+)\]$/.exec(line)
    if (head) {
      section = head[1] as RouteSection
      continue
    }
    if (!line.startsWith('/')) throw new Error(`routes.txt: unexpected line "${line}"`)
    if (!section) throw new Error(`routes.txt: route "${line}" before any [section]`)
    out.push({ route: line, pathname: line.split('?')[0], section })
  }
  return out
}

/** The same list derived from shared/routes.ts (routes plus their ?showdiv= variants). */
export function routesFromModule(opts: { withExtras?: boolean } = {}): ListedRoute[] {
  return ROUTES.filter((r) => opts.withExtras || !r.extra).flatMap((r) => {
    const variants = (SHOWDIV as Record<string, readonly string[]>)[r.path] ?? []
    return [r.path, ...variants.map((v) => `${r.path}?showdiv=${v}`)].map((route) => ({
      route,
      pathname: r.path,
      section: r.section,
    }))
  })
}

export function listedRoutes(): { source: string; routes: ListedRoute[] } {
  if (fs.existsSync(ROUTES_TXT)) {
    return { source: ROUTES_TXT, routes: parseRoutesTxt(fs.readFileSync(ROUTES_TXT, 'utf8')) }
  }
  return { source: 'shared/routes.ts (routes.txt not found)', routes: routesFromModule() }
}

/** The Assamese mirror of an English route: '/' → '/Assamese', '/X?q' → '/AS_X?q'. */
export function assameseMirror(route: string): string {
  if (route === '/') return ASSAMESE_HOMES[0]
  return '/' + AS_PREFIX + route.slice(1)
}

/**
 * Every route to sweep: each implemented route of routes.txt (query variants included),
 * its AS_ mirror, and the Assamese homes.
 */
export function sweepRoutes(): string[] {
  const implemented = new Set(ROUTES.filter((r) => r.implemented).map((r) => r.path))
  const english = listedRoutes()
    .routes.filter((r) => r.section !== 'assamese' && implemented.has(r.pathname))
    .map((r) => r.route)
  const extras = ROUTES.filter((r) => r.extra && r.implemented).map((r) => r.path)
  english.push(...extras)
  const homes = ASSAMESE_HOMES.filter((p) => implemented.has(p))
  // the admin area is English only (issue 11): its pages have no AS_ mirror
  const admin = new Set(ROUTES.filter((r) => r.section === 'admin').map((r) => r.path))
  const mirrored = english.filter((r) => !admin.has(r.split('?')[0]))
  const all = [...english, ...mirrored.map(assameseMirror), ...homes]
  return [...new Set(all)]
}
