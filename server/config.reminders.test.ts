import { describe, expect, it } from 'vitest'
import { DLT_TEMPLATE_IDS, PRODUCTION_ENV, refusal } from '../test/helpers/productionEnv'
import { loadConfig, SMS_TEMPLATE_SETTINGS } from './config'

const HTTP = { DEMO_MODE: 'true', SMS_TRANSPORT: 'http', SMS_HTTP_URL: 'https://sms.example/send', ...DLT_TEMPLATE_IDS }

describe('reminder settings', () => {
  it('need the DLT template id of each reminder SMS for the http transport, in demo mode too', () => {
    expect([SMS_TEMPLATE_SETTINGS.dueReminder, SMS_TEMPLATE_SETTINGS.lowBalance]).toEqual([
      { en: 'SMS_TEMPLATE_DUE_REMINDER', as: 'SMS_TEMPLATE_DUE_REMINDER_AS' },
      { en: 'SMS_TEMPLATE_LOW_BALANCE', as: 'SMS_TEMPLATE_LOW_BALANCE_AS' },
    ])
    const { SMS_TEMPLATE_DUE_REMINDER: _a, SMS_TEMPLATE_LOW_BALANCE: _b, SMS_TEMPLATE_LOW_BALANCE_AS: _d, ...without } = HTTP
    expect(refusal(without)).toEqual([
      'SMS_TEMPLATE_DUE_REMINDER: SMS_TEMPLATE_DUE_REMINDER (DLT) is required when SMS_TRANSPORT=http',
      'SMS_TEMPLATE_LOW_BALANCE: SMS_TEMPLATE_LOW_BALANCE (DLT) is required when SMS_TRANSPORT=http',
      'SMS_TEMPLATE_LOW_BALANCE_AS: SMS_TEMPLATE_LOW_BALANCE_AS (DLT) is required when SMS_TRANSPORT=http',
    ])
    const { SMS_TEMPLATE_LOW_BALANCE: _c, ...noLow } = PRODUCTION_ENV
    expect(refusal(noLow)).toEqual(['SMS_TEMPLATE_LOW_BALANCE: SMS_TEMPLATE_LOW_BALANCE (DLT) is required when SMS_TRANSPORT=http'])
    expect(refusal({ ...HTTP, SMS_TEMPLATE_DUE_REMINDER: '1107-due' })).toEqual(['SMS_TEMPLATE_DUE_REMINDER: SMS_TEMPLATE_DUE_REMINDER must be the numeric DLT template id'])
    const c = loadConfig(HTTP)
    expect([c.SMS_TEMPLATE_DUE_REMINDER, c.SMS_TEMPLATE_LOW_BALANCE]).toEqual(['1107000000000000005', '1107000000000000006'])
    // the outbox (demo) needs none of them
    expect(loadConfig({ DEMO_MODE: 'true' }).SMS_TEMPLATE_DUE_REMINDER).toBeUndefined()
  })

  it('run the job every 15 minutes unless told otherwise; 0 turns it off', () => {
    expect(loadConfig({ DEMO_MODE: 'true' }).REMINDER_INTERVAL_MS).toBe(15 * 60_000)
    expect(loadConfig({ DEMO_MODE: 'true', REMINDER_INTERVAL_MS: '0' }).REMINDER_INTERVAL_MS).toBe(0)
    expect(refusal({ DEMO_MODE: 'true', REMINDER_INTERVAL_MS: '-1' })).toHaveLength(1)
    expect(loadConfig({ ...PRODUCTION_ENV }).REMINDER_INTERVAL_MS).toBe(15 * 60_000)
  })
})
