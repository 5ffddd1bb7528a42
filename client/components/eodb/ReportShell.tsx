import type { ReactNode } from 'react'
import { ListingHeader } from '../listing/ListingHeader'
import { useEodb } from './useEodb'
import './eodb.css'

interface Props {
  title: string
  lead: string
  /** the filter form (reports) or nothing */
  filter?: ReactNode
  /** the report's CSV with the page's query; none on pages without one */
  csv?: string | null
  /** epoch ms the figures were computed */
  computedAt?: number | null
  children: ReactNode
}

/**
 * The frame of every EoDB page: breadcrumbs through the reports' landing page, the one h1 and
 * its lead, the filters, the report, then the CSV download and when the figures were computed,
 * and the way back to every report.
 */
export function ReportShell({ title, lead, filter, csv, computedAt, children }: Props) {
  const { t, href, dateTime } = useEodb()
  const landing = href('/EodbReport')
  return (
    <>
      <ListingHeader title={title} lead={lead} parent={{ label: t('titles.report'), route: '/EodbReport' }} />
      <div className="container section eodb">
        {filter}
        {children}
        {csv || computedAt ? (
          <aside className="eodb-footer" aria-label={t('common.csv')}>
            {csv ? (
              <p className="eodb-footer__csv">
                <a className="btn btn--secondary" href={csv} download data-testid="eodb-csv">
                  {t('common.csv')}
                </a>
                <span className="muted small">{t('common.csvHint')}</span>
              </p>
            ) : null}
            {computedAt ? <p className="muted small">{t('common.computedAt', { at: dateTime(computedAt) })}</p> : null}
            <p className="muted small eodb-noprint">{t('common.printHint')}</p>
          </aside>
        ) : null}
        <p className="eodb-noprint">
          <a className="btn btn--link" href={landing}>
            {t('common.back')}
          </a>
        </p>
      </div>
    </>
  )
}
