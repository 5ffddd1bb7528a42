import { receiptPdfUrl } from '#shared/content/documentLinks'
import { ShareButton } from '../share/ShareButton'
import { usePrepaid } from './usePrepaid'

/** Print (the browser's print dialog, with the print style sheet), the PDF and sharing of a receipt or voucher. */
export function PrintActions({
  receiptNo,
  consumerNo,
  what,
  kind = 'receipt',
  token,
}: {
  receiptNo: string
  consumerNo: string
  what: string
  /** a keypad recharge's voucher carries its token, which is shared with it */
  kind?: 'receipt' | 'voucher'
  token?: string | null
}) {
  const { t, locale } = usePrepaid()
  return (
    <div className="cluster prepaid-print-actions no-print">
      <button type="button" className="btn btn--primary" onClick={() => window.print()}>
        {t('print.print', { what })}
      </button>
      <a className="btn btn--secondary" href={receiptPdfUrl(receiptNo, consumerNo, locale)} download>
        {t('print.pdf', { what })}
      </a>
      <ShareButton subject={{ kind, consumerNo, receiptNo, token }} />
    </div>
  )
}
