import { createContext, useContext, useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { reload } from 'vike/client/router'
import { ErrorSummary, HintAndError, LabelledField, useRefusals, useShownProblems, type FieldError } from '#client/components/forms/CheckedForm'
import { AdminApiError } from './adminApi'

/**
 * The admin screens' form: sends the fields (as FormData) to `action`, shows "Saving…" while it
 * runs, then either a success line (role=status) and the page's data reloaded, or an error
 * summary that takes the focus, with each field's problem beside the field (aria-invalid,
 * aria-describedby). The admin area needs JavaScript (ADR 020); without it the form says so.
 */
interface FormState {
  id: string
  errorOf: (field: string) => string | undefined
}
const FormCtx = createContext<FormState>({ id: 'form', errorOf: () => undefined })

export function AdminForm({
  id,
  action,
  submitLabel,
  success,
  children,
  reloadAfter = true,
  resetAfter = false,
  className,
}: {
  id: string
  /** runs the call; its resolved value goes to `success` */
  action: (data: FormData) => Promise<unknown>
  submitLabel: string
  /** the line shown after it worked */
  success?: string | ((result: unknown) => ReactNode)
  children: ReactNode
  /** reload the page's +data after success (default) */
  reloadAfter?: boolean
  resetAfter?: boolean
  className?: string
}) {
  const [busy, setBusy] = useState(false)
  // a refusal: each field's problem (the API's errors[]), or the message of a refusal of the whole form
  const [refused, refuse] = useRefusals<FieldError>()
  const [message, setMessage] = useState<string | undefined>()
  const [done, setDone] = useState<ReactNode>(null)
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const { errors, errorOf } = useShownProblems(refused?.list ?? [], refused?.attempt)

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    if (busy) return
    const form = e.currentTarget
    setBusy(true)
    setMessage(undefined)
    refuse([])
    setDone(null)
    try {
      const result = await action(new FormData(form))
      setDone(typeof success === 'function' ? success(result) : (success ?? 'Saved.'))
      if (resetAfter) form.reset()
      if (reloadAfter) await reload()
    } catch (err) {
      const fields: FieldError[] = []
      if (err instanceof AdminApiError) for (const f of err.errors) if (!fields.some((e) => e.field === f.path)) fields.push({ field: f.path, text: f.message })
      setMessage(err instanceof Error ? err.message : 'Something went wrong.')
      refuse(fields)
    } finally {
      setBusy(false)
    }
  }

  return (
    <FormCtx.Provider value={{ id, errorOf }}>
      <form id={id} className={className ? `admin-form ${className}` : 'admin-form'} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
        <ErrorSummary form={id} title="There is a problem" errors={errors} message={message} />
        {children}
        <div className="admin-form__actions">
          <button type="submit" className="btn btn--primary" disabled={busy || !hydrated}>
            {busy ? 'Saving…' : submitLabel}
          </button>
        </div>
        <p className="admin-form__status" role="status">
          {done}
        </p>
      </form>
    </FormCtx.Provider>
  )
}

type Aria = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }

function Field({ name, label, hint, children }: { name: string; label: ReactNode; hint?: ReactNode; children: (aria: Aria) => ReactNode }) {
  const { id: formId, errorOf } = useContext(FormCtx)
  return (
    <LabelledField id={`${formId}-${name}`} label={label} hint={hint} error={errorOf(name)}>
      {children}
    </LabelledField>
  )
}

interface Common {
  name: string
  label: ReactNode
  hint?: ReactNode
  required?: boolean
}

export function AdminInput({
  name,
  label,
  hint,
  required,
  type = 'text',
  defaultValue,
  maxLength,
  lang,
  autoComplete = 'off',
}: Common & {
  type?: 'text' | 'date' | 'email' | 'tel' | 'url' | 'number' | 'password' | 'datetime-local'
  defaultValue?: string | number | null
  maxLength?: number
  lang?: string
  autoComplete?: string
}) {
  return (
    <Field name={name} label={label} hint={hint}>
      {(aria) => (
        <input className="input" name={name} type={type} required={required} defaultValue={defaultValue ?? undefined} maxLength={maxLength} lang={lang} autoComplete={autoComplete} {...aria} />
      )}
    </Field>
  )
}

export function AdminTextArea({ name, label, hint, required, defaultValue, maxLength, lang, rows = 4 }: Common & { defaultValue?: string | null; maxLength?: number; lang?: string; rows?: number }) {
  return (
    <Field name={name} label={label} hint={hint}>
      {(aria) => <textarea className="textarea" name={name} required={required} defaultValue={defaultValue ?? undefined} maxLength={maxLength} lang={lang} rows={rows} {...aria} />}
    </Field>
  )
}

export function AdminSelect({
  name,
  label,
  hint,
  required,
  defaultValue,
  options,
  placeholder,
}: Common & { defaultValue?: string | null; options: ReadonlyArray<{ value: string; label: string }>; placeholder?: string }) {
  return (
    <Field name={name} label={label} hint={hint}>
      {(aria) => (
        <select className="select" name={name} required={required} defaultValue={defaultValue ?? ''} {...aria}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

export function AdminFile({ name, label, hint, required, accept, multiple }: Common & { accept: string; multiple?: boolean }) {
  return (
    <Field name={name} label={label} hint={hint}>
      {(aria) => <input className="input input--file" name={name} type="file" required={required} accept={accept} multiple={multiple} {...aria} />}
    </Field>
  )
}

export function AdminCheckbox({ name, label, defaultChecked }: { name: string; label: ReactNode; defaultChecked?: boolean }) {
  const { id: formId, errorOf } = useContext(FormCtx)
  const id = `${formId}-${name}`
  const error = errorOf(name)
  return (
    <div className="field field--checkbox">
      <input type="checkbox" id={id} name={name} value="true" defaultChecked={defaultChecked} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      <label htmlFor={id}>{label}</label>
      <HintAndError id={id} error={error} />
    </div>
  )
}

/** A group of checkboxes sharing one name (e.g. the roles of a user). */
export function AdminCheckboxes({
  name,
  legend,
  options,
  defaultValues = [],
}: {
  name: string
  legend: ReactNode
  options: ReadonlyArray<{ value: string; label: string }>
  defaultValues?: readonly string[]
}) {
  const { id: formId, errorOf } = useContext(FormCtx)
  const id = `${formId}-${name}`
  const error = errorOf(name)
  return (
    <fieldset className="field fieldset" aria-describedby={error ? `${id}-error` : undefined} id={id} tabIndex={-1}>
      <legend className="field__label">{legend}</legend>
      <HintAndError id={id} error={error} />
      {options.map((o) => (
        <div className="field--checkbox" key={o.value}>
          <input type="checkbox" id={`${id}-${o.value}`} name={name} value={o.value} defaultChecked={defaultValues.includes(o.value)} />
          <label htmlFor={`${id}-${o.value}`}>{o.label}</label>
        </div>
      ))}
    </fieldset>
  )
}

/** FormData → a plain object for a JSON call: checkboxes become booleans, repeated names arrays, empty strings null. */
export function formJson(data: FormData, opts: { arrays?: readonly string[]; booleans?: readonly string[] } = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const name of opts.booleans ?? []) out[name] = false
  for (const name of opts.arrays ?? []) out[name] = []
  for (const [name, value] of data.entries()) {
    if (typeof value !== 'string') continue
    if (opts.booleans?.includes(name)) out[name] = value === 'true'
    else if (opts.arrays?.includes(name)) (out[name] as string[]).push(value)
    else out[name] = value.trim() === '' ? null : value
  }
  return out
}
