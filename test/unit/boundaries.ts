/**
 * The layer rules of docs/architecture.md, checked on the source text:
 * - shared/ imports neither server/ nor client/ (not even types): both sides build on it;
 * - client/ never imports server/ code; the only server types it names are in `.d.ts`
 *   files (pageContext's services and session), which vanish at build time;
 * - client/ reaches shared/ and server/ through the aliases (#shared/…), never by climbing
 *   out of its folder with ../;
 * - no database driver is imported under client/ or shared/;
 * - services and adapters (server/services, server/adapters) do not reach into the web layer
 *   (server/http, server/routes): their errors, validation and clock live outside it. The
 *   composition root (server/services/index.ts) is the one exception: it wires everything.
 */
import path from 'node:path'

export interface Violation {
  file: string
  specifier: string
  rule: string
}

const IMPORT = /(?:^|[\s;])(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g
const DRIVERS = new Set(['knex', 'pg', 'better-sqlite3', 'sqlite3'])

/** Where a specifier points: 'server' | 'client' | 'shared' | 'package' | another top-level folder. */
export function layerOf(fromFile: string, specifier: string): string {
  const alias = /^#(server|client|shared)(\/|$)/.exec(specifier)
  if (alias) return alias[1]
  if (!specifier.startsWith('.')) return 'package'
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier))
  return resolved.split('/')[0]
}

/** Import specifiers of the code (comments dropped), each with whether it is type-only. */
function importsOf(source: string): Array<{ specifier: string; typeOnly: boolean }> {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
  return [...code.matchAll(IMPORT)].map((m) => ({ specifier: m[3] ?? m[4], typeOnly: Boolean(m[2]) }))
}

function webLayerViolations(file: string, source: string): Violation[] {
  if (file === 'server/services/index.ts' || /\.test\.ts$/.test(file)) return []
  return importsOf(source)
    .filter(({ specifier }) => specifier.startsWith('.') && /^server\/(http|routes)(\/|$)/.test(path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))))
    .map(({ specifier }) => ({ file, specifier, rule: 'services and adapters must not import server/http or server/routes' }))
}

/** The rule violations of one file (path relative to the project root, with '/'). */
export function importViolations(file: string, source: string): Violation[] {
  const layer = file.split('/')[0]
  if (/^server\/(services|adapters)\//.test(file)) return webLayerViolations(file, source)
  if (layer !== 'client' && layer !== 'shared') return []
  const out: Violation[] = []
  // comments may mention imports; only code counts
  for (const { specifier, typeOnly } of importsOf(source)) {
    const target = layerOf(file, specifier)
    const add = (rule: string) => out.push({ file, specifier, rule })
    if (target === 'package') {
      if (DRIVERS.has(specifier.split('/')[0])) add(`${layer}/ must not import a database driver`)
      continue
    }
    if (layer === 'shared' && (target === 'server' || target === 'client')) add(`shared/ must not import ${target}/`)
    if (layer === 'client' && target === 'server' && !(typeOnly && file.endsWith('.d.ts'))) {
      add('client/ must not import server/ (wire types live in shared/<area>/contract.ts; server data comes through +data and pageContext)')
    }
    if (layer === 'client' && specifier.startsWith('.') && target !== 'client') add(`client/ reaches ${target}/ through the #${target} alias`)
  }
  return out
}
