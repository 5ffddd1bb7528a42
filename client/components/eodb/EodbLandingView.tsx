import type { ReactNode } from 'react'
import { CONNECTION_CATEGORIES, NSC_DETAIL_ROUTES, type EodbSummary } from '#shared/eodb/contract'
import { ListingHeader } from '../listing/ListingHeader'
import { useEodb, type Eodb } from './useEodb'
import './eodb.css'

interface Card {
  route: string
  title: string
  desc: string
  figure: string
  testId: string
  extra?: ReactNode
}

function turnaroundFigure(e: Eodb, f: EodbSummary['ownership']): string {
  if (!f) return e.t('landing.noFigure')
  const month = e.month(f.month)
  return f.avgDays === null ? e.t('landing.turnaroundNoDays', { completed: e.num(f.completed), month }) : e.t('landing.turnaround', { completed: e.num(f.completed), month, days: e.num(f.avgDays, 1) })
}

/** /EodbReport: a card per report with its latest headline figure (services.eodb.summary()). */
export function EodbLandingView({ summary }: { summary: EodbSummary }) {
  const e = useEodb()
  const { t, num, pct, month, href } = e
  const { reliability: r, outages: o, nsc } = summary
  const cards: Card[] = [
    {
      route: '/EodbSaidiSaifiReport',
      title: t('titles.saidi'),
      desc: t('landing.descSaidi'),
      figure: r ? t('landing.reliability', { saifi: num(r.saifi, 2), saidi: num(r.saidi, 1), month: month(r.month) }) : t('landing.noFigure'),
      testId: 'saidi',
    },
    {
      route: '/EodbOutageDashboard',
      title: t('titles.outage'),
      desc: t('landing.descOutage'),
      figure: t('landing.outages', { outages: num(o.outagesNow), customers: num(o.customersOff), planned: num(o.plannedNext7Days) }),
      testId: 'outage',
    },
    {
      route: '/EodbNscReport',
      title: t('titles.nsc'),
      desc: t('landing.descNsc'),
      figure: !nsc
        ? t('landing.noFigure')
        : nsc.withinDeadlinePct === null || nsc.avgDaysToRelease === null
          ? t('landing.nscNoPct', { released: num(nsc.released), month: month(nsc.month) })
          : t('landing.nsc', { released: num(nsc.released), month: month(nsc.month), pct: pct(nsc.withinDeadlinePct / 100), days: num(nsc.avgDaysToRelease, 1) }),
      testId: 'nsc',
      extra: (
        <nav aria-label={t('landing.detailsTitle')}>
          <ul className="eodb-links cluster">
            {CONNECTION_CATEGORIES.map((c) => (
              <li key={c}>
                <a className="btn btn--small btn--secondary" href={href(NSC_DETAIL_ROUTES[c])}>
                  {t(`nsc.categories.${c}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ),
    },
    { route: '/EodbThirdPartyVerification', title: t('titles.verify'), desc: t('leads.verify'), figure: t('landing.verify'), testId: 'verify' },
    { route: '/EodbePanjeeyanMutationReport', title: t('titles.mutation'), desc: t('landing.descMutation'), figure: turnaroundFigure(e, summary.mutation), testId: 'mutation' },
    { route: '/EodbOwnershipChange', title: t('titles.ownership'), desc: t('landing.descOwnership'), figure: turnaroundFigure(e, summary.ownership), testId: 'ownership' },
  ]
  return (
    <>
      <ListingHeader title={t('titles.report')} lead={t('leads.report')} />
      <div className="container section eodb">
        <ul className="card-grid eodb-cards" aria-label={t('common.reportsNav')}>
          {cards.map((c) => (
            <li key={c.route} className="card card--link card--accent eodb-card" data-testid={`eodb-card-${c.testId}`}>
              <h2 className="card__title eodb-card__title">
                <a href={href(c.route)}>{c.title}</a>
              </h2>
              <div className="card__body">
                <p>{c.desc}</p>
                <p className="eodb-card__figure">{c.figure}</p>
                {c.extra}
              </div>
            </li>
          ))}
        </ul>
        <p className="muted small">{t('common.computedAt', { at: e.dateTime(summary.computedAt) })}</p>
      </div>
    </>
  )
}
