import { useListing } from './useListing'

/** The red NEW badge of flagged tenders and documents. */
export function NewBadge({ show }: { show: boolean }) {
  const { t } = useListing()
  if (!show) return null
  return <span className="badge badge--new listing-badge">{t('doc.new')}</span>
}
