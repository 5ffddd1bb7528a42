import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { usePageContext } from 'vike-react/usePageContext'
import type { SiteInfo } from '#shared/contract/site'
import { lastUpdatedOf } from '#shared/pageDates'
import { SiteFooter } from '../components/layout/SiteFooter'
import { SiteHeader } from '../components/layout/SiteHeader'
import { LoginModal } from '../components/login/LoginModal'
import { DemoBanner } from '../components/layout/DemoBanner'
import { ChatLauncher } from '../components/chat/ChatLauncher'

/**
 * Page skeleton of every page (GOV.UK structure): skip link, header (desktop or mobile
 * variant, chosen on the server from the User-Agent so the first paint is already right),
 * main#main-content, footer, and the one consumer login dialog.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common')
  const pageContext = usePageContext()
  const mobile = !!pageContext.isMobile
  const site = (pageContext as { site?: SiteInfo }).site
  // the chat page holds the panel itself (issue 12); every other site page gets the launcher
  const chatPage = pageContext.pageId?.endsWith('/pages/ChatBot') ?? false
  // 'Last updated' (GIGW): the page's +data `contentDate`, else its fixed date; none on an error page
  const lastUpdated = pageContext.pageId?.endsWith('/_error') ? undefined : lastUpdatedOf(pageContext.urlPathname, pageContext.data)
  return (
    <div className={'site ' + (mobile ? 'site--mobile' : 'site--desktop')}>
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      <DemoBanner />
      <SiteHeader mobile={mobile} />
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter supportEmail={site?.supportEmail} lastUpdated={lastUpdated} />
      <LoginModal />
      {chatPage ? null : <ChatLauncher />}
    </div>
  )
}
