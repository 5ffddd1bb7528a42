import { useTranslation } from 'react-i18next'
import { localizeDigits } from '../../../shared/format'
import type { BbpsFetch, BbpsStatus } from '../../../server/services/billing/dashboard'
import { useLinks } from '../layout/paths'
import { connTypeKey } from './labels'
import { dmy, money, periodLabel } from './format'

const STATUS: Record<BbpsStatus, { key: string; badge: string }> = {
  'BILL DUE': { key: 'billDue', badge: 'badge--warning' },
  'NO DUES': { key: 'noDues', badge: 'badge--success' },
  'CUSTOMER NOT FOUND': { key: 'notFound', badge: 'badge--danger' },
}

/** The biller's answer to a BBPS bill fetch, the biller details, and the way to pay. */
export function BbpsView({ fetch }: { fetch: BbpsFetch }) {
  const { t } = useTranslation('dashboard')
  const { locale, href } = useLinks()
  const s = STATUS[fetch.status]
  const prepaid = fetch.connType === 'PREPAID' || fetch.connType === 'SMART PREPAID'
  return (
    <div className="grid grid--2">
      <section className="card card--accent dash-card" aria-labelledby="dash-bbps-fetch">
        <h2 id="dash-bbps-fetch" className="card__title">
          {t('bbps.fetchTitle')}
        </h2>
        <div className="card__body">
          <p>
            <span className={`badge ${s.badge}`} data-testid="bbps-status">
              {fetch.status}
            </span>{' '}
            {t(`bbps.status.${s.key}`)}
          </p>
          {fetch.status === 'BILL DUE' && fetch.amountPaise !== null ? (
            <p className="dash-amount" data-testid="bbps-amount">
              {money(fetch.amountPaise, locale)}
            </p>
          ) : null}
          <dl className="dash-facts">
            <div className="dash-facts__row">
              <dt>{t('bbps.customerParam')}</dt>
              <dd>{localizeDigits(fetch.consumerNo, locale)}</dd>
            </div>
            {fetch.customerName ? (
              <div className="dash-facts__row">
                <dt>{t('bbps.customerName')}</dt>
                <dd>{fetch.customerName}</dd>
              </div>
            ) : null}
            {fetch.connType ? (
              <div className="dash-facts__row">
                <dt>{t('profile.connType')}</dt>
                <dd>{t(connTypeKey(fetch.connType))}</dd>
              </div>
            ) : null}
            {fetch.billNo ? (
              <div className="dash-facts__row">
                <dt>{t('bill.billNo')}</dt>
                <dd>{localizeDigits(fetch.billNo, locale)}</dd>
              </div>
            ) : null}
            {fetch.billPeriod ? (
              <div className="dash-facts__row">
                <dt>{t('bill.period')}</dt>
                <dd>{periodLabel(fetch.billPeriod, locale)}</dd>
              </div>
            ) : null}
            {fetch.dueDate ? (
              <div className="dash-facts__row">
                <dt>{t('bill.dueDate')}</dt>
                <dd data-testid="bbps-due-date">{dmy(fetch.dueDate, locale)}</dd>
              </div>
            ) : null}
          </dl>
        </div>
        <div className="card__footer">
          {fetch.status === 'BILL DUE' ? (
            <a className="btn btn--accent" href={href(`/PayBill?consNo=${fetch.consumerNo}`)}>
              {t('bbps.pay')}
            </a>
          ) : null}
          {prepaid ? (
            <a className="btn btn--accent" href={href(`/RechargePrepaid?consNo=${fetch.consumerNo}`)}>
              {t('prepaid.recharge')}
            </a>
          ) : null}
        </div>
      </section>
      <section className="card dash-card" aria-labelledby="dash-bbps-biller">
        <h2 id="dash-bbps-biller" className="card__title">
          {t('bbps.billerTitle')}
        </h2>
        <div className="card__body">
          <dl className="dash-facts">
            <div className="dash-facts__row">
              <dt>{t('bbps.biller')}</dt>
              <dd>{t('bbps.billerName')}</dd>
            </div>
            <div className="dash-facts__row">
              <dt>{t('bbps.category')}</dt>
              <dd>{t('bbps.electricity')}</dd>
            </div>
            <div className="dash-facts__row">
              <dt>{t('bbps.coverage')}</dt>
              <dd>{t('bbps.assam')}</dd>
            </div>
            <div className="dash-facts__row">
              <dt>{t('bbps.parameter')}</dt>
              <dd>{t('bbps.parameterValue')}</dd>
            </div>
          </dl>
          <p className="muted small">{t('bbps.note')}</p>
        </div>
      </section>
    </div>
  )
}
