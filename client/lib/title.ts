import type { PageContext } from 'vike/types'
import { i18nFor } from './i18n'

/** "<page> | APDCL" in the page's language; the page's +config sets titleKey, +data may set title. */
export function pageTitle(pageContext: PageContext): string {
  const i18n = i18nFor(pageContext.locale ?? 'en')
  const site = i18n.t('common:siteName')
  const data = pageContext.data as { title?: string } | undefined
  const own = data?.title ?? (pageContext.config.titleKey ? i18n.t(pageContext.config.titleKey) : undefined)
  return own ? `${own} | ${site}` : site
}
