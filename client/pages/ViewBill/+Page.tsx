import { useData } from 'vike-react/useData'
import { checkConsumerNo } from '#shared/billingInput'
import { OneFieldLookup } from '#client/components/billing/ConsumerLookup'
import { billPdfUrl } from '#shared/documentLinks'
import { BillHistory, BillView } from '#client/components/billing/BillView'
import { fieldId } from '#client/components/forms/CheckedForm'
import { ConsumerSummary } from '#client/components/billing/ConsumerSummary'
import { BillingHelp } from '#client/components/billing/BillingHelp'
import { DocumentActions } from '#client/components/billing/DocumentActions'
import { PrintHead } from '#client/components/billing/PrintHead'
import { useBilling } from '#client/components/billing/useBilling'
import { UpiPay } from '#client/components/payments/UpiPay'
import { ShareButton } from '#client/components/share/ShareButton'
import { ListingHeader } from '#client/components/listing/ListingHeader'
import '#client/components/billing/billing.css'
import type { Data } from './+data'

/** The latest bill (or one of the last six) of a consumer number, printable, with its PDFs. */
export default function Page() {
  const { consNo, errors, consumer, bill, history, latestPaid } = useData<Data>()
  const b = useBilling()
  const { t, href } = b
  const action = href('/ViewBill')
  return (
    <>
      <ListingHeader title={t('viewBill.title')} lead={t('viewBill.lead')} />
      <div className="container section">
        <OneFieldLookup
          form="viewbill"
          path="/ViewBill"
          label={t('viewBill.formLabel')}
          errors={errors}
          check={checkConsumerNo}
          field={b.consNoField(consNo)}
          submitLabel={t('viewBill.submit')}
        />

        {consumer && !bill ? (
          <div className="alert alert--info" role="status">
            <p>{t('viewBill.noBills')}</p>
            <p>
              <a href={href(`/RechargePrepaid?consNo=${consumer.consumerNo}`)}>{t('links.recharge')}</a>
            </p>
          </div>
        ) : null}

        {consumer && bill ? (
          <div className="billing-result" aria-live="polite">
            <PrintHead />
            <form className="billing-choice billing-noprint" method="get" action={action} key={bill.billNo}>
              <input type="hidden" name="consNo" value={consumer.consumerNo} />
              <div className="field">
                <label className="field__label" htmlFor={fieldId('viewbill', 'billNo')}>
                  {t('viewBill.choose')}
                </label>
                <select className="select" id={fieldId('viewbill', 'billNo')} name="billNo" defaultValue={bill.billNo}>
                  {history.map((h) => (
                    <option key={h.billNo} value={h.billNo}>
                      {b.month(h.period)} — {h.billNo}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className="btn btn--secondary">
                {t('viewBill.show')}
              </button>
            </form>

            <DocumentActions
              printLabel={t('viewBill.print')}
              pdfUrl={(locale) => billPdfUrl(bill.billNo, consumer.consumerNo, locale)}
              pdfEn={t('viewBill.pdfEn')}
              pdfAs={t('viewBill.pdfAs')}
            >
              {latestPaid && !latestPaid.paid ? (
                <a className="btn btn--accent" href={href(`/PayBill?consNo=${consumer.consumerNo}`)}>
                  {t('viewBill.pay', { amount: b.money(latestPaid.payablePaise) })}
                </a>
              ) : null}
              <ShareButton subject={{ kind: 'bill', consumerNo: consumer.consumerNo, billNo: bill.billNo, amountPaise: bill.amountBeforeDue, dueDate: bill.dueDate }} />
            </DocumentActions>
            {latestPaid && !latestPaid.paid ? (
              <UpiPay payment={{ consumerNo: consumer.consumerNo, billNo: bill.billNo, amountPaise: latestPaid.payablePaise }} />
            ) : null}
            {latestPaid?.paid ? (
              <p className="alert alert--success" data-testid="bill-paid">
                {t('viewBill.paid')}
              </p>
            ) : null}

            <ConsumerSummary consumer={consumer} />
            <BillView bill={bill} />
            <BillHistory bills={history} consNo={consumer.consumerNo} current={bill.billNo} />
          </div>
        ) : null}

        <BillingHelp />
      </div>
    </>
  )
}
