/**
 * The reports as CSV files (the *.csv paths of EODB_API; server/routes/eodb.ts): RFC 4180 with a
 * UTF-8 byte order mark and text cells guarded against formulas (server/lib/csv.ts).
 * One row per month of the period, then the period's total; the reliability file also has the
 * period per circle or division. Figures with decimals keep four places (two for days).
 */
import type { NscReport, ReliabilityReport, TurnaroundReport } from '#shared/eodb/contract'
import { toCsv, csvNumber, type CsvCell, type CsvFigure } from '../../lib/csv'

export interface CsvFile {
  filename: string
  body: string
}

/** A figure with `places` decimals; empty when there is none. */
const decimal = (n: number | null, places: number): CsvFigure | null => (n === null || !Number.isFinite(n) ? null : { figure: n.toFixed(places) })
const span = (p: { from: string; to: string }) => (p.from === p.to ? p.from : `${p.from} to ${p.to}`)
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

export function reliabilityCsv(r: ReliabilityReport): CsvFile {
  const header = ['Scope', 'Code', 'Month', 'Customers served', 'SAIFI', 'SAIDI (minutes)', 'CAIDI (minutes)', 'MAIFI', 'Sustained interruptions', 'Momentary interruptions']
  const row = (scope: string, code: string | null, month: string, x: ReliabilityReport['total']): CsvCell[] => [
    scope,
    code,
    month,
    csvNumber(x.customersServed),
    decimal(x.saifi, 4),
    decimal(x.saidi, 4),
    decimal(x.caidi, 4),
    decimal(x.maifi, 4),
    csvNumber(x.sustained),
    csvNumber(x.momentary),
  ]
  const rows: CsvCell[][] = [
    ...r.months.map((m) => row(r.scope.name, r.scope.code, m.month ?? '', m)),
    row(r.scope.name, r.scope.code, `Total ${span(r.period)}`, r.total),
    ...r.breakdown.map((b) => row(b.name, b.code, `Total ${span(r.period)}`, { ...b, month: null })),
  ]
  return { filename: `saidi-saifi-${slug(r.scope.code ?? 'assam')}-${r.period.from}-to-${r.period.to}.csv`, body: toCsv(header, rows) }
}

export function nscCsv(r: NscReport): CsvFile {
  const header = ['Category', 'Month', 'Applied', 'Released', 'Released within deadline', 'Released beyond deadline', 'Pending at month end', 'Pending beyond deadline', 'Average days to release']
  const category = r.category ?? 'all'
  const row = (month: string, x: NscReport['total']): CsvCell[] => [
    category,
    month,
    csvNumber(x.applied),
    csvNumber(x.released),
    csvNumber(x.withinDeadline),
    csvNumber(x.beyondDeadline),
    csvNumber(x.pending),
    csvNumber(x.pendingOverdue),
    decimal(x.avgDaysToRelease, 2),
  ]
  const rows = [...r.months.map((m) => row(m.month ?? '', m)), row(`Total ${span(r.period)}`, r.total)]
  return { filename: `new-connections-${category}-${r.period.from}-to-${r.period.to}.csv`, body: toCsv(header, rows) }
}

export function turnaroundCsv(r: TurnaroundReport): CsvFile {
  const header = ['Month', 'Received', 'Completed', 'Pending at month end', 'Average days', '90th percentile days']
  const row = (month: string, x: TurnaroundReport['total']): CsvCell[] => [month, csvNumber(x.received), csvNumber(x.completed), csvNumber(x.pending), decimal(x.avgDays, 2), decimal(x.p90Days, 2)]
  const rows = [...r.months.map((m) => row(m.month ?? '', m)), row(`Total ${span(r.period)}`, r.total)]
  const name = r.kind === 'ownership' ? 'ownership-changes' : 'epanjeeyan-mutations'
  return { filename: `${name}-${r.period.from}-to-${r.period.to}.csv`, body: toCsv(header, rows) }
}
