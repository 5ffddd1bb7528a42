import { useTranslation } from '#client/lib/useTranslation'
import { usePageContext } from 'vike-react/usePageContext'
import { formatDate } from '#shared/format'
import { BASE_PATH, localizedPath } from '#shared/locale'

interface Props {
  title: string
  lead: string
  illustration?: { src: string; alt: string }
  updated?: string
}

/** Breadcrumb, the page's only h1, its lead paragraph and an optional illustration. */
export function PageHeader({ title, lead, illustration, updated }: Props) {
  const { t } = useTranslation('pages')
  const { locale = 'en' } = usePageContext()
  return (
    <header className="page-header">
      <div className={illustration ? 'container static-header static-header--with-art' : 'container static-header'}>
        <div>
          <nav className="breadcrumbs" aria-label={t('ui.breadcrumb')}>
            <ol>
              <li>
                <a href={BASE_PATH + localizedPath('/', locale)}>{t('ui.home')}</a>
              </li>
              <li aria-current="page">{title}</li>
            </ol>
          </nav>
          <h1 className="page-header__title">{title}</h1>
          <p className="page-header__lead">{lead}</p>
          {updated ? (
            <p className="static-header__updated small">
              {t('ui.reviewed')} <time dateTime={updated}>{formatDate(updated, locale)}</time>
            </p>
          ) : null}
        </div>
        {illustration ? <img className="static-header__art" src={BASE_PATH + illustration.src} alt={illustration.alt} width={240} height={160} /> : null}
      </div>
    </header>
  )
}
