import type { SiteInfo } from '#shared/site'
import { usePageContext } from 'vike-react/usePageContext'
import { usedTexts } from '#shared/i18n'
import { i18nFor } from '../i18n'
import { HTML_ONLY_CONTEXT_ID, type HtmlOnlyPageContext } from './context'

/** JSON inside <script>: no '<' (no '</script>' or '<!--'), and the two line separators JavaScript once refused. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/**
 * Server-rendered into the <head> of an HTML-only page (+clientHooks false): the part of
 * pageContext its components read, for its +client entry to hydrate with (client/lib/htmlOnly/hydrate.tsx).
 * The same fields Vike would pass to a client-routed page (+config passToClient), plus the URL
 * the server rendered, so the first client render matches the HTML.
 */
export function PageContextScript() {
  const pc = usePageContext() as ReturnType<typeof usePageContext> & { site?: SiteInfo }
  const context: HtmlOnlyPageContext = {
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
    // the texts the page's render read (issue 24 §6): the page needs no text chunk to hydrate
    texts: usedTexts(i18nFor(pc.locale ?? 'en', pc), pc.locale ?? 'en'),
  }
  return <script id={HTML_ONLY_CONTEXT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: jsonForScript(context) }} />
}
