import { CONNECTION_CATEGORIES, EODB_API, NSC_DETAIL_ROUTES, nscQuery, periodQuery, type ConnectionCategory, type NscMonthRow, type NscReport } from '#shared/eodb/contract'
import type { ReportData } from '#client/loaders/eodb/data.server'
import { ChartSection, Headline } from './blocks'
import { FigureTable, type FigureColumn } from './FigureTable'
import { withQuery } from './query'
import { ReportFilter } from './ReportFilter'
import { ReportShell } from './ReportShell'
import { useEodb, type Eodb } from './useEodb'

/** One decimal of days on average. */
const DAYS = 1

/**
 * /EodbNscReport (every category, ?category= narrows it) and the four detail pages (one
 * category each, NSC_DETAIL_ROUTES): applications and releases per month against the legal
 * deadlines, the average days to release, by category and by area.
 */
export function NscReportView({ data, category }: { data: ReportData<NscReport>; category?: ConnectionCategory }) {
  const e = useEodb()
  const { t, num, pct, month, href, csvHref } = e
  const { query, report, problem } = data
  const route = category ? NSC_DETAIL_ROUTES[category] : '/EodbNscReport'
  const choices = category
    ? []
    : [{ name: 'category' as const, label: t('filter.category'), anyLabel: t('filter.allCategories'), options: CONNECTION_CATEGORIES.map((c) => ({ value: c, label: t(`nsc.categories.${c}`) })) }]
  return (
    <ReportShell
      title={t(category ? `titles.${category}` : 'titles.nsc')}
      lead={category ? t('leads.detail', { category: t(`nsc.categories.${category}`) }) : t('leads.nsc')}
      filter={
        <ReportFilter
          action={href(route)}
          schema={category ? periodQuery : nscQuery}
          query={category ? { from: query.from, to: query.to } : query}
          period={report?.period ?? null}
          problem={problem}
          thisMonth={data.thisMonth}
          choices={choices}
        />
      }
      csv={report ? csvHref(EODB_API.nscCsv, query) : null}
      computedAt={report?.computedAt}
    >
      {report ? (
        <>
          <Headline
            heading={t('common.period', { from: month(report.period.from), to: month(report.period.to) })}
            stats={[
              { key: 'applied', label: t('nsc.applied'), value: num(report.total.applied) },
              { key: 'released', label: t('nsc.released'), value: num(report.total.released) },
              { key: 'withinPct', label: t('nsc.withinPct'), value: pct(share(report.total)) },
              { key: 'avgDays', label: t('nsc.avgDays'), value: num(report.total.avgDaysToRelease, DAYS) },
            ]}
          />
          {report.months.length ? (
            <>
              <ChartSection
                id="eodb-flow"
                title={t('nsc.flowTitle')}
                rows={report.months}
                total={report.total}
                series={[
                  { label: t('nsc.applied'), kind: 'bar', value: (m) => m.applied },
                  { label: t('nsc.released'), kind: 'bar', value: (m) => m.released },
                ]}
                columns={countColumns(e, ['applied', 'released', 'withinDeadline', 'beyondDeadline', 'pending', 'pendingOverdue'])}
              />
              <ChartSection
                id="eodb-days"
                title={t('nsc.daysTitle')}
                rows={report.months}
                total={report.total}
                decimals={DAYS}
                series={[{ label: t('nsc.avgDays'), kind: 'bar', value: (m) => m.avgDaysToRelease }]}
                columns={[...countColumns(e, ['released']), { label: t('nsc.withinPct'), cell: (r) => pct(share(r)) }, avgColumn(e)]}
              />
            </>
          ) : (
            <p className="empty-state">{t('common.noData')}</p>
          )}
          {!category && !query.category && report.byCategory.length ? <ByCategory report={report} query={query} /> : null}
          <ByArea report={report} />
        </>
      ) : null}
      <DetailLinks current={category} query={query} />
    </ReportShell>
  )
}

/** The share of the releases made within the deadline (null without releases). */
const share = (r: NscMonthRow) => (r.released ? r.withinDeadline / r.released : null)

type CountKey = 'applied' | 'released' | 'withinDeadline' | 'beyondDeadline' | 'pending' | 'pendingOverdue'

/** The count columns of any NSC table (a month, a category, an area). */
function countColumns<R extends NscMonthRow>(e: Eodb, keys: readonly CountKey[]): Array<FigureColumn<R>> {
  return keys.map((k) => ({ label: e.t(`nsc.${k}`), cell: (r: R) => e.num(r[k]) }))
}
const avgColumn = <R extends NscMonthRow>(e: Eodb): FigureColumn<R> => ({ label: e.t('nsc.avgDays'), cell: (r: R) => e.num(r.avgDaysToRelease, DAYS) })

function ByCategory({ report, query }: { report: NscReport; query: Record<string, string> }) {
  const e = useEodb()
  const { t, href } = e
  return (
    <section className="eodb-block" aria-labelledby="eodb-categories">
      <h2 id="eodb-categories">{t('nsc.categoriesTitle')}</h2>
      <FigureTable
        id="eodb-categories-table"
        caption={t('nsc.categoriesTitle')}
        rowHeader={t('nsc.category')}
        rows={report.byCategory}
        rowKey={(r) => r.category}
        rowLabel={(r) => <a href={href(withQuery(NSC_DETAIL_ROUTES[r.category], { from: query.from, to: query.to }))}>{t(`nsc.categories.${r.category}`)}</a>}
        columns={[...countColumns(e, ['applied', 'released', 'withinDeadline', 'beyondDeadline', 'pending']), avgColumn(e)]}
      />
    </section>
  )
}

function ByArea({ report }: { report: NscReport }) {
  const e = useEodb()
  const { t, num } = e
  if (!report.byArea.length) return null
  const areaName = (a: string) => t(`applications:areaClasses.${a}`, { defaultValue: a })
  return (
    <section className="eodb-block" aria-labelledby="eodb-areas">
      <h2 id="eodb-areas">{t('nsc.areasTitle')}</h2>
      <p>{t('nsc.deadlineNote', { list: report.byArea.map((a) => `${areaName(a.areaClass)} ${t('common.days', { n: num(a.deadlineDays) })}`).join(', ') })}</p>
      <FigureTable
        id="eodb-areas-table"
        caption={t('nsc.areasTitle')}
        rowHeader={t('nsc.area')}
        rows={report.byArea}
        rowKey={(r) => r.areaClass}
        rowLabel={(r) => areaName(r.areaClass)}
        columns={[
          { label: t('nsc.deadline'), cell: (r) => t('common.days', { n: num(r.deadlineDays) }) },
          ...countColumns(e, ['applied', 'released', 'withinDeadline', 'beyondDeadline']),
          avgColumn(e),
        ]}
      />
    </section>
  )
}

/** The landing report and the four detail pages, the current one marked. */
function DetailLinks({ current, query }: { current?: ConnectionCategory; query: Record<string, string> }) {
  const { t, href } = useEodb()
  const period = { from: query.from, to: query.to }
  return (
    <nav className="eodb-block eodb-noprint" aria-labelledby="eodb-details">
      <h2 id="eodb-details">{t('nsc.detailsNav')}</h2>
      <ul className="cluster eodb-links">
        <li>
          <a className={`btn btn--small ${current ? 'btn--secondary' : 'btn--primary'}`} href={href(withQuery('/EodbNscReport', period))} aria-current={current ? undefined : 'page'}>
            {t('titles.nsc')}
          </a>
        </li>
        {CONNECTION_CATEGORIES.map((c) => (
          <li key={c}>
            <a className={`btn btn--small ${c === current ? 'btn--primary' : 'btn--secondary'}`} href={href(withQuery(NSC_DETAIL_ROUTES[c], period))} aria-current={c === current ? 'page' : undefined}>
              {t(`nsc.categories.${c}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
