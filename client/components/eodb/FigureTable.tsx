import type { ReactNode } from 'react'
import { DataTable } from '../layout/DataTable'

export interface FigureColumn<R> {
  label: string
  cell: (row: R) => ReactNode
  /** figures: right-aligned, tabular digits (default true) */
  num?: boolean
}

interface Props<R> {
  id: string
  caption: string
  /** the header of the row labels' column */
  rowHeader: string
  rows: readonly R[]
  rowLabel: (row: R) => ReactNode
  columns: ReadonlyArray<FigureColumn<R>>
  /** the period's total, last and in bold */
  total?: { label: string; row: R }
  rowKey?: (row: R, i: number) => string
}

/**
 * The figures of a chart or a breakdown: a captioned table (a keyboard-scrollable region on a
 * narrow screen) whose rows are headed by their month or name (th scope="row"), with the
 * period's total as the last row.
 */
export function FigureTable<R>({ id, caption, rowHeader, rows, rowLabel, columns, total, rowKey }: Props<R>) {
  const line = (row: R, label: ReactNode, key: string, className?: string) => (
    <tr key={key} className={className}>
      <th scope="row">{label}</th>
      {columns.map((c, i) => (
        <td key={i} className={c.num === false ? undefined : 'num'}>
          {c.cell(row)}
        </td>
      ))}
    </tr>
  )
  return (
    <DataTable id={id} caption={caption} className="table table--compact eodb-table" columns={[rowHeader, ...columns.map((c) => (c.num === false ? c.label : { label: c.label, className: 'num' }))]}>
      {rows.map((r, i) => line(r, rowLabel(r), rowKey?.(r, i) ?? String(i)))}
      {total ? line(total.row, total.label, 'total', 'eodb-table__total') : null}
    </DataTable>
  )
}
