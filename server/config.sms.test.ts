import { describe, expect, it } from 'vitest'
import { DEV_OTP_HASH_KEY, loadConfig } from './config'

const HTTP = { DEMO_MODE: 'true', SMS_TRANSPORT: 'http', SMS_HTTP_URL: 'https://sms.example/send', SMS_TEMPLATE_ID: '1107000000000000001' }
const KEY = 'k'.repeat(32)

describe('SMS and OTP settings', () => {
  it('default to the outbox and the development hash key', () => {
    const c = loadConfig({ DEMO_MODE: 'true' })
    expect(c.SMS_TRANSPORT).toBe('outbox')
    expect(c.SMS_SENDER_ID).toBe('APDCLT')
    expect(c.otpHashKey).toBe(DEV_OTP_HASH_KEY)
    expect(loadConfig({ DEMO_MODE: 'true', NODE_ENV: 'production' }).otpHashKey).toBe(DEV_OTP_HASH_KEY)
  })
  it('need a URL and a DLT template id for the http transport', () => {
    expect(() => loadConfig({ DEMO_MODE: 'true', SMS_TRANSPORT: 'http' })).toThrow(/SMS_HTTP_URL.*\n.*SMS_TEMPLATE_ID/)
    expect(loadConfig(HTTP).SMS_TRANSPORT).toBe('http')
  })
  it('take OTP_HASH_KEY when given', () => {
    expect(loadConfig({ ...HTTP, NODE_ENV: 'production', OTP_HASH_KEY: KEY }).otpHashKey).toBe(KEY)
  })
  it('refuse a short key, a bad sender id or transport', () => {
    expect(() => loadConfig({ DEMO_MODE: 'true', OTP_HASH_KEY: 'short' })).toThrow(/OTP_HASH_KEY must be at least 32/)
    expect(() => loadConfig({ DEMO_MODE: 'true', SMS_SENDER_ID: 'APDCL-LTD' })).toThrow(/SMS_SENDER_ID/)
    expect(() => loadConfig({ DEMO_MODE: 'true', SMS_TRANSPORT: 'carrier-pigeon' })).toThrow(/SMS_TRANSPORT/)
  })
})
