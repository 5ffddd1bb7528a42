import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'

describe(`health and error handling (${TEST_DB})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => t.close())

  it('GET /healthz answers ok', async () => {
    const res = await request(t.app).get('/healthz')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ status: 'ok' })
  })

  it('GET /readyz checks the database', async () => {
    const res = await request(t.app).get('/readyz')
    expect(res.status).toBe(200)
    expect(res.body.status).toBe('ready')
  })

  it('unknown API paths answer a JSON 404', async () => {
    const res = await request(t.app).get('/api/no/such/thing')
    expect(res.status).toBe(404)
    expect(res.headers['content-type']).toMatch(/json/)
    expect(res.body.status).toBe('error')
  })

  it('sets security headers with a nonce-based CSP', async () => {
    const res = await request(t.app).get('/healthz')
    // /healthz sits before helmet on purpose (probes); check an API path instead
    const api = await request(t.app).get('/api/nothing')
    const csp = String(api.headers['content-security-policy'])
    expect(csp).toMatch(/script-src 'self' 'nonce-[\w-]{16,}'/)
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(String(api.headers['strict-transport-security'])).toMatch(/max-age=31536000/)
    expect(api.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(res.status).toBe(200)
  })

  it('redirects / to /website/', async () => {
    const res = await request(t.app).get('/')
    expect(res.status).toBe(302)
    expect(res.headers.location).toBe('/website/')
  })
})
