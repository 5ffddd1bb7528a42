import { describe, expect, it } from 'vitest'
import { cookieNames, cookieValue, SIGNED_IN_COOKIE } from './cookies'

describe('cookies', () => {
  it('reads one cookie from a Cookie header', () => {
    expect(cookieValue('a=1; apdcl.sid=abc_-DEF; b=2', 'apdcl.sid')).toBe('abc_-DEF')
    expect(cookieValue(['x=1', 'apdcl.sid=tok'], 'apdcl.sid')).toBe('tok')
    expect(cookieValue('apdcl.sidx=1; xapdcl.sid=2', 'apdcl.sid')).toBeUndefined()
    expect(cookieValue(undefined, 'apdcl.sid')).toBeUndefined()
    expect(cookieValue('apdcl.sid=%E0%A4%A', 'apdcl.sid')).toBeUndefined()
  })

  it('names the cookies with the __Host- prefix in production only', () => {
    expect(cookieNames({ isProduction: true }).session).toBe('__Host-apdcl.sid')
    expect(cookieNames({ isProduction: false }).session).toBe('apdcl.sid')
    expect(SIGNED_IN_COOKIE.test('x=1; __Host-apdcl.sid=t')).toBe(true)
    expect(SIGNED_IN_COOKIE.test('x=1; apdcl.sidx=t')).toBe(false)
  })
})
