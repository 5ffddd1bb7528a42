import { useId, useReducer, useRef, useState, type Dispatch, type FormEvent, type ReactNode, type RefObject } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import { useLinks } from '../layout/paths'
import { BusyOverlay } from './BusyOverlay'
import { ForceLogoutPanel, Notices } from './ForceLogoutPanel'
import { forceLogout, requestLoginOtp } from './loginApi'
import { initialLoginState, loginReducer, type FocusTarget, type LoginAction, type LoginState } from './loginState'
import { msgText } from './messages'
import { MobileStep, VerifyOtpStep } from './OtpSteps'
import { Toast } from './Toast'
import { useFocusRequests } from './useFocusRequests'
import './login.css'

type FocusRefs = Record<FocusTarget, RefObject<HTMLInputElement | HTMLButtonElement | null>>

/** One OTP login's state and its guard, for both forms (the login dialog, the desktop header). */
export interface OtpLogin {
  s: LoginState
  dispatch: Dispatch<LoginAction>
  refs: FocusRefs
  /** an OTP call is solving the server's proof-of-work challenge ('Checking…') */
  checking: boolean
  setChecking: (checking: boolean) => void
  /**
   * Dispatches `start`; when the reducer accepted it (`pending` is now `expect`), runs `work`
   * with the new state. One call at a time: a second press while one runs does nothing.
   */
  guarded: (start: LoginAction, expect: LoginState['pending'], work: (next: LoginState) => Promise<void>) => Promise<void>
}

/** The one login state machine (loginState.ts) with its focus requests and call guard. */
export function useOtpLogin(): OtpLogin {
  const [s, dispatch] = useReducer(loginReducer, initialLoginState)
  const [checking, setChecking] = useState(false)
  const inFlight = useRef(false)
  const refs: FocusRefs = {
    mobile: useRef<HTMLInputElement>(null),
    submit: useRef<HTMLButtonElement>(null),
    otp: useRef<HTMLInputElement>(null),
    flButton: useRef<HTMLButtonElement>(null),
    flOtp: useRef<HTMLInputElement>(null),
  }
  // the form arrives after its container opened, so it takes the focus itself; then the
  // keyboard focus follows the flow
  useFocusRequests(refs, s.focus)

  async function guarded(start: LoginAction, expect: LoginState['pending'], work: (next: LoginState) => Promise<void>) {
    if (inFlight.current) return
    const next = loginReducer(s, start)
    dispatch(start)
    if (next.pending !== expect) return
    inFlight.current = true
    try {
      await work(next)
    } finally {
      inFlight.current = false
    }
  }
  return { s, dispatch, refs, checking, setChecking, guarded }
}

/**
 * What both login forms show over the one state: the toast and notices, the mobile step (its
 * submit labelled `submitLabel`, the field named `mobileName`) and the OTP step, the Force
 * Logout panel (the same calls in both forms) and the busy overlay; `children` after the panel.
 * `onSend` and `onVerify` are the form's own calls.
 */
export function OtpLoginBody({
  login,
  mobileName,
  submitLabel,
  intro,
  className,
  onSend,
  onVerify,
  onResend,
  children,
}: {
  login: OtpLogin
  mobileName: string
  submitLabel: string
  /** a line above the mobile field in the mobile step */
  intro?: string
  /** the form's class (`<class>__otp` frames the OTP step) */
  className?: string
  onSend: () => Promise<void>
  onVerify: () => Promise<void>
  onResend: () => Promise<void>
  children?: ReactNode
}) {
  const { t } = useTranslation(['login', 'messages'])
  const { locale } = useLinks()
  const id = useId()
  const { s, dispatch, refs, checking, setChecking, guarded } = login
  const text = (msg: LoginState['mobileError']) => (msg ? msgText(t, msg, locale) : null)

  function submit(e: FormEvent) {
    e.preventDefault()
    if (s.step === 'mobile') void onSend()
    else if (s.step === 'otp') void onVerify()
  }
  const requestForceLogoutOtp = () =>
    guarded({ type: 'flRequest' }, 'flSend', async (next) => {
      dispatch({ type: 'flSendDone', result: await requestLoginOtp(next.mobile, 'portal-fl', fetch, setChecking, undefined, locale) })
    })
  function submitForceLogout(e: FormEvent) {
    e.preventDefault()
    void guarded({ type: 'flSubmit' }, 'flSubmit', async (next) => {
      dispatch({ type: 'flDone', result: await forceLogout(next.mobile, next.flOtp) })
    })
  }

  const busy = s.pending !== null
  const otpStep =
    s.step === 'otp' ? (
      <VerifyOtpStep
        id={`${id}-otp`}
        inputRef={refs.otp as RefObject<HTMLInputElement>}
        mobile={s.mobile}
        error={text(s.otpError)}
        note={text(s.otpHint)}
        value={s.otp}
        onChange={(e) => dispatch({ type: 'edit', field: 'otp', value: e.target.value })}
        busy={busy}
        onResend={() => void onResend()}
      />
    ) : null
  return (
    // not busy while checking or leaving: their texts are announced from inside
    <div className="login-flow" aria-busy={busy && !checking && s.pending !== 'navigate'}>
      <Toast toast={s.toast} text={s.toast ? msgText(t, s.toast.msg, locale) : ''} onDone={(toastId) => dispatch({ type: 'toastDone', id: toastId })} />
      <Notices notice={s.notice} />
      <form className={className} noValidate onSubmit={submit}>
        {intro && s.step === 'mobile' ? <p className="muted small">{intro}</p> : null}
        <MobileStep
          id={`${id}-mobile`}
          inputRef={refs.mobile as RefObject<HTMLInputElement>}
          submitRef={refs.submit as RefObject<HTMLButtonElement>}
          error={text(s.mobileError)}
          name={mobileName}
          value={s.mobile}
          locked={s.step !== 'mobile'}
          busy={busy}
          onChange={(e) => dispatch({ type: 'edit', field: 'mobile', value: e.target.value })}
          onChangeNumber={() => dispatch({ type: 'changeNumber' })}
          submitLabel={submitLabel}
        />
        {otpStep && className ? <div className={`${className}__otp`}>{otpStep}</div> : otpStep}
      </form>
      {s.step === 'forceLogout' ? (
        <ForceLogoutPanel
          id={`${id}-fl`}
          state={s}
          mobile={s.mobile}
          busy={busy}
          buttonRef={refs.flButton as RefObject<HTMLButtonElement>}
          otpRef={refs.flOtp as RefObject<HTMLInputElement>}
          onRequest={() => void requestForceLogoutOtp()}
          onSubmit={submitForceLogout}
          onEdit={(value) => dispatch({ type: 'edit', field: 'flOtp', value })}
        />
      ) : null}
      {children}
      <BusyOverlay show={busy} label={t('login:busy')} checking={checking ? t('login:check.busy') : null} />
    </div>
  )
}
