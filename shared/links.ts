/**
 * Addresses of sites outside this product that both sides need (the pages link to them, the
 * chat assistant answers with them). No React, no server modules.
 */

/**
 * The outside complaint site of the spec's side menu ('an external complaint site'): where the
 * complaint links go unless COMPLAINTS_URL points them elsewhere (the in-house desk).
 */
export const COMPLAINT_SITE_URL = 'https://www.apdclrms.com/cbs/onlinecrm/complaint'

/**
 * The in-house complaint desk (issue 10 §4): where a complaint is registered and where it is
 * followed. The Customer Care page, the 1912 banner, the dashboards and the phone menu link
 * here in every mode (issue 24 §2); demo mode also points COMPLAINTS_URL here.
 */
export const COMPLAINT_DESK = { register: '/RegisterComplaint', status: '/ComplaintStatus' } as const

/**
 * Where COMPLAINTS_URL sends the complaint links: a route of ours (the in-house desk,
 * '/RegisterComplaint'; the caller puts it under /website/ in the page's language), an
 * absolute http(s) URL, else (unset or anything else) the outside complaint site.
 */
export function complaintTarget(url: string | undefined): { route: string } | { href: string } {
  if (url && /^\/(?!\/)/.test(url)) return { route: url }
  return { href: url && /^https?:\/\//.test(url) ? url : COMPLAINT_SITE_URL }
}
