import type { Config } from 'vike/types'

/** The consumer dashboards: one visitor's own data, never in the anonymous page cache; HTML-only pages. */
export default {
  pageCache: false,
  // HTML-only (issue 24 §6, ADR 016): no client router; each page's +client.tsx hydrates it
  clientHooks: false,
} satisfies Config
