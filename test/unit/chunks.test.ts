/**
 * scripts/chunks.ts reads from a module's code which of its imports the browser uses: an import
 * whose names appear only where `import.meta.env.SSR` holds (a part an HTML-only page keeps as
 * the server wrote it) does not tie the module to that page's files (issue 24 §6).
 */
import { execSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { COMMON_GROUPS, CORE_ROOTS, serverOnlyImports, sourceFile } from '../../scripts/chunks'

describe('serverOnlyImports', () => {
  it('finds the imports used only on the server, in a conditional or an if', () => {
    const code = [
      `import { Kept } from '#client/lib/htmlOnly/Kept'`,
      `import { Summary } from '#client/components/billing/ConsumerSummary'`,
      `import { Pay } from './PayButton'`,
      `import { Help, Extra } from '../Help'`,
      `import { Head } from './Head'`,
      `import './billing.css'`,
      `export default function Page() {`,
      `  if (import.meta.env.SSR) { Head() }`,
      `  return [jsx(Kept, { id: 'a', children: import.meta.env.SSR ? jsx(Summary, {}) : null }), jsx(Pay, {}), import.meta.env.SSR ? jsx(Help) : jsx(Extra)]`,
      `}`,
    ].join('\n')
    expect([...serverOnlyImports(code)].sort()).toEqual(['#client/components/billing/ConsumerSummary', './Head'])
  })

  it('does not take a property’s name for a use of the import', () => {
    const code = `import { title } from './texts'\nexport const x = { title: 1 }.title + (import.meta.env.SSR ? title : '')`
    expect([...serverOnlyImports(code)]).toEqual(['./texts'])
    const used = `import { title } from './texts'\nexport const x = title`
    expect([...serverOnlyImports(used)]).toEqual([])
  })
})

describe('sourceFile', () => {
  const dirs = { client: '/app/client', shared: '/app/shared' }
  it('follows the aliases and relative paths, without the extension; a package is none of ours', () => {
    expect(sourceFile('#client/components/billing/PayButton', '/app/client/pages/PayBill/+Page.tsx', dirs)).toBe(path.join('/app/client', 'components/billing/PayButton'))
    expect(sourceFile('#shared/forms/rules.ts', '/app/client/x.ts', dirs)).toBe(path.join('/app/shared', 'forms/rules'))
    expect(sourceFile('../Help', '/app/client/components/billing/x.tsx', dirs)).toBe('/app/client/components/Help')
    expect(sourceFile('react', '/app/client/x.ts', dirs)).toBeNull()
  })
})

/** The top-level alternatives of a pattern (`a|b(c|d)` → `a`, `b(c|d)`). */
function alternatives(source: string): string[] {
  const out: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < source.length; i++) {
    const c = source[i]
    if (c === '\\') i++
    else if (c === '(' || c === '[') depth++
    else if (c === ')' || c === ']') depth--
    else if (c === '|' && depth === 0) {
      out.push(source.slice(start, i))
      start = i + 1
    }
  }
  return [...out, source.slice(start)]
}

describe('the chunk groups name files that exist', () => {
  // a group whose pattern no longer matches a moved file splits what belongs together, and the
  // chunks can then import each other in a cycle: a page read `numbersOnly` of undefined
  const files = execSync('git ls-files client shared', { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((f) => `/app/${f}`)
  it('each alternative of each group and core root matches a source file', () => {
    const stale: string[] = []
    const patterns: Array<[string, RegExp]> = [
      ...COMMON_GROUPS.map(([name, re]) => [name, re] as [string, RegExp]),
      ...CORE_ROOTS.filter((re) => !re.source.includes('node_modules')).map((re) => ['core', re] as [string, RegExp]),
    ]
    for (const [name, re] of patterns) {
      for (const alt of alternatives(re.source)) {
        const one = new RegExp(alt)
        if (!files.some((f) => one.test(f))) stale.push(`${name}: ${alt}`)
      }
    }
    expect(stale).toEqual([])
  })
  it('splits a pattern at its top-level bars only', () => {
    expect(alternatives('a|b(c|d)|[x|y]')).toEqual(['a', 'b(c|d)', '[x|y]'])
  })
})
