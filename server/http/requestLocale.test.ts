import type { Request } from 'express'
import { describe, expect, it } from 'vitest'
import { requestLocale } from './requestLocale'

/** A request as Express gives it: body, query, the URL it was sent to and its Referer. */
const req = (r: { body?: unknown; query?: Record<string, unknown>; url?: string; referer?: string }) =>
  ({ body: r.body, query: r.query ?? {}, originalUrl: r.url ?? '/api/x', url: r.url ?? '/api/x', get: (h: string) => (h.toLowerCase() === 'referer' ? r.referer : undefined) }) as unknown as Request

describe('requestLocale', () => {
  it('takes lang from the body, then the query', () => {
    expect(requestLocale(req({ body: { lang: 'as' }, query: { lang: 'en' } }))).toBe('as')
    expect(requestLocale(req({ query: { lang: 'as' }, referer: 'https://x/website/PayBill' }))).toBe('as')
    expect(requestLocale(req({ body: { lang: 'hi' }, query: { lang: 'en' } }))).toBe('en')
  })

  it('then the page a form posts to, then the page the call came from', () => {
    expect(requestLocale(req({ url: '/website/AS_RequestChange?step=otp' }))).toBe('as')
    expect(requestLocale(req({ url: '/website/RequestChange', referer: 'https://x/website/AS_RequestChange' }))).toBe('en')
    expect(requestLocale(req({ referer: 'https://www.apdcl.org/website/AS_ConsumerDashboardPostpaid?consNo=1' }))).toBe('as')
    expect(requestLocale(req({ referer: 'https://www.apdcl.org/website/Assamese' }))).toBe('as')
    expect(requestLocale(req({ referer: 'https://www.apdcl.org/website/' }))).toBe('en')
  })

  it('is undefined when nothing tells (the mobile app, a page outside the site, a broken Referer)', () => {
    expect(requestLocale(req({}))).toBeUndefined()
    expect(requestLocale(req({ referer: 'https://elsewhere.example/AS_x' }))).toBeUndefined()
    expect(requestLocale(req({ referer: 'not a url' }))).toBeUndefined()
    expect(requestLocale(req({ body: 'raw text' }))).toBeUndefined()
  })
})
