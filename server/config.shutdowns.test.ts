import { describe, expect, it } from 'vitest'
import { DLT_TEMPLATE_IDS, PRODUCTION_ENV, refusal } from '../test/helpers/productionEnv'
import { loadConfig, SMS_TEMPLATE_SETTINGS } from './config'

const HTTP = { DEMO_MODE: 'true', SMS_TRANSPORT: 'http', SMS_HTTP_URL: 'https://sms.example/send', ...DLT_TEMPLATE_IDS }

describe('planned shutdown SMS settings (issue 13)', () => {
  it('need the DLT template ids of the English and the Assamese texts for the http transport', () => {
    expect([SMS_TEMPLATE_SETTINGS.shutdownPublished, SMS_TEMPLATE_SETTINGS.shutdownEve]).toEqual([
      { en: 'SMS_TEMPLATE_SHUTDOWN_PUBLISHED', as: 'SMS_TEMPLATE_SHUTDOWN_PUBLISHED_AS' },
      { en: 'SMS_TEMPLATE_SHUTDOWN_EVE', as: 'SMS_TEMPLATE_SHUTDOWN_EVE_AS' },
    ])
    const { SMS_TEMPLATE_SHUTDOWN_PUBLISHED: _a, SMS_TEMPLATE_SHUTDOWN_EVE: _b, ...without } = HTTP
    expect(refusal(without)).toEqual([
      'SMS_TEMPLATE_SHUTDOWN_PUBLISHED: SMS_TEMPLATE_SHUTDOWN_PUBLISHED (DLT) is required when SMS_TRANSPORT=http',
      'SMS_TEMPLATE_SHUTDOWN_EVE: SMS_TEMPLATE_SHUTDOWN_EVE (DLT) is required when SMS_TRANSPORT=http',
    ])
    // the Assamese ones too: no English fallback on a DLT gateway (issue 23 §4)
    const { SMS_TEMPLATE_SHUTDOWN_EVE_AS: _c, ...noEveAs } = PRODUCTION_ENV
    expect(refusal(noEveAs)).toEqual(['SMS_TEMPLATE_SHUTDOWN_EVE_AS: SMS_TEMPLATE_SHUTDOWN_EVE_AS (DLT) is required when SMS_TRANSPORT=http'])
    expect(refusal({ ...HTTP, SMS_TEMPLATE_SHUTDOWN_EVE_AS: 'eve' })).toEqual(['SMS_TEMPLATE_SHUTDOWN_EVE_AS: SMS_TEMPLATE_SHUTDOWN_EVE_AS must be the numeric DLT template id'])
    const c = loadConfig(HTTP)
    expect([c.SMS_TEMPLATE_SHUTDOWN_PUBLISHED, c.SMS_TEMPLATE_SHUTDOWN_EVE, c.SMS_TEMPLATE_SHUTDOWN_PUBLISHED_AS, c.SMS_TEMPLATE_SHUTDOWN_EVE_AS]).toEqual([
      '1107000000000000011',
      '1107000000000000012',
      '1107000000000000111',
      '1107000000000000112',
    ])
    expect(loadConfig({ DEMO_MODE: 'true' }).SMS_TEMPLATE_SHUTDOWN_PUBLISHED).toBeUndefined()
  })

  it('run the job every 5 minutes unless told otherwise; 0 turns it off', () => {
    expect(loadConfig({ DEMO_MODE: 'true' }).SHUTDOWN_ALERT_INTERVAL_MS).toBe(5 * 60_000)
    expect(loadConfig({ DEMO_MODE: 'true', SHUTDOWN_ALERT_INTERVAL_MS: '0' }).SHUTDOWN_ALERT_INTERVAL_MS).toBe(0)
    expect(refusal({ DEMO_MODE: 'true', SHUTDOWN_ALERT_INTERVAL_MS: '-1' })).toHaveLength(1)
  })
})
