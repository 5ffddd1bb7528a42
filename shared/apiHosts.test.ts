import { describe, expect, it } from 'vitest'
import { apiFamily, apiHostsOf, apiUrl, parseApiHost } from './apiHosts'

describe('spec §7 base hosts', () => {
  it('sorts every API path the pages call into its family', () => {
    expect(apiFamily('/api/web/news')).toBe('common')
    expect(apiFamily('/api/web/auth/getConsDetails')).toBe('common')
    expect(apiFamily('/api/tenderCurrent')).toBe('common')
    expect(apiFamily('/api/payments/orders')).toBe('billing')
    expect(apiFamily('/api/payments/status?consNo=1')).toBe('billing')
    expect(apiFamily('/api/knowConsNo/sms')).toBe('billing')
    expect(apiFamily('/api/bills/B1/pdf')).toBe('billing')
    expect(apiFamily('/api/fetchConsumer?mobile_no=9000000001')).toBe('rest')
    expect(apiFamily('/api/generateOtp?mobNo=1')).toBe('rest')
    expect(apiFamily('/api/reGenerateOtp?mobNo=1')).toBe('rest')
    expect(apiFamily('/api/validateOtp?mobNo=1&otpNo=2')).toBe('rest')
    expect(apiFamily('/api/validateOtpX')).toBe('common')
    expect(apiFamily('/auth/login')).toBe('app')
    expect(apiFamily('/auth/otp/verify')).toBe('app')
    expect(apiFamily('/authority')).toBe('common')
    expect(apiFamily('/bot/bs/getBotResponse')).toBe('bot')
  })

  it('prefixes the configured origin of the family, and only that one', () => {
    const hosts = { billing: 'https://billing.example.org', app: 'https://app.example.org:8443', bot: 'https://bot.example.org' }
    expect(apiUrl('/api/payments/orders', hosts)).toBe('https://billing.example.org/api/payments/orders')
    expect(apiUrl('/auth/login', hosts)).toBe('https://app.example.org:8443/auth/login')
    expect(apiUrl('/bot/bs/getBotResponse', hosts)).toBe('https://bot.example.org/bot/bs/getBotResponse')
    expect(apiUrl('/api/web/news', hosts)).toBe('/api/web/news')
    expect(apiUrl('/api/validateOtp?mobNo=1', hosts)).toBe('/api/validateOtp?mobNo=1')
  })

  it('stays on the same origin when nothing is configured', () => {
    for (const path of ['/api/web/news', '/api/payments/orders', '/auth/login', '/api/generateOtp?mobNo=1', '/bot/x']) {
      expect(apiUrl(path, undefined)).toBe(path)
      expect(apiUrl(path, {})).toBe(path)
    }
  })

  it('accepts origins only', () => {
    expect(parseApiHost(undefined)).toBeUndefined()
    expect(parseApiHost('  ')).toBeUndefined()
    expect(parseApiHost('https://API.example.org/')).toBe('https://api.example.org')
    expect(parseApiHost('http://10.0.0.5:8080')).toBe('http://10.0.0.5:8080')
    for (const bad of ['api.example.org', 'https://api.example.org/v1', 'https://api.example.org?x=1', 'ftp://api.example.org', 'https://u:p@api.example.org', 'javascript:alert(1)']) {
      expect(() => parseApiHost(bad), bad).toThrow()
    }
  })

  it('maps the settings to their families, skipping the unset ones', () => {
    expect(apiHostsOf({ COMMON_API_HOST: 'https://c.example.org', BOT_HOST: undefined, REST_API_HOST: '' })).toEqual({ common: 'https://c.example.org' })
    expect(apiHostsOf({})).toEqual({})
  })
})
