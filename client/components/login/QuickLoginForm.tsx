import { useId, useReducer, useRef, useState, type FormEvent, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { DASHBOARD_HOME } from '#shared/dashboard/routes'
import { useLinks } from '../layout/paths'
import { BusyOverlay } from './BusyOverlay'
import { ForceLogoutPanel, Notices } from './ForceLogoutPanel'
import { desktopOtp, fetchConsumer, forceLogout, requestLoginOtp, validateDesktopOtp } from './loginApi'
import { msgText, type Msg } from './messages'
import { MobileStep, VerifyOtpStep } from './OtpSteps'
import { initialLoginState, loginReducer, type FocusTarget, type LoginAction, type LoginState } from './loginState'
import { resumeStoredSession } from './resume'
import { rememberDesktopMobile, saveSession } from './sessionStore'
import { Toast } from './Toast'
import { useFocusRequests } from './useFocusRequests'
import './login.css'

/** How long 'OTP Successfully Verified !' stays on screen before the dashboard opens. */
export const VERIFIED_PAUSE_MS = 1200

/**
 * The alternative desktop header login (spec §4): /api/fetchConsumer → /api/generateOtp →
 * /api/validateOtp; VALID keeps the session-storage keys of spec §3 and the mobile in
 * localStorage, shows 'OTP Successfully Verified !' and then opens /ConsumerDashboard?mobile=…
 * (AS_ on Assamese pages). Resend uses /api/reGenerateOtp. A mobile logged in elsewhere gets
 * the login dialog's Force Logout panel. Loaded on the first opening of the header's Quick
 * login panel.
 */
export function QuickLoginForm() {
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
  const text = (msg: Msg | null) => (msg ? msgText(t, msg, locale) : null)
  const dashboard = (mobile: string) => href(`${DASHBOARD_HOME}?mobile=${encodeURIComponent(mobile)}`)

  useFocusRequests(refs, s.focus)

  /** Dispatches `start`; when the reducer accepted it (`pending` is now `expect`), runs `work` with the new state. */
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

  const getOtp = () =>
    guarded({ type: 'submitMobile' }, 'send', async (next) => {
      const registered = await fetchConsumer(next.mobile)
      dispatch({ type: 'registeredDone', result: registered })
      if (registered.kind !== 'registered') return
      const result = await desktopOtp(next.mobile, false, fetch, setChecking, locale)
      if (result.kind === 'alreadyLoggedIn' && (await resumeStoredSession(next.mobile))) {
        // logged in by this tab already: back to its dashboards, no OTP
        dispatch({ type: 'resumed' })
        window.location.assign(dashboard(next.mobile))
        return
      }
      dispatch({ type: 'sendDone', result })
    })

  const resend = () =>
    guarded({ type: 'resend' }, 'resend', async (next) => {
      dispatch({ type: 'resendDone', result: await desktopOtp(next.mobile, true, fetch, setChecking, locale) })
    })

  const verify = () =>
    guarded({ type: 'submitOtp' }, 'verify', async (next) => {
      const result = await validateDesktopOtp(next.mobile, next.otp, fetch, locale)
      if (result.kind === 'valid') {
        // spec §3 session storage (the header then offers 'My dashboard'); spec §4 localStorage.mobile
        if (result.session) saveSession({ ...result.session, mobile: next.mobile })
        rememberDesktopMobile(next.mobile)
      }
      dispatch({ type: 'validateDone', result })
      // leave once 'OTP Successfully Verified !' has been on the screen (and announced) a moment
      if (result.kind === 'valid') window.setTimeout(() => window.location.assign(dashboard(next.mobile)), VERIFIED_PAUSE_MS)
    })

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

  function submit(e: FormEvent) {
    e.preventDefault()
    if (s.step === 'mobile') void getOtp()
    else if (s.step === 'otp') void verify()
  }

  const busy = s.pending !== null
  const locked = s.step !== 'mobile'
  return (
    // not busy while checking or leaving: their texts are announced from inside
    <div className="login-flow" aria-busy={busy && !checking && s.pending !== 'navigate'}>
      <Toast toast={s.toast} text={s.toast ? msgText(t, s.toast.msg, locale) : ''} onDone={(toastId) => dispatch({ type: 'toastDone', id: toastId })} />
      <Notices notice={s.notice} />
      <form noValidate onSubmit={submit}>
        <MobileStep
          id={`${id}-mobile`}
          inputRef={refs.mobile as RefObject<HTMLInputElement>}
          submitRef={refs.submit as RefObject<HTMLButtonElement>}
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
      <BusyOverlay show={busy} label={t('login:busy')} checking={checking ? t('login:check.busy') : null} />
    </div>
  )
}

export default QuickLoginForm
