import { useTranslation } from '#client/lib/useTranslation'
import { useData } from 'vike-react/useData'
import { DashboardShell, NamedLead } from '#client/components/dashboard/DashboardShell'
import { Kept } from '#client/lib/htmlOnly/Kept'
import { DashboardTools } from '#client/components/dashboard/DashboardTools'
import { PostpaidView } from '#client/components/dashboard/PostpaidView'
import { PostpaidSummary, postpaidToc } from '#client/components/dashboard/Summary'
import type { Data } from './+data'

/** /ConsumerDashboardSmartPostpaid: the SMART POSTPAID dashboard of the signed-in consumer. */
export default function Page() {
  const { strip, dash, tools } = useData<Data>()
  const { t } = useTranslation('dashboard')
  return (
    <DashboardShell
      strip={strip}
      route="/ConsumerDashboardSmartPostpaid"
      title={t('titles.smartPostpaid')}
      summary={<Kept id="dash-summary">{import.meta.env.SSR ? <PostpaidSummary dash={dash} /> : null}</Kept>}
      toc={import.meta.env.SSR ? postpaidToc({ meterReading: false, yearOnYear: !!tools.yearOnYear }) : undefined}
      lead={
        <Kept as="span" id="dash-lead">
          {import.meta.env.SSR ? <NamedLead i18nKey="leads.smartPostpaid" name={dash.profile.name} /> : null}
        </Kept>
      }
    >
      <PostpaidView dash={dash} />
      <DashboardTools tools={tools} consumerNo={dash.profile.consumerNo} connType={dash.profile.connType} />
    </DashboardShell>
  )
}
