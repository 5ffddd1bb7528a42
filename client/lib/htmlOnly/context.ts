import type { SiteInfo } from '#shared/site'
import type { Texts } from '#shared/i18n'
import type { Locale } from '#shared/locale'

/** The id of the JSON <script> an HTML-only page hydrates from. */
export const HTML_ONLY_CONTEXT_ID = 'html-only-page-context'

/** The subset of pageContext an HTML-only page's components read (see PageContextScript). */
export interface HtmlOnlyPageContext {
  pageId: string | null
  locale: Locale
  isMobile: boolean
  site?: SiteInfo
  requestId?: string
  signedIn?: boolean
  data: unknown
  urlOriginal: string
  urlPathname: string
  urlParsed: { pathname: string; search: Record<string, string> }
  config: { chrome?: boolean | 'unlessApp' | 'admin' }
  /** the namespaces the server render read, per language (shared/i18n.ts usedTexts) */
  texts?: Texts
}
