import type { ReactNode } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import { receiptPdfUrl } from '#shared/content/documentLinks'
import { formatNumber } from '#shared/format'
import { TitledSection } from '../common/TitledSection'
import { DataTable, type DataColumn } from '../layout/DataTable'
import { useLinks } from '../layout/paths'

interface Props {
  /** ids: `${id}-title` (the heading) and `${id}-caption` (the table's caption) */
  id: string
  title: string
  /** dashboard:* key of the caption; gets the row count as `n` */
  captionKey: string
  count: number
  columns: Array<ReactNode | DataColumn>
  /** the words shown instead of an empty table */
  empty: string
  /** the rows */
  children: ReactNode
  /** rows as cards on a phone (table--stack), for a table whose cells must show in full there (a token) */
  stack?: boolean
}

/** A dashboard history (bills, payments, recharges): a titled section with a compact table, or its empty state. */
export function HistoryTable({ id, title, captionKey, count, columns, empty, children, stack }: Props) {
  const { t } = useTranslation('dashboard')
  const { locale } = useLinks()
  return (
    <TitledSection id={`${id}-title`} title={title}>
      {count ? (
        <DataTable
          className={stack ? 'table table--compact dash-table table--stack' : 'table table--compact dash-table'}
          id={`${id}-caption`}
          caption={t(captionKey, { n: formatNumber(count, locale) })}
          columns={columns}
        >
          {children}
        </DataTable>
      ) : (
        <p className="empty-state">{empty}</p>
      )}
    </TitledSection>
  )
}

/** The last cell of a payment or recharge row: its receipt's PDF. */
export function ReceiptPdfCell({ receiptNo, consumerNo }: { receiptNo: string; consumerNo: string }) {
  const { t } = useTranslation('dashboard')
  const { locale } = useLinks()
  return (
    <td data-label={t('payments.receipt')}>
      <a href={receiptPdfUrl(receiptNo, consumerNo, locale)} download>
        {t('bills.pdf')}
        <span className="visually-hidden"> ({t('payments.pdfLabel', { receiptNo })})</span>
      </a>
    </td>
  )
}
