import type { ReactNode } from 'react'
import { describedBy, fieldId, HintAndError, LabelledField } from './CheckedForm'
import { FileInput } from './FileInput'
import type { FormFieldProps } from './PostForm'

/**
 * The fields of the POST forms (PostForm): each labelled, with hint and error tied by
 * aria-describedby, the error also marked aria-invalid, and the typed value kept
 * (`defaultValue` from the server's answer). Ids are `<form>-<name>` (the error summary's links).
 */

interface Common extends FormFieldProps {
  label: ReactNode
  hint?: ReactNode
}

export function InputField({
  form,
  name,
  label,
  hint,
  error,
  defaultValue,
  type = 'text',
  inputMode,
  maxLength,
  autoComplete = 'off',
}: Common & { type?: 'text' | 'tel' | 'email'; inputMode?: 'numeric' | 'decimal' | 'text' | 'tel' | 'email'; maxLength?: number; autoComplete?: string }) {
  return (
    <LabelledField id={fieldId(form, name)} label={label} hint={hint} error={error}>
      {(aria) => <input className="input" name={name} type={type} inputMode={inputMode} maxLength={maxLength} autoComplete={autoComplete} defaultValue={defaultValue} spellCheck={false} {...aria} />}
    </LabelledField>
  )
}

export function TextAreaField({ form, name, label, hint, error, defaultValue, maxLength }: Common & { maxLength?: number }) {
  return (
    <LabelledField id={fieldId(form, name)} label={label} hint={hint} error={error}>
      {(aria) => <textarea className="textarea" name={name} maxLength={maxLength} defaultValue={defaultValue} {...aria} />}
    </LabelledField>
  )
}

export interface Option {
  value: string
  label: string
}

export function SelectField({ form, name, label, hint, error, defaultValue, options, placeholder }: Common & { options: readonly Option[]; placeholder: string }) {
  return (
    <LabelledField id={fieldId(form, name)} label={label} hint={hint} error={error}>
      {(aria) => (
        <select className="select" name={name} defaultValue={defaultValue ?? ''} {...aria}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  )
}

/** Radio buttons in a fieldset; the first button carries the field's id (the summary's link). */
export function RadioField({ form, name, label, hint, error, defaultValue, options }: Common & { options: readonly Option[] }) {
  const id = fieldId(form, name)
  return (
    <fieldset className="fieldset field" aria-describedby={describedBy(id, hint, error)}>
      <legend className="fieldset__legend">{label}</legend>
      <HintAndError id={id} hint={hint} error={error} />
      <div className="radio-group">
        {options.map((o, i) => (
          <label key={o.value}>
            <input type="radio" id={i === 0 ? id : `${id}-${o.value}`} name={name} value={o.value} defaultChecked={defaultValue === o.value} aria-invalid={error ? true : undefined} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

export function CheckboxField({ form, name, label, error, defaultValue }: Omit<Common, 'hint'>) {
  const id = fieldId(form, name)
  return (
    <div className="field">
      <HintAndError id={id} error={error} />
      <div className="checkbox">
        <input type="checkbox" id={id} name={name} value="on" defaultChecked={defaultValue === 'on'} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, undefined, error)} />
        <label htmlFor={id}>{label}</label>
      </div>
    </div>
  )
}

/** A file input (PDF, JPEG, PNG; the server decides by the bytes), in the page's language (FileInput). A refused form asks for the file again. */
export function FileField({ form, name, label, hint, error }: Common) {
  return (
    <LabelledField id={fieldId(form, name)} label={label} hint={hint} error={error}>
      {(aria) => <FileInput name={name} accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png" {...aria} />}
    </LabelledField>
  )
}
