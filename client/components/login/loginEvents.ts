/**
 * Opening the consumer login dialog from anywhere (header Log In, mobile drawer, the home
 * page's 'Excess Payment Refund'): dispatch a window event that the one LoginModal (mounted
 * by SiteLayout) listens to. No context provider needed, and islands of any page can use it.
 */
export const OPEN_LOGIN_EVENT = 'apdcl:open-login'

export function openLogin(): void {
  if (typeof window === 'undefined') return
  window.dispatchEvent(new CustomEvent(OPEN_LOGIN_EVENT))
}
