import { useTranslation } from 'react-i18next'
import { openLogin } from '../login/loginEvents'
import type { LoginRequiredReason } from './loginReason'

/**
 * The 401 answer of every dashboard: please log in (no session) or 'Session Expired, Please
 * log in again' (the session ended), with a Log In button that opens the login dialog.
 */
export function LoginRequired({ reason }: { reason: LoginRequiredReason }) {
  const { t } = useTranslation(['dashboard', 'messages'])
  return (
    <section className="container section dash-login" aria-labelledby="dash-login-title">
      <div className="card dash-login__card">
        <h1 id="dash-login-title" className="card__title">
          {reason.expired ? t('messages:sessionExpired') : t('dashboard:login.title')}
        </h1>
        <div className="card__body stack">
          <p>{t('dashboard:login.text')}</p>
          <p>
            <button type="button" className="btn btn--primary" onClick={() => openLogin()}>
              {t('dashboard:login.button')}
            </button>
          </p>
        </div>
      </div>
    </section>
  )
}
