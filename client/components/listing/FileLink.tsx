import { uploadUrl } from '#shared/uploads'
import { fileType } from './files'
import { useListing } from './useListing'

interface Props {
  fileLocation: string | null
  /** what the file is, read out after the visible label (visually hidden) */
  context: string
  /** visible label; default 'Download' */
  label?: string
  className?: string
}

/**
 * A link to a stored file: visible label, hidden context so the link makes sense on its
 * own ('Download Tariff Order 2025-26'), and the file type. 'No file' when there is none.
 */
export function FileLink({ fileLocation, context, label, className }: Props) {
  const { t } = useListing()
  if (!fileLocation) return <span className="muted">{t('doc.noFile')}</span>
  const type = fileType(fileLocation)
  const external = /^https?:\/\//i.test(fileLocation)
  return (
    <a
      className={className ?? 'listing-file'}
      href={uploadUrl(fileLocation)}
      {...(external ? { rel: 'noopener noreferrer', target: '_blank' } : { rel: 'external' })}
    >
      {label ?? t('doc.download')}
      <span className="visually-hidden">: {context}</span>
      {type ? <span className="listing-file__type"> ({type})</span> : null}
    </a>
  )
}
