import { useTranslation } from '#client/lib/useTranslation'
import { usePageContext } from 'vike-react/usePageContext'
import { SEARCH_MAX_QUERY } from '#shared/search/limits'
import { BASE_PATH, localizedPath, type Locale } from '#shared/locale'

/**
 * The header's search box (issue 14): a GET form to /Search (or /AS_Search) that works without
 * scripts. `id` keeps the desktop header's box and the phone drawer's apart.
 */
export function SiteSearchBox({ id, className }: { id: string; className?: string }) {
  const { t } = useTranslation('common')
  const pageContext = usePageContext()
  const locale: Locale = pageContext.locale ?? 'en'
  return (
    <form className={'site-search' + (className ? ` ${className}` : '')} role="search" method="get" action={BASE_PATH + localizedPath('/Search', locale)} aria-label={t('siteSearch.label')}>
      <label className="visually-hidden" htmlFor={id}>
        {t('siteSearch.field')}
      </label>
      <input className="site-search__input" type="search" id={id} name="q" maxLength={SEARCH_MAX_QUERY} autoComplete="off" enterKeyHint="search" placeholder={t('siteSearch.placeholder')} />
      <button type="submit" className="site-search__button">
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t('siteSearch.submit')}</span>
      </button>
    </form>
  )
}
