import type { FormEvent, RefObject } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import { useLinks } from '../layout/paths'
import type { ForceLogoutFields, Notice } from './loginState'
import { msgText, type Msg } from './messages'
import { OtpStep } from './OtpSteps'

/**
 * The Force Logout panel of both login flows (spec §4 step 5, §8 'already logged in'): the
 * spec's text, the Force Logout button (an OTP with src portal-fl) and then that OTP's field
 * with Submit. State and transitions: loginState.ts.
 */
export function ForceLogoutPanel({
  id,
  state,
  mobile,
  busy,
  buttonRef,
  otpRef,
  onRequest,
  onSubmit,
  onEdit,
}: {
  id: string
  state: ForceLogoutFields
  mobile: string
  busy: boolean
  buttonRef: RefObject<HTMLButtonElement>
  otpRef: RefObject<HTMLInputElement>
  onRequest: () => void
  onSubmit: (e: FormEvent) => void
  onEdit: (value: string) => void
}) {
  const { t } = useTranslation(['login', 'messages'])
  const { locale } = useLinks()
  const error = state.flError ? msgText(t, state.flError, locale) : null
  const alreadyId = `${id}-already`
  return (
    <section className="login-fl" aria-labelledby={`${id}-title`}>
      <h3 className="login-fl__title" id={`${id}-title`}>
        {t('login:forceLogout.title')}
      </h3>
      <p className="alert alert--warning" id={alreadyId}>
        {t('messages:alreadyLoggedIn')}
      </p>
      <form noValidate onSubmit={onSubmit}>
        <div className="form-actions">
          <button
            ref={buttonRef}
            type="button"
            className={state.flOtpSent ? 'btn btn--secondary' : 'btn btn--danger'}
            aria-describedby={alreadyId}
            aria-disabled={busy || undefined}
            onClick={onRequest}
          >
            {state.flOtpSent ? t('login:forceLogout.again') : t('login:forceLogout.button')}
          </button>
        </div>
        {state.flOtpSent ? (
          <OtpStep
            id={`${id}-otp`}
            inputRef={otpRef}
            label={t('login:forceLogout.otpLabel')}
            hint={t('login:forceLogout.otpHint', { mobile })}
            error={error}
            name="forceLogoutOtp"
            value={state.flOtp}
            onChange={(e) => onEdit(e.target.value)}
            busy={busy}
            submitLabel={t('login:forceLogout.submit')}
            submitClassName="btn btn--danger"
          />
        ) : (
          <p className="field__error" aria-live="polite">
            {error}
          </p>
        )}
      </form>
    </section>
  )
}

/**
 * A lasting message at the top of a login form: errors in an alert region, successes
 * ('Force Log Out Successfull. Please Log In now') in a status region. Both regions stay in
 * the page so each new text is announced.
 */
export function Notices({ notice }: { notice: Notice | null }) {
  const { t } = useTranslation(['login', 'messages'])
  const { locale } = useLinks()
  const text = (msg: Msg) => msgText(t, msg, locale)
  return (
    <>
      <div role="alert">{notice?.kind === 'error' ? <p className="alert alert--error">{text(notice.msg)}</p> : null}</div>
      <div role="status">{notice?.kind === 'success' ? <p className="alert alert--success">{text(notice.msg)}</p> : null}</div>
    </>
  )
}
