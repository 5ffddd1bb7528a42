import { SUPPORT_NUMBER } from '#shared/constants'
import { useComplaints } from './useComplaints'

/**
 * The 1912 notice of a danger complaint (fallen wire, sparking): what to do at once and the
 * number as a tel: link. `live` announces it when it appears (the form, as the category is chosen).
 */
export function DangerNotice({ live = false, id }: { live?: boolean; id?: string }) {
  const { t } = useComplaints()
  return (
    <div className="alert alert--error danger-notice" role={live ? 'alert' : undefined} id={id} data-testid="danger-1912">
      <p className="danger-notice__title">
        <strong>{t('register.dangerTitle')}</strong>
      </p>
      <p>{t('register.dangerText')}</p>
      <p>
        <a className="btn btn--primary danger-notice__call" href={`tel:${SUPPORT_NUMBER}`}>
          {t('register.dangerCall')}
        </a>
      </p>
    </div>
  )
}
