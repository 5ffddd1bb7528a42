import { receiptPdfUrl } from '#shared/documentLinks'
import { usePrepaid } from './usePrepaid'

/** Print (the browser's print dialog, with the print style sheet) and the PDF of a receipt. */
export function PrintActions({ receiptNo, consumerNo, what }: { receiptNo: string; consumerNo: string; what: string }) {
  const { t, locale } = usePrepaid()
  return (
    <div className="cluster prepaid-print-actions no-print">
      <button type="button" className="btn btn--primary" onClick={() => window.print()}>
        {t('print.print', { what })}
      </button>
      <a className="btn btn--secondary" href={receiptPdfUrl(receiptNo, consumerNo, locale)} download>
        {t('print.pdf', { what })}
      </a>
    </div>
  )
}
