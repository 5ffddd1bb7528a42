import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { importViolations } from './boundaries'

const ROOT = path.resolve(import.meta.dirname, '../..')

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourceFiles(rel)
    return /\.(ts|tsx|mts)$/.test(e.name) ? [rel] : []
  })
}

describe('layer boundaries (docs/architecture.md)', () => {
  it('client/ and shared/ import no server code, shared/ no client code, client/ uses the aliases, services stay out of the web layer', () => {
    const files = [...sourceFiles('client'), ...sourceFiles('shared'), ...sourceFiles('server/services'), ...sourceFiles('server/adapters')]
    expect(files.length).toBeGreaterThan(100)
    const violations = files.flatMap((f) => importViolations(f, fs.readFileSync(path.join(ROOT, f), 'utf8')))
    expect(violations).toEqual([])
  })

  it('catches each kind of violation', () => {
    const rules = (file: string, src: string) => importViolations(file, src).map((v) => v.rule)
    expect(rules('client/pages/X/+data.ts', "import { computeBill } from '#server/services/billing/tariff'")).toHaveLength(1)
    expect(rules('client/pages/X/+data.ts', "import type { Bill } from '../../../server/services/billing/types'")).toHaveLength(2)
    expect(rules('client/components/a/b.tsx', "const m = await import('#server/services')")).toHaveLength(1)
    expect(rules('client/components/a/b.tsx', "export { x } from '#server/x'")).toHaveLength(1)
    expect(rules('client/global.d.ts', "import type { PageServices } from '#server/services'")).toEqual([])
    expect(rules('client/global.d.ts', "import { PageServices } from '#server/services'")).toHaveLength(1)
    expect(rules('shared/x.ts', "import type { Db } from '../server/db/knex'")).toEqual(['shared/ must not import server/'])
    expect(rules('shared/x.ts', "import { hrefFor } from '#client/components/layout/paths'")).toEqual(['shared/ must not import client/'])
    expect(rules('client/components/a/b.ts', "import { BASE_PATH } from '../../../shared/locale'")).toEqual(['client/ reaches shared/ through the #shared alias'])
    expect(rules('client/components/a/b.ts', "import knex from 'knex'")).toEqual(['client/ must not import a database driver'])
    // allowed: shared through the alias, client-internal relative paths, packages, comments
    expect(rules('client/components/a/b.ts', "import { BASE_PATH } from '#shared/locale'\nimport { x } from '../c/d'\nimport React from 'react'\n// import x from '#server/y'")).toEqual([])
    expect(rules('server/x.ts', "import { y } from '../client/z'")).toEqual([])
    expect(rules('server/services/otp.ts', "import { InvalidError } from '../http/errors'")).toEqual(['services and adapters must not import server/http or server/routes'])
    expect(rules('server/adapters/sms/http.ts', "import { x } from '../../routes/auth'")).toHaveLength(1)
    expect(rules('server/services/otp.ts', "import { InvalidError } from '../errors'")).toEqual([])
    expect(rules('server/services/index.ts', "import { cookieNames } from '../http/cookies'")).toEqual([])
  })
})
