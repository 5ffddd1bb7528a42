import { DataTable } from '../layout/DataTable'
import { AccountSummary } from './AccountSummary'
import { BalanceHistory } from './BalanceHistory'
import type { BalanceData } from './data.server'
import { LookupForm } from './LookupForm'
import { NotPrepaid } from './NotPrepaid'
import { PrepaidHeader } from './PrepaidHeader'
import { queryOf, usePrepaid } from './usePrepaid'
import './prepaid.css'

/** /SmartPrepaidBalance: balance, last update, last recharge, the last 7 days, receipts. */
export function SmartBalanceView({ data }: { data: BalanceData }) {
  const { t, href, money, dateTime } = usePrepaid()
  const { form, result } = data
  return (
    <>
      <PrepaidHeader title={t('balance.title')} lead={t('balance.lead')} />
      <div className="container section prepaid">
        <div className="prepaid-columns">
          <LookupForm
            key={JSON.stringify(form)}
            action={href('/SmartPrepaidBalance')}
            idPrefix="balance"
            fields={['consNo']}
            values={form.values}
            errors={form.errors}
            submitLabel={t('balance.find')}
            label={t('balance.findLabel')}
          />
          {result.kind === 'ok' ? (
            <section className="card card--accent" aria-labelledby="balance-title">
              <div className="card__body">
                <h2 id="balance-title" className="card__title">
                  {t('balance.current')}
                </h2>
                <p className="prepaid-balance">
                  <strong className={(result.account.balancePaise ?? 0) < 0 ? 'prepaid-negative' : undefined}>
                    {money(result.account.balancePaise ?? 0)}
                  </strong>
                </p>
                <p className="small muted">{t('account.asOf', { when: dateTime(result.account.balanceUpdatedAt) })}</p>
                {(result.account.balancePaise ?? 0) < 0 ? <p className="alert alert--warning">{t('balance.negative')}</p> : null}
                <p>
                  <a className="btn btn--accent" href={href('/RechargePrepaid' + queryOf({ consNo: result.account.consumerNo }))}>
                    {t('balance.rechargeNow')}
                  </a>
                </p>
              </div>
            </section>
          ) : (
            <section aria-labelledby="balance-about" className="no-print">
              <h2 id="balance-about" className="section-title">
                {t('balance.aboutTitle')}
              </h2>
              <p>{t('balance.about1')}</p>
              <p>{t('balance.about2')}</p>
            </section>
          )}
        </div>
        {result.kind === 'notSmart' && result.connType === 'PREPAID' ? (
          <div className="alert alert--info" role="status">
            <h2 className="prepaid-alert__title">{t('balance.keypadTitle')}</h2>
            <p>{t('balance.keypadText')}</p>
            <p>
              <a href={href('/RechargePrepaid' + queryOf({ consNo: result.consumerNo }))}>{t('balance.rechargeNow')}</a>
            </p>
          </div>
        ) : null}
        {result.kind === 'notSmart' && result.connType !== 'PREPAID' ? <NotPrepaid consumerNo={result.consumerNo} connType={result.connType} /> : null}
        {result.kind === 'ok' ? (
          <div className="stack">
            <section aria-labelledby="account-title">
              <h2 id="account-title" className="section-title">
                {t('account.title')}
              </h2>
              <AccountSummary account={result.account} showBalance={false} />
            </section>
            <section aria-labelledby="days-title">
              <h2 id="days-title" className="section-title">
                {t('balance.daysTitle')}
              </h2>
              <BalanceHistory days={result.days} />
            </section>
            <section aria-labelledby="recharges-title">
              <h2 id="recharges-title" className="section-title">
                {t('balance.rechargesTitle')}
              </h2>
              {result.recharges.length ? (
                <DataTable
                  id="recharges"
                  caption={t('balance.rechargesCaption')}
                  columns={[t('reprint.cols.date'), t('reprint.cols.amount'), t('reprint.cols.receipt'), t('receipt.channel')]}
                >
                  {result.recharges.map((r) => (
                    <tr key={r.receiptNo}>
                      <td data-label={t('reprint.cols.date')}>{dateTime(r.rechargedAt)}</td>
                      <td data-label={t('reprint.cols.amount')}>{money(r.amountPaise)}</td>
                      <td data-label={t('reprint.cols.receipt')}>
                        <a
                          href={href('/AdSmtPrdRct' + queryOf({ consNo: result.account.consumerNo, receiptNo: r.receiptNo }))}
                          aria-label={t('balance.receiptLink', { receiptNo: r.receiptNo })}
                        >
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
            </section>
          </div>
        ) : null}
      </div>
    </>
  )
}
