import type { ReactNode } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import { usePageContext } from 'vike-react/usePageContext'
import { billPdfUrl } from '#shared/content/documentLinks'
import type { CurrentBill, PostpaidDashboard } from '#shared/dashboard/contract'
import { Kept } from '#client/lib/htmlOnly/Kept'
import { Later } from '#client/lib/htmlOnly/Later'
import { Money } from '../common/Money'
import { TitledSection } from '../common/TitledSection'
import { UpiPay } from '../payments/UpiPay'
import { useLinks } from '../layout/paths'
import { DailyCharts, MonthlyUnitsChart } from './Graphs'
import { HistoryTable, ReceiptPdfCell } from './HistoryTable'
import { ProfileCard } from './ProfileCard'
import { dmy, dmyTime, kwh, money, periodLabel } from './format'

function BillStatus({ paid, overdue }: { paid: boolean; overdue?: boolean }) {
  const { t } = useTranslation('dashboard')
  if (paid) return <span className="badge badge--success">{t('bill.paid')}</span>
  return <span className={overdue ? 'badge badge--danger' : 'badge badge--warning'}>{overdue ? t('bill.overdue') : t('bill.unpaid')}</span>
}

function CurrentBillCard({ bill, consumerNo }: { bill: CurrentBill | null; consumerNo: string }) {
  const { t } = useTranslation('dashboard')
  const { locale } = useLinks()
  return (
    <TitledSection id="dash-bill-title" title={t('bill.title')} className="card card--accent dash-card" titleClassName="card__title">
      {bill ? (
        <>
          <div className="card__body">
            <p className="dash-amount" data-testid="bill-payable">
              <Money>{money(bill.paid ? bill.amountBeforeDuePaise : bill.payableNowPaise, locale)}</Money>
            </p>
            <p>
              <BillStatus paid={bill.paid} overdue={bill.overdue} /> {bill.paid ? null : <span className="muted">{t('bill.dueBy', { date: dmy(bill.dueDate, locale) })}</span>}
            </p>
            <dl className="dash-facts">
              <div className="dash-facts__row">
                <dt>{t('bill.billNo')}</dt>
                <dd data-testid="bill-no">{bill.billNo}</dd>
              </div>
              <div className="dash-facts__row">
                <dt>{t('bill.period')}</dt>
                <dd>{periodLabel(bill.period, locale)}</dd>
              </div>
              <div className="dash-facts__row">
                <dt>{t('bill.billDate')}</dt>
                <dd>{dmy(bill.billDate, locale)}</dd>
              </div>
              <div className="dash-facts__row">
                <dt>{t('bill.reading')}</dt>
                <dd>
                  {kwh(bill.previousReading, locale)} → {kwh(bill.currentReading, locale)}
                </dd>
              </div>
              <div className="dash-facts__row">
                <dt>{t('bill.units')}</dt>
                <dd data-testid="bill-units">{t('graphs.kwhValue', { value: kwh(bill.units, locale) })}</dd>
              </div>
              {bill.arrearsPaise ? (
                <div className="dash-facts__row">
                  <dt>{t('bill.arrears')}</dt>
                  <dd>
                    <Money>{money(bill.arrearsPaise, locale)}</Money>
                  </dd>
                </div>
              ) : null}
              <div className="dash-facts__row">
                <dt>{t('bill.beforeDue')}</dt>
                <dd data-testid="bill-before-due">
                  <Money>{money(bill.amountBeforeDuePaise, locale)}</Money>
                </dd>
              </div>
              <div className="dash-facts__row">
                <dt>{t('bill.afterDue')}</dt>
                <dd>
                  <Money>{money(bill.amountAfterDuePaise, locale)}</Money>
                </dd>
              </div>
              <div className="dash-facts__row">
                <dt>{t('bill.dueDate')}</dt>
                <dd data-testid="bill-due-date">{dmy(bill.dueDate, locale)}</dd>
              </div>
            </dl>
          </div>
          {/* Pay Bill is the summary's, first on the page (Summary.tsx) */}
          <div className="card__footer">
            <a className="btn btn--secondary" href={billPdfUrl(bill.billNo, consumerNo, locale)} download>
              {t('bill.download')}
            </a>
          </div>
          {bill.paid || bill.payableNowPaise <= 0 ? null : (
            <div className="card__body">
              <Kept id="dash-upi">{import.meta.env.SSR ? <UpiPay heading="h3" payment={{ consumerNo, billNo: bill.billNo, amountPaise: bill.payableNowPaise }} /> : null}</Kept>
            </div>
          )}
        </>
      ) : (
        <div className="card__body">
          <p className="empty-state">{t('bill.none')}</p>
        </div>
      )}
    </TitledSection>
  )
}

function BillHistory({ dash }: { dash: PostpaidDashboard }) {
  const { t } = useTranslation('dashboard')
  const { locale } = usePageContext()
  const consumerNo = dash.profile.consumerNo
  return (
    <HistoryTable
      id="dash-bills"
      title={t('bills.title')}
      captionKey="bills.caption"
      count={dash.bills.length}
      columns={[
        t('bill.period'),
        { label: t('bill.units'), className: 'num' },
        { label: t('bill.beforeDue'), className: 'num' },
        t('bills.status'),
        t('bill.dueDate'),
        { label: t('bill.afterDue'), className: 'num' },
        t('bill.billNo'),
        t('bills.download'),
      ]}
      empty={t('bill.none')}
    >
      {dash.bills.map((b) => (
        <tr key={b.billNo} data-testid="bill-row">
          <td data-label={t('bill.period')}>{periodLabel(b.period, locale)}</td>
          <td data-label={t('bill.units')} className="num">
            {kwh(b.units, locale)}
          </td>
          <td data-label={t('bill.beforeDue')} className="num">
            <Money>{money(b.amountBeforeDuePaise, locale)}</Money>
          </td>
          <td data-label={t('bills.status')}>
            <BillStatus paid={b.paid} />
          </td>
          <td data-label={t('bill.dueDate')}>{dmy(b.dueDate, locale)}</td>
          <td data-label={t('bill.afterDue')} className="num">
            <Money>{money(b.amountAfterDuePaise, locale)}</Money>
          </td>
          <td data-label={t('bill.billNo')}>{b.billNo}</td>
          <td data-label={t('bills.download')}>
            <a href={billPdfUrl(b.billNo, consumerNo, locale)} download>
              {t('bills.pdf')}
              <span className="visually-hidden"> ({t('bills.pdfLabel', { period: periodLabel(b.period, locale) })})</span>
            </a>
          </td>
        </tr>
      ))}
    </HistoryTable>
  )
}

function PaymentHistory({ dash }: { dash: PostpaidDashboard }) {
  const { t } = useTranslation('dashboard')
  const { locale } = usePageContext()
  const consumerNo = dash.profile.consumerNo
  return (
    <HistoryTable
      id="dash-payments"
      title={t('payments.title')}
      captionKey="payments.caption"
      count={dash.payments.length}
      columns={[t('payments.date'), { label: t('payments.amount'), className: 'num' }, t('payments.receiptNo'), t('bill.billNo'), t('payments.channel'), t('payments.receipt')]}
      empty={t('payments.none')}
    >
      {dash.payments.map((p) => (
        <tr key={p.receiptNo} data-testid="payment-row">
          <td data-label={t('payments.date')}>{dmyTime(p.paidAt, locale)}</td>
          <td data-label={t('payments.amount')} className="num">
            <Money>{money(p.amountPaise, locale)}</Money>
          </td>
          <td data-label={t('payments.receiptNo')}>{p.receiptNo}</td>
          <td data-label={t('bill.billNo')}>{p.billNo || '—'}</td>
          <td data-label={t('payments.channel')}>{t(`channel.${p.channel}`, { defaultValue: p.channel })}</td>
          <ReceiptPdfCell receiptNo={p.receiptNo} consumerNo={consumerNo} />
        </tr>
      ))}
    </HistoryTable>
  )
}

/**
 * The postpaid and smart postpaid dashboards: bill, profile, graphs, bill and payment history;
 * `meterReading`, the self meter reading card of a meter read by hand, below the bill. The
 * dashboards are HTML-only pages (issue 24 §6): the parts of text, tables and links are Kept (the
 * browser keeps the server's markup and loads none of their code), the charts come Later.
 */
export function PostpaidView({ dash, meterReading }: { dash: PostpaidDashboard; meterReading?: ReactNode }) {
  const { t } = useTranslation('dashboard')
  const smart = dash.profile.connType === 'SMART POSTPAID'
  return (
    <>
      <div className="grid grid--2">
        <CurrentBillCard bill={dash.currentBill} consumerNo={dash.profile.consumerNo} />
        <Kept id="dash-profile">{import.meta.env.SSR ? <ProfileCard profile={dash.profile} /> : null}</Kept>
      </div>
      {meterReading ?? null}
      <TitledSection id="dash-graphs-title" title={t('graphs.title')}>
        <div className="dash-charts">
          {/* charts that fit their width: their code comes when they come near the screen */}
          <Later id="dash-units-chart" render={() => import('./Graphs').then((m) => <m.MonthlyUnitsChart months={dash.monthlyUnits} />)}>
            {import.meta.env.SSR ? <MonthlyUnitsChart months={dash.monthlyUnits} /> : null}
          </Later>
          {smart ? (
            <Later id="dash-daily-charts" render={() => import('./Graphs').then((m) => <m.DailyCharts daily={dash.daily} balance={false} />)}>
              {import.meta.env.SSR ? <DailyCharts daily={dash.daily} balance={false} /> : null}
            </Later>
          ) : null}
        </div>
      </TitledSection>
      <Kept id="dash-bills">{import.meta.env.SSR ? <BillHistory dash={dash} /> : null}</Kept>
      <Kept id="dash-payments">{import.meta.env.SSR ? <PaymentHistory dash={dash} /> : null}</Kept>
    </>
  )
}
