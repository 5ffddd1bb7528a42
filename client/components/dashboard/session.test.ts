import { describe, expect, it } from 'vitest'
import { cookieValue, maskMobile } from './session.server'
import { loginRequiredReason } from './loginReason'

describe('dashboard session helpers', () => {
  it('reads one cookie from a Cookie header', () => {
    expect(cookieValue('a=1; apdcl.sid=abc_-DEF; b=2', 'apdcl.sid')).toBe('abc_-DEF')
    expect(cookieValue(['x=1', 'apdcl.sid=tok'], 'apdcl.sid')).toBe('tok')
    expect(cookieValue('apdcl.sidx=1; xapdcl.sid=2', 'apdcl.sid')).toBeUndefined()
    expect(cookieValue(undefined, 'apdcl.sid')).toBeUndefined()
    expect(cookieValue('apdcl.sid=%E0%A4%A', 'apdcl.sid')).toBeUndefined()
  })

  it('masks a mobile number, keeping the first and last two digits', () => {
    expect(maskMobile('9000000005')).toBe('90XXXXXX05')
    expect(maskMobile('123')).toBe('123')
  })

  it('recognises only the dashboards’ own 401 reason', () => {
    expect(loginRequiredReason({ loginRequired: true, expired: true })).toEqual({ loginRequired: true, expired: true })
    expect(loginRequiredReason({ loginRequired: true })).toEqual({ loginRequired: true, expired: false })
    expect(loginRequiredReason('Unauthorized')).toBeUndefined()
    expect(loginRequiredReason({ titleKey: 'x', textKey: 'y' })).toBeUndefined()
  })
})
