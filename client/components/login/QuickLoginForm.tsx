import { DASHBOARD_HOME } from '#shared/dashboard/routes'
import { useTranslation } from '#client/lib/useTranslation'
import { useLinks } from '../layout/paths'
import { desktopOtp, fetchConsumer, validateDesktopOtp } from './loginApi'
import { OtpLoginBody, useOtpLogin } from './OtpLogin'
import { resumeStoredSession } from './resume'
import { rememberDesktopMobile, saveSession } from './sessionStore'

/** How long 'OTP Successfully Verified !' stays on screen before the dashboard opens. */
export const VERIFIED_PAUSE_MS = 1200

/**
 * The alternative desktop header login (spec §4): /api/fetchConsumer → /api/generateOtp →
 * /api/validateOtp; VALID keeps the session-storage keys of spec §3 and the mobile in
 * localStorage, shows 'OTP Successfully Verified !' and then opens /ConsumerDashboard?mobile=…
 * (AS_ on Assamese pages). Resend uses /api/reGenerateOtp. A mobile logged in elsewhere gets
 * the login dialog's Force Logout panel. Loaded on the first opening of the header's Quick
 * login panel. The state and what it shows are the login dialog's (OtpLogin.tsx).
 */
export function QuickLoginForm() {
  const { t } = useTranslation('login')
  const { href, locale } = useLinks()
  const login = useOtpLogin()
  const { dispatch, setChecking, guarded } = login
  const dashboard = (mobile: string) => href(`${DASHBOARD_HOME}?mobile=${encodeURIComponent(mobile)}`)

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

  return <OtpLoginBody login={login} mobileName="mobNo" submitLabel={t('quick.getOtp')} onSend={getOtp} onVerify={verify} onResend={resend} />
}

export default QuickLoginForm
