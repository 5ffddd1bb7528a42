import { useEffect, useId, useReducer, useRef, type FormEvent, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { DASHBOARD_HOME } from '../../../shared/dashboards'
import { useLinks } from '../layout/paths'
import { BusyOverlay } from './BusyOverlay'
import { MobileField, OtpField } from './Field'
import { desktopOtp, fetchConsumer, validateDesktopOtp } from './loginApi'
import { msgText, type Msg } from './messages'
import { initialQuickLoginState, quickLoginReducer, type QuickFocus } from './quickLoginState'
import { rememberDesktopMobile } from './sessionStore'
import { Toast } from './Toast'
import './login.css'

/**
 * The alternative desktop header login (spec §4): /api/fetchConsumer → /api/generateOtp →
 * /api/validateOtp; VALID keeps the mobile in localStorage and opens
 * /ConsumerDashboard?mobile=… (AS_ on Assamese pages). Resend uses /api/reGenerateOtp.
 * Loaded on the first opening of the header's Quick login panel.
 */
export function QuickLoginForm() {
  const { t } = useTranslation(['login', 'messages'])
  const { href } = useLinks()
  const [s, dispatch] = useReducer(quickLoginReducer, initialQuickLoginState)
  const id = useId()
  const inFlight = useRef(false)
  const refs: Record<QuickFocus, RefObject<HTMLInputElement | HTMLButtonElement | null>> = {
    mobile: useRef<HTMLInputElement>(null),
    getOtp: useRef<HTMLButtonElement>(null),
    otp: useRef<HTMLInputElement>(null),
  }
  const text = (msg: Msg | null) => (msg ? msgText(t, msg) : null)

  useEffect(() => {
    refs.mobile.current?.focus()
  }, [])

  const seq = s.focus?.seq
  useEffect(() => {
    if (!s.focus) return
    const el = refs[s.focus.target].current
    el?.focus()
    if (el instanceof HTMLInputElement && !el.readOnly) el.select()
  }, [seq])

  async function guarded(work: () => Promise<void>) {
    if (inFlight.current) return
    inFlight.current = true
    try {
      await work()
    } finally {
      inFlight.current = false
    }
  }

  const getOtp = () =>
    guarded(async () => {
      const next = quickLoginReducer(s, { type: 'submitMobile' })
      dispatch({ type: 'submitMobile' })
      if (next.pending !== 'send') return
      const registered = await fetchConsumer(next.mobile)
      dispatch({ type: 'registeredDone', result: registered })
      if (registered.kind !== 'registered') return
      dispatch({ type: 'sendDone', result: await desktopOtp(next.mobile, false) })
    })

  const resend = () =>
    guarded(async () => {
      const next = quickLoginReducer(s, { type: 'resend' })
      dispatch({ type: 'resend' })
      if (next.pending !== 'resend') return
      dispatch({ type: 'resendDone', result: await desktopOtp(next.mobile, true) })
    })

  const verify = () =>
    guarded(async () => {
      const next = quickLoginReducer(s, { type: 'submitOtp' })
      dispatch({ type: 'submitOtp' })
      if (next.pending !== 'verify') return
      const result = await validateDesktopOtp(next.mobile, next.otp)
      if (result.kind === 'valid') rememberDesktopMobile(next.mobile)
      dispatch({ type: 'validateDone', result })
    })

  // VALID: leave once the 'OTP Successfully Verified !' toast is on the screen
  const leaving = s.pending === 'navigate'
  useEffect(() => {
    if (leaving) window.location.assign(href(`${DASHBOARD_HOME}?mobile=${encodeURIComponent(s.mobile)}`))
  }, [leaving])

  function submit(e: FormEvent) {
    e.preventDefault()
    void (s.step === 'mobile' ? getOtp() : verify())
  }

  const busy = s.pending !== null
  const locked = s.step !== 'mobile'
  return (
    <div className="login-flow" aria-busy={busy}>
      <Toast toast={s.toast} text={s.toast ? msgText(t, s.toast.msg) : ''} onDone={(toastId) => dispatch({ type: 'toastDone', id: toastId })} />
      <form noValidate onSubmit={submit}>
        <MobileField
          id={`${id}-mobile`}
          inputRef={refs.mobile as RefObject<HTMLInputElement>}
          label={t('login:mobileLabel')}
          hint={t('login:mobileHint')}
          error={text(s.mobileError)}
          name="mobNo"
                    value={s.mobile}
          readOnly={locked}
          onChange={(e) => dispatch({ type: 'edit', field: 'mobile', value: e.target.value })}
        />
        {locked ? (
          <p className="login-form__change">
            <button type="button" className="btn btn--link" onClick={() => dispatch({ type: 'changeNumber' })}>
              {t('login:changeNumber')}
            </button>
          </p>
        ) : (
          <div className="form-actions">
            <button ref={refs.getOtp as RefObject<HTMLButtonElement>} type="submit" className="btn btn--primary" aria-disabled={busy || undefined}>
              {t('login:quick.getOtp')}
            </button>
          </div>
        )}
        {s.step === 'otp' ? (
          <>
            <OtpField
              id={`${id}-otp`}
              inputRef={refs.otp as RefObject<HTMLInputElement>}
              label={t('login:otpLabel')}
              hint={t('login:otpHint', { mobile: s.mobile })}
              error={text(s.otpError)}
              note={text(s.otpHint)}
              name="otpNo"
                            value={s.otp}
              onChange={(e) => dispatch({ type: 'edit', field: 'otp', value: e.target.value })}
            />
            <div className="form-actions">
              <button type="submit" className="btn btn--primary" aria-disabled={busy || undefined}>
                {t('login:verify')}
              </button>
              <button type="button" className="btn btn--secondary" aria-disabled={busy || undefined} onClick={() => void resend()}>
                {t('login:resend')}
              </button>
            </div>
          </>
        ) : null}
      </form>
      <BusyOverlay show={busy} label={t('login:busy')} />
    </div>
  )
}

export default QuickLoginForm
