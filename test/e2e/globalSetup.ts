/**
 * End-to-end setup: the Chromium to drive (test/helpers/chromium.ts; no build when there is
 * none), one production build in dist-e2e/ (reused when E2E_SKIP_BUILD=1 and it exists), a
 * production server per e2e worker (./workers), each on a free loopback port with a fresh SQLite
 * database and uploads folder of its own. A test file gets its worker's server through
 * e2eBaseUrl() (./site), the browser through inject('chromium').
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { chromiumSummary, findChromium } from '../helpers/chromium'
import { buildProduction, E2E_SERVER_ENV, hasBuild, REPO_ROOT, startProductionServer } from '../helpers/server'
import { e2eWorkers } from './workers'

declare module 'vitest' {
  export interface ProvidedContext {
    /** one production server per e2e worker, each with its own database (./site, ./workers) */
    baseUrls: string[]
    /** the SQLite file of each of those servers, in the same order (a test may add rows of its own) */
    sqliteFiles: string[]
    buildDir: string
    chromium: { executablePath: string; env: Record<string, string> }
  }
}

// E2E_BUILD_DIR: several people may run the suite side by side, each with a folder of its own,
// relative to the project (vike resolves an absolute one under client/ and the build fails)
const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'dist-e2e'

export default async function setup(project: TestProject) {
  const found = await findChromium()
  if (!found.ok) throw new Error(found.message)
  process.stderr.write(`[e2e] ${chromiumSummary(found.chromium)}\n`)
  project.provide('chromium', { executablePath: found.chromium.executablePath, env: found.chromium.env })

  const buildDir = path.join(REPO_ROOT, BUILD_DIR)
  if (process.env.E2E_SKIP_BUILD === '1' && hasBuild(buildDir)) {
    process.stderr.write(`[e2e] E2E_SKIP_BUILD=1: reusing ${BUILD_DIR}/\n`)
  } else {
    buildProduction(BUILD_DIR, { log: (l) => process.stderr.write(`[e2e] ${l}\n`) })
  }

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-e2e-'))
  // one server per worker, each with a database and an uploads folder of its own
  const sqliteFiles = Array.from({ length: e2eWorkers() }, (_, i) => path.join(tmp, `e2e-${i + 1}.sqlite`))
  const servers = await Promise.all(
    sqliteFiles.map((sqliteFile, i) =>
      startProductionServer({
        buildDir: BUILD_DIR,
        sqliteFile,
        uploadsDir: path.join(tmp, `uploads-${i + 1}`),
        env: { ...E2E_SERVER_ENV },
      }),
    ),
  )
  for (const server of servers) process.stderr.write(`[e2e] production server at ${server.baseUrl}/website/\n`)

  let stopping = false
  for (const server of servers) {
    server.child.on('exit', (code, signal) => {
      if (stopping) return
      process.stderr.write(`\n[e2e] !! the server at ${server.baseUrl} died during the tests (code ${code}, signal ${signal}). Its output:\n${server.output()}\n`)
    })
  }

  project.provide(
    'baseUrls',
    servers.map((s) => s.baseUrl),
  )
  project.provide('sqliteFiles', sqliteFiles)
  project.provide('buildDir', buildDir)

  return async () => {
    stopping = true
    await Promise.all(servers.map((s) => s.stop()))
    // a raw text key on any page any test rendered (issue 23 §2, issue 25): the server logs each
    // key a render asked for and no locale file has; the browser's own report fails its test
    const missing = [...new Set(servers.flatMap((s) => s.missingTextKeys()))]
    for (const server of servers) {
      const out = server.output()
      if (/"level":(50|60)/.test(out) || /Error/.test(out)) {
        process.stderr.write(`[e2e] server ${server.baseUrl} output (errors seen during the run):\n${out.slice(-20_000)}\n`)
      }
    }
    fs.rmSync(tmp, { recursive: true, force: true })
    if (missing.length) {
      // vitest reports an error thrown here but keeps its exit code: set it, so the run fails
      process.exitCode = 1
      throw new Error(`the e2e servers rendered text keys that no locale file has:\n  ${missing.join('\n  ')}`)
    }
  }
}
