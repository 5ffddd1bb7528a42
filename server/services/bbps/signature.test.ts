import { describe, expect, it } from 'vitest'
import { DEV_BBPS_OU_ID, DEV_BBPS_SIGNING_KEY } from '../../config'
import { bbpsCanonical, signBbps, verifyBbpsRequest } from './signature'

/** The worked example of docs/bbps.md "Signing": the documented signature must stay true. */
const EXAMPLE = {
  method: 'POST',
  target: '/api/bbps/bill-fetch',
  timestamp: '1795500000',
  ouId: DEV_BBPS_OU_ID,
  body: '{"consumerNo":"101000000001"}',
}
const EXAMPLE_SIGNATURE = 'd56b7c2443184ef3b0bad6c4b4e71b4688b95a0342ce51165b797fcab775a85c'
const settings = { signingKey: DEV_BBPS_SIGNING_KEY, ouId: DEV_BBPS_OU_ID }
const received = (over: Record<string, unknown> = {}) => ({ ...EXAMPLE, body: Buffer.from(EXAMPLE.body), signature: EXAMPLE_SIGNATURE, ...over })

describe('BBPS request signature (docs/bbps.md)', () => {
  it('is the documented HMAC of the documented canonical string', () => {
    expect(bbpsCanonical(EXAMPLE).toString('utf8')).toBe('POST\n/api/bbps/bill-fetch\n1795500000\nDEMO-OU\n{"consumerNo":"101000000001"}')
    expect(signBbps(DEV_BBPS_SIGNING_KEY, EXAMPLE)).toBe(EXAMPLE_SIGNATURE)
    expect(signBbps(DEV_BBPS_SIGNING_KEY, { ...EXAMPLE, method: 'GET', target: '/api/bbps/reconciliation?date=2026-11-24', body: '' })).toBe(
      '30185553eb4a5463d19af767ec1cc943fe31a02191736807ef96da19e60418ba',
    )
  })

  it('accepts it within the window (upper-case hex too), refuses it outside and any change', () => {
    const at = 1795500000_000
    expect(() => verifyBbpsRequest(received(), settings, at + 300_000)).not.toThrow()
    expect(() => verifyBbpsRequest(received({ signature: EXAMPLE_SIGNATURE.toUpperCase() }), settings, at - 300_000)).not.toThrow()
    expect(() => verifyBbpsRequest(received(), settings, at + 301_000)).toThrow('Request timestamp outside the allowed window of 300 seconds')
    expect(() => verifyBbpsRequest(received({ method: 'PUT' }), settings, at)).toThrow('Invalid request signature')
    expect(() => verifyBbpsRequest(received({ body: Buffer.from(EXAMPLE.body + ' ') }), settings, at)).toThrow('Invalid request signature')
    expect(() => verifyBbpsRequest(received({ timestamp: '1795500001' }), settings, at)).toThrow('Invalid request signature')
    expect(() => verifyBbpsRequest(received({ ouId: 'DEMO-OU2' }), settings, at)).toThrow('Unknown BBPS operating unit')
    expect(() => verifyBbpsRequest(received({ signature: undefined }), settings, at)).toThrow('Missing X-BBPS-Signature header')
  })
})
