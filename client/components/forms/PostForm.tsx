import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import type { z } from 'zod'
import type { FormPostState } from '#shared/input/schema'
import { formValues } from '#shared/input/fields'
import { BusyOverlay } from '../common/BusyOverlay'
import { ErrorSummary, fieldId, useRefusals, useShownProblems } from './CheckedForm'
import type { InputProblem } from '#shared/input/problem'

/**
 * The POST forms of the applications and complaints (issue 10). The form posts to its own page
 * and works without JavaScript: the server answers the page again with what was typed and the
 * problems (`post`, server/http/formPosts.ts) or sends the browser on. With JavaScript the same
 * zod schema (shared/workflow/forms) runs before the form leaves, files are checked for presence and
 * size, and a busy overlay shows while the page loads. Problems are words of
 * `forms:problems.<key>` in the page's language, shown in the error summary (which takes the
 * focus) and beside each field. The check's code (zod, the schema) is fetched when the form is
 * first touched, not with the page (issue 24 §6): a page passes a loader of its schema.
 */

/** A file slot the browser checks before sending (the server checks the bytes). */
export interface FileSlot {
  name: string
  required: boolean
}

const MAX_FILE_BYTES = 2 * 1024 * 1024
const FILE_TYPES = /\.(pdf|jpe?g|png)$/i

/** Presence, size and name of each slot's file (the bytes are the server's to check). */
function checkFileSlots(data: FormData, slots: readonly FileSlot[]): InputProblem[] {
  const out: InputProblem[] = []
  for (const slot of slots) {
    const f = data.get(slot.name)
    const file = f && typeof f !== 'string' && f.size > 0 ? f : null
    if (!file) {
      if (slot.required) out.push({ field: slot.name, key: 'fileMissing' })
    } else if (file.size > MAX_FILE_BYTES) out.push({ field: slot.name, key: 'fileTooLarge' })
    else if (!FILE_TYPES.test(file.name)) out.push({ field: slot.name, key: 'fileType' })
  }
  return out
}

/** What the form's fields get from the form: ids, the typed value, the problem in words. */
export interface FormFieldProps {
  form: string
  name: string
  defaultValue?: string
  error?: string
}

interface Props<S extends z.ZodType> {
  /** a short name, prefix of the field ids; also `formPost.form` */
  form: string
  /** the page's own URL */
  action: string
  label: string
  /** the server's answer to this form's POST, if any (a +data passes pageContext.formPost) */
  post: FormPostState | null | undefined
  /** the schema both sides run, or (a light page) a loader of it: `() => import('#shared/workflow/forms/…').then((m) => m.schema)` */
  schema: S | (() => Promise<S>)
  /** more checks in the browser (beyond the schema), e.g. a step's own fields */
  extraCheck?: (values: Record<string, string>) => InputProblem[]
  files?: readonly FileSlot[]
  /** hidden name/value pairs (a step, a flow id) */
  hidden?: Record<string, string>
  submitLabel: string
  /** words of the busy overlay while the next page loads */
  busyText?: string
  children: (field: (name: string) => FormFieldProps, values: Record<string, string>) => ReactNode
  /** more buttons beside the submit button */
  actions?: ReactNode
  /** skip the schema in the browser (a step whose fields the schema does not cover) */
  noClientCheck?: boolean
  /** 'get' for a lookup whose answer is the page of its query (the +data checks the query with the same schema) */
  method?: 'get' | 'post'
}

export function PostForm<S extends z.ZodType>({
  form,
  action,
  label,
  post,
  schema,
  extraCheck,
  files = [],
  hidden = {},
  submitLabel,
  busyText,
  children,
  actions,
  noClientCheck,
  method = 'post',
}: Props<S>) {
  const { t } = useTranslation('forms')
  const mine = post && (post.form === form || post.form === '') ? post : null
  const values = mine?.values ?? {}
  const [refused, refuse] = useRefusals<InputProblem>()
  const [busy, setBusy] = useState(false)
  const problems = refused?.list ?? mine?.problems ?? []
  const { errors, errorOf } = useShownProblems(
    problems.map((p) => ({ field: p.field === 'form' ? 'submit' : p.field, text: t(`problems.${p.key}`, p.params ?? {}) })),
    refused?.attempt,
  )
  const field = (name: string): FormFieldProps => ({ form, name, defaultValue: values[name], error: errorOf(name) })
  const multipart = files.length > 0
  // the schema's check, fetched once (on the first focus in the form, at the latest on send)
  const checker = useRef<Promise<((values: Record<string, string>) => InputProblem[]) | null> | null>(null)
  const loadChecker = () =>
    (checker.current ??= Promise.all([typeof schema === 'function' ? schema() : schema, import('#shared/input/schema')]).then(
      ([s, { checkForm }]) =>
        (values: Record<string, string>) => {
          const r = checkForm(s, values)
          return r.ok ? [] : r.problems
        },
      // not fetched (the network dropped): the server checks what is sent, as without JavaScript
      () => null,
    ))
  // a send whose check passed: the browser sends it (requestSubmit again, with its submitter)
  const checked = useRef(false)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) return event.preventDefault()
    if (checked.current) {
      checked.current = false
      setBusy(true)
      return
    }
    event.preventDefault()
    const formEl = event.currentTarget
    // a check is running (its code may still be on its way on a slow network): a second press waits for it
    if (formEl.dataset.checking) return
    formEl.dataset.checking = 'true'
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const data = new FormData(formEl)
    const typed = formValues(data)
    void (noClientCheck ? Promise.resolve(null) : loadChecker()).then((check) => {
      const found = [...(check?.(typed) ?? []), ...(extraCheck?.(typed) ?? []), ...checkFileSlots(data, files)]
      if (found.length) {
        delete formEl.dataset.checking
        refuse(found)
        return
      }
      refuse([])
      checked.current = true
      // in a task of its own: within the refused submit's task (a check already fetched answers at
      // once) the browser ignores a new submit, and the form would never be sent
      setTimeout(() => {
        delete formEl.dataset.checking
        formEl.requestSubmit(submitter && formEl.contains(submitter) ? submitter : null)
      })
    })
  }

  return (
    <form
      className="form post-form"
      method={method}
      action={action}
      encType={multipart ? 'multipart/form-data' : undefined}
      noValidate
      onSubmit={onSubmit}
      onFocus={noClientCheck ? undefined : () => void loadChecker()}
      aria-label={label}
      aria-busy={busy || undefined}
    >
      <ErrorSummary form={form} title={t('summaryTitle')} errors={errors} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children(field, values)}
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" id={fieldId(form, 'submit')} disabled={busy}>
          {submitLabel}
        </button>
        {actions}
      </div>
      {busy ? <BusyOverlay className="busy-overlay" live="polite" block="p" text={busyText ?? t('sending')} /> : null}
    </form>
  )
}
