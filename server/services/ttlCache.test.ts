import { describe, expect, it } from 'vitest'
import { TtlCache } from './ttlCache'

const page = { statusCode: 200, contentType: 'text/html', body: '<script nonce="N1">x</script>', nonce: 'N1' }

describe('TtlCache', () => {
  it('returns a fresh entry and expires it after the TTL', () => {
    const c = new TtlCache<typeof page>(1000)
    c.set('k', page, 0)
    expect(c.get('k', 999)?.body).toBe(page.body)
    expect(c.get('k', 1000)).toBeUndefined()
  })
  it('is disabled with a TTL of 0', () => {
    const c = new TtlCache<typeof page>(0)
    c.set('k', page, 0)
    expect(c.get('k', 0)).toBeUndefined()
  })
  it('evicts the least recently used entry when full', () => {
    const c = new TtlCache<typeof page>(10_000, 2)
    c.set('a', page, 0)
    c.set('b', page, 0)
    c.get('a', 1)
    c.set('c', page, 2)
    expect(c.get('a', 3)).toBeDefined()
    expect(c.get('b', 3)).toBeUndefined()
    expect(c.get('c', 3)).toBeDefined()
  })
  it('clear() empties it (content changed)', () => {
    const c = new TtlCache<typeof page>(10_000)
    c.set('a', page)
    c.clear()
    expect(c.size).toBe(0)
  })
  it('memo() loads once, shares the load and forgets a failed one', async () => {
    const c = new TtlCache<Promise<number>>(10_000)
    let loads = 0
    const load = async () => ++loads
    const [a, b] = [c.memo('k', load), c.memo('k', load)]
    expect(await a).toBe(1)
    expect(await b).toBe(1)
    expect(loads).toBe(1)
    await expect(c.memo('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down')
    expect(c.get('bad')).toBeUndefined()
  })
})
