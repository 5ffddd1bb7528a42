import { useEffect } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import { openLogin } from '../login/loginEvents'
import { clear } from '../login/sessionStore'
import type { LoginRequiredReason } from './loginReason'

/**
 * The 401 answer of every dashboard: please log in (no session) or 'Session Expired, Please
 * log in again' (the session ended), with a Log In button that opens the login dialog. The
 * server refused the session, so the tab's stored copy is stale: it is cleared, and the header
 * offers Log In again instead of 'My dashboard'.
 */
export function LoginRequired({ reason }: { reason: LoginRequiredReason }) {
  const { t } = useTranslation(['dashboard', 'messages'])
  useEffect(() => clear(), [])
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
