import { useTranslation } from 'react-i18next'
import { openLogin } from '../login/loginEvents'

/** The header's Log In button: opens the consumer login dialog. */
export function LoginButton({ className = 'btn btn--accent' }: { className?: string }) {
  const { t } = useTranslation('common')
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={() => openLogin()}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="8" r="4" fill="currentColor" />
        <path d="M4 21a8 8 0 0 1 16 0z" fill="currentColor" />
      </svg>
      {t('nav.login')}
    </button>
  )
}
