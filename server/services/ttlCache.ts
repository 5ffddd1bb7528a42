/**
 * A small in-process cache with a time to live and least-recently-used eviction. One
 * implementation serves the rendered-page cache, the content service's answers and the
 * content API's serialized bodies; each is emptied on `content-changed`.
 */
export class TtlCache<V> {
  private entries = new Map<string, { value: V; expires: number }>()
  constructor(
    private ttlMs: number,
    private maxEntries = 500,
  ) {}

  get enabled() {
    return this.ttlMs > 0
  }

  get(key: string, now = Date.now()): V | undefined {
    const hit = this.entries.get(key)
    if (!hit) return undefined
    if (hit.expires <= now) {
      this.entries.delete(key)
      return undefined
    }
    // refresh recency for LRU eviction
    this.entries.delete(key)
    this.entries.set(key, hit)
    return hit.value
  }

  set(key: string, value: V, now = Date.now()) {
    if (!this.enabled) return
    this.entries.delete(key)
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    this.entries.set(key, { value, expires: now + this.ttlMs })
  }

  delete(key: string) {
    this.entries.delete(key)
  }

  /**
   * The cached value of `key`, or `load()`'s, kept for the TTL. Concurrent callers share one
   * load; a load that fails is not kept.
   */
  memo<T extends V>(key: string, load: () => T): T {
    const hit = this.get(key)
    if (hit !== undefined) return hit as T
    const value = load()
    this.set(key, value)
    if (value instanceof Promise) value.catch(() => this.delete(key))
    return value
  }

  clear() {
    this.entries.clear()
  }

  get size() {
    return this.entries.size
  }
}
