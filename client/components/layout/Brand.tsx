import { useTranslation } from '#client/lib/useTranslation'
import { useLinks } from './paths'

/** Logo and company name, linking to the home page in the current language. */
export function Brand() {
  const { t } = useTranslation('common')
  const { href, isCurrent } = useLinks()
  return (
    <a className="brand" href={href('/')} aria-current={isCurrent('/') ? 'page' : undefined}>
      <img className="brand__logo" src={`${import.meta.env.BASE_URL}logo.svg`} alt="" width="56" height="56" />
      <span className="brand__text">
        <span className="brand__name">{t('siteName')}</span>
        <span className="brand__short">{t('siteShort')}</span>
        <span className="brand__tagline">{t('tagline')}</span>
      </span>
    </a>
  )
}
