import type { SiteInfo } from '#shared/site'
import { usePageContext } from 'vike-react/usePageContext'
import { usedTexts, usedTextsSignature } from '#shared/i18n'
import { i18nFor } from '../i18n'
import { HTML_ONLY_CONTEXT_ID, type HtmlOnlyPageContext } from './context'

/** JSON inside <script>: no '<' (no '</script>' or '<!--'), and the two line separators JavaScript once refused. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** The texts' JSON of each set of namespaces a render read (the same few sets, page after page: issue 28 §1). */
const textsJson = new Map<string, string>()
const TEXTS_JSON_MAX = 500

/** The JSON of the texts a render read (usedTexts), kept per set of namespaces. */
function usedTextsJson(instance: Parameters<typeof usedTexts>[0], locale: Parameters<typeof usedTexts>[1]): string {
  const signature = `${locale}\u0002${usedTextsSignature(instance, locale)}`
  let json = textsJson.get(signature)
  if (json === undefined) {
    json = jsonForScript(usedTexts(instance, locale))
    if (textsJson.size < TEXTS_JSON_MAX) textsJson.set(signature, json)
  }
  return json
}

/**
 * Server-rendered into the <head> of an HTML-only page (+clientHooks false): the part of
 * pageContext its components read, for its +client entry to hydrate with (client/lib/htmlOnly/hydrate.tsx).
 * The same fields Vike would pass to a client-routed page (+config passToClient), plus the URL
 * the server rendered, so the first client render matches the HTML.
 */
export function PageContextScript() {
  const pc = usePageContext() as ReturnType<typeof usePageContext> & { site?: SiteInfo }
  const locale = pc.locale ?? 'en'
  const context: Omit<HtmlOnlyPageContext, 'texts'> = {
    pageId: pc.pageId ?? null,
    locale: pc.locale,
    isMobile: pc.isMobile,
    site: pc.site,
    requestId: pc.requestId,
    signedIn: pc.signedIn,
    data: pc.data,
    urlOriginal: pc.urlOriginal,
    urlPathname: pc.urlPathname,
    urlParsed: { pathname: pc.urlParsed.pathname, search: pc.urlParsed.search },
    config: { chrome: pc.config.chrome },
  }
  // the texts the page's render read (issue 24 §6): the page needs no text chunk to hydrate
  const texts = usedTextsJson(i18nFor(locale, pc), locale)
  const json = `${jsonForScript(context).slice(0, -1)},"texts":${texts}}`
  return <script id={HTML_ONLY_CONTEXT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: json }} />
}
