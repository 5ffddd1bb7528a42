import type { Request } from 'express'
import { BASE_PATH, extractLocale, type Locale } from '#shared/locale'

const asLocale = (v: unknown): Locale | undefined => (v === 'as' || v === 'en' ? v : undefined)

/** The language of a page path ('/website/AS_PayBill' → 'as'); undefined outside the site's pages. */
function localeOfPagePath(pathname: string): Locale | undefined {
  if (pathname !== BASE_PATH && !pathname.startsWith(BASE_PATH + '/')) return undefined
  return extractLocale(pathname.slice(BASE_PATH.length) || '/').locale
}

/**
 * The language a request was made in, for what the server sends on its behalf (the OTP's SMS,
 * the SMS language a sign-in records: server/services/smsLanguage.ts): `lang` in its body or
 * query (what the pages' calls and the mobile app send), else the page it posts to (a form
 * without JavaScript posts to its own /website/AS_… page), else the page it came from (Referer:
 * same-origin calls carry the whole URL). Undefined when none of them tells.
 */
export function requestLocale(req: Request): Locale | undefined {
  const body = req.body as { lang?: unknown } | undefined
  const said = asLocale(body && typeof body === 'object' ? body.lang : undefined) ?? asLocale(req.query?.lang)
  if (said) return said
  const own = localeOfPagePath((req.originalUrl ?? req.url).split('?')[0])
  if (own) return own
  const referer = req.get('referer')
  if (!referer) return undefined
  try {
    return localeOfPagePath(new URL(referer).pathname)
  } catch {
    return undefined
  }
}
