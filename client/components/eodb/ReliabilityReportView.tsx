import { reliabilityQuery, EODB_API, type ReliabilityReport, type ReliabilityRow, type ReliabilityScopeRow } from '#shared/eodb/contract'
import { CIRCLES } from '#shared/eodb/circles'
import type { ReportData } from '#client/loaders/eodb/data.server'
import { ChartSection, Headline } from './blocks'
import { FigureTable } from './FigureTable'
import { withQuery } from './query'
import { ReportFilter } from './ReportFilter'
import { ReportShell } from './ReportShell'
import { shortCircleName } from './TileMap'
import { useEodb, type Eodb } from './useEodb'

const ROUTE = '/EodbSaidiSaifiReport'
/** decimals of the frequency indices (per customer) and of the durations (minutes) */
const FREQ = 2
const MINUTES = 1
/** the four indices of the headline, with their decimals */
const INDICES = [
  ['saifi', FREQ],
  ['saidi', MINUTES],
  ['caidi', MINUTES],
  ['maifi', FREQ],
] as const

/** A division's label: its name in English; 'ডিভিজন <code>' in Assamese (division names are English only). */
function divisionLabel(e: Eodb, d: { code: string; name: string }) {
  return e.locale === 'as' ? e.t('reliability.scopeDivision', { code: d.code }) : `${d.name} (${d.code})`
}

function scopeName(e: Eodb, scope: ReliabilityReport['scope']) {
  if (scope.kind === 'state') return e.t('reliability.scopeState')
  if (scope.kind === 'division') return divisionLabel(e, { code: scope.code ?? '', name: scope.name })
  return e.locale === 'as' ? scope.nameAs : scope.name
}

/** /EodbSaidiSaifiReport: the four indices per month and for the period, by circle or division. */
export function ReliabilityReportView({ data }: { data: ReportData<ReliabilityReport> }) {
  const e = useEodb()
  const { t, num, month, href, locale } = e
  const { query, report, problem } = data
  const action = href(ROUTE)
  const circles = report?.circles ?? CIRCLES
  const choices = [
    { name: 'circle' as const, label: t('filter.circle'), anyLabel: t('filter.allCircles'), options: circles.map((c) => ({ value: c.code, label: locale === 'as' ? c.nameAs : c.name })) },
    ...(query.circle && report?.divisions.length
      ? [{ name: 'division' as const, label: t('filter.division'), anyLabel: t('filter.allDivisions'), options: report.divisions.map((d) => ({ value: d.code, label: divisionLabel(e, d) })) }]
      : []),
  ]
  const freqCols = [
    { label: t('reliability.saifi'), cell: (r: ReliabilityRow) => num(r.saifi, FREQ) },
    { label: t('reliability.maifi'), cell: (r: ReliabilityRow) => num(r.maifi, FREQ) },
    { label: t('reliability.sustained'), cell: (r: ReliabilityRow) => num(r.sustained) },
    { label: t('reliability.momentary'), cell: (r: ReliabilityRow) => num(r.momentary) },
  ]
  const durationCols = [
    { label: t('reliability.saidi'), cell: (r: ReliabilityRow) => num(r.saidi, MINUTES) },
    { label: t('reliability.caidi'), cell: (r: ReliabilityRow) => num(r.caidi, MINUTES) },
    { label: t('reliability.customersServed'), cell: (r: ReliabilityRow) => num(r.customersServed) },
  ]
  return (
    <ReportShell
      title={t('titles.saidi')}
      lead={t('leads.saidi')}
      filter={<ReportFilter action={action} schema={reliabilityQuery} query={query} period={report?.period ?? null} problem={problem} thisMonth={data.thisMonth} choices={choices} />}
      csv={report ? e.csvHref(EODB_API.reliabilityCsv, query) : null}
      computedAt={report?.computedAt}
    >
      {report ? (
        <>
          <Headline
            heading={`${scopeName(e, report.scope)}: ${t('common.period', { from: month(report.period.from), to: month(report.period.to) })}`}
            lead={t('reliability.scopeLine', { scope: scopeName(e, report.scope), feeders: num(report.feeders), customers: num(report.total.customersServed) })}
            stats={INDICES.map(([k, decimals]) => ({
              key: k,
              label: (
                <>
                  {t(`reliability.${k}`)} <span className="eodb-stat__long">{t(`reliability.${k}Long`)}</span>
                </>
              ),
              value: num(report.total[k], decimals),
            }))}
          />
          {report.months.length ? (
            <>
              <ChartSection
                id="eodb-freq"
                title={t('reliability.frequencyTitle')}
                rows={report.months}
                total={report.total}
                decimals={FREQ}
                series={[
                  { label: t('reliability.saifi'), kind: 'bar', value: (m) => m.saifi },
                  { label: t('reliability.maifi'), kind: 'bar', value: (m) => m.maifi },
                ]}
                columns={freqCols}
              />
              <ChartSection
                id="eodb-duration"
                title={t('reliability.durationTitle')}
                rows={report.months}
                total={report.total}
                decimals={MINUTES}
                series={[
                  { label: t('reliability.saidi'), kind: 'bar', value: (m) => m.saidi },
                  { label: t('reliability.caidi'), kind: 'line', value: (m) => m.caidi },
                ]}
                columns={durationCols}
              />
            </>
          ) : (
            <p className="empty-state">{t('common.noData')}</p>
          )}
          <Breakdown report={report} query={query} />
        </>
      ) : null}
      <Explanations />
    </ReportShell>
  )
}

/** The period per circle (state) or per division (a circle), each name a link that narrows the report to it. */
function Breakdown({ report, query }: { report: ReliabilityReport; query: Record<string, string> }) {
  const e = useEodb()
  const { t, num, href, locale } = e
  if (!report.breakdown.length || report.scope.kind === 'division') return null
  const byCircle = report.scope.kind === 'state'
  const caption = byCircle ? t('reliability.breakdownCircles') : t('reliability.breakdownDivisions', { circle: scopeName(e, report.scope) })
  const link = (r: ReliabilityScopeRow) =>
    href(withQuery(ROUTE, byCircle ? { from: query.from, to: query.to, circle: r.code } : { from: query.from, to: query.to, circle: query.circle, division: r.code }))
  const label = (r: ReliabilityScopeRow) => (byCircle ? shortCircleName(locale === 'as' ? r.nameAs : r.name) : divisionLabel(e, r))
  return (
    <section className="eodb-block" aria-labelledby="eodb-breakdown">
      <h2 id="eodb-breakdown">{caption}</h2>
      <FigureTable
        id="eodb-breakdown-table"
        caption={caption}
        rowHeader={t('reliability.name')}
        rows={report.breakdown}
        rowKey={(r) => r.code}
        rowLabel={(r) => <a href={link(r)}>{label(r)}</a>}
        columns={[
          { label: t('reliability.customersServed'), cell: (r) => num(r.customersServed) },
          { label: t('reliability.saifi'), cell: (r) => num(r.saifi, FREQ) },
          { label: t('reliability.saidi'), cell: (r) => num(r.saidi, MINUTES) },
          { label: t('reliability.caidi'), cell: (r) => num(r.caidi, MINUTES) },
          { label: t('reliability.maifi'), cell: (r) => num(r.maifi, FREQ) },
        ]}
      />
    </section>
  )
}

function Explanations() {
  const { t } = useEodb()
  return (
    <section className="eodb-block prose" aria-labelledby="eodb-explain">
      <h2 id="eodb-explain">{t('reliability.explainTitle')}</h2>
      <ul>
        {(['Saifi', 'Saidi', 'Caidi', 'Maifi'] as const).map((k) => (
          <li key={k}>{t(`reliability.explain${k}`)}</li>
        ))}
      </ul>
      <p>{t('reliability.explainNote')}</p>
    </section>
  )
}
