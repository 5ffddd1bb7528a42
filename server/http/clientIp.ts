import { isIPv4, isIPv6 } from 'node:net'

/**
 * The key a per-IP limit counts a client by. IPv4 addresses count one by one; an IPv6 client
 * counts by its /64, because one subscriber line or host is usually given a whole /64 and
 * could otherwise take a fresh address for every request. IPv4-mapped IPv6 addresses
 * (::ffff:1.2.3.4) count as the IPv4 address they carry.
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return 'unknown'
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped) return mapped[1]
  if (isIPv4(ip)) return ip
  const bare = ip.split('%')[0] // drop a zone id (fe80::1%eth0)
  if (!isIPv6(bare)) return 'unknown'
  return `${expandIPv6(bare).slice(0, 4).join(':')}::/64`
}

/** The eight groups of an IPv6 address, each as lower-case hex without leading zeros. */
function expandIPv6(ip: string): string[] {
  let text = ip.toLowerCase()
  // an embedded IPv4 tail (::1.2.3.4, 64:ff9b::1.2.3.4) becomes two groups
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number)
    text = text.slice(0, v4.index) + ((a << 8) | b).toString(16) + ':' + ((c << 8) | d).toString(16)
  }
  const [head, tail] = text.split('::') as [string, string | undefined]
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0')
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16).toString(16))
}
