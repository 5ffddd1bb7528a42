import { useData } from 'vike-react/useData'
import { receiptPdfUrl } from '#shared/content/documentLinks'
import { BillingHelp } from '#client/components/billing/BillingHelp'
import { CheckedForm, type FieldError } from '#client/components/forms/CheckedForm'
import { checkReceiptRef } from '#shared/input/fields'
import { DocumentActions } from '#client/components/billing/DocumentActions'
import { PrintHead } from '#client/components/billing/PrintHead'
import { ReceiptView } from '#client/components/billing/ReceiptView'
import { useBilling } from '#client/components/billing/useBilling'
import { ShareButton } from '#client/components/share/ShareButton'
import { ListingHeader } from '#client/components/listing/ListingHeader'
import '#client/components/billing/billing.css'
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
          {...b.form}
          serverErrors={b.fieldErrors(errors)}
          check={(d) => {
            const found: FieldError[] = b.checkConsNo(d)
            const r = checkReceiptRef(String(d.get('ref') ?? ''))
            if (!r.ok) found.push({ field: 'ref', text: b.problem(r.key) })
            return found
          }}
          fields={[b.consNoField(consNo), { name: 'ref', label: t('form.receiptRef'), hint: t('form.receiptRefHint'), defaultValue: ref, maxLength: 70 }]}
          submitLabel={t('receipt.submit')}
        />

        {consumer && receipt ? (
          <div className="billing-result">
            <PrintHead />
            <DocumentActions printLabel={t('receipt.print')} pdfUrl={(locale) => receiptPdfUrl(receipt.receiptNo, consumer.consumerNo, locale)} pdfEn={t('receipt.pdfEn')} pdfAs={t('receipt.pdfAs')}>
              <ShareButton subject={{ kind: 'receipt', consumerNo: consumer.consumerNo, receiptNo: receipt.receiptNo, token: receipt.token }} />
            </DocumentActions>
            <ReceiptView receipt={receipt} consumer={consumer} />
          </div>
        ) : null}

        <BillingHelp />
      </div>
    </>
  )
}
