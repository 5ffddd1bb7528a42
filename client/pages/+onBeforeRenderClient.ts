import type { PageContextClient } from 'vike/types'
import type { SiteInfo } from '#shared/contract/site'
import { loadLocale } from '#shared/i18n'
import { setApiHosts } from '../lib/api'

/**
 * Texts are fetched (once) before a page hydrates or renders: the home page needs only the
 * core English bundle; any other page also the rest of English; Assamese pages Assamese.
 */
export default async function onBeforeRenderClient(pageContext: PageContextClient) {
  // spec §7 base hosts for the page's API calls (client/lib/api.ts)
  setApiHosts((pageContext as { site?: SiteInfo }).site?.apiHosts)
  const isHome = pageContext.pageId?.endsWith('/pages/index') ?? false
  await loadLocale(pageContext.locale ?? 'en', isHome ? 'core' : 'all')
}
