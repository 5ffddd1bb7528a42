import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../layout/Dialog'
import { useLinks } from '../layout/paths'
import { OPEN_LOGIN_EVENT } from './loginEvents'
import { validateMobile } from './validateMobile'

type Feedback = { kind: 'error' | 'info'; text: string } | null

/**
 * The consumer login dialog (spec §4, step 1). Mounted once by SiteLayout; opened by
 * openLogin() from loginEvents.ts. A valid number is sent to POST /auth/login and the
 * server's message is shown under the field; the OTP steps arrive with the login issue.
 */
export function LoginModal() {
  const { t } = useTranslation(['common', 'messages'])
  const { href } = useLinks()
  const [open, setOpen] = useState(false)
  const [mobile, setMobile] = useState('')
  const [feedback, setFeedback] = useState<Feedback>(null)
  const [pending, setPending] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const fieldId = useId()
  const msgId = useId()

  useEffect(() => {
    const onOpen = () => {
      setFeedback(null)
      setOpen(true)
    }
    window.addEventListener(OPEN_LOGIN_EVENT, onOpen)
    return () => window.removeEventListener(OPEN_LOGIN_EVENT, onOpen)
  }, [])

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (pending) return
    const problem = validateMobile(mobile)
    if (problem) {
      setFeedback({ kind: 'error', text: t(`messages:${problem}`) })
      inputRef.current?.focus()
      return
    }
    setPending(true)
    setFeedback(null)
    try {
      const res = await fetch('/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ mobileNo: mobile.trim(), type: 'old', src: 'portal' }),
      })
      const body = (await res.json().catch(() => null)) as { status?: string; message?: string } | null
      if (!body || typeof body.message !== 'string' || !body.message) {
        setFeedback({ kind: 'error', text: t('messages:networkError') })
      } else {
        const ok = res.ok && body.status === 'success'
        setFeedback({ kind: ok ? 'info' : 'error', text: body.message })
      }
    } catch {
      setFeedback({ kind: 'error', text: t('messages:networkError') })
    } finally {
      setPending(false)
    }
  }

  const invalid = feedback?.kind === 'error'
  return (
    <Dialog open={open} onClose={() => setOpen(false)} title={t('common:login.title')} id="login-dialog" initialFocusRef={inputRef}>
      <form className="login-form" noValidate onSubmit={submit}>
        <p className="muted small">{t('common:login.intro')}</p>
        <div className="field">
          <label className="field__label" htmlFor={fieldId}>
            {t('common:login.mobileLabel')}
          </label>
          <span className="field__hint" id={fieldId + '-hint'}>
            {t('common:login.mobileHint')}
          </span>
          <input
            ref={inputRef}
            id={fieldId}
            name="mobileNo"
            className="input"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={mobile}
            onChange={(e) => setMobile(e.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={`${fieldId}-hint ${msgId}`}
          />
          <p id={msgId} className={feedback?.kind === 'info' ? 'field__info' : 'field__error'} role="status" aria-live="polite">
            {feedback?.text ?? ''}
          </p>
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={pending} aria-disabled={pending || undefined}>
            {pending ? t('common:login.sending') : t('common:login.submit')}
          </button>
        </div>
        <p className="login-form__register">
          {t('common:login.noAccount')} <a href={href('/ConsumerRegistration')}>{t('common:login.register')}</a>
        </p>
      </form>
    </Dialog>
  )
}
