import type { ComponentProps } from 'react'
import { useTranslation } from '#client/lib/useTranslation'
import { usePageContext } from 'vike-react/usePageContext'
import { COPYRIGHT_YEAR, SUPPORT_NUMBER } from '#shared/constants'
import type { SiteInfo } from '#shared/site'
import { formatDate, localizeDigits } from '#shared/format'
import { lastUpdatedOf } from '#shared/pageDates'
import { FOOTER_ID } from '#client/lib/htmlOnly/slots'
import { HELP_LINKS, MOBILE_EXTRA_NAV, POLICY_LINKS, SITE_LINKS } from './links'
import { NavItemLink } from './NavItemLink'

/**
 * Site footer: policies, help links, about this website (GIGW), contact facts, the copyright
 * line (2021) and the date the page's content was last updated (shared/pageDates.ts), if known.
 */
export function SiteFooter({ supportEmail, lastUpdated }: { supportEmail?: string; lastUpdated?: string }) {
  const { t } = useTranslation('common')
  const locale = usePageContext().locale ?? 'en'
  return (
    // the id: an HTML-only page keeps this markup in the browser (client/lib/htmlOnly/Layout.tsx)
    <footer className="site-footer" id={FOOTER_ID}>
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__title">
            {t('siteName')}
          </h2>
          <p>{t('footer.address')}</p>
          <p>
            {t('support.label')}: <a href={`tel:${SUPPORT_NUMBER}`}>{SUPPORT_NUMBER}</a>
            {supportEmail ? (
              <>
                <br />
                {t('support.email')}: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
              </>
            ) : null}
          </p>
        </section>
        <FooterLinks id="footer-policies" title={t('footer.policies')} links={POLICY_LINKS} />
        <FooterLinks id="footer-help" title={t('footer.help')} links={HELP_LINKS} />
        <FooterLinks id="footer-site" title={t('footer.site')} links={SITE_LINKS} />
        <FooterLinks id="footer-more" title={t('footer.more')} links={MOBILE_EXTRA_NAV.filter((l) => l.to !== '/RTI' && l.to !== '/FAQ')} />
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <p>{t('footer.copyrightLine', { year: localizeDigits(COPYRIGHT_YEAR, locale) })}</p>
          {lastUpdated ? (
            <p className="site-footer__updated" data-testid="last-updated">
              {t('footer.lastUpdated')} <time dateTime={lastUpdated}>{formatDate(lastUpdated, locale)}</time>
            </p>
          ) : null}
        </div>
      </div>
    </footer>
  )
}

/** The footer of the page being rendered: its support e-mail and 'Last updated' date. */
export function SiteFooterOfPage() {
  const pageContext = usePageContext()
  const site = (pageContext as { site?: SiteInfo }).site
  // 'Last updated' (GIGW): the page's +data `contentDate`, else its fixed date; none on an error page
  const lastUpdated = pageContext.pageId?.endsWith('/_error') ? undefined : lastUpdatedOf(pageContext.urlPathname, pageContext.data)
  return <SiteFooter supportEmail={site?.supportEmail} lastUpdated={lastUpdated} />
}

/** One titled group of footer links. */
function FooterLinks({ id, title, links }: { id: string; title: string; links: ReadonlyArray<ComponentProps<typeof NavItemLink>['link']> }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="site-footer__title">
        {title}
      </h2>
      <ul className="site-footer__links">
        {links.map((l) => (
          <li key={l.key}>
            <NavItemLink link={l} />
          </li>
        ))}
      </ul>
    </nav>
  )
}
