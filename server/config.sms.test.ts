import { describe, expect, it } from 'vitest'
import { DEV_OTP_HASH_KEY, loadConfig } from './config'

const HTTP = { SMS_TRANSPORT: 'http', SMS_HTTP_URL: 'https://sms.example/send', SMS_TEMPLATE_ID: '1107000000000000001' }
const KEY = 'k'.repeat(32)

describe('SMS and OTP settings', () => {
  it('default to the outbox and the development hash key', () => {
    const c = loadConfig({})
    expect(c.SMS_TRANSPORT).toBe('outbox')
    expect(c.SMS_SENDER_ID).toBe('APDCLT')
    expect(c.otpHashKey).toBe(DEV_OTP_HASH_KEY)
    expect(loadConfig({ NODE_ENV: 'production' }).otpHashKey).toBe(DEV_OTP_HASH_KEY)
  })
  it('need a URL and a DLT template id for the http transport', () => {
    expect(() => loadConfig({ SMS_TRANSPORT: 'http' })).toThrow(/SMS_HTTP_URL.*\n.*SMS_TEMPLATE_ID/)
    expect(loadConfig(HTTP).SMS_TRANSPORT).toBe('http')
  })
  it('need OTP_HASH_KEY in production with the http transport', () => {
    expect(() => loadConfig({ ...HTTP, NODE_ENV: 'production' })).toThrow(/OTP_HASH_KEY is required/)
    expect(loadConfig({ ...HTTP, NODE_ENV: 'production', OTP_HASH_KEY: KEY }).otpHashKey).toBe(KEY)
  })
  it('refuse a short key, a bad sender id or transport', () => {
    expect(() => loadConfig({ OTP_HASH_KEY: 'short' })).toThrow(/OTP_HASH_KEY must be at least 32/)
    expect(() => loadConfig({ SMS_SENDER_ID: 'APDCL-LTD' })).toThrow(/SMS_SENDER_ID/)
    expect(() => loadConfig({ SMS_TRANSPORT: 'carrier-pigeon' })).toThrow(/SMS_TRANSPORT/)
  })
})
