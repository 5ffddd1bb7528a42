import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'

const connectSrc = (csp: unknown) => (/(?:^|;)\s*connect-src ([^;]*)/.exec(String(csp))?.[1] ?? '').trim().split(/\s+/)

describe(`spec §7 base hosts (${TEST_DB})`, () => {
  let configured: TestApp
  let plain: TestApp
  beforeAll(async () => {
    configured = await createTestApp({
      env: { BILLING_API_HOST: 'https://billing.example.org/', APP_BACKEND_HOST: 'https://app.example.org:8443', BOT_HOST: 'https://bot.example.org', REST_API_HOST: '' },
    })
    plain = await createTestApp()
  })
  afterAll(async () => {
    await configured?.close()
    await plain?.close()
  })

  it('the CSP connect-src allows exactly the configured hosts', async () => {
    const res = await request(configured.app).get('/api/web/banner')
    const sources = connectSrc(res.headers['content-security-policy'])
    expect(sources).toEqual(expect.arrayContaining(["'self'", 'https://billing.example.org', 'https://app.example.org:8443', 'https://bot.example.org']))
    expect(sources.filter((s) => /^https?:/.test(s))).toHaveLength(3)
  })

  it('without settings the pages call their own origin only', async () => {
    const res = await request(plain.app).get('/api/web/banner')
    expect(connectSrc(res.headers['content-security-policy']).filter((s) => /^https?:/.test(s))).toEqual([])
    expect(plain.services.site.apiHosts).toEqual({})
  })

  it('hands the hosts to the pages (pageContext.site, passed to the client)', () => {
    expect(configured.services.site.apiHosts).toEqual({
      billing: 'https://billing.example.org',
      app: 'https://app.example.org:8443',
      bot: 'https://bot.example.org',
    })
  })

  it('refuses to start with a host that is not an origin', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', DEMO_MODE: 'true', COMMON_API_HOST: 'https://api.example.org/v1' })).toThrow(/COMMON_API_HOST/)
    expect(() => loadConfig({ NODE_ENV: 'test', DEMO_MODE: 'true', BOT_HOST: 'bot.example.org' })).toThrow(/BOT_HOST/)
  })
})
