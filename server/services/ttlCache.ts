/**
 * A small in-process cache with a time to live and least-recently-used eviction. One
 * implementation serves the rendered-page cache, the content service's answers and the
 * content API's serialized bodies; each is emptied on `content-changed`.
 */
export interface TtlCacheLimits<V> {
  /** most bytes the values may hold together (with `sizeOf`); the least recently used go first */
  maxBytes?: number
  /** the size of one value in bytes */
  sizeOf?: (value: V) => number
}

export class TtlCache<V> {
  private entries = new Map<string, { value: V; expires: number; bytes: number }>()
  private totalBytes = 0
  private clears = 0
  /** loads in flight (memo): dropped once settled */
  private flights = new Map<string, Promise<V>>()
  constructor(
    private ttlMs: number,
    private maxEntries = 500,
    private limits: TtlCacheLimits<V> = {},
  ) {}

  get enabled() {
    return this.ttlMs > 0
  }

  get(key: string, now = Date.now()): V | undefined {
    const hit = this.entries.get(key)
    if (!hit) return undefined
    if (hit.expires <= now) {
      this.delete(key)
      return undefined
    }
    // refresh recency for LRU eviction
    this.entries.delete(key)
    this.entries.set(key, hit)
    return hit.value
  }

  set(key: string, value: V, now = Date.now()) {
    if (!this.enabled) return
    this.delete(key)
    const bytes = this.limits.sizeOf?.(value) ?? 0
    const maxBytes = this.limits.maxBytes ?? Infinity
    // a value larger than the whole budget is not kept at all
    if (bytes > maxBytes) return
    while (this.entries.size > 0 && (this.entries.size >= this.maxEntries || this.totalBytes + bytes > maxBytes)) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.delete(oldest)
    }
    this.entries.set(key, { value, expires: now + this.ttlMs, bytes })
    this.totalBytes += bytes
  }

  delete(key: string) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.totalBytes -= entry.bytes
  }

  /**
   * The cached value of `key`, or `load()`'s, kept for the TTL. Only the settled value is
   * kept, never the promise: a promise made during a page render holds that render's
   * AsyncLocalStorage store (Vike's page context, about 0.4 MB) for as long as it is
   * referenced (issue 27 #2). Concurrent misses share one load while it runs (single flight,
   * forgotten once it settles); a load that fails is not kept, nor one a clear() overtook.
   */
  memo<T extends V>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.get(key)
    if (hit !== undefined) return Promise.resolve(hit as T)
    const running = this.flights.get(key)
    if (running) return running as Promise<T>
    const generation = this.clears
    const flight: Promise<T> = (async () => load())().then(
      (value) => {
        if (this.flights.get(key) === flight) this.flights.delete(key)
        // content that changed during the load empties the cache: do not store the old value
        if (this.clears === generation) this.set(key, value)
        return value
      },
      (err: unknown) => {
        if (this.flights.get(key) === flight) this.flights.delete(key)
        throw err
      },
    )
    this.flights.set(key, flight)
    return flight
  }

  clear() {
    this.entries.clear()
    // a miss after the clear loads anew rather than joining a load of the old content
    this.flights.clear()
    this.totalBytes = 0
    this.clears++
  }

  get size() {
    return this.entries.size
  }

  /** bytes held (by `sizeOf`); 0 without one */
  get bytes() {
    return this.totalBytes
  }

  /**
   * Changes on every clear(): a value loaded before a clear (stale content) must not be
   * stored after it; compare the generation seen before the load with the one after.
   */
  get generation() {
    return this.clears
  }
}
