import { describe, expect, it } from 'vitest'
import { DLT_TEMPLATE_IDS, PRODUCTION_ENV, refusal } from '../test/helpers/productionEnv'
import { DEV_OTP_HASH_KEY, DEV_UPI_PAYEE, loadConfig } from './config'

const HTTP = { DEMO_MODE: 'true', SMS_TRANSPORT: 'http', SMS_HTTP_URL: 'https://sms.example/send', ...DLT_TEMPLATE_IDS }
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
  it('need the DLT template id of each payment SMS for the http transport, in demo mode too', () => {
    const { SMS_TEMPLATE_PAYMENT_RECEIPT: _a, SMS_TEMPLATE_RECHARGE_TOKEN: _b, SMS_TEMPLATE_RECHARGE_RECEIPT: _c, ...otpOnly } = HTTP
    expect(refusal(otpOnly)).toEqual([
      'SMS_TEMPLATE_PAYMENT_RECEIPT: SMS_TEMPLATE_PAYMENT_RECEIPT (DLT) is required when SMS_TRANSPORT=http',
      'SMS_TEMPLATE_RECHARGE_TOKEN: SMS_TEMPLATE_RECHARGE_TOKEN (DLT) is required when SMS_TRANSPORT=http',
      'SMS_TEMPLATE_RECHARGE_RECEIPT: SMS_TEMPLATE_RECHARGE_RECEIPT (DLT) is required when SMS_TRANSPORT=http',
    ])
    expect(refusal({ ...HTTP, SMS_TEMPLATE_RECHARGE_TOKEN: '1107-token' })).toEqual(['SMS_TEMPLATE_RECHARGE_TOKEN: SMS_TEMPLATE_RECHARGE_TOKEN must be the numeric DLT template id'])
    const c = loadConfig(HTTP)
    expect([c.SMS_TEMPLATE_PAYMENT_RECEIPT, c.SMS_TEMPLATE_RECHARGE_TOKEN, c.SMS_TEMPLATE_RECHARGE_RECEIPT]).toEqual(['1107000000000000002', '1107000000000000003', '1107000000000000004'])
    // the outbox needs none of them
    expect(loadConfig({ DEMO_MODE: 'true' }).SMS_TEMPLATE_RECHARGE_TOKEN).toBeUndefined()
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

describe('UPI payee', () => {
  it('is the demo payee in demo mode only; production names its own', () => {
    expect(loadConfig({ DEMO_MODE: 'true' }).upiPayee).toEqual(DEV_UPI_PAYEE)
    expect(loadConfig({ ...PRODUCTION_ENV }).upiPayee).toEqual({ vpa: 'apdcl.bills@sbi', name: 'APDCL' })
    expect(loadConfig({ DEMO_MODE: 'true', UPI_PAYEE_VPA: 'bills.apdcl@axisbank', UPI_PAYEE_NAME: 'APDCL Guwahati' }).upiPayee).toEqual({ vpa: 'bills.apdcl@axisbank', name: 'APDCL Guwahati' })
  })
  it('refuses what is not a UPI id or a plain payee name', () => {
    expect(refusal({ ...PRODUCTION_ENV, UPI_PAYEE_VPA: 'apdcl.bills' })).toEqual(['UPI_PAYEE_VPA: UPI_PAYEE_VPA must be a UPI id such as apdcl@bank'])
    expect(refusal({ ...PRODUCTION_ENV, UPI_PAYEE_VPA: 'a&pa=evil@x' })).toHaveLength(1)
    expect(refusal({ ...PRODUCTION_ENV, UPI_PAYEE_NAME: 'APDCL&am=1' })).toEqual(['UPI_PAYEE_NAME: UPI_PAYEE_NAME must be 2 to 50 letters, digits, spaces or . & ( ) -'])
  })
})
