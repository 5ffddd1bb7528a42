import { describe, expect, it } from 'vitest'
import { PRODUCTION_ENV, refusal } from '../test/helpers/productionEnv'
import { randomBytes } from 'node:crypto'
import { startRazorpayFake } from '../test/helpers/razorpayFake'
import {
  DEV_BBPS_SIGNING_KEY,
  DEV_BOT_API_KEY,
  DEV_OTP_HASH_KEY,
  DEV_PAYMENT_WEBHOOK_SECRET,
  DEV_SESSION_SECRET,
  DEV_STS_VENDING_KEY,
  PUBLISHED_SECRET_VALUES,
  SMS_TEMPLATE_SETTING_NAMES,
  loadConfig,
} from './config'

describe('demo mode and production mode', () => {
  it('demo mode gives every demo convenience with no other setting', () => {
    const c = loadConfig({ DEMO_MODE: 'true', NODE_ENV: 'production' })
    expect(c.isDemo).toBe(true)
    expect(c.SMS_TRANSPORT).toBe('outbox')
    expect(c.PAYMENT_GATEWAY).toBe('sandbox')
    expect(c.SEED_DEMO_DATA).toBe(true)
    // clients connect directly: nobody's X-Forwarded-For is believed
    expect(c.TRUST_PROXY).toBe(false)
  })

  it('outside demo mode, nothing set: one clear line per missing item', () => {
    const lines = refusal({ NODE_ENV: 'production' })
    expect(lines).toEqual([
      'SMS_TRANSPORT: SMS_TRANSPORT=http (a DLT SMS gateway) is required outside demo mode; the outbox is a demo convenience',
      'PAYMENT_GATEWAY: PAYMENT_GATEWAY=razorpay (a real gateway) is required outside demo mode; the sandbox is a demo convenience',
      'OTP_HASH_KEY: OTP_HASH_KEY (32+ random characters) is required outside demo mode',
      'SESSION_SECRET: SESSION_SECRET (32+ random characters) is required outside demo mode',
      'STS_VENDING_KEY: STS_VENDING_KEY (the licensed vending key) is required outside demo mode',
      'UPI_PAYEE_VPA: UPI_PAYEE_VPA (the UPI id that collects bill payments) is required outside demo mode',
      'UPI_PAYEE_NAME: UPI_PAYEE_NAME (the payee name UPI apps show) is required outside demo mode',
      "TRUST_PROXY: TRUST_PROXY is required outside demo mode: 'false' when clients connect directly, else the proxies' addresses (see README)",
      'BOT_API_KEY: BOT_API_KEY (the chat assistant key, 32+ random characters) is required outside demo mode',
      "PUBLIC_ORIGIN: PUBLIC_ORIGIN (the site's public origin, e.g. https://www.apdcl.org) is required outside demo mode: canonical links, feeds and the sitemap are absolute",
    ])
    // the development server and tests are held to the same rule: only DEMO_MODE relaxes it
    expect(refusal({ NODE_ENV: 'development' })).toHaveLength(10)
  })

  it('a complete production configuration starts; each missing item alone is named', () => {
    const c = loadConfig({ ...PRODUCTION_ENV })
    expect(c.isDemo).toBe(false)
    expect(c.SEED_DEMO_DATA).toBe(false)
    expect(c.TRUST_PROXY).toBe('10.0.0.0/8')
    const required: Array<[keyof typeof PRODUCTION_ENV, RegExp]> = [
      ['SMS_TRANSPORT', /^SMS_TRANSPORT: SMS_TRANSPORT=http/],
      ['SMS_HTTP_URL', /^SMS_HTTP_URL: SMS_HTTP_URL is required/],
      ['SMS_TEMPLATE_ID', /^SMS_TEMPLATE_ID: SMS_TEMPLATE_ID \(DLT\) is required/],
      ['SMS_TEMPLATE_PAYMENT_RECEIPT', /^SMS_TEMPLATE_PAYMENT_RECEIPT: SMS_TEMPLATE_PAYMENT_RECEIPT \(DLT\) is required when SMS_TRANSPORT=http$/],
      ['SMS_TEMPLATE_RECHARGE_TOKEN', /^SMS_TEMPLATE_RECHARGE_TOKEN: SMS_TEMPLATE_RECHARGE_TOKEN \(DLT\) is required when SMS_TRANSPORT=http$/],
      ['SMS_TEMPLATE_RECHARGE_RECEIPT', /^SMS_TEMPLATE_RECHARGE_RECEIPT: SMS_TEMPLATE_RECHARGE_RECEIPT \(DLT\) is required when SMS_TRANSPORT=http$/],
      // every other kind's, and every kind's Assamese text's (issue 23 §4): one line each
      ...SMS_TEMPLATE_SETTING_NAMES.filter((name) => !['SMS_TEMPLATE_ID', 'SMS_TEMPLATE_PAYMENT_RECEIPT', 'SMS_TEMPLATE_RECHARGE_TOKEN', 'SMS_TEMPLATE_RECHARGE_RECEIPT'].includes(name)).map(
        (name) => [name, new RegExp(`^${name}: ${name} \\(DLT\\) is required when SMS_TRANSPORT=http$`)] as [keyof typeof PRODUCTION_ENV, RegExp],
      ),
      ['PAYMENT_GATEWAY', /^PAYMENT_GATEWAY: PAYMENT_GATEWAY=razorpay/],
      ['RAZORPAY_KEY_ID', /^RAZORPAY_KEY_ID: RAZORPAY_KEY_ID is required/],
      ['RAZORPAY_KEY_SECRET', /^RAZORPAY_KEY_SECRET: RAZORPAY_KEY_SECRET is required/],
      ['RAZORPAY_WEBHOOK_SECRET', /^RAZORPAY_WEBHOOK_SECRET: RAZORPAY_WEBHOOK_SECRET is required/],
      ['OTP_HASH_KEY', /^OTP_HASH_KEY: OTP_HASH_KEY \(32\+ random characters\) is required/],
      ['SESSION_SECRET', /^SESSION_SECRET: SESSION_SECRET \(32\+ random characters\) is required/],
      ['STS_VENDING_KEY', /^STS_VENDING_KEY: STS_VENDING_KEY \(the licensed vending key\) is required/],
      ['TRUST_PROXY', /^TRUST_PROXY: TRUST_PROXY is required outside demo mode/],
      ['UPI_PAYEE_VPA', /^UPI_PAYEE_VPA: UPI_PAYEE_VPA \(the UPI id that collects bill payments\) is required outside demo mode$/],
      ['UPI_PAYEE_NAME', /^UPI_PAYEE_NAME: UPI_PAYEE_NAME \(the payee name UPI apps show\) is required outside demo mode$/],
      ['BOT_API_KEY', /^BOT_API_KEY: BOT_API_KEY \(the chat assistant key, 32\+ random characters\) is required outside demo mode$/],
      ['PUBLIC_ORIGIN', /^PUBLIC_ORIGIN: PUBLIC_ORIGIN \(the site's public origin, e\.g\. https:\/\/www\.apdcl\.org\) is required outside demo mode/],
    ]
    // 14 kinds of SMS, each in English and Assamese
    expect(SMS_TEMPLATE_SETTING_NAMES).toHaveLength(28)
    expect(required.filter(([name]) => name.startsWith('SMS_TEMPLATE_'))).toHaveLength(28)
    for (const [name, line] of required) {
      const env: Record<string, string> = { ...PRODUCTION_ENV }
      delete env[name]
      const lines = refusal(env)
      expect(lines, name).toHaveLength(1)
      expect(lines[0], name).toMatch(line)
    }
  })

  it('demo conveniences are refused outside demo mode even when asked for', () => {
    expect(refusal({ ...PRODUCTION_ENV, SMS_TRANSPORT: 'outbox' })).toEqual([expect.stringMatching(/^SMS_TRANSPORT: /)])
    expect(refusal({ ...PRODUCTION_ENV, PAYMENT_GATEWAY: 'sandbox' })).toEqual([expect.stringMatching(/^PAYMENT_GATEWAY: /)])
    expect(refusal({ ...PRODUCTION_ENV, SEED_DEMO_DATA: 'true' })).toEqual(['SEED_DEMO_DATA: SEED_DEMO_DATA: demo data is seeded only in demo mode (DEMO_MODE=true)'])
  })

  it('TRUST_PROXY: false, a hop count or addresses; never "trust everyone"', () => {
    expect(loadConfig({ ...PRODUCTION_ENV, TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false)
    expect(loadConfig({ ...PRODUCTION_ENV, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(loadConfig({ ...PRODUCTION_ENV, TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toBe('loopback, 10.0.0.0/8')
    expect(() => loadConfig({ ...PRODUCTION_ENV, TRUST_PROXY: 'true' })).toThrow(/trusts any client's X-Forwarded-For/)
  })

  it('BOT_API_KEY: the configured key outside demo mode, 24 to 200 printable characters; the demo key only in demo mode', () => {
    expect(loadConfig({ ...PRODUCTION_ENV }).botApiKey).toBe(PRODUCTION_ENV.BOT_API_KEY)
    expect(loadConfig({ DEMO_MODE: 'true' }).botApiKey).toBe(DEV_BOT_API_KEY)
    expect(loadConfig({ DEMO_MODE: 'true', BOT_API_KEY: 'k'.repeat(24) }).botApiKey).toBe('k'.repeat(24))
    const tooShort = /^BOT_API_KEY: BOT_API_KEY must be 24 to 200 printable characters without spaces$/
    for (const bad of ['k'.repeat(23), 'k'.repeat(201), `${'k'.repeat(20)} with space`, `${'k'.repeat(24)}\u00e9`]) {
      expect(refusal({ ...PRODUCTION_ENV, BOT_API_KEY: bad }), bad).toEqual([expect.stringMatching(tooShort)])
      // demo mode refuses a bad key too: it is never silently replaced by the demo key
      expect(refusal({ DEMO_MODE: 'true', BOT_API_KEY: bad }), bad).toEqual([expect.stringMatching(tooShort)])
    }
  })
})

describe('published development secrets and short secrets (issue 27 §10)', () => {
  // every development value of config.ts, the examples of the docs and the fixed credentials of the test stand-ins
  const published: Array<[string, string]> = [
    ['SESSION_SECRET', DEV_SESSION_SECRET],
    ['OTP_HASH_KEY', DEV_OTP_HASH_KEY],
    ['BOT_API_KEY', DEV_BOT_API_KEY],
    ['PAYMENT_WEBHOOK_SECRET', DEV_PAYMENT_WEBHOOK_SECRET],
    ['STS_VENDING_KEY', DEV_STS_VENDING_KEY],
    ['STS_VENDING_KEY', DEV_STS_VENDING_KEY.toLowerCase()],
    ['RAZORPAY_KEY_SECRET', 'fake-key-secret-0123456789'],
    ['RAZORPAY_WEBHOOK_SECRET', 'fake-webhook-secret-0123456789'],
    ['S3_SECRET_ACCESS_KEY', 'S3RVER'],
    ['S3_SECRET_ACCESS_KEY', 'minioadmin'],
    ['BBPS_SIGNING_KEY', DEV_BBPS_SIGNING_KEY],
    // one setting's development value in another is just as public
    ['SESSION_SECRET', DEV_OTP_HASH_KEY.toUpperCase()],
  ]

  it('the development defaults are the ones the code falls back to', () => {
    for (const value of [DEV_SESSION_SECRET, DEV_OTP_HASH_KEY, DEV_BOT_API_KEY, DEV_PAYMENT_WEBHOOK_SECRET, DEV_STS_VENDING_KEY, DEV_BBPS_SIGNING_KEY]) {
      expect(PUBLISHED_SECRET_VALUES).toContain(value)
    }
  })

  it('refuses each published value outside demo mode, one line naming the setting', () => {
    for (const [name, value] of published) {
      const env: Record<string, string> = { ...PRODUCTION_ENV, [name]: value }
      if (name.startsWith('S3_')) Object.assign(env, { STORAGE: 's3', S3_BUCKET: 'apdcl-uploads', S3_ACCESS_KEY_ID: 'S3RVER' })
      if (name.startsWith('BBPS_')) Object.assign(env, { BBPS_ENABLED: 'true', BBPS_OU_ID: 'OU1' })
      expect(refusal(env), `${name}=${value}`).toEqual([`${name}: ${name} is a development value published in this repository; outside demo mode set a secret of your own (openssl rand -hex 32)`])
      // demo mode takes it: that is what it is for
      if (!name.startsWith('S3_') && !name.startsWith('RAZORPAY_')) expect(() => loadConfig({ DEMO_MODE: 'true', [name]: value }), name).not.toThrow()
    }
  })

  it('the test stand-ins of Razorpay use the refused defaults (the list stays in step with them)', async () => {
    const fake = await startRazorpayFake()
    try {
      expect(PUBLISHED_SECRET_VALUES).toContain(fake.keySecret)
      expect(PUBLISHED_SECRET_VALUES).toContain(fake.webhookSecret)
    } finally {
      await fake.close()
    }
  })

  it('refuses a secret of 31 bytes outside demo mode, takes one of 32', () => {
    for (const name of ['SESSION_SECRET', 'OTP_HASH_KEY', 'BOT_API_KEY', 'PAYMENT_WEBHOOK_SECRET', 'RAZORPAY_WEBHOOK_SECRET']) {
      const lines = refusal({ ...PRODUCTION_ENV, [name]: randomHex(31) })
      expect(lines, name).toHaveLength(1)
      expect(lines[0], name).toMatch(new RegExp(`^${name}: ${name} must be at least 32 (characters|bytes)`))
      expect(() => loadConfig({ ...PRODUCTION_ENV, [name]: randomHex(32) }), name).not.toThrow()
    }
    // demo mode keeps the formats' own minimums (the Razorpay test stand-in's webhook secret has 30 characters)
    expect(() => loadConfig({ DEMO_MODE: 'true', BOT_API_KEY: randomHex(24) })).not.toThrow()
    const bbps = { ...PRODUCTION_ENV, BBPS_ENABLED: 'true', BBPS_OU_ID: 'OU1' }
    expect(refusal({ ...bbps, BBPS_SIGNING_KEY: randomHex(31) })).toEqual(['BBPS_SIGNING_KEY: BBPS_SIGNING_KEY must be 32 to 256 printable characters without spaces'])
    expect(loadConfig({ ...bbps, BBPS_SIGNING_KEY: randomHex(32) }).bbps.enabled).toBe(true)
  })

  it('a good production configuration is accepted: long random values of its own', () => {
    const c = loadConfig({ ...PRODUCTION_ENV })
    expect(c.sessionSecret).toBe(PRODUCTION_ENV.SESSION_SECRET)
    for (const name of ['SESSION_SECRET', 'OTP_HASH_KEY', 'BOT_API_KEY', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
      expect(Buffer.byteLength(PRODUCTION_ENV[name]), name).toBeGreaterThanOrEqual(32)
      expect(new Set(PRODUCTION_ENV[name]).size, name).toBeGreaterThan(8)
    }
  })
})

/** `n` random characters (hex digits), different on every run. */
function randomHex(n: number): string {
  return randomBytes(n).toString('hex').slice(0, n)
}
