import { describe, expect, it } from 'vitest'
import { showsChrome } from './AppViewLayout'

const ctx = (chrome: unknown, search: Record<string, string> = {}) => ({ config: { chrome }, urlParsed: { search } }) as unknown as Parameters<typeof showsChrome>[0]

describe('site chrome per page', () => {
  it('is on by default and off for the app web view', () => {
    expect(showsChrome(ctx(undefined))).toBe(true)
    expect(showsChrome(ctx(true, { app: '1' }))).toBe(true)
    expect(showsChrome(ctx(false))).toBe(false)
  })

  it("follows ?app=1 on pages set to 'unlessApp'", () => {
    expect(showsChrome(ctx('unlessApp'))).toBe(true)
    expect(showsChrome(ctx('unlessApp', { app: '1' }))).toBe(false)
    expect(showsChrome(ctx('unlessApp', { app: '0' }))).toBe(true)
  })
})
