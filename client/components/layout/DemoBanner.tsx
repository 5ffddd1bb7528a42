import { useTranslation } from '#client/lib/useTranslation'
import { usePageContext } from 'vike-react/usePageContext'
import type { SiteInfo } from '#shared/site'
import { DEMO_OUTBOX_PATH } from '#shared/demo'

/**
 * The slim strip every page of a demonstration site carries (DEMO_MODE, ADR 013): no real
 * payments, and where the OTPs can be read. Absent outside demo mode.
 */
export function DemoBanner() {
  const { t } = useTranslation('common')
  const site = (usePageContext() as { site?: SiteInfo }).site
  if (!site?.demo) return null
  return (
    <aside className="demo-banner" aria-label={t('demo.label')}>
      <p>
        {t('demo.text')} <a href={DEMO_OUTBOX_PATH}>{t('demo.link')}</a>
        {t('demo.after')}
      </p>
    </aside>
  )
}
