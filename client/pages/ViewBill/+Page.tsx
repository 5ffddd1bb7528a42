import { useData } from 'vike-react/useData'
import { checkConsumerNo } from '#shared/input/fields'
import { OneFieldLookup } from '#client/components/billing/ConsumerLookup'
import { billPdfUrl } from '#shared/content/documentLinks'
import { BillHistory, BillView } from '#client/components/billing/BillView'
import { fieldId } from '#client/components/forms/CheckedForm'
import { ConsumerSummary } from '#client/components/billing/ConsumerSummary'
import { BillingHelp } from '#client/components/billing/BillingHelp'
import { DocumentActions } from '#client/components/billing/DocumentActions'
import { PrintHead } from '#client/components/billing/PrintHead'
import { useBilling } from '#client/components/billing/useBilling'
import { PayableDue } from '#client/components/billing/PayableDue'
import { UpiPay } from '#client/components/payments/UpiPay'
import { ShareButton } from '#client/components/share/ShareButton'
import { ListingHeader } from '#client/components/listing/ListingHeader'
import { Kept } from '#client/lib/htmlOnly/Kept'
import '#client/components/billing/billing.css'
import type { Data } from './+data'

/**
 * The latest bill (or one of the last six) of a consumer number, printable, with its PDFs. An
 * HTML-only page (issue 24 §6): its parts of text and links are Kept, the browser loads code only
 * for the forms and the print and share buttons.
 */
export default function Page() {
  const { consNo, errors, consumer, bill, history, latestPaid } = useData<Data>()
  const b = useBilling()
  const { t, href } = b
  const action = href('/ViewBill')
  return (
    <>
      <Kept id="viewbill-header">{import.meta.env.SSR ? <ListingHeader title={t('viewBill.title')} lead={t('viewBill.lead')} /> : null}</Kept>
      <div className="container section">
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
            <Kept id="viewbill-print-head">{import.meta.env.SSR ? <PrintHead /> : null}</Kept>
            {latestPaid && !latestPaid.paid ? (
              // what the latest bill asks today, by when, and Pay: first, on a phone's first screen (issue 24 §3)
              <Kept id="viewbill-due">
                {import.meta.env.SSR ? (
                  <section className="card card--accent billing-card billing-due billing-noprint" aria-labelledby="viewbill-due-title" data-testid="viewbill-summary">
                    <div className="card__body">
                      <h2 className="billing-due__title" id="viewbill-due-title">
                        {t('viewBill.dueTitle')}
                      </h2>
                      <PayableDue dueDate={bill.dueDate} afterDueDate={latestPaid.afterDueDate} payablePaise={latestPaid.payablePaise} testIds={{ due: 'summary-due', amount: 'summary-amount' }} />
                      <p className="billing-due__action">
                        <a className="btn btn--accent" href={href(`/PayBill?consNo=${consumer.consumerNo}`)} data-testid="summary-action">
                          {t('viewBill.pay', { amount: b.money(latestPaid.payablePaise) })}
                        </a>
                      </p>
                    </div>
                  </section>
                ) : null}
              </Kept>
            ) : null}
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

            <DocumentActions printLabel={t('viewBill.print')} pdfUrl={(locale) => billPdfUrl(bill.billNo, consumer.consumerNo, locale)} pdfEn={t('viewBill.pdfEn')} pdfAs={t('viewBill.pdfAs')}>
              <ShareButton subject={{ kind: 'bill', consumerNo: consumer.consumerNo, billNo: bill.billNo, amountPaise: bill.amountBeforeDue, dueDate: bill.dueDate }} />
            </DocumentActions>
            {latestPaid && !latestPaid.paid ? (
              <Kept id="viewbill-upi">{import.meta.env.SSR ? <UpiPay payment={{ consumerNo: consumer.consumerNo, billNo: bill.billNo, amountPaise: latestPaid.payablePaise }} /> : null}</Kept>
            ) : null}
            {latestPaid?.paid ? (
              <p className="alert alert--success" data-testid="bill-paid">
                {t('viewBill.paid')}
              </p>
            ) : null}

            <Kept id="viewbill-consumer">{import.meta.env.SSR ? <ConsumerSummary consumer={consumer} /> : null}</Kept>
            <Kept id="viewbill-bill">{import.meta.env.SSR ? <BillView bill={bill} /> : null}</Kept>
            <Kept id="viewbill-history">{import.meta.env.SSR ? <BillHistory bills={history} consNo={consumer.consumerNo} current={bill.billNo} /> : null}</Kept>
          </div>
        ) : null}

        <OneFieldLookup form="viewbill" path="/ViewBill" label={t('viewBill.formLabel')} errors={errors} check={checkConsumerNo} field={b.consNoField(consNo)} submitLabel={t('viewBill.submit')} />

        <Kept id="viewbill-help">{import.meta.env.SSR ? <BillingHelp /> : null}</Kept>
      </div>
    </>
  )
}
