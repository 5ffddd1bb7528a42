import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { FileSizes } from '#shared/content/files'
import { formatFileSize } from '#shared/format'
import { initialsIn } from '#shared/initials'
import { uploadUrl } from '#shared/uploads'
import { fileType } from './files'
import { useListing } from './useListing'

interface Props {
  fileLocation: string | null
  /** what the file is, read out after the visible label (visually hidden); a node when part of it is a record's identifier (FromRecord) */
  context: ReactNode
  /** visible label; default 'Download' */
  label?: string
  className?: string
}

/**
 * A link to a stored file: visible label, hidden context so the link makes sense on its
 * own ('Download Tariff Order 2025-26'), the file type and its size ('PDF, 245 KB': issue 24 §5,
 * from the `fileSizes` of the page's data, server/services/downloads.ts). 'No file' when there is none.
 */
export function FileLink({ fileLocation, context, label, className }: Props) {
  const { t, locale } = useListing()
  const sizes = (usePageContext().data as { fileSizes?: FileSizes } | undefined)?.fileSizes
  if (!fileLocation) return <span className="muted">{t('doc.noFile')}</span>
  const bytes = sizes?.[fileLocation]
  const size = typeof bytes === 'number' ? formatFileSize(bytes, locale) : ''
  // the type in the page's language ('PDF' / 'পি.ডি.এফ.'), as the size is
  const type = [initialsIn(fileType(fileLocation), locale), size].filter(Boolean).join(', ')
  const external = /^https?:\/\//i.test(fileLocation)
  return (
    <a className={className ?? 'listing-file'} href={uploadUrl(fileLocation)} {...(external ? { rel: 'noopener noreferrer', target: '_blank' } : { rel: 'external' })}>
      {label ?? t('doc.download')}
      <span className="visually-hidden">: {context}</span>
      {type ? <span className="listing-file__type"> ({type})</span> : null}
    </a>
  )
}
