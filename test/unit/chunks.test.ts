/**
 * scripts/chunks.ts reads from a module's code which of its imports the browser uses: an import
 * whose names appear only where `import.meta.env.SSR` holds (a part an HTML-only page keeps as
 * the server wrote it) does not tie the module to that page's files (issue 24 §6).
 */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { serverOnlyImports, sourceFile } from '../../scripts/chunks'

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
