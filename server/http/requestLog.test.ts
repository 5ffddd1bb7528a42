import { describe, expect, it } from 'vitest'
import { redactUrl } from './requestLog'

describe('redactUrl', () => {
  it('never lets an OTP, token or mobile number reach a log line', () => {
    expect(redactUrl('/api/validateOtp?mobNo=9000000001&otpNo=123456')).toBe('/api/validateOtp?mobNo=[redacted]&otpNo=[redacted]')
    expect(redactUrl('/x?token=abc&page=2')).toBe('/x?token=[redacted]&page=2')
    expect(redactUrl('/website/Safety')).toBe('/website/Safety')
  })
})
