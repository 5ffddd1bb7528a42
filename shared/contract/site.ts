import type { ApiHosts } from '../apiHosts'

/** Site facts the pages need (from configuration, never secrets). */
export interface SiteInfo {
  supportEmail: string
  supportPhone: string
  /** a demonstration site (DEMO_MODE): every page says so */
  demo: boolean
  /** spec §7 base hosts of the API families the pages call ({} = all same origin; shared/apiHosts.ts) */
  apiHosts: ApiHosts
}
