import type { ApiHosts } from './apiHosts'

/** Site facts the pages need (from configuration, never secrets). */
export interface SiteInfo {
  supportEmail: string
  /** SECURITY_EMAIL: where vulnerabilities are reported (/SecurityPolicy) */
  securityEmail: string
  supportPhone: string
  /** a demonstration site (DEMO_MODE): every page says so */
  demo: boolean
  /** the payee of the bills' UPI QR codes and upi://pay links (UPI_PAYEE_VPA, UPI_PAYEE_NAME; a demo payee in demo mode) */
  upi: { vpa: string; name: string }
  /** PUBLIC_ORIGIN when set: absolute links in what a page shares before its script runs */
  publicOrigin?: string
  /** the public origin of canonical and hreflang links (PUBLIC_ORIGIN; http://localhost:PORT in demo mode): shared/seo.ts */
  canonicalOrigin: string
  /** spec §7 base hosts of the API families the pages call ({} = all same origin; shared/apiHosts.ts) */
  apiHosts: ApiHosts
  /**
   * COMPLAINTS_URL: where the complaint links of the home page's side menu (and the chat
   * assistant) go: a route of ours ('/RegisterComplaint', the in-house desk of issue 10 §4) or
   * an absolute URL; absent: the outside complaint site (client/components/layout/links.ts)
   */
  complaintsUrl?: string
  /**
   * BOT_API_KEY: the chat assistant's static API key (spec §6), which the widget sends in
   * CHAT_KEY_HEADER. A legacy choice kept as the spec has it: it is in every page, so it is no
   * secret; the bot also checks Origin, and nothing about a consumer is answered before the OTP.
   */
  chatKey: string
}
