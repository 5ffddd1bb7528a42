import { gunzipSync, brotliDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { encodeBody, negotiateEncoding } from './encoding'

const ALL = ['br', 'gzip', 'identity'] as const

describe('negotiateEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip', 'gzip'],
    ['br', 'br'],
    // browsers list gzip first; equal weights go to brotli, the smaller
    ['gzip, deflate, br, zstd', 'br'],
    ['GZIP, BR', 'br'],
    // a higher weight wins over our order
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.4', 'br'],
    // identity, when not named, comes after anything named; named, it weighs what it says
    ['br;q=0.001', 'br'],
    ['br;q=0.5, identity', 'identity'],
    // q=0 excludes, also when * would allow it
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['br;q=0.000, gzip;Q=0', 'identity'],
    ['*', 'br'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    // nothing acceptable: identity all the same (no 406)
    ['identity;q=0', 'identity'],
    ['*;q=0', 'identity'],
    // a weight we cannot read: the entry does not count
    ['br;q=abc, gzip', 'gzip'],
    ['br;q=2, gzip', 'gzip'],
  ])('Accept-Encoding %j → %s', (header, coding) => {
    expect(negotiateEncoding(header, ALL)).toBe(coding)
  })

  it('chooses among the codings available only', () => {
    expect(negotiateEncoding('br, gzip', ['gzip', 'identity'])).toBe('gzip')
    expect(negotiateEncoding('br', ['gzip', 'identity'])).toBe('identity')
    expect(negotiateEncoding('*', ['identity'])).toBe('identity')
  })
})

describe('encodeBody', () => {
  it('gives brotli and gzip that decode to the body', async () => {
    const body = Buffer.from('<p>ৰাজ্যিক বিদ্যুৎ</p>'.repeat(200))
    const out = await encodeBody(body, { brotli: 5, gzip: 9 })
    expect(out.identity).toBe(body)
    expect(brotliDecompressSync(out.br).equals(body)).toBe(true)
    expect(gunzipSync(out.gzip).equals(body)).toBe(true)
    expect(out.br.length).toBeLessThan(body.length / 10)
  })
})
