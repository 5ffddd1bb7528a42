import { useTranslation } from '#client/lib/useTranslation'
import { SUPPORT_NUMBER } from '#shared/constants'

/** The 24x7 customer support line (1912) as a tel: link. */
export function SupportLine({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { t } = useTranslation('common')
  return (
    <a className={'support-line' + (className ? ' ' + className : '')} href={`tel:${SUPPORT_NUMBER}`}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
          fill="currentColor"
        />
      </svg>
      {compact ? (
        <>
          <span className="visually-hidden">{t('support.label')}: </span>
          <span className="support-line__number">{SUPPORT_NUMBER}</span>
        </>
      ) : (
        <>
          <span className="support-line__label">{t('support.label')}</span> <span className="support-line__number">{SUPPORT_NUMBER}</span>
        </>
      )}
    </a>
  )
}
