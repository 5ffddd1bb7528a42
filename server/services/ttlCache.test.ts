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
    const c = new TtlCache<number>(10_000)
    let loads = 0
    const load = async () => ++loads
    const [a, b] = [c.memo('k', load), c.memo('k', load)]
    expect(await a).toBe(1)
    expect(await b).toBe(1)
    expect(loads).toBe(1)
    await expect(c.memo('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down')
    expect(c.get('bad')).toBeUndefined()
  })
  it('memo() keeps the settled value, never the promise, and drops the shared load once settled (issue 27 #2)', async () => {
    const c = new TtlCache<{ n: number }>(10_000)
    let loads = 0
    const load = async () => ({ n: ++loads })
    const first = c.memo('k', load)
    // while the load runs nothing is cached: only the single flight holds the promise
    expect(c.get('k')).toBeUndefined()
    expect(c.memo('k', load)).toBe(first)
    const value = await first
    expect(c.get('k')).toBe(value)
    expect(c.get('k')).not.toBeInstanceOf(Promise)
    // a hit is a new promise of the kept value, not the first caller's
    const again = c.memo('k', load)
    expect(again).not.toBe(first)
    expect(await again).toBe(value)
    expect(loads).toBe(1)
    // a failed load is forgotten at once: the next call loads again
    let fail = true
    const flaky = async () => {
      if (fail) throw new Error('db down')
      return { n: 7 }
    }
    await expect(c.memo('f', flaky)).rejects.toThrow('db down')
    fail = false
    expect(await c.memo('f', flaky)).toEqual({ n: 7 })
  })
  it('memo() does not keep a value loaded across a clear(), and a miss after it loads anew', async () => {
    const c = new TtlCache<string>(10_000)
    let release!: (v: string) => void
    const old = c.memo('k', () => new Promise<string>((r) => (release = r)))
    c.clear()
    const fresh = c.memo('k', async () => 'new')
    expect(fresh).not.toBe(old)
    release('old')
    expect(await old).toBe('old')
    expect(await fresh).toBe('new')
    expect(c.get('k')).toBe('new')
  })
  it('keeps the values under a byte limit, evicting the least recently used first', () => {
    const c = new TtlCache<string>(10_000, 500, { maxBytes: 10, sizeOf: (v) => v.length })
    c.set('a', 'aaaa', 0)
    c.set('b', 'bbbb', 0)
    c.get('a', 1)
    c.set('c', 'cccc', 2)
    expect(c.get('a', 3)).toBe('aaaa')
    expect(c.get('b', 3)).toBeUndefined()
    expect(c.get('c', 3)).toBe('cccc')
    expect(c.bytes).toBe(8)
    // replacing an entry counts only its new size
    c.set('a', 'aa', 4)
    expect(c.bytes).toBe(6)
    // a value over the whole budget is not kept and evicts nothing
    c.set('huge', 'x'.repeat(11), 5)
    expect(c.get('huge', 6)).toBeUndefined()
    expect(c.size).toBe(2)
    c.clear()
    expect(c.bytes).toBe(0)
  })
  it('generation changes on clear()', () => {
    const c = new TtlCache<string>(10_000)
    const before = c.generation
    c.clear()
    expect(c.generation).not.toBe(before)
  })
})
