import type { PrepaidAccount } from '#shared/prepaid/contract'
import { FactList, type Fact } from '../common/FactList'
import { usePrepaid } from './usePrepaid'

type T = ReturnType<typeof usePrepaid>['t']

/** Who the page is about: consumer number, masked name, connection and meter (the first lines of the account and the receipt). */
export function accountFacts(t: T, account: PrepaidAccount, meterNo: string): Fact[] {
  return [
    { label: t('account.consumerNo'), value: account.consumerNo },
    { label: t('account.name'), value: account.maskedName, record: true },
    { label: t('account.connType'), value: t(`connTypes.${account.connType}`) },
    { label: t('account.meterNo'), value: meterNo },
  ]
}

/** The consumer as a public page shows it: masked name, connection, meter, balance, last recharge. */
export function AccountSummary({ account, showBalance = true }: { account: PrepaidAccount; showBalance?: boolean }) {
  const { t, money, dateTime } = usePrepaid()
  const last = account.lastRecharge
  return (
    <FactList
      className="prepaid-facts"
      facts={[
        ...accountFacts(t, account, account.meterNo ?? '—'),
        showBalance && account.balancePaise !== null
          ? {
              label: t('account.balance'),
              value: (
                <>
                  <strong className={account.balancePaise < 0 ? 'prepaid-negative' : undefined}>{money(account.balancePaise)}</strong>{' '}
                  <span className="small muted">{t('account.asOf', { when: dateTime(account.balanceUpdatedAt) })}</span>
                </>
              ),
            }
          : null,
        {
          label: t('account.lastRecharge'),
          value: last ? t('account.lastRechargeValue', { amount: money(last.amountPaise), when: dateTime(last.rechargedAt) }) : t('account.noRecharge'),
        },
      ]}
    />
  )
}
