import { useEffect, useId, useReducer, useRef, useState, type FormEvent, type HTMLAttributes, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { dashboardPath } from '#shared/dashboard/routes'
import { Dialog } from '../layout/Dialog'
import { useLinks } from '../layout/paths'
import { BusyOverlay } from './BusyOverlay'
import { ForceLogoutPanel, Notices } from './ForceLogoutPanel'
import { consumerDetails, forceLogout, logout, requestLoginOtp, verifyLoginOtp } from './loginApi'
import { forgetNewRegistration, loginTypeFor } from '../registration/newRegistration'
import { initialLoginState, loginReducer, type FocusTarget, type LoginAction, type LoginState } from './loginState'
import { msgText, type Msg } from './messages'
import { MobileStep, VerifyOtpStep } from './OtpSteps'
import { resumeStoredSession } from './resume'
import { clear, saveSession } from './sessionStore'
import { Toast } from './Toast'
import { useFocusRequests } from './useFocusRequests'
import './login.css'

/**
 * React passes a nested dialog's close and cancel events up to the login dialog's own
 * handlers (it simulates their propagation through the component tree); this wrapper stops
 * them, so closing 'Consumer Not Found' leaves the login dialog open.
 */
const STOP_DIALOG_EVENTS = {
  onClose: (e: { stopPropagation: () => void }) => e.stopPropagation(),
  onCancel: (e: { stopPropagation: () => void }) => e.stopPropagation(),
} as HTMLAttributes<HTMLDivElement>

/**
 * The body of the consumer login dialog (spec §4 "Consumer login"): mobile → OTP → verify →
 * consumer details → dashboard of the connection type; the Force Logout panel when the
 * mobile is logged in elsewhere. Loaded on the first opening of the dialog (LoginModal).
 * `focusRef` tells the dialog what to focus when it opens again.
 */
export function LoginForm({ focusRef }: { focusRef: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation(['login', 'messages'])
  const { href, locale } = useLinks()
  const [s, dispatch] = useReducer(loginReducer, initialLoginState)
  // an OTP call is solving the server's proof-of-work challenge ('Checking…')
  const [checking, setChecking] = useState(false)
  const id = useId()
  const inFlight = useRef(false)
  const refs: Record<FocusTarget, RefObject<HTMLInputElement | HTMLButtonElement | null>> = {
    mobile: useRef<HTMLInputElement>(null),
    submit: useRef<HTMLButtonElement>(null),
    otp: useRef<HTMLInputElement>(null),
    flButton: useRef<HTMLButtonElement>(null),
    flOtp: useRef<HTMLInputElement>(null),
  }
  const notFoundOk = useRef<HTMLButtonElement>(null)
  const text = (msg: Msg | null) => (msg ? msgText(t, msg, locale) : null)

  // the first opening: the form arrives after the dialog opened, so it takes the focus itself;
  // then the keyboard focus follows the flow
  useFocusRequests(refs, s.focus)

  // what the dialog focuses when it is opened again
  useEffect(() => {
    focusRef.current = s.step === 'otp' ? refs.otp.current : s.step === 'forceLogout' ? (s.flOtpSent ? refs.flOtp.current : refs.flButton.current) : refs.mobile.current
  })

  /** Dispatches `start`; when the reducer accepted it (a call is pending), runs the call and dispatches its result. */
  async function run<T>(start: LoginAction, call: (state: LoginState) => Promise<T>, done: (result: T) => LoginAction): Promise<T | undefined> {
    if (inFlight.current) return undefined
    const next = loginReducer(s, start)
    dispatch(start)
    if (!next.pending) return undefined
    inFlight.current = true
    try {
      const result = await call(next)
      dispatch(done(result))
      return result
    } finally {
      inFlight.current = false
    }
  }

  async function sendOtp() {
    if (inFlight.current) return
    const next = loginReducer(s, { type: 'submitMobile' })
    dispatch({ type: 'submitMobile' })
    if (next.pending !== 'send') return
    inFlight.current = true
    try {
      const result = await requestLoginOtp(next.mobile, 'portal', fetch, setChecking, loginTypeFor(next.mobile), locale)
      if (result.kind === 'alreadyLoggedIn') {
        // logged in by this tab (e.g. back from the dashboard): go on with that session, no OTP
        const connType = await resumeStoredSession(next.mobile)
        if (connType) {
          dispatch({ type: 'resumed' })
          window.location.assign(href(dashboardPath(connType)))
          return
        }
      }
      dispatch({ type: 'sendDone', result })
    } finally {
      inFlight.current = false
    }
  }

  async function resend() {
    await run(
      { type: 'resend' },
      (st) => requestLoginOtp(st.mobile, 'portal', fetch, setChecking, undefined, locale),
      (result) => ({ type: 'resendDone', result }),
    )
  }

  async function verify() {
    if (inFlight.current) return
    const next = loginReducer(s, { type: 'submitOtp' })
    dispatch({ type: 'submitOtp' })
    if (next.pending !== 'verify') return
    inFlight.current = true
    try {
      const result = await verifyLoginOtp(next.mobile, next.otp, fetch, locale)
      if (result.kind !== 'verified') {
        dispatch({ type: 'verifyDone', result })
        return
      }
      // spec §4 step 3: keep the tokens, select the first consumer number, fetch its details
      const session = saveSession({ accessToken: result.accessToken, consList: result.consList, mobile: next.mobile })
      forgetNewRegistration()
      dispatch({ type: 'verifyDone', result })
      const details = await consumerDetails(session.accessToken, session.selectedCons, session.mobile)
      if (details.kind !== 'found') {
        // the sign-in cannot be completed here: end it, so the next try is not 'already logged in'
        clear()
        await logout()
      }
      dispatch({ type: 'detailsDone', result: details })
      if (details.kind === 'found') window.location.assign(href(dashboardPath(details.connType)))
    } finally {
      inFlight.current = false
    }
  }

  async function requestForceLogoutOtp() {
    await run(
      { type: 'flRequest' },
      (st) => requestLoginOtp(st.mobile, 'portal-fl', fetch, setChecking, undefined, locale),
      (result) => ({ type: 'flSendDone', result }),
    )
  }

  async function submitForceLogout(e: FormEvent) {
    e.preventDefault()
    await run(
      { type: 'flSubmit' },
      (st) => forceLogout(st.mobile, st.flOtp),
      (result) => ({ type: 'flDone', result }),
    )
  }

  function submitMain(e: FormEvent) {
    e.preventDefault()
    if (s.step === 'mobile') void sendOtp()
    else if (s.step === 'otp') void verify()
  }

  const busy = s.pending !== null
  const locked = s.step !== 'mobile'

  return (
    // not busy while checking: its status is announced from inside
    <div className="login-flow" aria-busy={busy && !checking}>
      <Toast toast={s.toast} text={s.toast ? msgText(t, s.toast.msg, locale) : ''} onDone={(toastId) => dispatch({ type: 'toastDone', id: toastId })} />
      <Notices notice={s.notice} />

      <form className="login-form" noValidate onSubmit={submitMain}>
        {s.step === 'mobile' ? <p className="muted small">{t('login:intro')}</p> : null}
        <MobileStep
          id={`${id}-mobile`}
          inputRef={refs.mobile as RefObject<HTMLInputElement>}
          submitRef={refs.submit as RefObject<HTMLButtonElement>}
          error={text(s.mobileError)}
          name="mobileNo"
          value={s.mobile}
          locked={locked}
          busy={busy}
          onChange={(e) => dispatch({ type: 'edit', field: 'mobile', value: e.target.value })}
          onChangeNumber={() => dispatch({ type: 'changeNumber' })}
          submitLabel={t('login:submit')}
        />

        {s.step === 'otp' ? (
          <div className="login-form__otp">
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
          </div>
        ) : null}
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
          onSubmit={(e) => void submitForceLogout(e)}
          onEdit={(value) => dispatch({ type: 'edit', field: 'flOtp', value })}
        />
      ) : null}

      <p className="login-form__register">
        {t('login:noAccount')} <a href={href('/ConsumerRegistration')}>{t('login:register')}</a>
      </p>

      <BusyOverlay show={busy} label={t('login:busy')} checking={checking ? t('login:check.busy') : null} />

      <div {...STOP_DIALOG_EVENTS}>
        <Dialog open={s.consumerNotFound} onClose={() => dispatch({ type: 'dismissNotFound' })} title={t('messages:consumerNotFound')} id="login-not-found" initialFocusRef={notFoundOk}>
          <p>{t('login:notFoundBody')}</p>
          <div className="form-actions">
            <button ref={notFoundOk} type="button" className="btn btn--primary" onClick={() => dispatch({ type: 'dismissNotFound' })}>
              {t('login:ok')}
            </button>
          </div>
        </Dialog>
      </div>
    </div>
  )
}

export default LoginForm
