import { useTranslation } from '#client/lib/useTranslation'
import { useLinks } from '../layout/paths'
import { Icon } from './Icon'
import { BOTTOM_NAV } from './homeLinks'

/** The home page's bottom navigation: about, documents, gallery, RTI, career, FAQ. */
export function BottomNav() {
  const { t } = useTranslation('home')
  const { href } = useLinks()
  return (
    <nav className="bottom-nav" aria-label={t('bottom.label')}>
      <div className="container">
        <ul className="bottom-nav__list">
          {BOTTOM_NAV.map((l) => (
            <li key={l.key}>
              <a className="bottom-nav__link" href={href(l.to as string)}>
                <Icon name={l.icon} size={26} />
                <span>{t(l.key)}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}
