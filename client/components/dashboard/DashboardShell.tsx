import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLinks } from '../layout/paths'
import { DASHBOARD_HOME } from '#shared/dashboards'
import { SessionStrip } from './SessionStrip'
import type { SessionStrip as StripData } from './types'
import './dashboard.css'

/** Session strip, breadcrumb, the page's h1 and lead, then the dashboard's sections. */
export function DashboardShell({
  strip,
  route,
  title,
  lead,
  children,
}: {
  strip: StripData
  route: string
  title: string
  lead: string
  children: ReactNode
}) {
  const { t } = useTranslation(['dashboard', 'pages', 'registration'])
  const { href } = useLinks()
  return (
    <>
      <SessionStrip strip={strip} route={route} />
      <header className="page-header">
        <div className="container">
          <nav className="breadcrumbs" aria-label={t('pages:ui.breadcrumb')}>
            <ol>
              <li>
                <a href={href('/')}>{t('pages:ui.home')}</a>
              </li>
              {route !== DASHBOARD_HOME ? (
                <li>
                  <a href={href(DASHBOARD_HOME)}>{t('dashboard:titles.home')}</a>
                </li>
              ) : null}
              <li aria-current="page">{title}</li>
            </ol>
          </nav>
          <h1 className="page-header__title">{title}</h1>
          <p className="page-header__lead">{lead}</p>
        </div>
      </header>
      {strip.welcome ? (
        <div className="container">
          <section className="alert alert--success" role="status" aria-labelledby="welcome-title" data-testid="welcome">
            <h2 id="welcome-title">{t('registration:welcome.title')}</h2>
            <p>{t('registration:welcome.text')}</p>
          </section>
        </div>
      ) : null}
      <div className="container section dash">{children}</div>
    </>
  )
}
