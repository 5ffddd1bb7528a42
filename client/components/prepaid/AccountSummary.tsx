import type { PrepaidAccount } from '../../../server/services/prepaid/lookup'
import { usePrepaid } from './usePrepaid'

/** The consumer as a public page shows it: masked name, connection, meter, balance, last recharge. */
export function AccountSummary({ account, showBalance = true }: { account: PrepaidAccount; showBalance?: boolean }) {
  const { t, money, dateTime } = usePrepaid()
  const last = account.lastRecharge
  return (
    <dl className="prepaid-facts">
      <div>
        <dt>{t('account.consumerNo')}</dt>
        <dd>{account.consumerNo}</dd>
      </div>
      <div>
        <dt>{t('account.name')}</dt>
        <dd>{account.maskedName}</dd>
      </div>
      <div>
        <dt>{t('account.connType')}</dt>
        <dd>{t(`connTypes.${account.connType}`)}</dd>
      </div>
      <div>
        <dt>{t('account.meterNo')}</dt>
        <dd>{account.meterNo ?? '—'}</dd>
      </div>
      {showBalance && account.balancePaise !== null ? (
        <div>
          <dt>{t('account.balance')}</dt>
          <dd>
            <strong className={account.balancePaise < 0 ? 'prepaid-negative' : undefined}>{money(account.balancePaise)}</strong>{' '}
            <span className="small muted">{t('account.asOf', { when: dateTime(account.balanceUpdatedAt) })}</span>
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t('account.lastRecharge')}</dt>
        <dd>{last ? t('account.lastRechargeValue', { amount: money(last.amountPaise), when: dateTime(last.rechargedAt) }) : t('account.noRecharge')}</dd>
      </div>
    </dl>
  )
}
