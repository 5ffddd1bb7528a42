import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'

describe(`security headers in production (${TEST_DB})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production' } })
  })
  afterAll(async () => t.close())

  it('the CSP allows no inline style: our stylesheets and a per-response nonce only (ADR 013)', async () => {
    const a = await request(t.app).get('/api/web/banner')
    const b = await request(t.app).get('/api/web/banner')
    const styleSrc = (res: request.Response) => /(?:^|;)style-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1] ?? ''
    expect(styleSrc(a)).toMatch(/^'self' 'nonce-[A-Za-z0-9_-]{22}'$/)
    expect(styleSrc(a)).not.toContain('unsafe-inline')
    expect(styleSrc(a)).not.toBe(styleSrc(b))
    expect(String(a.headers['content-security-policy'])).toMatch(/object-src 'none'/)
  })
})
