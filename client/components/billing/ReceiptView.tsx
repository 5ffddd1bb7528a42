import type { ReceiptRecord } from '../../../server/services/billing/lookup'
import type { PublicConsumer } from './types'
import { useBilling } from './useBilling'

/** A payment or recharge receipt on screen, laid out for printing. */
export function ReceiptView({ receipt, consumer }: { receipt: ReceiptRecord; consumer: PublicConsumer }) {
  const { t, money, dateTime, month } = useBilling()
  const rows: Array<[string, string | null, string?]> = [
    [t('receipt.receiptNo'), receipt.receiptNo, 'receipt-no'],
    [t('receipt.paidAt'), dateTime(receipt.paidAt)],
    [t('receipt.amount'), money(receipt.amount), 'receipt-amount'],
    [t('receipt.purpose'), receipt.kind === 'bill' ? t('receipt.billPayment') : t('receipt.recharge')],
    [t('bill.billNo'), receipt.billNo],
    [t('bill.period'), receipt.billPeriod ? month(receipt.billPeriod) : null],
    [t('consumer.meterNo'), receipt.meterNo],
    [t('receipt.channel'), t(`channels.${receipt.channel}`, { defaultValue: receipt.channel })],
    [t('receipt.txnId'), receipt.txnId, 'receipt-txn'],
    [t('consumer.consumerNo'), consumer.consumerNo],
    [t('consumer.name'), consumer.maskedName],
    [t('consumer.connType'), t(`connTypes.${consumer.connType}`)],
    [t('consumer.subDivision'), consumer.subDivision],
  ]
  return (
    <section className="card billing-card card--accent billing-receipt" aria-labelledby="receipt-title" data-testid="receipt">
      <h2 className="card__title" id="receipt-title">
        {t('receipt.heading')}
      </h2>
      <div className="card__body">
        <dl className="billing-dl">
          {rows
            .filter(([, v]) => v !== null && v !== '')
            .map(([k, v, testId]) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd data-testid={testId}>{v}</dd>
              </div>
            ))}
        </dl>
        {receipt.token ? (
          <p>
            {t('receipt.token')}: <span className="billing-token">{receipt.token.replace(/(\d{4})(?=\d)/g, '$1 ')}</span>
          </p>
        ) : null}
        <p className="small muted">{t('receipt.note')}</p>
      </div>
    </section>
  )
}
