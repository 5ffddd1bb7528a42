import { useEffect, useRef, type HTMLAttributes, type RefObject } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import { dashboardPath } from '#shared/dashboard/routes'
import { Dialog } from '../layout/Dialog'
import { useLinks } from '../layout/paths'
import { consumerDetails, logout, requestLoginOtp, verifyLoginOtp } from './loginApi'
import { forgetNewRegistration, loginTypeFor } from '../registration/newRegistration'
import { OtpLoginBody, useOtpLogin } from './OtpLogin'
import { resumeStoredSession } from './resume'
import { clear, saveSession } from './sessionStore'

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
 * `focusRef` tells the dialog what to focus when it opens again. The state and what it shows
 * are the desktop header's too (OtpLogin.tsx).
 */
export function LoginForm({ focusRef }: { focusRef: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation(['login', 'messages'])
  const { href, locale } = useLinks()
  const login = useOtpLogin()
  const { s, dispatch, refs, setChecking, guarded } = login
  const notFoundOk = useRef<HTMLButtonElement>(null)

  // what the dialog focuses when it is opened again
  useEffect(() => {
    focusRef.current = s.step === 'otp' ? refs.otp.current : s.step === 'forceLogout' ? (s.flOtpSent ? refs.flOtp.current : refs.flButton.current) : refs.mobile.current
  })

  const sendOtp = () =>
    guarded({ type: 'submitMobile' }, 'send', async (next) => {
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
    })

  const resend = () =>
    guarded({ type: 'resend' }, 'resend', async (next) => {
      dispatch({ type: 'resendDone', result: await requestLoginOtp(next.mobile, 'portal', fetch, setChecking, undefined, locale) })
    })

  const verify = () =>
    guarded({ type: 'submitOtp' }, 'verify', async (next) => {
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
    })

  return (
    <OtpLoginBody login={login} className="login-form" intro={t('login:intro')} mobileName="mobileNo" submitLabel={t('login:submit')} onSend={sendOtp} onVerify={verify} onResend={resend}>
      <p className="login-form__register">
        {t('login:noAccount')} <a href={href('/ConsumerRegistration')}>{t('login:register')}</a>
      </p>
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
    </OtpLoginBody>
  )
}

export default LoginForm
