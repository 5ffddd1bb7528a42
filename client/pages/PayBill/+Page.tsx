import { useData } from 'vike-react/useData'
import { Money } from '#client/components/common/Money'
import { checkConsumerNo } from '#shared/input/fields'
import { OneFieldLookup } from '#client/components/billing/ConsumerLookup'
import { BillCharges } from '#client/components/billing/BillView'
import { BillingHelp } from '#client/components/billing/BillingHelp'
import { ConsumerSummary } from '#client/components/billing/ConsumerSummary'
import { PayButton } from '#client/components/billing/PayButton'
import { PayableDue } from '#client/components/billing/PayableDue'
import { useBilling } from '#client/components/billing/useBilling'
import { UpiPay } from '#client/components/payments/UpiPay'
import { ListingHeader } from '#client/components/listing/ListingHeader'
import '#client/components/billing/billing.css'
import type { Data } from './+data'
import { FactList } from '#client/components/common/FactList'
import { Kept } from '#client/lib/htmlOnly/Kept'
import { isPrepaid } from '#shared/constants'

/**
 * Pay the latest bill of a consumer number through the payment gateway (no login). An HTML-only
 * page (issue 24 §6): its parts of text and links are Kept, the browser loads code only for the
 * lookup form and the Pay button.
 */
export default function Page() {
  const { consNo, errors, consumer, bill, state } = useData<Data>()
  const b = useBilling()
  const { t, href } = b
  const prepaid = consumer && isPrepaid(consumer.connType)
  return (
    <>
      <Kept id="paybill-header">{import.meta.env.SSR ? <ListingHeader title={t('payBill.title')} lead={t('payBill.lead')} /> : null}</Kept>
      <div className="container section">
        {consumer && !bill ? (
          <div className="alert alert--info" role="status">
            <p>{prepaid ? t('payBill.prepaid') : t('payBill.noBill')}</p>
            {prepaid ? (
              <p>
                <a href={href(`/RechargePrepaid?consNo=${consumer.consumerNo}`)}>{t('links.recharge')}</a>
              </p>
            ) : null}
          </div>
        ) : null}

        {consumer && bill && state ? (
          <div className="billing-result">
            <section className="card billing-card card--accent" aria-labelledby="pay-summary">
              <h2 className="card__title" id="pay-summary">
                {t('payBill.summary', { month: b.month(bill.period) })}
              </h2>
              <div className="card__body">
                {state.paid ? (
                  <div className="alert alert--success" data-testid="bill-paid">
                    <p>{t('payBill.paid')}</p>
                    {state.lastPayment ? (
                      <p>
                        {t('payBill.lastPayment', {
                          amount: b.money(state.lastPayment.amount),
                          date: b.dateTime(state.lastPayment.paidAt),
                          receipt: state.lastPayment.receiptNo,
                        })}{' '}
                        <a href={href(`/DuplicateReceipt?consNo=${consumer.consumerNo}&ref=${encodeURIComponent(state.lastPayment.receiptNo)}`)}>{t('payBill.viewReceipt')}</a>
                      </p>
                    ) : null}
                  </div>
                ) : (
                  <>
                    <PayableDue
                      dueDate={bill.dueDate}
                      afterDueDate={state.afterDueDate}
                      payablePaise={state.payablePaise}
                      testIds={{ due: 'paybill-due', amount: 'amount-payable', amountOnMoney: true }}
                    />
                    <PayButton consumerNo={consumer.consumerNo} amountPaise={state.payablePaise} label={t('payBill.pay', { amount: b.money(state.payablePaise) })} />
                    <Kept id="paybill-upi">
                      {import.meta.env.SSR ? <UpiPay heading="h3" payment={{ consumerNo: consumer.consumerNo, billNo: bill.billNo, amountPaise: state.payablePaise }} /> : null}
                    </Kept>
                  </>
                )}
                <Kept id="paybill-facts">
                  {import.meta.env.SSR ? (
                    <FactList
                      className="billing-dl"
                      facts={[
                        { label: t('bill.billNo'), value: bill.billNo },
                        { label: t('bill.dueDate'), value: b.date(bill.dueDate) },
                        { label: t('bill.amountBeforeDue'), value: <Money>{b.money(bill.amountBeforeDue)}</Money> },
                        { label: t('bill.amountAfterDue'), value: <Money>{b.money(bill.amountAfterDue)}</Money> },
                        state.paidPaise > 0 && { label: t('payBill.alreadyPaidAmount'), value: <Money>{b.money(state.paidPaise)}</Money> },
                      ]}
                    />
                  ) : null}
                </Kept>
                <p className="standalone-link">
                  <a href={href(`/ViewBill?consNo=${consumer.consumerNo}`)}>{t('payBill.viewFullBill')}</a>
                </p>
              </div>
            </section>
            <Kept id="paybill-consumer">{import.meta.env.SSR ? <ConsumerSummary consumer={consumer} /> : null}</Kept>
            <Kept id="paybill-charges">{import.meta.env.SSR ? <BillCharges bill={bill} /> : null}</Kept>
          </div>
        ) : null}

        <OneFieldLookup form="paybill" path="/PayBill" label={t('payBill.formLabel')} errors={errors} check={checkConsumerNo} field={b.consNoField(consNo)} submitLabel={t('payBill.submit')} />

        <Kept id="paybill-help">{import.meta.env.SSR ? <BillingHelp /> : null}</Kept>
      </div>
    </>
  )
}
