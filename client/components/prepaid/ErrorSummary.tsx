import { useEffect, useRef } from 'react'
import type { FieldError } from './query'
import { usePrepaid } from './usePrepaid'

/**
 * The GOV.UK error summary at the top of a form: a titled alert with one link per wrong
 * field (to `#<idPrefix>-<field>`). It takes the focus when it appears, so a screen reader
 * and a keyboard user start there.
 */
export function ErrorSummary({ errors, idPrefix }: { errors: FieldError[]; idPrefix: string }) {
  const { t } = usePrepaid()
  const ref = useRef<HTMLDivElement>(null)
  const signature = errors.map((e) => e.field + e.messageKey).join('|')
  useEffect(() => {
    if (signature) ref.current?.focus()
  }, [signature])
  if (!errors.length) return null
  return (
    <div className="error-summary" role="alert" aria-labelledby={`${idPrefix}-errors-title`} tabIndex={-1} ref={ref}>
      <h2 id={`${idPrefix}-errors-title`}>{t('form.errorTitle')}</h2>
      <ul>
        {errors.map((e) => (
          <li key={e.field}>
            <a href={`#${idPrefix}-${e.field}`}>{t(e.messageKey)}</a>
          </li>
        ))}
      </ul>
    </div>
  )
}
