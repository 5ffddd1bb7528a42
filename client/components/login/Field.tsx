import type { InputHTMLAttributes, Ref } from 'react'
import { MOBILE_INPUT_MAX } from '#shared/input/fields'

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-describedby' | 'aria-invalid' | 'className'> {
  id: string
  label: string
  hint?: string
  /** the message under the field (spec texts); marks the input invalid */
  error?: string | null
  /** what to do next, shown under the error (e.g. press Resend) */
  note?: string | null
  inputRef?: Ref<HTMLInputElement>
}

/**
 * A labelled text input of the design system (.field): hint and error tied to the input
 * with aria-describedby; the error paragraph is a polite live region, so a new message is
 * read out even when the focus is already in the field.
 */
export function Field({ id, label, hint, error, note, inputRef, ...input }: FieldProps) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : '', errorId].filter(Boolean).join(' ')
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <span className="field__hint" id={hintId}>
          {hint}
        </span>
      ) : null}
      <input ref={inputRef} id={id} className="input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      <p className="field__error" id={errorId} aria-live="polite">
        {error ? <span>{error}</span> : null}
        {error && note ? <span className="login-note">{note}</span> : null}
      </p>
    </div>
  )
}

type FixedField = Omit<FieldProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength'>

/** The 10-digit mobile number input of both login forms (room for '+91 90000 00001', shared/input/fields.ts). */
export function MobileField(props: FixedField) {
  return <Field type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={MOBILE_INPUT_MAX} {...props} />
}

/** A 6-digit OTP input (the browser may offer the code from the SMS). */
export function OtpField(props: FixedField) {
  return <Field type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...props} />
}
