import type { ReactNode } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import { usePageContext } from 'vike-react/usePageContext'
import { SiteHeader, type DrawerSlot } from '#client/components/layout/SiteHeader'
import { DemoBanner } from '#client/components/layout/DemoBanner'

/**
 * The parts of the skeleton a layout gives: the root +Layout its own (client/layouts/siteParts.tsx),
 * an HTML-only page's browser the server's markup, kept until used (client/lib/htmlOnly/Layout.tsx,
 * issue 24 §6), so that page's script carries none of their code.
 */
export interface SiteParts {
  footer: ReactNode
  Drawer: DrawerSlot
  /** the consumer login dialog (LoginModal) */
  login: ReactNode
  chat: ReactNode
}

/**
 * Page skeleton of every page (GOV.UK structure): skip link, header (desktop or mobile
 * variant, chosen on the server from the User-Agent so the first paint is already right),
 * main#main-content, footer, the one consumer login dialog and the chat launcher.
 */
export function SiteLayout({ children, parts }: { children: ReactNode; parts: SiteParts }) {
  const { t } = useTranslation('common')
  const pageContext = usePageContext()
  const mobile = !!pageContext.isMobile
  // the chat page holds the panel itself (issue 12); every other site page gets the launcher
  const chatPage = pageContext.pageId?.endsWith('/pages/ChatBot') ?? false
  return (
    <div className={'site ' + (mobile ? 'site--mobile' : 'site--desktop')}>
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      <DemoBanner />
      <SiteHeader mobile={mobile} Drawer={parts.Drawer} />
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      {parts.footer}
      {parts.login}
      {chatPage ? null : parts.chat}
    </div>
  )
}
