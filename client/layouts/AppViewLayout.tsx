import type { ReactNode } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import type { PageContext } from 'vike/types'
import { DemoBanner } from '#client/components/layout/DemoBanner'

/**
 * Whether a page shows the site chrome: the `chrome` setting of its +config (false for the
 * mobile app's web view; 'unlessApp' hides it when the query has app=1).
 */
export function showsChrome(pageContext: Pick<PageContext, 'config' | 'urlParsed'>): boolean {
  const chrome = (pageContext.config as { chrome?: boolean | 'unlessApp' | 'admin' } | undefined)?.chrome
  if (chrome === false) return false
  if (chrome === 'unlessApp') return pageContext.urlParsed?.search?.app !== '1'
  return true
}

/**
 * The page inside the mobile app's web view: no header, footer, menus or login dialog (the
 * app has its own), but still the skip link and main#main-content; lang and title come from
 * the page as everywhere.
 */
export function AppViewLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common')
  return (
    <div className="site site--app">
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      <DemoBanner />
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
    </div>
  )
}
