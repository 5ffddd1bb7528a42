import { useTranslation } from 'react-i18next'
import { receiptPdfUrl } from '../../../shared/documentLinks'
import { formatNumber, localizeDigits } from '../../../shared/format'
import type { PrepaidDashboard } from '../../../server/services/billing/dashboard'
import { DataTable } from '../layout/DataTable'
import { useLinks } from '../layout/paths'
import { DailyCharts } from './Graphs'
import { ProfileCard } from './ProfileCard'
import { dmyTime, money, tokenGroups } from './format'

import { balanceAlert, LOW_BALANCE_PAISE } from './balance'

function BalanceCard({ dash }: { dash: PrepaidDashboard }) {
  const { t } = useTranslation('dashboard')
  const { locale, href } = useLinks()
  const consNo = dash.profile.consumerNo
  const balance = dash.balancePaise
  return (
    <section className="card card--accent dash-card" aria-labelledby="dash-balance-title">
      <h2 id="dash-balance-title" className="card__title">
        {t('balance.title')}
      </h2>
      <div className="card__body">
        {balance === null ? (
          <p className="empty-state">{t('balance.none')}</p>
        ) : (
          <>
            <p className={balance < 0 ? 'dash-amount dash-amount--negative' : 'dash-amount'} data-testid="balance">
              {money(balance, locale)}
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
      <div className="card__footer">
        <a className="btn btn--accent" href={href(`/RechargePrepaid?consNo=${consNo}`)}>
          {t('prepaid.recharge')}
        </a>
        <a className="btn btn--secondary" href={href(`/SmartPrepaidBalance?consNo=${consNo}`)}>
          {t('balance.check')}
        </a>
      </div>
    </section>
  )
}

function MeterCard({ dash }: { dash: PrepaidDashboard }) {
  const { t } = useTranslation('dashboard')
  const { href } = useLinks()
  const consNo = dash.profile.consumerNo
  const last = dash.recharges[0]
  return (
    <section className="card card--accent dash-card" aria-labelledby="dash-meter-title">
      <h2 id="dash-meter-title" className="card__title">
        {t('prepaid.meterTitle')}
      </h2>
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
      <div className="card__footer">
        <a className="btn btn--accent" href={href(`/RechargePrepaid?consNo=${consNo}`)}>
          {t('prepaid.recharge')}
        </a>
        {dash.meterNo ? (
          <a className="btn btn--secondary" href={href(`/ReprintVoucher?consNo=${consNo}&meterNo=${encodeURIComponent(dash.meterNo)}`)}>
            {t('prepaid.reprint')}
          </a>
        ) : null}
      </div>
    </section>
  )
}

function Recharged({ amountPaise, at }: { amountPaise: number; at: string }) {
  const { locale } = useLinks()
  return (
    <>
      {money(amountPaise, locale)} · {dmyTime(at, locale)}
    </>
  )
}

function RechargeHistory({ dash, smart }: { dash: PrepaidDashboard; smart: boolean }) {
  const { t } = useTranslation('dashboard')
  const { locale } = useLinks()
  const consNo = dash.profile.consumerNo
  const title = smart ? t('prepaid.historyTitle') : t('prepaid.vouchersTitle')
  return (
    <section aria-labelledby="dash-recharges-title">
      <h2 id="dash-recharges-title" className="section-title">
        {title}
      </h2>
      {dash.recharges.length ? (
        <DataTable
          className="table table--compact dash-table"
          id="dash-recharges-caption"
          caption={t('prepaid.caption', { n: formatNumber(dash.recharges.length, locale) })}
          columns={[
            t('payments.date'),
            { label: t('payments.amount'), className: 'num' },
            ...(smart ? [] : [t('prepaid.token')]),
            t('payments.receiptNo'),
            t('payments.channel'),
            t('payments.receipt'),
          ]}
        >
          {dash.recharges.map((r) => (
            <tr key={r.receiptNo} data-testid="recharge-row">
              <td data-label={t('payments.date')}>{dmyTime(r.rechargedAt, locale)}</td>
              <td data-label={t('payments.amount')} className="num">
                {money(r.amountPaise, locale)}
              </td>
              {smart ? null : (
                <td data-label={t('prepaid.token')}>
                  {r.token ? (
                    <span className="dash-token" data-testid="voucher-token">
                      {tokenGroups(r.token)}
                    </span>
                  ) : (
                    <span className="muted">{t('prepaid.tokenOnReceipt')}</span>
                  )}
                </td>
              )}
              <td data-label={t('payments.receiptNo')}>{localizeDigits(r.receiptNo, locale)}</td>
              <td data-label={t('payments.channel')}>{t(`channel.${r.channel}`, { defaultValue: r.channel })}</td>
              <td data-label={t('payments.receipt')}>
                <a href={receiptPdfUrl(r.receiptNo, consNo, locale)} download>
                  {t('bills.pdf')}
                  <span className="visually-hidden"> ({t('payments.pdfLabel', { receiptNo: r.receiptNo })})</span>
                </a>
              </td>
            </tr>
          ))}
        </DataTable>
      ) : (
        <p className="empty-state">{t('prepaid.none')}</p>
      )}
    </section>
  )
}

/** The prepaid (keypad) and smart prepaid dashboards. */
export function PrepaidView({ dash }: { dash: PrepaidDashboard }) {
  const { t } = useTranslation('dashboard')
  const smart = dash.profile.connType === 'SMART PREPAID'
  return (
    <>
      <div className="grid grid--2">
        {smart ? <BalanceCard dash={dash} /> : <MeterCard dash={dash} />}
        <ProfileCard profile={dash.profile} />
      </div>
      {smart ? (
        <section aria-labelledby="dash-graphs-title">
          <h2 id="dash-graphs-title" className="section-title">
            {t('graphs.titleSmartPrepaid')}
          </h2>
          <div className="dash-charts">
            <DailyCharts daily={dash.daily} balance />
          </div>
        </section>
      ) : null}
      <RechargeHistory dash={dash} smart={smart} />
    </>
  )
}
