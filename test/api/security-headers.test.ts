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

describe(`framing (${TEST_DB}): only the chat page, only from the listed origins (issue 12)`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production', CHAT_FRAME_ORIGINS: 'https://www.apdcl.org, https://app.apdcl.org' } })
  })
  afterAll(async () => t.close())
  const ancestors = (res: request.Response) => /(?:^|;)frame-ancestors ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1]

  it.each(['/website/', '/website/About', '/website/AdminLogin', '/api/web/banner', '/bot/bs/getBotResponse', '/website/ChatBotX'])(
    '%s: frame-ancestors none and X-Frame-Options DENY',
    async (path) => {
      const res = await request(t.app).get(path)
      expect(ancestors(res)).toBe("'none'")
      expect(res.headers['x-frame-options']).toBe('DENY')
    },
  )

  it.each(['/website/ChatBot', '/website/AS_ChatBot'])('%s: our origin and the listed ones, no X-Frame-Options', async (path) => {
    const res = await request(t.app).get(path)
    expect(ancestors(res)).toBe("'self' https://www.apdcl.org https://app.apdcl.org")
    expect(res.headers['x-frame-options']).toBeUndefined()
  })
})

describe('CHAT_FRAME_ORIGINS refuses what is not an origin', () => {
  it.each(['https://www.apdcl.org/path', 'javascript:alert(1)', '*'])('%s', async (value) => {
    const { loadConfig } = await import('../../server/config')
    expect(() => loadConfig({ DEMO_MODE: 'true', CHAT_FRAME_ORIGINS: value })).toThrow(/CHAT_FRAME_ORIGINS must be a comma list of origins/)
  })
})
