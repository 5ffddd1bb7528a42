import { useData } from 'vike-react/useData'
import { useTranslation } from '#client/lib/useTranslation'
import { DashboardShell } from '#client/components/dashboard/DashboardShell'
import { ConsumerCards } from '#client/components/dashboard/ConsumerCards'
import type { Data } from './+data'

/** /ConsumerDashboard: all consumer numbers of the signed-in mobile, with a switch between them. */
export default function Page() {
  const { strip, cards, selected } = useData<Data>()
  const { t } = useTranslation('dashboard')
  return (
    <DashboardShell strip={strip} route="/ConsumerDashboard" title={t('titles.home')} lead={t('leads.home')}>
      <ConsumerCards cards={cards} selected={selected} />
    </DashboardShell>
  )
}
