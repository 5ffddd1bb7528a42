import { describe, expect, it } from 'vitest'
import { clientKey } from './clientIp'

describe('clientKey', () => {
  it('keeps IPv4 addresses whole and unwraps IPv4-mapped IPv6', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })
  it('groups IPv6 clients by their /64, whatever the notation', () => {
    const a = clientKey('2001:db8:abcd:12::1')
    expect(a).toBe('2001:db8:abcd:12::/64')
    expect(clientKey('2001:0db8:abcd:0012:ffff:ffff:ffff:fffe')).toBe(a)
    expect(clientKey('2001:DB8:ABCD:12:0:0:0:99')).toBe(a)
    expect(clientKey('2001:db8:abcd:13::1')).not.toBe(a)
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(clientKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64')
  })
  it('names what is not an address', () => {
    expect(clientKey(undefined)).toBe('unknown')
    expect(clientKey('not-an-ip')).toBe('unknown')
  })
})
