import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useBilling } from './useBilling'

/** A field's problem, already in words. */
export interface FieldError {
  field: string
  text: string
}

/** The id of a form field, also the target of the error summary's link. */
export const fieldId = (form: string, field: string) => `${form}-${field}`

/**
 * The GOV.UK error summary: a box at the top of the form, announced and focused, with a link
 * to each field in error.
 */
export function ErrorSummary({ form, errors, focus }: { form: string; errors: FieldError[]; focus?: boolean }) {
  const { t } = useBilling()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (focus && errors.length) ref.current?.focus()
  }, [focus, errors])
  if (!errors.length) return null
  return (
    <div className="error-summary" role="alert" aria-labelledby={`${form}-error-title`} tabIndex={-1} ref={ref}>
      <h2 id={`${form}-error-title`}>{t('form.errorTitle')}</h2>
      <ul>
        {errors.map((e) => (
          <li key={e.field}>
            <a href={`#${fieldId(form, e.field)}`}>{e.text}</a>
          </li>
        ))}
      </ul>
    </div>
  )
}

interface Props {
  /** a short name, prefix of the field ids */
  form: string
  action: string
  /** problems found by the server for the submitted query */
  serverErrors: FieldError[]
  /** the same checks in the browser: field → words of the problem, or null */
  check: (data: FormData) => FieldError[]
  label: string
  children: (errorOf: (field: string) => string | undefined) => ReactNode
  className?: string
}

/**
 * A GET form rendered on the server (works without JavaScript). With JavaScript the same
 * checks run before leaving the page; a refused form shows the error summary and stays.
 */
export function CheckedForm({ form, action, serverErrors, check, label, children, className = 'form billing-form' }: Props) {
  const [errors, setErrors] = useState<FieldError[]>(serverErrors)
  const [checkedHere, setCheckedHere] = useState(false)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = check(new FormData(event.currentTarget))
    if (found.length) {
      event.preventDefault()
      setErrors(found)
      setCheckedHere(true)
    }
  }
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.text
  return (
    <form className={className} method="get" action={action} noValidate onSubmit={onSubmit} aria-label={label}>
      <ErrorSummary form={form} errors={errors} focus={checkedHere || serverErrors.length > 0} />
      {children(errorOf)}
    </form>
  )
}

/** A labelled text input with hint and error (aria-describedby, aria-invalid). */
export function TextField({
  form,
  name,
  label,
  hint,
  error,
  defaultValue,
  inputMode,
  maxLength,
  autoComplete = 'off',
  className,
}: {
  form: string
  name: string
  label: string
  hint?: string
  error?: string
  defaultValue?: string
  inputMode?: 'numeric' | 'text' | 'decimal'
  maxLength?: number
  autoComplete?: string
  className?: string
}) {
  const id = fieldId(form, name)
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <span className="field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className="field__error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
      <input
        className="input"
        type="text"
        id={id}
        name={name}
        defaultValue={defaultValue}
        inputMode={inputMode}
        maxLength={maxLength}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        spellCheck={false}
      />
    </div>
  )
}
