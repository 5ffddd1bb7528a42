import { useTranslation } from 'react-i18next'
import { useData } from 'vike-react/useData'
import { DashboardShell } from '#client/components/dashboard/DashboardShell'
import { DashboardTools } from '#client/components/dashboard/DashboardTools'
import { PrepaidView } from '#client/components/dashboard/PrepaidView'
import type { Data } from './+data'

/** /ConsumerDashboardPrepaid: the PREPAID dashboard of the signed-in consumer. */
export default function Page() {
  const { strip, dash, tools } = useData<Data>()
  const { t } = useTranslation('dashboard')
  return (
    <DashboardShell strip={strip} route="/ConsumerDashboardPrepaid" title={t('titles.prepaid')} lead={t('leads.prepaid', { name: dash.profile.name })}>
      <PrepaidView dash={dash} />
      <DashboardTools tools={tools} consumerNo={dash.profile.consumerNo} connType={dash.profile.connType} />
    </DashboardShell>
  )
}
