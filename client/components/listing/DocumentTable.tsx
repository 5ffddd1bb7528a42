import type { DocumentEntry } from '#shared/content/contract'
import { FileLink } from './FileLink'
import { pickText } from './files'
import { NewBadge } from './NewBadge'
import { useListing } from './useListing'
import { DataTable } from '../layout/DataTable'
import { hasAnchor, isExternal } from '../home/localize'

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')

/** Fields of a document row the page needs (the rest stays on the server). */
export type DocumentRow = Pick<DocumentEntry, 'id' | 'name' | 'nameAs' | 'date' | 'fileLocation' | 'isNew' | 'link'> & {
  /** the name is sanitized HTML (news and marquee documents) */
  html?: boolean
}

/** The title cell's text: sanitized HTML of news lines, plain text otherwise; linked to the entry's page when it has one. */
function Title({ row, text, lang }: { row: DocumentRow; text: string; lang?: 'en' }) {
  const own = row.html && hasAnchor(text)
  const inner = row.html ? <span lang={lang} dangerouslySetInnerHTML={{ __html: text }} /> : <span lang={lang}>{text}</span>
  if (!row.link || own) return inner
  const external = isExternal(row.link)
  return (
    <a href={row.link} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {inner}
    </a>
  )
}

/** Documents as a table (caption, column headers); each row becomes a card under 720 px. */
export function DocumentTable({ rows, caption }: { rows: DocumentRow[]; caption: string }) {
  const { t, locale, date } = useListing()
  return (
    <DataTable
      id="documents-caption"
      caption={caption}
      className="table table--stack listing-docs"
      columns={[t('doc.title'), { label: t('doc.date'), className: 'listing-docs__date' }, { label: t('doc.file'), className: 'listing-docs__file' }]}
    >
      {rows.map((row) => {
        const title = pickText(row.name, row.nameAs, locale)
        return (
          <tr key={row.id}>
            <td data-label={t('doc.title')}>
              <Title row={row} text={title.text} lang={title.lang} /> <NewBadge show={row.isNew} />
            </td>
            <td data-label={t('doc.date')}>{row.date ? <time dateTime={row.date}>{date(row.date)}</time> : '—'}</td>
            <td data-label={t('doc.file')}>
              <FileLink fileLocation={row.fileLocation} context={row.html ? plainText(title.text) : title.text} />
            </td>
          </tr>
        )
      })}
    </DataTable>
  )
}
