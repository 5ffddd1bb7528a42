import type { PageContextClient } from 'vike/types'
import { loadLocale } from '../../shared/i18n'

/**
 * Texts are fetched (once) before a page hydrates or renders: the home page needs only the
 * core English bundle; any other page also the rest of English; Assamese pages Assamese.
 */
export default async function onBeforeRenderClient(pageContext: PageContextClient) {
  const isHome = pageContext.pageId?.endsWith('/pages/index') ?? false
  await loadLocale(pageContext.locale ?? 'en', isHome ? 'core' : 'all')
}
