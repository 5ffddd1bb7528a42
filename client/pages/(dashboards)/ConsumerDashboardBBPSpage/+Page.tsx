import { useData } from 'vike-react/useData'
import { useTranslation } from '#client/lib/useTranslation'
import { BbpsView } from '#client/components/dashboard/BbpsView'
import { DashboardShell } from '#client/components/dashboard/DashboardShell'
import type { Data } from './+data'

/** /ConsumerDashboardBBPSpage: the Bharat Bill Payment System view of the selected consumer. */
export default function Page() {
  const { strip, fetch } = useData<Data>()
  const { t } = useTranslation('dashboard')
  return (
    <DashboardShell strip={strip} route="/ConsumerDashboardBBPSpage" title={t('titles.bbps')} lead={t('leads.bbps')}>
      {fetch ? <BbpsView fetch={fetch} /> : <p className="empty-state">{t('home.none')}</p>}
    </DashboardShell>
  )
}
