import { Fragment } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import type { PrepaidDashboard } from '#shared/dashboard/contract'
import { Money } from '../common/Money'
import { TitledSection } from '../common/TitledSection'
import { useLinks } from '../layout/paths'
import { DailyCharts } from './Graphs'
import { HistoryTable, ReceiptPdfCell } from './HistoryTable'
import { ProfileCard } from './ProfileCard'
import { Kept } from '#client/lib/htmlOnly/Kept'
import { Later } from '#client/lib/htmlOnly/Later'
import { dmyTime, money, formatToken } from './format'

import { balanceAlert, LOW_BALANCE_PAISE } from './balance'

function BalanceCard({ dash }: { dash: PrepaidDashboard }) {
  const { t } = useTranslation('dashboard')
  const { locale, href } = useLinks()
  const consNo = dash.profile.consumerNo
  const balance = dash.balancePaise
  return (
    <TitledSection id="dash-balance-title" title={t('balance.title')} className="card card--accent dash-card" titleClassName="card__title">
      <div className="card__body">
        {balance === null ? (
          <p className="empty-state">{t('balance.none')}</p>
        ) : (
          <>
            <p className={balance < 0 ? 'dash-amount dash-amount--negative' : 'dash-amount'} data-testid="balance">
              <Money>{money(balance, locale)}</Money>
            </p>
            {dash.balanceUpdatedAt ? <p className="muted small">{t('balance.asOf', { date: dmyTime(dash.balanceUpdatedAt, locale) })}</p> : null}
            {balanceAlert(balance) === 'emergency' ? (
              <p className="alert alert--error" data-testid="balance-warning">
                {t('balance.emergency', { amount: money(-balance, locale) })}
              </p>
            ) : balanceAlert(balance) === 'low' ? (
              <p className="alert alert--warning" data-testid="balance-warning">
                {t('balance.low', { limit: money(LOW_BALANCE_PAISE, locale) })}
              </p>
            ) : null}
          </>
        )}
        <dl className="dash-facts">
          <div className="dash-facts__row">
            <dt>{t('profile.meterNo')}</dt>
            <dd>{dash.meterNo ?? '—'}</dd>
          </div>
        </dl>
      </div>
      {/* Recharge is the summary's, first on the page (Summary.tsx) */}
      <div className="card__footer">
        <a className="btn btn--secondary" href={href(`/SmartPrepaidBalance?consNo=${consNo}`)}>
          {t('balance.check')}
        </a>
      </div>
    </TitledSection>
  )
}

function MeterCard({ dash }: { dash: PrepaidDashboard }) {
  const { t } = useTranslation('dashboard')
  const { href } = useLinks()
  const consNo = dash.profile.consumerNo
  const last = dash.recharges[0]
  return (
    <TitledSection id="dash-meter-title" title={t('prepaid.meterTitle')} className="card card--accent dash-card" titleClassName="card__title">
      <div className="card__body">
        <dl className="dash-facts">
          <div className="dash-facts__row">
            <dt>{t('profile.meterNo')}</dt>
            <dd data-testid="meter-no">{dash.meterNo ?? '—'}</dd>
          </div>
          <div className="dash-facts__row">
            <dt>{t('prepaid.lastRecharge')}</dt>
            <dd>{last ? <Recharged amountPaise={last.amountPaise} at={last.rechargedAt} /> : '—'}</dd>
          </div>
        </dl>
        <p className="muted small">{t('prepaid.keypadNote')}</p>
      </div>
      {/* Recharge is the summary's, first on the page (Summary.tsx) */}
      {dash.meterNo ? (
        <div className="card__footer">
          <a className="btn btn--secondary" href={href(`/ReprintVoucher?consNo=${consNo}&meterNo=${encodeURIComponent(dash.meterNo)}`)}>
            {t('prepaid.reprint')}
          </a>
        </div>
      ) : null}
    </TitledSection>
  )
}

function Recharged({ amountPaise, at }: { amountPaise: number; at: string }) {
  const { locale } = useLinks()
  return (
    <>
      <Money>{money(amountPaise, locale)}</Money> · {dmyTime(at, locale)}
    </>
  )
}

/**
 * A 20-digit token in its five groups of four: the groups wrap as whole groups, never inside one,
 * so a phone shows every digit (issue 24 §3). The text reads as formatToken writes it.
 */
function TokenGroups({ token }: { token: string }) {
  const groups = formatToken(token).split(' ')
  return (
    <span className="dash-token" data-testid="voucher-token">
      {groups.map((g, i) => (
        <Fragment key={i}>
          {i ? ' ' : null}
          <span className="dash-token__group">{g}</span>
        </Fragment>
      ))}
    </span>
  )
}

function RechargeHistory({ dash, smart }: { dash: PrepaidDashboard; smart: boolean }) {
  const { t } = useTranslation('dashboard')
  const { locale } = useLinks()
  const consNo = dash.profile.consumerNo
  const title = smart ? t('prepaid.historyTitle') : t('prepaid.vouchersTitle')
  return (
    <HistoryTable
      id="dash-recharges"
      title={title}
      captionKey="prepaid.caption"
      count={dash.recharges.length}
      columns={[t('payments.date'), { label: t('payments.amount'), className: 'num' }, ...(smart ? [] : [t('prepaid.token')]), t('payments.receiptNo'), t('payments.channel'), t('payments.receipt')]}
      empty={t('prepaid.none')}
      stack={!smart}
    >
      {dash.recharges.map((r) => (
        <tr key={r.receiptNo} data-testid="recharge-row">
          <td data-label={t('payments.date')}>{dmyTime(r.rechargedAt, locale)}</td>
          <td data-label={t('payments.amount')} className="num">
            <Money>{money(r.amountPaise, locale)}</Money>
          </td>
          {smart ? null : <td data-label={t('prepaid.token')}>{r.token ? <TokenGroups token={r.token} /> : <span className="muted">{t('prepaid.tokenOnReceipt')}</span>}</td>}
          <td data-label={t('payments.receiptNo')}>{r.receiptNo}</td>
          <td data-label={t('payments.channel')}>{t(`channel.${r.channel}`, { defaultValue: r.channel })}</td>
          <ReceiptPdfCell receiptNo={r.receiptNo} consumerNo={consNo} />
        </tr>
      ))}
    </HistoryTable>
  )
}

/** The prepaid (keypad) and smart prepaid dashboards (HTML-only pages: the profile and the history are Kept, the charts come Later: issue 24 §6). */
export function PrepaidView({ dash }: { dash: PrepaidDashboard }) {
  const { t } = useTranslation('dashboard')
  const smart = dash.profile.connType === 'SMART PREPAID'
  return (
    <>
      <div className="grid grid--2">
        {smart ? <BalanceCard dash={dash} /> : <MeterCard dash={dash} />}
        <Kept id="dash-profile">{import.meta.env.SSR ? <ProfileCard profile={dash.profile} /> : null}</Kept>
      </div>
      {smart ? (
        <TitledSection id="dash-graphs-title" title={t('graphs.titleSmartPrepaid')}>
          <div className="dash-charts">
            <Later id="dash-daily-charts" render={() => import('./Graphs').then((m) => <m.DailyCharts daily={dash.daily} balance />)}>
              {import.meta.env.SSR ? <DailyCharts daily={dash.daily} balance /> : null}
            </Later>
          </div>
        </TitledSection>
      ) : null}
      <Kept id="dash-recharges">{import.meta.env.SSR ? <RechargeHistory dash={dash} smart={smart} /> : null}</Kept>
    </>
  )
}
