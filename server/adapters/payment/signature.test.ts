import { describe, expect, it } from 'vitest'
import { DEV_PAYMENT_WEBHOOK_SECRET } from '../../config'
import { randomBase32 } from './ids'
import { webhookSecret } from '.'
import { signBody, verifyBodySignature } from './signature'

const SECRET = 's'.repeat(32)

describe('payment callback signatures', () => {
  it('verifies the HMAC-SHA256 of the exact bytes', () => {
    const raw = Buffer.from('{"a":1}')
    const sig = signBody(raw, SECRET)
    expect(sig).toMatch(/^sha256=[0-9a-f]{64}$/)
    expect(verifyBodySignature(raw, sig, SECRET)).toBe(true)
    expect(verifyBodySignature(raw, sig.toUpperCase().replace('SHA256=', 'sha256='), SECRET)).toBe(true)
    expect(verifyBodySignature(Buffer.from('{"a":1} '), sig, SECRET)).toBe(false)
    expect(verifyBodySignature(raw, sig, 't'.repeat(32))).toBe(false)
    for (const bad of [undefined, '', 'sha256=', sig.slice(0, -1), sig + '0', sig.replace('sha256=', 'sha1='), 'sha256=' + 'g'.repeat(64)]) {
      expect(verifyBodySignature(raw, bad, SECRET), String(bad)).toBe(false)
    }
  })

  it('never uses the published development secret in production', () => {
    const base = { PAYMENT_GATEWAY: 'sandbox' as const }
    expect(webhookSecret({ ...base, isProduction: false, paymentWebhookSecret: DEV_PAYMENT_WEBHOOK_SECRET })).toBe(DEV_PAYMENT_WEBHOOK_SECRET)
    const prod = webhookSecret({ ...base, isProduction: true, paymentWebhookSecret: DEV_PAYMENT_WEBHOOK_SECRET })
    expect(prod).not.toBe(DEV_PAYMENT_WEBHOOK_SECRET)
    expect(prod).toMatch(/^[0-9a-f]{64}$/)
    expect(webhookSecret({ ...base, isProduction: true, paymentWebhookSecret: SECRET })).toBe(SECRET)
  })

  it('random ids are base32 of the asked length', () => {
    for (const n of [1, 8, 16, 20]) expect(randomBase32(n)).toMatch(new RegExp(`^[A-Z2-7]{${n}}$`))
    expect(new Set(Array.from({ length: 100 }, () => randomBase32(16))).size).toBe(100)
  })
})
