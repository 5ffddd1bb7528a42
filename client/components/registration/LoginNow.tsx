import { openLogin } from '../login/loginEvents'
import { rememberNewRegistration } from './newRegistration'

/** "Log in now" after a registration: opens the login dialog; its first login says type 'new'. */
export function LoginNow({ mobile, label }: { mobile: string; label: string }) {
  return (
    <button
      type="button"
      className="btn btn--primary"
      aria-haspopup="dialog"
      data-testid="login-now"
      onClick={() => {
        rememberNewRegistration(mobile)
        openLogin()
      }}
    >
      {label}
    </button>
  )
}
