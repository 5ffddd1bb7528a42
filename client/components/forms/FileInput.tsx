import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '#client/lib/useTranslation'

/**
 * The one file control of the public forms (issue 23 §3). A native file input draws its button
 * and its "No file chosen" in the browser's language, whatever the page's: here the input is
 * visually hidden but stays in the tab order (a keyboard opens the picker on it, the browser
 * submits it), and a <label> for it, styled as a button, says "Choose a file" in the page's
 * language. A click on a label opens the picker natively, so the control works without
 * JavaScript too; with it, the chosen file's name shows beside the button (and is announced).
 * The field's own label (LabelledField) names the input first; the button's words follow.
 */
export function FileInput({ id, name, accept, ...aria }: { id: string; name: string; accept: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) {
  const { t } = useTranslation('forms')
  const input = useRef<HTMLInputElement>(null)
  const [chosen, setChosen] = useState('')
  useEffect(() => {
    // a form reset (after a successful send) empties the input: the name beside it goes too
    const form = input.current?.form
    if (!form) return
    const clear = () => setChosen('')
    form.addEventListener('reset', clear)
    return () => form.removeEventListener('reset', clear)
  }, [])
  return (
    <div className="file-control">
      <input
        ref={input}
        className="file-control__input visually-hidden"
        type="file"
        id={id}
        name={name}
        accept={accept}
        onChange={(e) => setChosen(Array.from(e.currentTarget.files ?? [], (f) => f.name).join(', '))}
        {...aria}
      />
      <label className="btn btn--secondary file-control__button" htmlFor={id}>
        {t('fileControl.choose')}
      </label>
      <span className="file-control__name" aria-live="polite">
        {/* the visitor's own file name, shown as it is */}
        {chosen ? (
          <>
            {t('fileControl.chosen')} <span translate="no">{chosen}</span>
          </>
        ) : null}
      </span>
    </div>
  )
}
