import type { ReactNode } from 'react'

/** One line of a definition list: a label and its value (skipped when the value is null, undefined or ''). */
export interface Fact {
  label: string
  value: ReactNode
  testId?: string
  className?: string
  /** the value is copied from a record and must not be translated (a name, an address): see FromRecord.tsx */
  record?: boolean
}

/**
 * The label/value lists of the bill and prepaid pages (receipts, consumer summaries, lookup
 * results): `<dl>` of `<div><dt/><dd/></div>`; false/null entries and empty values are left out.
 */
export function FactList({
  className,
  facts,
  testId,
  rowClassName,
}: {
  className: string
  facts: ReadonlyArray<Fact | false | null | undefined>
  testId?: string
  /** the class of each label/value pair's `<div>` */
  rowClassName?: string
}) {
  return (
    <dl className={className} data-testid={testId}>
      {facts.map((f) =>
        f && f.value !== null && f.value !== undefined && f.value !== '' ? (
          <div key={f.label} className={rowClassName}>
            <dt>{f.label}</dt>
            <dd className={f.className} data-testid={f.testId} translate={f.record ? 'no' : undefined}>
              {f.value}
            </dd>
          </div>
        ) : null,
      )}
    </dl>
  )
}
