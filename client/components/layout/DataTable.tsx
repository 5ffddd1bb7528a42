import type { ReactNode } from 'react'

export interface DataColumn {
  label: ReactNode
  className?: string
}

/**
 * A captioned data table in a keyboard-scrollable region (narrow screens), with column
 * headers; `table--stack` in className turns rows into cards at 360 px.
 */
export function DataTable({
  id,
  caption,
  captionClassName,
  className = 'table table--stack',
  columns,
  children,
}: {
  id: string
  caption: ReactNode
  captionClassName?: string
  className?: string
  columns: Array<ReactNode | DataColumn>
  children: ReactNode
}) {
  return (
    <div className="table-wrap" role="region" aria-labelledby={id} tabIndex={0}>
      <table className={className}>
        <caption id={id} className={captionClassName}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((c, i) => {
              const col = c !== null && typeof c === 'object' && 'label' in c ? (c as DataColumn) : { label: c as ReactNode }
              return (
                <th key={i} scope="col" className={col.className}>
                  {col.label}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
