import { useTranslation } from '#client/lib/useTranslation'
import type { BbpsFetch, BbpsStatus } from '#shared/dashboard/contract'
import { useLinks } from '../layout/paths'
import { connTypeKey } from './labels'
import { dmy, money, periodLabel } from './format'
import { FactList } from '../common/FactList'
import { Money } from '../common/Money'
import { TitledSection } from '../common/TitledSection'
import { isPrepaid } from '#shared/constants'

/** The BBPS status words (the English badge shows them as BBPS sends them; bbps.badge.* in each language). */
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
  const prepaid = fetch.connType !== null && isPrepaid(fetch.connType)
  return (
    <div className="grid grid--2">
      <TitledSection id="dash-bbps-fetch" title={t('bbps.fetchTitle')} className="card card--accent dash-card" titleClassName="card__title">
        <div className="card__body">
          <p>
            <span className={`badge ${s.badge}`} data-testid="bbps-status">
              {t(`bbps.badge.${s.key}`)}
            </span>{' '}
            {t(`bbps.status.${s.key}`)}
          </p>
          {fetch.status === 'BILL DUE' && fetch.amountPaise !== null ? (
            <p className="dash-amount" data-testid="bbps-amount">
              <Money>{money(fetch.amountPaise, locale)}</Money>
            </p>
          ) : null}
          <FactList
            className="dash-facts"
            rowClassName="dash-facts__row"
            facts={[
              { label: t('bbps.customerParam'), value: fetch.consumerNo },
              { label: t('bbps.customerName'), value: fetch.customerName, record: true },
              fetch.connType ? { label: t('profile.connType'), value: t(connTypeKey(fetch.connType)) } : null,
              fetch.billNo ? { label: t('bill.billNo'), value: fetch.billNo } : null,
              fetch.billPeriod ? { label: t('bill.period'), value: periodLabel(fetch.billPeriod, locale) } : null,
              fetch.dueDate ? { label: t('bill.dueDate'), value: dmy(fetch.dueDate, locale), testId: 'bbps-due-date' } : null,
            ]}
          />
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
      </TitledSection>
      <TitledSection id="dash-bbps-biller" title={t('bbps.billerTitle')} className="card dash-card" titleClassName="card__title">
        <div className="card__body">
          <FactList
            className="dash-facts"
            rowClassName="dash-facts__row"
            facts={[
              { label: t('bbps.biller'), value: t('bbps.billerName') },
              { label: t('bbps.category'), value: t('bbps.electricity') },
              { label: t('bbps.coverage'), value: t('bbps.assam') },
              { label: t('bbps.parameter'), value: t('bbps.parameterValue') },
            ]}
          />
          <p className="muted small">{t('bbps.note')}</p>
        </div>
      </TitledSection>
    </div>
  )
}
