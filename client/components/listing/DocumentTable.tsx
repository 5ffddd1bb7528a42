import type { DocumentEntry } from '../../../server/services/content/types'
import { FileLink } from './FileLink'
import { pickText } from './files'
import { NewBadge } from './NewBadge'
import { useListing } from './useListing'
import { DataTable } from '../layout/DataTable'

/** Fields of a document row the page needs (the rest stays on the server). */
export type DocumentRow = Pick<DocumentEntry, 'id' | 'name' | 'nameAs' | 'date' | 'fileLocation' | 'isNew'>

/** Documents as a table (caption, column headers); each row becomes a card under 720 px. */
export function DocumentTable({ rows, caption }: { rows: DocumentRow[]; caption: string }) {
  const { t, locale, date } = useListing()
  return (
    <DataTable
      id="documents-caption"
      caption={caption}
      className="table table--stack listing-docs"
      columns={[
        t('doc.title'),
        { label: t('doc.date'), className: 'listing-docs__date' },
        { label: t('doc.file'), className: 'listing-docs__file' },
      ]}
    >
      {rows.map((row) => {
        const title = pickText(row.name, row.nameAs, locale)
        return (
          <tr key={row.id}>
            <td data-label={t('doc.title')}>
              <span lang={title.lang}>{title.text}</span> <NewBadge show={row.isNew} />
            </td>
            <td data-label={t('doc.date')}>{row.date ? <time dateTime={row.date}>{date(row.date)}</time> : '—'}</td>
            <td data-label={t('doc.file')}>
              <FileLink fileLocation={row.fileLocation} context={title.text} />
            </td>
          </tr>
        )
      })}
    </DataTable>
  )
}
