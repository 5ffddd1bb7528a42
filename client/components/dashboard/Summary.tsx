import type { ReactNode } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import { Trans } from 'react-i18next'
import type { PostpaidDashboard, PrepaidDashboard } from '#shared/dashboard/contract'
import { billPdfUrl } from '#shared/content/documentLinks'
import { Money } from '../common/Money'
import { useLinks } from '../layout/paths'
import { dmy, dmyTime, money } from './format'

/**
 * The first thing a dashboard shows (issue 24 §3): the figure (the amount due, the balance or
 * the last recharge), its date and the one button (Pay Bill, Recharge), on a phone's first
 * screen. Text and links only: the pages keep it (Kept), so it costs no script.
 */
function SummaryCard({ title, figure, negative, line, action }: { title: string; figure: string | null; negative?: boolean; line: ReactNode; action: ReactNode }) {
  return (
    <section className="card card--accent dash-summary" aria-labelledby="dash-summary-title" data-testid="dash-summary">
      <div className="dash-summary__body">
        <div className="dash-summary__figure">
          <h2 id="dash-summary-title" className="dash-summary__title">
            {title}
          </h2>
          {figure === null ? null : (
            <p className={negative ? 'dash-summary__amount dash-amount--negative' : 'dash-summary__amount'} data-testid="summary-amount">
              <Money>{figure}</Money>
            </p>
          )}
          {line ? <p className="dash-summary__line">{line}</p> : null}
        </div>
        <div className="dash-summary__action">{action}</div>
      </div>
    </section>
  )
}

/** A date the summary names, marked for the eye and for the tests. */
const When = ({ children }: { children?: ReactNode }) => (
  <span className="date" data-testid="summary-due">
    {children}
  </span>
)

/** The postpaid and smart postpaid summary: what the current bill asks now, by when, and Pay Bill. */
export function PostpaidSummary({ dash }: { dash: PostpaidDashboard }) {
  const { t } = useTranslation('dashboard')
  const { locale, href } = useLinks()
  const bill = dash.currentBill
  const consumerNo = dash.profile.consumerNo
  if (!bill) return <SummaryCard title={t('summary.bill')} figure={null} line={t('bill.none')} action={null} />
  const open = !bill.paid && bill.payableNowPaise > 0
  return (
    <SummaryCard
      title={open ? t('summary.due') : t('summary.bill')}
      figure={money(open ? bill.payableNowPaise : bill.amountBeforeDuePaise, locale)}
      line={
        open ? (
          <>
            {bill.overdue ? <span className="badge badge--danger">{t('bill.overdue')}</span> : null}{' '}
            <Trans t={t} i18nKey="summary.dueBy" values={{ date: dmy(bill.dueDate, locale) }} components={{ date: <When /> }} />
          </>
        ) : (
          <span className="badge badge--success">{t('bill.paid')}</span>
        )
      }
      action={
        open ? (
          <a className="btn btn--accent" href={href(`/PayBill?consNo=${consumerNo}`)} data-testid="summary-action">
            {t('bill.pay')}
          </a>
        ) : (
          <a className="btn btn--secondary" href={billPdfUrl(bill.billNo, consumerNo, locale)} download data-testid="summary-action">
            {t('bill.download')}
          </a>
        )
      }
    />
  )
}

/** The prepaid summary: the balance (smart meter) or the last recharge (keypad meter), and Recharge. */
export function PrepaidSummary({ dash }: { dash: PrepaidDashboard }) {
  const { t } = useTranslation('dashboard')
  const { locale, href } = useLinks()
  const smart = dash.profile.connType === 'SMART PREPAID'
  const last = dash.recharges[0]
  const action = (
    <a className="btn btn--accent" href={href(`/RechargePrepaid?consNo=${dash.profile.consumerNo}`)} data-testid="summary-action">
      {t('prepaid.recharge')}
    </a>
  )
  if (smart) {
    const balance = dash.balancePaise
    return (
      <SummaryCard
        title={t('balance.title')}
        figure={balance === null ? null : money(balance, locale)}
        negative={balance !== null && balance < 0}
        line={balance === null ? t('balance.none') : dash.balanceUpdatedAt ? t('balance.asOf', { date: dmyTime(dash.balanceUpdatedAt, locale) }) : null}
        action={action}
      />
    )
  }
  return <SummaryCard title={t('prepaid.lastRecharge')} figure={last ? money(last.amountPaise, locale) : null} line={last ? dmyTime(last.rechargedAt, locale) : t('prepaid.none')} action={action} />
}

/** A section of a dashboard in its in-page menu: the id of its heading and the key of its words. */
export interface TocEntry {
  id: string
  /** 'dashboard:…' or 'insights:…' */
  label: string
}

/** "On this page": a short list of links to the dashboard's sections, right under the summary. */
export function DashboardToc({ entries }: { entries: TocEntry[] }) {
  const { t } = useTranslation(['dashboard', 'insights', 'pages'])
  return (
    <nav className="dash-toc" aria-labelledby="dash-toc-title">
      <p className="dash-toc__title" id="dash-toc-title">
        {t('pages:ui.onThisPage')}
      </p>
      <ul className="dash-toc__list">
        {entries.map((e) => (
          <li key={e.id}>
            <a href={`#${e.id}`}>{t(e.label)}</a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The sections of a postpaid dashboard, in the page's order. */
export function postpaidToc({ meterReading, yearOnYear }: { meterReading: boolean; yearOnYear: boolean }): TocEntry[] {
  return [
    { id: 'dash-bill-title', label: 'dashboard:bill.title' },
    { id: 'dash-profile-title', label: 'dashboard:profile.title' },
    ...(meterReading ? [{ id: 'meter-reading-title', label: 'insights:meterReading.title' }] : []),
    { id: 'dash-graphs-title', label: 'dashboard:graphs.title' },
    { id: 'dash-bills-title', label: 'dashboard:bills.title' },
    { id: 'dash-payments-title', label: 'dashboard:payments.title' },
    ...toolsToc(yearOnYear),
  ]
}

/** The sections of a prepaid dashboard, in the page's order. */
export function prepaidToc({ smart, yearOnYear }: { smart: boolean; yearOnYear: boolean }): TocEntry[] {
  return [
    smart ? { id: 'dash-balance-title', label: 'dashboard:balance.title' } : { id: 'dash-meter-title', label: 'dashboard:prepaid.meterTitle' },
    { id: 'dash-profile-title', label: 'dashboard:profile.title' },
    ...(smart ? [{ id: 'dash-graphs-title', label: 'dashboard:graphs.titleSmartPrepaid' }] : []),
    { id: 'dash-recharges-title', label: smart ? 'dashboard:prepaid.historyTitle' : 'dashboard:prepaid.vouchersTitle' },
    ...toolsToc(yearOnYear),
  ]
}

function toolsToc(yearOnYear: boolean): TocEntry[] {
  return [
    ...(yearOnYear ? [{ id: 'yoy-title', label: 'insights:yoy.title' }] : []),
    { id: 'reminders-title', label: 'insights:reminders.title' },
    { id: 'statement-title', label: 'insights:statement.title' },
    { id: 'dash-complaints-title', label: 'dashboard:complaints.title' },
  ]
}
