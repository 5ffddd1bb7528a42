import { useTranslation } from '#client/lib/useTranslation'
import { useData } from 'vike-react/useData'
import { DashboardShell, NamedLead } from '#client/components/dashboard/DashboardShell'
import { Kept } from '#client/lib/htmlOnly/Kept'
import { Later } from '#client/lib/htmlOnly/Later'
import { DashboardTools } from '#client/components/dashboard/DashboardTools'
import { MeterReadingCard } from '#client/components/dashboard/MeterReadingCard'
import { PostpaidView } from '#client/components/dashboard/PostpaidView'
import { PostpaidSummary, postpaidToc } from '#client/components/dashboard/Summary'
import type { Data } from './+data'

/** /ConsumerDashboardPostpaid: the POSTPAID dashboard of the signed-in consumer. */
export default function Page() {
  const { strip, dash, tools, meterReading } = useData<Data>()
  const { t } = useTranslation('dashboard')
  return (
    <DashboardShell
      strip={strip}
      route="/ConsumerDashboardPostpaid"
      title={t('titles.postpaid')}
      summary={<Kept id="dash-summary">{import.meta.env.SSR ? <PostpaidSummary dash={dash} /> : null}</Kept>}
      toc={import.meta.env.SSR ? postpaidToc({ meterReading: true, yearOnYear: !!tools.yearOnYear }) : undefined}
      lead={
        <Kept as="span" id="dash-lead">
          {import.meta.env.SSR ? <NamedLead i18nKey="leads.postpaid" name={dash.profile.name} /> : null}
        </Kept>
      }
    >
      <PostpaidView
        dash={dash}
        meterReading={
          // the self meter reading form: its code comes when it comes near the screen (issue 24 §6)
          <Later id="dash-meter-reading" render={() => import('#client/components/dashboard/MeterReadingCard').then((m) => <m.MeterReadingCard data={meterReading} />)}>
            {import.meta.env.SSR ? <MeterReadingCard data={meterReading} /> : null}
          </Later>
        }
      />
      <DashboardTools tools={tools} consumerNo={dash.profile.consumerNo} connType={dash.profile.connType} />
    </DashboardShell>
  )
}
