/**
 * A short cache of rendered anonymous pages. Keys include the variant (mobile/desktop) and
 * the full URL; every content change clears it. The CSP nonce baked into a cached body is
 * swapped for the current response's nonce when served.
 */
export interface CachedPage {
  statusCode: number
  contentType: string
  body: string
  nonce: string
  expires: number
}

export class PageCache {
  private entries = new Map<string, CachedPage>()
  constructor(
    private ttlMs: number,
    private maxEntries = 500,
  ) {}

  get enabled() {
    return this.ttlMs > 0
  }

  get(key: string, now = Date.now()): CachedPage | undefined {
    const hit = this.entries.get(key)
    if (!hit) return undefined
    if (hit.expires <= now) {
      this.entries.delete(key)
      return undefined
    }
    // refresh recency for LRU eviction
    this.entries.delete(key)
    this.entries.set(key, hit)
    return hit
  }

  set(key: string, page: Omit<CachedPage, 'expires'>, now = Date.now()) {
    if (!this.enabled) return
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    this.entries.set(key, { ...page, expires: now + this.ttlMs })
  }

  clear() {
    this.entries.clear()
  }

  get size() {
    return this.entries.size
  }
}
