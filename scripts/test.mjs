// npm test: every suite. Unit tests; the API suite on SQLite and on PostgreSQL; then the
// end-to-end suite in Chromium against a production build. Ends with one summary line.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pgReachable } from './pgReachable.mjs'

const PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const CI = process.env.CI === 'true' || process.env.CI === '1'
const only = process.argv.slice(2) // e.g. `npm test -- unit api`
const want = (name) => only.length === 0 || only.includes(name)

const started = Date.now()
const totals = { passed: 0, failed: 0, skipped: 0 }
let failedRuns = 0
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-results-'))

function vitest(label, project, env = {}) {
  const out = path.join(tmp, `${label}.json`)
  console.log(`\n=== ${label} ===`)
  const r = spawnSync(
    'npx',
    ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    { stdio: 'inherit', env: { ...process.env, ...env } },
  )
  if (fs.existsSync(out)) {
    const j = JSON.parse(fs.readFileSync(out, 'utf8'))
    totals.passed += j.numPassedTests ?? 0
    totals.failed += j.numFailedTests ?? 0
    totals.skipped += (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0)
    if ((j.numTotalTests ?? 0) === 0) {
      console.error(`!! ${label}: no test ran`)
      failedRuns++
    }
  }
  if (r.status !== 0) failedRuns++
}


if (want('unit')) vitest('unit', 'unit')
if (want('api')) {
  vitest('api (SQLite)', 'api', { TEST_DB: 'sqlite' })
  if (await pgReachable(PG_URL)) {
    vitest('api (PostgreSQL)', 'api', { TEST_DB: 'postgres', TEST_PG_URL: PG_URL })
  } else {
    const banner = '!'.repeat(78)
    console.error(`\n${banner}\n!! PostgreSQL at ${PG_URL} did not answer: the PostgreSQL API run was SKIPPED.\n${banner}`)
    if (CI) {
      console.error('!! Under CI=true a missing PostgreSQL is a failure.')
      failedRuns++
    }
  }
}
if (want('e2e')) vitest('e2e (Chromium)', 'e2e')

const seconds = Math.round((Date.now() - started) / 1000)
console.log(`\nnpm test took ${Math.floor(seconds / 60)} min ${seconds % 60} s`)
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(failedRuns > 0 || totals.failed > 0 ? 1 : 0)
