import type { ReactNode } from 'react'
import { usePrepaid } from './usePrepaid'

/** Breadcrumbs (hidden in the app's web view), the page's only h1 and its lead. */
export function PrepaidHeader({ title, lead, breadcrumbs = true }: { title: string; lead?: ReactNode; breadcrumbs?: boolean }) {
  const { t, href } = usePrepaid()
  return (
    <header className="page-header">
      <div className="container">
        {breadcrumbs ? (
          <nav className="breadcrumbs" aria-label={t('nav.breadcrumb')}>
            <ol>
              <li>
                <a href={href('/')}>{t('nav.home')}</a>
              </li>
              <li aria-current="page">{title}</li>
            </ol>
          </nav>
        ) : null}
        <h1 className="page-header__title">{title}</h1>
        {lead ? <p className="page-header__lead">{lead}</p> : null}
      </div>
    </header>
  )
}
