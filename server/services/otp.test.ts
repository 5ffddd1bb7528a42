import { describe, expect, it } from 'vitest'
import { generateOtp, hashOtp, otpSmsText, sameHash } from './otp'

const KEY = 'a test key that is at least 32 characters'

describe('OTP helpers', () => {
  it('generates 6 digits, leading zeros kept, spread over the range', () => {
    const codes = Array.from({ length: 2000 }, () => generateOtp())
    for (const c of codes) expect(c).toMatch(/^\d{6}$/)
    expect(new Set(codes).size).toBeGreaterThan(1990)
    expect(new Set(codes.map((c) => c[0])).size).toBe(10)
  })

  it('hashes with the key, the mobile and the purpose', () => {
    const h = hashOtp(KEY, '9000000001', 'login', '123456')
    expect(h).toMatch(/^[0-9a-f]{64}$/)
    expect(hashOtp(KEY, '9000000001', 'login', '123456')).toBe(h)
    expect(hashOtp(KEY + 'x', '9000000001', 'login', '123456')).not.toBe(h)
    expect(hashOtp(KEY, '9000000002', 'login', '123456')).not.toBe(h)
    expect(hashOtp(KEY, '9000000001', 'desktop', '123456')).not.toBe(h)
    expect(hashOtp(KEY, '9000000001', 'login', '123457')).not.toBe(h)
  })

  it('compares digests in constant time, refusing other lengths', () => {
    const h = hashOtp(KEY, '9000000001', 'login', '123456')
    expect(sameHash(h, h)).toBe(true)
    expect(sameHash(h, hashOtp(KEY, '9000000001', 'login', '000000'))).toBe(false)
    expect(sameHash(h, h.slice(0, 62))).toBe(false)
    expect(sameHash('', '')).toBe(false)
  })

  it('puts the code in the DLT text once', () => {
    expect(otpSmsText('012345')).toMatch(/^012345 is your OTP for APDCL/)
  })
})
