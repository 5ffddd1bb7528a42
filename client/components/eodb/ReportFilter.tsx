import { useState, type FormEvent } from 'react'
import type { z } from 'zod'
import { navigate } from 'vike/client/router'
import { EODB_MAX_MONTHS } from '#shared/eodb/contract'
import { localizeDigits } from '#shared/format'
import { formValues } from '#shared/input/fields'
import { ErrorSummary, LabelledField, useShownProblems } from '../forms/CheckedForm'
import { checkReportQuery, MONTH, monthOptions, pickQuery, withQuery, type EodbProblem } from './query'
import { useEodb } from './useEodb'

export interface FilterChoice {
  name: 'circle' | 'division' | 'category'
  label: string
  /** the first option: no narrowing */
  anyLabel: string
  options: ReadonlyArray<{ value: string; label: string }>
}

interface Props {
  /** the page's own URL (the form's action) */
  action: string
  schema: z.ZodType
  /** the parameters the page read */
  query: Record<string, string>
  /** the period shown (the default months when the query has none) */
  period: { from: string; to: string } | null
  /** 'YYYY-MM' of this month in India: the newest month offered */
  thisMonth: string
  problem: EodbProblem | null
  choices?: readonly FilterChoice[]
}

const FORM = 'eodb-filter'

/**
 * The reports' filters: a GET form that reloads the page with its query (works without
 * JavaScript; the page's +data checks it and shows the contract's message in the error
 * summary). With JavaScript the same check runs first and the page is fetched without a
 * full reload. Choosing another circle forgets the division.
 */
export function ReportFilter({ action, schema, query, period, problem, thisMonth, choices = [] }: Props) {
  const { t, problem: words, num, month, locale } = useEodb()
  const [clientProblem, setClientProblem] = useState<EodbProblem | null | undefined>(undefined)
  const shown = clientProblem === undefined ? problem : clientProblem
  const { errors, errorOf } = useShownProblems(shown ? [{ field: shown.field, text: words(shown.key) }] : [])
  const names = ['from', 'to', ...choices.map((c) => c.name)]

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const values = pickQuery(formValues(new FormData(event.currentTarget)), names)
    const checked = checkReportQuery(schema, values)
    if (!checked.ok) {
      setClientProblem({ field: checked.field, key: checked.key })
      return
    }
    setClientProblem(undefined)
    void navigate(withQuery(action, values))
  }
  const onCircle = (event: FormEvent<HTMLSelectElement>) => {
    const division = event.currentTarget.form?.elements.namedItem('division')
    if (division instanceof HTMLSelectElement) division.value = ''
  }

  return (
    <form className="filters eodb-filter" method="get" action={action} noValidate onSubmit={onSubmit} aria-label={t('filter.label')} key={JSON.stringify(query)}>
      <ErrorSummary form={FORM} title={t('filter.errorTitle')} errors={errors} />
      {(['from', 'to'] as const).map((name) => {
        const value = query[name] ?? period?.[name] ?? ''
        const options = monthOptions(thisMonth, value)
        return (
          <LabelledField key={name} id={`${FORM}-${name}`} label={t(`filter.${name}`)} error={errorOf(name)}>
            {(aria) => (
              <select className="select" name={name} defaultValue={value} {...aria}>
                {options.map((m) => (
                  <option key={m} value={m}>
                    {MONTH.test(m) ? month(m) : localizeDigits(m, locale)}
                  </option>
                ))}
              </select>
            )}
          </LabelledField>
        )
      })}
      {choices.map((c) => (
        <LabelledField key={c.name} id={`${FORM}-${c.name}`} label={c.label} error={errorOf(c.name)}>
          {(aria) => (
            <select className="select" name={c.name} defaultValue={query[c.name] ?? ''} onChange={c.name === 'circle' ? onCircle : undefined} {...aria}>
              <option value="">{c.anyLabel}</option>
              {c.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
      ))}
      <p className="eodb-filter__note">{t('filter.range', { n: num(EODB_MAX_MONTHS) })}</p>
      <div className="eodb-filter__actions">
        <button type="submit" className="btn btn--primary">
          {t('filter.apply')}
        </button>
        <a className="btn btn--link" href={action}>
          {t('filter.reset')}
        </a>
      </div>
    </form>
  )
}
