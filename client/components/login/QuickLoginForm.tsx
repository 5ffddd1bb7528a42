import { useEffect, useId, useReducer, useRef, type FormEvent, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { DASHBOARD_HOME } from '../../../shared/dashboards'
import { useLinks } from '../layout/paths'
import { BusyOverlay } from './BusyOverlay'
import { desktopOtp, fetchConsumer, validateDesktopOtp } from './loginApi'
import { msgText, type Msg } from './messages'
import { MobileStep, VerifyOtpStep } from './OtpSteps'
import { initialQuickLoginState, quickLoginReducer, type QuickFocus } from './quickLoginState'
import { rememberDesktopMobile } from './sessionStore'
import { Toast } from './Toast'
import { useFocusRequests } from './useFocusRequests'
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

  useFocusRequests(refs, s.focus)

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
        <MobileStep
          id={`${id}-mobile`}
          inputRef={refs.mobile as RefObject<HTMLInputElement>}
          submitRef={refs.getOtp as RefObject<HTMLButtonElement>}
          error={text(s.mobileError)}
          name="mobNo"
          value={s.mobile}
          locked={locked}
          busy={busy}
          onChange={(e) => dispatch({ type: 'edit', field: 'mobile', value: e.target.value })}
          onChangeNumber={() => dispatch({ type: 'changeNumber' })}
          submitLabel={t('login:quick.getOtp')}
        />
        {s.step === 'otp' ? (
          <VerifyOtpStep
            id={`${id}-otp`}
            inputRef={refs.otp as RefObject<HTMLInputElement>}
            mobile={s.mobile}
            error={text(s.otpError)}
            note={text(s.otpHint)}
            value={s.otp}
            onChange={(e) => dispatch({ type: 'edit', field: 'otp', value: e.target.value })}
            busy={busy}
            onResend={() => void resend()}
          />
        ) : null}
      </form>
      <BusyOverlay show={busy} label={t('login:busy')} />
    </div>
  )
}

export default QuickLoginForm
