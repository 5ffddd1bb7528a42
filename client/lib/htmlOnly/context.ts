import type { SiteInfo } from '#shared/contract/site'
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
  data: unknown
  urlOriginal: string
  urlPathname: string
  urlParsed: { pathname: string; search: Record<string, string> }
  config: { chrome?: boolean | 'unlessApp' | 'admin' }
}
