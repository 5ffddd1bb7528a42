import { lazy, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import { LazyLoginBody } from '../login/LazyLoginBody'
// its styles: ../login/quickLogin.css, in styles/global.css (every page has the header)
import { useDisclosure } from './useDisclosure'

// the flow loads on the first opening, so the home page does not carry it
const QuickLoginForm = lazy(() => import('../login/QuickLoginForm'))

/**
 * The alternative desktop header login (spec §4), explained by a hint (the button's
 * description and tooltip, and the panel's first line: issue 9 §2), as a disclosure: a button with
 * aria-expanded and a panel under it holding the OTP form. Escape (or a click outside) closes
 * it and Escape returns the focus to the button. Desktop header only.
 */
export function HeaderQuickLogin() {
  const { t } = useTranslation('login')
  const { open, setOpen, root, button, onKeyDown } = useDisclosure<HTMLDivElement>()
  const [used, setUsed] = useState(false)
  const panel = useRef<HTMLDivElement>(null)
  const panelId = useId()
  const titleId = useId()
  const hintId = useId()

  // opened again: back to where the visitor was (first opening: the form focuses itself)
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLInputElement>('input:not([readonly])')?.focus()
  }, [open])

  return (
    <div ref={root} className="quick-login" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="btn btn--secondary quick-login__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={hintId}
        title={t('quick.hint')}
        onClick={() => {
          setUsed(true)
          setOpen((v) => !v)
        }}
      >
        {t('quick.button')}
      </button>
      <div ref={panel} id={panelId} className="quick-login__panel" role="region" aria-labelledby={titleId} hidden={!open}>
        <h2 className="quick-login__title" id={titleId}>
          {t('quick.title')}
        </h2>
        <p className="quick-login__hint" id={hintId}>
          {t('quick.hint')}
        </p>
        <LazyLoginBody used={used}>
          <QuickLoginForm />
        </LazyLoginBody>
      </div>
    </div>
  )
}
