import type { PrepaidAccount } from '../../../server/services/prepaid/lookup'
import { PrintActions } from './PrintActions'
import type { Voucher as VoucherData } from './types'
import { usePrepaid } from './usePrepaid'
import { Voucher } from './Voucher'

/** The printable receipt of a recharge; a keypad meter's receipt carries its voucher. */
export function RechargeReceipt({ account, recharge }: { account: PrepaidAccount; recharge: VoucherData }) {
  const { t, money, dateTime } = usePrepaid()
  return (
    <div className="stack">
      <section className="prepaid-receipt print-area" aria-labelledby="receipt-title">
        <h2 id="receipt-title" className="prepaid-receipt__title">
          {t('receipt.title')}
        </h2>
        <p className="small muted">{t('receipt.issuer')}</p>
        <dl className="prepaid-facts">
          <div>
            <dt>{t('receipt.receiptNo')}</dt>
            <dd>{recharge.receiptNo}</dd>
          </div>
          <div>
            <dt>{t('receipt.date')}</dt>
            <dd>{dateTime(recharge.rechargedAt)}</dd>
          </div>
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
            <dd>{recharge.meterNo}</dd>
          </div>
          <div>
            <dt>{t('receipt.amount')}</dt>
            <dd>
              <strong>{money(recharge.amountPaise)}</strong>
            </dd>
          </div>
          <div>
            <dt>{t('receipt.channel')}</dt>
            <dd>{t(`channels.${recharge.channel}`, { defaultValue: recharge.channel })}</dd>
          </div>
          <div>
            <dt>{t('receipt.txnId')}</dt>
            <dd className="prepaid-break">{recharge.txnId}</dd>
          </div>
          {account.connType === 'SMART PREPAID' ? (
            <div>
              <dt>{t('receipt.credit')}</dt>
              <dd>{t('receipt.creditedDirectly')}</dd>
            </div>
          ) : null}
        </dl>
      </section>
      {recharge.token ? (
        <Voucher
          token={recharge.token}
          consumerNo={account.consumerNo}
          meterNo={recharge.meterNo}
          amountPaise={recharge.amountPaise}
          receiptNo={recharge.receiptNo}
          at={recharge.rechargedAt}
          diagnostics={recharge.diagnostics}
        />
      ) : null}
      <PrintActions receiptNo={recharge.receiptNo} consumerNo={account.consumerNo} what={t('print.receipt')} />
    </div>
  )
}
