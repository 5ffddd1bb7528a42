import type { ReactNode } from 'react'
import { FigureTable, type FigureColumn } from './FigureTable'
import { MonthChart } from './MonthChart'
import { useEodb } from './useEodb'

export interface Stat {
  key: string
  label: ReactNode
  value: string
}

/** A report's headline: its heading (the scope and period), a line of context, one card per figure. */
export function Headline({ heading, lead, stats, testId = 'eodb-headline' }: { heading: string; lead?: string; stats: readonly Stat[]; testId?: string }) {
  return (
    <section className="eodb-summary" aria-labelledby={`${testId}-h`}>
      <h2 id={`${testId}-h`}>{heading}</h2>
      {lead ? <p>{lead}</p> : null}
      <dl className="eodb-stats" data-testid={testId}>
        {stats.map((s) => (
          <div key={s.key} className="eodb-stat" data-testid={`${testId}-${s.key}`}>
            <dt>{s.label}</dt>
            <dd>{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

export interface MonthSeries<R> {
  label: string
  kind: 'bar' | 'line'
  value: (row: R) => number | null
}

interface ChartSectionProps<R extends { month: string | null }> {
  /** prefix of the ids: `<id>` heading, `<id>-chart`, `<id>-table` */
  id: string
  title: string
  /** one row per month, oldest first, and the period's total */
  rows: readonly R[]
  total: R
  series: ReadonlyArray<MonthSeries<R>>
  /** decimals of the figures in the chart's description */
  decimals?: number
  columns: ReadonlyArray<FigureColumn<R>>
  /** a note under the table */
  note?: string
}

/** A monthly chart under its heading, with the table of its figures right below it (and the period's total). */
export function ChartSection<R extends { month: string | null }>({ id, title, rows, total, series, decimals, columns, note }: ChartSectionProps<R>) {
  const { t, month } = useEodb()
  return (
    <section className="eodb-block" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <MonthChart
        id={`${id}-chart`}
        title={title}
        months={rows.map((r) => r.month ?? '')}
        decimals={decimals}
        series={series.map((s) => ({ label: s.label, kind: s.kind, values: rows.map(s.value) }))}
      />
      <FigureTable
        id={`${id}-table`}
        caption={title}
        rowHeader={t('common.month')}
        rows={rows}
        rowLabel={(r) => month(r.month ?? '')}
        columns={columns}
        total={{ label: t('common.total'), row: total }}
      />
      {note ? <p className="muted small">{note}</p> : null}
    </section>
  )
}
