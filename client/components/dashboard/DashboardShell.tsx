import type { ReactNode } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import { Trans } from 'react-i18next'
import { useLinks } from '../layout/paths'
import { DASHBOARD_HOME } from '#shared/dashboard/routes'
import { COMPLAINT_DESK } from '#shared/links'
import { FromRecord } from '../common/FromRecord'
import { TitledSection } from '../common/TitledSection'
import { SessionStrip } from './SessionStrip'
import { DashboardToc, type TocEntry } from './Summary'
import { Kept } from '#client/lib/htmlOnly/Kept'
import type { SessionStrip as StripData } from './types'
import './dashboard.css'

/**
 * Session strip, breadcrumb, the page's h1 and lead, then the dashboard's sections. `summary`
 * (the figure, its date and the one button: issue 24 §3) comes first, then the in-page menu of
 * the sections `toc` names (server only: the menu is Kept, its words never reach the script).
 */
export function DashboardShell({
  strip,
  route,
  title,
  lead,
  summary,
  toc,
  children,
}: {
  strip: StripData
  route: string
  title: string
  lead: ReactNode
  summary?: ReactNode
  toc?: TocEntry[]
  children: ReactNode
}) {
  const { t } = useTranslation(['dashboard', 'pages', 'registration'])
  const { href } = useLinks()
  return (
    <>
      <SessionStrip strip={strip} route={route} />
      <header className="page-header page-header--dash">
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
      <div className="container section dash">
        {summary ? (
          <div className="dash-top">
            {summary}
            <Kept id="dash-toc">{import.meta.env.SSR && toc?.length ? <DashboardToc entries={toc} /> : null}</Kept>
          </div>
        ) : null}
        {children}
        <ComplaintDesk />
      </div>
    </>
  )
}

/** A dashboard's lead naming the consumer (`<name>{{name}}</name>` in its text): the name, copied from the record, is marked as such. */
export function NamedLead({ i18nKey, name }: { i18nKey: string; name: string }) {
  const { t } = useTranslation('dashboard')
  return <Trans t={t} i18nKey={i18nKey} values={{ name }} components={{ name: <FromRecord /> }} />
}

/**
 * The complaint desk from every dashboard (issue 24 §2): the in-house pages whatever
 * COMPLAINTS_URL says, since a signed-in consumer follows the complaint on this site.
 */
function ComplaintDesk() {
  const { t } = useTranslation('dashboard')
  const { href } = useLinks()
  return (
    <TitledSection id="dash-complaints-title" title={t('complaints.title')} className="card dash-card" titleClassName="card__title" testId="dash-complaints">
      <div className="card__body">
        <p>{t('complaints.text')}</p>
      </div>
      <div className="card__footer">
        <a className="btn btn--secondary" href={href(COMPLAINT_DESK.register)}>
          {t('complaints.register')}
        </a>
        <a className="btn btn--secondary" href={href(COMPLAINT_DESK.status)}>
          {t('complaints.status')}
        </a>
      </div>
    </TitledSection>
  )
}
