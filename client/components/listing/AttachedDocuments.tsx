import type { ReactNode } from 'react'
import { FileLink } from './FileLink'
import { NewBadge } from './NewBadge'
import { useListing } from './useListing'
import { DataTable } from '../layout/DataTable'

export interface AttachedDocument {
  id: number
  type: ReactNode
  title: string
  /** 'en' when the title is the English one on an Assamese page (its language for screen readers) */
  titleLang?: 'en'
  date: string | null
  fileLocation: string | null
  isNew: boolean
  /** what the download link is about, for screen readers */
  context: ReactNode
  className?: string
}

/** The documents attached to a tender or a career opening: type, title, date, file. */
export function AttachedDocuments({ id, caption, documents }: { id: string; caption: ReactNode; documents: AttachedDocument[] }) {
  const { t, date } = useListing()
  if (documents.length === 0) return null
  return (
    <DataTable id={id} caption={caption} className="table table--stack table--compact tender__docs" columns={[t('doc.type'), t('doc.title'), t('doc.date'), t('doc.file')]}>
      {documents.map((doc) => (
        <tr key={doc.id} className={doc.className}>
          <td data-label={t('doc.type')}>{doc.type}</td>
          <td data-label={t('doc.title')}>
            {doc.titleLang ? <span lang={doc.titleLang}>{doc.title}</span> : doc.title} <NewBadge show={doc.isNew} />
          </td>
          <td data-label={t('doc.date')}>{doc.date ? <time dateTime={doc.date}>{date(doc.date)}</time> : '—'}</td>
          <td data-label={t('doc.file')}>
            <FileLink fileLocation={doc.fileLocation} context={doc.context} />
          </td>
        </tr>
      ))}
    </DataTable>
  )
}
