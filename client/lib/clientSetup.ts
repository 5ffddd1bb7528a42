import type { SiteInfo } from '#shared/contract/site'
import { loadLocale } from '#shared/i18n'
import type { Locale } from '#shared/locale'
import { setApiHosts } from './api'

/**
 * What the browser needs before a page hydrates or renders: the API hosts of spec §7
 * (client/lib/api.ts) and the page's texts, fetched once: the home page needs only the core
 * English bundle; any other page also the rest of English; Assamese pages Assamese.
 */
export async function prepareClient(pageContext: { site?: SiteInfo; locale?: Locale; pageId?: string | null }): Promise<void> {
  setApiHosts(pageContext.site?.apiHosts)
  const isHome = pageContext.pageId?.endsWith('/pages/index') ?? false
  await loadLocale(pageContext.locale ?? 'en', isHome ? 'core' : 'all')
}
