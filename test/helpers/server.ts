/**
 * Builds and runs the production bundle in a folder of its own, for the end-to-end suite
 * and the benchmark (never dist/, which other people use). Plain Node APIs only, so
 * scripts/bench.mjs can load this file through tsx.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { cookieNames } from '../../server/http/cookies'

/** The session cookie's name on the production server the e2e suite runs (`__Host-` prefix, ADR 013). */
export const E2E_SESSION_COOKIE = cookieNames({ isProduction: true }).session

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * The environment without the test runner's marks: Vike skips its build when VITEST is
 * set, and a server must not think it runs under test.
 */
function cleanEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env }
  for (const key of Object.keys(env)) {
    if (key.startsWith('VITEST') || key === 'TEST' || key === 'NODE_ENV') delete env[key]
  }
  return env
}

/** `npx vite build` then `node scripts/build-server.mjs`, both with BUILD_DIR=buildDir. */
export function buildProduction(buildDir: string, opts: { log?: (line: string) => void } = {}): void {
  const log = opts.log ?? ((line: string) => process.stderr.write(line + '\n'))
  const env = {
    ...cleanEnv(),
    BUILD_DIR: buildDir,
    // a cache of our own: parallel builds must not share Vite's dependency cache
    VITE_CACHE_DIR: path.join(REPO_ROOT, 'node_modules', `.vite-${path.basename(buildDir)}`),
  }
  const steps: Array<[string, string[]]> = [
    ['npx', ['vite', 'build', '--logLevel', 'warn']],
    ['node', ['scripts/build-server.mjs']],
  ]
  for (const [cmd, args] of steps) {
    const started = Date.now()
    const r = spawnSync(cmd, args, { cwd: REPO_ROOT, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    if (r.status !== 0) {
      throw new Error(`build step failed: ${cmd} ${args.join(' ')} (exit ${r.status})\n${r.stdout}\n${r.stderr}`)
    }
    log(`[build] ${cmd} ${args.join(' ')} → ${buildDir} in ${Date.now() - started} ms`)
  }
}

/** True when buildDir holds both the page build and the server bundle. */
export function hasBuild(buildDir: string): boolean {
  const abs = path.resolve(REPO_ROOT, buildDir)
  return fs.existsSync(path.join(abs, 'app', 'index.mjs')) && fs.existsSync(path.join(abs, 'client'))
}

/** A TCP port nobody listens on right now (loopback). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })
}

/**
 * The settings of an e2e server: the suite logs the same demo mobiles in many times from one
 * address (the limits themselves are tested in test/api); the jobs are run by the tests that
 * need them.
 */
export const E2E_SERVER_ENV: Readonly<Record<string, string>> = {
  PAGE_CACHE_TTL_MS: '0',
  OTP_MAX_SENDS: '10000',
  AUTH_IP_LIMIT: '1000000',
  // the same demo mobiles send many forms with files (the quota itself: test/api/uploads-limits.test.ts)
  UPLOAD_MOBILE_DAILY_LIMIT: '1000000',
  // the suite files many forms with the demo mobiles (the cap itself: test/api/sms-daily-cap.test.ts)
  SMS_FORM_DAILY_CAP: '1000000',
  OTP_RESEND_WAIT_SECONDS: '1',
  // the proof of work of every OTP after the first stays real, only cheaper
  ALTCHA_MAX_NUMBER: '2000',
  RECONCILE_INTERVAL_MS: '0',
  // no reminder SMS between an OTP and the test reading it from the outbox (the job's own tests: test/api/reminders-job.test.ts)
  REMINDER_INTERVAL_MS: '0',
  // nor planned-shutdown SMS on a timer (a publish still sends its own: test/e2e/admin-outages.test.ts; the job: test/api/admin-outages.test.ts)
  SHUTDOWN_ALERT_INTERVAL_MS: '0',
}

export interface RunningServer {
  baseUrl: string
  port: number
  child: ChildProcess
  /** everything the server wrote so far (stdout and stderr, last 200 KB) */
  output: () => string
  /** each text key a render asked for and no locale file has (shared/i18n.ts logs it), all of them since the start */
  missingTextKeys: () => string[]
  stop: () => Promise<void>
}

export interface StartOptions {
  buildDir: string
  sqliteFile: string
  uploadsDir: string
  /** more environment (e.g. PAGE_CACHE_TTL_MS) */
  env?: Record<string, string>
  readyTimeoutMs?: number
}

/** Starts `node <buildDir>/app/index.mjs` in production mode and waits for /readyz. */
export async function startProductionServer(opts: StartOptions): Promise<RunningServer> {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  let output = ''
  const missing = new Set<string>()
  let partial = ''
  const keep = (chunk: Buffer) => {
    const text = chunk.toString('utf8')
    output = (output + text).slice(-200_000)
    const lines = (partial + text).split('\n')
    partial = lines.pop() ?? ''
    for (const line of lines) {
      const m = /i18n: missing text key '([^']+)' \(([^)]*)\)/.exec(line)
      if (m) missing.add(`${m[1]} (${m[2]})`)
    }
  }
  const child = spawn(process.execPath, [path.join(opts.buildDir, 'app', 'index.mjs')], {
    cwd: REPO_ROOT,
    env: {
      ...cleanEnv(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      BUILD_DIR: opts.buildDir,
      SQLITE_FILE: opts.sqliteFile,
      UPLOADS_DIR: opts.uploadsDir,
      DATABASE_URL: '',
      DEMO_MODE: 'true',
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  let exited: { code: number | null; signal: NodeJS.Signals | null } | undefined
  const exitPromise = new Promise<void>((resolve) => {
    child.on('exit', (code, signal) => {
      exited = { code, signal }
      resolve()
    })
  })

  const deadline = Date.now() + (opts.readyTimeoutMs ?? 60_000)
  for (;;) {
    if (exited) {
      throw new Error(`server exited before it was ready (code ${exited.code}, signal ${exited.signal}):\n${output}`)
    }
    try {
      const res = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2000) })
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`server not ready within ${opts.readyTimeoutMs ?? 60_000} ms:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 150))
  }

  return {
    baseUrl,
    port,
    child,
    output: () => output,
    missingTextKeys: () => [...missing],
    async stop() {
      if (exited) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exitPromise
      clearTimeout(timer)
    },
  }
}
