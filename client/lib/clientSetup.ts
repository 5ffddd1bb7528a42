import type { SiteInfo } from '#shared/site'
import { addTexts, loadLocale, type Texts } from '#shared/i18n'
import type { Locale } from '#shared/locale'
import { setApiHosts } from './api'

/**
 * What the browser needs before a page hydrates or renders: the API hosts of spec §7
 * (client/lib/api.ts) and the page's texts. An HTML-only page brings the texts its render read
 * (`texts`, no request); a client-routed page fetches its language's texts once (one chunk for
 * English, one more for Assamese), for this page and the ones it navigates to.
 */
export async function prepareClient(pageContext: { site?: SiteInfo; locale?: Locale; texts?: Texts }): Promise<void> {
  setApiHosts(pageContext.site?.apiHosts)
  if (pageContext.texts) addTexts(pageContext.texts)
  else await loadLocale(pageContext.locale ?? 'en')
}
