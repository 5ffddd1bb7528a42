import { describe, expect, it } from 'vitest'
import { PRODUCTION_ENV, refusal } from '../test/helpers/productionEnv'
import { DEV_BBPS_OU_ID, DEV_BBPS_SIGNING_KEY, loadConfig } from './config'

describe('BBPS biller interface settings (ADR 023)', () => {
  const key = 'b'.repeat(48)

  it('demo mode: on with the documented demo key and operating unit, unless BBPS_ENABLED=false', () => {
    expect(loadConfig({ DEMO_MODE: 'true' }).bbps).toEqual({ enabled: true, signingKey: DEV_BBPS_SIGNING_KEY, ouId: DEV_BBPS_OU_ID })
    expect(loadConfig({ DEMO_MODE: 'true', BBPS_SIGNING_KEY: key, BBPS_OU_ID: 'OU-7' }).bbps).toEqual({ enabled: true, signingKey: key, ouId: 'OU-7' })
    expect(loadConfig({ DEMO_MODE: 'true', BBPS_ENABLED: 'false' }).bbps).toEqual({ enabled: false, signingKey: '', ouId: '' })
  })

  it('production: off unless enabled; enabled, it refuses to start without its key and operating unit', () => {
    expect(loadConfig({ ...PRODUCTION_ENV }).bbps.enabled).toBe(false)
    expect(refusal({ ...PRODUCTION_ENV, BBPS_ENABLED: 'true' })).toEqual([
      'BBPS_SIGNING_KEY: BBPS_SIGNING_KEY (the key shared with the BBPS operating unit, 32+ characters) is required when BBPS_ENABLED=true outside demo mode',
      'BBPS_OU_ID: BBPS_OU_ID (the BBPS operating unit id) is required when BBPS_ENABLED=true outside demo mode',
    ])
    expect(refusal({ ...PRODUCTION_ENV, BBPS_ENABLED: 'true', BBPS_SIGNING_KEY: DEV_BBPS_SIGNING_KEY, BBPS_OU_ID: 'OU1' })).toEqual([
      'BBPS_SIGNING_KEY: BBPS_SIGNING_KEY is a development value published in this repository; outside demo mode set a secret of your own (openssl rand -hex 32)',
    ])
    expect(loadConfig({ ...PRODUCTION_ENV, BBPS_ENABLED: 'true', BBPS_SIGNING_KEY: key, BBPS_OU_ID: 'OU1' }).bbps).toEqual({ enabled: true, signingKey: key, ouId: 'OU1' })
  })

  it('refuses a short or spaced key, a malformed operating unit id or enabled flag', () => {
    expect(refusal({ DEMO_MODE: 'true', BBPS_SIGNING_KEY: 'short' })).toEqual(['BBPS_SIGNING_KEY: BBPS_SIGNING_KEY must be 32 to 256 printable characters without spaces'])
    expect(refusal({ DEMO_MODE: 'true', BBPS_SIGNING_KEY: 'a b'.repeat(20) })).toEqual(['BBPS_SIGNING_KEY: BBPS_SIGNING_KEY must be 32 to 256 printable characters without spaces'])
    expect(refusal({ DEMO_MODE: 'true', BBPS_OU_ID: 'OU 1' })).toEqual(['BBPS_OU_ID: BBPS_OU_ID must be 2 to 40 letters, digits, _ or -'])
    expect(refusal({ DEMO_MODE: 'true', BBPS_ENABLED: 'yes' })).toHaveLength(1)
  })
})
