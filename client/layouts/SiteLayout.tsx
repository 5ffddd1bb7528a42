import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** Page skeleton: skip link, header, main#main-content, footer (GOV.UK structure). */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <>
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
    </>
  )
}
