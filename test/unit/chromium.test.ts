import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { bundleEnv, chromiumCandidates, chromiumFromEnv, findChromium, installCommand, launchProblem, noChromiumMessage, NPM_CHROMIUM } from '../helpers/chromium'

const none = () => false
const only =
  (...files: string[]) =>
  (f: string) =>
    files.includes(f)

describe('chromiumFromEnv', () => {
  it('prefers CHROME_PATH to CHROMIUM_PATH', () => {
    expect(chromiumFromEnv({ CHROME_PATH: '/a/chrome', CHROMIUM_PATH: '/b/chromium' })).toEqual({
      source: 'CHROME_PATH',
      executablePath: '/a/chrome',
    })
  })

  it('keeps CHROMIUM_PATH as an alias', () => {
    expect(chromiumFromEnv({ CHROMIUM_PATH: '/b/chromium' })).toEqual({ source: 'CHROMIUM_PATH', executablePath: '/b/chromium' })
  })

  it('treats empty values as unset', () => {
    expect(chromiumFromEnv({ CHROME_PATH: '  ', CHROMIUM_PATH: '/b/chromium' })?.source).toBe('CHROMIUM_PATH')
    expect(chromiumFromEnv({ CHROME_PATH: '' })).toBeUndefined()
  })
})

describe('chromiumCandidates', () => {
  const base = { env: {}, platform: 'linux' as const, arch: 'x64', exists: none, npmPackage: false }

  it('a path from the environment is the only candidate, even when it does not exist', () => {
    const list = chromiumCandidates({ ...base, env: { CHROME_PATH: '/nowhere/chrome' }, exists: only('/usr/bin/chromium'), npmPackage: true })
    expect(list).toEqual([{ source: 'CHROME_PATH', executablePath: '/nowhere/chrome' }])
  })

  it('tries the pinned npm Chromium first, then system headless shells, system browsers, Playwright', () => {
    const list = chromiumCandidates({
      ...base,
      exists: only('/usr/bin/google-chrome', '/usr/bin/chromium', '/usr/bin/chromium-headless-shell', '/home/u/.cache/ms-playwright/chrome'),
      playwrightPath: '/home/u/.cache/ms-playwright/chrome',
      npmPackage: true,
    })
    expect(list.map((c) => `${c.source} ${c.executablePath}`)).toEqual([
      `npm ${NPM_CHROMIUM}`,
      'system /usr/bin/chromium-headless-shell',
      'system /usr/bin/chromium',
      'system /usr/bin/google-chrome',
      'playwright /home/u/.cache/ms-playwright/chrome',
    ])
  })

  it('skips what is not there', () => {
    expect(chromiumCandidates({ ...base, playwrightPath: '/p/chrome' })).toEqual([])
  })

  it('offers the npm Chromium on Linux x64 only', () => {
    expect(chromiumCandidates({ ...base, npmPackage: true }).map((c) => c.source)).toEqual(['npm'])
    expect(chromiumCandidates({ ...base, arch: 'arm64', npmPackage: true })).toEqual([])
    expect(chromiumCandidates({ ...base, platform: 'darwin', npmPackage: true })).toEqual([])
  })

  it('knows the macOS applications', () => {
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'
    expect(chromiumCandidates({ ...base, platform: 'darwin', exists: only(chrome) })).toEqual([{ source: 'system', executablePath: chrome }])
  })
})

describe('installCommand', () => {
  it('is apt-get on Debian, with sudo unless root', () => {
    expect(installCommand({ platform: 'linux', osIds: ['debian'], hasAptGet: true, isRoot: true })).toBe('apt-get install -y chromium')
    expect(installCommand({ platform: 'linux', osIds: ['debian'], hasAptGet: true, isRoot: false })).toBe('sudo apt-get install -y chromium')
  })

  it("is Playwright's download (with its libraries) on Ubuntu and other Linux systems", () => {
    for (const osIds of [['ubuntu', 'debian'], ['fedora'], []]) {
      expect(installCommand({ platform: 'linux', osIds, hasAptGet: osIds.includes('debian'), isRoot: true })).toBe('npx playwright-core install --with-deps chromium')
    }
  })

  it("is Playwright's download on macOS", () => {
    expect(installCommand({ platform: 'darwin', osIds: [], hasAptGet: false, isRoot: false })).toBe('npx playwright-core install chromium')
  })
})

describe('noChromiumMessage', () => {
  it('lists every attempt and names the one command', () => {
    const text = noChromiumMessage(
      [
        { what: '/usr/bin/chromium', problem: 'not found' },
        { what: NPM_CHROMIUM, problem: 'failed to start (error while loading shared libraries: libnss3.so)' },
      ],
      'apt-get install -y chromium',
    )
    expect(text).toBe(
      [
        'No Chromium for the end-to-end tests.',
        '  /usr/bin/chromium: not found',
        `  ${NPM_CHROMIUM}: failed to start (error while loading shared libraries: libnss3.so)`,
        'Run this once, then `npm test` again:',
        '    apt-get install -y chromium',
        '(or set CHROME_PATH to a Chromium or Chrome binary)',
      ].join('\n'),
    )
  })
})

describe('launchProblem', () => {
  it('picks the missing library out of a launch log', () => {
    const err = new Error(
      'browserType.launch: Browser closed.\n==== logs ====\n<launching> /x/chromium\n/x/chromium: error while loading shared libraries: libnss3.so: cannot open shared object file: No such file or directory\n',
    )
    expect(launchProblem(err)).toBe('failed to start (error while loading shared libraries: libnss3.so: cannot open shared object file: No such file or directory)')
  })

  it('otherwise keeps the first line, without the method name', () => {
    expect(launchProblem(new Error('browserType.launch: Failed to launch: spawn /x EACCES\nCall log: …'))).toBe('failed to start (Failed to launch: spawn /x EACCES)')
  })
})

describe('bundleEnv', () => {
  it('adds the bundled libraries only for an unpacked npm Chromium', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-chromium-test-'))
    try {
      const exe = path.join(dir, 'chromium')
      expect(bundleEnv(exe, {})).toEqual({})
      fs.writeFileSync(path.join(dir, '.apdcl-chromium-bundle'), '')
      expect(bundleEnv(exe, { LD_LIBRARY_PATH: '/opt/lib' }).LD_LIBRARY_PATH).toBe(`${dir}/lib:/opt/lib`)
      expect(bundleEnv(exe, {}).LD_LIBRARY_PATH).toBe(`${dir}/lib`)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('findChromium', () => {
  it('fails on a CHROME_PATH that does not exist, without looking elsewhere', async () => {
    const r = await findChromium({ CHROME_PATH: '/nowhere/chrome' })
    expect(r.ok).toBe(false)
    expect(r.attempts).toEqual([{ what: 'CHROME_PATH=/nowhere/chrome', problem: 'not found' }])
    if (!r.ok) expect(r.message).toMatch(/^No Chromium for the end-to-end tests\.\n {2}CHROME_PATH=\/nowhere\/chrome: not found\n/)
  })
})
