/**
 * Spec §7: 'Base hosts come from configuration (common host, billing system host, rest api
 * host, mobile app backend host)' and the bot host. Each API family may live on its own
 * origin; unset means the page's own origin. The pages build every API URL through
 * `apiUrl` (client/lib/api.ts feeds it the hosts the server passed in pageContext.site),
 * and the CSP's connect-src allows exactly the configured origins (server/http/security.ts).
 * No React, no server modules.
 */

export const API_FAMILIES = ['common', 'billing', 'rest', 'app', 'bot'] as const
export type ApiFamily = (typeof API_FAMILIES)[number]
/** Origin (scheme://host[:port], no trailing slash) of each family that is not same-origin. */
export type ApiHosts = Partial<Record<ApiFamily, string>>

/** The configuration setting of each family (server/config.ts). */
export const API_HOST_SETTINGS = {
  common: 'COMMON_API_HOST',
  billing: 'BILLING_API_HOST',
  rest: 'REST_API_HOST',
  app: 'APP_BACKEND_HOST',
  bot: 'BOT_HOST',
} as const satisfies Record<ApiFamily, string>

/** The desktop header's login calls of spec §7 (fetchConsumer → generateOtp → validateOtp). */
const REST_PATHS = /^\/api\/(fetchConsumer|generateOtp|reGenerateOtp|validateOtp)(?=[/?#]|$)/
/** Bills, receipts, payments and the public bill services. */
const BILLING_PATHS = /^\/api\/(payments|bills|receipts|knowConsNo|knowConsNoPrepaid)(?=[/?#]|$)/

/** Which family a path (starting with '/') belongs to. */
export function apiFamily(path: string): ApiFamily {
  if (/^\/bot(?=[/?#]|$)/.test(path)) return 'bot'
  if (/^\/auth(?=[/?#]|$)/.test(path)) return 'app'
  if (REST_PATHS.test(path)) return 'rest'
  if (BILLING_PATHS.test(path)) return 'billing'
  return 'common'
}

/** The URL a page calls for an API path: the family's configured origin + path, or the path itself. */
export function apiUrl(path: string, hosts: ApiHosts | undefined): string {
  const host = hosts?.[apiFamily(path)]
  return host ? host + path : path
}

/**
 * A configured host as an origin, or undefined for '' / unset. Throws on anything that is not
 * an http(s) origin (a path, a query, credentials), so a typo stops the boot.
 */
export function parseApiHost(value: string | undefined): string | undefined {
  const v = value?.trim()
  if (!v) return undefined
  const url = new URL(v)
  const bare = /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password
  if (!bare || /[?#]/.test(v)) throw new Error('must be an origin such as https://api.example.org (no path)')
  return url.origin
}

/** The configured hosts of every family (skipping the unset ones). */
export function apiHostsOf(settings: Partial<Record<(typeof API_HOST_SETTINGS)[ApiFamily], string | undefined>>): ApiHosts {
  const hosts: ApiHosts = {}
  for (const family of API_FAMILIES) {
    const origin = settings[API_HOST_SETTINGS[family]]
    if (origin) hosts[family] = origin
  }
  return hosts
}
