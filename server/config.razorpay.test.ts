import { describe, expect, it } from 'vitest'
import { refusal } from '../test/helpers/productionEnv'
import { loadConfig } from './config'

describe('PAYMENT_GATEWAY=razorpay (ADR 014)', () => {
  const keys = { RAZORPAY_KEY_ID: 'rzp_test_ABCDEF123456', RAZORPAY_KEY_SECRET: 'k'.repeat(24), RAZORPAY_WEBHOOK_SECRET: 'w'.repeat(24) }

  it('refuses to start without its three secrets: one line each, even in demo mode', () => {
    expect(refusal({ DEMO_MODE: 'true', PAYMENT_GATEWAY: 'razorpay' })).toEqual([
      'RAZORPAY_KEY_ID: RAZORPAY_KEY_ID is required when PAYMENT_GATEWAY=razorpay',
      'RAZORPAY_KEY_SECRET: RAZORPAY_KEY_SECRET is required when PAYMENT_GATEWAY=razorpay',
      'RAZORPAY_WEBHOOK_SECRET: RAZORPAY_WEBHOOK_SECRET is required when PAYMENT_GATEWAY=razorpay',
    ])
    for (const name of Object.keys(keys) as Array<keyof typeof keys>) {
      const env: Record<string, string> = { DEMO_MODE: 'true', PAYMENT_GATEWAY: 'razorpay', ...keys }
      delete env[name]
      expect(refusal(env)).toEqual([`${name}: ${name} is required when PAYMENT_GATEWAY=razorpay`])
    }
  })

  it("refuses malformed keys and takes Razorpay's API origin by default", () => {
    expect(refusal({ DEMO_MODE: 'true', PAYMENT_GATEWAY: 'razorpay', ...keys, RAZORPAY_KEY_ID: 'key' })).toEqual(['RAZORPAY_KEY_ID: RAZORPAY_KEY_ID must look like rzp_live_… or rzp_test_…'])
    expect(refusal({ DEMO_MODE: 'true', PAYMENT_GATEWAY: 'razorpay', ...keys, RAZORPAY_WEBHOOK_SECRET: 'short' })).toEqual([
      'RAZORPAY_WEBHOOK_SECRET: RAZORPAY_WEBHOOK_SECRET must be at least 16 characters',
    ])
    const c = loadConfig({ DEMO_MODE: 'true', PAYMENT_GATEWAY: 'razorpay', ...keys })
    expect(c.PAYMENT_GATEWAY).toBe('razorpay')
    expect(c.RAZORPAY_API_URL).toBe('https://api.razorpay.com')
  })
})
