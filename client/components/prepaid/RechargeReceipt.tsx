import type { PrepaidAccount } from '#shared/prepaid/contract'
import { accountFacts } from './AccountSummary'
import { PrintActions } from './PrintActions'
import { ReceiptSheet } from './ReceiptSheet'
import type { Voucher as VoucherData } from './types'
import { usePrepaid } from './usePrepaid'
import { Voucher } from './Voucher'

/** The printable receipt of a recharge; a keypad meter's receipt starts with its voucher (the token). */
export function RechargeReceipt({ account, recharge }: { account: PrepaidAccount; recharge: VoucherData }) {
  const { t, money, dateTime } = usePrepaid()
  return (
    <div className="stack">
      {/* the token first: on a phone it is at the top of the screen, for the consumer at the meter (issue 9 §2) */}
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
      <ReceiptSheet
        id="receipt-title"
        title={t('receipt.title')}
        facts={[
          { label: t('receipt.receiptNo'), value: recharge.receiptNo, className: 'prepaid-nowrap' },
          { label: t('receipt.date'), value: dateTime(recharge.rechargedAt) },
          ...accountFacts(t, account, recharge.meterNo),
          { label: t('receipt.amount'), value: <strong>{money(recharge.amountPaise)}</strong> },
          { label: t('receipt.channel'), value: t(`channels.${recharge.channel}`, { defaultValue: recharge.channel }) },
          { label: t('receipt.txnId'), value: recharge.txnId, className: 'prepaid-break', record: true },
          account.connType === 'SMART PREPAID' && { label: t('receipt.credit'), value: t('receipt.creditedDirectly') },
        ]}
      />
      <PrintActions receiptNo={recharge.receiptNo} consumerNo={account.consumerNo} what={t('print.receipt')} token={recharge.token} />
    </div>
  )
}
