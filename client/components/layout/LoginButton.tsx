import { useTranslation } from '#client/lib/useTranslation'
import { openLogin } from '../login/loginEvents'
import { useSignedIn } from '../login/useSignedIn'
import { useLinks } from './paths'

const PersonIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="12" cy="8" r="4" fill="currentColor" />
    <path d="M4 21a8 8 0 0 1 16 0z" fill="currentColor" />
  </svg>
)

/**
 * The header's Log In button: opens the consumer login dialog. In a tab that holds a consumer
 * login it becomes a link to that consumer's dashboards.
 */
export function LoginButton({ className = 'btn btn--accent' }: { className?: string }) {
  const { t } = useTranslation('common')
  const { href } = useLinks()
  const signedIn = useSignedIn()
  if (signedIn) {
    return (
      <a className={className + ' login-button--account'} href={href('/ConsumerDashboard')}>
        <PersonIcon />
        <span className="login-button__label">{t('nav.myDashboard')}</span>
      </a>
    )
  }
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={() => openLogin()}>
      <PersonIcon />
      <span className="login-button__label">{t('nav.login')}</span>
    </button>
  )
}
