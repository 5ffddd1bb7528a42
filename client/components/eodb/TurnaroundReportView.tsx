import { EODB_API, periodQuery, type TurnaroundReport, type TurnaroundRow } from '#shared/eodb/contract'
import type { ReportData } from '#client/loaders/eodb/data.server'
import { ChartSection, Headline } from './blocks'
import { TURNAROUND_ROUTES } from './query'
import { ReportFilter } from './ReportFilter'
import { ReportShell } from './ReportShell'
import { useEodb } from './useEodb'

const DAYS = 1

const PAGES = {
  ownership: { route: TURNAROUND_ROUTES.ownership, title: 'titles.ownership', lead: 'leads.ownership', csv: EODB_API.ownershipCsv },
  mutation: { route: TURNAROUND_ROUTES.mutation, title: 'titles.mutation', lead: 'leads.mutation', csv: EODB_API.mutationsCsv },
} as const

/** /EodbOwnershipChange and /EodbePanjeeyanMutationReport: monthly counts and the days taken (average, 90th percentile). */
export function TurnaroundReportView({ kind, data }: { kind: TurnaroundReport['kind']; data: ReportData<TurnaroundReport> }) {
  const { t, num, month, href, csvHref } = useEodb()
  const { query, report, problem } = data
  const page = PAGES[kind]
  return (
    <ReportShell
      title={t(page.title)}
      lead={t(page.lead)}
      filter={<ReportFilter action={href(page.route)} schema={periodQuery} query={query} period={report?.period ?? null} problem={problem} thisMonth={data.thisMonth} />}
      csv={report ? csvHref(page.csv, query) : null}
      computedAt={report?.computedAt}
    >
      {report ? (
        <>
          <Headline
            heading={t('common.period', { from: month(report.period.from), to: month(report.period.to) })}
            stats={(['received', 'completed', 'avgDays', 'p90Days'] as const).map((k) => ({
              key: k,
              label: t(`turnaround.${k}`),
              value: num(report.total[k], k === 'received' || k === 'completed' ? 0 : DAYS),
            }))}
          />
          {report.months.length ? (
            <>
              <ChartSection
                id="eodb-flow"
                title={t('turnaround.flowTitle')}
                rows={report.months}
                total={report.total}
                series={[
                  { label: t('turnaround.received'), kind: 'bar', value: (m) => m.received },
                  { label: t('turnaround.completed'), kind: 'bar', value: (m) => m.completed },
                ]}
                columns={[
                  { label: t('turnaround.received'), cell: (r: TurnaroundRow) => num(r.received) },
                  { label: t('turnaround.completed'), cell: (r: TurnaroundRow) => num(r.completed) },
                  { label: t('turnaround.pending'), cell: (r: TurnaroundRow) => num(r.pending) },
                ]}
              />
              <ChartSection
                id="eodb-days"
                title={t('turnaround.daysTitle')}
                rows={report.months}
                total={report.total}
                decimals={DAYS}
                series={[
                  { label: t('turnaround.avgDays'), kind: 'bar', value: (m) => m.avgDays },
                  { label: t('turnaround.p90Days'), kind: 'line', value: (m) => m.p90Days },
                ]}
                columns={[
                  { label: t('turnaround.completed'), cell: (r: TurnaroundRow) => num(r.completed) },
                  { label: t('turnaround.avgDays'), cell: (r: TurnaroundRow) => num(r.avgDays, DAYS) },
                  { label: t('turnaround.p90Days'), cell: (r: TurnaroundRow) => num(r.p90Days, DAYS) },
                ]}
                note={t('turnaround.daysNote')}
              />
            </>
          ) : (
            <p className="empty-state">{t('common.noData')}</p>
          )}
        </>
      ) : null}
    </ReportShell>
  )
}
