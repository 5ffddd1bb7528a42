import { subDivisionIn } from '#shared/billing/officeNames'
import { FactList, type Fact } from '../common/FactList'
import { LocalNameText } from '../common/FromRecord'
import type { ReceiptRecord } from '#shared/billing/contract'
import type { PublicConsumer } from './types'
import { useBilling } from './useBilling'

/** A payment or recharge receipt on screen, laid out for printing. */
export function ReceiptView({ receipt, consumer }: { receipt: ReceiptRecord; consumer: PublicConsumer }) {
  const { t, money, dateTime, month, locale } = useBilling()
  const subDivision = subDivisionIn(locale, consumer.subDivision)
  const facts: Fact[] = [
    { label: t('receipt.receiptNo'), value: receipt.receiptNo, testId: 'receipt-no' },
    { label: t('receipt.paidAt'), value: dateTime(receipt.paidAt) },
    { label: t('receipt.amount'), value: money(receipt.amount), testId: 'receipt-amount' },
    { label: t('receipt.purpose'), value: receipt.kind === 'bill' ? t('receipt.billPayment') : t('receipt.recharge') },
    { label: t('bill.billNo'), value: receipt.billNo },
    { label: t('bill.period'), value: receipt.billPeriod ? month(receipt.billPeriod) : null },
    { label: t('consumer.meterNo'), value: receipt.meterNo },
    { label: t('receipt.channel'), value: t(`channels.${receipt.channel}`, { defaultValue: receipt.channel }) },
    { label: t('receipt.txnId'), value: receipt.txnId, testId: 'receipt-txn', record: true },
    { label: t('consumer.consumerNo'), value: consumer.consumerNo },
    { label: t('consumer.name'), value: consumer.maskedName, record: true },
    { label: t('consumer.connType'), value: t(`connTypes.${consumer.connType}`) },
    { label: t('consumer.subDivision'), value: subDivision && <LocalNameText name={subDivision} /> },
  ]
  return (
    <section className="card billing-card card--accent billing-receipt" aria-labelledby="receipt-title" data-testid="receipt">
      <h2 className="card__title" id="receipt-title">
        {t('receipt.heading')}
      </h2>
      <div className="card__body">
        <FactList className="billing-dl" facts={facts} />
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
