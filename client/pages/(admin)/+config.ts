import type { Config } from 'vike/types'

/**
 * The admin pages (issue 11; the parentheses keep the folder out of the URLs): their own English
 * frame, never cached, the signed-in admin (with the CSRF token of its writes) passed to the
 * browser. `+guard.server.ts` stops anyone without the page's permission.
 */
export default {
  chrome: 'admin',
  pageCache: false,
  passToClient: ['adminSession'],
} satisfies Config
