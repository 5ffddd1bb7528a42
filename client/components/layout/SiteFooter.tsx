import { useTranslation } from 'react-i18next'
import { usePageContext } from 'vike-react/usePageContext'
import { COPYRIGHT_YEAR, SUPPORT_NUMBER } from '../../../shared/constants'
import { localizeDigits } from '../../../shared/format'
import { HELP_LINKS, MOBILE_EXTRA_NAV, POLICY_LINKS } from './links'
import { NavItemLink } from './NavItemLink'

/** Site footer: policies, help links, contact facts and the copyright line (2021). */
export function SiteFooter({ supportEmail }: { supportEmail?: string }) {
  const { t } = useTranslation('common')
  const locale = usePageContext().locale ?? 'en'
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__title">
            {t('siteName')}
          </h2>
          <p>{t('footer.address')}</p>
          <p>
            {t('support.label')}:{' '}
            <a href={`tel:${SUPPORT_NUMBER}`}>{localizeDigits(SUPPORT_NUMBER, locale)}</a>
            {supportEmail ? (
              <>
                <br />
                {t('support.email')}: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
              </>
            ) : null}
          </p>
        </section>
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies" className="site-footer__title">
            {t('footer.policies')}
          </h2>
          <ul className="site-footer__links">
            {POLICY_LINKS.map((l) => (
              <li key={l.key}>
                <NavItemLink link={l} />
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className="site-footer__title">
            {t('footer.help')}
          </h2>
          <ul className="site-footer__links">
            {HELP_LINKS.map((l) => (
              <li key={l.key}>
                <NavItemLink link={l} />
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-more">
          <h2 id="footer-more" className="site-footer__title">
            {t('footer.more')}
          </h2>
          <ul className="site-footer__links">
            {MOBILE_EXTRA_NAV.filter((l) => l.to !== '/RTI' && l.to !== '/FAQ').map((l) => (
              <li key={l.key}>
                <NavItemLink link={l} />
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <p>{t('footer.copyrightLine', { year: localizeDigits(COPYRIGHT_YEAR, locale) })}</p>
        </div>
      </div>
    </footer>
  )
}
