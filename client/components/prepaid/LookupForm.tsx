import { CheckedForm } from '../forms/CheckedForm'
import type { QueryField } from './query'
import type { InputProblem } from '#shared/input/problem'
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
  /** the submitted query (values) and the server's verdict on it (errors); a new one resets the form */
  form: { values: Partial<Record<QueryField, string>>; errors: InputProblem[] }
  submitLabel: string
  /** name/value pairs sent along (e.g. app=1) */
  hidden?: Record<string, string>
  /** an accessible name for the form */
  label: string
}

/**
 * The prepaid pages' GET lookup form: the shared checked form (client/components/forms) with
 * the prepaid fields, their words and the same checks as the server's +data.
 */
export function LookupForm({ action, idPrefix, fields, form, submitLabel, hidden = {}, label }: Props) {
  const { values, errors } = form
  const { t } = usePrepaid()
  const inWords = (e: InputProblem) => ({ field: e.field, text: t(e.key) })
  return (
    <CheckedForm
      key={JSON.stringify(form)}
      form={idPrefix}
      action={action}
      label={label}
      errorTitle={t('form.errorTitle')}
      className="form prepaid-lookup"
      serverErrors={errors.map(inWords)}
      check={(data) =>
        fields.flatMap((f) => {
          const key = CHECKS[f](String(data.get(f) ?? ''))
          return key ? [inWords({ field: f, key: key })] : []
        })
      }
      fields={fields.map((f) => ({
        name: f,
        label: t(`fields.${f}.label`),
        hint: t(`fields.${f}.hint`),
        defaultValue: values[f] ?? '',
        inputMode: INPUT_MODE[f],
        maxLength: MAX_LENGTH[f],
      }))}
      hidden={hidden}
      submitLabel={submitLabel}
    />
  )
}
