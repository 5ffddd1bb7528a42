import { useData } from 'vike-react/useData'
import { receiptPdfUrl } from '../../../shared/documentLinks'
import { BillingHelp } from '../../components/billing/BillingHelp'
import { CheckedForm, TextField, type FieldError } from '../../components/billing/CheckedForm'
import { checkReceiptRef } from '../../../shared/billingInput'
import { PrintButton } from '../../components/billing/PrintButton'
import { PrintHead } from '../../components/billing/PrintHead'
import { ReceiptView } from '../../components/billing/ReceiptView'
import { useBilling } from '../../components/billing/useBilling'
import { ListingHeader } from '../../components/listing/ListingHeader'
import '../../components/billing/billing.css'
import type { Data } from './+data'

/** A duplicate of a payment or recharge receipt: consumer number + receipt number or transaction id. */
export default function Page() {
  const { consNo, ref, errors, consumer, receipt } = useData<Data>()
  const b = useBilling()
  const { t, href } = b
  return (
    <>
      <ListingHeader title={t('receipt.title')} lead={t('receipt.lead')} />
      <div className="container section">
        <CheckedForm
          key={`${consNo}|${ref}|${errors.length}`}
          form="receipt"
          action={href('/DuplicateReceipt')}
          label={t('receipt.formLabel')}
          serverErrors={b.fieldErrors(errors)}
          check={(d) => {
            const found: FieldError[] = b.checkConsNo(d)
            const r = checkReceiptRef(String(d.get('ref') ?? ''))
            if (!r.ok) found.push({ field: 'ref', text: b.problem(r.problem) })
            return found
          }}
        >
          {(errorOf) => (
            <>
              <TextField
                form="receipt"
                name="consNo"
                label={t('form.consNo')}
                hint={t('form.consNoHint')}
                error={errorOf('consNo')}
                defaultValue={consNo}
                inputMode="numeric"
                maxLength={20}
              />
              <TextField
                form="receipt"
                name="ref"
                label={t('form.receiptRef')}
                hint={t('form.receiptRefHint')}
                error={errorOf('ref')}
                defaultValue={ref}
                maxLength={70}
              />
              <div className="form-actions">
                <button type="submit" className="btn btn--primary">
                  {t('receipt.submit')}
                </button>
              </div>
            </>
          )}
        </CheckedForm>

        {consumer && receipt ? (
          <div className="billing-result">
            <PrintHead />
            <div className="billing-actions billing-noprint">
              <PrintButton label={t('receipt.print')} />
              <a className="btn btn--secondary" href={receiptPdfUrl(receipt.receiptNo, consumer.consumerNo, 'en')} hrefLang="en" download>
                {t('receipt.pdfEn')}
              </a>
              <a className="btn btn--secondary" href={receiptPdfUrl(receipt.receiptNo, consumer.consumerNo, 'as')} hrefLang="as" download>
                {t('receipt.pdfAs')}
              </a>
            </div>
            <ReceiptView receipt={receipt} consumer={consumer} />
          </div>
        ) : null}

        <BillingHelp />
      </div>
    </>
  )
}
