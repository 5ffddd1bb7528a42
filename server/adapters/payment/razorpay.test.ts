import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createPaymentGateway, isHostedGateway, RazorpayGateway } from '.'
import type { Db } from '../../db/knex'
import { hmacMatches } from './razorpay'

const config = {
  PAYMENT_GATEWAY: 'razorpay' as const,
  paymentWebhookSecret: 'x'.repeat(40),
  isProduction: true,
  RAZORPAY_KEY_ID: 'rzp_live_ABCDEF123456',
  RAZORPAY_KEY_SECRET: 's'.repeat(24),
  RAZORPAY_WEBHOOK_SECRET: 'w'.repeat(24),
  RAZORPAY_API_URL: 'http://127.0.0.1:9/some/path',
}

describe('the Razorpay adapter', () => {
  it('is the gateway for PAYMENT_GATEWAY=razorpay, hosted, and points the SDK at RAZORPAY_API_URL', () => {
    const g = createPaymentGateway({ db: {} as Db, config })
    expect(g).toBeInstanceOf(RazorpayGateway)
    expect(isHostedGateway(g)).toBe(true)
    expect((g as RazorpayGateway).formOrigins).toEqual(['http://127.0.0.1:9'])
    const rq = (g as unknown as { client: { api: { rq: { defaults: { baseURL: string; timeout: number } } } } }).client.api.rq.defaults
    expect(rq.baseURL).toBe('http://127.0.0.1:9')
    expect(rq.timeout).toBe(10_000)
    // never our own callback format
    expect(g.verifySignature(Buffer.from('{}'), 'sha256=' + '0'.repeat(64))).toBe(false)
  })

  it('refuses to be built without its secrets', () => {
    expect(() => createPaymentGateway({ db: {} as Db, config: { ...config, RAZORPAY_WEBHOOK_SECRET: undefined } })).toThrow(/RAZORPAY_WEBHOOK_SECRET/)
  })

  it('hmacMatches: hex HMAC-SHA256, constant time, malformed is false', () => {
    const sig = createHmac('sha256', 'secret').update('order_1|pay_1').digest('hex')
    expect(hmacMatches('secret', 'order_1|pay_1', sig)).toBe(true)
    expect(hmacMatches('secret', 'order_1|pay_1', sig.toUpperCase())).toBe(true)
    expect(hmacMatches('secret', 'order_1|pay_2', sig)).toBe(false)
    expect(hmacMatches('other', 'order_1|pay_1', sig)).toBe(false)
    expect(hmacMatches('secret', 'order_1|pay_1', sig.slice(0, 62))).toBe(false)
    expect(hmacMatches('secret', 'order_1|pay_1', undefined)).toBe(false)
    expect(hmacMatches('secret', 'order_1|pay_1', ['a'])).toBe(false)
  })
})
