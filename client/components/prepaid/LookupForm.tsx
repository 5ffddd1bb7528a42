import { useState, type FormEvent } from 'react'
import type { FieldError, QueryField } from './query'
import { ErrorSummary } from './ErrorSummary'
import { usePrepaid } from './usePrepaid'
import { consumerNoError, meterNoError, receiptNoError, txnIdError } from './validate'

const CHECKS: Record<QueryField, (raw: string) => string | null> = {
  consNo: consumerNoError,
  txnId: txnIdError,
  meterNo: meterNoError,
  receiptNo: receiptNoError,
}

const INPUT_MODE: Record<QueryField, 'numeric' | 'text'> = { consNo: 'numeric', txnId: 'text', meterNo: 'text', receiptNo: 'text' }
const MAX_LENGTH: Record<QueryField, number> = { consNo: 14, txnId: 64, meterNo: 32, receiptNo: 32 }

interface Props {
  /** full URL of the page (the form's action) */
  action: string
  idPrefix: string
  fields: readonly QueryField[]
  values: Partial<Record<QueryField, string>>
  /** the server's verdict on the submitted query */
  errors: FieldError[]
  submitLabel: string
  /** name/value pairs sent along (e.g. app=1) */
  hidden?: Record<string, string>
  /** an accessible name for the form */
  label: string
}

/**
 * A GET form rendered on the server: it works without JavaScript (the page's +data checks the
 * query); with JavaScript the same checks run before sending, so a mistake is shown at once.
 */
export function LookupForm({ action, idPrefix, fields, values, errors: serverErrors, submitLabel, hidden = {}, label }: Props) {
  const { t } = usePrepaid()
  const [clientErrors, setClientErrors] = useState<FieldError[] | null>(null)
  const errors = clientErrors ?? serverErrors
  const errorOf = (f: QueryField) => errors.find((e) => e.field === f)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget)
    const found: FieldError[] = []
    for (const f of fields) {
      const key = CHECKS[f](String(form.get(f) ?? ''))
      if (key) found.push({ field: f, messageKey: key })
    }
    if (found.length) {
      event.preventDefault()
      setClientErrors(found)
    }
  }

  return (
    <form className="form prepaid-lookup" method="get" action={action} onSubmit={onSubmit} noValidate aria-label={label}>
      <ErrorSummary errors={errors} idPrefix={idPrefix} />
      {fields.map((f) => {
        const id = `${idPrefix}-${f}`
        const err = errorOf(f)
        return (
          <div className="field" key={f}>
            <label className="field__label" htmlFor={id}>
              {t(`fields.${f}.label`)}
            </label>
            <span className="field__hint" id={`${id}-hint`}>
              {t(`fields.${f}.hint`)}
            </span>
            {err ? (
              <span className="field__error" id={`${id}-error`}>
                {t(err.messageKey)}
              </span>
            ) : null}
            <input
              className="input"
              id={id}
              name={f}
              type="text"
              inputMode={INPUT_MODE[f]}
              autoComplete="off"
              spellCheck={false}
              maxLength={MAX_LENGTH[f]}
              defaultValue={values[f] ?? ''}
              aria-invalid={err ? true : undefined}
              aria-describedby={err ? `${id}-hint ${id}-error` : `${id}-hint`}
            />
          </div>
        )
      })}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="form-actions">
        <button type="submit" className="btn btn--primary">
          {submitLabel}
        </button>
      </div>
    </form>
  )
}
