import { useTranslation } from '#client/lib/useTranslation'
import { EXTERNAL } from '../layout/links'

/** The carousel's last slide: the mobile app, with Google Play and App Store links. */
export function AppSlide() {
  const { t } = useTranslation(['home', 'common'])
  const base = import.meta.env.BASE_URL
  return (
    <div className="app-slide">
      <div className="app-slide__text">
        <h3 className="app-slide__title">{t('home:app.title')}</h3>
        <p>{t('home:app.text')}</p>
        <ul className="app-slide__stores">
          <li>
            <a href={EXTERNAL.googlePlay} target="_blank" rel="noopener noreferrer">
              <img src={`${base}badge-google-play.svg`} alt={t('home:app.googlePlay') + ' (' + t('common:opensNewTab') + ')'} width={180} height={54} />
            </a>
          </li>
          <li>
            <a href={EXTERNAL.appStore} target="_blank" rel="noopener noreferrer">
              <img src={`${base}badge-app-store.svg`} alt={t('home:app.appStore') + ' (' + t('common:opensNewTab') + ')'} width={180} height={54} />
            </a>
          </li>
        </ul>
      </div>
      <svg className="app-slide__phone" viewBox="0 0 160 240" width="160" height="240" aria-hidden="true" focusable="false">
        <rect x="20" y="6" width="120" height="228" rx="18" fill="#06345f" />
        <rect x="28" y="26" width="104" height="180" rx="6" fill="#fff" />
        <rect x="28" y="26" width="104" height="34" fill="#0a4d8c" />
        <circle cx="44" cy="43" r="9" fill="#f5b400" />
        <rect x="58" y="39" width="62" height="8" rx="4" fill="#fff" />
        <rect x="38" y="72" width="84" height="30" rx="5" fill="#e8f1fa" />
        <rect x="44" y="80" width="40" height="6" rx="3" fill="#0a4d8c" />
        <rect x="44" y="90" width="60" height="6" rx="3" fill="#4d5966" />
        <rect x="38" y="110" width="40" height="40" rx="5" fill="#fff5d6" />
        <rect x="82" y="110" width="40" height="40" rx="5" fill="#e3f4f1" />
        <rect x="38" y="156" width="40" height="40" rx="5" fill="#e3f4f1" />
        <rect x="82" y="156" width="40" height="40" rx="5" fill="#fff5d6" />
        <path d="M60 118l-8 14h7l-3 11 10-16h-7z" fill="#8a5a00" />
        <circle cx="80" cy="220" r="7" fill="#0a4d8c" />
      </svg>
    </div>
  )
}
