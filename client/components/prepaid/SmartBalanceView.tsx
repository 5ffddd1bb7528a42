import { TitledSection } from '../common/TitledSection'
import { DataTable } from '../layout/DataTable'
import { AboutSection, InfoAlert, RechargeNowButton } from './PageParts'
import { AccountSummary } from './AccountSummary'
import { BalanceHistory } from './BalanceHistory'
import type { BalanceData } from '#client/loaders/prepaid/data.server'
import { LookupForm } from './LookupForm'
import { NotPrepaid } from './NotPrepaid'
import { PrepaidPage } from './PrepaidPage'
import { queryOf, usePrepaid } from './usePrepaid'

/** /SmartPrepaidBalance: balance, last update, last recharge, the last 7 days, receipts. */
export function SmartBalanceView({ data }: { data: BalanceData }) {
  const { t, href, money, dateTime } = usePrepaid()
  const { form, result } = data
  return (
    <PrepaidPage title={t('balance.title')} lead={t('balance.lead')}>
      <div className="prepaid-columns">
        <LookupForm action={href('/SmartPrepaidBalance')} idPrefix="balance" fields={['consNo']} form={form} submitLabel={t('balance.find')} label={t('balance.findLabel')} />
        {result.kind === 'ok' ? (
          <section className="card card--accent" aria-labelledby="balance-title">
            <div className="card__body">
              <h2 id="balance-title" className="card__title">
                {t('balance.current')}
              </h2>
              <p className="prepaid-balance">
                <strong className={(result.account.balancePaise ?? 0) < 0 ? 'prepaid-negative' : undefined}>{money(result.account.balancePaise ?? 0)}</strong>
              </p>
              <p className="small muted">{t('account.asOf', { when: dateTime(result.account.balanceUpdatedAt) })}</p>
              {(result.account.balancePaise ?? 0) < 0 ? <p className="alert alert--warning">{t('balance.negative')}</p> : null}
              <RechargeNowButton consumerNo={result.account.consumerNo} />
            </div>
          </section>
        ) : (
          <AboutSection idPrefix="balance" title={t('balance.aboutTitle')}>
            <p>{t('balance.about1')}</p>
            <p>{t('balance.about2')}</p>
          </AboutSection>
        )}
      </div>
      {result.kind === 'notSmart' && result.connType === 'PREPAID' ? (
        <InfoAlert title={t('balance.keypadTitle')} text={t('balance.keypadText')} link={<a href={href('/RechargePrepaid' + queryOf({ consNo: result.consumerNo }))}>{t('balance.rechargeNow')}</a>} />
      ) : null}
      {result.kind === 'notSmart' && result.connType !== 'PREPAID' ? <NotPrepaid consumerNo={result.consumerNo} connType={result.connType} /> : null}
      {result.kind === 'ok' ? (
        <div className="stack">
          <TitledSection id="account-title" title={t('account.title')}>
            <AccountSummary account={result.account} showBalance={false} />
          </TitledSection>
          <TitledSection id="days-title" title={t('balance.daysTitle')}>
            <BalanceHistory days={result.days} />
          </TitledSection>
          <TitledSection id="recharges-title" title={t('balance.rechargesTitle')}>
            {result.recharges.length ? (
              <DataTable id="recharges" caption={t('balance.rechargesCaption')} columns={[t('reprint.cols.date'), t('reprint.cols.amount'), t('reprint.cols.receipt'), t('receipt.channel')]}>
                {result.recharges.map((r) => (
                  <tr key={r.receiptNo}>
                    <td data-label={t('reprint.cols.date')}>{dateTime(r.rechargedAt)}</td>
                    <td data-label={t('reprint.cols.amount')}>{money(r.amountPaise)}</td>
                    <td data-label={t('reprint.cols.receipt')} className="prepaid-nowrap">
                      <a href={href('/AdSmtPrdRct' + queryOf({ consNo: result.account.consumerNo, receiptNo: r.receiptNo }))} aria-label={t('balance.receiptLink', { receiptNo: r.receiptNo })}>
                        {r.receiptNo}
                      </a>
                    </td>
                    <td data-label={t('receipt.channel')}>{t(`channels.${r.channel}`, { defaultValue: r.channel })}</td>
                  </tr>
                ))}
              </DataTable>
            ) : (
              <p className="empty-state">{t('account.noRecharge')}</p>
            )}
          </TitledSection>
        </div>
      ) : null}
    </PrepaidPage>
  )
}
