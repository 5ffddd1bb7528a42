import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react'

/**
 * The GET lookup forms of the bill and prepaid services (ADR 010): rendered on the server and
 * working without JavaScript (the page's +data checks the query); with JavaScript the same
 * checks run before leaving the page, and a refused form shows the error summary and stays.
 */

/** A field's problem, already in words. */
export interface FieldError {
  field: string
  text: string
}

/** The id of a form field, also the target of the error summary's link. */
export const fieldId = (form: string, field: string) => `${form}-${field}`

/**
 * The GOV.UK error summary: a titled alert at the top of the form with one link per wrong
 * field (to `#<form>-<field>`), or `message` when no field is named (a refusal of the whole
 * form). It takes the focus whenever a new list of errors appears (`useShownProblems` keeps a
 * list's identity until the next refused send), so a screen reader and a keyboard user start there.
 */
export function ErrorSummary({ form, title, errors, message }: { form: string; title: string; errors: readonly FieldError[]; message?: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const shown = errors.length > 0 || Boolean(message)
  useEffect(() => {
    if (shown) ref.current?.focus()
  }, [errors, message, shown])
  if (!shown) return null
  return (
    <div className="error-summary" role="alert" aria-labelledby={`${form}-error-title`} tabIndex={-1} ref={ref}>
      <h2 id={`${form}-error-title`}>{title}</h2>
      <ul>
        {errors.length ? (
          errors.map((e) => (
            <li key={e.field}>
              <a href={`#${fieldId(form, e.field)}`}>{e.text}</a>
            </li>
          ))
        ) : (
          <li>{message}</li>
        )}
      </ul>
    </div>
  )
}

/**
 * The one problems hook of the forms (issue 26 §1) under `ErrorSummary` and the labelled
 * fields: the problems shown (the browser's, after a refused send, else the server's) and each
 * field's words. The list keeps one identity while its content and `attempt` (a count of refused
 * sends) stay the same, so the summary takes the focus once for each refusal, not on every render.
 */
export function useShownProblems(list: readonly FieldError[], attempt = 0): { errors: readonly FieldError[]; errorOf: (field: string) => string | undefined } {
  const signature = `${attempt}\u0002${list.map((e) => `${e.field}\u0000${e.text}`).join('\u0001')}`
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the problems' content and the attempt: that is the point
  const errors = useMemo(() => list, [signature])
  return { errors, errorOf: (field: string) => errors.find((e) => e.field === field)?.text }
}

/**
 * A refused send's problems, counted, for `useShownProblems`: the browser's check, or the
 * server's answer to a fetch; `initial` what the server found for the page's own request.
 */
export function useRefusals<T>(initial?: T[]): [{ list: T[]; attempt: number } | null, (list: T[]) => void] {
  const [state, setState] = useState<{ list: T[]; attempt: number } | null>(initial ? { list: initial, attempt: 0 } : null)
  return [state, (list: T[]) => setState((prev) => ({ list, attempt: (prev?.attempt ?? 0) + 1 }))]
}

/** One text box of a lookup form. */
export interface FieldSpec {
  name: string
  label: string
  hint?: string
  defaultValue?: string
  inputMode?: 'numeric' | 'text' | 'decimal'
  maxLength?: number
  autoComplete?: string
  className?: string
  /** 'tel' for mobile numbers; 'text' otherwise */
  type?: 'text' | 'tel'
}

/** The ids a control's aria-describedby names: its hint and its error. */
export function describedBy(id: string, hint?: ReactNode, error?: string): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
}

/** A field's hint and error, with the ids `describedBy` names. */
export function HintAndError({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
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
    </>
  )
}

/** A labelled control with hint and error: `children` gets the control's aria props. */
export function LabelledField({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string
  className?: string
  children: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode
}) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <HintAndError id={id} hint={hint} error={error} />
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, hint, error) })}
    </div>
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
  type = 'text',
  inputRef,
}: FieldSpec & { form: string; error?: string; inputRef?: Ref<HTMLInputElement> }) {
  return (
    <LabelledField id={fieldId(form, name)} label={label} hint={hint} error={error} className={className}>
      {(aria) => (
        <input
          ref={inputRef}
          className="input"
          type={type}
          name={name}
          defaultValue={defaultValue}
          inputMode={inputMode}
          maxLength={maxLength}
          autoComplete={autoComplete}
          spellCheck={false}
          {...aria}
        />
      )}
    </LabelledField>
  )
}

interface Props {
  /** a short name, prefix of the field ids */
  form: string
  /** full URL of the page (the form's action) */
  action: string
  /** an accessible name for the form */
  label: string
  /** the title of the error summary */
  errorTitle: string
  /** problems found by the server for the submitted query (a stable array) */
  serverErrors: FieldError[]
  /** the same checks in the browser */
  check: (data: FormData) => FieldError[]
  /** the text boxes, in order */
  fields?: readonly FieldSpec[]
  /** name/value pairs sent along (e.g. app=1) */
  hidden?: Record<string, string>
  /** anything after the text boxes (selects, radio groups, own buttons) */
  children?: (errorOf: (field: string) => string | undefined) => ReactNode
  /** the words of the submit button; none when `children` brings its own */
  submitLabel?: string
  className?: string
}

/** A checked GET form: error summary, text boxes, hidden values, extra content, the submit button. */
export function CheckedForm({ form, action, label, errorTitle, serverErrors, check, fields = [], hidden = {}, children, submitLabel, className = 'form' }: Props) {
  const [refused, refuse] = useRefusals<FieldError>()
  const { errors, errorOf } = useShownProblems(refused?.list ?? serverErrors, refused?.attempt)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = check(new FormData(event.currentTarget))
    if (found.length) {
      event.preventDefault()
      refuse(found)
    }
  }
  return (
    <form className={className} method="get" action={action} noValidate onSubmit={onSubmit} aria-label={label}>
      <ErrorSummary form={form} title={errorTitle} errors={errors} />
      {fields.map((f) => (
        <TextField key={f.name} form={form} error={errorOf(f.name)} {...f} />
      ))}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children?.(errorOf)}
      {submitLabel ? (
        <div className="form-actions">
          <button type="submit" className="btn btn--primary">
            {submitLabel}
          </button>
        </div>
      ) : null}
    </form>
  )
}
