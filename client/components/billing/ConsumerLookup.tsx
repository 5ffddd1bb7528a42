import type { ReactNode } from 'react'
import type { CheckedField } from '#shared/input/problem'
import { FactList, type Fact } from '../common/FactList'
import { TitledSection } from '../common/TitledSection'
import { CheckedForm, type FieldSpec } from '../forms/CheckedForm'
import { useBilling } from './useBilling'
import type { InputProblem } from '#shared/input/problem'

interface OneFieldProps {
  /** the form's id prefix */
  form: string
  /** the page's path (the form's action) */
  path: string
  label: string
  /** the one field; its defaultValue is the submitted value */
  field: FieldSpec
  /** the server's verdict on the submitted value */
  errors: ReadonlyArray<InputProblem>
  /** the same check as the page's +data */
  check: (raw: unknown) => CheckedField<unknown, string>
  submitLabel: string
}

/** A bill-service lookup by one field (old consumer number, meter number), checked in the browser as on the server. */
export function OneFieldLookup({ form, path, label, field, errors, check, submitLabel }: OneFieldProps) {
  const b = useBilling()
  return (
    <CheckedForm
      key={`${field.defaultValue}|${errors.length}`}
      form={form}
      action={b.href(path)}
      label={label}
      {...b.form}
      serverErrors={b.fieldErrors(errors)}
      check={(d) => {
        const r = check(String(d.get(field.name) ?? ''))
        return r.ok ? [] : [{ field: field.name, text: b.problem(r.key) }]
      }}
      fields={[field]}
      submitLabel={submitLabel}
    />
  )
}

/** The consumer a lookup found: the facts a public page may show, the privacy note, then the ways on. */
export function FoundConsumer({ id, level, facts, children }: { id: string; level: 2 | 3; facts: Fact[]; children: ReactNode }) {
  const { t } = useBilling()
  return (
    <TitledSection id={id} level={level} title={t('knowConsNo.found')} className="card billing-card card--accent" titleClassName="card__title" testId="lookup-result">
      <div className="card__body">
        <FactList className="billing-dl" facts={facts} />
        <p className="small muted">{t('consumer.privacy')}</p>
        {children}
      </div>
    </TitledSection>
  )
}
