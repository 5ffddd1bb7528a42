import { useTranslation } from '#client/lib/useTranslation'
import { useData } from 'vike-react/useData'
import { DashboardShell, NamedLead } from '#client/components/dashboard/DashboardShell'
import { Kept } from '#client/lib/htmlOnly/Kept'
import { DashboardTools } from '#client/components/dashboard/DashboardTools'
import { PrepaidView } from '#client/components/dashboard/PrepaidView'
import { PrepaidSummary, prepaidToc } from '#client/components/dashboard/Summary'
import type { Data } from './+data'

/** /ConsumerDashboardPrepaid: the PREPAID dashboard of the signed-in consumer. */
export default function Page() {
  const { strip, dash, tools } = useData<Data>()
  const { t } = useTranslation('dashboard')
  return (
    <DashboardShell
      strip={strip}
      route="/ConsumerDashboardPrepaid"
      title={t('titles.prepaid')}
      summary={<Kept id="dash-summary">{import.meta.env.SSR ? <PrepaidSummary dash={dash} /> : null}</Kept>}
      toc={import.meta.env.SSR ? prepaidToc({ smart: false, yearOnYear: !!tools.yearOnYear }) : undefined}
      lead={
        <Kept as="span" id="dash-lead">
          {import.meta.env.SSR ? <NamedLead i18nKey="leads.prepaid" name={dash.profile.name} /> : null}
        </Kept>
      }
    >
      <PrepaidView dash={dash} />
      <DashboardTools tools={tools} consumerNo={dash.profile.consumerNo} connType={dash.profile.connType} />
    </DashboardShell>
  )
}
