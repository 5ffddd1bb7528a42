import type { Config } from 'vike/types'

/** The consumer dashboards: one visitor's own data, never in the anonymous page cache. */
export default {
  pageCache: false,
} satisfies Config
