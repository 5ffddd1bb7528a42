import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import knex from 'knex'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'
import { PRODUCTION_ENV } from '../helpers/productionEnv'
import { REPO_ROOT } from '../helpers/server'

/** The server entry (server/index.ts) as `npm run start:prod` runs it, with only `env`. */
function startEntry(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (c) => (output += String(c)))
  child.stderr.on('data', (c) => (output += String(c)))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exited, output: () => output }
}

// the entry runs on its own SQLite files: once, in the SQLite pass
describe.runIf(TEST_DB === 'sqlite')('production mode: the server entry', () => {
  it('refuses to start without the real settings: one line per missing item, exit code 78', async () => {
    const run = startEntry({ NODE_ENV: 'production' })
    expect(await run.exited).toBe(78)
    const out = run.output()
    expect(out).toContain('The server refuses to start:')
    for (const name of ['SMS_TRANSPORT', 'PAYMENT_GATEWAY', 'OTP_HASH_KEY', 'SESSION_SECRET', 'STS_VENDING_KEY', 'TRUST_PROXY', 'BOT_API_KEY']) {
      expect(out).toMatch(new RegExp(`^  - ${name}: .*required outside demo mode`, 'm'))
    }
    expect(out).toContain('For a demonstration site, set DEMO_MODE=true (npm start does).')
    expect(out).not.toMatch(/\n\s+at /) // no stack trace
  }, 30_000)

  it('with them, starts on an empty database and seeds nothing; demo mode says so in the boot log', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-prod-'))
    const common = { NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', UPLOADS_DIR: path.join(tmp, 'uploads'), DATABASE_URL: '' }
    try {
      const file = path.join(tmp, 'prod.sqlite')
      const prod = startEntry({ ...PRODUCTION_ENV, ...common, NODE_ENV: 'test', SQLITE_FILE: file })
      await waitFor(() => /listening on/.test(prod.output()), prod)
      prod.child.kill('SIGTERM')
      await prod.exited
      expect(prod.output()).not.toMatch(/DEMO MODE|demo data/)
      expect(await count(file, 'consumers')).toBe(0)
      expect(await count(file, 'tenders')).toBe(0)

      const demoFile = path.join(tmp, 'demo.sqlite')
      const demo = startEntry({ ...common, DEMO_MODE: 'true', SQLITE_FILE: demoFile })
      await waitFor(() => /listening on/.test(demo.output()), demo)
      demo.child.kill('SIGTERM')
      await demo.exited
      expect(demo.output()).toMatch(/DEMO MODE: OTPs are readable at \/dev\/sms-outbox/)
      expect(await count(demoFile, 'consumers')).toBeGreaterThan(0)
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true })
    }
  }, 60_000)
})

async function count(file: string, table: string): Promise<number> {
  const db = knex({ client: 'better-sqlite3', connection: { filename: file }, useNullAsDefault: true })
  try {
    const [row] = await db(table).count({ n: '*' })
    return Number(row.n)
  } finally {
    await db.destroy()
  }
}

async function waitFor(ok: () => boolean, run: ReturnType<typeof startEntry>) {
  const deadline = Date.now() + 45_000
  while (!ok()) {
    if (run.child.exitCode !== null) throw new Error(`the server exited:\n${run.output()}`)
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${run.output()}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe(`production mode: what is mounted (${TEST_DB})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { ...PRODUCTION_ENV, NODE_ENV: 'test', DEMO_MODE: 'false' } })
  })
  afterAll(async () => t.close())

  it('neither the SMS outbox nor the sandbox gateway exists', async () => {
    const outbox = await request(t.app).get('/dev/sms-outbox?mobile=9000000001')
    expect(outbox.status).toBe(404)
    expect(JSON.stringify(outbox.body)).not.toMatch(/\d{6} is your OTP/)
    expect((await request(t.app).get('/sandbox-pg/checkout/APDAAAAAAAAAAAAAAAA')).status).toBe(404)
    expect((await request(t.app).post('/sandbox-pg/checkout/APDAAAAAAAAAAAAAAAA').type('form').send({ action: 'pay' })).status).toBe(404)
    expect((await request(t.app).get('/sandbox-pg/sandbox.css')).status).toBe(404)
  })
})
