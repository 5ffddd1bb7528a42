import { useTranslation } from '#client/lib/useTranslation'
import { usePageContext } from 'vike-react/usePageContext'
import { initialsIn } from '#shared/initials'
import type { HomePdf } from '#client/pages/index/+data'
import { NavItemLink } from '../layout/NavItemLink'
import { openLogin } from '../login/loginEvents'
import { QUICK_LINKS } from './homeLinks'

/** Quick Links card; 'Excess Payment Refund' needs a logged-in consumer, so it opens the login dialog. */
export function QuickLinksCard({ pdfs }: { pdfs: HomePdf[] }) {
  const { t } = useTranslation(['home', 'common'])
  const locale = usePageContext().locale ?? 'en'
  return (
    <section className="card card--accent home-card" aria-labelledby="quick-title">
      <h2 id="quick-title" className="card__title">
        {t('quick.title')}
      </h2>
      <div className="card__body">
        <ul className="home-card__list">
          {QUICK_LINKS.map((l) => (
            <li key={l.key}>
              <NavItemLink link={l} ns="home" />
            </li>
          ))}
          <li>
            <button type="button" className="btn--link home-card__button" aria-haspopup="dialog" onClick={() => openLogin()}>
              {t('quick.excessRefund')}
            </button>
          </li>
          {pdfs.map((d) => (
            <li key={d.id}>
              <a href={d.url} target="_blank" rel="noopener noreferrer">
                <span lang={d.lang !== locale ? d.lang : undefined}>{d.name}</span> <span className="badge badge--muted">{initialsIn('PDF', locale)}</span>
                <span className="visually-hidden"> ({t('common:opensNewTab')})</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
