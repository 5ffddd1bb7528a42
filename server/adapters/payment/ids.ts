import { randomBytes } from 'node:crypto'

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** `length` characters of RFC 4648 base32 from the CSPRNG (5 random bits each). */
export function randomBase32(length: number): string {
  const bytes = randomBytes(Math.ceil((length * 5) / 8))
  let bits = 0
  let value = 0
  let out = ''
  for (const b of bytes) {
    value = (value << 8) | b
    bits += 8
    while (bits >= 5 && out.length < length) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
    value &= (1 << bits) - 1
  }
  return out
}
